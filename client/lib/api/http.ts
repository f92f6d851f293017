/**
 * The one way the client talks to /api: `api()` for JSON calls over fetch, `apiUpload()` for a multipart upload
 * with progress (XMLHttpRequest, because fetch cannot report upload progress). Both send same-origin cookies,
 * `Accept: application/json` and, on unsafe methods, the CSRF header; both settle the same way:
 *
 * - 2xx with a JSON body → the body;
 * - any other answer → ApiError {status, code, message}, the message being the server's `error` text or the
 *   caller's `fallback` (spec section 8 gives each screen its own fallbacks, so the caller passes them);
 * - no answer at all (offline, blocked) → ApiError with status 0 and code `network_error`;
 * - a call whose `signal` aborted rejects with the signal's reason, not an ApiError: nobody waits for it any more.
 */
import { CSRF_COOKIE_SOURCE, ensureCsrfToken, oneCookieSetterAtATime } from "./csrf";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What the server answered, for choosing a fallback text. `body` is undefined when the answer was not JSON. */
export interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

/** Machine codes the data layer itself gives (the server's own codes come from its `{error, code}` body). */
export const CLIENT_CODES = {
  /** No HTTP answer: offline, DNS, blocked by an extension. */
  network: "network_error",
  /** A 2xx answer that is not the expected JSON. */
  badResponse: "bad_response",
} as const;

/** Every failed API call. `status` is 0 when no answer came; `code` is the server's machine code when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string | null = null,
    public readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface CallTexts {
  /**
   * Shown when an error answer carries no `error` text: a fixed text or one chosen from the answer (e.g. the upload's
   * 'Ошибка сервера: {status} {text}' for a non-JSON body). Default 'Ошибка сервера: {status}'.
   */
  fallback?: string | ((answer: Answer) => string);
  /** Shown when no answer came. Default: the fallback (for status 0). */
  network?: string;
  /** Shown when a 2xx answer is not JSON. Default: the fallback. */
  badResponse?: string;
  /** Composes the message of an error answer from its body and the fallback. Default: the body's `error`, else the fallback. */
  explain?: (body: unknown, fallback: string) => string;
}

export interface ApiOptions extends CallTexts {
  method?: HttpMethod;
  /** Sent as JSON. */
  json?: unknown;
  signal?: AbortSignal;
}

/** The `error` text of one of our JSON error bodies, or null. */
export function errorMessageOf(body: unknown): string | null {
  return body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error
    ? body.error
    : null;
}

function codeOf(body: unknown): string | null {
  return body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;
}

function fallbackText(texts: CallTexts, answer: Answer): string {
  if (typeof texts.fallback === "function") return texts.fallback(answer);
  return texts.fallback ?? `Ошибка сервера: ${answer.status}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns an HTTP answer into the body (2xx JSON) or an ApiError; shared by fetch and XHR so both read the same. */
function settle<T>(status: number, statusText: string, text: string, texts: CallTexts): T {
  const answer: Answer = { status, statusText, body: parseJson(text) };
  if (status >= 200 && status < 300) {
    if (answer.body === undefined)
      throw new ApiError(texts.badResponse ?? fallbackText(texts, answer), status, CLIENT_CODES.badResponse);
    return answer.body as T;
  }
  const fallback = fallbackText(texts, answer);
  const message = texts.explain ? texts.explain(answer.body, fallback) : (errorMessageOf(answer.body) ?? fallback);
  throw new ApiError(message, status, codeOf(answer.body), answer.body);
}

function networkError(texts: CallTexts): ApiError {
  return new ApiError(
    texts.network ?? fallbackText(texts, { status: 0, statusText: "", body: undefined }),
    0,
    CLIENT_CODES.network,
  );
}

async function headersFor(method: HttpMethod, json: boolean): Promise<Headers> {
  const headers = new Headers({ Accept: "application/json" });
  if (json) headers.set("Content-Type", "application/json");
  if (method !== "GET") headers.set("X-CSRFToken", await ensureCsrfToken());
  return headers;
}

/**
 * One JSON call to /api. Resolves with the parsed 2xx body (typed by the caller: check it with a schema when the
 * screen depends on its shape); rejects with ApiError whose message is ready to show.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const hasBody = options.json !== undefined;
  let response: Response;
  let text: string;
  try {
    const headers = await headersFor(method, hasBody);
    const send = () =>
      fetch(path, {
        method,
        headers,
        credentials: "same-origin",
        body: hasBody ? JSON.stringify(options.json) : undefined,
        signal: options.signal,
      });
    response = await (path === CSRF_COOKIE_SOURCE ? oneCookieSetterAtATime(send) : send());
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw networkError(options);
  }
  return settle<T>(response.status, response.statusText, text, options);
}

export interface UploadOptions extends CallTexts {
  /** Percent of the request body sent, 0–100; the server's processing afterwards is not included. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POSTs a form (multipart) with upload progress; settles exactly like `api()`. */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const csrfToken = await ensureCsrfToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("X-CSRFToken", csrfToken);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      try {
        resolve(settle<T>(request.status, request.statusText, request.responseText, options));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(networkError(options));
    request.onabort = () => reject(options.signal?.reason ?? networkError(options));
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
