/**
 * A size cap for every /api request body. Without it a JSON route or the payment webhook would buffer and parse
 * whatever arrives (up to the platform's 100 MB) before validation could refuse it. The largest legitimate bodies
 * (profile edit, T-Bank notification) are a few KB. A route that needs more (the resume upload) declares its own cap
 * with `routeBodyLimit` in its handlers, and the API-wide one steps aside for it.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "../lib/errors";
import { routeDeclares } from "./route-declarations";

export const MAX_API_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "Слишком большой запрос. Пожалуйста, сократи данные и попробуй ещё раз.";

/** The caps routes declared for themselves. */
const ROUTE_LIMITS = new WeakSet<object>();

/**
 * A route's own body cap: a declared Content-Length over `maxSize` is refused at once, a body of unknown length is
 * read until it passes `maxSize`, and `tooLarge()` is thrown either way.
 */
export function routeBodyLimit(maxSize: number, tooLarge: () => ApiError): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  ROUTE_LIMITS.add(limit);
  return limit;
}

const apiLimit = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large", BODY_TOO_LARGE_MESSAGE);
  },
});

export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  routeDeclares(c, (handler) => typeof handler === "function" && ROUTE_LIMITS.has(handler)) ? next() : apiLimit(c, next);
