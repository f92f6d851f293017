/** The rating of a result (spec sections 3–5, "Rating"), shared by the worker and the client. */
import "./zod-config";
import { z } from "zod";

export const RATING_STARS_MESSAGE = "Пожалуйста, выберите оценку от 1 до 5 звезд";
export const RATING_COMMENT_TOO_LONG_MESSAGE = "Комментарий слишком длинный: не больше 2000 символов.";
export const RATING_SAVED_MESSAGE = "Оценка успешно сохранена!";
export const MAX_RATING_COMMENT = 2000;

/** Labels for 1–5 stars, in order. */
export const STAR_LABELS = ["Очень плохо", "Плохо", "Нормально", "Хорошо", "Отлично"] as const;

export const ratingRequestSchema = z.object({
  stars: z
    .number({ error: RATING_STARS_MESSAGE })
    .int(RATING_STARS_MESSAGE)
    .min(1, RATING_STARS_MESSAGE)
    .max(5, RATING_STARS_MESSAGE),
  comment: z
    .string({ error: RATING_COMMENT_TOO_LONG_MESSAGE })
    .trim()
    .max(MAX_RATING_COMMENT, RATING_COMMENT_TOO_LONG_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** «можно опубликовать»: the person agrees that the first name and comment may be shown after moderation. */
  publish_consent: z.boolean({ error: RATING_STARS_MESSAGE }).optional().default(false),
});

export type RatingRequest = z.infer<typeof ratingRequestSchema>;

export const ratingSchema = z.object({
  stars: z.number(),
  comment: z.string().nullable(),
  publish_consent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});

export type Rating = z.infer<typeof ratingSchema>;

/** Moderation of ratings as testimonials (docs/decisions/251): what the moderator sees and decides. */
export const MODERATION_STATES = ["pending", "approved", "rejected"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export interface ModerationItem {
  id: string;
  stars: number;
  comment: string;
  /** The name that approval would publish (first name only, or «Пользователь Rework»), frozen with the text. */
  author_name: string;
  state: ModerationState;
  updated_at: string;
  /** For approved ones: what the home page shows. */
  published_text: string | null;
  published_name: string | null;
}

/** A decision names what the moderator saw: if the author changed the text or stars meanwhile, it is refused (409). */
export const moderationDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"]),
  seen_comment: z.string().max(MAX_RATING_COMMENT),
  seen_stars: z.number().int().min(1).max(5),
});

export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;
