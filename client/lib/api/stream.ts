/**
 * A POST whose answer may stream as Server-Sent Events (the advisor's reply as the model writes it). The request
 * says `Accept: text/event-stream, application/json`; an SSE answer is read event by event and handed to `onEvent`,
 * a JSON answer settles like `api()` does (the server answers JSON when there is nothing to stream or on an error).
 * Resolves with the JSON body, or undefined after a stream ended.
 */
import { ensureCsrfToken } from "./csrf";
import { ApiError, type CallTexts, CLIENT_CODES, errorMessageOf } from "./http";

export interface StreamEvent {
  event: string;
  data: string;
}

export interface StreamOptions extends CallTexts {
  json: unknown;
  signal?: AbortSignal;
  onEvent: (event: StreamEvent) => void;
}

function parseEvent(block: string): StreamEvent | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/u)) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /u, ""));
  }
  return data.length ? { event, data: data.join("\n") } : null;
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const blocks = buffer.split(/\r?\n\r?\n/u);
    buffer = done ? "" : (blocks.pop() ?? "");
    for (const block of blocks) {
      const event = parseEvent(block);
      if (event) onEvent(event);
    }
    if (done) return;
  }
}

export async function apiStream<T>(path: string, options: StreamOptions): Promise<T | undefined> {
  const fallback = typeof options.fallback === "string" ? options.fallback : "Ошибка сервера";
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: {
        Accept: "text/event-stream, application/json",
        "Content-Type": "application/json",
        "X-CSRFToken": await ensureCsrfToken(),
      },
      credentials: "same-origin",
      body: JSON.stringify(options.json),
      signal: options.signal,
    });
    if ((response.headers.get("Content-Type") ?? "").includes("text/event-stream") && response.ok && response.body) {
      await readEvents(response.body, options.onEvent);
      return undefined;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(options.badResponse ?? fallback, response.status, CLIENT_CODES.badResponse);
    }
    if (!response.ok) throw new ApiError(errorMessageOf(body) ?? fallback, response.status, null, body);
    return body as T;
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (error instanceof ApiError) throw error;
    throw new ApiError(options.network ?? fallback, 0, CLIENT_CODES.network);
  }
}
