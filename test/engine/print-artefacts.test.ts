// Print artefacts of real PDFs (decision 725): a browser's print header and footer taken out of the text and told to
// the person as a recruiter's first finding; a ligature a font's map names as another letter read as its letters
// and reported as broken text; a symbol font's list bullets read as "•", never as emoji. PDFs are drawn here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { repairLigatures } from "../../worker/analysis/engine/spelling/ligatures";
import { extractDocument } from "../../worker/extraction";
import { cleanCharacters } from "../../worker/text/normalize";
import { helveticaPages, type PlacedLine } from "./fixtures/pdf-objects";
import { NOW } from "./now";

const PDF = { filename: "cv.pdf", contentType: "application/pdf" };
const RUNS = { numRuns: 12 };

/** An invented person's resume body, ASCII so Helvetica draws it. */
const BODY = [
  "Anna Kovaleva",
  "Senior Accountant",
  "Email: anna.kovaleva@example.com  Phone: +7 916 555-01-23",
  "Experience",
  "Senior Accountant, Northwind Trading LLC, 03/2019 - present",
  "Prepared monthly financial statements and tax returns for three entities",
  "Accountant, Contoso Logistics, 09/2015 - 02/2019",
  "Reconciled bank accounts and supplier ledgers every month",
  "Education",
  "Financial University, Moscow, Accounting and Audit, 2015",
  "Skills",
  "1C, Excel, IFRS, tax accounting, management reporting",
];

function placed(texts: readonly string[], top = 760): PlacedLine[] {
  return texts.map((text, index) => ({ text, x: 72, y: top - index * 18, size: 11 }));
}

function analyze(doc: Awaited<ReturnType<typeof extractDocument>>) {
  return analyzeResume(
    { text: doc.text, format: doc.format, pageCount: doc.pageCount, language: doc.language, layout: doc.layout },
    { now: NOW },
  );
}

describe("a browser's print header and footer", () => {
  const HEADS = ["19.08.2026, 11:48  Anna Kovaleva - CV", "8/19/26, 11:48 AM  Resume"];
  const FOOTERS = ["file:///C:/Users/anna/Desktop/cv.html  {n}/{of}", "localhost:8080/cv.html  {n}/{of}"];

  it("is dropped from the text of every page and named in the report as what a recruiter sees first", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADS), fc.constantFrom(...FOOTERS), async (head, footer) => {
        const halves = [BODY.slice(0, 6), BODY.slice(6)];
        const pages = halves.map((lines, index) => [
          { text: head, x: 40, y: 820, size: 8 },
          ...placed(lines),
          { text: footer.replace("{n}", String(index + 1)).replace("{of}", "2"), x: 40, y: 16, size: 8 },
        ]);
        const doc = await extractDocument(helveticaPages(pages), PDF);
        for (const line of BODY) expect(doc.text).toContain(line.split("  ")[0]);
        expect(doc.text).not.toMatch(/11:48|file:|localhost|\d\/2$/mu);
        const fact = doc.layout.facts?.find((f) => f.kind === "browser_print");
        expect(fact).toEqual({ kind: "browser_print", evidence: head.replace(/\s+/gu, " "), page: 1 });
        const weaknesses = analyze(doc).result.weaknesses;
        // The quote stays only where the report's quote gate finds its words in the text (consistency.ts).
        expect(weaknesses.some((w) => w.startsWith("В PDF остались колонтитулы браузера"))).toBe(true);
      }),
      { numRuns: 4 },
    );
  });

  it("is not found in a resume without one, and the report says nothing of it", async () => {
    const doc = await extractDocument(helveticaPages([placed(BODY)]), PDF);
    expect(doc.layout.facts?.some((f) => f.kind === "browser_print")).toBe(false);
    expect(analyze(doc).result.weaknesses.join(" ")).not.toContain("колонтитул");
  });
});

