/**
 * Rework for business (issue 26): the public API's shapes (`/api/v1/`, documented in OpenAPI from these schemas with
 * zod's own `.meta({ id })`) and the console's (`/api/business/`). Shared by the worker and the console in the
 * browser, so they carry no OpenAPI library; `@hono/zod-openapi` reads the metadata on the worker (decision 271).
 */
import "./zod-config";
import { z } from "zod";
import { DOCUMENT_FORMATS } from "../document-formats";
import { resumeReadingSchema } from "./reading";

import { vacancyMatchSchema } from "./vacancy-match";

export const API_SCOPES = ["analyses:write", "analyses:read", "usage:read"] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const API_KEY_MODES = ["test", "live"] as const;
export type ApiKeyModeName = (typeof API_KEY_MODES)[number];

export const API_LANGUAGES = ["ru", "en"] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

// ---------------------------------------------------------------- the public API (/api/v1/)

/** RFC 9457 problem details, with the machine code every Rework error carries. */
export const problemSchema = z
  .object({
    type: z.string().meta({ description: "A URI reference naming the problem; its page is on /developers." }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional(),
    code: z.string().meta({ description: "Stable machine code, e.g. insufficient_balance, rate_limited." }),
    request_id: z.string().optional(),
  })
  .meta({ id: "Problem" });

export const ANALYSIS_STATES = ["queued", "running", "done", "failed"] as const;

/**
 * What Rework read in the document: the stored `ResumeReading` itself (shared/schemas/reading.ts, decision 230) —
 * the one schema the engine writes, the worker validates and this document publishes (decision 341). Its `version`
 * says which reader produced it; a reading stored by an older reader is read again before it is answered.
 */
export const apiReadingSchema = resumeReadingSchema.meta({
  id: "ResumeReading",
  description:
    "The stored reading of the resume: contacts, sections, the dated timeline, skills with evidence, the person (role, family, level), education and quoted lines. Spans and line numbers refer to the text as Rework normalised it. `version` is the reader's version.",
});

/** The analysis written for a reader, in `language` (decision 340): scores, the verdicts and the prose. */
export const reportSchema = z
  .object({
    language: z.enum(API_LANGUAGES),
    overall_score: z.number().meta({ description: "0–10" }),
    ats_score: z.number().nullable(),
    general_impression: z.string(),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    recommendations: z.array(z.string()),
    criteria: z.array(
      z.object({
        id: z.string(),
        category: z.string(),
        status: z.enum(["pass", "warn", "fail", "info"]),
        score: z.number(),
        title: z.string(),
        finding: z.string(),
        fix: z.string(),
      }),
    ),
    produced_by: z.string().meta({ description: "builtin, or the model's name" }),
  })
  .meta({ id: "Report" });

export const documentSchema = z
  .object({
    filename: z.string(),
    format: z.enum(DOCUMENT_FORMATS),
    size_bytes: z.number().int(),
    pages: z.number().int().nullable(),
    language: z.enum(API_LANGUAGES),
  })
  .meta({ id: "Document" });

export const apiAnalysisSchema = z
  .object({
    id: z.string(),
    object: z.literal("analysis"),
    status: z.enum(ANALYSIS_STATES),
    status_text: z.string().meta({ description: "The status in the caller's language." }),
    mode: z.enum(API_KEY_MODES),
    price_rub: z.number().meta({ description: "What this analysis cost; 0 for test keys." }),
    created_at: z.string(),
    document: documentSchema.nullable().meta({ description: "null once the document was deleted." }),
    reading: apiReadingSchema.nullable(),
    report: reportSchema.nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: "Analysis" });
export type ApiAnalysis = z.infer<typeof apiAnalysisSchema>;

export const analysisListSchema = z
  .object({
    object: z.literal("list"),
    data: z.array(apiAnalysisSchema.omit({ reading: true, report: true })),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "AnalysisList" });

export const createTextAnalysisSchema = z
  .object({
    text: z.string().min(1).meta({ description: "The resume as plain text (UTF-8), up to 10 MB." }),
    filename: z.string().max(255).optional(),
  })
  .meta({ id: "CreateTextAnalysis" });

export const apiVacancyMatchRequestSchema = z
  .object({
    vacancy_text: z.string().max(20_000).optional(),
    vacancy_url: z.string().max(500).optional().meta({ description: "An hh.ru vacancy link." }),
  })
  .meta({ id: "VacancyMatchRequest" });

export const apiVacancyMatchSchema = vacancyMatchSchema.meta({ id: "VacancyMatch" });

export const statementEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(["top_up", "charge"]),
    amount_rub: z.number(),
    balance_after_rub: z.number(),
    analysis_id: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "StatementEntry" });

