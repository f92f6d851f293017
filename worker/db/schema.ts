/**
 * The whole data model (spec section 3) in one place. drizzle-kit generates migrations/ from this file;
 * wrangler (and the tests) apply them. Conventions:
 * - ids are random, unguessable text (see lib/ids.ts), never sequential integers in URLs;
 * - timestamps are integer milliseconds since the epoch (`timestamp_ms`);
 * - JSON payloads (analysis results) are text columns parsed through the zod schemas on read.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DOCUMENT_FORMATS } from "../../shared/document-formats";
import type { DocumentLayout } from "../../shared/schemas/layout";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** The resume a row belongs to; deleting the resume deletes the row (analyses, letters, matches, payments…). */
const resumeIdColumn = () =>
  text("resume_id")
    .notNull()
    .references(() => resumes.id, { onDelete: "cascade" });

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Stored lower-cased and trimmed: the e-mail is the account key. */
  email: text("email").notNull().unique(),
  fullName: text("full_name"),
  gender: text("gender", { enum: ["male", "female", "other"] }),
  city: text("city"),
  age: integer("age"),
  workExperience: text("work_experience"),
  phone: text("phone"),
  education: text("education"),
  createdAt: createdAt(),
  lastLogin: integer("last_login", { mode: "timestamp_ms" }),
});

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256, so a leaked DB opens nothing. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser's User-Agent at sign-in (cut to 300 characters), for the profile's list of signed-in devices. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Remember-device tokens for the spec's quick login: only a browser that once verified a code holds one. */
export const deviceTokens = sqliteTable(
  "device_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("device_tokens_user_idx").on(t.userId)],
);

/**
 * One-time login codes. The code's hash lives in KV with a TTL; attempts and consumption are counted here because
 * D1 writes are consistent and KV's are not (a lost increment would allow extra guesses).
 */
export const loginCodes = sqliteTable(
  "login_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("login_codes_email_idx").on(t.email, t.createdAt), index("login_codes_expires_idx").on(t.expiresAt)],
);

export const ANALYSIS_STATUSES = ["none", "queued", "running", "done", "failed"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** A resume belongs to a signed-in user or, before sign-in, to the anonymous visitor cookie that uploaded it. */
export const resumes = sqliteTable(
  "resumes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id"),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** Unguessable R2 key of the original file. */
    fileKey: text("file_key").notNull().unique(),
    format: text("format", { enum: DOCUMENT_FORMATS }).notNull(),
    /** Normalised text, fed to the analysis. */
    text: text("text").notNull(),
    /** Text as extracted, before normalisation. */
    originalText: text("original_text").notNull(),
    language: text("language", { enum: ["ru", "en"] }).notNull(),
    pageCount: integer("page_count"),
    email: text("email"),
    /** Layout facts from extraction (columns, tables, text boxes, … with evidence: decision 545) as JSON. */
    layout: text("layout", { mode: "json" }).$type<DocumentLayout>(),
    isPaid: integer("is_paid", { mode: "boolean" }).notNull().default(false),
    analysisStatus: text("analysis_status", { enum: ANALYSIS_STATUSES }).notNull().default("none"),
    analysisError: text("analysis_error"),
    analysisRequestedAt: integer("analysis_requested_at", { mode: "timestamp_ms" }),
    /** Epoch ms until which one request holds the right to create this resume's payment (services/payments/start.ts). */
    paymentLockUntil: integer("payment_lock_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("resumes_user_idx").on(t.userId, t.createdAt),
    index("resumes_visitor_idx").on(t.visitorId, t.createdAt),
    index("resumes_status_idx").on(t.analysisStatus),
    check("resumes_owner_check", sql`${t.userId} IS NOT NULL OR ${t.visitorId} IS NOT NULL`),
  ],
);

export const READY_EMAIL_STATES = ["none", "pending", "sent"] as const;

