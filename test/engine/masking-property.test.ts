/**
 * One recogniser per fact (decision 028): every contact or personal datum the engine finds in a resume is masked
 * before any model call. Checked over the project's resume fixtures and generated variants that plant contacts
 * in many written forms (Unicode e-mails, phone formats, profile hosts, documents, birth dates).
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { maskPersonalData } from "../../worker/analysis/masking";
import { ID_LABELLED, SNILS } from "../../worker/analysis/recognisers";
import { EN_BACKEND_ENGINEER } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { PROFILE_RESUMES } from "./fixtures/profile-resumes";
import { RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { RU_JUNIOR_FRONTEND } from "./fixtures/ru-junior-frontend";
import { RU_SALES_MANAGER } from "./fixtures/ru-sales-manager";
import { NOW } from "./now";

const EMAILS = [
  "ivan.petrov@mail.ru",
  "иван@почта.рф",
  "petrov+cv@example.co.uk",
  "anna_smirnova-1c@yandex.ru",
  "J.Doe@Example.COM",
];
const PHONES = [
  "+7 (999) 012-73-01",
  "8 999 012-73-09",
  "89990127309",
  "+375 29 900 12 17",
  "(716) 555-0100",
  "+44 7700 900123",
  "+7-916-123-45-67",
];
const LINKS = [
  "https://www.linkedin.com/in/ivan-petrov",
  "github.com/ivanpetrov",
  "ivan.github.io",
  "ivan.notion.site/cv",
  "ivan.tilda.ws",
  "medium.com/@ivan",
  "bitbucket.org/ivan",
  "t.me/ivan_petrov",
  "hh.ru/resume/0123abcd",
  "behance.net/ivan",
  "https://portfolio.example.com/ivan",
];
const DOCUMENTS = [
  "Паспорт: 45 06 123456",
  "паспорт серия 4510 номер 654321",
  "СНИЛС 123-456-789 01",
  "ИНН 770123456789",
  "Passport No. 712345678",
];
const BIRTH_DATES = [
  "Дата рождения: 12.03.1990",
  "Дата рождения: 5 марта 1991 г.",
  "Date of birth: March 3, 1990",
  "DOB: 03/04/1989",
  "Родилась 1 сентября 1992 г.",
];

const BASES = [
  RU_1C_PROGRAMMER,
  RU_JUNIOR_FRONTEND,
  RU_SALES_MANAGER,
  EN_BACKEND_ENGINEER,
  EN_MARKETING_MANAGER,
  ...PROFILE_RESUMES.map((r) => r.text),
];

/** A small deterministic generator, so that a failure names a reproducible variant. */
function* variants(): Generator<{ name: string; text: string; planted: string[] }> {
  let seed = 7;
  const pick = <T>(items: readonly T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return items[seed % items.length]!;
  };
  for (const [b, base] of BASES.entries()) {
    yield { name: `fixture ${b}`, text: base, planted: [] };
    for (let v = 0; v < 6; v++) {
      const email = pick(EMAILS);
      const phone = pick(PHONES);
      const link = pick(LINKS);
      const document = pick(DOCUMENTS);
      const birth = pick(BIRTH_DATES);
      const lines = base.split("\n");
      const where = 1 + (v % Math.max(1, Math.min(5, lines.length - 1)));
      const separator = pick([" | ", ", ", " • ", "\n"]);
      lines.splice(where, 0, [email, phone, link].join(separator), birth, document);
      yield {
        name: `fixture ${b} variant ${v}`,
        text: lines.join("\n"),
        planted: [email, phone, link, birth, document],
      };
    }
  }
}

/** The values inside planted documents and birth dates ("45 06 123456", "12.03.1990"). */
function plantedValues(planted: readonly string[]): string[] {
  return planted.flatMap((item) => {
    const id = new RegExp(ID_LABELLED.source, "iu").exec(item)?.[2] ?? new RegExp(SNILS.source, "u").exec(item)?.[0];
    if (id) return [id.trim()];
    const date = /\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2} \p{L}+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}/u.exec(item)?.[0];
    return date ? [date] : [];
  });
}

describe("everything the engine recognises is masked before a model call", () => {
  const cases = [...variants()];

  it("runs over every fixture and its generated variants", () => {
    expect(cases.length).toBeGreaterThanOrEqual(BASES.length * 7);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, { text, planted }) => {
    const { facts } = analyzeResume({ text, format: "pdf" }, { now: NOW });
    const masked = maskPersonalData(text).text;
    const found = [
      ...facts.contacts.emails,
      ...facts.contacts.phones.map((p) => p.raw),
      ...facts.contacts.links.filter((l) => l.valid).map((l) => l.url),
      ...(facts.contacts.telegramHandle ? [facts.contacts.telegramHandle] : []),
    ];
    for (const value of found) expect(masked, `engine found «${value}»`).not.toContain(value);
    // The planted e-mail, phone and link must have been found by the engine at all (the recognisers agree).
    if (planted.length) {
      expect(facts.contacts.emails.map((e) => e.toLowerCase())).toContain(planted[0]!.toLowerCase());
      expect(facts.contacts.phones.map((p) => p.raw)).toContain(planted[1]);
      for (const value of planted.slice(0, 3)) expect(masked, `planted «${value}»`).not.toContain(value);
    }
    for (const value of plantedValues(planted))
      expect(masked, `document or birth date «${value}»`).not.toContain(value);
    const kinds = new Set(facts.personalData.map((p) => p.kind));
    if (planted.some((p) => /паспорт|passport/iu.test(p))) expect(kinds).toContain("passport");
    if (planted.some((p) => /снилс|инн/iu.test(p))) expect(kinds).toContain("snils_inn");
  });
});
