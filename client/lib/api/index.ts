/**
 * The client's data layer: the only code in client/ that calls `fetch` or `XMLHttpRequest`.
 *
 * - `api(path, options)`: one JSON call (CSRF, cookies, errors) → the 2xx body, or an `ApiError` to show.
 * - `apiUpload(path, form, options)`: the same for a multipart upload with progress.
 * - `useCached(key, load)` / `loadCached`: data loaded once and shared (site settings, the counter…).
 * - `apiStream(path, options)` (./stream, imported directly so only the advisor page carries it): a POST whose
 *   answer may stream as Server-Sent Events.
 * - `usePoll` (client/lib/usePoll.ts) repeats a call on a timer until it says stop.
 *
 * A feature keeps its endpoints in its own `api.ts` (paths, spec texts, schema checks) built on these.
 */

export { ensureCsrfToken } from "./csrf";
export {
  type Answer,
  ApiError,
  type ApiOptions,
  api,
  apiUpload,
  type CallTexts,
  CLIENT_CODES,
  errorMessageOf,
  type HttpMethod,
  type UploadOptions,
} from "./http";
export { InitialDataContext, readInitialData, useInitialData, useServerDrawnPage } from "./initial-data";
export { type Cached, loadCached, seedCached, useCached } from "./useCached";