/** One analysis per resume (re-analysis replaces it); the counter counts these rows. */
export const analyses = sqliteTable(
  "analyses",
  {
    id: text("id").primaryKey(),
    resumeId: resumeIdColumn().unique(),
    /** The analysis result (shared/schemas/analysis.ts) as JSON. */
    result: text("result").notNull(),
    /** Which engine produced it: builtin, workers-ai:<model>, openai:<model>. */
    provider: text("provider").notNull(),
    /** What wrote the result, as JSON: {kind: "model", name} or {kind: "engine", name: "builtin", criteria} (decision 074). */
    producedBy: text("produced_by"),
    overallScore: integer("overall_score_x10").notNull(),
    /**
     * The "your analysis is ready" e-mail: `pending` when the resume had a user when the analysis was stored, `sent`
     * once the queue consumer claimed and sent it (services/analysis-ready-email.ts), `none` otherwise.
     */
    readyEmail: text("ready_email", { enum: READY_EMAIL_STATES }).notNull().default("none"),
    /**
     * The engine's reading of the resume (shared/schemas/reading.ts) as JSON, written with the analysis, and the
     * READING_VERSION it was read with; an older or missing one is read again on first use (services/reading.ts).
     */
    reading: text("reading"),
    readingVersion: integer("reading_version"),
    createdAt: createdAt(),
  },
  (t) => [index("analyses_created_idx").on(t.createdAt)],
);

/**
 * The reworked resume of an analysis (issue 25, decision 280), built from the reading once and kept; a row built by
 * an older builder or from an older reading version (`reworkBuildVersion`) is built again on the next request.
 */
