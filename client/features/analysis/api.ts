/**
 * The analysis calls of spec section 7: `POST /api/resumes/{id}/analyze/` and, after a 202, polling
 * `GET /api/resumes/{id}/`. Errors carry the spec's section 8 texts.
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { apiHeaders, errorMessageOf } from "../../lib/api";
import { loadResponseSchemas } from "../../lib/schemas";

export const ANALYSIS_ERRORS = {
  paymentRequired: "Необходимо оплатить анализ резюме",
  badFormat: "Получен некорректный формат данных от сервера анализа",
  withStatus: (status: number) => `Произошла ошибка при анализе резюме. Код ошибки: ${status}`,
  tooLong: "Анализ не завершился за 5 минут. Пожалуйста, попробуй ещё раз или загрузи другое резюме.",
  network: "Не удалось связаться с сервером анализа. Проверь подключение к интернету и попробуй ещё раз.",
} as const;

export class AnalysisRequestError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = "AnalysisRequestError";
  }

  get paymentRequired(): boolean {
    return this.status === 402;
  }
}

export type AnalyzeResponse = { kind: "done"; analysis: AnalysisResult } | { kind: "pending" };

export async function postAnalyze(resumeId: string, signal?: AbortSignal): Promise<AnalyzeResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/resumes/${encodeURIComponent(resumeId)}/analyze/`, {
      method: "POST",
      headers: await apiHeaders("POST", { "Content-Type": "application/json" }),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AnalysisRequestError(ANALYSIS_ERRORS.network, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 402) throw new AnalysisRequestError(errorMessageOf(body) ?? ANALYSIS_ERRORS.paymentRequired, 402);
  if (!response.ok) throw new AnalysisRequestError(errorMessageOf(body) ?? ANALYSIS_ERRORS.withStatus(response.status), response.status);
  if (body === undefined) throw new AnalysisRequestError(ANALYSIS_ERRORS.badFormat, response.status);
  if (response.status === 202) return { kind: "pending" };
  return { kind: "done", analysis: await parseAnalysis(body) };
}

async function parseAnalysis(body: unknown): Promise<AnalysisResult> {
  const analysis = body && typeof body === "object" && "analysis" in body ? body.analysis : undefined;
  const { analysisResultSchema } = await loadResponseSchemas();
  const parsed = analysisResultSchema.safeParse(analysis);
  if (!parsed.success) throw new AnalysisRequestError(ANALYSIS_ERRORS.badFormat, 200);
  return parsed.data;
}

export type PollResult = { kind: "done"; analysis: AnalysisResult } | { kind: "failed"; message: string } | { kind: "pending" };

/** One look at the resume while the analysis runs. */
export async function pollAnalysis(resumeId: string, signal?: AbortSignal): Promise<PollResult> {
  const response = await fetch(`/api/resumes/${encodeURIComponent(resumeId)}/`, {
    headers: await apiHeaders("GET"),
    credentials: "same-origin",
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new AnalysisRequestError(errorMessageOf(body) ?? ANALYSIS_ERRORS.withStatus(response.status), response.status);
  const { resumeResponseSchema } = await loadResponseSchemas();
  const resume = resumeResponseSchema.safeParse(body);
  if (!resume.success) throw new AnalysisRequestError(ANALYSIS_ERRORS.badFormat, response.status);
  if (resume.data.analysis) return { kind: "done", analysis: resume.data.analysis };
  if (resume.data.analysis_status === "failed") return { kind: "failed", message: resume.data.analysis_error ?? ANALYSIS_ERRORS.withStatus(500) };
  return { kind: "pending" };
}
