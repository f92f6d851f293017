/**
 * The parser budget (decisions 012, 200) against files built to exhaust the isolate (test/hostile/generate.ts): each
 * is refused with its own Russian message, both by extractDocument and through the upload route, where it leaves no
 * resume row and no R2 object; or read, when pdf.js never has to decode the costly part. Time and memory are measured
 * by `npm run bench -- hostile` (≤ 2 s, ≤ 64 MB each), not asserted here: a loaded machine would make that flaky.
 * Every standard PDF filter and spelling is read, never refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { extractDocument, UPLOAD_MESSAGES, UploadRejected, withPdfCauses } from "../../worker/extraction";
import { budgetHooksInstalled } from "../../worker/extraction/pdf-budget";
import { newId } from "../../worker/lib/ids";
import pdfUrl from "../fixtures/resume-2p.pdf?inline";
import docUrl from "../fixtures/resume-legacy.doc?inline";
import { api, countObjects, countRows, csrfHeaders, getCsrf } from "../helpers";
import { type HostileFile, hostileCorpus, readableFilterPdfs } from "../hostile/generate";
import { bytesOfInlined } from "../inlined-fixture";

const MESSAGES: Record<string, string> = {
  pdf_too_much_data: UPLOAD_MESSAGES.pdfTooMuchData,
  pdf_too_many_objects: UPLOAD_MESSAGES.pdfTooManyObjects,
  pdf_too_much_text: UPLOAD_MESSAGES.pdfTooMuchText,
  pdf_no_text: UPLOAD_MESSAGES.pdfNoText,
  empty_document: UPLOAD_MESSAGES.emptyDocument,
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

// pdf.js loads into the isolate on first use (seconds on a busy machine): pay that outside any timed test.
beforeAll(async () => {
  await extractDocument(bytesOfInlined(pdfUrl), { filename: "warm.pdf", contentType: "application/pdf" }).catch(
    (error: unknown) => console.error("warm-up", error),
  );
}, 120_000);

describe("hostile files: extraction", () => {
  it.each(refused.map((file) => [file.name, file] as const))(
    "%s is refused with its own message",
    async (_, file) => {
      const bytes = file.bytes();
      expect(bytes.length).toBeLessThanOrEqual(10_485_760);
      const error = await extractDocument(bytes, { filename: uploadName(file), contentType: "" }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(UploadRejected);
      expect((error as UploadRejected).code).toBe(file.code);
      expect((error as UploadRejected).message).toBe(expectedMessage(file));
      expect((error as UploadRejected).status).toBe(422);
    },
    60_000,
  );

  it.each(accepted.map((file) => [file.name, file] as const))("%s is read", async (_, file) => {
    const document = await extractDocument(file.bytes(), { filename: uploadName(file), contentType: "" });
    expect(document.text).toContain(file.expectText);
  });

  it("pdf.js's decoders and object streams are metered (the budget hooks found DecodeStream and XRef)", () => {
    // The warm-up read a PDF with Flate streams, so pdf.js has built a decode stream by now.
    expect(budgetHooksInstalled()).toBe(true);
  });

  it("every refusal code has a distinct message", () => {
    const messages = Object.values(MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe("every standard PDF filter is read", () => {
  it.each(readableFilterPdfs.map((file) => [file.what, file] as const))("%s", async (_, file) => {
    const document = await extractDocument(file.bytes(), { filename: "resume.pdf", contentType: "application/pdf" });
    expect(document.format).toBe("pdf");
    expect(document.text).toContain("Ivan Petrov, backend developer");
  });
});

async function uploadHostile(file: HostileFile): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([file.bytes()], uploadName(file)));
  const pair = await getCsrf();
  return api("/api/resumes/", {
    method: "POST",
    body: form,
    headers: csrfHeaders(pair, [], { Accept: "application/json", "CF-Connecting-IP": `203.0.113.9-${newId(4)}` }),
  });
}

describe("hostile files: upload route", () => {
  it.each(refused.map((file) => [file.name, file] as const))(
    "%s → 422, Russian error, nothing stored",
    async (_, file) => {
      const [rowsBefore, objectsBefore] = [await countRows(), await countObjects()];
      const response = await uploadHostile(file);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: expectedMessage(file), code: file.code });
      expect(await countRows()).toBe(rowsBefore);
      expect(await countObjects()).toBe(objectsBefore);
    },
  );

  it.each(accepted.map((file) => [file.name, file] as const))("%s → 201, stored", async (_, file) => {
    const rowsBefore = await countRows();
    const response = await uploadHostile(file);
    expect(response.status).toBe(201);
    expect(await countRows()).toBe(rowsBefore + 1);
  });
});
