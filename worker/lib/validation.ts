/**
 * `zValidator` with the project's error shape: an invalid body or query becomes
 * `400 { error: <Russian message>, code: "validation_error" }` instead of zod's English issue list.
 * Use it on every input: `.post("/x/", validate("json", schema, "Пожалуйста, введите корректный email"), …)`.
 *
 * A JSON body must say so: Hono's validator reads a body of any other Content-Type as `{}`, which an all-optional
 * schema (the profile edit) would accept and then drop the edit silently. Such a body gets a Russian 415.
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors";

export const DEFAULT_VALIDATION_MESSAGE = "Некорректные данные запроса";
export const JSON_REQUIRED_MESSAGE =
  "Запрос должен быть в формате JSON (Content-Type: application/json). Обнови страницу и попробуй ещё раз.";

/** application/json, optionally with parameters, and the `+json` types (application/merge-patch+json…). */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

function requireJsonContentType(c: Context): void {
  if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new ApiError(415, "unsupported_media_type", JSON_REQUIRED_MESSAGE);
  }
}

/**
 * `refusal` is the Russian message of the 400, or a function that makes the whole error from zod's (for a route
 * that shows the schema's own message or answers 404 for a malformed id).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  refusal: string | ((error: { issues: readonly { message: string }[] }) => ApiError) = DEFAULT_VALIDATION_MESSAGE,
) {
  return zValidator(target, schema, (result, c) => {
    if (target === "json") requireJsonContentType(c);
    if (result.success) return;
    throw typeof refusal === "string" ? new ApiError(400, "validation_error", refusal) : refusal(result.error);
  });
}
