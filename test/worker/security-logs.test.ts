/**
 * Log lines never carry personal data or secrets from a failed query: drizzle puts every bound value of a failed
 * statement (resume text, e-mails, token hashes) into the error's message and stack, which the error handler logs.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { describeError } from "../../worker/lib/log";

async function failedInsertError(email: string): Promise<unknown> {
  const db = createDb(env.DB);
  await db.insert(users).values({ id: newId(), email });
  try {
    await db.insert(users).values({ id: newId(), email, fullName: "Анна Секретова" });
  } catch (error) {
    return error;
  }
  throw new Error("the duplicate insert did not fail");
}

describe("describeError", () => {
  it("keeps the failed statement and D1's reason but none of the bound values", async () => {
    const error = await failedInsertError("anna.private@example.ru");
    expect(error instanceof Error && error.message).toContain("anna.private@example.ru");
    const logged = JSON.stringify(describeError(error));
    expect(logged).not.toContain("anna.private@example.ru");
    expect(logged).not.toContain("Секретова");
    expect(logged).toContain("insert into");
    expect(logged).toContain("params: [redacted]");
    expect(logged).toMatch(/UNIQUE constraint failed/);
    expect(logged).toContain("    at ");
  });

  it("describes ordinary errors and non-errors as before", () => {
    expect(describeError(new TypeError("boom"))).toMatchObject({ error: "boom", name: "TypeError" });
    expect(describeError("plain")).toEqual({ error: "plain" });
  });
});
