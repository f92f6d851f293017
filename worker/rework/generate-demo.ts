/**
 * Writes the demo's reworked resume: the builder's work on the home page's sample resume, at the sample's moment,
 * into demo-rework.json beside it, which the Worker serves at /api/rework/demo/. A development script, run after the
 * engine or the builder changes:
 *
 *   npx tsx worker/rework/generate-demo.ts
 *
 * test/worker/rework.test.ts fails when the committed file is no longer what the builder makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SAMPLE_ANALYSED_AT, SAMPLE_INPUT } from "../analysis/demo/sample";
import { reworkFromText } from "./index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const text = readFileSync(path.join(root, "client/features/analysis/demo/sample-resume.txt"), "utf8");
const rework = reworkFromText({ text, ...SAMPLE_INPUT }, new Date(SAMPLE_ANALYSED_AT));
writeFileSync(path.join(root, "worker/rework/demo-rework.json"), `${JSON.stringify(rework, null, 2)}\n`);
console.log(`demo rework: ${rework.experience.length} jobs`);
