/**
 * The parser budget (decision 012) against files built to exhaust the isolate (test/hostile/generate.ts): each is
 * refused with its own Russian message, fast, both by extractDocument and through the upload route, where it
 * leaves no resume row and no R2 object. Pages of absurd size are read, in bounded time.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { extractDocument, UPLOAD_MESSAGES, UploadRejected, withPdfCauses } from "../../worker/extraction";
import { newId } from "../../worker/lib/ids";
import pdfUrl from "../fixtures/resume-2p.pdf?inline";
import docUrl from "../fixtures/resume-legacy.doc?inline";
import { api, countObjects, countRows, csrfHeaders, getCsrf } from "../helpers";
import { type HostileFile, hostileCorpus } from "../hostile/generate";
import { bytesOfInlined } from "../inlined-fixture";

const MESSAGES: Record<string, string> = {
  pdf_too_much_data: UPLOAD_MESSAGES.pdfTooMuchData,
  pdf_too_many_objects: UPLOAD_MESSAGES.pdfTooManyObjects,
  pdf_unsupported_compression: UPLOAD_MESSAGES.pdfUnsupportedCompression,
  pdf_too_much_text: UPLOAD_MESSAGES.pdfTooMuchText,
  pdf_no_text: UPLOAD_MESSAGES.pdfNoText,
  doc_broken_structure: UPLOAD_MESSAGES.docBrokenStructure,
  rtf_too_deep: UPLOAD_MESSAGES.rtfTooDeep,
  too_complex: UPLOAD_MESSAGES.tooComplex,
  docx_too_large_unpacked: UPLOAD_MESSAGES.docxTooLargeUnpacked,
};

/** The file name each kind is uploaded under (hh.ru's RTF comes as ".doc"). */
function uploadName(file: HostileFile): string {
  if (file.name.endsWith(".pdf")) return "resume.pdf";
  if (file.name.endsWith(".docx")) return "resume.docx";
  return "resume.doc";
}

function expectedMessage(file: HostileFile): string {
  const message = MESSAGES[file.code]!;
  return file.name.endsWith(".pdf") ? withPdfCauses(message, file.code) : message;
}

const corpus = hostileCorpus(bytesOfInlined(docUrl));
const refused = corpus.filter((file) => file.code !== "accepted");
const accepted = corpus.filter((file) => file.code === "accepted");

/**
 * Generous for a loaded 2-core machine running the whole tier (the CPU aim, 2 s, is measured by
 * `npm run bench -- hostile`); today's code took 10–20 s on the bombs, the wide page and the drawing operators.
 */
const TIME_LIMIT_MS = 8_000;

// pdf.js loads into the isolate on first use (seconds on a busy machine): pay that outside any timed test.
beforeAll(async () => {
  await extractDocument(bytesOfInlined(pdfUrl), { filename: "warm.pdf", contentType: "application/pdf" }).catch(
    (error: unknown) => console.error("warm-up", error),
  );
}, 60_000);

describe("hostile files: extraction", () => {
  it.each(refused.map((file) => [file.name, file] as const))(
    "%s is refused with its own message",
    async (_, file) => {
      const bytes = file.bytes();
      expect(bytes.length).toBeLessThanOrEqual(10_485_760);
      const started = Date.now();
      const error = await extractDocument(bytes, { filename: uploadName(file), contentType: "" }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(UploadRejected);
      expect((error as UploadRejected).code).toBe(file.code);
      expect((error as UploadRejected).message).toBe(expectedMessage(file));
      expect((error as UploadRejected).status).toBe(422);
      expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS);
    },
    60_000,
  );

  it.each(accepted.map((file) => [file.name, file] as const))("%s is read in bounded time", async (_, file) => {
    const started = Date.now();
    const document = await extractDocument(file.bytes(), { filename: uploadName(file), contentType: "" });
    expect(document.text).toContain(file.expectText);
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS);
  });

  it("every refusal code has a distinct message", () => {
    const messages = Object.values(MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe("hostile files: upload route", () => {
  it.each(refused.map((file) => [file.name, file] as const))(
    "%s → 422, Russian error, nothing stored",
    async (_, file) => {
      const [rowsBefore, objectsBefore] = [await countRows(), await countObjects()];
      const form = new FormData();
      form.append("file", new File([file.bytes()], uploadName(file)));
      const pair = await getCsrf();
      const response = await api("/api/resumes/", {
        method: "POST",
        body: form,
        headers: csrfHeaders(pair, [], { Accept: "application/json", "CF-Connecting-IP": `203.0.113.9-${newId(4)}` }),
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: expectedMessage(file), code: file.code });
      expect(await countRows()).toBe(rowsBefore);
      expect(await countObjects()).toBe(objectsBefore);
    },
  );
});
