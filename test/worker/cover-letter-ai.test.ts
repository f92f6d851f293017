/**
 * The cover letter through a model, mocked at the boundary in each provider's wire format (an OpenAI-compatible
 * endpoint at `fetch`, Workers AI at `env.AI.run`): personal data masked in the request, the style, vacancy and
 * research instruction sent, the name restored, invented sentences removed, and every failure — time-out, HTTP
 * error, an answer that is mostly invention, a non-letter — replaced by the built-in letter.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coverLetterRequestSchema } from "../../shared/schemas/cover-letter";
import { writeCoverLetter } from "../../worker/cover-letter";
import { createOpenAiCompatibleProvider } from "../../worker/providers/ai/openai-compatible";
import { createWorkersAiProvider, type TextGenerationBinding } from "../../worker/providers/ai/workers-ai";
import { PERSONAL, RESUME_TEXT } from "./analysis-fixtures";
import { type ChatReply, chatCompletion, LLM_TEST_BASE_URL, mockChatEndpoint, type SentChat } from "./openai-mock";

const BASE_URL = LLM_TEST_BASE_URL;
const REQUEST = coverLetterRequestSchema.parse({
  company_name: "Т-Банк",
  position_name: "Senior Python-разработчик",
  personal_style: "formal",
  vacancy_description: "Ищем senior Python-разработчика: Kafka, Kubernetes, PostgreSQL, высокие нагрузки.",
  auto_research: true,
});

/** A letter a model could write for RESUME_TEXT: every fact is in the resume; the name is the placeholder. */
const MODEL_LETTER = `Здравствуйте!

Меня заинтересовала позиция «Senior Python-разработчик» в Т-Банке. Больше пяти лет я проектирую API и сервисы обработки платежей на Python, Django и FastAPI.

В компании «ФинТех Решения» я перевела монолит на 6 микросервисов на FastAPI, и время ответа API сократилось на 40%. Там же я руководила командой из 4 разработчиков и внедрила CI/CD в GitLab, так что релизы стали выходить еженедельно.

До этого в «Банк Развития» я разработала сервис сверки платежей на Django и PostgreSQL, который обрабатывает 2 млн операций в день, и покрыла код тестами pytest до 85%.

В описании вакансии упоминаются Kafka и Kubernetes: с ними я работаю, они указаны в моём резюме. Предлагаю обсудить, чем мой опыт пригодится вашей команде, в удобное для вас время.

С уважением,
[NAME_1]`;

const INVENTED = "Ещё я 3 года руководила отделом из 12 человек в Яндексе.";

type SentBody = SentChat["body"];

let requests: SentChat[];
/** The bodies the provider sent, in order. */
const sentBodies = (): SentBody[] => requests.map((request) => request.body);

const mockEndpoint = (...replies: ChatReply[]) => mockChatEndpoint(replies, requests);

const openai = (timeoutMs = 5000) => ({
  provider: createOpenAiCompatibleProvider({ baseUrl: BASE_URL, model: "gpt-test", apiKey: "sk-test" }),
  timeoutMs,
});

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

function expectMasked(body: SentBody) {
  const text = JSON.stringify(body);
  for (const secret of [
    PERSONAL.name,
    PERSONAL.surname,
    PERSONAL.email,
    PERSONAL.phone,
    PERSONAL.birthDate,
    "Профсоюзная",
    PERSONAL.telegram,
    PERSONAL.linkedin,
  ]) {
    expect(text).not.toContain(secret);
  }
  const user = body.messages.find((m) => m.role === "user")!.content;
  expect(user).toContain("[NAME_1]");
  expect(user.match(/<\/resume>/gu)).toHaveLength(1);
  expect(user).toContain("Компания: Т-Банк");
  expect(user).toContain("Должность: Senior Python-разработчик");
  expect(user).toContain("Стиль: официальный");
  expect(user).toContain("Описание вакансии: Ищем senior Python-разработчика");
  expect(user).toContain("assumptions");
  expect(user).toContain("Навыки из вакансии, которые есть в резюме: ");
  const system = body.messages.find((m) => m.role === "system")!.content;
  expect(system).toContain("ни одного числа, работодателя");
}

