/**
 * The analysis calls of spec section 7: `POST /api/resumes/{id}/analyze/` and, after a 202, polling
 * `GET /api/resumes/{id}/`. Errors carry the spec's section 8 texts.
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { ApiError, api, type CallTexts, CLIENT_CODES } from "../../lib/api";
import { loadResponseSchemas } from "../../lib/schemas";

export const ANALYSIS_ERRORS = {
  paymentRequired: "Необходимо оплатить анализ резюме",
  badFormat: "Получен некорректный формат данных от сервера анализа",
  withStatus: (status: number) => `Произошла ошибка при анализе резюме. Код ошибки: ${status}`,
  tooLong: "Анализ не завершился за 5 минут. Пожалуйста, попробуй ещё раз или загрузи другое резюме.",
  network: "Не удалось связаться с сервером анализа. Проверь подключение к интернету и попробуй ещё раз.",
} as const;

const TEXTS: CallTexts = {
  fallback: ({ status }) => (status === 402 ? ANALYSIS_ERRORS.paymentRequired : ANALYSIS_ERRORS.withStatus(status)),
  network: ANALYSIS_ERRORS.network,
  badResponse: ANALYSIS_ERRORS.badFormat,
};

/** 402: the payment dialog opens with this error's message. */
export const isPaymentRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 402;

export type AnalyzeResponse = { kind: "done"; analysis: AnalysisResult } | { kind: "pending" };

export async function postAnalyze(resumeId: string, signal?: AbortSignal): Promise<AnalyzeResponse> {
  const body = await api<{ status?: unknown; analysis?: unknown }>(
    `/api/resumes/${encodeURIComponent(resumeId)}/analyze/`,
    {
      method: "POST",
      signal,
      ...TEXTS,
    },
  );
  // 202 (queued or running) says so in `status` and has no analysis yet; 200 carries the analysis.
  if (body.analysis === undefined && typeof body.status === "string") return { kind: "pending" };
  return { kind: "done", analysis: await parseAnalysis(body.analysis) };
}

async function parseAnalysis(analysis: unknown): Promise<AnalysisResult> {
  const { analysisResultSchema } = await loadResponseSchemas();
  const parsed = analysisResultSchema.safeParse(analysis);
  if (!parsed.success) throw new ApiError(ANALYSIS_ERRORS.badFormat, 200, CLIENT_CODES.badResponse);
  return parsed.data;
}

export type PollResult =
  | { kind: "done"; analysis: AnalysisResult }
  | { kind: "failed"; message: string }
  | { kind: "pending" };

/** One look at the resume while the analysis runs. */
export async function pollAnalysis(resumeId: string, signal?: AbortSignal): Promise<PollResult> {
  const [body, { resumeResponseSchema }] = await Promise.all([
    api<unknown>(`/api/resumes/${encodeURIComponent(resumeId)}/`, { signal, ...TEXTS }),
    loadResponseSchemas(),
  ]);
  const resume = resumeResponseSchema.safeParse(body);
  if (!resume.success) throw new ApiError(ANALYSIS_ERRORS.badFormat, 200, CLIENT_CODES.badResponse);
  if (resume.data.analysis) return { kind: "done", analysis: resume.data.analysis };
  if (resume.data.analysis_status === "failed")
    return { kind: "failed", message: resume.data.analysis_error ?? ANALYSIS_ERRORS.withStatus(500) };
  return { kind: "pending" };
}
