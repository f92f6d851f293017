/**
 * An OpenAI-compatible chat endpoint at the fetch boundary, in its wire format (`POST {base}/chat/completions`
 * answered with a `chat.completion` object), for the tests of the model paths: analysis, cover letter. Each call is
 * answered by the next reply in order; any other request, or one call too many, fails the test.
 */
import { vi } from "vitest";

export const LLM_TEST_BASE_URL = "https://llm.example.test/v1";
export const LLM_TEST_ENDPOINT = `${LLM_TEST_BASE_URL}/chat/completions`;

/** What the provider sent, as the endpoint received it. */
export interface SentChat {
  url: string;
  headers: Headers;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    max_tokens?: number;
  };
}

export type ChatReply = (signal: AbortSignal | undefined) => Response | Promise<Response>;

/** A non-streamed chat completion whose single choice says `content`. */
export function chatCompletion(content: string): Response {
  return Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_790_000_000,
    model: "gpt-test",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1500, completion_tokens: 600, total_tokens: 2100 },
  });
}

/**
 * Answers the endpoint with `replies` in order, recording every request in `sent`. A request elsewhere or beyond
 * the replies is recorded in `unexpected` (when given) and rejected, so the provider sees a network failure.
 */
export function mockChatEndpoint(replies: ChatReply[], sent: SentChat[], unexpected: string[] = []): void {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== LLM_TEST_ENDPOINT || request.method !== "POST") {
      unexpected.push(`${request.method} ${request.url}`);
      throw new Error(`unexpected request ${request.url}`);
    }
    sent.push({ url: request.url, headers: request.headers, body: (await request.json()) as SentChat["body"] });
    const reply = replies.shift();
    if (!reply) {
      unexpected.push("more model calls than expected");
      throw new Error("unexpected extra model call");
    }
    return reply(init?.signal ?? undefined);
  });
}
