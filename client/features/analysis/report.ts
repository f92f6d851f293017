/**
 * What leaves the result view: the TXT report, the JSON download and the Telegram share text (spec section 7,
 * "Additional behaviour"). Pure functions of the analysis, so they are the same for the demo and a real result.
 */

import { signatureClaim } from "../../../shared/analysis-claims";
import type { AnalysisResult, CriterionFinding, MarketRelevance } from "../../../shared/schemas/analysis";
import { formatScore, formatYears } from "../../../shared/schemas/ru-format";
import { scoreBand } from "../../../shared/schemas/score-band";

export const TXT_FILENAME = "resume_analysis.txt";
export const JSON_FILENAME = "resume_analysis.json";
export const MARKET_FALLBACK = "Информация о соответствии требованиям рынка недоступна";
export const RAW_NOTICE =
  "Нейросеть ответила свободным текстом, без разбивки по разделам. Ниже — её ответ целиком; его можно скачать в TXT или отправить в Telegram.";
const SHARE_ITEMS = 3;
const SHARE_RAW_CHARS = 300;

/** One formatter for scores everywhere (shared/schemas/ru-format.ts): «7,0», never «7» in one place and «7,0» in another. */
export { formatScore };

export function isRawOnly(analysis: AnalysisResult): boolean {
  return Boolean(analysis.raw_analysis?.trim());
}

export function marketRelevanceText(value: MarketRelevance | undefined): { description: string; score?: number } {
  if (value === undefined) return { description: MARKET_FALLBACK };
  if (typeof value === "string") return { description: value.trim() || MARKET_FALLBACK };
  return { description: value.description.trim() || MARKET_FALLBACK, score: value.score };
}

/** The product signature that ends every report: '— Rework, анализ резюме нейросетью, https://…' — «нейросетью» only when a model wrote it. */
export function signature(siteName: string, siteUrl: string, producer?: AnalysisResult["produced_by"]): string {
  return `— ${siteName}, ${signatureClaim(producer)}, ${siteUrl}`;
}

export function buildTextReport(analysis: AnalysisResult, siteName: string, siteUrl: string): string {
  const blocks = isRawOnly(analysis)
    ? [`Анализ резюме — ${siteName}`, analysis.raw_analysis!.trim()]
    : sectionsOf(analysis, siteName);
  return `${blocks.filter(Boolean).join("\n\n")}\n\n${signature(siteName, siteUrl, analysis.produced_by)}\n`;
}

function sectionsOf(a: AnalysisResult, siteName: string): string[] {
  const market = marketRelevanceText(a.market_relevance);
  return [
    `Анализ резюме — ${siteName}`,
    `Общая оценка: ${formatScore(a.overall_score)} из 10 (${scoreBand(a.overall_score)})`,
    list("Сильные стороны", a.strengths),
    list("Слабые стороны", a.weaknesses),
    list("Рекомендации", a.recommendations, true),
    a.key_skills.length ? `Ключевые навыки: ${a.key_skills.join(", ")}` : "",
    `Соответствие требованиям рынка:\n${market.description}${scored(market.score)}`,
    a.general_impression ? `Общее впечатление:\n${a.general_impression}` : "",
    a.experience_analysis
      ? [
          `Опыт работы:\n${a.experience_analysis.description}`,
          a.experience_analysis.years !== undefined ? `Стаж: ${formatYears(a.experience_analysis.years)}` : "",
          scoredLine("Соответствие опыта", a.experience_analysis.relevance_score),
          list("Ключевые моменты", a.experience_analysis.highlights),
        ]
          .filter(Boolean)
          .join("\n")
      : "",
    a.education_analysis
      ? [
          `Образование:\n${a.education_analysis.description}`,
          scoredLine("Соответствие образования", a.education_analysis.relevance_score),
          list("Что добавить", a.education_analysis.recommendations),
        ]
          .filter(Boolean)
          .join("\n")
      : "",
    a.skill_gap_analysis?.length ? list("Недостающие навыки", a.skill_gap_analysis) : "",
    a.industry_fit
      ? `Подходящие отрасли:\n${a.industry_fit.description}${a.industry_fit.industries.length ? `\nОтрасли: ${a.industry_fit.industries.join(", ")}` : ""}`
      : "",
    a.competitiveness
      ? [
          `Конкурентоспособность:\n${a.competitiveness.description}${scored(a.competitiveness.score)}`,
          a.competitiveness.market_comparison ? `Сравнение с рынком: ${a.competitiveness.market_comparison}` : "",
          list("Преимущества", a.competitiveness.advantages),
          list("Недостатки", a.competitiveness.disadvantages),
        ]
          .filter(Boolean)
          .join("\n")
      : "",
    a.career_progression_suggestions?.length ? list("Карьерный рост", a.career_progression_suggestions) : "",
    a.ats_compatibility_score !== undefined
      ? `Совместимость с ATS: ${formatScore(a.ats_compatibility_score)} из 10`
      : "",
    a.criteria?.length ? criteriaReport(a.criteria) : "",
  ];
}

function criteriaReport(criteria: CriterionFinding[]): string {
  const problems = criteria.filter((c) => c.status === "fail" || c.status === "warn");
  const lines = problems.map((c) => `• ${c.title}: ${c.finding}${c.fix ? ` Что сделать: ${c.fix}` : ""}`);
  const passed = criteria.filter((c) => c.status === "pass").length;
  return `Проверка по ${criteria.length} критериям: выполнено ${passed}, требуют внимания ${problems.length}.${lines.length ? `\n${lines.join("\n")}` : ""}`;
}

function list(title: string, items: string[], numbered = false): string {
  if (!items.length) return "";
  return `${title}:\n${items.map((item, index) => `${numbered ? `${index + 1}.` : "•"} ${item}`).join("\n")}`;
}

function scored(score: number | undefined): string {
  return score === undefined ? "" : `\nОценка: ${formatScore(score)} из 10`;
}

function scoredLine(label: string, score: number | undefined): string {
  return score === undefined ? "" : `${label}: ${formatScore(score)} из 10`;
}

export function buildJson(analysis: AnalysisResult): string {
  return JSON.stringify(analysis, null, 2);
}

/** Top three strengths and recommendations, or the start of the raw text. */
export function buildShareText(analysis: AnalysisResult, siteName: string): string {
  if (isRawOnly(analysis)) return analysis.raw_analysis!.trim().slice(0, SHARE_RAW_CHARS);
  const parts = [
    `Мой анализ резюме в ${siteName}: ${formatScore(analysis.overall_score)} из 10 (${scoreBand(analysis.overall_score)}).`,
  ];
  const strengths = analysis.strengths.slice(0, SHARE_ITEMS);
  const recommendations = analysis.recommendations.slice(0, SHARE_ITEMS);
  if (strengths.length) parts.push(`Сильные стороны:\n${strengths.map((item) => `• ${item}`).join("\n")}`);
  if (recommendations.length) parts.push(`Рекомендации:\n${recommendations.map((item) => `• ${item}`).join("\n")}`);
  return parts.join("\n\n");
}

export function buildTelegramShareUrl(analysis: AnalysisResult, siteName: string, siteUrl: string): string {
  // encodeURIComponent (spaces as %20) rather than URLSearchParams ("+"), which not every Telegram client decodes.
  return `https://t.me/share/url?url=${encodeURIComponent(siteUrl)}&text=${encodeURIComponent(buildShareText(analysis, siteName))}`;
}

/** Saves text as a file from the browser (no server round trip). */
export function downloadText(filename: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
