/** The personal-info rows of the profile panel (spec section 2), with 'Не указан' / 'Не указано' for gaps. */
import { GENDER_LABELS, type UserProfile } from "../../../shared/schemas/user";
import { formatCount, formatDateTime, formatYears } from "../../lib/format";

/** The free-text experience as typed; a bare number of years gets its unit («5» → «5 лет», «2,5» → «2,5 года»). */
export function workExperienceText(value: string | null): string | null {
  const bare = value?.trim().match(/^\d{1,2}(?:[.,]\d)?$/u);
  return bare ? formatYears(Number(bare[0].replace(",", "."))) : value;
}

interface Row {
  label: string;
  value: (profile: UserProfile) => string | null;
  /** Agrees with the field's grammatical gender. */
  missing: string;
}

const ROWS: Row[] = [
  { label: "Email", value: (p) => p.email, missing: "Не указан" },
  { label: "ФИО", value: (p) => p.full_name, missing: "Не указано" },
  { label: "Пол", value: (p) => (p.gender ? GENDER_LABELS[p.gender] : null), missing: "Не указан" },
  { label: "Город", value: (p) => p.city, missing: "Не указан" },
  {
    label: "Возраст",
    value: (p) => (p.age === null ? null : formatCount(p.age, ["год", "года", "лет"])),
    missing: "Не указан",
  },
  { label: "Опыт работы", value: (p) => workExperienceText(p.work_experience), missing: "Не указан" },
  { label: "Телефон", value: (p) => p.phone, missing: "Не указан" },
  { label: "Образование", value: (p) => p.education, missing: "Не указано" },
  { label: "Дата регистрации", value: (p) => formatDateTime(p.created_at) || null, missing: "Не указана" },
  { label: "Последний вход", value: (p) => (p.last_login ? formatDateTime(p.last_login) : null), missing: "Не указан" },
];

export function ProfileDetails({ profile }: { profile: UserProfile }) {
  return (
    <dl className="profile-details" data-testid="profile-details">
      {ROWS.map((row) => {
        const value = row.value(profile);
        return (
          <div className="profile-details__row" key={row.label}>
            <dt>{row.label}</dt>
            <dd className={value ? undefined : "profile-details__missing"}>{value ?? row.missing}</dd>
          </div>
        );
      })}
    </dl>
  );
}
