/**
 * A balance top-up through T-Bank itself (decision 272), the bank mocked at the fetch boundary in its wire format:
 * Init with a "tu_" OrderId and the site's notification URL, the signed notification credited once however often it
 * comes, a notification that does not match the order refused and not credited.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app";
import { topUps } from "../../worker/db/schema";
import { ORIGIN } from "../helpers";
import { freshEmail, signIn, TestBrowser } from "./auth-helpers";
import { balanceOf, db } from "./business-helpers";
import { initSuccess, mockTbank, TestTerminal } from "./tbank-mock";

const terminal = new TestTerminal("BusinessTopUpDEMO", "top-up-password");
const TBANK_ENV = terminal.bindings(env);

afterEach(() => vi.restoreAllMocks());

const notify = async (body: string) =>
  app.fetch(
    new Request(`${ORIGIN}/api/payment/notification/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    }),
    TBANK_ENV,
    createExecutionContext(),
  );

describe("a top-up through T-Bank", () => {
  it("is initialised with a tu_ order and credited once by the signed notification", async () => {
    const browser = new TestBrowser();
    await signIn(browser, freshEmail("tbank-topup"));
    await browser.post("/api/business/organisation/", { name: "Джоб-борд" });
    const overview = (await (await browser.fetch("/api/business/")).json()) as { organisation: { id: string } };
    const organisationId = overview.organisation.id;

    // The console's call goes through the Worker with the terminal configured (the browser's cookies carried over).
    const calls = mockTbank({ Init: (body) => initSuccess(terminal.key, "700100200300", body) });
    const started = await app.fetch(
      new Request(`${ORIGIN}/api/business/top-ups/`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: browser.cookieHeader(),
          "X-CSRFToken": browser.csrfToken() ?? "",
        },
        body: JSON.stringify({ amount_rub: 1500 }),
      }),
      TBANK_ENV,
      createExecutionContext(),
    );
    expect(started.status).toBe(201);
    const { top_up_id } = (await started.json()) as { top_up_id: string };
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      OrderId: top_up_id,
      Amount: 150_000,
      NotificationURL: `${ORIGIN}/api/payment/notification/`,
      SuccessURL: `${ORIGIN}/business?top_up=${top_up_id}`,
    });
    vi.restoreAllMocks();

    const payment = terminal.remember({ id: top_up_id, providerPaymentId: "700100200300" });
    const confirmed = await terminal.notification(payment, "CONFIRMED", { Amount: 150_000 });
    for (let i = 0; i < 3; i++) {
      const answer = await notify(confirmed);
      expect([answer.status, await answer.text()]).toEqual([200, "OK"]);
    }
    expect(await balanceOf(organisationId)).toBe(150_000);
    const row = await db.select().from(topUps).where(eq(topUps.id, top_up_id)).get();
    expect(row?.status).toBe("CONFIRMED");
    const entries = await env.DB.prepare("SELECT * FROM balance_entries WHERE top_up_id = ?").bind(top_up_id).all();
    expect(entries.results).toHaveLength(1);

    // A report whose amount does not match the order is refused (T-Bank repeats it) and credits nothing.
    const forged = await terminal.notification(payment, "CONFIRMED", { Amount: 15_000_000 });
    expect((await notify(forged)).status).toBe(400);
    expect(await balanceOf(organisationId)).toBe(150_000);
  });
});
