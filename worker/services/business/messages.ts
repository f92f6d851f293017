/**
 * The API's own texts in English and Russian (`Accept-Language` or `?lang=`). Refusals the site already words in
 * Russian (the upload's, the vacancy match's) keep that exact Russian text and get an English one here by code, so
 * both languages say the same thing (decision 273).
 */
import type { ApiLanguage } from "../../../shared/schemas/business";

type Bilingual = Record<ApiLanguage, string>;

/** Titles and details of the API's own problems, by code. */
export const API_MESSAGES = {
  missing_api_key: {
    en: "Send your API key in the Authorization header: Authorization: Bearer rw_live_…",
    ru: "Передай API-ключ в заголовке Authorization: Bearer rw_live_…",
  },
  invalid_api_key: { en: "This API key is not valid.", ru: "Этот API-ключ недействителен." },
  revoked_api_key: { en: "This API key was revoked.", ru: "Этот API-ключ отозван." },
  insufficient_scope: {
    en: "This API key has no scope for this call.",
    ru: "У этого API-ключа нет прав на этот вызов.",
  },
  rate_limited: {
    en: "Too many requests with this key. Wait for the time in Retry-After and try again.",
    ru: "Слишком много запросов с этим ключом. Подожди время из Retry-After и повтори запрос.",
  },
  insufficient_balance: {
    en: "The organisation's balance is too low for this analysis. Top it up in the business console.",
    ru: "На балансе организации не хватает денег на анализ. Пополни баланс в бизнес-кабинете.",
  },
  not_found: { en: "Not found.", ru: "Не найдено." },
  analysis_not_found: { en: "There is no such analysis.", ru: "Такого анализа нет." },
  idempotency_key_reused: {
    en: "This Idempotency-Key was already used with a different request.",
    ru: "Этот Idempotency-Key уже использован с другим запросом.",
  },
  invalid_idempotency_key: {
    en: "Idempotency-Key must be 1–255 visible ASCII characters.",
    ru: "Idempotency-Key — от 1 до 255 видимых ASCII-символов.",
  },
  validation_error: { en: "The request is not valid.", ru: "Некорректные данные запроса." },
  missing_document: {
    en: 'Send the resume as multipart/form-data with a «file» field, or as JSON {"text": "…"}.',
    ru: 'Отправь резюме как multipart/form-data с полем «file» или как JSON {"text": "…"}.',
  },
  unsupported_media_type: {
    en: 'Send the resume as multipart/form-data with a «file» field, or as application/json {"text": "…"}.',
    ru: 'Отправь резюме как multipart/form-data с полем «file» или как application/json {"text": "…"}.',
  },
  analysis_not_ready: {
    en: "The analysis is not finished yet: wait for analysis.completed or poll GET /api/v1/analyses/{id}.",
    ru: "Анализ ещё не готов: дождись события analysis.completed или запроси GET /api/v1/analyses/{id}.",
  },
  document_deleted: {
    en: "The document of this analysis was deleted.",
    ru: "Документ этого анализа удалён.",
  },
  internal_error: {
    en: "Internal server error. Please try again later.",
    ru: "Произошла внутренняя ошибка сервера. Пожалуйста, попробуй позже.",
  },
} satisfies Record<string, Bilingual>;

export type ApiMessageCode = keyof typeof API_MESSAGES;

/** English for the site's Russian refusals, by their code (upload rules, extraction, vacancy match, body caps). */
export const ENGLISH_BY_CODE: Record<string, string> = {
  unsupported_format: "Unsupported file format. Please upload a PDF, DOC, DOCX or TXT file.",
  too_large: "The file is too large. The maximum size is 10 MB.",
  payload_too_large: "The request is too large.",
  content_mismatch: "The file's content does not match its format. Please upload a real PDF, DOC, DOCX or TXT file.",
  executable: "This file is a program, not a document. Please upload a resume as PDF, DOC, DOCX or TXT.",
  image: "This file is an image, not a document; text in pictures is not recognised. Upload PDF, DOC, DOCX or TXT.",
  pdf_encrypted: "The PDF is password-protected. Remove the password (save it again without protection) and retry.",
  document_encrypted: "The document is password-protected. Remove the password, save it again and retry.",
  pdf_no_text:
    "The PDF has no text layer (a scan or a picture). Export the resume to PDF from an editor, or send DOCX.",
  damaged: "The file could not be read: it is damaged or incomplete.",
  empty_document: "There is no text in the file.",
  too_complex: "The file is too large or complex to process. A resume is usually 1–3 pages.",
  pdf_too_much_data: "The PDF holds too much compressed data (over 16 MB unpacked).",
  pdf_too_many_objects: "The PDF is too complex: over 50,000 internal objects.",
  pdf_unsupported_compression: "The PDF uses an outdated or unusual compression that cannot be read safely.",
  pdf_too_much_text: "The PDF has too many separate text fragments (over 30,000).",
  doc_broken_structure: "The DOC file is damaged: its internal structure loops or points outside the file.",
  rtf_too_deep: "The document has too many nested formatting groups.",
  docx_too_large_unpacked: "The DOCX file is too large once unpacked.",
  invalid_vacancy: "Send the vacancy's text (40–20,000 characters) or an hh.ru vacancy link.",
  bad_vacancy_link: "This is not an hh.ru vacancy link (https://hh.ru/vacancy/12345678).",
  vacancy_not_found: "hh.ru has no such vacancy (or it was archived).",
  vacancy_unavailable: "hh.ru did not answer; try again later or send the vacancy's text.",
  vacancy_timeout: "hh.ru did not answer in time; try again later or send the vacancy's text.",
  analysis_required: "The analysis is not finished yet: a match is built on it.",
  rate_limited: "Too many requests. Please wait and try again.",
};

export const STATUS_TEXTS: Record<"queued" | "running" | "done" | "failed", Bilingual> = {
  queued: {
    en: "Queued: the analysis starts within seconds.",
    ru: "В очереди: анализ начнётся через несколько секунд.",
  },
  running: { en: "Running.", ru: "Выполняется." },
  done: { en: "Done.", ru: "Готово." },
  failed: { en: "The analysis failed.", ru: "Анализ не удался." },
};

export const ANALYSIS_FAILED_TEXT: Bilingual = {
  en: "The analysis could not be completed. The charge stays on the statement; write to support for a refund.",
  ru: "Не удалось выполнить анализ. Списание остаётся в выписке; напиши в поддержку, чтобы вернуть деньги.",
};

/** `?lang=` first, then the first of ru/en in Accept-Language by weight; Russian when neither says. */
export function requestLanguage(query: string | undefined, acceptLanguage: string | undefined): ApiLanguage {
  if (query === "en" || query === "ru") return query;
  if (!acceptLanguage) return "ru";
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split("-")[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => (item.base === "en" || item.base === "ru") && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as ApiLanguage | undefined) ?? "ru";
}
