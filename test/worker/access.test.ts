/**
 * Who may see and change what: every user-owned read and write refuses another signed-in user and an anonymous
 * visitor (history, profile read/edit/delete, resume read, analysis, payment init/check), and account deletion
 * removes the user's rows and R2 objects while leaving everyone else's intact.
 */
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  analyses,
  conversations,
  coverLetters,
  deviceTokens,
  loginCodes,
  messages,
  paymentEvents,
  payments,
  ratings,
  resumes,
  sessions,
  users,
} from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { seedResume } from "../helpers";
import { db, freshEmail, signIn, TestBrowser } from "./auth-helpers";

interface Account {
  browser: TestBrowser;
  userId: string;
  email: string;
}

async function account(label: string): Promise<Account> {
  const browser = new TestBrowser();
  const email = freshEmail(label);
  return { browser, email, userId: await signIn(browser, email) };
}

/** A resume with a file in R2, an analysis, a rating, a cover letter and a payment with one event. */
async function seedOwnedResume(
  userId: string,
  { score = 75, stars = 4 as number | null, createdAt = new Date() } = {},
) {
  const resume = await seedResume({ userId, visitorId: null, isPaid: true, analysisStatus: "done", createdAt });
  await env.FILES.put(resume.fileKey, "file bytes");
  const paymentId = newId();
  await db().batch([
    db()
      .insert(analyses)
      .values({
        id: newId(),
        resumeId: resume.id,
        result: JSON.stringify({ overall_score: score / 10 }),
        provider: "builtin",
        overallScore: score,
      }),
    db()
      .insert(coverLetters)
      .values({ id: newId(), resumeId: resume.id, companyName: "Яндекс", positionName: "Аналитик", content: "…" }),
    db()
      .insert(payments)
      .values({
        id: paymentId,
        resumeId: resume.id,
        provider: "sandbox",
        providerPaymentId: String(Date.now() + Math.random()).replace(".", ""),
        status: "CONFIRMED",
        amountKopecks: 8900,
        updatedAt: new Date(),
      }),
    db().insert(paymentEvents).values({ paymentId, status: "CONFIRMED", source: "sandbox" }),
  ]);
  if (stars !== null) await db().insert(ratings).values({ id: newId(), resumeId: resume.id, stars });
  return { resume, paymentId };
}

async function seedConversation(userId: string, resumeId: string) {
  const conversationId = newId();
  await db()
    .insert(conversations)
    .values({ id: conversationId, userId, resumeId, title: "Разбор резюме", updatedAt: new Date() });
  await db().insert(messages).values({ id: newId(), conversationId, role: "user", content: "Привет" });
  return conversationId;
}

let alice: Account;
let bob: Account;
let anonymous: TestBrowser;
let alicesResume: Awaited<ReturnType<typeof seedOwnedResume>>;
let alicesOlderResume: Awaited<ReturnType<typeof seedOwnedResume>>;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  alice = await account("alice");
  bob = await account("bob");
  anonymous = new TestBrowser();
  alicesOlderResume = await seedOwnedResume(alice.userId, {
    score: 48,
    stars: null,
    createdAt: new Date(Date.now() - 60_000),
  });
  alicesResume = await seedOwnedResume(alice.userId, { score: 75, stars: 4 });
  vi.restoreAllMocks();
});

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const UNAUTHORIZED = { error: "Пользователь не авторизован", code: "unauthorized" };

