/**
 * The reworked resume's optional model polish (decision 280) against an OpenAI-compatible endpoint mocked at the
 * fetch boundary: the model sees only duties and the summary, its wording is kept when every fact survives, and the
 * built-in version stands when it adds a fact, breaks the shape, fails or is not configured.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { builtinProvider } from "../../worker/providers/ai/builtin";
import { createOpenAiCompatibleProvider } from "../../worker/providers/ai/openai-compatible";
import { buildRework } from "../../worker/rework/build";
import { polishRework } from "../../worker/rework/polish";
import { readForRework } from "../../worker/rework/source";
import { RU_SALES_MANAGER } from "../engine/fixtures/ru-sales-manager";
import { chatCompletion, LLM_TEST_BASE_URL, mockChatEndpoint, type SentChat } from "./openai-mock";

const NOW = new Date("2026-11-15T00:00:00Z");
const source = readForRework({ text: RU_SALES_MANAGER }, NOW);
const builtin = buildRework(source);
const model = () => ({
  provider: createOpenAiCompatibleProvider({ baseUrl: LLM_TEST_BASE_URL, model: "gpt-test", apiKey: "sk-test" }),
  timeoutMs: 2000,
});

let sent: SentChat[];
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The model's answer: every duty with a prefix that adds no fact, or as `edit` rewrites it. */
function answer(edit: (line: string, job: number) => string = (line) => `— ${line}`) {
  return JSON.stringify({
    summary: builtin.summary,
    jobs: builtin.experience.map((job, index) => job.bullets.map((line) => edit(line, index))),
  });
}

describe("polishing the reworked resume with a model", () => {
  it("keeps the model's wording when every fact survives, and shows it in the comparison", async () => {
    mockChatEndpoint([() => chatCompletion(answer((line) => line.replace(/^\p{Lu}/u, (c) => c.toLowerCase())))], sent);
    const { rework, author } = await polishRework(builtin, source, model());
    expect(author).toBe("model");
    expect(rework.experience[0]!.bullets[0]).toBe(
      builtin.experience[0]!.bullets[0]!.replace(/^\p{Lu}/u, (c) => c.toLowerCase()),
    );
    expect(rework.comparison.flatMap((s) => s.after)).toContain(rework.experience[0]!.bullets[0]);
    // Nothing personal leaves: no name, e-mail or phone in what the model was sent.
    const prompt = JSON.stringify(sent[0]!.body.messages);
    for (const personal of [builtin.name!, builtin.contacts.email!, ...builtin.contacts.phones])
      expect(prompt).not.toContain(personal);
  });

  it("refuses a version with a number the resume does not have", async () => {
    mockChatEndpoint(
      [() => chatCompletion(answer((line, job) => (job === 0 ? `${line} Рост продаж на 300 %.` : line)))],
      sent,
    );
    const { rework, author } = await polishRework(builtin, source, model());
    expect(author).toBe("builtin");
    expect(rework).toEqual(builtin);
  });

  it("refuses a reply of another shape or no JSON at all, and survives a failing endpoint", async () => {
    mockChatEndpoint(
      [
        () => chatCompletion(JSON.stringify({ summary: "x", jobs: [["одна строка"]] })),
        () => chatCompletion("Вот улучшенная версия!"),
        () => new Response("overloaded", { status: 503 }),
      ],
      sent,
    );
    for (let i = 0; i < 3; i++) expect((await polishRework(builtin, source, model())).author).toBe("builtin");
  });

  it("is not asked for without a model", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    expect(await polishRework(builtin, source, { provider: builtinProvider, timeoutMs: 1000 })).toEqual({
      rework: builtin,
      author: "builtin",
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
