import { api } from "../../lib/api";

/** `GET /api/legal/{slug}/`: the document rendered on the Worker from content/legal (decision 120). */
export interface LegalDocument {
  title: string;
  updated: string;
  html: string;
  testData: boolean;
}

export const LEGAL_ERROR = "Не удалось загрузить документ. Проверь соединение и обнови страницу.";

export type LegalSlug = "privacy-policy" | "public-offer" | "business-terms" | "data-processing";

export const loadLegalDocument = (slug: LegalSlug) =>
  api<LegalDocument>(`/api/legal/${slug}/`, { fallback: LEGAL_ERROR });
