/**
 * The document formats a resume can be stored in, recognised by the extraction layer and weighed by the engine
 * (the ATS criteria). One list for the worker, the database column and the engine; zod-free so anything can import it.
 */
export const DOCUMENT_FORMATS = ["pdf", "docx", "doc", "rtf", "odt", "txt"] as const;

export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export function isDocumentFormat(value: unknown): value is DocumentFormat {
  return typeof value === "string" && (DOCUMENT_FORMATS as readonly string[]).includes(value);
}
