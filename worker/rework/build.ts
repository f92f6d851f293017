/**
 * Builds the reworked resume from the reading (decision 280). Every line is the person's own text cleaned of layout
 * glue, or a fact the analysis read, written in one standard form; what only the person can add is a visible
 * placeholder. Nothing here invents: `fact-check.ts` proves it over every fixture.
 */

import type { ReadingRange, ResumeReading } from "../../shared/schemas/reading";
import {
  REWORK_EXTRA_SECTIONS,
  REWORK_HEADINGS,
  REWORK_PLACEHOLDERS,
  REWORK_VERSION,
  type ReworkedResume,
  type ReworkJob,
  type ReworkLanguage,
} from "../../shared/schemas/rework";
import { plural } from "../../shared/schemas/ru-format";
import { SKILL_CATEGORIES, withoutGluedDuration, wrapsFromAbove } from "../analysis/engine";
import { renderSections } from "./render";
import type { ReworkSource } from "./source";

type Range = ReadingRange;

export function buildRework(source: ReworkSource): ReworkedResume {
  const { reading } = source;
  const language: ReworkLanguage = reading.language;
  const skip = personalLineTest(reading);
  const experience = buildExperience(source, skip);
  const languages = languageItems(source, skip);
  const skills = buildSkills(reading, language, languages.length > 0);
  const draft: Omit<ReworkedResume, "comparison"> = {
    version: REWORK_VERSION,
    language,
    name: reading.person.name,
    position: desiredPosition(reading) || experience[0]?.title || null,
    contacts: {
      phones: reading.contacts.phones.map(normalPhone),
      email: reading.contacts.emails[0] ?? null,
      links: reading.contacts.links.filter((link) => link.valid).map((link) => link.url),
      city: cityAsWritten(source),
    },
    asOf: reading.timeline.asOf,
    summary: null,
    summaryIsDraft: false,
    experience,
    skills,
    education: sectionItems(source, "education", skip),
    courses: sectionItems(source, "courses", skip),
    languages,
    extra: extraSections(source, language, skip),
    removed: removedLabels(reading, language),
  };
  const own = sectionItems(source, "summary", skip).join(" ");
  const withSummary = own
    ? { ...draft, summary: own }
    : { ...draft, summary: draftSummary(draft, reading), summaryIsDraft: true };
  return { ...withSummary, comparison: compare(source, withSummary) };
}

// ── Lines ───────────────────────────────────────────────────────────────────────────────────────────────────────

const BULLET = /^\s*(?:[-–—•●▪◦·*►▸✓✔■□○>]|\d{1,2}[.)](?=\s))\s*/u;
const TRAILING_GLUE = /[\s|/,;:—–-]+$/u;
const LEADING_GLUE = /^[\s|/,;:—–-]+/u;

/** A line of the person's text as a clean phrase: no bullet glyph, no dangling separators, single spaces. */
export function cleanLine(line: string): string {
  return line.replace(BULLET, "").replace(/\s+/gu, " ").replace(LEADING_GLUE, "").replace(TRAILING_GLUE, "").trim();
}

const letterKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/gu, "е")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Lines that carry what the analysis advises removing (birth date, marital status, passport…). */
function personalLineTest(reading: ResumeReading): (line: string) => boolean {
  // The name and the wished-for title belong to the header; a sidebar layout can leave them inside a section.
  const { name, desiredPosition } = reading.person;
  const header = new Set([name, desiredPosition].filter(Boolean).map((text) => letterKey(text!)));
  // A photo is not in the text: the word «фото» in «фотография» is no reason to drop a line.
  const samples = reading.personal
    .filter((hit) => hit.kind !== "photo")
    .map((hit) => letterKey(hit.sample))
    .filter((key) => key.length >= 4);
  // Only a line that is mostly the personal detail goes ("Семейное положение: замужем"); a duty that mentions
  // children ("Веду группу из 24 детей") stays.
  return (line) => {
    const key = letterKey(line);
    return header.has(key) || samples.some((sample) => key.includes(sample) && key.length <= sample.length + 30);
  };
}

