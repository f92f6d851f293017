/**
 * Development helpers. `GET /api/dev/outbox/?email=…` shows the latest messages the outbox e-mail provider "sent"
 * to an address, so sign-in works locally without a mail service. Only with ENVIRONMENT=development (and in the
 * tests); in production every /api/dev/* path answers exactly like an unknown API path.
 */
import { Hono } from "hono";
import { z } from "zod";
import { EMAIL_MESSAGE, emailSchema } from "../../shared/schemas/user";
import { validate } from "../lib/validation";
import { readOutbox } from "../providers/email/outbox";
import type { AppEnv } from "../types";

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.var.config.environment === "production") {
      return c.json({ error: "Метод API не найден", code: "not_found" }, 404);
    }
    c.header("Cache-Control", "no-store");
    await next();
  })
  .get("/outbox/", validate("query", z.object({ email: emailSchema }), EMAIL_MESSAGE), async (c) => {
    const messages = await readOutbox(c.env.KV, c.req.valid("query").email);
    return c.json({ messages }, 200);
  });
