/**
 * The cover letter (spec section 3, "Cover letter" and "Cover letter request"; section 5, validation), shared by the
 * worker (which validates and builds it) and the client (which sends the form and shows the answer).
 */
import "./zod-config";
import { z } from "zod";

export const COVER_LETTER_REQUIRED_MESSAGE = "Пожалуйста, заполни все обязательные поля формы.";
export const COVER_LETTER_TOO_LONG_MESSAGE = "Слишком длинный текст в поле формы. Сократи его, пожалуйста.";
export const COVER_LETTER_BAD_FIELD_MESSAGE = "Некорректные данные формы письма. Обнови страницу и попробуй ещё раз.";

/** Style is one of: automatic (unset), formal, friendly, creative. */
export const PERSONAL_STYLES = ["formal", "friendly", "creative"] as const;
export type PersonalStyle = (typeof PERSONAL_STYLES)[number];

/** Field limits: a company or position name is a line; a pasted vacancy is a page or two. */
export const COVER_LETTER_LIMITS = { name: 200, companyInfo: 4000, vacancy: 8000 } as const;
/** Earlier letters stay listed; a new one for another vacancy is allowed up to this many per resume. */
export const MAX_COVER_LETTERS_PER_RESUME = 5;

const requiredLine = (max: number) =>
  z
    .string({ error: COVER_LETTER_REQUIRED_MESSAGE })
    .trim()
    .min(1, COVER_LETTER_REQUIRED_MESSAGE)
    .max(max, COVER_LETTER_TOO_LONG_MESSAGE);
/** Optional text: blank means "not given", so the client may send it or not. */
const optionalText = (max: number) =>
  z
    .string({ error: COVER_LETTER_BAD_FIELD_MESSAGE })
    .trim()
    .max(max, COVER_LETTER_TOO_LONG_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

export const coverLetterRequestSchema = z.object({
  company_name: requiredLine(COVER_LETTER_LIMITS.name),
  position_name: requiredLine(COVER_LETTER_LIMITS.name),
  personal_style: z.enum(PERSONAL_STYLES, { error: COVER_LETTER_BAD_FIELD_MESSAGE }).optional(),
  company_info: optionalText(COVER_LETTER_LIMITS.companyInfo),
  vacancy_description: optionalText(COVER_LETTER_LIMITS.vacancy),
  auto_research: z.boolean({ error: COVER_LETTER_BAD_FIELD_MESSAGE }).optional().default(true),
});

export type CoverLetterRequest = z.infer<typeof coverLetterRequestSchema>;
export type CoverLetterRequestInput = z.input<typeof coverLetterRequestSchema>;

export const coverLetterSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  position_name: z.string(),
  content: z.string(),
  personal_style: z.enum(PERSONAL_STYLES).nullable(),
  language: z.enum(["ru", "en"]),
  /** Who wrote it: the built-in generator, or a language model whose reply passed the fact check. */
  author: z.enum(["builtin", "model"]),
  /** What the model assumed about the company (auto research), for the person to check before sending. */
  assumptions: z.array(z.string()),
  created_at: z.string(),
});

export type CoverLetter = z.infer<typeof coverLetterSchema>;