export const reworks = sqliteTable("reworks", {
  analysisId: text("analysis_id")
    .primaryKey()
    .references(() => analyses.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  /** The reworked resume (shared/schemas/rework.ts) as JSON. */
  content: text("content", { mode: "json" }).notNull(),
  createdAt: createdAt(),
});

export const ratings = sqliteTable(
  "ratings",
  {
    id: text("id").primaryKey(),
    resumeId: resumeIdColumn().unique(),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    /** «можно опубликовать»: first name + comment may become a testimonial, only after moderation. */
    publishConsent: integer("publish_consent", { mode: "boolean" }).notNull().default(false),
    moderated: integer("moderated", { mode: "boolean" }).notNull().default(false),
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    /**
     * What a moderator approved, frozen (docs/decisions/251): the home page shows these, never the live comment or the
     * profile's current name. A change of the comment or the stars sends the rating back to moderation.
     */
    publishedText: text("published_text"),
    publishedName: text("published_name"),
    publishedStars: integer("published_stars"),
    moderatedAt: integer("moderated_at", { mode: "timestamp_ms" }),
    /** The moderator's e-mail (ADMIN_EMAILS). */
    moderatedBy: text("moderated_by"),
  },
  (t) => [
    check("ratings_stars_check", sql`${t.stars} BETWEEN 1 AND 5`),
    index("ratings_moderation_idx").on(t.publishConsent, t.moderated, t.updatedAt),
  ],
);

/**
 * Cover letters of one resume, one per vacancy (up to MAX_COVER_LETTERS_PER_RESUME); the newest is the resume's
 * `cover_letter`, earlier ones stay listed.
 */
export const coverLetters = sqliteTable(
  "cover_letters",
  {
    id: text("id").primaryKey(),
    resumeId: resumeIdColumn(),
    companyName: text("company_name").notNull(),
    positionName: text("position_name").notNull(),
    content: text("content").notNull(),
    personalStyle: text("personal_style", { enum: ["formal", "friendly", "creative"] }),
    language: text("language", { enum: ["ru", "en"] })
      .notNull()
      .default("ru"),
    /** "builtin" or the model provider's id (workers-ai:<model>, openai:<model>). */
    provider: text("provider").notNull().default("builtin"),
    /** What the model assumed about the company (JSON array of strings); empty for the built-in generator. */
    assumptions: text("assumptions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [index("cover_letters_resume_idx").on(t.resumeId, t.createdAt)],
);

/**
 * A vacancy matched against a resume (issue 16, decision 130). The vacancy text is kept (a link's description as
 * plain text) so the match can be handed to the cover letter later; `result` is the computed match as JSON
 * (shared/schemas/vacancy-match.ts without id/created_at).
 */
export const vacancyMatches = sqliteTable(
  "vacancy_matches",
  {
    id: text("id").primaryKey(),
    resumeId: resumeIdColumn(),
    source: text("source", { enum: ["text", "hh"] }).notNull(),
    vacancyUrl: text("vacancy_url"),
    vacancyTitle: text("vacancy_title"),
    employer: text("employer"),
    vacancyText: text("vacancy_text").notNull(),
    matchPercent: integer("match_percent").notNull(),
    result: text("result", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("vacancy_matches_resume_idx").on(t.resumeId, t.createdAt)],
);

/**
 * A payment for one resume's analysis. `id` is our OrderId; `providerPaymentId` the bank's PaymentId.
 * `status` is the provider's raw state; the public status (completed/failed/cancelled/...) is derived from it.
 */
/**
 * A payment as the bank sees it: provider, its payment id, status, amount, checkout URL and times. The site's
 * `payments` (a resume's analysis) and the organisations' `top_ups` are both this, each with its own owner column
 * (review D2/D4; the SQL of both tables is unchanged, checked with drizzle-kit, decision 343).
 */
function bankPaymentColumns() {
  return {
    provider: text("provider", { enum: ["tbank", "sandbox"] }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").notNull(),
    amountKopecks: integer("amount_kopecks").notNull(),
    paymentUrl: text("payment_url"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  };
}

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    resumeId: resumeIdColumn(),
    ...bankPaymentColumns(),
  },
  (t) => [
    index("payments_resume_idx").on(t.resumeId, t.createdAt),
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
  ],
);

/** Every state a payment went through, from whichever source reported it: the audit trail for disputes. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    source: text("source", { enum: ["init", "notification", "check", "sandbox", "cancel"] }).notNull(),
    payload: text("payload"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId, t.createdAt)],
);

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("conversations_user_idx").on(t.userId, t.updatedAt)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    actionType: text("action_type", { enum: ["discuss_resume", "interview_simulation", "psychological_help"] }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

export const articles = sqliteTable(
  "articles",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Markdown. */
    content: text("content").notNull().default(""),
    /** Optional pre-rendered HTML (sanitised on write), served by the html-content route. */
    htmlContent: text("html_content"),
    /** One-sentence summary for search results and link previews (meta description, Open Graph, RSS). */
    description: text("description").notNull().default(""),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("articles_published_idx").on(t.isPublished, t.createdAt)],
);

export const tags = sqliteTable("tags", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
});

export const articleTags = sqliteTable(
  "article_tags",
  {
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: text("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index("article_tags_tag_idx").on(t.tagId)],
);

export const articleImages = sqliteTable(
  "article_images",
  {
    id: text("id").primaryKey(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    caption: text("caption"),
    /** Intrinsic size, so the page reserves the space before the picture loads (no layout shift). */
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("article_images_article_idx").on(t.articleId, t.position)],
);

export const articleVideos = sqliteTable(
  "article_videos",
  {
    id: text("id").primaryKey(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    youtubeId: text("youtube_id").notNull(),
    caption: text("caption"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("article_videos_article_idx").on(t.articleId, t.position)],
);

/**
 * Fixed-window counters for rate limits (uploads, sign-in). D1 is used rather than KV because an
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` increment is atomic here and KV's is not.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Wrong sign-in codes per address, across all its codes (docs/decisions/045): past a few failures every further
 * comparison waits an exponentially growing back-off. Keyed by a hash of the address, like rate_limits.
 */
export const signInFailures = sqliteTable("sign_in_failures", {
  emailKey: text("email_key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: integer("last_failure_at", { mode: "timestamp_ms" }).notNull(),
  /** No comparison (other than a code's first) before this time. */
  nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
});

// Rework for business (issue 26): organisations, API keys, metering, webhooks.
// ---- Rework for business (issue 26, docs/decisions/270–275): organisations with a prepaid balance, their API keys,
// the analyses made through `/api/v1/`, the balance statement, top-ups and webhooks. Amounts are integer kopecks.

const organisationIdColumn = () =>
  text("organisation_id")
    .notNull()
    .references(() => organisations.id, { onDelete: "cascade" });

export const API_KEY_MODES = ["test", "live"] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** One organisation per owner (a signed-in user); deleting the account deletes it and everything below. */
export const organisations = sqliteTable(
  "organisations",
  {
    id: text("id").primaryKey(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Prepaid money left; never below zero (the charge is a conditional update, decision 272). */
    balanceKopecks: integer("balance_kopecks").notNull().default(0),
    /** The organisation's own price per analysis; null means the configured default (B2B_PRICE_RUB). */
    priceKopecks: integer("price_kopecks"),
    createdAt: createdAt(),
  },
  (t) => [check("organisations_balance_check", sql`${t.balanceKopecks} >= 0`)],
);

/** API keys: only the SHA-256 of the key is kept; the prefix (first characters) is what the console shows. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    organisationId: organisationIdColumn(),
    name: text("name").notNull(),
    mode: text("mode", { enum: API_KEY_MODES }).notNull(),
    /** e.g. "rw_live_AbCd1234": enough to recognise the key, useless to call with. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** JSON array of scopes (worker/services/business/keys.ts API_SCOPES). */
    scopes: text("scopes", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("api_keys_organisation_idx").on(t.organisationId, t.createdAt)],
);

/**
 * An analysis ordered through the API. The resume row holds the text and the file (the site's pipeline runs on
 * it unchanged); this row holds who ordered it, the price charged and the Idempotency-Key. The resume may be
 * deleted on the customer's instruction; the usage record stays for the statement.
 */
export const apiAnalyses = sqliteTable(
  "api_analyses",
  {
    id: text("id").primaryKey(),
    organisationId: organisationIdColumn(),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    keyId: text("key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    mode: text("mode", { enum: API_KEY_MODES }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of what was sent, so a reused Idempotency-Key with another body is refused, not answered wrongly. */
    requestHash: text("request_hash").notNull(),
    priceKopecks: integer("price_kopecks").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_analyses_idempotency_idx").on(t.organisationId, t.idempotencyKey),
    index("api_analyses_organisation_idx").on(t.organisationId, t.createdAt),
    index("api_analyses_resume_idx").on(t.resumeId),
  ],
);

export const BALANCE_ENTRY_KINDS = ["top_up", "charge"] as const;

/** The statement: every change of a balance, with the balance after it. One charge per analysis (unique). */
export const balanceEntries = sqliteTable(
  "balance_entries",
  {
    id: text("id").primaryKey(),
    organisationId: organisationIdColumn(),
    kind: text("kind", { enum: BALANCE_ENTRY_KINDS }).notNull(),
    /** Signed: a top-up is positive, a charge negative. */
    amountKopecks: integer("amount_kopecks").notNull(),
    balanceAfterKopecks: integer("balance_after_kopecks").notNull(),
    analysisId: text("analysis_id").unique(),
    topUpId: text("top_up_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("balance_entries_organisation_idx").on(t.organisationId, t.createdAt)],
);

/** A top-up through the site's payment provider (T-Bank or the sandbox); `id` is the bank's OrderId ("tu_…"). */
export const topUps = sqliteTable(
  "top_ups",
  {
    id: text("id").primaryKey(),
    organisationId: organisationIdColumn(),
    ...bankPaymentColumns(),
  },
  (t) => [index("top_ups_organisation_idx").on(t.organisationId, t.createdAt)],
);

/** Where an organisation wants its events; the secret signs them (HMAC-SHA256), so it is kept readable. */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organisationId: organisationIdColumn(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    createdAt: createdAt(),
    disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("webhook_endpoints_organisation_idx").on(t.organisationId)],
);

export const WEBHOOK_DELIVERY_STATES = ["pending", "delivered", "failed"] as const;

/** The delivery log: one row per (endpoint, event), updated on every attempt. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    organisationId: organisationIdColumn(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    lastAttemptAt: integer("last_attempt_at", { mode: "timestamp_ms" }),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_organisation_idx").on(t.organisationId, t.createdAt),
  ],
);
