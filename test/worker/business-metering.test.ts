/**
 * Metering (decision 272) through the real Worker in workerd: each analysis charged the organisation's price exactly
 * once however many retries race (one D1 batch), 402 when the balance is short (and nothing stored), free test
 * keys, the statement, top-ups through the sandbox bank credited once, and the same refusals as the site's upload.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { READING_VERSION } from "../../shared/schemas/reading";
import { UPLOAD_MESSAGES } from "../../shared/upload-rules";
import { extractDocument } from "../../worker/extraction";
import { newId } from "../../worker/lib/ids";
import { recordChargedAnalysis } from "../../worker/services/business/metering";
import { countObjects } from "../helpers";
import { freshEmail, signIn, TestBrowser } from "./auth-helpers";
import {
  balanceOf,
  countRowsOf,
  postText,
  RESUME_TEXT,
  seedKey,
  seedOrganisation,
  v1,
  waitForStatus,
} from "./business-helpers";

interface AnalysisBody {
  id: string;
  status: string;
  price_rub: number;
  mode: string;
}

describe("charging an analysis", () => {
  it("charges the organisation's price once for concurrent retries with one Idempotency-Key", async () => {
    const { organisation } = await seedOrganisation(5_000, 1_000);
    const key = await seedKey(organisation.id, "live");
    const objectsBefore = await countObjects();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postText(key, RESUME_TEXT, { "Idempotency-Key": "order-42" })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as AnalysisBody).id)));
    expect(ids.size).toBe(1);
    expect(await balanceOf(organisation.id)).toBe(4_000);
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 1, resumes: 1, charges: 1 });
    // The losers' files were removed: one object for one analysis.
    expect((await countObjects()) - objectsBefore).toBe(1);
    // A later retry replays it too, and says so.
    const later = await postText(key, RESUME_TEXT, { "Idempotency-Key": "order-42" });
    expect(later.status).toBe(200);
    expect(later.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balanceOf(organisation.id)).toBe(4_000);
  });

  it("decides in the D1 batch itself: of concurrent batches with one Idempotency-Key exactly one records and charges", async () => {
    const { organisation } = await seedOrganisation(10_000);
    const key = await seedKey(organisation.id, "live");
    const keyId = (await env.DB.prepare("SELECT id FROM api_keys WHERE organisation_id = ?")
      .bind(organisation.id)
      .first<{ id: string }>())!.id;
    const extracted = await extractDocument(new TextEncoder().encode(RESUME_TEXT), {
      filename: "cv.txt",
      contentType: "text/plain",
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        recordChargedAnalysis(env.DB, {
          organisationId: organisation.id,
          keyId,
          mode: "live",
          idempotencyKey: "same-order",
          requestHash: "h",
          priceKopecks: 1_000,
          filename: "cv.txt",
          fileKey: `resumes/${newId(32)}`,
          fileSize: 10,
          extracted,
        }).catch(() => null),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(organisation.id)).toBe(9_000);
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 1, resumes: 1, charges: 1 });
    void key;
  });

  it("never spends the same money twice: parallel analyses beyond the balance get 402", async () => {
    const { organisation } = await seedOrganisation(3_000);
    const key = await seedKey(organisation.id, "live");
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => postText(key, `${RESUME_TEXT}\n${i}`)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(3); // 3 × 10 ₽ (B2B_PRICE_RUB)
    expect(statuses.filter((s) => s === 402)).toHaveLength(3);
    expect(await balanceOf(organisation.id)).toBe(0);
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 3, resumes: 3, charges: 3 });
  });

  it("answers 402 as a problem when the balance is short, storing nothing", async () => {
    const { organisation } = await seedOrganisation(999);
    const key = await seedKey(organisation.id, "live");
    const objectsBefore = await countObjects();
    const response = await postText(key, RESUME_TEXT, { "Accept-Language": "en" });
    expect(response.status).toBe(402);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    const body = (await response.json()) as { code: string; detail: string; status: number };
    expect(body).toMatchObject({ code: "insufficient_balance", status: 402 });
    expect(body.detail).toMatch(/balance is too low/);
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 0, resumes: 0, charges: 0 });
    expect(await countObjects()).toBe(objectsBefore);
    expect(await balanceOf(organisation.id)).toBe(999);
  });

  it("runs test keys for free on the built-in engine, and returns the reading and the report", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const response = await postText(key);
    expect(response.status).toBe(202);
    const created = (await response.json()) as AnalysisBody;
    expect(created).toMatchObject({ mode: "test", price_rub: 0 });
    expect(response.headers.get("Location")).toBe(`/api/v1/analyses/${created.id}`);
    const done = (await waitForStatus(key, created.id)) as unknown as {
      reading: { version: number; keySkills: { name: string }[] };
      report: { language: string; produced_by: string; overall_score: number };
    };
    expect(done.reading.version).toBe(READING_VERSION);
    expect(done.reading.keySkills.map((s) => s.name).join(" ")).toMatch(/Python/);
    expect(done.report).toMatchObject({ language: "ru", produced_by: "builtin" });
    expect(done.report.overall_score).toBeGreaterThan(0);
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 1, resumes: 1, charges: 0 });
  });

  it("refuses a reused Idempotency-Key with another document (422)", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    expect((await postText(key, RESUME_TEXT, { "Idempotency-Key": "k1" })).status).toBe(202);
    const other = await postText(key, `${RESUME_TEXT}\nещё строка`, { "Idempotency-Key": "k1" });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe("idempotency_key_reused");
  });

  it("refuses documents with the site's upload rules and messages, in Russian and English", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const form = new FormData();
    form.append(
      "file",
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], "photo.png", { type: "image/png" }),
    );
    const refused = await v1("/analyses", key, { method: "POST", body: form });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { detail: string }).detail).toBe(UPLOAD_MESSAGES.unsupportedFormat);

    const big = new FormData();
    big.append("file", new File([new Uint8Array(10_485_761)], "cv.pdf", { type: "application/pdf" }));
    const tooLarge = await v1("/analyses?lang=en", key, { method: "POST", body: big });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { detail: string }).detail).toBe(
      "The file is too large. The maximum size is 10 MB.",
    );

    const empty = await postText(key, "   \n  ");
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { detail: string }).detail).toBe(UPLOAD_MESSAGES.emptyDocument);

    const nothing = await v1("/analyses", key, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(nothing.status).toBe(415);
    expect(((await nothing.json()) as { code: string }).code).toBe("unsupported_media_type");
    const noFile = new FormData();
    noFile.append("document", "text");
    const missing = await v1("/analyses", key, { method: "POST", body: noFile });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe("missing_document");
    expect(await countRowsOf(organisation.id)).toEqual({ analyses: 0, resumes: 0, charges: 0 });
  });

  it("lists analyses newest first, page by page with the cursor", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(((await (await postText(key, `${RESUME_TEXT}\n${i}`)).json()) as AnalysisBody).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const page = (await (await v1(`/analyses${query}`, key)).json()) as {
        data: { id: string }[];
        next_cursor: string | null;
      };
      seen.push(...page.data.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("accepts a multipart file like the site's upload", async () => {
    const { organisation } = await seedOrganisation(0);
    const key = await seedKey(organisation.id, "test");
    const form = new FormData();
    form.append("file", new File([RESUME_TEXT], "Резюме.txt", { type: "text/plain" }));
    const response = await v1("/analyses", key, { method: "POST", body: form });
    expect(response.status).toBe(202);
    expect(((await response.json()) as { document: { filename: string } }).document.filename).toBe("Резюме.txt");
  });
});

describe("the statement and top-ups", () => {
  it("credits a sandbox top-up once, however often the bank reports it, and lists charges with cursors", async () => {
    const browser = new TestBrowser();
    await signIn(browser, freshEmail("topup"));
    await browser.post("/api/business/organisation/", { name: "Джоб-борд" });
    const started = await browser.post("/api/business/top-ups/", { amount_rub: 100 });
    expect(started.status).toBe(201);
    const { payment_url, top_up_id } = (await started.json()) as { payment_url: string; top_up_id: string };
    expect(top_up_id).toMatch(/^tu_/);

    // The sandbox bank's own page and form, as a payer's browser would use them.
    const page = await (await browser.fetch(new URL(payment_url).pathname)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
    const paymentId = /name="payment_id" value="([^"]+)"/.exec(page)?.[1];
    expect(token && paymentId).toBeTruthy();
    const form = new URLSearchParams({ payment_id: paymentId!, token: token!, action: "pay" });
    const paid = await browser.fetch("/api/payment/sandbox/complete/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toContain(`/business?top_up=${top_up_id}`);
    // The owner's return asks again (GetState): nothing more is credited.
    await browser.post(`/api/business/top-ups/${top_up_id}/check/`);
    const overview = (await (await browser.fetch("/api/business/")).json()) as {
      organisation: { id: string; balance_rub: number };
      statement: { kind: string; amount_rub: number }[];
    };
    expect(overview.organisation.balance_rub).toBe(100);
    expect(overview.statement).toEqual([expect.objectContaining({ kind: "top_up", amount_rub: 100 })]);

    const key = await seedKey(overview.organisation.id, "live");
    for (let i = 0; i < 3; i++) expect((await postText(key, `${RESUME_TEXT}\n${i}`)).status).toBe(202);
    const first = (await (await v1("/statement?limit=2", key)).json()) as {
      data: { kind: string; balance_after_rub: number }[];
      next_cursor: string | null;
    };
    expect(first.data.map((e) => e.kind)).toEqual(["charge", "charge"]);
    expect(first.data[0]!.balance_after_rub).toBe(70);
    const second = (await (await v1(`/statement?limit=2&cursor=${first.next_cursor}`, key)).json()) as typeof first;
    expect(second.data.map((e) => e.kind)).toEqual(["charge", "top_up"]);
    expect(second.next_cursor).toBeNull();
    const usage = (await (await v1("/usage", key)).json()) as { balance_rub: number; analyses: { live: number } };
    expect(usage).toMatchObject({ balance_rub: 70, analyses: { live: 3, test: 0 }, charged_rub: 30 });
    void env;
  });
});
