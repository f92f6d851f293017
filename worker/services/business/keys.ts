/**
 * API keys (decision 270): `rw_live_…` / `rw_test_…` followed by 256 random bits. Shown once; D1 keeps the SHA-256
 * (a fast hash is enough for a key with 256 bits of entropy: nobody can guess one, so a slow hash would only cost
 * CPU on every call) and a short visible prefix. A call is authenticated by one indexed lookup of that hash.
 */
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ApiScope, ConsoleKey, CreateKeyRequest } from "../../../shared/schemas/business";
import type { Database } from "../../db/client";
import { type ApiKeyMode, apiAnalyses, apiKeys, organisations, rateLimits } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { newId } from "../../lib/ids";
import { KEY_RATE_PREFIX, KEY_RATE_WINDOW_SECONDS } from "./rate-limit";

/** 32 random bytes in base64url are 43 characters. */
const KEY_PATTERN = /^rw_(test|live)_[A-Za-z0-9_-]{43}$/;
/** How much of the random part the console shows after "rw_live_". */
const VISIBLE_CHARACTERS = 6;
/** last_used_at is written at most this often per key (a write per call would double the API's D1 writes). */
const LAST_USED_RESOLUTION_MS = 60_000;
export const MAX_ACTIVE_KEYS = 20;

type KeyRow = typeof apiKeys.$inferSelect;
type OrganisationRow = typeof organisations.$inferSelect;

export interface AuthenticatedKey {
  key: KeyRow;
  organisation: OrganisationRow;
  /** This call's number in the key's rate-limit window, and the window's start (unix seconds). */
  rate: { count: number; windowStart: number };
  /** The analysis the path names, looked up in the same batch (`withAnalysis`); undefined when not asked. */
  analysis?: AnalysisRef | null;
}

/** An analysis of the key's organisation: its id and its resume (null once the document was deleted). */
export interface AnalysisRef {
  id: string;
  resumeId: string | null;
}

export type KeyRefusal = "missing_api_key" | "invalid_api_key" | "revoked_api_key";

export function generateApiKey(mode: ApiKeyMode): { key: string; prefix: string } {
  const key = `rw_${mode}_${newId(32)}`;
  return { key, prefix: key.slice(0, `rw_${mode}_`.length + VISIBLE_CHARACTERS) };
}

export const hashApiKey = (key: string) => sha256Hex(key);

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * The key and its organisation, or why not, and the call counted in the key's rate-limit window — one D1 round
 * trip (a batch): the lookup by hash, and the window's upsert keyed by the key's id, which inserts nothing for an
 * unknown or revoked key. A revoked key is told so (its holder already knows it existed). `withAnalysis`: the
 * analysis a path names joins the same batch, so a call about an analysis that is not there costs one round trip.
 */
export async function authenticateApiKey(
  db: Database,
  authorization: string | undefined,
  options: { now?: number; withAnalysis?: string } = {},
): Promise<AuthenticatedKey | KeyRefusal> {
  const now = options.now ?? Date.now();
  const token = bearerToken(authorization);
  if (!token) return "missing_api_key";
  if (!KEY_PATTERN.test(token)) return "invalid_api_key";
  const hash = await hashApiKey(token);
  const windowStart = Math.floor(now / 1000 / KEY_RATE_WINDOW_SECONDS) * KEY_RATE_WINDOW_SECONDS;
  // D1's batch answers rows as objects keyed by column name, so the organisation's columns get names of their own.
  const statements = [
    db
      .select({
        key: apiKeys,
        organisationOwner: sql<string>`${organisations.ownerUserId}`.as("org_owner"),
        organisationName: sql<string>`${organisations.name}`.as("org_name"),
        balanceKopecks: sql<number>`${organisations.balanceKopecks}`.as("org_balance"),
        priceKopecks: sql<number | null>`${organisations.priceKopecks}`.as("org_price"),
        organisationCreatedAt: sql<number>`${organisations.createdAt}`.as("org_created_at"),
      })
      .from(apiKeys)
      .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
      .where(eq(apiKeys.keyHash, hash))
      .limit(1),
    // INSERT … SELECT: no row (and no window) for an unknown or revoked key.
    db
      .insert(rateLimits)
      .select(
        db
          .select({
            key: sql<string>`${KEY_RATE_PREFIX} || ${apiKeys.id}`.as("key"),
            windowStart: sql<number>`${windowStart}`.as("window_start"),
            count: sql<number>`1`.as("count"),
          })
          .from(apiKeys)
          .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt))),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`excluded.window_start`,
        },
      })
      .returning({ count: rateLimits.count }),
    // The last use, at most once a minute per key (a write per call would double the API's D1 writes).
    db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiKeys.keyHash, hash),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_RESOLUTION_MS))),
        ),
      ),
  ] as const;
  if (options.withAnalysis === undefined) {
    const [rows, counted] = await db.batch(statements);
    return authenticated(rows[0], counted[0]?.count, windowStart);
  }
  const [rows, counted, , named] = await db.batch([...statements, analysisOfKey(db, hash, options.withAnalysis)]);
  const auth = authenticated(rows[0], counted[0]?.count, windowStart);
  return typeof auth === "string" ? auth : { ...auth, analysis: named[0] ?? null };
}

