/**
 * What a vacancy asks for, read with the engine's one skill recogniser (engine/skills/match.ts, decisions 027/028):
 * the skills, tools, certificates and languages of its text and its key skills, each with the vacancy's own
 * spelling and a weight — 2 for a key skill or a must-have line, 1 for "будет плюсом". Key skills the dictionary
 * does not know are kept as literal terms. Decision 130.
 */
import { findCity, matchSkills, SKILL_BY_NAME, type SkillEntry, tokenize } from "../analysis/engine";

export interface VacancyInput {
  title: string | null;
  description: string;
  keySkills: string[];
  minYears: number | null;
  city: string | null;
  remote: boolean;
}

export interface VacancyRequirement {
  /** The vacancy's spelling. */
  term: string;
  /** The dictionary entry, or null for a key skill the dictionary does not know (matched literally). */
  entry: SkillEntry | null;
  weight: 1 | 2;
  keySkill: boolean;
}

/** A heading or a line that says what follows is optional. */
const OPTIONAL =
  /будет\s+плюсом|плюсом\s+будет|желательн|приветству|преимуществ|nice\s+to\s+have|is\s+a\s+plus|would\s+be\s+a\s+plus|preferred|bonus/iu;
/** A heading that starts the must-haves again. */
const REQUIRED_HEADING =
  /требовани|ожидаем|мы\s+ждём|мы\s+ждем|что\s+нужно|необходим|обязательн|requirements|must\s+have|you\s+have|we\s+expect|qualifications/iu;
/** A heading of the duties or the offer: skills named there are still asked, at full weight. */
const OTHER_HEADING = /обязанност|задачи|условия|предлагаем|responsibilit|what\s+you.ll\s+do|we\s+offer/iu;

function isHeading(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 60 &&
    (trimmed.endsWith(":") || !/[.,;]/.test(trimmed)) &&
    trimmed.split(/\s+/).length <= 6
  );
}

/** For each line, whether it is optional: its own words, or the last heading above it. */
function optionalLines(lines: readonly string[]): boolean[] {
  let inOptionalBlock = false;
  return lines.map((line) => {
    if (isHeading(line)) {
      if (OPTIONAL.test(line)) inOptionalBlock = true;
      else if (REQUIRED_HEADING.test(line) || OTHER_HEADING.test(line)) inOptionalBlock = false;
    }
    return inOptionalBlock || OPTIONAL.test(line);
  });
}

/** The years a vacancy's text asks for: «опыт от 3 лет», «опыт работы не менее 2 лет», "3+ years of experience". */
const YEARS_ASKED = [
  /опыт[^.\n]{0,60}?(?:от|не\s+менее|более|больше|минимум)\s+(\d{1,2})(?:[,.]\d)?\s*(?:-|–|до\s+\d+\s*)?\s*(?:х\s*)?(?:лет|года|год)/iu,
  /(\d{1,2})\+?\s*(?:лет|года|год)[^.\n]{0,20}опыт/iu,
  /(\d{1,2})\+?\s*(?:years?|yrs)[^.\n]{0,30}experience/iu,
  /(?:at\s+least|minimum(?:\s+of)?)\s+(\d{1,2})\s*(?:years?|yrs)/iu,
];

export function yearsAsked(text: string): number | null {
  for (const pattern of YEARS_ASKED) {
    const found = pattern.exec(text);
    if (found) return Number(found[1]);
  }
  return null;
}

/** The city of a text vacancy: a labelled one («Город: Казань», "Location: Berlin") or a known city near the top. */
export function vacancyCity(text: string): string | null {
  return findCity(text);
}

/** «Компания «Учёт и склад»», ООО «Бухгалтерия плюс»: an employer's name is not a requirement. */
const EMPLOYER_NAME =
  /(?:компани[яиюей]|организаци[яиюей]|группа\s+компаний|ООО|ОАО|ЗАО|ПАО|АО|ИП|company)\s*«[^»\n]*»/giu;

export function readRequirements(vacancy: VacancyInput): VacancyRequirement[] {
  const whole = vacancy.title ? `${vacancy.title}\n${vacancy.description}` : vacancy.description;
  // Blanked with spaces of the same length, so line numbers and offsets stay as they were.
  const text = whole.replace(EMPLOYER_NAME, (name) => " ".repeat(name.length));
  const lines = text.split("\n");
  const optional = optionalLines(lines);
  const byName = new Map<string, VacancyRequirement>();
  const literal: VacancyRequirement[] = [];

  for (const name of vacancy.keySkills) {
    const skills = matchSkills(name).filter((s) => !s.implied);
    if (skills.length === 0) {
      if (!literal.some((r) => r.term.toLowerCase() === name.toLowerCase()))
        literal.push({ term: name, entry: null, weight: 2, keySkill: true });
      continue;
    }
    // One key skill naming one skill keeps its exact wording ("Postgres"); a combined one uses each part's spelling.
    for (const skill of skills) {
      const entry = SKILL_BY_NAME.get(skill.name)!;
      if (byName.has(entry.name)) continue;
      const term = skills.length === 1 ? name : (skill.surfaces?.[0] ?? skill.display);
      byName.set(entry.name, { term, entry, weight: 2, keySkill: true });
    }
  }
  for (const skill of matchSkills(text)) {
    if (skill.implied || byName.has(skill.name)) continue;
    const entry = SKILL_BY_NAME.get(skill.name);
    if (!entry) continue;
    byName.set(skill.name, {
      term: skill.surfaces?.[0] ?? skill.display,
      entry,
      weight: optional[skill.line] ? 1 : 2,
      keySkill: false,
    });
  }
  // A general skill implied by a more specific one the vacancy also names ("1С" next to "1С:Бухгалтерия") is
  // one requirement, not two: the specific one carries it.
  const implied = new Set([...byName.values()].flatMap((r) => r.entry?.implies ?? []));
  const requirements = [...byName.values()].filter((r) => !(implied.has(r.entry!.name) && !r.keySkill));
  return [...requirements, ...literal].sort((a, b) => b.weight - a.weight || Number(b.keySkill) - Number(a.keySkill));
}

/** Token keys of a term, as the recogniser normalises them ("Postgres" → "postgres", «1С» → "1с"). */
export function termKeys(term: string): string[] {
  return tokenize(term).map((t) => t.key);
}

/** Whether `needle`'s keys appear in `haystack`'s keys in a row. */
export function containsKeys(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
