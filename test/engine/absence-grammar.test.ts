/**
 * No "missing" said for what the resume has (decision 710), each kind over generated forms (invented people and
 * places): the experience heading by grammar (a head noun with its qualifiers, both languages, any case), and the city
 * on a contact line — after a phone or an e-mail, as "Town, Country" among the contacts, below a postdoc's title line —
 * or the country alone said as such, never «Не нашли город».
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";
import { headingOf } from "../../worker/analysis/engine/sections";

const NOW = new Date("2026-11-15T00:00:00Z");
const RUNS = { numRuns: 200 };
const finding = (text: string, id: string) =>
  analyzeResume({ text, format: "pdf" }, { now: NOW }).result.criteria?.find((c) => c.id === id)?.finding ?? "";
const capitalised = (phrase: string): string => phrase[0]!.toUpperCase() + phrase.slice(1);
const titled = (phrase: string): string =>
  phrase.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
/** The cases a heading is written in: as a sentence, in title case, in capitals. */
const written = (phrase: string, form: number): string =>
  form === 0 ? capitalised(phrase) : form === 1 ? titled(phrase) : phrase.toUpperCase();

describe("the experience heading by grammar", () => {
  const FIELDS = [
    "research",
    "teaching",
    "post-doctoral research",
    "post- doctoral research",
    "clinical",
    "laboratory",
  ];
  const JOINED = ["", "and consulting ", "& industry "];
  const HEADS = ["experience", "employment", "appointments"];

  it("English: field words (joined, hyphens broken by the layout) before the head noun, in every case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.constantFrom(...JOINED),
        fc.constantFrom(...HEADS),
        fc.integer({ min: 0, max: 2 }),
        (field, joined, head, form) => {
          const line = written(`${field} ${joined}${head}`, form);
          expect(headingOf(line)?.kind, line).toBe("experience");
        },
      ),
      RUNS,
    );
  });

  const BEFORE = ["", "последнее ", "предыдущие ", "прежние "];
  const PLACE = ["место работы", "места работы"];
  const OPYT = ["опыт работы", "опыт"];
  const COMPLEMENTS = ["", " в маркетинге", " по специальности", " в образовании"];
  const ASIDES = ["", " (7 лет)", ":"];

  it("Russian: qualifiers, the head («место работы», «опыт»), a prepositional complement, an aside, in every case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BEFORE),
        fc.constantFrom(...PLACE),
        fc.constantFrom(...ASIDES),
        fc.integer({ min: 0, max: 2 }),
        (before, head, aside, form) => {
          const line = written(`${before}${head}`, form) + aside;
          expect(headingOf(line)?.kind, line).toBe("experience");
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.constantFrom("", "коммерческий ", "исследовательский и проектный ", "педагогический "),
        fc.constantFrom(...OPYT),
        fc.constantFrom(...COMPLEMENTS),
        fc.integer({ min: 0, max: 2 }),
        (adjectives, head, complement, form) => {
          const line = written(`${adjectives}${head}${complement}`, form);
          expect(headingOf(line)?.kind, line).toBe("experience");
        },
      ),
      RUNS,
    );
  });

  it("a skills list's line and a sentence stay what they are", () => {
    for (const line of [
      "Опыт работы в команде",
      "Опыт работы в Jira и Confluence",
      "Опыт работы на ПК",
      "Опыт работы в режиме многозадачности",
      "Over ten years of experience",
    ])
      expect(headingOf(line)?.kind ?? null, line).not.toBe("experience");
    // «Желаемое место работы» names the job sought, not a past one.
    expect(headingOf("Желаемое место работы")?.kind).toBe("desired");
  });

  it("a resume whose jobs stand under such a heading is never told it has no experience", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Место работы", "МЕСТО РАБОТЫ", "Последнее место работы", "Опыт работы в маркетинге"),
        (heading) => {
          const text = [
            "Ольга Светлова",
            "olga.svetlova@example.ru | +7 916 555-01-02",
            "Образование",
            "Инженер-программист сент. 2012 - июнь 2017",
            "Технический университет",
            heading,
            "Маркетолог май 2021 - Сегодня",
            "ООО «Северный ветер»",
            "Вела рекламные кампании.",
            "Специалист по рекламе сент. 2017 - апр. 2021",
            "ООО «Плюс»",
          ].join("\n");
          expect(finding(text, "structure.experience_section"), text).not.toContain("Не нашли");
          expect(readResume({ text }, { now: NOW }).timeline.jobsCount, text).toBeGreaterThanOrEqual(2);
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("the city on a contact line", () => {
  const BODY = "\nExperience\nAnalyst, Northwind Traders\nJan 2019 – Present\nBuilt reports.\n";
  const PHONES = ["+375 29 555 01 02", "+7 916 555-01-02", "+49 30 5550 1234"];
  const KNOWN = ["Казань", "Berlin", "Гомель"];

  it("a known city after a phone or an e-mail, separated by a space only", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHONES), fc.constantFrom(...KNOWN), fc.boolean(), (phone, town, phoneFirst) => {
        const contacts = phoneFirst ? `jane.roe@example.com ${phone} ${town}` : `${phone} jane.roe@example.com ${town}`;
        const text = `Jane Roe\n${contacts}\n${BODY}`;
        expect(finding(text, "contacts.city"), text).toContain(town);
      }),
      { numRuns: 30 },
    );
  });

  const TOWNS = ["Dumaguete, Philippines", "Kutaisi, Georgia", "Пловдив, Болгария", "Tartu, Estonia"];
  const SEPARATORS = [" | ", " • ", "  ", " \uF041 ", " ½ "];

  it("an unknown town with its country as one item among the contacts, an aside after it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TOWNS),
        fc.constantFrom(...SEPARATORS),
        fc.constantFrom("", " (GMT+3)"),
        fc.integer({ min: 0, max: 2 }),
        (place, separator, aside, at) => {
          const items = ["+20 100 555 0142", "jane.roe@example.com"];
          items.splice(at, 0, `${place}${aside}`);
          const text = `Jane Roe\n${items.join(separator)}\n${BODY}`;
          expect(finding(text, "contacts.city"), text).toContain(place.split(",")[0]!);
        },
      ),
      RUNS,
    );
  });

  it("a postdoc's title line under the name is no heading: the city below it is the person's", () => {
    for (const title of ["Post-Doctoral research fellow", "Research Fellow", "Postdoctoral Researcher"]) {
      const text = `Jane Roe\n${title}\nInstitute of Applied Studies\nON M5V 2T6, Toronto, Canada\njane.roe@example.org\n${BODY}`;
      expect(headingOf(title), title).toBeNull();
      expect(finding(text, "contacts.city"), text).toContain("Toronto");
    }
  });

  it("a country alone is said as a country, and a search that found nothing says where it looked", () => {
    for (const line of ["Испания · Удалённо", "Проживает: Испания", "jane.roe@example.com | Spain"]) {
      const text = `Jane Roe\n+34 600 555 012\n${line}\n${BODY}`;
      expect(finding(text, "contacts.city"), text).toMatch(/^Указана страна/u);
    }
    const none = finding(`Jane Roe\njane.roe@example.com\n${BODY}`, "contacts.city");
    expect(none).toBe("Не нашли город проживания ни в шапке, ни в контактах, ни в адресе.");
  });
});