/** English words holding each ligature (common vocabulary, no one's resume): what a font draws as one glyph. */
const WORDS: Record<string, string[]> = {
  ff: ["efficiency", "effort", "office", "different", "staff", "effective"],
  fi: ["financial", "certified", "profile", "field", "first", "confident"],
  fl: ["flexible", "reflect", "conflict", "workflow", "fluent", "influence"],
  ti: ["education", "publications", "competitions", "practical", "time", "position"],
  ft: ["software", "after", "draft", "shift", "often", "soft"],
};
/** Letters fonts' maps were seen to put for a ligature: Latin Extended-B, a Bengali letter, a private-use point. */
const WRONG_LETTERS = ["\u01AF", "\u09A7", "\u019F", "\uE03A"];

describe("a ligature named as another letter", () => {
  it("is read as its letters when two words or more say which ligature it is, and reported as broken text", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(WORDS)),
        fc.constantFrom(...WRONG_LETTERS),
        fc.integer({ min: 2, max: 4 }),
        (ligature, wrong, count) => {
          const words = WORDS[ligature]!.slice(0, count);
          const text = `${BODY.join("\n")}\nSummary\n${words.map((w) => `Known for ${w} at work.`).join("\n")}`;
          const broken = text.replaceAll(ligature, wrong);
          expect(repairLigatures(broken).text).toBe(text);
          const report = analyzeResume({ text: broken, format: "pdf" }, { now: NOW });
          const encoding = report.criteria.find((c) => c.id === "ats.encoding");
          expect(encoding?.score).toBe(0.2);
          expect(report.reading.layout?.facts.some((f) => f.kind === "broken_text")).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("gives back the person's name and e-mail from a PDF whose font names 'ff' as 'Ư'", async () => {
    const lines = [
      "Je~ Morrow",
      "Email: je~rey.morrow@example.com",
      "Systems Engineer",
      "Experience",
      "Systems Engineer, Northwind Trading LLC, 03/2019 - present",
      "Improved the e~iciency of nightly batch jobs and cut manual e~ort by half",
      "Supported o~ice network and sta~ workstations",
    ];
    const doc = await extractDocument(helveticaPages([placed(lines)], { "~": "\u01AF" }), PDF);
    expect(doc.text).toContain("JeƯ Morrow");
    const report = analyze(doc);
    expect(report.facts.contacts.emails).toContain("jeffrey.morrow@example.com");
    expect(report.facts.name).toBe("Jeff Morrow");
    expect(report.criteria.find((c) => c.id === "ats.encoding")?.finding).toContain("«JeƯ");
  });

  it("is left alone where it is a letter of the word: a single stray one, Vietnamese, Greek units", () => {
    const text = `${BODY.join("\n")}\nLed MƒA workshops\nTrương Thị Hương, Phương Dương\nGrew films of 5 μm on Si`;
    const report = analyzeResume({ text, format: "pdf" }, { now: NOW });
    expect(report.criteria.find((c) => c.id === "ats.encoding")?.score).toBe(1);
    expect(report.reading.layout).toBeUndefined();
  });
});

describe("a symbol font's list bullets", () => {
  const BULLETS = ["\uF0B7", "\uF0A7", "\uF076", "\uF0D8", "\uF0FC", "\uF0A8"];

  it("are read as '•' at a line's start, with or without the font's own space after them", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BULLETS), fc.constantFrom(" ", "\uF020 ", "\t"), (bullet, space) => {
        const items = BODY.slice(5, 8).map((line) => `${bullet}${space}${line}`);
        expect(cleanCharacters(items.join("\n"))).toBe(
          BODY.slice(5, 8)
            .map((line) => `• ${line}`)
            .join("\n"),
        );
      }),
    );
  });

  it("never count as emoji, and a list of them is a list", () => {
    const duties = Array.from({ length: 8 }, (_, i) => `\uF0B7 Prepared report number ${i + 1} for the board`);
    const text = [...BODY.slice(0, 4), BODY[4]!, ...duties, ...BODY.slice(8)].join("\n");
    const report = analyzeResume({ text, format: "pdf" }, { now: NOW });
    expect(report.facts.formatting.specialChars).toBe(0);
    expect(report.facts.bulletLines).toBeGreaterThanOrEqual(8);
  });

  it("leave an icon font's glyphs (a phone, an envelope) as icons", () => {
    expect(cleanCharacters("\uF095 +7 916 555-01-23\n\uF0E0 anna@example.com")).toBe(
      "\uF095 +7 916 555-01-23\n\uF0E0 anna@example.com",
    );
  });
});
