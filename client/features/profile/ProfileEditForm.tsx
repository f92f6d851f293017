/** Editing the profile (beyond the spec, as the privacy policy promises), validated like the server does. */
import { useId, useState, type FormEvent } from "react";
import { GENDER_LABELS, GENDERS, PROFILE_LIMITS, PROFILE_UPDATE_MESSAGE, profileUpdateSchema, type Gender, type UserProfile } from "../../../shared/schemas/user";
import { saveProfile, PROFILE_ERRORS } from "./api";

interface ProfileEditFormProps {
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}

type TextField = "full_name" | "city" | "work_experience" | "phone" | "education";

const TEXT_FIELDS: { name: TextField; label: string; multiline?: boolean; type?: string; autoComplete?: string }[] = [
  { name: "full_name", label: "ФИО", autoComplete: "name" },
  { name: "city", label: "Город", autoComplete: "address-level2" },
  { name: "phone", label: "Телефон", type: "tel", autoComplete: "tel" },
  { name: "work_experience", label: "Опыт работы", multiline: true },
  { name: "education", label: "Образование", multiline: true },
];

export function ProfileEditForm({ profile, onSaved, onCancel }: ProfileEditFormProps) {
  const fieldIdPrefix = useId();
  const [text, setText] = useState<Record<TextField, string>>({
    full_name: profile.full_name ?? "",
    city: profile.city ?? "",
    work_experience: profile.work_experience ?? "",
    phone: profile.phone ?? "",
    education: profile.education ?? "",
  });
  const [gender, setGender] = useState<Gender | "">(profile.gender ?? "");
  const [age, setAge] = useState(profile.age === null ? "" : String(profile.age));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { ...text, gender: gender || null, age: age.trim() === "" ? null : Number(age) };
    if (!profileUpdateSchema.safeParse(payload).success) {
      setError(PROFILE_UPDATE_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveProfile(payload));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : PROFILE_ERRORS.save);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-label="Редактирование профиля">
      {TEXT_FIELDS.map((field) => (
        <label key={field.name} className="profile-field" htmlFor={`${fieldIdPrefix}-${field.name}`}>
          <span className="profile-field__label">{field.label}</span>
          {field.multiline ? (
            <textarea
              id={`${fieldIdPrefix}-${field.name}`}
              className="profile-field__input"
              rows={3}
              maxLength={PROFILE_LIMITS[field.name]}
              value={text[field.name]}
              onChange={(event) => setText({ ...text, [field.name]: event.target.value })}
            />
          ) : (
            <input
              id={`${fieldIdPrefix}-${field.name}`}
              className="profile-field__input"
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              maxLength={PROFILE_LIMITS[field.name]}
              value={text[field.name]}
              onChange={(event) => setText({ ...text, [field.name]: event.target.value })}
            />
          )}
        </label>
      ))}
      <label className="profile-field">
        <span className="profile-field__label">Пол</span>
        <select className="profile-field__input" value={gender} onChange={(event) => setGender(event.target.value as Gender | "")}>
          <option value="">Не указан</option>
          {GENDERS.map((value) => (
            <option key={value} value={value}>
              {GENDER_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="profile-field">
        <span className="profile-field__label">
          Возраст (от {PROFILE_LIMITS.ageMin} до {PROFILE_LIMITS.ageMax})
        </span>
        <input
          className="profile-field__input"
          type="number"
          inputMode="numeric"
          min={PROFILE_LIMITS.ageMin}
          max={PROFILE_LIMITS.ageMax}
          value={age}
          onChange={(event) => setAge(event.target.value)}
        />
      </label>
      {error && (
        <p className="profile-panel__error" role="alert">
          {error}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? "Сохраняем…" : "Сохранить"}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>
          Отмена
        </button>
      </div>
    </form>
  );
}
