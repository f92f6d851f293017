/**
 * Honest labels (decision 074): GET /api/site/ tells the client which engine writes the analysis, so the header,
 * the hero and the upload note claim «нейросетью» only when a model is configured; the claims themselves are pure.
 */
import { describe, expect, it } from "vitest";
import { analysisClaims, producerLine, signatureClaim } from "../../shared/analysis-claims";
import type { SiteConfig } from "../../shared/schemas/site";
import { CRITERIA } from "../../worker/analysis/engine";
import { api } from "../helpers";

describe("analysis provenance and the site's claims", () => {
  it("GET /api/site/ serves the configured engine: the built-in rules with their criteria count in tests", async () => {
    const config = (await (await api("/api/site/")).json()) as SiteConfig;
    expect(config.analysis).toEqual({ byModel: false, model: null, criteria: CRITERIA.length });
  });

  it("claims a neural network only when a model writes the analysis", () => {
    const rules = analysisClaims({ byModel: false, model: null, criteria: 73 });
    expect(rules.slogan).toBe("Анализ резюме по 73 критериям за 30 секунд");
    expect(rules.hero).toBe("Анализ резюме по 73 критериям");
    expect(`${rules.slogan} ${rules.hero} ${rules.actor}`).not.toMatch(/нейросет/u);
    const model = analysisClaims({ byModel: true, model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", criteria: 73 });
    expect(model.slogan).toBe("Анализ резюме нейросетью за 30 секунд");
    expect(model.actor).toBe("нейросеть");
  });

  it("the result line and the report signature follow what wrote the result", () => {
    expect(producerLine({ kind: "engine", name: "builtin", criteria: 73 })).toBe(
      "Разбор составлен встроенными правилами Rework по 73 критериям, без нейросети.",
    );
    expect(producerLine({ kind: "model", name: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" })).toContain(
      "нейросеть (@cf/meta/llama-3.3-70b-instruct-fp8-fast)",
    );
    expect(producerLine(undefined)).toBeNull();
    expect(signatureClaim({ kind: "engine", name: "builtin", criteria: 73 })).toBe("анализ резюме");
    expect(signatureClaim({ kind: "model", name: "x" })).toBe("анализ резюме нейросетью");
  });
});
