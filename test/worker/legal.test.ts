/** The legal pages: markdown from content/legal rendered on the Worker with the configured values (decision 120). */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { aiParagraph } from "../../worker/services/legal";

const REAL_SELLER = {
  SELLER_NAME: "ИП Смирнова Анна Сергеевна",
  SELLER_INN: "771234567890",
  SELLER_OGRNIP: "321770000123456",
};

async function getDocument(slug: string, bindings: Env = env) {
  const response = await app.fetch(
    new Request(`https://rework.test/api/legal/${slug}/`),
    bindings,
    createExecutionContext(),
  );
  return {
    status: response.status,
    body: (await response.json()) as { title: string; updated: string; html: string; testData: boolean },
  };
}

describe("legal documents", () => {
  it("renders the privacy policy with the operator, the retention period and no placeholder left", async () => {
    const bindings = {
      ...env,
      ...REAL_SELLER,
      SITE_URL: "https://rework.ru",
      RETENTION_DAYS: "14",
      CONTACT_EMAIL: "privacy@rework.ru",
    } as Env;
    const { status, body } = await getDocument("privacy-policy", bindings);
    expect(status).toBe(200);
    expect(body.title).toBe("Политика обработки персональных данных");
    expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.testData).toBe(false);
    expect(body.html).toContain("<h2>1. Общие положения</h2>");
    expect(body.html).toContain("ИП Смирнова Анна Сергеевна, ИНН 771234567890, ОГРНИП 321770000123456");
    expect(body.html).toContain("через 14\u00a0дней после загрузки");
    expect(body.html).toContain("https://rework.ru/privacy-policy");
    expect(body.html).toContain("privacy@rework.ru");
    expect(body.html).not.toMatch(/\{\{|\}\}|<!--/);
  });

  it("puts the configured price and the requisites, one per line, in the public offer", async () => {
    const { body } = await getDocument("public-offer", { ...env, ...REAL_SELLER, ANALYSIS_PRICE_RUB: "119" } as Env);
    expect(body.html).toContain("Стоимость анализа одного резюме — 119 ₽");
    expect(body.html).toContain("ИП Смирнова Анна Сергеевна<br>ИНН 771234567890<br>ОГРНИП 321770000123456");
    expect(body.html).toContain('<a href="/privacy-policy">');
  });

  it("marks the shipped sample requisites as test data and escapes configured values", async () => {
    const { body } = await getDocument("public-offer", {
      ...env,
      SELLER_NAME: "ИП Иванов Иван Иванович",
      SELLER_INN: "000000000000",
    } as Env);
    expect(body.testData).toBe(true);
    const hostile = await getDocument("public-offer", {
      ...env,
      ...REAL_SELLER,
      SELLER_NAME: '<img src=x onerror="alert(1)">',
    } as Env);
    expect(hostile.body.html).not.toContain("<img");
    expect(hostile.body.html).toContain("&#60;img");
  });

  it("answers 404 for an unknown document", async () => {
    const { status } = await getDocument("terms");
    expect(status).toBe(404);
  });

  it("names who receives masked resume text, following the configured AI provider", () => {
    expect(aiParagraph({ ...env, AI_PROVIDER: "builtin" })).toContain("третьим лицам не передаётся");
    const workersAi = aiParagraph({ ...env, AI_PROVIDER: "workers-ai", WORKERS_AI_MODEL: "@cf/meta/llama", AI: {} });
    expect(workersAi).toContain("Cloudflare");
    expect(workersAi).toContain("трансграничной");
    const openAi = aiParagraph({
      ...env,
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: "https://llm.example.org/v1",
      OPENAI_MODEL: "m",
    });
    expect(openAi).toContain("llm.example.org");
    // An incomplete configuration falls back to the built-in engine, and so does the policy's paragraph.
    expect(aiParagraph({ ...env, AI_PROVIDER: "workers-ai", WORKERS_AI_MODEL: "" })).toContain(
      "третьим лицам не передаётся",
    );
  });
});
