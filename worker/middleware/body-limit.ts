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

/**
 * Beyond this, an unread remainder is cancelled instead of drained: the refusals that left a body unread on a
 * keep-alive connection are small (a JSON body over its 64 KB cap, a 403 before a resume is read), while reading
 * on through an oversized upload would cost the Worker the very bytes its cap refuses.
 */
export const MAX_DRAIN_BYTES = 1024 * 1024;

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
  // A stream allows one pending read: the pass-through reads only on demand (highWaterMark 0) and the drain waits
  // for a read still in flight.
  let inFlight: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const passThrough = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        inFlight = source.read();
        const { done, value } = await inFlight;
        inFlight = null;
        if (done) controller.close();
        else controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: passThrough });
  try {
    await next();
  } finally {
    if (inFlight) await (inFlight as Promise<unknown>).catch(() => undefined);
    await drain(source);
  }
};

async function drain(source: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await source.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > MAX_DRAIN_BYTES) {
        await source.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}