describe("cover letter with an OpenAI-compatible model", () => {
  it("uses the model's letter: masked request, name restored, assumptions passed on", async () => {
    mockEndpoint(() =>
      chatCompletion(
        JSON.stringify({ letter: MODEL_LETTER, assumptions: ["Т-Банк развивает собственную платёжную платформу"] }),
      ),
    );
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, openai());
    expect(letter.author).toBe("model");
    expect(letter.provider).toBe("openai:gpt-test");
    expect(letter.content).toBe(MODEL_LETTER.replace("[NAME_1]", PERSONAL.name));
    expect(letter.assumptions).toEqual(["Т-Банк развивает собственную платёжную платформу"]);
    expect(sentBodies()).toHaveLength(1);
    expect(sentBodies()[0]!.response_format).toEqual({ type: "json_object" });
    expectMasked(sentBodies()[0]!);
  });

  it("removes a sentence with an invented employer and numbers, keeps the rest", async () => {
    const withInvention = MODEL_LETTER.replace("Предлагаю обсудить", `${INVENTED} Предлагаю обсудить`);
    mockEndpoint(() => chatCompletion(JSON.stringify({ letter: withInvention, assumptions: [] })));
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, openai());
    expect(letter.author).toBe("model");
    expect(letter.content).not.toContain("Яндекс");
    expect(letter.content).not.toContain("12 человек");
    expect(letter.content).toContain("6 микросервисов");
  });

  it("falls back to the built-in letter when most of the model's letter is invented", async () => {
    const invented = `Здравствуйте!\n\n${Array.from({ length: 8 }, (_, i) => `В Google я ${i + 10} лет руководила проектом номер ${i + 100} в Лондоне.`).join(" ")}\n\nС уважением,\n[NAME_1]`;
    mockEndpoint(() => chatCompletion(JSON.stringify({ letter: invented, assumptions: [] })));
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, openai());
    expect(letter.author).toBe("builtin");
    expect(letter.provider).toBe("builtin");
    expect(letter.content).not.toContain("Google");
    expect(letter.content).toContain("«Т-Банк»");
  });

  it("accepts a prose reply (no JSON) when it passes the check", async () => {
    mockEndpoint(() => chatCompletion(MODEL_LETTER));
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, openai());
    expect(letter.author).toBe("model");
    expect(letter.content).toContain(PERSONAL.name);
  });

  it("falls back on a JSON reply without a letter, on HTTP 500 and on a time-out", async () => {
    mockEndpoint(() => chatCompletion(JSON.stringify({ text: 42 })));
    expect((await writeCoverLetter(RESUME_TEXT, REQUEST, openai())).author).toBe("builtin");
    vi.restoreAllMocks();
    mockEndpoint(() => new Response("upstream down", { status: 500 }));
    expect((await writeCoverLetter(RESUME_TEXT, REQUEST, openai())).author).toBe("builtin");
    vi.restoreAllMocks();
    // Never answers on its own: only the provider's time-out signal ends the call, as a real hung server would.
    mockEndpoint(
      (signal) => new Promise<Response>((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
    );
    const started = Date.now();
    const late = await writeCoverLetter(RESUME_TEXT, REQUEST, openai(150));
    expect(late.author).toBe("builtin");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("without auto research tells the model not to add company facts", async () => {
    mockEndpoint(() => chatCompletion(JSON.stringify({ letter: MODEL_LETTER, assumptions: [] })));
    await writeCoverLetter(RESUME_TEXT, { ...REQUEST, auto_research: false }, openai());
    expect(sentBodies()[0]!.messages[1]!.content).toContain("Не добавляй сведений о компании");
  });
});

describe("cover letter with Workers AI", () => {
  it("reads the binding's {response} object (JSON mode) and restores the name", async () => {
    const calls: { model: string; inputs: { messages: { role: string; content: string }[] } }[] = [];
    const binding: TextGenerationBinding = {
      run(model, inputs) {
        calls.push({ model, inputs });
        return Promise.resolve({ response: { letter: MODEL_LETTER, assumptions: [] } });
      },
    };
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, {
      provider: createWorkersAiProvider(binding, "@cf/meta/llama-test"),
      timeoutMs: 5000,
    });
    expect(letter.author).toBe("model");
    expect(letter.provider).toBe("workers-ai:@cf/meta/llama-test");
    expect(letter.content.endsWith(PERSONAL.name)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0]!.inputs)).not.toContain(PERSONAL.email);
  });

  it("falls back when the binding throws", async () => {
    const binding: TextGenerationBinding = { run: () => Promise.reject(new Error("InferenceUpstreamError")) };
    const letter = await writeCoverLetter(RESUME_TEXT, REQUEST, {
      provider: createWorkersAiProvider(binding, "@cf/meta/llama-test"),
      timeoutMs: 5000,
    });
    expect(letter.author).toBe("builtin");
  });
});
