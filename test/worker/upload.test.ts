/**
 * Upload and read-back through the real Worker entry, inside workerd with local D1 and R2: every accepted format,
 * every refusal (status, code, exact Russian message, and nothing left in D1 or R2), the orphan guarantees,
 * ownership, the rate limit and CSRF. Fixtures: test/fixtures (see its README for how each was made).
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ResumeResponse } from "../../shared/schemas/resume";
import { createDb } from "../../worker/db/client";
import { analyses, coverLetters, ratings, resumes, users } from "../../worker/db/schema";
import { extractDocument, PDF_POSSIBLE_CAUSES, UPLOAD_MESSAGES } from "../../worker/extraction";
import { newId } from "../../worker/lib/ids";
import { MISSING_FILE_MESSAGE, UPLOAD_LIMITS, UPLOAD_RATE_LIMIT_MESSAGE } from "../../worker/routes/resumes";
import { cleanFilename, storeResume } from "../../worker/services/resumes";
import { createSession } from "../../worker/services/sessions";
import emptyTxtUrl from "../fixtures/empty.txt?inline";
import imageAsPdfUrl from "../fixtures/image-renamed.pdf?inline";
import programAsPdfUrl from "../fixtures/program-renamed.pdf?inline";
import pdfUrl from "../fixtures/resume-2p.pdf?inline";
import cp1251Url from "../fixtures/resume-cp1251.txt?inline";
import enBomUrl from "../fixtures/resume-en-utf8-bom.txt?inline";
import encryptedPdfUrl from "../fixtures/resume-encrypted.pdf?inline";
import docxUrl from "../fixtures/resume-header.docx?inline";
import koi8Url from "../fixtures/resume-koi8r.txt?inline";
import docUrl from "../fixtures/resume-legacy.doc?inline";
import rtfCp1251Url from "../fixtures/resume-rtf-cp1251.doc?inline";
import scannedPdfUrl from "../fixtures/resume-scanned.pdf?inline";
import truncatedPdfUrl from "../fixtures/resume-truncated.pdf?inline";
import utf8Url from "../fixtures/resume-utf8.txt?inline";
import utf16Url from "../fixtures/resume-utf16le-bom.txt?inline";
import zipBombUrl from "../fixtures/zip-bomb.docx?inline";
import { api, type CsrfPair, cookiesFrom, countObjects, countRows, csrfHeaders, getCsrf, seedResume } from "../helpers";
import { bytesOfInlined, UPLOAD_MIME } from "../inlined-fixture";

const db = () => createDb(env.DB);
const eqId = (id: string) => eq(resumes.id, id);

/** A fresh address per call unless given: keeps the per-IP limit out of tests that are not about it. */
const randomIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${newId(4)}`;

interface UploadOptions {
  bytes: Uint8Array;
  name: string;
  type?: string;
  field?: string;
  cookies?: string[];
  ip?: string;
  csrf?: CsrfPair;
}

async function upload({ bytes, name, type = "", field = "file", cookies = [], ip = randomIp(), csrf }: UploadOptions) {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  const pair = csrf ?? (await getCsrf());
  return api("/api/resumes/", {
    method: "POST",
    body: form,
    headers: csrfHeaders(pair, cookies, { Accept: "application/json", "CF-Connecting-IP": ip }),
  });
}

/** Runs `action` and asserts it left no resume row and no R2 object behind. */
async function expectNothingStored(action: () => Promise<void>) {
  const [rowsBefore, objectsBefore] = [await countRows(), await countObjects()];
  await action();
  expect(await countRows()).toBe(rowsBefore);
  expect(await countObjects()).toBe(objectsBefore);
}

function visitorCookieOf(response: Response): string {
  const pair = cookiesFrom(response).find((cookie) => cookie.startsWith("rework_visitor="));
  if (!pair) throw new Error("no visitor cookie issued");
  return pair;
}

// The first PDF loads pdf.js into the isolate (seconds on a busy machine); pay that once, outside any test's timeout.
beforeAll(async () => {
  await extractDocument(bytesOfInlined(pdfUrl), { filename: "warm-up.pdf", contentType: UPLOAD_MIME.pdf });
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/resumes/ accepts every format", () => {
  const cases = [
    {
      fixture: pdfUrl,
      name: "Резюме Анна Волкова.pdf",
      type: UPLOAD_MIME.pdf,
      contentType: UPLOAD_MIME.pdf,
      language: "ru",
      email: "anna.volkova@example.com",
      pages: 2,
    },
    {
      fixture: docxUrl,
      name: "resume-header.docx",
      type: UPLOAD_MIME.docx,
      contentType: UPLOAD_MIME.docx,
      language: "ru",
      email: "maria.kuznetsova@example.com",
      pages: null,
    },
    {
      fixture: docUrl,
      name: "resume-legacy.doc",
      type: UPLOAD_MIME.doc,
      contentType: UPLOAD_MIME.doc,
      language: "ru",
      email: "maria.kuznetsova@example.com",
      pages: null,
    },
    // hh.ru's RTF download under its own name (issue 23).
    {
      fixture: rtfCp1251Url,
      name: "Соколов Олег.rtf",
      type: UPLOAD_MIME.rtf,
      contentType: UPLOAD_MIME.rtf,
      language: "ru",
      email: "oleg.sokolov@example.com",
      pages: 1,
    },
    // hh.ru's "DOC" download is RTF in Windows-1251: accepted by content, stored as what it really is.
    {
      fixture: rtfCp1251Url,
      name: "Соколов Олег.doc",
      type: UPLOAD_MIME.doc,
      contentType: UPLOAD_MIME.rtf,
      language: "ru",
      email: "oleg.sokolov@example.com",
      pages: 1,
    },
    {
      fixture: utf8Url,
      name: "resume-utf8.txt",
      type: UPLOAD_MIME.txt,
      contentType: UPLOAD_MIME.txt,
      language: "ru",
      email: "igor.smirnov@example.net",
      pages: null,
    },
    {
      fixture: utf16Url,
      name: "resume-utf16.txt",
      type: "",
      contentType: UPLOAD_MIME.txt,
      language: "ru",
      email: "igor.smirnov@example.net",
      pages: null,
    },
    {
      fixture: cp1251Url,
      name: "resume-cp1251.txt",
      type: UPLOAD_MIME.txt,
      contentType: UPLOAD_MIME.txt,
      language: "ru",
      email: "igor.smirnov@example.net",
      pages: null,
    },
    {
      fixture: koi8Url,
      name: "resume-koi8r.txt",
      type: UPLOAD_MIME.txt,
      contentType: UPLOAD_MIME.txt,
      language: "ru",
      email: "igor.smirnov@example.net",
      pages: null,
    },
    {
      fixture: enBomUrl,
      name: "resume-en.txt",
      type: UPLOAD_MIME.txt,
      contentType: UPLOAD_MIME.txt,
      language: "en",
      email: "daniel.reed@example.org",
      pages: null,
    },
  ];

  it.each(cases)("stores $name in R2 and D1 and answers 201 with the resume", async (expected) => {
    const bytes = bytesOfInlined(expected.fixture);
    const response = await upload({ bytes, name: expected.name, type: expected.type });
    expect(response.status).toBe(201);
    const body = await response.json<ResumeResponse>();
    expect(body).toMatchObject({
      filename: expected.name,
      content_type: expected.contentType,
      file_size: bytes.byteLength,
      is_paid: false,
      analysis_status: "none",
      analysis: null,
      rating: null,
      cover_letter: null,
      has_cover_letter: false,
      email: expected.email,
      language: expected.language,
      page_count: expected.pages,
    });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Date.now() - Date.parse(body.created_at)).toBeLessThan(60_000);

    const row = await db().select().from(resumes).where(eqId(body.id)).get();
    expect(row).toBeDefined();
    // The visitor cookie that now owns the resume is HttpOnly, and the row is keyed by it.
    const setCookie = response.headers.getSetCookie().find((header) => header.startsWith("rework_visitor="));
    expect(setCookie).toContain("HttpOnly");
    expect(`rework_visitor=${row!.visitorId}`).toBe(visitorCookieOf(response));
    expect(row!.userId).toBeNull();
    expect(row!.fileKey).toMatch(/^resumes\/[A-Za-z0-9_-]{43}$/);

    // The row keeps what the analysis needs: the same text extraction gives, normalised and original.
    const extracted = await extractDocument(bytes, { filename: expected.name, contentType: expected.type });
    expect(row!.text).toBe(extracted.text);
    expect(row!.originalText).toBe(extracted.originalText);
    expect(row!.layout).toEqual(extracted.layout);

    const object = await env.FILES.get(row!.fileKey);
    expect(object).not.toBeNull();
    expect(object!.httpMetadata?.contentType).toBe(expected.contentType);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });

  it("gives the resume to the signed-in user, not to a visitor cookie", async () => {
    const userId = newId();
    await db()
      .insert(users)
      .values({ id: userId, email: `${userId.toLowerCase()}@example.com` });
    const session = `rework_session=${await createSession(db(), userId)}`;
    const response = await upload({ bytes: bytesOfInlined(utf8Url), name: "cv.txt", cookies: [session] });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("rework_visitor="))).toBe(false);
    const { id } = await response.json<ResumeResponse>();
    const row = await db().select().from(resumes).where(eqId(id)).get();
    expect(row!.userId).toBe(userId);
    expect((await api(`/api/resumes/${id}/`, { headers: { Cookie: session } })).status).toBe(200);
  });

  it("keeps the existing visitor cookie for a second upload", async () => {
    const first = await upload({ bytes: bytesOfInlined(utf8Url), name: "a.txt" });
    const visitor = visitorCookieOf(first);
    const second = await upload({ bytes: bytesOfInlined(utf8Url), name: "b.txt", cookies: [visitor] });
    expect(second.status).toBe(201);
    expect(second.headers.getSetCookie().some((header) => header.startsWith("rework_visitor="))).toBe(false);
    const row = await db()
      .select()
      .from(resumes)
      .where(eqId((await second.json<ResumeResponse>()).id))
      .get();
    expect(`rework_visitor=${row!.visitorId}`).toBe(visitor);
  });

  it("keeps only the file's own name, without directories or control characters", () => {
    expect(cleanFilename("C:\\fakepath\\Резюме.pdf")).toBe("Резюме.pdf");
    expect(cleanFilename("../../etc/passwd.txt")).toBe("passwd.txt");
    expect(cleanFilename("cv\u202Efdp.exe.txt")).toBe("cvfdp.exe.txt");
    expect(cleanFilename("   ")).toBe("resume");
    const long = cleanFilename(`${"я".repeat(400)}.docx`);
    expect(long).toHaveLength(255);
    expect(long.endsWith(".docx")).toBe(true);
  });
});

describe("POST /api/resumes/ refuses bad uploads and stores nothing", () => {
  const withCauses = (message: string) => `${message}\n\n${PDF_POSSIBLE_CAUSES}`;
  const cases = [
    {
      title: "a file of 10485761 bytes",
      bytes: () => new Uint8Array(10_485_761).fill(0x41),
      name: "big.pdf",
      type: UPLOAD_MIME.pdf,
      status: 413,
      code: "too_large",
      message: "Размер файла слишком большой. Максимальный размер – 10МБ.",
    },
    {
      title: "an unsupported extension and type",
      bytes: () => bytesOfInlined(imageAsPdfUrl),
      name: "photo.png",
      type: "image/png",
      status: 415,
      code: "unsupported_format",
      message: "Неподдерживаемый формат файла. Пожалуйста, загрузи файл в формате PDF, DOC, DOCX или TXT.",
    },
    {
      title: "an executable renamed .pdf",
      bytes: () => bytesOfInlined(programAsPdfUrl),
      name: "resume.pdf",
      type: UPLOAD_MIME.pdf,
      status: 415,
      code: "executable",
      message: UPLOAD_MESSAGES.executable,
    },
    {
      title: "an image renamed .pdf",
      bytes: () => bytesOfInlined(imageAsPdfUrl),
      name: "resume.pdf",
      type: UPLOAD_MIME.pdf,
      status: 415,
      code: "image",
      message: UPLOAD_MESSAGES.image,
    },
    {
      title: "an empty file",
      bytes: () => bytesOfInlined(emptyTxtUrl),
      name: "empty.txt",
      type: UPLOAD_MIME.txt,
      status: 422,
      code: "empty_document",
      message: UPLOAD_MESSAGES.emptyDocument,
    },
    // A password message gets no list of causes (spec section 8).
    {
      title: "a password-protected PDF",
      bytes: () => bytesOfInlined(encryptedPdfUrl),
      name: "secret.pdf",
      type: UPLOAD_MIME.pdf,
      status: 422,
      code: "pdf_encrypted",
      message: UPLOAD_MESSAGES.pdfEncrypted,
    },
    {
      title: "an image-only PDF",
      bytes: () => bytesOfInlined(scannedPdfUrl),
      name: "scan.pdf",
      type: UPLOAD_MIME.pdf,
      status: 422,
      code: "pdf_no_text",
      // The message names its cause: no list of possible ones after it (issue 24).
      message: UPLOAD_MESSAGES.pdfNoText,
    },
    {
      title: "a truncated PDF",
      bytes: () => bytesOfInlined(truncatedPdfUrl),
      name: "cut.pdf",
      type: UPLOAD_MIME.pdf,
      status: 422,
      code: "damaged",
      message: withCauses(UPLOAD_MESSAGES.damaged),
    },
    {
      title: "a zip bomb named .docx",
      bytes: () => bytesOfInlined(zipBombUrl),
      name: "resume.docx",
      type: UPLOAD_MIME.docx,
      status: 422,
      code: "docx_too_large_unpacked",
      message: UPLOAD_MESSAGES.docxTooLargeUnpacked,
    },
  ];

  it.each(cases)("$title → $status $code", async ({ bytes, name, type, status, code, message }) => {
    await expectNothingStored(async () => {
      const response = await upload({ bytes: bytes(), name, type });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: message, code });
    });
  });

  it("a file under another field name → 400 with a clear message", async () => {
    await expectNothingStored(async () => {
      const response = await upload({
        bytes: bytesOfInlined(pdfUrl),
        name: "resume.pdf",
        type: UPLOAD_MIME.pdf,
        field: "resume",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: MISSING_FILE_MESSAGE, code: "missing_file" });
    });
  });

  it("a text field named file, or a body that is not multipart → 400", async () => {
    const csrf = await getCsrf();
    await expectNothingStored(async () => {
      const form = new FormData();
      form.append("file", "not a file");
      const asText = await api("/api/resumes/", {
        method: "POST",
        body: form,
        headers: csrfHeaders(csrf, [], { "CF-Connecting-IP": randomIp() }),
      });
      expect(asText.status).toBe(400);
      expect(await asText.json()).toMatchObject({ code: "missing_file" });
      const asJson = await api("/api/resumes/", {
        method: "POST",
        body: JSON.stringify({ file: "x" }),
        headers: csrfHeaders(csrf, [], { "Content-Type": "application/json", "CF-Connecting-IP": randomIp() }),
      });
      expect(asJson.status).toBe(400);
      expect(await asJson.json()).toEqual({ error: MISSING_FILE_MESSAGE, code: "missing_file" });
    });
  });

  it("stops reading a body larger than a maximum upload, even without a Content-Length", async () => {
    const csrf = await getCsrf();
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    // 20 MB offered as a stream of unknown length: the Worker must give up after about 10 MB.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    await expectNothingStored(async () => {
      const response = await api("/api/resumes/", {
        method: "POST",
        body,
        headers: csrfHeaders(csrf, [], {
          "Content-Type": "multipart/form-data; boundary=x",
          "CF-Connecting-IP": randomIp(),
        }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.tooLarge, code: "too_large" });
    });
    expect(sent).toBeLessThan(20);
  });

  it("refuses without the CSRF header → 403", async () => {
    const csrf = await getCsrf();
    const form = new FormData();
    form.append("file", new File([bytesOfInlined(utf8Url)], "cv.txt", { type: UPLOAD_MIME.txt }));
    await expectNothingStored(async () => {
      const response = await api("/api/resumes/", { method: "POST", body: form, headers: { Cookie: csrf.cookie } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "csrf_failed" });
    });
  });
});

describe("nothing is lost or half-written", () => {
  it("an R2 failure during upload leaves no row and answers the generic 500", async () => {
    const put = vi.spyOn(env.FILES, "put").mockRejectedValueOnce(new Error("R2 unavailable"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expectNothingStored(async () => {
      const response = await upload({ bytes: bytesOfInlined(utf8Url), name: "cv.txt", type: UPLOAD_MIME.txt });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: "internal_error" });
    });
    expect(put).toHaveBeenCalledOnce();
  });

  it("a D1 failure on the resume insert deletes the object that was already written", async () => {
    const remove = vi.spyOn(env.FILES, "delete");
    const prepare = env.DB.prepare.bind(env.DB);
    // Only the resume insert fails; the rate limit and everything else still reach the real database.
    vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
      if (/^insert into "resumes"/i.test(query)) throw new Error("D1_ERROR: database is locked");
      return prepare(query);
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expectNothingStored(async () => {
      const response = await upload({ bytes: bytesOfInlined(utf8Url), name: "cv.txt", type: UPLOAD_MIME.txt });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: "internal_error" });
    });
    expect(remove).toHaveBeenCalledOnce();
    expect(remove.mock.calls[0]![0]).toMatch(/^resumes\//);
  });

  it("a row the database refuses (unknown owner) deletes the object too", async () => {
    const extracted = await extractDocument(bytesOfInlined(utf8Url), {
      filename: "cv.txt",
      contentType: UPLOAD_MIME.txt,
    });
    await expectNothingStored(async () => {
      await expect(
        storeResume(db(), env.FILES, {
          owner: { userId: "no-such-user", visitorId: null },
          filename: "cv.txt",
          bytes: bytesOfInlined(utf8Url),
          extracted,
        }),
      ).rejects.toThrow();
    });
  });
});

describe("GET /api/resumes/:id/", () => {
  async function uploadedByVisitor() {
    const response = await upload({ bytes: bytesOfInlined(pdfUrl), name: "resume.pdf", type: UPLOAD_MIME.pdf });
    expect(response.status).toBe(201);
    return { resume: await response.json<ResumeResponse>(), visitor: visitorCookieOf(response) };
  }

  it("answers the owner with the same resume the upload returned", async () => {
    const { resume, visitor } = await uploadedByVisitor();
    const response = await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: visitor } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(resume);
  });

  it("answers 404 to another visitor and to a request without cookies", async () => {
    const { resume } = await uploadedByVisitor();
    const other = await upload({ bytes: bytesOfInlined(utf8Url), name: "mine.txt", type: UPLOAD_MIME.txt });
    const strangers: Record<string, string>[] = [{ Cookie: visitorCookieOf(other) }, {}];
    for (const headers of strangers) {
      const response = await api(`/api/resumes/${resume.id}/`, { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Резюме не найдено", code: "not_found" });
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { visitor } = await uploadedByVisitor();
    for (const id of [newId(), "1", "..%2F..%2Fetc"]) {
      const response = await api(`/api/resumes/${id}/`, { headers: { Cookie: visitor } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Резюме не найдено", code: "not_found" });
    }
  });

  it("includes the analysis, rating and cover letter once they exist", async () => {
    const visitorId = newId();
    const resume = await seedResume({ visitorId, isPaid: true, analysisStatus: "done", email: "a@b.ru", pageCount: 2 });
    const result = {
      overall_score: 7.5,
      strengths: ["Опыт"],
      weaknesses: [],
      recommendations: ["Добавь цифры"],
      key_skills: ["SQL"],
      general_impression: "Хорошо",
    };
    await db()
      .insert(analyses)
      .values({
        id: newId(),
        resumeId: resume.id,
        result: JSON.stringify(result),
        provider: "builtin",
        overallScore: 75,
      });
    await db().insert(ratings).values({ id: newId(), resumeId: resume.id, stars: 4, comment: "Полезно" });
    await db().insert(coverLetters).values({
      id: newId(),
      resumeId: resume.id,
      companyName: "Яндекс",
      positionName: "Аналитик",
      content: "Здравствуйте!",
    });

    const response = await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: `rework_visitor=${visitorId}` } });
    expect(response.status).toBe(200);
    const body = await response.json<ResumeResponse>();
    expect(body).toMatchObject({
      id: resume.id,
      is_paid: true,
      analysis_status: "done",
      analysis: result,
      rating: { stars: 4, comment: "Полезно" },
      cover_letter: { company_name: "Яндекс", position_name: "Аналитик", content: "Здравствуйте!" },
      has_cover_letter: true,
      email: "a@b.ru",
      page_count: 2,
    });
    expect(typeof body.rating?.created_at).toBe("string");
  });

  it("treats a stored analysis that no longer fits the schema as absent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const visitorId = newId();
    const resume = await seedResume({ visitorId, analysisStatus: "done" });
    await db().insert(analyses).values({
      id: newId(),
      resumeId: resume.id,
      result: '{"overall_score": "много"}',
      provider: "builtin",
      overallScore: 0,
    });
    const response = await api(`/api/resumes/${resume.id}/`, { headers: { Cookie: `rework_visitor=${visitorId}` } });
    expect(response.status).toBe(200);
    expect((await response.json<ResumeResponse>()).analysis).toBeNull();
  });
});

describe("upload rate limit", () => {
  it(`allows ${UPLOAD_LIMITS.perOwner.limit} uploads per visitor in the window, then answers 429 in Russian`, async () => {
    const csrf = await getCsrf();
    const first = await upload({ bytes: bytesOfInlined(utf8Url), name: "1.txt", csrf });
    expect(first.status).toBe(201);
    const visitor = visitorCookieOf(first);
    for (let i = 2; i <= UPLOAD_LIMITS.perOwner.limit; i += 1) {
      expect(
        (await upload({ bytes: bytesOfInlined(utf8Url), name: `${i}.txt`, cookies: [visitor], csrf })).status,
      ).toBe(201);
    }
    await expectNothingStored(async () => {
      const refused = await upload({ bytes: bytesOfInlined(utf8Url), name: "extra.txt", cookies: [visitor], csrf });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: UPLOAD_RATE_LIMIT_MESSAGE, code: "rate_limited" });
    });
    // Another visitor is not affected.
    expect((await upload({ bytes: bytesOfInlined(utf8Url), name: "other.txt", csrf })).status).toBe(201);
  });

  it(`allows ${UPLOAD_LIMITS.perIp.limit} attempts per IP an hour, whatever the cookies`, async () => {
    const csrf = await getCsrf();
    const ip = randomIp();
    // Refused attempts count too: parsing a file costs the same whether it is accepted or not.
    for (let i = 0; i < UPLOAD_LIMITS.perIp.limit; i += 1) {
      const response = await upload({ bytes: bytesOfInlined(utf8Url), name: "x.txt", field: "wrong", ip, csrf });
      expect(response.status).toBe(400);
    }
    const refused = await upload({ bytes: bytesOfInlined(utf8Url), name: "cv.txt", ip, csrf });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: UPLOAD_RATE_LIMIT_MESSAGE, code: "rate_limited" });
  });
});
