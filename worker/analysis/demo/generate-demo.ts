/**
 * Writes the home page demo's analysis (the reworked resume's demo: worker/rework/generate-demo.ts): the built-in engine's real result for the sample resume
 * (client/features/analysis/demo/sample-resume.txt) into demo-analysis.json beside it. A development script, not
 * part of the Worker bundle. Run it after the engine or the sample changes:
 *
 *   npx tsx worker/analysis/demo/generate-demo.ts
 *
 * test/worker/analysis-demo.test.ts fails when the committed file no longer fits the schema or the catalogue.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analysisResultSchema } from "../../../shared/schemas/analysis";
import { analyzeResume } from "../engine";
// The moment the sample counts as analysed, fixed so "по настоящее время" means the same on every run.
import { SAMPLE_ANALYSED_AT, SAMPLE_INPUT } from "./sample";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const demoDir = path.join(root, "client/features/analysis/demo");
const text = readFileSync(path.join(demoDir, "sample-resume.txt"), "utf8");
const report = analyzeResume({ text, ...SAMPLE_INPUT }, { now: new Date(SAMPLE_ANALYSED_AT) });
// The demo is the built-in engine's work and says so (decision 074).
const analysis = analysisResultSchema.parse({
  ...report.result,
  criteria: report.criteria,
  produced_by: { kind: "engine", name: "builtin", criteria: report.criteria.length },
});
writeFileSync(path.join(demoDir, "demo-analysis.json"), `${JSON.stringify(analysis, null, 2)}\n`);
console.log(`demo analysis: score ${analysis.overall_score}, ${analysis.criteria?.length ?? 0} criteria`);