describe("the caller's own resumes GET /api/resumes/mine/ (decision 250)", () => {
  it("lists a signed-in user's resumes and nobody else's", async () => {
    const response = await alice.browser.fetch("/api/resumes/mine/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const items = (await response.json()) as { id: string }[];
    expect(items.map((item) => item.id)).toEqual([alicesResume.resume.id, alicesOlderResume.resume.id]);
    const bobs = (await (await bob.browser.fetch("/api/resumes/mine/")).json()) as unknown[];
    expect(bobs).toEqual([]);
  });

  it("lists an anonymous visitor's uploads by the visitor cookie, with their state, and nothing without one", async () => {
    const visitorId = newId();
    const unpaid = await seedResume({ visitorId, filename: "Новое резюме.docx", createdAt: new Date() });
    const paid = await seedResume({
      visitorId,
      isPaid: true,
      analysisStatus: "done",
      createdAt: new Date(Date.now() - 1000),
    });
    // Someone else's anonymous upload.
    await seedResume({ visitorId: newId() });
    const visitor = new TestBrowser();
    visitor.cookies.set("rework_visitor", visitorId);
    const items = await (await visitor.fetch("/api/resumes/mine/")).json();
    expect(items).toEqual([
      {
        id: unpaid.id,
        filename: "Новое резюме.docx",
        created_at: expect.any(String),
        is_paid: false,
        analysis_status: "none",
        overall_score: null,
        rating_stars: null,
        has_rework: false,
      },
      expect.objectContaining({ id: paid.id, is_paid: true, analysis_status: "done" }),
    ]);
    expect(await (await anonymous.fetch("/api/resumes/mine/")).json()).toEqual([]);
  });
});

describe("resume history GET /api/resumes/user/:userId/", () => {
  it("lists the user's own resumes, newest first, with the score out of 10 and the stars", async () => {
    const response = await alice.browser.fetch(`/api/resumes/user/${alice.userId}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: alicesResume.resume.id,
        filename: "resume.txt",
        created_at: expect.any(String),
        is_paid: true,
        analysis_status: "done",
        overall_score: 7.5,
        rating_stars: 4,
        has_rework: false,
      },
      {
        id: alicesOlderResume.resume.id,
        filename: "resume.txt",
        created_at: expect.any(String),
        is_paid: true,
        analysis_status: "done",
        overall_score: 4.8,
        rating_stars: null,
        has_rework: false,
      },
    ]);
  });

  it("refuses another user (403) and an anonymous visitor (401)", async () => {
    const foreign = await bob.browser.fetch(`/api/resumes/user/${alice.userId}/`);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "forbidden" });
    const anon = await anonymous.fetch(`/api/resumes/user/${alice.userId}/`);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual(UNAUTHORIZED);
  });
});

describe("profile POST /api/user/create/", () => {
  it("answers the session's own profile, whatever e-mail the body names", async () => {
    const response = await bob.browser.post("/api/user/create/", { email: alice.email });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: bob.userId, email: bob.email });
  });

  it("refuses an anonymous visitor with the spec's message", async () => {
    const response = await anonymous.post("/api/user/create/", { email: alice.email });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });
});

describe("profile edit PATCH /api/user/profile/", () => {
  it("saves trimmed fields, clears blank ones and leaves absent ones alone", async () => {
    const first = await bob.browser.fetch("/api/user/profile/", {
      method: "PATCH",
      json: {
        full_name: "  Боб Иванов ",
        gender: "male",
        city: "Казань",
        age: 30,
        phone: "+7 (900) 123-45-67",
        work_experience: "5 лет",
        education: "КФУ",
      },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      full_name: "Боб Иванов",
      gender: "male",
      city: "Казань",
      age: 30,
      phone: "+7 (900) 123-45-67",
    });
    const second = await bob.browser.fetch("/api/user/profile/", {
      method: "PATCH",
      json: { city: "  ", gender: null },
    });
    expect(await second.json()).toMatchObject({ full_name: "Боб Иванов", gender: null, city: null, age: 30 });
    // Alice is untouched.
    expect(await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, alice.userId)).get()).toEqual(
      { fullName: null },
    );
  });

  it("validates age, gender, phone, lengths and unknown fields", async () => {
    for (const json of [
      { age: 13 },
      { age: 101 },
      { age: 30.5 },
      { gender: "robot" },
      { phone: "call me" },
      { city: "x".repeat(101) },
      { email: "new@mail.ru" },
    ]) {
      const response = await bob.browser.fetch("/api/user/profile/", { method: "PATCH", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_error" });
    }
  });

  it("refuses an anonymous visitor", async () => {
    const response = await anonymous.fetch("/api/user/profile/", { method: "PATCH", json: { city: "Москва" } });
    expect(response.status).toBe(401);
  });
});

describe("resume-scoped routes owned by other engineers", () => {
  it("GET /api/resumes/:id/ answers the owner and 404s another user and an anonymous visitor", async () => {
    expect((await alice.browser.fetch(`/api/resumes/${alicesResume.resume.id}/`)).status).toBe(200);
    for (const browser of [bob.browser, anonymous]) {
      const response = await browser.fetch(`/api/resumes/${alicesResume.resume.id}/`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("POST /api/resumes/:id/analyze/ 404s another user and an anonymous visitor", async () => {
    for (const browser of [bob.browser, anonymous]) {
      expect((await browser.post(`/api/resumes/${alicesResume.resume.id}/analyze/`)).status).toBe(404);
    }
  });

  it("POST /api/payment/init/ and /check-status/ 404 another user and an anonymous visitor", async () => {
    for (const browser of [bob.browser, anonymous]) {
      const init = await browser.post("/api/payment/init/", { resume_id: alicesResume.resume.id });
      expect(init.status).toBe(404);
      const check = await browser.post("/api/payment/check-status/", { payment_id: alicesResume.paymentId });
      expect(check.status).toBe(404);
    }
    const own = await alice.browser.post("/api/payment/check-status/", { payment_id: alicesResume.paymentId });
    expect(own.status).toBe(200);
  });
});

describe("account deletion DELETE /api/user/", () => {
  it("refuses an anonymous visitor", async () => {
    const response = await anonymous.fetch("/api/user/", { method: "DELETE" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it("removes the user's rows and R2 objects, ends the session and leaves other users intact", async () => {
    const doomed = await account("doomed");
    const first = await seedOwnedResume(doomed.userId);
    const second = await seedOwnedResume(doomed.userId, { stars: null });
    const conversationId = await seedConversation(doomed.userId, first.resume.id);
    const bobsResume = await seedOwnedResume(bob.userId);
    const bobsConversation = await seedConversation(bob.userId, bobsResume.resume.id);
    const resumeIds = [first.resume.id, second.resume.id];
    expect(await env.FILES.head(first.resume.fileKey)).not.toBeNull();

    const response = await doomed.browser.fetch("/api/user/", { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Аккаунт и все его данные удалены" });

    for (const key of [first.resume.fileKey, second.resume.fileKey]) expect(await env.FILES.head(key)).toBeNull();
    const d = db();
    expect(await d.select().from(users).where(eq(users.id, doomed.userId)).all()).toEqual([]);
    expect(await d.select().from(resumes).where(inArray(resumes.id, resumeIds)).all()).toEqual([]);
    expect(await d.select().from(analyses).where(inArray(analyses.resumeId, resumeIds)).all()).toEqual([]);
    expect(await d.select().from(ratings).where(inArray(ratings.resumeId, resumeIds)).all()).toEqual([]);
    expect(await d.select().from(coverLetters).where(inArray(coverLetters.resumeId, resumeIds)).all()).toEqual([]);
    expect(await d.select().from(payments).where(inArray(payments.resumeId, resumeIds)).all()).toEqual([]);
    expect(
      await d
        .select()
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentId, [first.paymentId, second.paymentId]))
        .all(),
    ).toEqual([]);
    expect(await d.select().from(conversations).where(eq(conversations.userId, doomed.userId)).all()).toEqual([]);
    expect(await d.select().from(messages).where(eq(messages.conversationId, conversationId)).all()).toEqual([]);
    expect(await d.select().from(sessions).where(eq(sessions.userId, doomed.userId)).all()).toEqual([]);
    expect(await d.select().from(deviceTokens).where(eq(deviceTokens.userId, doomed.userId)).all()).toEqual([]);
    expect(await d.select().from(loginCodes).where(eq(loginCodes.email, doomed.email)).all()).toEqual([]);

    // The browser is signed out, and its remember-device token opens nothing any more.
    expect(((await (await doomed.browser.fetch("/api/auth/me/")).json()) as { user: unknown }).user).toBeNull();
    expect(await (await doomed.browser.post("/api/auth/check-email/", { email: doomed.email })).json()).toMatchObject({
      exists: false,
    });

    // Everyone else keeps everything.
    expect(await env.FILES.head(bobsResume.resume.fileKey)).not.toBeNull();
    expect(await d.select().from(resumes).where(eq(resumes.id, bobsResume.resume.id)).all()).toHaveLength(1);
    expect(await d.select().from(messages).where(eq(messages.conversationId, bobsConversation)).all()).toHaveLength(1);
    expect(((await (await bob.browser.fetch("/api/auth/me/")).json()) as { user: { id: string } }).user.id).toBe(
      bob.userId,
    );
    expect(await d.select().from(resumes).where(eq(resumes.id, alicesResume.resume.id)).all()).toHaveLength(1);
  });

  it("signing up again with the same address starts a fresh, empty account", async () => {
    const reborn = await account("reborn");
    await seedOwnedResume(reborn.userId);
    await reborn.browser.fetch("/api/user/", { method: "DELETE" });
    const again = await signIn(reborn.browser, reborn.email);
    expect(again).not.toBe(reborn.userId);
    expect(await (await reborn.browser.fetch(`/api/resumes/user/${again}/`)).json()).toEqual([]);
  });
});
