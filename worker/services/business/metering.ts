/**
 * Metering (decision 272): an API analysis is stored, recorded and charged in ONE D1 batch (a transaction), each
 * statement running only if the one before it changed a row (`changes()`):
 *   1. the resume row, only if no analysis of the organisation holds this Idempotency-Key and the balance covers
 *      the price (read inside the transaction, so two batches can never spend the same money);
 *   2. the api_analyses row (unique per Idempotency-Key: a lost race rolls the whole batch back);
 *   3. the balance, minus the price (not for a test key: its price is 0);
 *   4. the statement's charge line, with the balance after it (unique per analysis).
 * So an analysis is charged exactly once however many retries race, and never on a balance that is short.
 */
import { and, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Usage } from "../../../shared/schemas/business";
import type { Database } from "../../db/client";
import { type ApiKeyMode, apiAnalyses, balanceEntries } from "../../db/schema";
import type { ExtractedDocument } from "../../extraction";
import { newId } from "../../lib/ids";
import { cleanFilename, FORMAT_CONTENT_TYPES } from "../resumes";
import { apiOwnerOf, kopecksToRub, type OrganisationRow } from "./organisations";

export interface ChargedAnalysisInput {
  organisationId: string;
  keyId: string;
  mode: ApiKeyMode;
  idempotencyKey: string | null;
  requestHash: string;
  priceKopecks: number;
  filename: string;
  fileKey: string;
  fileSize: number;
  extracted: ExtractedDocument;
}

/** The new analysis' and resume's ids when this batch created them; null when it created nothing. */
export async function recordChargedAnalysis(
  d1: D1Database,
  input: ChargedAnalysisInput,
): Promise<{ analysisId: string; resumeId: string } | null> {
  const analysisId = newId();
  const resumeId = newId();
  const price = input.mode === "test" ? 0 : input.priceKopecks;
  const { extracted } = input;
  const statements = [
    d1
      .prepare(
        `INSERT INTO resumes (id, user_id, visitor_id, filename, content_type, file_size, file_key, format, text,
           original_text, language, page_count, email, layout, is_paid, analysis_status)
         SELECT ?1, NULL, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, 1, 'none'
         WHERE NOT EXISTS (SELECT 1 FROM api_analyses WHERE organisation_id = ?14 AND idempotency_key = ?15)
           AND (SELECT balance_kopecks FROM organisations WHERE id = ?14) >= ?16`,
      )
      .bind(
        resumeId,
        apiOwnerOf(input.organisationId),
        cleanFilename(input.filename),
        FORMAT_CONTENT_TYPES[extracted.format],
        input.fileSize,
        input.fileKey,
        extracted.format,
        extracted.text,
        extracted.originalText,
        extracted.language,
        extracted.pageCount,
        extracted.email,
        JSON.stringify(extracted.layout),
        input.organisationId,
        input.idempotencyKey,
        price,
      ),
    d1
      .prepare(
        `INSERT INTO api_analyses (id, organisation_id, resume_id, key_id, mode, idempotency_key, request_hash, price_kopecks)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE changes() = 1`,
      )
      .bind(
        analysisId,
        input.organisationId,
        resumeId,
        input.keyId,
        input.mode,
        input.idempotencyKey,
        input.requestHash,
        price,
      ),
    d1
      .prepare(
        "UPDATE organisations SET balance_kopecks = balance_kopecks - ?1 WHERE id = ?2 AND ?1 > 0 AND changes() = 1",
      )
      .bind(price, input.organisationId),
    d1
      .prepare(
        `INSERT INTO balance_entries (id, organisation_id, kind, amount_kopecks, balance_after_kopecks, analysis_id)
         SELECT ?1, ?2, 'charge', -?3, balance_kopecks, ?4 FROM organisations WHERE id = ?2 AND changes() = 1`,
      )
      .bind(newId(), input.organisationId, price, analysisId),
  ];
  const results = await d1.batch(statements);
  return results[1]?.meta.changes === 1 ? { analysisId, resumeId } : null;
}

export async function findByIdempotencyKey(db: Database, organisationId: string, idempotencyKey: string) {
  return (
    (await db
      .select()
      .from(apiAnalyses)
      .where(and(eq(apiAnalyses.organisationId, organisationId), eq(apiAnalyses.idempotencyKey, idempotencyKey)))
      .get()) ?? null
  );
}

type EntryRow = typeof balanceEntries.$inferSelect;

export function toStatementEntry(row: EntryRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount_rub: kopecksToRub(row.amountKopecks),
    balance_after_rub: kopecksToRub(row.balanceAfterKopecks),
    analysis_id: row.analysisId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Cursor pages, newest first: the cursor is the last row's (created_at, id), so inserts never shift a page. */
export interface Cursor {
  createdAt: number;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return btoa(`${row.createdAt.getTime()}:${row.id}`).replace(/=+$/, "");
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const [time, id] = atob(raw).split(":");
    const createdAt = Number(time);
    if (!Number.isSafeInteger(createdAt) || !id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** "Older than the cursor" for a (created_at, id) ordering. */
export function olderThan<T extends { createdAt: Parameters<typeof lt>[0]; id: Parameters<typeof lt>[0] }>(
  table: T,
  cursor: Cursor,
) {
  return or(
    lt(table.createdAt, new Date(cursor.createdAt)),
    and(eq(table.createdAt, new Date(cursor.createdAt)), lt(table.id, cursor.id)),
  );
}

export async function listStatement(
  db: Database,
  organisationId: string,
  limit: number,
  cursor: Cursor | null,
): Promise<{ rows: EntryRow[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(balanceEntries)
    .where(
      and(eq(balanceEntries.organisationId, organisationId), cursor ? olderThan(balanceEntries, cursor) : undefined),
    )
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(limit + 1)
    .all();
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null };
}

/** The calendar month so far (UTC): analyses by mode and what they cost. */
export async function usageOf(
  db: Database,
  organisation: OrganisationRow,
  priceKopecks: number,
  now = new Date(),
): Promise<Usage> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      mode: apiAnalyses.mode,
      count: sql<number>`count(*)`,
      charged: sql<number>`coalesce(sum(${apiAnalyses.priceKopecks}), 0)`,
    })
    .from(apiAnalyses)
    .where(and(eq(apiAnalyses.organisationId, organisation.id), gte(apiAnalyses.createdAt, from)))
    .groupBy(apiAnalyses.mode)
    .all();
  const byMode = (mode: ApiKeyMode) => rows.find((row) => row.mode === mode);
  return {
    organisation: { id: organisation.id, name: organisation.name },
    balance_rub: kopecksToRub(organisation.balanceKopecks),
    price_rub: kopecksToRub(priceKopecks),
    period: { from: from.toISOString(), to: now.toISOString() },
    analyses: { live: byMode("live")?.count ?? 0, test: byMode("test")?.count ?? 0 },
    charged_rub: kopecksToRub((byMode("live")?.charged ?? 0) + (byMode("test")?.charged ?? 0)),
  };
}