/**
 * Projects, achievements, publications and the rest under standard headings. A research CV keeps its talks, grants
 * and teaching apart from its publications and awards (decision 435): each is what a research reader looks for, and
 * merged under «Publications» or «Additional Information» they would be lost to the next reading.
 */
function extraSections(source: ReworkSource, language: ReworkLanguage, skip: (line: string) => boolean) {
  const research = source.reading.research;
  const facetAt = new Map(
    research.kind === "research_cv"
      ? research.listings.filter((l) => l.facet !== "publications").map((l) => [l.line, l.facet] as const)
      : [],
  );
  const own = (kind: string, facet: string | undefined) => (section: ResumeReading["sections"][number]) =>
    section.kind === kind && facetAt.get(section.line) === facet;
  return REWORK_EXTRA_SECTIONS.flatMap((kind) =>
    [undefined, ...new Set(facetAt.values())].map((facet) => ({
      kind,
      heading: facet ? REWORK_HEADINGS[language][facet] : REWORK_HEADINGS[language][kind],
      items: uniqueByKey(joinWrapped(linesWhere(source, own(kind, facet))).filter((line) => !skip(line))),
    })),
  ).filter((section) => section.items.length > 0);
}

function linesWhere(source: ReworkSource, keep: (section: ResumeReading["sections"][number]) => boolean): string[] {
  return source.reading.sections
    .filter(keep)
    .flatMap((section) => source.lines.slice(section.line + 1, section.endLine));
}

function linesOf(source: ReworkSource, kind: string): string[] {
  return source.reading.sections
    .filter((section) => section.kind === kind)
    .flatMap((section) => source.lines.slice(section.line + 1, section.endLine));
}

/** A section's items: its lines cleaned, wrapped lines joined, personal details and repeats left out. */
function sectionItems(source: ReworkSource, kind: string, skip: (line: string) => boolean): string[] {
  return uniqueByKey(joinWrapped(linesOf(source, kind)).filter((line) => !skip(line)));
}

/**
 * Joins a line broken by the layout to the line before it, as the engine counts items (`wrapsFromAbove`, decision
 * 330): this one carries the previous one on and the previous one filled its column or stops on a comma, a hyphen or
 * a preposition ("…вела табель" / "посещаемости"). Blank lines between them (PDF exports put them everywhere) do not
 * stop a duty.
 */
function joinWrapped(raw: readonly string[]): string[] {
  const lines = raw.filter((line) => line.trim());
  const items: string[] = [];
  lines.forEach((line, index) => {
    // Cleaned at the start only: a trailing comma or hyphen tells that the line goes on.
    const text = line.replace(BULLET, "").replace(/\s+/gu, " ").replace(LEADING_GLUE, "").trim();
    if (!text) return;
    const last = items.at(-1);
    if (last !== undefined && wrapsFromAbove(lines, index))
      items[items.length - 1] = last.endsWith("-") && /^\p{Ll}/u.test(text) ? `${last}${text}` : `${last} ${text}`;
    else items.push(text);
  });
  return items.map(cleanLine).filter(Boolean);
}

function uniqueByKey(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = letterKey(item);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ── Experience ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Organisation words: a header part with one of these names the employer, not the position. */
const EMPLOYER_MARK =
  /[«"“„]|(?:^|[\s(])(?:ооо|оао|зао|пао|ао|ип|гбу|гку|гбоу|мбоу|мбдоу|мбу|мау|фгуп|фгбу|нко|llc|inc|ltd|corp|gmbh|plc|co\.|company|group|bank|university|college|school|hospital|банк|университет|институт|колледж|школ[аы]|детский сад|центр|агентство|завод|комбинат|компания|холдинг|магазин|ресторан|отель|гостиница|клиника|больница)(?=$|[\s.,)»"])/iu;

const SELF_EMPLOYED = /самозанят|фриланс|частная практика|freelanc|self-employed|independent contractor/iu;

