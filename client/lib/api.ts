/**
 * The one way the client talks to /api: same-origin credentials, JSON, and the CSRF header read from the
 * `csrftoken` cookie (fetched once from the counter route when missing), as spec section 6 requires. In
 * production the cookie is `__Host-csrftoken` (worker/lib/cookies.ts); local http development uses the bare name.
 */
const CSRF_COOKIES = ["__Host-csrftoken", "csrftoken"];
const readCsrfCookie = () => CSRF_COOKIES.map(readCookie).find((value) => value !== null) ?? null;

export class ApiRequestError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

let csrfRequest: Promise<void> | null = null;

/** Makes sure the CSRF cookie exists before an unsafe call. */
export async function ensureCsrfToken(): Promise<string> {
  if (!readCsrfCookie()) {
    csrfRequest ??= fetch("/api/resume-count/", { credentials: "same-origin" }).then(() => undefined);
    await csrfRequest;
    csrfRequest = null;
  }
  return readCsrfCookie() ?? "";
}

export async function apiHeaders(method: string, extra: HeadersInit = {}): Promise<Headers> {
  const headers = new Headers(extra);
  headers.set("Accept", "application/json");
  if (!["GET", "HEAD"].includes(method)) headers.set("X-CSRFToken", await ensureCsrfToken());
  return headers;
}

/** The error text a response carries (`{error}`), or null when the body is not our JSON. */
export function errorMessageOf(body: unknown): string | null {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
  return null;
}

/**
 * JSON request; resolves with the parsed body on 2xx and throws ApiRequestError otherwise, carrying the server's
 * Russian message when there is one, else `fallback`.
 */
export async function apiJson<T>(path: string, options: { method?: string; body?: unknown; fallback?: string } = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers = await apiHeaders(method, options.body === undefined ? {} : { "Content-Type": "application/json" });
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError(errorMessageOf(body) ?? options.fallback ?? `Ошибка сервера: ${response.status}`, response.status, body);
  }
  return body as T;
}
