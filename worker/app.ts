/**
 * The API: one Hono app mounted under /api. Middleware order matters: the request id and database first, then the
 * body cap and CSRF (cheap, reject early), then the actor (may read D1). Every route module is one resource, mounted
 * at its prefix, so the lines below are the URL map. The prefixes end in "/" because the spec's paths do: Hono joins
 * "/resumes/" and a sub-app's "/" into "/resumes/", but "/resumes" and "/" into "/resumes" (docs/decisions/034).
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createDb } from "./db/client";
import { readConfig } from "./lib/config";
import { ApiError, GENERIC_ERROR_MESSAGE } from "./lib/errors";
import { newId } from "./lib/ids";
import { describeError, log } from "./lib/log";
import { resolveActor } from "./middleware/actor";
import { apiBodyLimit, drainUnreadBody } from "./middleware/body-limit";
import { csrfProtection } from "./middleware/csrf";
import { securityHeaders } from "./middleware/security-headers";
import { adminRoutes } from "./routes/admin";
import { analysisRoutes } from "./routes/analysis";
import { articleRoutes } from "./routes/articles";
import { authRoutes } from "./routes/auth";
import { businessConsoleRoutes } from "./routes/business";
import { chatRoutes } from "./routes/chat";
import { counterRoutes } from "./routes/counter";
import { coverLetterRoutes } from "./routes/cover-letters";
import { devRoutes } from "./routes/dev";
import { legalRoutes } from "./routes/legal";
import { paymentRoutes } from "./routes/payment";
import { ratingRoutes } from "./routes/ratings";
import { resumeRoutes } from "./routes/resumes";
import { demoReworkRoutes, resumeReworkRoutes } from "./routes/reworks";
import { appPageOrNotFound, seoRoutes } from "./routes/seo";
import { siteRoutes } from "./routes/site";
import { testimonialRoutes } from "./routes/testimonials";
import { userRoutes } from "./routes/user";
import { businessApi } from "./routes/v1";
import { vacancyMatchRoutes } from "./routes/vacancy-matches";
import type { AppEnv } from "./types";

const api = new Hono<AppEnv>()
  .use(drainUnreadBody)
  .use(apiBodyLimit)
  .use(csrfProtection)
  .use(resolveActor)
  .route("/resume-count/", counterRoutes) // GET /
  .route("/site/", siteRoutes) // GET /
  .route("/legal/", legalRoutes) // GET /:slug/ (privacy-policy, public-offer)
  .route("/testimonials/", testimonialRoutes) // GET /
  .route("/resumes/", resumeRoutes) // POST /, GET /:id/, POST /:id/analyze/, GET /user/:userId/
  .route("/resumes/", coverLetterRoutes) // POST /:id/cover-letter/, GET /:id/cover-letters/
  .route("/resumes/", vacancyMatchRoutes) // POST /:id/vacancy-match/, GET /:id/vacancy-matches/ /:id/compare/:otherId/
  .route("/resumes/", ratingRoutes) // POST /:id/rate/
  .route("/resumes/", resumeReworkRoutes) // GET /:id/rework/ /:id/rework/docx/
  .route("/rework/", demoReworkRoutes) // GET /demo/ /demo/docx/
  .route("/analysis/", analysisRoutes) // GET /criteria/
  .route("/payment/", paymentRoutes) // POST /init/ /check-status/ /notification/, GET /sandbox/:id/, POST /sandbox/complete/
  .route("/auth/", authRoutes) // POST /request-code/ /verify-code/ /check-email/ /logout/ /logout-all/, GET /me/ /sessions/
  .route("/user/", userRoutes) // POST /create/, PATCH /profile/, DELETE /
  .route("/articles/", articleRoutes) // GET /, /articles/, /articles/:slug/, /articles/:slug/html-content/, /tags/
  .route("/chat/", chatRoutes) // GET /conversations/, GET|DELETE /conversations/:id/, POST /message/
  .route("/admin/", adminRoutes) // GET /ratings/, POST /ratings/:id/decision/ (moderators: ADMIN_EMAILS)
  .route("/business/", businessConsoleRoutes) // GET /, POST /organisation/ /keys/ /keys/:id/revoke/ /webhooks/ /top-ups/ /top-ups/:id/check/, DELETE /webhooks/:id/
  .route("/dev/", devRoutes); // GET /outbox/ (development only)

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(async (c, next) => {
    c.set("requestId", c.req.header("CF-Ray") ?? newId(8));
    c.set("db", createDb(c.env.DB));
    c.set("config", readConfig(c.env));
    await next();
  })
  .route("/", seoRoutes)
  .route("/api/v1", businessApi) // the business API: keys, no cookies, problem+json (docs/decisions/270–275)
  .route("/api", api)
  .all("/api/*", (c) => c.json({ error: "Метод API не найден", code: "not_found" }, 404))
  .get("*", appPageOrNotFound);

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json({ error: error.message, code: error.code, ...error.extra }, error.status);
  }
  if (error instanceof HTTPException) {
    // Thrown by Hono itself, e.g. a malformed body; the message is not user-facing, so say it in Russian.
    return c.json({ error: "Некорректный запрос", code: "bad_request" }, error.status === 500 ? 400 : error.status);
  }
  log.error("unhandled_error", {
    requestId: c.var.requestId,
    path: c.req.path,
    method: c.req.method,
    ...describeError(error),
  });
  return c.json({ error: GENERIC_ERROR_MESSAGE, code: "internal_error" }, 500);
});

export type AppType = typeof app;
