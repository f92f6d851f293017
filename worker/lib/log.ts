/** Structured logs: one JSON object per line, so Workers Logs can filter by field. */
type Fields = Record<string, unknown>;

export const log = {
  info: (event: string, fields: Fields = {}) => console.log(JSON.stringify({ level: "info", event, ...fields })),
  warn: (event: string, fields: Fields = {}) => console.warn(JSON.stringify({ level: "warn", event, ...fields })),
  error: (event: string, fields: Fields = {}) => console.error(JSON.stringify({ level: "error", event, ...fields })),
};

export function describeError(error: unknown): Fields {
  return error instanceof Error ? { error: error.message, name: error.name, stack: error.stack } : { error: String(error) };
}
