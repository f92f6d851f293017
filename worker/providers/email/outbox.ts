/**
 * The development outbox: nothing leaves the machine. Each message is logged (so the code is visible in the
 * terminal) and kept in KV for an hour, newest first, for `GET /api/dev/outbox/?email=…` and the browser tests.
 * Never used in production (see providers/email/index.ts).
 */
import { log } from "../../lib/log";
import type { EmailMessage, EmailProvider } from "./types";

export const OUTBOX_TTL_SECONDS = 60 * 60;
const OUTBOX_LIMIT = 10;

export interface OutboxEntry extends EmailMessage {
  sent_at: string;
}

const outboxKey = (address: string) => `outbox:${address.toLowerCase()}`;

export async function readOutbox(kv: KVNamespace, address: string): Promise<OutboxEntry[]> {
  return (await kv.get<OutboxEntry[]>(outboxKey(address), "json")) ?? [];
}

export function createOutboxProvider(kv: KVNamespace): EmailProvider {
  return {
    name: "outbox",
    async send(message) {
      log.info("outbox_email", { to: message.to, subject: message.subject, text: message.text });
      const entries = [{ ...message, sent_at: new Date().toISOString() }, ...(await readOutbox(kv, message.to))];
      await kv.put(outboxKey(message.to), JSON.stringify(entries.slice(0, OUTBOX_LIMIT)), {
        expirationTtl: OUTBOX_TTL_SECONDS,
      });
    },
  };
}
