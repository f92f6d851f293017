// The reworked resume (issue 25) in Chromium at phone and desktop sizes: a resume uploaded, paid in the sandbox and
// analysed; «Получить исправленное резюме» shows the original and the reworked version section by section; the
// DOCX downloads and LibreOffice opens it (`soffice --headless --convert-to pdf`); the print page holds only the
// reworked resume; axe finds nothing; an English resume is reworked in English and a signed-in person finds the DOCX
// in the profile's history; the demo has it too. Run with `npm run test:e2e -- 'e2e/rework\.test'`.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { signedIn } from "./advisor-session.mjs";
import {
  expectAccessible,
  freshVisitor,
  paidAnalysedResume,
  uploadPaidAnalysed,
  useBrowser,
  WCAG_21_AA,
} from "./browser.mjs";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures");
const RESUME = {
  name: "Резюме Белова.txt",
  mimeType: "text/plain",
  buffer: readFileSync(path.join(FIXTURES, "resumes", "ru-kindergarten-teacher.txt")),
};
const ENGLISH_RESUME = {
  name: "Carlos Mendez resume.txt",
  mimeType: "text/plain",
  buffer: readFileSync(path.join(FIXTURES, "resumes", "en-warehouse-dispatch.txt")),
};
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 800 },
};

const getBrowser = useBrowser();

/** LibreOffice opens the document without errors and makes a PDF of it. */
function convertsInLibreOffice(file) {
  assert.doesNotThrow(
    () => execFileSync("sh", ["-c", "command -v soffice"], { stdio: "ignore" }),
    "LibreOffice is needed: apt-get install -y libreoffice-writer-nogui (.ci/run installs it when missing)",
  );
  const out = mkdtempSync(path.join(tmpdir(), "rework-docx-"));
  execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", out, file], {
    timeout: 90_000,
    env: { ...process.env, HOME: out },
  });
  const pdf = readdirSync(out).find((name) => name.endsWith(".pdf"));
  assert.ok(pdf, "LibreOffice wrote a PDF");
  assert.ok(statSync(path.join(out, pdf)).size > 1000);
  assert.equal(readFileSync(path.join(out, pdf)).subarray(0, 4).toString(), "%PDF");
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`reworked resume on a paid result (${size}): side by side, DOCX for LibreOffice, print page`, async () => {
    const { page, consoleErrors } = await paidAnalysedResume(getBrowser(), RESUME, { viewport });
    const block = page.getByTestId("rework");
    await block.getByTestId("rework-open").click();
    const compare = block.getByTestId("rework-compare");
    await compare.waitFor();

    // The person's own facts, cleaned: jobs newest first in one date format, the placeholder for a missing result.
    const text = await compare.innerText();
    assert.match(text, /Было/i);
    assert.match(text, /Стало/i);
    assert.match(text, /Телефон: \+7 \(903\) 555-12-40/);
    assert.match(text, /Воспитатель, 09\.2016 – настоящее время\n+МБДОУ «Детский сад № 112»/);
    assert.match(text, /\[добавь результат в цифрах\]/);
    assert.ok(text.indexOf("09.2016") < text.indexOf("06.2014"), "newest job first");
    await expectAccessible(page, { include: '[data-testid="rework"]', tags: WCAG_21_AA });

    // Nothing overflows the phone's width.
    const overflow = await compare.evaluate((element) => element.scrollWidth - element.clientWidth);
    assert.ok(overflow <= 1, `the comparison fits the screen (overflow ${overflow}px)`);
    if (size === "desktop") {
      const [before, after] = await Promise.all([
        block.locator(".rework__before").first().boundingBox(),
        block.locator(".rework__after").first().boundingBox(),
      ]);
      assert.ok(before && after && Math.abs(before.y - after.y) < 2 && after.x > before.x, "side by side");
    }

    const [download] = await Promise.all([page.waitForEvent("download"), block.getByTestId("rework-docx").click()]);
    assert.match(download.suggestedFilename(), /\.docx$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "rework-")), "resume.docx");
    await download.saveAs(file);
    convertsInLibreOffice(file);

    // Printing shows the reworked resume alone.
    await page.emulateMedia({ media: "print" });
    const printed = page.locator(".rework-print");
    assert.equal(await printed.isVisible(), true);
    assert.match(await printed.innerText(), /Опыт работы/);
    assert.equal(await page.getByTestId("rework-open").count(), 0);
    await page.emulateMedia({ media: "screen" });
    assert.equal(await printed.isVisible(), false);
    assert.deepEqual(consoleErrors, []);
  });
}

test("an English resume is reworked in English, and the profile's history links its DOCX", async () => {
  const session = await signedIn(getBrowser(), { viewport: SIZES.desktop });
  const { page } = session;
  await uploadPaidAnalysed(session, ENGLISH_RESUME);
  const block = page.getByTestId("rework");
  await block.getByTestId("rework-open").click();
  const compare = block.getByTestId("rework-compare");
  await compare.waitFor();
  const text = await compare.innerText();
  assert.match(text, /Work Experience/);
  assert.match(text, /Dispatch Supervisor, 03\/2019 – present\n+Desert Freight LLC/);
  assert.match(text, /Phone: \(602\) 555-0142/);
  assert.doesNotMatch(text, /Опыт работы|настоящее время|\[добавь/);

  // Built once, the reworked resume is listed with the analysis in the profile's history.
  await page.goto("/");
  await page.locator(".site-header").getByRole("button", { name: "Открыть профиль" }).click();
  const history = page.getByRole("dialog", { name: "Профиль" }).getByTestId("resume-history");
  const link = history.getByTestId("history-rework");
  await link.waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  assert.match(download.suggestedFilename(), /\.docx$/);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "rework-")), "resume.docx");
  await download.saveAs(file);
  convertsInLibreOffice(file);
  assert.deepEqual(session.consoleErrors, []);
});

test("the demo's reworked resume opens without payment", async () => {
  const { page } = await freshVisitor(getBrowser(), { viewport: SIZES.phone });
  await page.goto("/");
  await page.getByTestId("demo-button").click();
  const block = page.getByTestId("rework");
  await block.getByTestId("rework-open").click();
  await block.getByTestId("rework-compare").waitFor();
  assert.match(await block.innerText(), /Анна Кузнецова/);
  const docx = await page.request.get("/api/rework/demo/docx/");
  assert.equal(docx.status(), 200);
});