/**
 * The analysis a path names, in the same round trip as the key (decision 342): only of the organisation of a key
 * that is not revoked, so the select answers nothing unless the key holds.
 */
function analysisOfKey(db: Database, hash: string, analysisId: string) {
  return db
    .select({ id: apiAnalyses.id, resumeId: apiAnalyses.resumeId })
    .from(apiAnalyses)
    .where(
      and(
        eq(apiAnalyses.id, analysisId),
        eq(
          apiAnalyses.organisationId,
          sql`(SELECT ${apiKeys.organisationId} FROM ${apiKeys} WHERE ${apiKeys.keyHash} = ${hash} AND ${apiKeys.revokedAt} IS NULL)`,
        ),
      ),
    )
    .limit(1);
}

interface KeyLookupRow {
  key: KeyRow;
  organisationOwner: string;
  organisationName: string;
  balanceKopecks: number;
  priceKopecks: number | null;
  organisationCreatedAt: number;
}

function authenticated(
  row: KeyLookupRow | undefined,
  count: number | undefined,
  windowStart: number,
): AuthenticatedKey | KeyRefusal {
  if (!row) return "invalid_api_key";
  if (row.key.revokedAt) return "revoked_api_key";
  const organisation: OrganisationRow = {
    id: row.key.organisationId,
    ownerUserId: row.organisationOwner,
    name: row.organisationName,
    balanceKopecks: Number(row.balanceKopecks),
    priceKopecks: row.priceKopecks === null ? null : Number(row.priceKopecks),
    createdAt: new Date(Number(row.organisationCreatedAt)),
  };
  return { key: row.key, organisation, rate: { count: count ?? 1, windowStart } };
}

export function hasScope(key: KeyRow, scope: ApiScope): boolean {
  return key.scopes.includes(scope);
}

export async function createApiKey(
  db: Database,
  organisationId: string,
  request: CreateKeyRequest,
): Promise<{ key: string; row: KeyRow }> {
  const { key, prefix } = generateApiKey(request.mode);
  const row = await db
    .insert(apiKeys)
    .values({
      id: newId(),
      organisationId,
      name: request.name,
      mode: request.mode,
      prefix,
      keyHash: await hashApiKey(key),
      scopes: [...new Set(request.scopes)],
    })
    .returning()
    .get();
  return { key, row };
}

export async function countActiveKeys(db: Database, organisationId: string): Promise<number> {
  const rows = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)))
    .all();
  return rows.length;
}

/** Revocation takes effect on the next call: every call looks the key up. True if this call revoked it. */
export async function revokeApiKey(db: Database, organisationId: string, keyId: string): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length === 1;
}

export async function listApiKeys(db: Database, organisationId: string): Promise<KeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organisationId, organisationId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(100)
    .all();
}

export function toConsoleKey(row: KeyRow): ConsoleKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
