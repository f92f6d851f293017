/**
 * The one interface every language-model provider implements. Analysis, cover letters and the advisor chat all
 * speak to a model through `chat()`, so switching providers is configuration, not code.
 */

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatOptions {
  /** Ask the provider for a JSON object (JSON mode) where it supports one; callers still validate the reply. */
  json?: boolean;
  /** Hard limit for this one call; past it the call rejects with AiTimeoutError. */
  timeoutMs: number;
  /** Upper bound for the reply length. */
  maxTokens?: number;
  /** The caller gave up (the person stopped the advisor's reply): the call is cancelled and rejects. */
  signal?: AbortSignal;
}

/** The signal a provider passes to its request: the time limit, and the caller's own signal when it gave one. */
export function callSignal(options: ChatOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  return options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
}

export interface AiProvider {
  /** Stored with each result: "builtin", "workers-ai:<model>", "openai:<model>". */
  readonly id: string;
  /** False for the built-in engine: it has no language model, callers use their rule-based path instead. */
  readonly hasModel: boolean;
  /** The assistant's reply text. Rejects with AiTimeoutError or AiProviderError; never returns an empty string. */
  chat(messages: ChatMessage[], options: ChatOptions): Promise<string>;
  /**
   * The same reply streamed: `onDelta` gets each piece as the model writes it; resolves with the whole text. The
   * time limit covers the whole stream. Providers without streaming leave it out.
   */
  chatStream?(messages: ChatMessage[], options: ChatOptions, onDelta: (text: string) => void): Promise<string>;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when there was one. */
    public readonly status?: number,
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

export class AiTimeoutError extends AiProviderError {
  constructor(timeoutMs: number) {
    super(`model call exceeded ${timeoutMs} ms`);
    this.name = "AiTimeoutError";
  }
}

/** AbortSignal.timeout rejects with a DOMException named TimeoutError; turn it (and plain aborts) into our error. */
export function asProviderError(error: unknown, timeoutMs: number): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return new AiTimeoutError(timeoutMs);
  return new AiProviderError(error instanceof Error ? error.message : String(error));
}

export function requireText(text: unknown, providerId: string): string {
  if (typeof text !== "string" || text.trim() === "")
    throw new AiProviderError(`${providerId} returned an empty reply`);
  return text;
}

/**
 * Reads a Server-Sent Events body and calls `onData` with each event's data (the `[DONE]` sentinel ends it). Both
 * OpenAI-compatible servers and the Workers AI binding stream `data: {json}` lines.
 */
export async function readSseData(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    const events = buffer.split(/\r?\n\r?\n/u);
    buffer = done ? "" : (events.pop() ?? "");
    for (const event of events) {
      const data = event
        .split(/\r?\n/u)
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /u, ""))
        .join("\n");
      if (data === "[DONE]") {
        await reader.cancel();
        return;
      }
      if (data) onData(data);
    }
    if (done) return;
  }
}
