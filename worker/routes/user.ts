/**
 * The signed-in user's own account: profile (spec: `POST /api/user/create/`), its edit and deletion (beyond the
 * spec, as the privacy policy promises) and the resume history (`GET /api/resumes/user/{userId}/`). The user is
 * always the session's; a user id in the URL is only compared with it.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { COOKIE, clearCookie } from "../lib/cookies";
import { forbidden, unauthorized } from "../lib/errors";
import { log } from "../lib/log";
import { validate } from "../lib/validation";
import { EMAIL_MAX_LENGTH, PROFILE_UPDATE_MESSAGE, profileUpdateSchema } from "../../shared/schemas/user";
import { deleteAccount, findUser, listUserResumes, toProfile, updateProfile } from "../services/users";
import type { AppEnv } from "../types";

export const USER_MESSAGES = {
  notSignedIn: "Пользователь не авторизован",
  foreignHistory: "Нет доступа к истории резюме другого пользователя",
  deleted: "Аккаунт и все его данные удалены",
} as const;

function requireUserId(c: Context<AppEnv>): string {
  const userId = c.var.actor.userId;
  if (!userId) throw unauthorized(USER_MESSAGES.notSignedIn);
  return userId;
}

/** The body's e-mail is accepted for compatibility with the spec's payload but never selects the user. */
const profileRequestSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH).optional() });

export const userRoutes = new Hono<AppEnv>()
  .post("/user/create/", validate("json", profileRequestSchema), async (c) => {
    const user = await findUser(c.var.db, requireUserId(c));
    if (!user) throw unauthorized(USER_MESSAGES.notSignedIn);
    return c.json(toProfile(user), 200);
  })

  .patch("/user/profile/", validate("json", profileUpdateSchema, PROFILE_UPDATE_MESSAGE), async (c) => {
    const profile = await updateProfile(c.var.db, requireUserId(c), c.req.valid("json"));
    if (!profile) throw unauthorized(USER_MESSAGES.notSignedIn);
    return c.json(profile, 200);
  })

  .delete("/user/", async (c) => {
    const userId = requireUserId(c);
    const { deletedFiles } = await deleteAccount(c.var.db, c.env.FILES, userId);
    clearCookie(c, COOKIE.session);
    log.info("account_deleted", { requestId: c.var.requestId, userId, deletedFiles });
    return c.json({ message: USER_MESSAGES.deleted }, 200);
  })

  .get("/resumes/user/:userId/", async (c) => {
    const userId = requireUserId(c);
    if (c.req.param("userId") !== userId) throw forbidden(USER_MESSAGES.foreignHistory);
    c.header("Cache-Control", "no-store");
    return c.json(await listUserResumes(c.var.db, userId), 200);
  });
