/**
 * Workers AI through the `AI` binding. Chat models take `{messages}` and answer `{response}`: a string, or an
 * already-parsed object when JSON mode is on, which is turned back into text so every provider returns the same.
 */
import {
  type AiProvider,
  asProviderError,
  type ChatMessage,
  type ChatOptions,
  callSignal,
  readSseData,
  requireText,
} from "./types";

/** Workers AI's default reply limit (256 tokens) would cut an analysis in half. */
const DEFAULT_MAX_TOKENS = 4096;

interface TextGenerationInputs {
  messages: ChatMessage[];
  max_tokens: number;
  temperature: number;
  response_format?: { type: "json_object" };
  stream?: boolean;
}

/**
 * The binding's overloads are keyed by a fixed model list; the model here is configuration, so the call goes
 * through this narrow view of the same method.
 */
export interface TextGenerationBinding {
  run(model: string, inputs: TextGenerationInputs, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export function createWorkersAiProvider(binding: TextGenerationBinding, model: string): AiProvider {
  const id = `workers-ai:${model}`;
  return {
    id,
    hasModel: true,
    async chat(messages: ChatMessage[], options: ChatOptions) {
      const inputs: TextGenerationInputs = {
        messages,
        max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
        temperature: 0.2,
        ...(options.json ? { response_format: { type: "json_object" as const } } : {}),
      };
      let output: unknown;
      try {
        output = await withTimeout(binding.run(model, inputs, { signal: callSignal(options) }), options.timeoutMs);
      } catch (error) {
        throw asProviderError(error, options.timeoutMs);
      }
      return requireText(replyText(output), id);
    },
    /** `stream: true` makes the binding answer a ReadableStream of SSE: `data: {"response":"…"}` … `data: [DONE]`. */
    async chatStream(messages: ChatMessage[], options: ChatOptions, onDelta: (text: string) => void) {
      const inputs: TextGenerationInputs = {
        messages,
        max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
        temperature: 0.2,
        stream: true,
      };
      let text = "";
      try {
        const output = await withTimeout(
          binding.run(model, inputs, { signal: callSignal(options) }),
          options.timeoutMs,
        );
        if (!(output instanceof ReadableStream)) throw new Error(`${id} did not stream`);
        await withTimeout(
          readSseData(output as ReadableStream<Uint8Array>, (data) => {
            const chunk = JSON.parse(data) as { response?: unknown; choices?: { delta?: { content?: unknown } }[] };
            const piece = typeof chunk.response === "string" ? chunk.response : chunk.choices?.[0]?.delta?.content;
            if (typeof piece === "string" && piece) {
              text += piece;
              onDelta(piece);
            }
          }),
          options.timeoutMs,
        );
      } catch (error) {
        throw asProviderError(error, options.timeoutMs);
      }
      return requireText(text, id);
    },
  };
}

/**
 * Older chat models answer `{response}`; newer ones (Qwen, gpt-oss, Mistral Small 3.1) answer in the OpenAI
 * chat-completions shape `{choices: [{message: {content}}]}`. Both are read, so the model is configuration.
 */
function replyText(output: unknown): unknown {
  if (!output || typeof output !== "object") return undefined;
  if ("response" in output) {
    const response = output.response;
    return response !== null && typeof response === "object" ? JSON.stringify(response) : response;
  }
  const choices = (output as { choices?: unknown }).choices;
  const first = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } } | undefined) : undefined;
  return first?.message?.content;
}

/** The binding may ignore the signal for some models; the race makes the limit hold regardless. */
function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeout.reason);
    timeout.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        timeout.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        timeout.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
