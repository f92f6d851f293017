/**
 * The signed-in user's own account under `/api/user/`: profile (spec: `POST /create/`), its edit and deletion (beyond
 * the spec, as the privacy policy promises). The user is always the session's. The resume history is
 * `GET /api/resumes/user/{userId}/` (routes/resumes.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, PROFILE_UPDATE_MESSAGE, profileUpdateSchema } from "../../shared/schemas/user";
import { COOKIE, clearCookie } from "../lib/cookies";
import { unauthorized } from "../lib/errors";
import { log } from "../lib/log";
import { validate } from "../lib/validation";
import { NOT_SIGNED_IN_MESSAGE, requireUserId } from "../middleware/actor";
import { deleteAccount, findUser, toProfile, updateProfile } from "../services/users";
import type { AppEnv } from "../types";

export const USER_MESSAGES = {
  notSignedIn: NOT_SIGNED_IN_MESSAGE,
  deleted: "Аккаунт и все его данные удалены",
} as const;

/** The body's e-mail is accepted for compatibility with the spec's payload but never selects the user. */
const profileRequestSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH).optional() });

export const userRoutes = new Hono<AppEnv>()
  .post("/create/", validate("json", profileRequestSchema), async (c) => {
    const user = await findUser(c.var.db, requireUserId(c));
    if (!user) throw unauthorized(USER_MESSAGES.notSignedIn);
    return c.json(toProfile(user), 200);
  })

  .patch("/profile/", validate("json", profileUpdateSchema, PROFILE_UPDATE_MESSAGE), async (c) => {
    const profile = await updateProfile(c.var.db, requireUserId(c), c.req.valid("json"));
    if (!profile) throw unauthorized(USER_MESSAGES.notSignedIn);
    return c.json(profile, 200);
  })

  .delete("/", async (c) => {
    const userId = requireUserId(c);
    const { deletedFiles } = await deleteAccount(c.var.db, c.env.FILES, userId);
    clearCookie(c, COOKIE.session);
    log.info("account_deleted", { requestId: c.var.requestId, userId, deletedFiles });
    return c.json({ message: USER_MESSAGES.deleted }, 200);
  });
