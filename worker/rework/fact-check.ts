/**
 * The reworked resume's guarantee: every number, proper name, skill and date in it comes from the reading. Used by
 * the tests over every fixture and generated resume, and by the builder's caller as a last check before storing.
 */
import { REWORK_HEADINGS, REWORK_PLACEHOLDERS, type ReworkedResume } from "../../shared/schemas/rework";
import { EDUCATION_WORDS, SUMMARY_TEMPLATE_WORDS } from "./build";
import { renderSections } from "./render";
import type { ReworkSource } from "./source";

const fold = (text: string): string => text.toLowerCase().replace(/ё/gu, "е");
const digitsOf = (text: string): string => text.replace(/\D+/gu, "");

/** What in the reworked resume the reading does not support; empty when every fact is the person's own. */
export function unsupportedFacts(resume: ReworkedResume, source: ReworkSource): string[] {
  const { reading } = source;
  const text = fold(source.lines.join("\n"));
  const textDigits = new Set(text.match(/\d+/gu) ?? []);
  const phones = new Set(reading.contacts.phones.map((phone) => digitsOf(phone.digits).slice(-10)));
  const periods = new Set(
    reading.timeline.ranges.filter((r) => r.isWork).map((r) => `${r.startMonth}:${r.ongoing ? "now" : r.endMonth}`),
  );
  // A skill the reading found is the person's even where the report names it in the dictionary's words
  // ("Воронка продаж" for «воронку продаж»).
  const skillNames = [
    ...reading.skills.flatMap((skill) => [skill.name, skill.display]),
    ...reading.keySkills.map((k) => k.name),
  ];
  const skills = new Set(skillNames.map(fold));
  const ownWords = templateWords(resume, skillNames);
  const problems: string[] = [];

  for (const phone of resume.contacts.phones)
    if (!phones.has(digitsOf(phone).slice(-10))) problems.push(`phone ${phone}`);
  for (const job of resume.experience) if (!periods.has(periodKey(job.period))) problems.push(`period ${job.period}`);
  for (const item of resume.skills.flatMap((group) => group.items))
    if (!text.includes(fold(item)) && !skills.has(fold(item))) problems.push(`skill ${item}`);

  const years = String(Math.floor(reading.timeline.totalYears));
  for (const line of factLines(resume)) {
    for (const number of line.match(/\d+/gu) ?? [])
      if (!textDigits.has(number) && !isSubstringNumber(number, text) && number !== years)
        problems.push(`number ${number} in «${line}»`);
    for (const name of line.match(/(?<![\p{L}\d])\p{Lu}[\p{L}\d'’-]*/gu) ?? [])
      if (!ownWords.has(fold(name)) && !text.includes(fold(name))) problems.push(`name ${name} in «${line}»`);
  }
  return problems;
}

/** Lines whose numbers and names must be the person's: everything but phones and job periods (checked whole). */
function factLines(resume: ReworkedResume): string[] {
  const phones = new Set(resume.contacts.phones);
  return renderSections(resume, { placeholders: false })
    .flatMap((section) => section.lines)
    .filter((line) => line.style !== "note")
    .map((line) => (line.period ? line.text.replace(line.period, "") : line.text))
    .map((line) => [...phones].reduce((rest, phone) => rest.replace(phone, ""), line));
}

/** "01.2019 – настоящее время" / "2014 – 2016" → the month keys the reading's ranges use. */
function periodKey(period: string): string {
  const [start = "", end = ""] = period.split(" – ");
  const month = (part: string, asEnd: boolean): string => {
    const numeric = /^(\d{2})[./](\d{4})$/u.exec(part);
    if (numeric) return String(Number(numeric[2]) * 12 + Number(numeric[1]) - 1);
    if (/^\d{4}$/u.test(part)) return String(Number(part) * 12 + (asEnd ? 11 : 0));
    return "now";
  };
  return `${month(start, false)}:${month(end, true)}`;
}

/** Numbers inside longer digit runs ("2024" in "2024-й") count as the person's. */
function isSubstringNumber(number: string, text: string): boolean {
  return number.length >= 2 && text.includes(number);
}

/** The document's own words: headings, labels, placeholders, the summary's template and the group labels. */
function templateWords(resume: ReworkedResume, skillNames: readonly string[]): Set<string> {
  const words = [
    ...skillNames,
    ...Object.values(REWORK_HEADINGS[resume.language]),
    ...Object.values(REWORK_PLACEHOLDERS[resume.language]),
    ...resume.skills.map((group) => group.group),
    ...SUMMARY_TEMPLATE_WORDS,
    ...Object.values(EDUCATION_WORDS[resume.language]),
    "Телефон Почта Город Phone Email City",
  ];
  return new Set(words.flatMap((text) => fold(text).split(/[^\p{L}\d]+/u)).filter(Boolean));
}
