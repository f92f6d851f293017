/**
 * A size cap for every /api request body except the resume upload, which reads its multipart body with its own
 * 10 MB cap (routes/resumes.ts). Without it a JSON route or the payment webhook would buffer and parse whatever
 * arrives (up to the platform's 100 MB) before validation could refuse it. The largest legitimate bodies (profile
 * edit, T-Bank notification) are a few KB.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../lib/errors";

export const MAX_API_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "Слишком большой запрос. Пожалуйста, сократи данные и попробуй ещё раз.";

/** Routes that read their body with their own cap. */
const OWN_LIMIT = new Set(["POST /api/resumes/"]);

const limit = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large", BODY_TOO_LARGE_MESSAGE);
  },
});

export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  OWN_LIMIT.has(`${c.req.method} ${c.req.path}`) ? next() : limit(c, next);
