/**
 * Lets a route declare, in its own definition, that it differs from an API-wide rule (CSRF, the body cap): the
 * route lists a marker middleware among its handlers and the API-wide middleware, which runs first, looks for it
 * among the handlers Hono matched for this request. So no middleware keeps a list of paths that can drift from the
 * routes (docs/decisions/034).
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

/** Whether one of the handlers matched for this request satisfies `isMarker`. */
export function routeDeclares(c: Context, isMarker: (handler: unknown) => boolean): boolean {
  return matchedRoutes(c).some((route) => isMarker(route.handler));
}

/** A middleware that does nothing but mark the routes listing it. */
export function marker(): MiddlewareHandler {
  return (_c, next) => next();
}
