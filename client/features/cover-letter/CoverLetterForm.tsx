/**
 * The cover-letter form (spec section 2 "Cover letter block", section 5 validation): company and position are
 * required; the advanced panel holds the style, company info, vacancy description and auto research. Optional
 * fields are sent only while the panel is open, and the text ones only when not blank.
 */
import { type FormEvent, useId, useState } from "react";
import {
  COVER_LETTER_LIMITS,
  COVER_LETTER_REQUIRED_MESSAGE,
  type CoverLetterRequestInput,
  type PersonalStyle,
} from "../../../shared/schemas/cover-letter";

const STYLE_OPTIONS: { value: PersonalStyle | ""; label: string }[] = [
  { value: "", label: "Автоматически" },
  { value: "formal", label: "Официальный" },
  { value: "friendly", label: "Дружелюбный" },
  { value: "creative", label: "Творческий" },
];

export function buildRequest(fields: {
  company: string;
  position: string;
  advancedOpen: boolean;
  style: PersonalStyle | "";
  companyInfo: string;
  vacancy: string;
  autoResearch: boolean;
}): CoverLetterRequestInput | null {
  const company_name = fields.company.trim();
  const position_name = fields.position.trim();
  if (!company_name || !position_name) return null;
  const request: CoverLetterRequestInput = { company_name, position_name };
  if (!fields.advancedOpen) return request;
  if (fields.style) request.personal_style = fields.style;
  if (fields.companyInfo.trim()) request.company_info = fields.companyInfo.trim();
  if (fields.vacancy.trim()) request.vacancy_description = fields.vacancy.trim();
  request.auto_research = fields.autoResearch;
  return request;
}

/** Values handed over by the page, e.g. a vacancy just compared with the resume (issue 16). */
export interface LetterPrefill {
  company: string;
  position: string;
  vacancy: string;
}

export function CoverLetterForm({
  onSubmit,
  onCancel,
  error,
  prefill,
}: {
  onSubmit: (request: CoverLetterRequestInput) => void;
  onCancel?: () => void;
  error: string | null;
  prefill?: LetterPrefill;
}) {
  const id = useId();
  const [company, setCompany] = useState(prefill?.company ?? "");
  const [position, setPosition] = useState(prefill?.position ?? "");
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(prefill?.vacancy));
  const [style, setStyle] = useState<PersonalStyle | "">("");
  const [companyInfo, setCompanyInfo] = useState("");
  const [vacancy, setVacancy] = useState(prefill?.vacancy ?? "");
  const [autoResearch, setAutoResearch] = useState(true);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = buildRequest({ company, position, advancedOpen, style, companyInfo, vacancy, autoResearch });
    setInvalid(request === null);
    if (request) onSubmit(request);
  };

  const message = invalid ? COVER_LETTER_REQUIRED_MESSAGE : error;
  return (
    <form
      className="letter-form"
      onSubmit={submit}
      noValidate
      aria-label="Сопроводительное письмо"
      data-testid="letter-form"
    >
      <label className="letter-field">
        <span className="letter-field__label">Компания *</span>
        <input
          className="text-input"
          name="company_name"
          value={company}
          maxLength={COVER_LETTER_LIMITS.name}
          onChange={(e) => setCompany(e.target.value)}
          aria-required="true"
          autoComplete="organization"
        />
      </label>
      <label className="letter-field">
        <span className="letter-field__label">Должность *</span>
        <input
          className="text-input"
          name="position_name"
          value={position}
          maxLength={COVER_LETTER_LIMITS.name}
          onChange={(e) => setPosition(e.target.value)}
          aria-required="true"
          autoComplete="organization-title"
        />
      </label>
      <button
        type="button"
        className="btn btn--ghost btn--small letter-form__toggle"
        aria-expanded={advancedOpen}
        aria-controls={`${id}-advanced`}
        onClick={() => setAdvancedOpen(!advancedOpen)}
        data-testid="letter-advanced-toggle"
      >
        {advancedOpen ? "Скрыть дополнительные настройки" : "Дополнительные настройки"}
      </button>
      {advancedOpen && (
        <div className="letter-form__advanced" id={`${id}-advanced`} data-testid="letter-advanced">
          <label className="letter-field">
            <span className="letter-field__label">Стиль письма</span>
            <select
              className="text-input"
              name="personal_style"
              value={style}
              onChange={(e) => setStyle(e.target.value as PersonalStyle | "")}
            >
              {STYLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="letter-field">
            <span className="letter-field__label">О компании</span>
            <textarea
              className="text-input"
              name="company_info"
              rows={3}
              maxLength={COVER_LETTER_LIMITS.companyInfo}
              value={companyInfo}
              onChange={(e) => setCompanyInfo(e.target.value)}
            />
          </label>
          <label className="letter-field">
            <span className="letter-field__label">Описание вакансии</span>
            <textarea
              className="text-input"
              name="vacancy_description"
              rows={3}
              maxLength={COVER_LETTER_LIMITS.vacancy}
              value={vacancy}
              onChange={(e) => setVacancy(e.target.value)}
            />
          </label>
          <label className="letter-check">
            <input
              type="checkbox"
              name="auto_research"
              checked={autoResearch}
              onChange={(e) => setAutoResearch(e.target.checked)}
            />
            <span>Автоматически изучить компанию (если подключена нейросеть: она укажет, что предположила)</span>
          </label>
        </div>
      )}
      {message && (
        <p className="letter-form__error" role="alert" data-testid="letter-error">
          {message}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn--primary" data-testid="letter-submit">
          Создать письмо
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Отмена
          </button>
        )}
      </div>
    </form>
  );
}
