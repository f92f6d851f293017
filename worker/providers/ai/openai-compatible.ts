/**
 * Any OpenAI-compatible chat endpoint: OpenAI, the compatible APIs of YandexGPT and GigaChat, self-hosted vLLM or
 * Ollama. `POST {baseUrl}/chat/completions` with a Bearer key; the reply is `choices[0].message.content`.
 */
import {
  type AiProvider,
  AiProviderError,
  asProviderError,
  type ChatMessage,
  type ChatOptions,
  callSignal,
  readSseData,
  requireText,
} from "./types";

const DEFAULT_MAX_TOKENS = 4096;

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): AiProvider {
  const id = `openai:${config.model}`;
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  async function post(body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
    if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
    return fetch(endpoint, { method: "POST", headers, body: JSON.stringify(body), signal });
  }

  return {
    id,
    hasModel: true,
    async chat(messages: ChatMessage[], options: ChatOptions) {
      const signal = callSignal(options);
      const body: Record<string, unknown> = {
        model: config.model,
        messages,
        temperature: 0.2,
        max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
      };
      try {
        let response = await post(options.json ? { ...body, response_format: { type: "json_object" } } : body, signal);
        // Some compatible servers reject response_format with 400/422; the prompt asks for JSON anyway, so retry plain.
        if (options.json && (response.status === 400 || response.status === 422)) {
          await response.body?.cancel();
          response = await post(body, signal);
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new AiProviderError(`${id} answered HTTP ${response.status}`, response.status);
        }
        const completion = (await response.json()) as ChatCompletion;
        return requireText(completion.choices?.[0]?.message?.content, id);
      } catch (error) {
        throw asProviderError(error, options.timeoutMs);
      }
    },
    /** `stream: true`: the body is SSE, `data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`. */
    async chatStream(messages: ChatMessage[], options: ChatOptions, onDelta: (text: string) => void) {
      const signal = callSignal(options);
      let text = "";
      try {
        const response = await post(
          {
            model: config.model,
            messages,
            temperature: 0.2,
            max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
            stream: true,
          },
          signal,
        );
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new AiProviderError(`${id} answered HTTP ${response.status}`, response.status);
        }
        await readSseData(response.body, (data) => {
          const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
          const piece = chunk.choices?.[0]?.delta?.content;
          if (typeof piece === "string" && piece) {
            text += piece;
            onDelta(piece);
          }
        });
      } catch (error) {
        throw asProviderError(error, options.timeoutMs);
      }
      return requireText(text, id);
    },
  };
}
