/**
 * The user profile (spec section 3, "User") and its editable part, shared by the worker (which validates and
 * builds it) and the client (which renders the profile panel and validates the edit form the same way).
 */
import { z } from "zod";
import "./zod-config";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from "./email";

export { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, EMAIL_PATTERN, normalizeEmail } from "./email";

/**
 * What the server sends mail to: one mailbox, exactly one '@', and none of the characters that make a value a list
 * or a header (`a@x.ru,b@y.ru`, `<…>`, quotes, `;`). Stricter than the spec's form rule, which the client keeps.
 */
export const SINGLE_MAILBOX_PATTERN = /^[^\s@,;<>"'()[\]\\]+@[^\s@,;<>"'()[\]\\]+\.[^\s@,;<>"'()[\]\\]+$/;

export const emailSchema = z
  .string()
  .transform(normalizeEmail)
  .pipe(z.string().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN).regex(SINGLE_MAILBOX_PATTERN));

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = { male: "Мужской", female: "Женский", other: "Другой" };

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  city: z.string().nullable(),
  age: z.number().nullable(),
  work_experience: z.string().nullable(),
  phone: z.string().nullable(),
  education: z.string().nullable(),
  created_at: z.string(),
  last_login: z.string().nullable(),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

export const PROFILE_LIMITS = {
  full_name: 200,
  city: 100,
  work_experience: 1000,
  phone: 32,
  education: 1000,
  ageMin: 14,
  ageMax: 100,
} as const;

/** Blank text means "clear the field": stored as null, shown as 'Не указан(о)'. */
const optionalText = (max: number) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(max))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** PATCH /api/user/profile/: every field optional; absent fields are left as they are. */
export const profileUpdateSchema = z
  .object({
    full_name: optionalText(PROFILE_LIMITS.full_name),
    gender: z.enum(GENDERS).nullable().optional(),
    city: optionalText(PROFILE_LIMITS.city),
    age: z.number().int().min(PROFILE_LIMITS.ageMin).max(PROFILE_LIMITS.ageMax).nullable().optional(),
    work_experience: optionalText(PROFILE_LIMITS.work_experience),
    phone: z
      .string()
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .max(PROFILE_LIMITS.phone)
          .regex(/^(|[+\d][\d\s()-]*)$/),
      )
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    education: optionalText(PROFILE_LIMITS.education),
  })
  .strict();

/** What the client sends. */
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
/** What the worker stores after trimming (blank → null). */
export type ProfileChanges = z.output<typeof profileUpdateSchema>;

export const PROFILE_UPDATE_MESSAGE = `Проверь поля профиля: возраст от ${PROFILE_LIMITS.ageMin} до ${PROFILE_LIMITS.ageMax}, телефон из цифр, тексты не длиннее допустимого.`;
