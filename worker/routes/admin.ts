/**
 * `/api/admin/` — moderators only (ADMIN_EMAILS, signed in by code; docs/decisions/251):
 * `GET /ratings/?state=pending|approved|rejected` lists ratings offered as testimonials, and
 * `POST /ratings/{id}/decision/` approves (freezing what is published) or rejects one.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { MODERATION_STATES, moderationDecisionSchema } from "../../shared/schemas/rating";
import { badRequest, notFound } from "../lib/errors";
import { validate } from "../lib/validation";
import { decideRating, listForModeration, MODERATION_MESSAGES, requireModerator } from "../services/moderation";
import type { AppEnv } from "../types";

const validState = validate("query", z.object({ state: z.enum(MODERATION_STATES).default("pending") }), () =>
  badRequest("Неизвестный список отзывов", "bad_state"),
);
const validRatingId = validate("param", z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }), () =>
  notFound(MODERATION_MESSAGES.notFound),
);
const validDecision = validate("json", moderationDecisionSchema, () =>
  badRequest("Некорректное решение модератора", "bad_decision"),
);

const moderator = (c: Context<AppEnv>) => requireModerator(c.var.db, c.var.actor, c.var.config.adminEmails);

export const adminRoutes = new Hono<AppEnv>()
  .get("/ratings/", validState, async (c) => {
    await moderator(c);
    c.header("Cache-Control", "no-store");
    return c.json({ items: await listForModeration(c.var.db, c.req.valid("query").state) }, 200);
  })
  .post("/ratings/:id/decision/", validRatingId, validDecision, async (c) => {
    const email = await moderator(c);
    return c.json(await decideRating(c.var.db, email, c.req.valid("param").id, c.req.valid("json")), 200);
  });
