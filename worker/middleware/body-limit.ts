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
  routeDeclares(c, (handler) => typeof handler === "function" && ROUTE_LIMITS.has(handler))
    ? next()
    : apiLimit(c, next);

/**
 * A request body is read at most this far, by the route and the drain together (the platform allows 100 MB); past
 * it the rest is cancelled. Above the 10 MB upload cap so that a refused upload of a few MB over the cap is drained.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads to the end whatever part of the request body the answer did not need, before the answer leaves. A 413
 * from a declared Content-Length (or a 403 before an upload is read) used to leave the body unread; on a keep-alive
 * connection `wrangler dev`'s proxy then failed that request with a 500 "Network connection lost" or reset the
 * connection under the next one (reproduced with test/e2e/keep-alive.test.mjs; docs/decisions/048). The route
 * reads a pass-through of the body while this middleware keeps the source's reader, so it can drain even after a
 * reader of the pass-through (Hono's bodyLimit) gave up half way.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const source = body.getReader();
  let bytesRead = 0;
  // A stream allows one pending read: the pass-through reads only on demand (highWaterMark 0) and the drain waits
  // for a read still in flight.
  let inFlight: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const passThrough = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        inFlight = source.read();
        const { done, value } = await inFlight;
        inFlight = null;
        if (done) return controller.close();
        bytesRead += value.byteLength;
        controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: passThrough });
  try {
    await next();
  } finally {
    if (inFlight) await (inFlight as Promise<unknown>).catch(() => undefined);
    await drain(source, MAX_DRAIN_BYTES - bytesRead);
  }
};

async function drain(source: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  let drained = 0;
  try {
    for (;;) {
      if (drained > budget) {
        await source.cancel();
        return;
      }
      const { done, value } = await source.read();
      if (done) return;
      drained += value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}
