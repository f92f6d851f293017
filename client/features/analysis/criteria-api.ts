/**
 * The criteria catalogue (`GET /api/analysis/criteria/`). Apart from api.ts because only the lazily loaded result
 * view needs it: kept beside the analysis calls, it would ride in the home page's first chunk.
 */
import { api } from "../../lib/api";

export const CRITERIA_PATH = "/api/analysis/criteria/";

/** The criteria catalogue's date of the skills dictionary ("2026-11"), for the honest note under the criteria. */
export async function fetchCriteriaCatalogue(): Promise<{ skillsCompiled: string | null }> {
  const body = await api<{ skills_compiled?: unknown }>(CRITERIA_PATH);
  return { skillsCompiled: typeof body.skills_compiled === "string" ? body.skills_compiled : null };
}
