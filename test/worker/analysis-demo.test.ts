/**
 * The home page demo shows the built-in engine's real analysis of the sample resume, committed as JSON. This keeps
 * it honest: it must fit the shared schema, carry every result section the view can show, and list exactly the
 * current criteria catalogue with the engine's verdicts. Regenerate with `npx tsx worker/analysis/demo/generate-demo.ts`.
 */
import { describe, expect, it } from "vitest";
import demoJson from "../../client/features/analysis/demo/demo-analysis.json?raw";
import sampleText from "../../client/features/analysis/demo/sample-resume.txt?raw";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import { analyzeResume, CRITERIA } from "../../worker/analysis/engine";

const REGENERATE = "demo-analysis.json is out of date: run `npx tsx worker/analysis/demo/generate-demo.ts`";

describe("demo analysis", () => {
  const demo = analysisResultSchema.parse(JSON.parse(demoJson));

  it("fits the schema and fills every section of the result view", () => {
    expect(demo.raw_analysis).toBeUndefined();
    for (const list of [
      demo.strengths,
      demo.weaknesses,
      demo.recommendations,
      demo.key_skills,
      demo.skill_gap_analysis,
      demo.career_progression_suggestions,
    ]) {
      expect(list?.length).toBeGreaterThan(0);
    }
    expect(demo.general_impression.length).toBeGreaterThan(40);
    expect(demo.market_relevance).toBeDefined();
    expect(demo.experience_analysis?.description).toBeTruthy();
    expect(demo.education_analysis?.description).toBeTruthy();
    expect(demo.industry_fit?.industries.length).toBeGreaterThan(0);
    expect(demo.competitiveness?.description).toBeTruthy();
    expect(demo.ats_compatibility_score).toBeTypeOf("number");
  });

  it("is the engine's output for the sample resume: the current catalogue, the same verdicts", () => {
    expect(
      demo.criteria?.map((c) => c.id),
      REGENERATE,
    ).toEqual(CRITERIA.map((c) => c.id));
    const fresh = analyzeResume(
      { text: sampleText, format: "pdf", pageCount: 1, language: "ru" },
      { now: new Date("2026-11-01T09:00:00.000Z") },
    );
    expect(
      demo.criteria?.map((c) => c.status),
      REGENERATE,
    ).toEqual(fresh.criteria.map((c) => c.status));
    expect(demo.key_skills, REGENERATE).toEqual(fresh.result.key_skills);
  });
});
