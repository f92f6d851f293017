/**
 * Test fixtures imported with `?inline` arrive as data: URLs (Vite encodes binaries in base64 and some text types
 * percent-encoded); these are their bytes, and the Content-Type a browser sends with each upload format.
 */

export function bytesOfInlined(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(",");
  const payload = dataUrl.slice(comma + 1);
  if (dataUrl.slice(0, comma).endsWith(";base64")) return Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(payload));
}

export const UPLOAD_MIME = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  rtf: "application/rtf",
  txt: "text/plain",
} as const;
