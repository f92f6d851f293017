/**
 * T-Bank's request signature ("Token"), used for our requests, for verifying its notifications, and by the sandbox
 * to sign its own notifications the same way:
 *   1. take only the root-level scalar fields (nested objects and arrays such as Receipt, DATA, Shops are left out);
 *   2. add Password; 3. sort by key; 4. concatenate the values; 5. SHA-256, lowercase hex.
 * Booleans count as "true"/"false"; null/absent fields are left out (they carry no value to concatenate).
 */
import { constantTimeEqual, sha256Hex } from "../../lib/crypto";

export type TokenFields = Record<string, unknown>;

function tokenValue(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  // A number kept as its source text by parseJsonLosslessly.
  if (value instanceof JsonNumber) return value.source;
  return null;
}

/** The Token of a request or notification body; an existing `Token` field is ignored. */
export function computeToken(fields: TokenFields, password: string): Promise<string> {
  const pairs: [string, string][] = [["Password", password]];
  for (const [key, value] of Object.entries(fields)) {
    const text = key === "Token" ? null : tokenValue(value);
    if (text !== null) pairs.push([key, text]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256Hex(pairs.map(([, value]) => value).join(""));
}

/** Whether `fields.Token` is the Token of the other fields under `password` (compared in constant time). */
export async function hasValidToken(fields: TokenFields, password: string): Promise<boolean> {
  const received = fields.Token;
  if (typeof received !== "string" || received.length === 0) return false;
  return constantTimeEqual(received.toLowerCase(), await computeToken(fields, password));
}

/** A JSON number with the exact digits it was sent with (a PaymentId past 2^53 would otherwise change). */
export class JsonNumber {
  constructor(public readonly source: string) {}
  valueOf(): number {
    return Number(this.source);
  }
  toJSON(): number {
    return Number(this.source);
  }
}

/**
 * JSON.parse that keeps every number's source text (the reviver's `context.source`, available in workerd), so the
 * Token is computed over exactly the digits the bank signed. Numbers become JsonNumber; use `numberOf` to read one.
 */
export function parseJsonLosslessly(text: string): unknown {
  return JSON.parse(text, (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === "number" ? new JsonNumber(context?.source ?? String(value)) : value,
  );
}

/** A field read as a number, whether it arrived as a number, a JsonNumber or a numeric string. */
export function numberOf(value: unknown): number | null {
  const number =
    value instanceof JsonNumber
      ? value.valueOf()
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
}

/** A field read as text (ids arrive as numbers in notifications and as strings in responses). */
export function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value instanceof JsonNumber) return value.source;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** The fields worth storing: everything but Token (a signature, not data). JsonNumber serialises as a number. */
export function withoutToken(fields: TokenFields): Record<string, unknown> {
  const { Token: _token, ...rest } = fields;
  return rest;
}
