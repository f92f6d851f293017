import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { deviceTokens, loginCodes, resumes, sessions, users } from "../../worker/db/schema";
import { newId } from "../../worker/lib/ids";
import { deleteOrphanFiles, runRetention } from "../../worker/scheduled/retention";
import { seedResume } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;

describe("nightly retention", () => {
  it("removes expired sessions, device tokens and login codes but keeps live ones", async () => {
    const db = createDb(env.DB);
    const userId = newId();
    await db.insert(users).values({ id: userId, email: `${userId}@example.com` });
    const now = Date.now();
    await db.insert(sessions).values([
      { tokenHash: "expired", userId, expiresAt: new Date(now - 1000), lastSeenAt: new Date(now - DAY) },
      { tokenHash: "live", userId, expiresAt: new Date(now + DAY), lastSeenAt: new Date(now) },
    ]);
    await db.insert(loginCodes).values([
      { id: "old-code", email: "a@example.com", codeHash: "x", expiresAt: new Date(now - 1000) },
      { id: "new-code", email: "a@example.com", codeHash: "y", expiresAt: new Date(now + 600_000) },
    ]);

    await db.insert(deviceTokens).values([
      { tokenHash: "old-device", userId, expiresAt: new Date(now - 1000) },
      { tokenHash: "live-device", userId, expiresAt: new Date(now + DAY) },
    ]);

    await runRetention(env, now);

    expect((await db.select().from(deviceTokens).all()).map((row) => row.tokenHash)).toEqual(["live-device"]);

    expect((await db.select().from(sessions).all()).map((row) => row.tokenHash)).toEqual(["live"]);
    expect((await db.select().from(loginCodes).all()).map((row) => row.id)).toEqual(["new-code"]);
  });

  it("deletes anonymous unpaid resumes past the retention period with their files, and nothing else", async () => {
    const db = createDb(env.DB);
    const old = new Date(Date.now() - 31 * DAY);
    const expired = await seedResume({ createdAt: old });
    const paid = await seedResume({ createdAt: old, isPaid: true });
    const fresh = await seedResume();
    for (const row of [expired, paid, fresh]) await env.FILES.put(row.fileKey, "file");

    await runRetention(env, Date.now());

    const left = (await db.select({ id: resumes.id }).from(resumes).all()).map((row) => row.id);
    expect(left).not.toContain(expired.id);
    expect(left).toEqual(expect.arrayContaining([paid.id, fresh.id]));
    expect(await env.FILES.head(expired.fileKey)).toBeNull();
    expect(await env.FILES.head(paid.fileKey)).not.toBeNull();
    expect(await env.FILES.head(fresh.fileKey)).not.toBeNull();
  });

  it("deletes anonymous PAID resumes a year after upload, keeping younger paid ones and signed-in users' ones", async () => {
    const db = createDb(env.DB);
    const yearAgo = new Date(Date.now() - 366 * DAY);
    const expiredPaid = await seedResume({ createdAt: yearAgo, isPaid: true });
    const recentPaid = await seedResume({ createdAt: new Date(Date.now() - 300 * DAY), isPaid: true });
    const userId = newId();
    await db.insert(users).values({ id: userId, email: `${userId}@example.com` });
    const ownedPaid = await seedResume({ createdAt: yearAgo, isPaid: true, userId });
    for (const row of [expiredPaid, recentPaid, ownedPaid]) await env.FILES.put(row.fileKey, "file");

    await runRetention(env, Date.now());

    const left = (await db.select({ id: resumes.id }).from(resumes).all()).map((row) => row.id);
    expect(left).not.toContain(expiredPaid.id);
    expect(left).toEqual(expect.arrayContaining([recentPaid.id, ownedPaid.id]));
    expect(await env.FILES.head(expiredPaid.fileKey)).toBeNull();
    expect(await env.FILES.head(recentPaid.fileKey)).not.toBeNull();
    expect(await env.FILES.head(ownedPaid.fileKey)).not.toBeNull();
  });

  it("sweeps R2 objects that no row points at, sparing young ones and referenced ones", async () => {
    const db = createDb(env.DB);
    const referenced = await seedResume();
    await env.FILES.put(referenced.fileKey, "kept");
    await env.FILES.put("resumes/orphan-from-a-crash", "lost");

    // Young objects are spared: an upload may be between its object write and its row insert.
    expect(await deleteOrphanFiles(db, env.FILES, Date.now() - DAY)).toBe(0);
    expect(await env.FILES.head("resumes/orphan-from-a-crash")).not.toBeNull();

    // R2 stamps objects with the host clock; workerd's clock only moves between I/O turns, so leave a wide margin.
    const deleted = await deleteOrphanFiles(db, env.FILES, Date.now() + DAY);
    expect(deleted).toBe(1);
    expect(await env.FILES.head("resumes/orphan-from-a-crash")).toBeNull();
    expect(await env.FILES.head(referenced.fileKey)).not.toBeNull();
  });
});