function buildExperience(source: ReworkSource, skip: (line: string) => boolean): ReworkJob[] {
  const { reading, lines } = source;
  const ranges = jobRanges(reading);
  const experience = reading.sections.find((section) => section.kind === "experience");
  const regionEnd = (range: Range): number => {
    const section = reading.sections.find((s) => s.line < range.line && range.line < s.endLine);
    return section?.endLine ?? experience?.endLine ?? lines.length;
  };
  const blocks = ranges.map((range, index) => {
    const floor = index > 0 ? ranges[index - 1]!.line + 1 : (experience?.line ?? -1) + 1;
    return { range, ...headerOf(lines, range, floor) };
  });
  const seenDuties = new Set<string>();
  const jobs = blocks.map((block, index) => {
    const next = blocks[index + 1];
    const end = Math.min(next ? next.headerStart : lines.length, regionEnd(block.range));
    const bodyLines = lines
      .slice(block.bodyStart, end)
      .map((line, i) =>
        i < 3 && !line.toLowerCase().includes(block.range.text) ? withoutColumnDates(line, block.range.text) : line,
      );
    const body = joinWrapped(bodyLines).filter(
      (line) => !skip(line) && !isDateOnly(line) && letterKey(line).length > 2,
    );
    const bullets = uniqueByKey(body).filter((line) => {
      // A duty copied into several jobs is kept once, in the first job that lists it (the most recent one).
      const key = letterKey(line);
      if (seenDuties.has(key)) return false;
      seenDuties.add(key);
      return true;
    });
    return { range: block.range, job: withTitleBelow(splitHeader(block.header, bullets)) };
  });
  return jobs
    .sort((a, b) => b.range.endMonth - a.range.endMonth || b.range.startMonth - a.range.startMonth)
    .map(({ range, job }) => ({ ...job, period: formatPeriod(range, reading.language) }));
}