export const statementSchema = z
  .object({ object: z.literal("list"), data: z.array(statementEntrySchema), next_cursor: z.string().nullable() })
  .meta({ id: "Statement" });

export const usageSchema = z
  .object({
    organisation: z.object({ id: z.string(), name: z.string() }),
    balance_rub: z.number(),
    price_rub: z.number(),
    period: z.object({ from: z.string(), to: z.string() }),
    analyses: z.object({ live: z.number().int(), test: z.number().int() }),
    charged_rub: z.number(),
  })
  .meta({ id: "Usage" });
export type Usage = z.infer<typeof usageSchema>;

// ---------------------------------------------------------------- the console (/api/business/, cookie + CSRF)

export const ORGANISATION_NAME_MESSAGE = "Название организации: от 2 до 100 символов.";
export const KEY_NAME_MESSAGE = "Название ключа: от 1 до 60 символов.";
export const WEBHOOK_URL_MESSAGE = "Укажи адрес вида https://example.com/rework-webhook.";

export const createOrganisationSchema = z.object({
  name: z
    .string({ error: ORGANISATION_NAME_MESSAGE })
    .trim()
    .min(2, ORGANISATION_NAME_MESSAGE)
    .max(100, ORGANISATION_NAME_MESSAGE),
});

export const createKeySchema = z.object({
  name: z.string({ error: KEY_NAME_MESSAGE }).trim().min(1, KEY_NAME_MESSAGE).max(60, KEY_NAME_MESSAGE),
  mode: z.enum(API_KEY_MODES),
  scopes: z.array(z.enum(API_SCOPES)).min(1).max(API_SCOPES.length),
});
export type CreateKeyRequest = z.infer<typeof createKeySchema>;

export const createWebhookSchema = z.object({
  url: z.string({ error: WEBHOOK_URL_MESSAGE }).trim().min(9, WEBHOOK_URL_MESSAGE).max(500, WEBHOOK_URL_MESSAGE),
});

export const TOP_UP_LIMITS_RUB = { min: 100, max: 100_000 } as const;
export const TOP_UP_AMOUNT_MESSAGE = `Сумма пополнения: от ${TOP_UP_LIMITS_RUB.min} до ${TOP_UP_LIMITS_RUB.max.toLocaleString("ru-RU")} ₽, целым числом.`;
export const createTopUpSchema = z.object({
  amount_rub: z
    .number({ error: TOP_UP_AMOUNT_MESSAGE })
    .int(TOP_UP_AMOUNT_MESSAGE)
    .min(TOP_UP_LIMITS_RUB.min, TOP_UP_AMOUNT_MESSAGE)
    .max(TOP_UP_LIMITS_RUB.max, TOP_UP_AMOUNT_MESSAGE),
});

export const consoleKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ConsoleKey = z.infer<typeof consoleKeySchema>;

export const consoleWebhookSchema = z.object({ id: z.string(), url: z.string(), created_at: z.string() });
export const consoleDeliverySchema = z.object({
  id: z.string(),
  endpoint_url: z.string(),
  event_type: z.string(),
  event_id: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleDelivery = z.infer<typeof consoleDeliverySchema>;

export const consoleOverviewSchema = z.object({
  organisation: z
    .object({ id: z.string(), name: z.string(), balance_rub: z.number(), price_rub: z.number() })
    .nullable(),
  keys: z.array(consoleKeySchema),
  webhooks: z.array(consoleWebhookSchema),
  usage: usageSchema.nullable(),
  statement: z.array(statementEntrySchema),
  deliveries: z.array(consoleDeliverySchema),
  analyses: z.array(apiAnalysisSchema.omit({ reading: true, report: true })),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

/** The key itself, in this answer only: it is stored hashed and can't be shown again. */
export const createdKeySchema = z.object({ key: z.string(), api_key: consoleKeySchema });
export const createdWebhookSchema = z.object({ secret: z.string(), webhook: consoleWebhookSchema });
export const createdTopUpSchema = z.object({ top_up_id: z.string(), payment_url: z.string() });
