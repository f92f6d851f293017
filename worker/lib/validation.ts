/**
 * `zValidator` with the project's error shape: an invalid body or query becomes
 * `400 { error: <Russian message>, code: "validation_error" }` instead of zod's English issue list.
 * Use it on every input: `.post("/x/", validate("json", schema, "Пожалуйста, введите корректный email"), …)`.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors";

export const DEFAULT_VALIDATION_MESSAGE = "Некорректные данные запроса";

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  message = DEFAULT_VALIDATION_MESSAGE,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError(400, "validation_error", message);
  });
}