/** Work ranges, one per line, nested sub-projects left inside their job. */
function jobRanges(reading: ResumeReading): Range[] {
  const work = reading.timeline.ranges.filter((range) => range.isWork);
  const byLine = new Map<number, Range>();
  for (const range of work) if (!byLine.has(range.line)) byLine.set(range.line, range);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

const isDateOnly = (line: string): boolean =>
  !/\p{L}{3,}/u.test(line.replace(/(?:н\.?\s?в\.?|наст\.?\s?вр\.?)/giu, ""));

const isHeaderLike = (line: string): boolean => {
  const text = line.trim();
  return text.length > 1 && text.length <= 90 && !BULLET.test(line) && !/[.;!?]$/u.test(text) && /\p{L}{2}/u.test(text);
};

/**
 * The job's position and employer are written beside its dates, on the one or two short lines above them, or just
 * below a line that holds the dates alone.
 */
function headerOf(
  lines: readonly string[],
  range: Range,
  floor: number,
): { header: string[]; headerStart: number; bodyStart: number } {
  const dateLine = lines[range.line] ?? "";
  const rest = withoutDates(dateLine, range.text);
  if (/\p{L}{3}/u.test(rest)) return { header: [rest], headerStart: range.line, bodyStart: range.line + 1 };
  // Blank lines between the parts of a job (PDF exports put them everywhere) are skipped, not stopped at.
  const above: string[] = [];
  let start = range.line;
  for (let i = previousFilled(lines, range.line - 1, floor); i >= floor && above.length < 2; ) {
    if (!isHeaderLike(lines[i] ?? "")) break;
    above.unshift(cleanLine(lines[i]!));
    start = i;
    i = previousFilled(lines, i - 1, floor);
  }
  if (above.length) return { header: above, headerStart: start, bodyStart: range.line + 1 };
  const below: string[] = [];
  let body = range.line + 1;
  for (let i = nextFilled(lines, body); below.length < 2 && i < lines.length; i = nextFilled(lines, i + 1)) {
    if (!isHeaderLike(lines[i] ?? "") || !/^\p{Lu}/u.test((lines[i] ?? "").trim())) break;
    below.push(cleanLine(lines[i]!));
    body = i + 1;
  }
  return { header: below, headerStart: range.line, bodyStart: body };
}

function previousFilled(lines: readonly string[], from: number, floor: number): number {
  let i = from;
  while (i >= floor && !(lines[i] ?? "").trim()) i--;
  return i;
}

function nextFilled(lines: readonly string[], from: number): number {
  let i = from;
  while (i < lines.length && !(lines[i] ?? "").trim()) i++;
  return i;
}

/** The date line without its dates: "МБДОУ «Детский сад № 112», воспитатель — 09.2016 – наст. время" → the rest. */
function withoutDates(line: string, dateText: string): string {
  const at = line.toLowerCase().replace(/ё/gu, "е").indexOf(dateText);
  const rest =
    at >= 0 ? `${line.slice(0, at)} ${line.slice(at + dateText.length)}` : withoutColumnDates(line, dateText);
  return cleanLine(rest.replace(/\(\s*\)/gu, ""));
}

/**
 * A range read from a date column (hh.ru's PDF: «Январь 2019 —» / «настоящее время» / «7 лет 11 месяцев» at the
 * starts of the job's lines) was joined from the starts of several lines: strip those words where they lead a line.
 */
function withoutColumnDates(line: string, dateText: string): string {
  const words = new Set(dateText.split(/\s+/u).filter(Boolean));
  const tokens = line.trim().split(/\s+/u);
  let skip = 0;
  while (
    skip < tokens.length &&
    (words.has(tokens[skip]!.toLowerCase().replace(/ё/gu, "е")) || /^[—–-]$/u.test(tokens[skip]!))
  )
    skip++;
  return withoutGluedDuration(tokens.slice(skip).join(" "));
}

function splitHeader(header: readonly string[], bullets: string[]): Omit<ReworkJob, "period"> {
  const parts =
    header.length > 1
      ? header
      : (header[0] ?? "")
          .split(/\s+[—–|]\s+|,\s+(?![^«]*»)/u)
          .map(cleanLine)
          .filter(Boolean);
  if (parts.length === 0) return { title: null, employer: null, bullets };
  if (parts.length === 1) {
    const only = parts[0]!;
    // Self-employed work has no employer to name.
    if (SELF_EMPLOYED.test(only)) return { title: capitalFirst(only), employer: "", bullets };
    return EMPLOYER_MARK.test(only)
      ? { title: null, employer: only, bullets }
      : { title: capitalFirst(only), employer: null, bullets };
  }
  const employerFirst = EMPLOYER_MARK.test(parts[0]!) && !EMPLOYER_MARK.test(parts[1]!);
  const [title, ...employer] = employerFirst ? [parts[1]!, parts[0]!, ...parts.slice(2)] : parts;
  return { title: title ? capitalFirst(title) : null, employer: employer.join(", ") || null, bullets };
}

/** hh.ru writes the employer beside the dates and the position on the next line: take that line as the title. */
function withTitleBelow(job: Omit<ReworkJob, "period">): Omit<ReworkJob, "period"> {
  const [first, ...rest] = job.bullets;
  if (job.title || !job.employer || !first || !isHeaderLike(first) || EMPLOYER_MARK.test(first)) return job;
  if (!/^\p{Lu}/u.test(first) || /\d{2,}/u.test(first)) return job;
  return { ...job, title: first, bullets: rest };
}

/** A position starts with a capital letter in the heading line ("воспитатель" written after the employer). */
const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function formatPeriod(range: Range, language: ReworkLanguage): string {
  const month = (value: number): string =>
    range.style === "year"
      ? String(Math.floor(value / 12))
      : language === "ru"
        ? `${String((value % 12) + 1).padStart(2, "0")}.${Math.floor(value / 12)}`
        : `${String((value % 12) + 1).padStart(2, "0")}/${Math.floor(value / 12)}`;
  const end = range.ongoing ? (language === "ru" ? "настоящее время" : "present") : month(range.endMonth);
  return `${month(range.startMonth)} – ${end}`;
}

// ── Skills, languages, removed ──────────────────────────────────────────────────────────────────────────────────

const EN_CATEGORY: Readonly<Record<string, string>> = {
  lang: "Programming languages",
  frontend: "Front end",
  backend: "Back end and frameworks",
  mobile: "Mobile",
  data: "Data and analytics",
  db: "Databases",
  devops: "DevOps and infrastructure",
  qa: "Testing",
  tools: "Tools and software",
  accounting: "Accounting and finance",
  sales: "Sales",
  marketing: "Marketing",
  hr: "HR and recruiting",
  management: "Management",
  design: "Design",
  law: "Law",
  engineering: "Engineering",
  logistics: "Logistics and procurement",
  support: "IT support",
  languages: "Languages",
};
const OTHER_GROUP: Readonly<Record<ReworkLanguage, string>> = {
  ru: "Профессиональные навыки",
  en: "Professional skills",
};

/**
 * The analysis's key skills, each once, grouped by the dictionary's categories; the resume's own spelling kept. A
 * spoken language is left to the languages section when there is one, where it stands with its level.
 */
function buildSkills(
  reading: ResumeReading,
  language: ReworkLanguage,
  languagesListed: boolean,
): ReworkedResume["skills"] {
  const categoryOf = new Map(reading.skills.map((skill) => [skill.name, skill.category]));
  const groups = new Map<string, string[]>();
  const seen = new Set<string>();
  // Languages and personal qualities the person listed are facts of their own, not key skills (decision 770); the
  // reworked resume still lists them as the person did.
  const ownFacts = reading.skills
    .filter((skill) => skill.listed > 0 && (skill.category === "languages" || skill.category === "soft"))
    .map((skill) => ({ name: skill.display, skills: [skill.name] }));
  for (const skill of [...reading.keySkills, ...ownFacts]) {
    const key = letterKey(skill.name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const category = skill.skills.map((name) => categoryOf.get(name)).find(Boolean) ?? "";
    if (category === "languages" && languagesListed) continue;
    const label = (language === "en" ? EN_CATEGORY[category] : SKILL_CATEGORIES[category]) ?? OTHER_GROUP[language];
    groups.set(label, [...(groups.get(label) ?? []), cleanLine(skill.name)]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

function languageItems(source: ReworkSource, skip: (line: string) => boolean): string[] {
  const written = sectionItems(source, "languages", skip);
  if (written.length) return written;
  // Without a section of their own, the languages the analysis found, named as the analysis names them.
  return source.reading.language === "ru"
    ? source.reading.education.languages.map(({ language, level }) =>
        level ? `${capitalFirst(language)} — ${level}` : capitalFirst(language),
      )
    : [];
}

const REMOVED_LABELS: Readonly<Record<ReworkLanguage, Readonly<Record<string, string>>>> = {
  ru: {
    passport: "паспортные данные",
    marital: "семейное положение",
    children: "дети",
    birth: "дата рождения",
    nationality: "гражданство",
    religion: "вероисповедание",
    photo: "фото",
    snils_inn: "СНИЛС и ИНН",
    health: "здоровье",
  },
  en: {
    passport: "passport details",
    marital: "marital status",
    children: "children",
    birth: "date of birth",
    nationality: "nationality",
    religion: "religion",
    photo: "photo",
    snils_inn: "tax and insurance numbers",
    health: "health",
  },
};

function removedLabels(reading: ResumeReading, language: ReworkLanguage): string[] {
  return [...new Set(reading.personal.map((hit) => REMOVED_LABELS[language][hit.kind] ?? hit.kind))];
}

/** The desired position as the reading has it; a line that carries dates is a job's line, not a wish. */
function desiredPosition(reading: ResumeReading): string {
  const position = cleanLine(reading.person.desiredPosition ?? "");
  return /(?:19|20)\d{2}/u.test(position) ? "" : position;
}

/** The city as the person wrote it near the top, with the state or region after it ("Columbus, OH"). */
function cityAsWritten(source: ReworkSource): string | null {
  const city = source.reading.contacts.city;
  if (!city) return null;
  const top = source.lines.slice(0, 15).join("\n");
  const at = top.indexOf(city);
  const region = at >= 0 ? /^,\s?[A-Z]{2}(?![\p{L}])/u.exec(top.slice(at + city.length))?.[0] : undefined;
  return region ? `${city}${region}` : city;
}

// ── Contacts and summary ────────────────────────────────────────────────────────────────────────────────────────

/** Russian numbers as +7 (XXX) XXX-XX-XX; other numbers as written. */
export function normalPhone(phone: ResumeReading["contacts"]["phones"][number]): string {
  const digits = phone.digits.length === 11 && /^[78]/u.test(phone.digits) ? phone.digits.slice(1) : phone.digits;
  if (phone.kind !== "ru" || digits.length !== 10) return phone.raw.trim();
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}

/** Words the summary's own template uses: the fact check lets them through because they carry no fact. */
export const SUMMARY_TEMPLATE_WORDS = [
  "Опыт",
  "работы",
  "Ключевые",
  "навыки",
  "Образование",
  "Experience",
  "years",
  "year",
  "Key",
  "skills",
  "Education",
] as const;

export const EDUCATION_WORDS: Readonly<Record<ReworkLanguage, Readonly<Record<string, string>>>> = {
  ru: {
    phd: "учёная степень",
    master: "магистратура",
    bachelor: "бакалавриат",
    higher: "высшее",
    incomplete_higher: "неоконченное высшее",
    vocational: "среднее специальное",
  },
  en: { phd: "PhD", master: "master's degree", bachelor: "bachelor's degree", higher: "higher education" },
};

/** A short summary from the reading's facts only: role, length of service, key skills, level of education. */
function draftSummary(resume: Omit<ReworkedResume, "comparison">, reading: ResumeReading): string | null {
  const ru = resume.language === "ru";
  const parts: string[] = [];
  if (resume.position) parts.push(`${resume.position}.`);
  const years = Math.floor(reading.timeline.totalYears);
  if (years >= 1)
    parts.push(ru ? `Опыт работы: ${yearsRu(years)}.` : `Experience: ${years} ${years === 1 ? "year" : "years"}.`);
  const skills = resume.skills.flatMap((group) => group.items).slice(0, 5);
  if (skills.length) parts.push(`${ru ? "Ключевые навыки" : "Key skills"}: ${skills.join(", ")}.`);
  const level = reading.education.level;
  const education = level ? EDUCATION_WORDS[resume.language][level] : undefined;
  if (education) parts.push(`${ru ? "Образование" : "Education"}: ${education}.`);
  return parts.length >= 2 ? parts.join(" ") : null;
}

const yearsRu = (years: number): string => `${years} ${plural(years, ["год", "года", "лет"])}`;

// ── Side by side ────────────────────────────────────────────────────────────────────────────────────────────────

/** Each section of the original beside the same section reworked (also after a model polished the wording). */
export function compare(
  source: ReworkSource,
  resume: Omit<ReworkedResume, "comparison">,
): ReworkedResume["comparison"] {
  const filled = (lines: readonly string[]): string[] => lines.map((line) => line.trim()).filter(Boolean);
  // The lines above the first heading: the name, the title and, in most resumes, the contacts.
  const firstHeading = Math.min(...source.reading.sections.map((section) => section.line), source.lines.length);
  const top = filled(source.lines.slice(0, firstHeading));
  const { emails, phones } = source.reading.contacts;
  const isContact = (line: string): boolean =>
    emails.some((email) => line.includes(email)) || phones.some((phone) => line.includes(phone.raw.trim()));
  const before = (kind: string | null): string[] => {
    if (kind === null) return top.filter((line) => !isContact(line));
    const own = filled(linesOf(source, kind));
    return kind === "contacts" && own.length === 0 ? top.filter(isContact) : own;
  };
  return renderSections(resume, { placeholders: true }).map((section) => ({
    section: section.heading,
    before: before(section.kind),
    after: section.lines.map((line) => line.text),
  }));
}

export { REWORK_PLACEHOLDERS };
