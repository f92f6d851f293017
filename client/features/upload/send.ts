/**
 * Sending a resume (spec section 7: `POST /api/resumes/`): the same rule as the server checked first (section 5),
 * then the upload through the data layer's `apiUpload` with progress, and the section 8 messages for a refusal. Not
 * needed to draw the uploader, so it is a chunk of its own, fetched once the uploader is on screen (useUpload).
 */
import type { ResumeResponse } from "../../../shared/schemas/resume";
import { checkUploadRule, extensionOf, UploadRejected, withPdfCauses } from "../../../shared/upload-rules";
import { type Answer, ApiError, apiUpload, CLIENT_CODES } from "../../lib/api";
import { loadResponseSchemas } from "../../lib/schemas";
import { UPLOAD_ERRORS } from "./api";

/**
 * Server error codes that say nothing about the PDF's content (size, format, limits, session), so the list of
 * possible PDF causes would only mislead there.
 */
const NOT_ABOUT_CONTENT = new Set(["too_large", "unsupported_format", "rate_limited", "csrf_failed", "missing_file"]);

export function isPdfFile(file: { name: string; type: string }): boolean {
  return extensionOf(file.name) === "pdf" || file.type.toLowerCase() === "application/pdf";
}

/** The spec's section 8: for a PDF, append the possible causes unless the message already talks about a password. */
export function explainForFile(error: ApiError, file: { name: string; type: string }): ApiError {
  if (!isPdfFile(file) || (error.code !== null && NOT_ABOUT_CONTENT.has(error.code))) return error;
  return new ApiError(withPdfCauses(error.message, error.code), error.status, error.code, error.body);
}

/** Section 8: the server's `error`; else, for a body that is not JSON, 'Ошибка сервера: {status} {text}'. */
const uploadFallback = ({ status, statusText, body }: Answer) =>
  body === undefined ? UPLOAD_ERRORS.serverStatus(status, statusText) : UPLOAD_ERRORS.fallback;

/** Progress of the request body in percent (0–100); the server's processing afterwards is not included. */
export type UploadProgress = (percent: number) => void;

/**
 * Sends the file as multipart field `file`. Resolves with the stored resume; rejects with an ApiError whose
 * message is ready to show (PDF causes included), or with the signal's reason once aborted.
 */
export async function uploadResume(
  file: File,
  onProgress: UploadProgress = () => undefined,
  signal?: AbortSignal,
): Promise<ResumeResponse> {
  const form = new FormData();
  form.append("file", file, file.name);
  try {
    const [body, { resumeResponseSchema }] = await Promise.all([
      apiUpload<unknown>("/api/resumes/", form, {
        onProgress,
        signal,
        fallback: uploadFallback,
        network: UPLOAD_ERRORS.unknown,
        badResponse: UPLOAD_ERRORS.fallback,
      }),
      loadResponseSchemas(),
    ]);
    const parsed = resumeResponseSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(UPLOAD_ERRORS.fallback, 201, CLIENT_CODES.badResponse, body);
    return parsed.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw explainForFile(
      error instanceof ApiError ? error : new ApiError(UPLOAD_ERRORS.unknown, 0, CLIENT_CODES.network),
      file,
    );
  }
}

/** The rule's message for a file the server would refuse anyway, or null when the file may be sent. */
export function clientRuleError(file: { name: string; type: string; size: number }): string | null {
  try {
    checkUploadRule(file);
    return null;
  } catch (error) {
    return error instanceof UploadRejected ? error.message : UPLOAD_ERRORS.unknown;
  }
}
