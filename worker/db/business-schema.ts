/**
 * Rework for business (issue 26, docs/decisions/270–275): organisations with a prepaid balance, their API keys,
 * the analyses made through `/api/v1/`, the balance statement, top-ups and webhooks. Kept beside schema.ts (which
 * re-exports it) so the site's data model stays readable on its own. Amounts are integer kopecks.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { resumes, users } from "./schema";

// Not imported from schema.ts: that module re-exports this one, so its constants are not ready while this evaluates.
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

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
    provider: text("provider", { enum: ["tbank", "sandbox"] }).notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status").notNull(),
    amountKopecks: integer("amount_kopecks").notNull(),
    paymentUrl: text("payment_url"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
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
