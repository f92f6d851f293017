/**
 * The file kinds the upload accepts (spec section 5), apart from the rest of the rule (./upload-rules.ts): the home
 * page's uploader needs only its `accept` attribute to draw, while the checks and messages load when a file is picked.
 */
export const ACCEPTED_EXTENSIONS = ["pdf", "doc", "docx", "txt", "rtf", "odt"] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** MIME types the spec accepts, mapped to the kind of file they announce. */
export const ACCEPTED_MIME_TYPES: Record<string, AcceptedExtension> = {
  "application/pdf": "pdf",
  "application/x-pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.ms-word": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "text/plain": "txt",
  // Beyond the spec's four (issue 23): hh.ru offers RTF downloads, LibreOffice saves ODT.
  "application/rtf": "rtf",
  "text/rtf": "rtf",
  "application/vnd.oasis.opendocument.text": "odt",
};

/** For an `<input accept>` attribute. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...Object.keys(ACCEPTED_MIME_TYPES),
].join(",");
