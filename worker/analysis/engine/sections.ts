/**
 * Section headings in Russian and English, including upper-case, Markdown, "Heading:" and letter-spaced forms.
 * A line is a heading when, letters only, it equals a known heading, or starts with one followed by ":" / "—".
 */
import { collapseLetterSpacing, foldCase, lettersKey } from "./text";
import type { Section, SectionKind } from "./types";

const HEADINGS: Record<SectionKind, readonly string[]> = {
  contacts: [
    "контакты", "контактная информация", "контактные данные", "личные данные", "личная информация", "способы связи",
    "contacts", "contact", "contact information", "contact info", "contact details", "personal information",
    "personal details", "personal data",
  ],
  summary: [
    "о себе", "обо мне", "вкратце обо мне", "коротко обо мне", "профиль", "профессиональный профиль",
    "профессиональное резюме", "краткое резюме", "кратко", "общая информация", "summary", "professional summary",
    "profile", "professional profile", "about me", "about", "career summary", "executive summary",
    "summary of qualifications", "qualifications summary", "personal statement", "overview",
  ],
  desired: [
    "желаемая должность", "желаемая должность и зарплата", "цель", "цель поиска", "желаемая позиция",
    "objective", "career objective", "desired position", "target position", "job objective",
  ],
  experience: [
    "опыт работы", "опыт", "трудовая деятельность", "профессиональный опыт", "места работы", "трудовой стаж",
    "карьера", "опыт работы и проекты", "релевантный опыт", "experience", "work experience", "professional experience",
    "employment history", "work history", "employment", "career history", "relevant experience", "career",
    "professional background", "experience and projects", "research experience", "teaching experience",
  ],
  education: [
    "образование", "основное образование", "высшее образование", "образование и квалификация", "education",
    "academic background", "educational background", "academic history", "education and training",
  ],
  skills: [
    "навыки", "ключевые навыки", "профессиональные навыки", "основные навыки", "технические навыки", "компетенции",
    "ключевые компетенции", "профессиональные компетенции", "стек", "стек технологий", "технологии", "умения",
    "знания и навыки", "навыки и умения", "skills", "key skills", "technical skills", "core competencies",
    "competencies", "tech stack", "technologies", "hard skills", "soft skills", "skills summary", "areas of expertise",
    "expertise", "tools", "skills and tools", "technical expertise", "core skills", "professional skills",
  ],
  projects: [
    "проекты", "пет проекты", "петпроекты", "учебные проекты", "личные проекты", "ключевые проекты", "портфолио",
    "мои проекты", "projects", "personal projects", "side projects", "selected projects", "key projects",
    "portfolio", "open source", "open source projects",
  ],
  courses: [
    "курсы", "повышение квалификации", "повышение квалификации курсы", "сертификаты", "электронные сертификаты",
    "дополнительное образование", "тренинги", "сертификация", "курсы и сертификаты", "обучение",
    "certifications", "certificates", "courses", "training", "licenses and certifications",
    "licenses certifications", "professional development", "additional education",
  ],
  languages: ["языки", "знание языков", "иностранные языки", "владение языками", "languages", "language skills"],
  achievements: [
    "достижения", "награды", "ключевые достижения", "награды и достижения", "achievements", "awards", "honors",
    "honors and awards", "awards and honors", "key achievements", "accomplishments",
  ],
  publications: ["публикации", "научные публикации", "статьи", "выступления", "publications", "talks", "papers"],
  volunteering: ["волонтерство", "волонтерский опыт", "общественная деятельность", "volunteer", "volunteering",
    "volunteer experience", "leadership and activities", "activities", "extracurricular activities"],
  interests: ["хобби", "интересы", "увлечения", "interests", "hobbies", "hobbies and interests"],
  references: ["рекомендации", "рекомендатели", "references"],
  additional: ["дополнительная информация", "дополнительно", "прочее", "additional information", "other",
    "miscellaneous", "additional"],
};

/** letters-only key -> kind; built once at module load. */
const HEADING_BY_KEY: ReadonlyMap<string, SectionKind> = (() => {
  const map = new Map<string, SectionKind>();
  for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, readonly string[]][]) {
    for (const name of names) map.set(lettersKey(name), kind);
  }
  return map;
})();

/** Heading phrases by how they start, for "Опыт работы — 11 месяцев" and "Skills: Python, Go". */
const HEADING_PREFIXES: ReadonlyArray<readonly [string, SectionKind]> = Object.entries(HEADINGS)
  .flatMap(([kind, names]) => names.map((n) => [foldCase(n), kind as SectionKind] as const))
  .filter(([name]) => name.length >= 4)
  .sort((a, b) => b[0].length - a[0].length);

const MARKUP = /^[\s#*_=>|•·▪■◆►▶➢✓✔-]+|[\s*_=|:]+$/gu;

/** Detects whether one line is a section heading. */
export function headingOf(rawLine: string): { kind: SectionKind; letterSpaced: boolean } | null {
  if (rawLine.length > 80) return null;
  const { text, wasSpaced } = collapseLetterSpacing(rawLine.replace(MARKUP, ""));
  const line = text.replace(MARKUP, "");
  if (!line || /\d{3,}|@/.test(line.slice(0, 30))) return null;
  const key = lettersKey(line);
  if (!key || key.length > 45) return null;
  const exact = HEADING_BY_KEY.get(key);
  if (exact) return { kind: exact, letterSpaced: wasSpaced };
  const folded = foldCase(line);
  // "Навыки и инструменты", "Skills & Tools": the first part decides.
  const firstPart = folded.split(/\s*(?:&|\/|,|\+|\band\b|\sи\s)\s*/u)[0] ?? "";
  if (firstPart !== folded && line.length <= 40) {
    const byPart = HEADING_BY_KEY.get(lettersKey(firstPart));
    if (byPart) return { kind: byPart, letterSpaced: wasSpaced };
  }
  if (!/[:—–-]/u.test(folded)) return null;
  for (const [prefix, kind] of HEADING_PREFIXES) {
    if (folded.startsWith(prefix) && /^\s*[:—–-]/u.test(folded.slice(prefix.length))) {
      return { kind, letterSpaced: wasSpaced };
    }
  }
  return null;
}

/** All sections in document order; each one ends where the next heading starts. */
export function findSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [];
  lines.forEach((line, index) => {
    const heading = headingOf(line);
    if (!heading) return;
    const previous = sections[sections.length - 1];
    // hh.ru repeats "Навыки" twice in a row: one section, not two.
    if (previous && previous.kind === heading.kind && index - previous.line <= 2) return;
    if (previous) previous.endLine = index;
    sections.push({ kind: heading.kind, heading: line.trim(), line: index, endLine: lines.length, letterSpaced: heading.letterSpaced });
  });
  return sections;
}

/** Section kind per line (null before the first heading), as a dense array for O(1) lookups. */
export function sectionIndex(sections: readonly Section[], lineCount: number): (SectionKind | null)[] {
  const byLine: (SectionKind | null)[] = new Array<SectionKind | null>(lineCount).fill(null);
  for (const section of sections) {
    for (let i = section.line; i < section.endLine && i < lineCount; i++) byLine[i] = section.kind;
  }
  return byLine;
}

/** The text of all sections of one kind. */
export function sectionText(lines: readonly string[], sections: readonly Section[], kind: SectionKind): string {
  return sections
    .filter((s) => s.kind === kind)
    .map((s) => lines.slice(s.line, s.endLine).join("\n"))
    .join("\n");
}
