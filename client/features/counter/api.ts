/** The analysed-resumes counter (spec section 7: `GET /api/resume-count/`). */
import { ApiError, api, CLIENT_CODES } from "../../lib/api";

export const COUNTER_PATH = "/api/resume-count/";

export async function fetchResumeCount(): Promise<number> {
  const body = await api<{ count?: unknown }>(COUNTER_PATH);
  if (typeof body.count !== "number") throw new ApiError("", 200, CLIENT_CODES.badResponse, body); // the counter shows its own text
  return body.count;
}
