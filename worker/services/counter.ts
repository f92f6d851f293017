/** The live counter of analysed resumes. D1 counts; KV caches the number for five minutes (spec section 7). */
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyses } from "../db/schema";

export const COUNTER_CACHE_KEY = "counter:analysed-resumes";
export const COUNTER_TTL_SECONDS = 300;

export async function countAnalysedResumes(db: Database, kv: KVNamespace): Promise<number> {
  const cached = await kv.get(COUNTER_CACHE_KEY);
  if (cached !== null && Number.isFinite(Number(cached))) return Number(cached);
  const row = await db.select({ value: count() }).from(analyses).get();
  const value = row?.value ?? 0;
  await kv.put(COUNTER_CACHE_KEY, String(value), { expirationTtl: COUNTER_TTL_SECONDS });
  return value;
}
