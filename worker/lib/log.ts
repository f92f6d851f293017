/** Structured logs: one JSON object per line, so Workers Logs can filter by field. */
type Fields = Record<string, unknown>;

export const log = {
  info: (event: string, fields: Fields = {}) => console.log(JSON.stringify({ level: "info", event, ...fields })),
  warn: (event: string, fields: Fields = {}) => console.warn(JSON.stringify({ level: "warn", event, ...fields })),
  error: (event: string, fields: Fields = {}) => console.error(JSON.stringify({ level: "error", event, ...fields })),
};

/**
 * An error as log fields, without personal data: drizzle's DrizzleQueryError writes every bound value into its
 * message and stack ("Failed query: …\nparams: <resume text>,<e-mail>,<token hash>…"), so the params are cut from
 * the message, the stack keeps only its frames, and the driver's own error (D1's reason) is kept as `cause`.
 */
export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Fields = {
    error: withoutQueryParams(error.message),
    name: error.name,
    stack: stackFrames(error.stack),
  };
  if (error.cause instanceof Error) fields.cause = withoutQueryParams(error.cause.message);
  return fields;
}

function withoutQueryParams(message: string): string {
  const params = message.indexOf("\nparams: ");
  return params === -1 ? message : `${message.slice(0, params)}\nparams: [redacted]`;
}

function stackFrames(stack: string | undefined): string | undefined {
  return stack
    ?.split("\n")
    .filter((line) => line.startsWith("    at "))
    .join("\n");
}
