/**
 * Upload and load a resume (spec section 7: `POST /api/resumes/`, `GET /api/resumes/{id}/`) with the upload error
 * catalogue of section 8. The upload uses XMLHttpRequest because fetch cannot report upload progress.
 */
import { apiJson, ApiRequestError, ensureCsrfToken, errorMessageOf } from "../../lib/api";
import { extensionOf, withPdfCauses } from "../../../shared/upload-rules";
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { loadResponseSchemas } from "../../lib/schemas";

export const UPLOAD_ERRORS = {
  fallback: "Произошла ошибка при загрузке файла",
  unknown: "Произошла неизвестная ошибка при загрузке файла.",
  serverStatus: (status: number, text: string) => `Ошибка сервера: ${status} ${text}`.trim(),
  loadFailed: "Не удалось загрузить резюме",
} as const;

/**
 * Server error codes that say nothing about the PDF's content (size, format, limits, session), so the list of
 * possible PDF causes would only mislead there.
 */
const NOT_ABOUT_CONTENT = new Set(["too_large", "unsupported_format", "rate_limited", "csrf_failed", "missing_file"]);

export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the request never got an answer. */
    public readonly status: number,
    public readonly code: string | null,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export function isPdfFile(file: { name: string; type: string }): boolean {
  return extensionOf(file.name) === "pdf" || file.type.toLowerCase() === "application/pdf";
}

/** The spec's section 8: for a PDF, append the possible causes unless the message already talks about a password. */
export function explainForFile(error: UploadError, file: { name: string; type: string }): UploadError {
  if (!isPdfFile(file) || (error.code !== null && NOT_ABOUT_CONTENT.has(error.code))) return error;
  return new UploadError(withPdfCauses(error.message), error.status, error.code);
}

/** Turns a non-2xx answer into the catalogue's message: the server's `error`, else the fallbacks. */
export function uploadErrorFromResponse(status: number, statusText: string, bodyText: string): UploadError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return new UploadError(UPLOAD_ERRORS.serverStatus(status, statusText), status, null);
  }
  const code = body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;
  return new UploadError(errorMessageOf(body) ?? UPLOAD_ERRORS.fallback, status, code);
}

async function parseResume(bodyText: string, status: number): Promise<ResumeResponse> {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new UploadError(UPLOAD_ERRORS.fallback, status, null);
  }
  const { resumeResponseSchema } = await loadResponseSchemas();
  const parsed = resumeResponseSchema.safeParse(body);
  if (!parsed.success) throw new UploadError(UPLOAD_ERRORS.fallback, status, null);
  return parsed.data;
}

/** Progress of the request body in percent (0–100); the server's processing afterwards is not included. */
export type UploadProgress = (percent: number) => void;

/**
 * Sends the file as multipart field `file`. Resolves with the stored resume; rejects with an UploadError whose
 * message is ready to show (PDF causes included).
 */
export async function uploadResume(file: File, onProgress: UploadProgress = () => undefined, signal?: AbortSignal): Promise<ResumeResponse> {
  try {
    const csrfToken = await ensureCsrfToken();
    return await sendUpload(file, csrfToken, onProgress, signal);
  } catch (error) {
    const uploadError = error instanceof UploadError ? error : new UploadError(UPLOAD_ERRORS.unknown, 0, null);
    throw explainForFile(uploadError, file);
  }
}

function sendUpload(file: File, csrfToken: string, onProgress: UploadProgress, signal?: AbortSignal): Promise<ResumeResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/resumes/");
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("X-CSRFToken", csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        parseResume(request.responseText, request.status).then(resolve, reject);
        return;
      }
      reject(uploadErrorFromResponse(request.status, request.statusText, request.responseText));
    };
    // Network failure, blocked request or abort: no HTTP answer to quote.
    request.onerror = () => reject(new UploadError(UPLOAD_ERRORS.unknown, 0, null));
    request.onabort = () => reject(new UploadError(UPLOAD_ERRORS.unknown, 0, null));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

/** Loads one resume of the current visitor or user; a stranger's or unknown id yields the server's 404 message. */
export async function fetchResume(id: string): Promise<ResumeResponse> {
  const [body, { resumeResponseSchema }] = await Promise.all([
    apiJson<unknown>(`/api/resumes/${encodeURIComponent(id)}/`, { fallback: UPLOAD_ERRORS.loadFailed }),
    loadResponseSchemas(),
  ]);
  const parsed = resumeResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(UPLOAD_ERRORS.loadFailed, 200, body);
  return parsed.data;
}
