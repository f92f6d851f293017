/**
 * Any HTTP e-mail API speaking Resend's wire format (`POST {EMAIL_API_URL}` with
 * `Authorization: Bearer {EMAIL_API_KEY}` and a JSON body `{from, to: [..], subject, text, html}`; 2xx with `{id}`).
 * Resend itself is `https://api.resend.com/emails`; Unisender Go, SendPulse or Postmark need an adapter here.
 */
import type { EmailMessage, EmailProvider } from "./types";

export interface HttpEmailOptions {
  url: string;
  apiKey: string;
  from: string;
  /** Injected in tests; defaults to the global fetch. */
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

export class EmailSendError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = "EmailSendError";
  }
}

export function createHttpProvider(options: HttpEmailOptions): EmailProvider {
  return {
    name: "http",
    async send(message: EmailMessage) {
      const fetcher = options.fetcher ?? fetch;
      const response = await fetcher(options.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          // Resend keeps idempotency keys for 24 h: a retried waitUntil cannot send the same code twice.
          "Idempotency-Key": await idempotencyKey(message),
        },
        body: JSON.stringify({
          from: options.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        // The body may echo the recipient: the excerpt kept for the log has e-mail addresses blanked out.
        const detail = (await response.text().catch(() => ""))
          .slice(0, 200)
          .replace(/[^\s"'<>,;:]+@[^\s"'<>,;:]+/g, "[email]");
        throw new EmailSendError(`e-mail API answered ${response.status}: ${detail}`, response.status);
      }
    },
  };
}

async function idempotencyKey(message: EmailMessage): Promise<string> {
  const data = new TextEncoder().encode(`${message.to}\n${message.subject}\n${message.text}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
