/**
 * The candidate's name. Usually the first line, but real files are messier: the name shares a line with contacts
 * ("Jane Doe | jane@… | (555) …"), with an icon-font glyph and a link ("Иван Петров Õ https://…"), with an
 * hh.ru page header, is split over two lines ("ИВАН" … "ПЕТРОВ"), or, in a two-column PDF, comes after the
 * sidebar. So every plausible line near the top is a candidate, scored by what surrounds a name: a job title
 * right under it and contacts next to it.
 */
import { GIVEN_NAMES } from "../knowledge/names-given";
import { readsAsJobTitle } from "../knowledge/professions";
import { isKnownCity, isPlaceTail } from "./contacts";
import { HH_STAMP } from "./industries";
import { PATRONYMIC, SURNAME_ENDING } from "./name-shape";
import { headingOf } from "./sections";
import { isCommonWord } from "./spelling";
import { foldCase, WordPattern } from "./text";
import type { SectionKind } from "./types";

const RESUME_WORD = /^(?:резюме|resume|résumé|cv|curriculum vitae)\.?$/iu;
/**
 * The document's title written before the name on its line: "CURRICULUM VITAE OF JOHN SMITH", "Resume of Anna Lee",
 * "CV – Jane Doe", "Curriculum Vitae: Peter Novak", «Резюме: Петров Иван», «РЕЗЮМЕ Смирновой Анны», «Резюме
 * соискателя Кузнецовой Ольги». The title, a preposition or a noun of whose document it is, and a separator are taken
 * off; what follows is read as any name line is. Russian puts the name after «Резюме» in the genitive (nominative()).
 */
const RESUME_TITLE_BEFORE_NAME =
  /^(?:curriculum\s+vitae|résumé|resume|c\.?v\.?|bio-?data)(?:\s+(?:of|for|de|del|di|du|von|van))?(?:\s*[:|\u2013\u2014-]\s*|\s+)|^(резюме|автобиография)(?:\s+(?:соискателя|кандидата|специалиста))?(?:\s*[:|\u2013\u2014-]\s*|\s+)/iu;

/** The line without the document's title before the name, and whether the name after it is in Russian's genitive. */
function withoutTitle(line: string): { line: string; genitive: boolean } {
  const title = RESUME_TITLE_BEFORE_NAME.exec(line);
  const rest = title ? line.slice(title[0].length) : "";
  // The name starts with a capital; «Резюме на должность …», "Resume for the position" are no name.
  if (!title || !STARTS_WITH_CAPITAL.test(rest)) return { line, genitive: false };
  // «Резюме: Петров Иван» names it after a colon in the nominative; «Резюме Петрова Ивана» in the genitive.
  return { line: rest, genitive: title[1] !== undefined && !/[:|\u2013\u2014-]\s*$/u.test(title[0]) };
}
const STARTS_WITH_CAPITAL = /^\p{Lu}/u;
/**
 * One word of a name: "Anna", "O'Brien", "McDonald", "Дубик-Энман", "ANNA", "A." (an initial), and a letter that
 * extraction mis-mapped from a ligature ("Taধana"). Combining accents (decomposed "é") are letters too.
 */
const NAME_WORD =
  /^\p{Lu}(?:['’]\p{Lu})?[\p{Ll}\p{M}]*\p{Lo}?[\p{Ll}\p{M}]+(?:\p{Lu}[\p{Ll}\p{M}]+)?(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?\.?$|^\p{Lu}['’]?[\p{Lu}\p{M}]+(?:-[\p{Lu}]{2,})?$|^\p{Lu}\.$/u;
/** Lower-case particles inside a name: "Marie de Vries", "Jan van Dijk", "Ibn al-Haytham". */
const PARTICLE = /^(?:de|da|di|do|dos|das|du|del|della|der|den|la|le|van|von|ter|ten|bin|binti|ibn|al|el|y|zu)$/u;
/** "ФИО: Билле Алексей Сергеевич", "Full name: …": the name is labelled. Group 1 is the value. */
const NAME_LABEL =
  /^\s*(?:ф\.?\s?и\.?\s?о\.?|фамилия,?\s+имя(?:,?\s+отчество)?|имя|full name|name)\s*[:\-–—]\s*(\S.*)$/iu;
/** "Меня зовут Александр", "Зовут меня Гусарова Елизавета Андреевна", "My name is Anna Lee". Group 1 follows. */
const SELF_INTRODUCTION = /(?:[Мм]еня зовут|[Зз]овут меня|[Mm]y name is)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+){0,2})/u;
/** Latin letters decoded as Windows-1252 from a Windows-1251 file: "Èâàí Ïåòðîâ" is "Иван Петров". */
const CP1251_MOJIBAKE = /[À-ÿ]{3,}/u;
/** Separators between the name and the contacts on one line. */
const SEGMENT_BREAK = /\s+[|•·▪◆]\s+|\s[—–]\s|\s{3,}|\t/u;
const CONTACT_LIKE = /@|https?:|www\.|\+?\d[\d\s().-]{6,}\d|\.(?:com|ru|io|net|org|me|dev)\b|github|linkedin/iu;
const DATE_LIKE = /(?:19|20)\d\d/;
/** Employers and schools look like names in capitals ("CORNELL UNIVERSITY", "Unity Technologies"). */
const ORGANIZATION = new WordPattern(
  /(?:universit|университет|college|колледж|institut|институт|school|школ|academy|академи|inc|llc|ltd|gmbh|ооо|зао|оао|пао|technolog|corp|company|bank|банк|group|групп|solutions)/iu,
);
const MAX_LINES = 60;
/** An icon font's glyph or a bullet before a line's words. */
const LEADING_MARK = /^[^\p{L}\p{N}\s]{1,3}\s*/u;

export interface NameResult {
  name: string | null;
  startsWithResumeWord: boolean;
}

interface Line {
  text: string;
  index: number;
}

/** A heading at the start ("ВКРАТЦЕ ОБО МНЕ SKILLS") means a heading line, not a name. */
function startsWithHeading(words: readonly string[]): boolean {
  for (let n = 1; n <= Math.min(3, words.length); n++) if (headingOf(words.slice(0, n).join(" "))) return true;
  return false;
}

/** Letters after a name in English CVs: "MARK OLSEN, CPA", "Jane Doe, PhD, PMP". */
const CREDENTIALS_AFTER_NAME =
  /(?:,\s*(?:CPA|CFA|CMA|ACCA|ACA|MBA|PhD|Ph\.D\.|MD|PE|P\.E\.|PMP|JD|BSc|BA|BEng|MEng|MSc|MS|MA|RN|CISSP|SHRM-CP|SPHR|CFP|EA))+$/u;
/**
 * A doctorate written after the name without a comma, or in brackets: "ADRIAN FORSYTHE Ph.D.", "BENJAMIN L. CARVER
 * (Ph.D.)", «Иванов Иван (к.т.н.)». Only the degrees no name word is spelt like.
 */
const DEGREE_AFTER_NAME =
  /\s+\(?(?:Ph\.?\s?D\.?|PhD|MBA|D\.?Sc\.?|к\.\s?\p{L}{1,4}\.\s?н\.|д\.\s?\p{L}{1,4}\.\s?н\.)\)?$/u;
/** "CV", "Resume", «Резюме» after the name: "Nadia Veselova CV" is the document's title with the name in it. */
const RESUME_WORD_AFTER_NAME = /\s+(?:CV|C\.V\.|Resume|Résumé|RESUME|Резюме|РЕЗЮМЕ)$/u;
/** A nickname or the name in another script in brackets inside the name: "Idris (Mohammad) Falani" is Idris Falani. */
const ALIAS_INSIDE_NAME = /^(\p{Lu}[\p{L}'’-]+) \([\p{L}][\p{L} .'’-]{0,30}\) (?=\p{Lu})/u;
/** A text box's line written twice and glued: "Александр БарсегянАлександр Барсегян Москва". */
const WRITTEN_TWICE = /^(\p{Lu}[\p{L} .'’-]{5,59}?)\1(?!\p{Ll})/u;
/** A rule typed around the name: "_________ Oleg Mart _________", "=== Anna Lee ===". */
const RULES_AROUND = /^[_=~*-]{3,}\s*|\s*[_=~*-]{3,}$/gu;
/**
 * A street and its house number after the name on its line ("Giulia Ferrante Solbakkevej 14B", "Ivan Petrov
 * Musterstraße 12, 10115 Berlin"): the address written as Continental Europe writes it, the street word then the
 * number.
 */
const STREET_AFTER_NAME = /^\p{Lu}[\p{L}.'’-]+(?:\s\p{L}[\p{L}.'’-]*){0,2}\s\d{1,4}[a-zA-Z]?(?:[/-]\d{1,4})*(?:,|$)/u;
/** The next label after a labelled name («Name: Wong Zhong Ming NRIC No: …»): one or two words and a colon. */
const NEXT_LABEL = /\s+\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*)?\s*:.*$/u;
/** A nickname or the name in another script in brackets after the name: "Чжао Чи (Vector)", "Ivan Petrov (Ваня)". */
const ALIAS_AFTER_NAME = /^\([\p{L}][\p{L} .'’-]{0,30}\)$/u;
/**
 * A contact label is never a word of the name: "Chaouki Ben Issaid Email : …" is the name, then the e-mail's label
 * (the labels of the contact recognisers: worker/text/contacts.ts).
 */
const CONTACT_LABEL_WORD =
  /^(?:e-?mail|email|mail|phone|tel|telephone|mobile|cell|fax|linkedin|github|gitlab|telegram|skype|whatsapp|web|website|homepage|address|телефон|тел|почта|адрес|сайт)[.:]?$/iu;

/** The name words at the start of `words` (particles allowed between them), at most four name words. */
function nameWordsAtStart(words: readonly string[]): number {
  let n = 0;
  let named = 0;
  while (n < words.length && named < 4) {
    // "Афонин Михаил Контакты": the next column's heading glued on is not the third name word.
    if (CONTACT_LABEL_WORD.test(words[n]!)) break;
    if (NAME_WORD.test(words[n]!) && !(named >= 2 && headingOf(words[n]!))) named++;
    else if (!(named > 0 && PARTICLE.test(words[n]!) && NAME_WORD.test(words[n + 1] ?? ""))) break;
    n++;
  }
  return n;
}

/**
 * What may follow the name on its line: contacts, an icon glyph, a heading of the next column ("Афонин Михаил
 * Контакты"), or, after a comma, a title, an age or credentials ("Петров Иван, Back-end Разработчик").
 */
function restAllowed(rest: string, nameWords: number): boolean {
  if (rest === "" || CONTACT_LIKE.test(rest) || (nameWords >= 2 && ALIAS_AFTER_NAME.test(rest))) return true;
  return nameWords >= 2 && rest.length <= 30 && headingOf(rest) !== null;
}

/**
 * The name words a segment starts with, when what follows may follow a name: contacts, a heading, an icon glyph;
 * or, after a comma, a title, an age or credentials, when the words themselves look like a name ("Петров Иван,
 * Back-end Разработчик", not "Студент НИУ ВШЭ, образовательная программа").
 */
function namePart(segment: string, roleWords: RegExp): string[] | null {
  if (segment.length > 160) return null; // a paragraph, not a header line
  const words = segment.split(/\s+/);
  const n = nameWordsAtStart(words);
  if (n === 0 || words.slice(0, n).join(" ").length > 60) return null;
  if (restAllowed(words.slice(n).join(" "), n)) return words.slice(0, n);
  // "Артем Соболев Бэкенд-разработчик", "Ivan Petrov Senior Developer": the name, then the title on its line; or
  // the name, then the street of its address when the words are known as a name's.
  for (let k = 2; k <= Math.min(n, 3); k++) {
    const rest = words.slice(k).join(" ");
    if (STREET_AFTER_NAME.test(rest) && nameEvidence(words.slice(0, k).join(" ")) >= 3) return words.slice(0, k);
    if (
      rest.length > 0 &&
      rest.length <= 60 &&
      titleAfterName(rest, roleWords) &&
      !roleWords.test(foldCase(words.slice(0, k).join(" ")))
    )
      return words.slice(0, k);
  }
  const comma = segment.indexOf(",");
  if (comma <= 0) return null;
  const head = segment.slice(0, comma).split(/\s+/);
  if (head.length < 2 || nameWordsAtStart(head) !== head.length) return null;
  const after = segment.slice(comma + 1).trim();
  // "Ann Arbor, MI, USA", «Алматы, Казахстан»: a place written as places are, not a name with a title after it.
  if (isPlaceTail(after)) return null;
  const name = head.join(" ");
  // "Man Hoe Keung, Jonathan": the family name first, then the given name after a comma.
  return nameEvidence(name) > 0 ||
    roleWords.test(foldCase(after)) ||
    /^\d{2}\s/u.test(after) ||
    GIVEN_NAMES.has(foldCase(after))
    ? head
    : null;
}

/** A title after the name on its line: the role words or a title the professions knowledge reads. */
function titleAfterName(rest: string, roleWords: RegExp): boolean {
  // A label's colon after the words ("Job Appointment : Senior Audit Associate") makes them the label, not a name.
  // … nor a patronymic or a comma after them («Иванова Мария Петровна, Менеджер»: the comma splits name and title).
  if (!/^\p{L}/u.test(rest) || rest.includes(",") || PATRONYMIC.test(rest.split(/\s/u)[0]!)) return false;
  return roleWords.test(foldCase(rest)) || readsAsJobTitle(rest);
}

/** The name words a line starts with, when what follows them (if anything) may follow a name. */
function leadingName(raw: string, roleWords: RegExp): string[] | null {
  // The header has a year in it: a line without a digit (most of them) is not searched for it.
  const { line, genitive } = withoutTitle(
    (/\d/.test(raw) ? raw.replace(HH_STAMP, " ") : raw)
      .replace(/^#+\s*/, "")
      .replace(RULES_AROUND, "")
      .replace(ALIAS_INSIDE_NAME, "$1 ")
      .replace(WRITTEN_TWICE, "$1")
      .trim(),
  );
  // A name word starts with a capital (NAME_WORD), and the first word starts the line: most lines end here.
  if (!STARTS_WITH_CAPITAL.test(line)) return null;
  // The part before the first separator (what line.split(SEGMENT_BREAK)[0] is, without splitting the rest).
  const firstBreak = SEGMENT_BREAK.exec(line);
  const segment = (firstBreak ? line.slice(0, firstBreak.index) : line)
    .replace(/[\s|•·▪◆—–-]+$/u, "")
    .replace(CREDENTIALS_AFTER_NAME, "")
    .replace(DEGREE_AFTER_NAME, "")
    .replace(RESUME_WORD_AFTER_NAME, "")
    .trim();
  const named = namePart(segment, roleWords);
  if (!named) return null;
  // The person's city after the name on its line («Александр Барсегян Москва») is no third name word.
  const name = named.length >= 3 && isKnownCity(named.at(-1)!) ? named.slice(0, -1) : named;
  const nameText = name.join(" ");
  // Shaped like a name: now the costlier checks that it is not a title, an employer, a city or a heading.
  if (
    RESUME_WORD.test(nameText) ||
    roleWords.test(foldCase(nameText)) ||
    // "Kitchen Porter", "Sous Chef": a title the professions knowledge reads, unless it opens with a given name.
    (readsAsJobTitle(nameText) && !GIVEN_NAMES.has(foldCase(name[0]!))) ||
    ORGANIZATION.test(nameText) ||
    isKnownCity(nameText)
  )
    return null;
  if (startsWithHeading(name)) return null;
  return genitive ? nominative(name) : name;
}

/** A given name's genitive back to its nominative: Ивана → Иван, Сергея → Сергей, Анны → Анна, Марии → Мария. */
const GIVEN_GENITIVE: ReadonlyArray<readonly [RegExp, string]> = [
  [/а$/u, ""],
  [/я$/u, "й"],
  [/ы$/u, "а"],
  [/(?<=[гкхжшчщ])и$/u, "а"],
  [/и$/u, "я"],
];
/**
 * A surname's genitive back to its nominative, once the given name or the patronymic has shown the case: -ова is then
 * a man's (Петрова → Петров), -овой a woman's (Смирновой → Смирнова), -ского / -ской the two of «-ский / -ская».
 */
const SURNAME_GENITIVE: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=(?:ов|ев|ёв|ин|ын))а$/u, ""],
  [/(?<=(?:ов|ев|ёв|ин|ын))ой$/u, "а"],
  [/(?<=[сц]к)ого$/u, "ий"],
  [/(?<=[сц]к)ой$/u, "ая"],
];

/**
 * «Резюме Петрова Ивана Сергеевича» names the person in the genitive: the words are put back in the nominative when
 * a given name or a patronymic shows the case (a known given name in the genitive, -ича / -вны); a name already in
 * the nominative («Резюме Петров Иван») or a word of no known shape stays as written.
 */
function nominative(words: readonly string[]): string[] {
  const lower = words.map((w) => foldCase(w));
  if (lower.some((w) => GIVEN_NAMES.has(w))) return [...words];
  const restored = lower.map((w) => {
    if (/ича$/u.test(w)) return w.slice(0, -1);
    if (/[вч]ны$/u.test(w)) return `${w.slice(0, -1)}а`;
    for (const [ending, replacement] of GIVEN_GENITIVE) {
      const given = w.replace(ending, replacement);
      if (given !== w && GIVEN_NAMES.has(given)) return given;
    }
    return null;
  });
  if (restored.every((w) => w === null)) return [...words];
  return words.map((word, i) => {
    const nominal =
      restored[i] ??
      SURNAME_GENITIVE.reduce((w, [ending, to]) => (w === lower[i] ? w.replace(ending, to) : w), lower[i]!);
    return nominal === lower[i] ? word : sameCase(nominal, word);
  });
}

/** `word` in the case `as` is written in: "ПЕТРОВ", "Петров". */
function sameCase(word: string, as: string): string {
  if (as === as.toUpperCase()) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** How strongly the words themselves say "a person's name": a known given name, a patronymic, a surname ending. */
function nameEvidence(name: string): number {
  let score = 0;
  const words = name.split(/\s+/).map((w) => w.replace(/\.$/, "").toLowerCase());
  if (words.some((w) => GIVEN_NAMES.has(w) || GIVEN_NAMES.has(w.replace(/ё/g, "е")))) score += 3;
  if (words.some((w) => PATRONYMIC.test(w))) score += 2;
  if (words.some((w) => SURNAME_ENDING.test(w))) score += 1;
  // "Смирнова А. С.", "Michael J. Fox": initials beside a full word.
  if (/\s\p{Lu}\.(?:\s|$)/u.test(name) && /\p{L}{2,}/u.test(name)) score += 2;
  return score;
}

/** Words of this many letters and more are asked of the dictionary: "Park", "Tang", "Hill" are surnames as often. */
const COMMON_WORD_MIN = 5;

/**
 * A candidate whose words are mostly common words of the language — "Current Position", "Software Development",
 * "United States Geological Survey", «Грант Российского», "Kitchen Porter" — is a heading, an employer, a grant or a
 * title, not a person (decision 580). Asked only of a candidate without name evidence (a known given name, a
 * patronymic, a surname's ending): "Grace Baker" keeps its name.
 */
function madeOfCommonWords(name: string): boolean {
  const words = name.split(/\s+/u).map((w) => w.replace(/[.,]+$/u, ""));
  const common = words.filter((w) => w.length >= COMMON_WORD_MIN && isCommonWord(w)).length;
  return common > 0 && common * 2 >= words.length;
}

function isLoneNameWord(text: string, sameCase: boolean): boolean {
  return NAME_WORD.test(text) && !headingOf(text) && (!sameCase || text === text.toUpperCase());
}

/** "Èâàí Ïåòðîâ" → "Иван Петров": a Windows-1251 line that was read as Windows-1252. */
function repairCp1251(line: string): string {
  if (!CP1251_MOJIBAKE.test(line) || /\p{Script=Cyrillic}/u.test(line)) return line;
  return line.replace(/[À-ÿ¨¸]/gu, (ch) =>
    ch === "¨" ? "Ё" : ch === "¸" ? "ё" : String.fromCharCode(0x410 + ch.charCodeAt(0) - 0xc0),
  );
}

/** The value of a "ФИО:" line, or the name after "Меня зовут". */
function statedName(text: string, roleWords: RegExp): string | null {
  const labelled = NAME_LABEL.exec(text)?.[1] ?? SELF_INTRODUCTION.exec(text)?.[1];
  if (!labelled) return null;
  const words = leadingName(labelled.replace(NEXT_LABEL, "").replace(/[.!]+$/u, ""), roleWords);
  return words ? words.join(" ") : null;
}

/**
 * Picks the best candidate. A "ФИО:" line wins outright. Otherwise every line is scored: near the top +3 (first
 * 5 lines, +1 more for the first) or +1.5 (first 14); a job title within the next two lines +2; contacts within
 * three lines +3; a given name, patronymic or surname ending in the words up to +6 (nameEvidence); a date just
 * above −2 (a company under a period) unless a given name is there; a section heading just above −2 (the first item of a list: "НАВЫКИ" over
 * "Adobe Lightroom").
 */
export function findName(
  lines: readonly string[],
  sectionOf: (line: number) => SectionKind | null,
  roleWords: RegExp,
): NameResult {
  const nonEmpty: Line[] = [];
  for (let i = 0; i < lines.length && nonEmpty.length < MAX_LINES; i++) {
    const text = repairCp1251(lines[i]!.trim());
    if (text) nonEmpty.push({ text, index: i });
  }
  // "Резюме" alone on the first line, or the title before the name on it ("CURRICULUM VITAE OF JOHN SMITH").
  const first = nonEmpty[0]?.text ?? "";
  const startsWithResumeWord = RESUME_WORD.test(first) || withoutTitle(first).line !== first;
  let best: { name: string; score: number } | null = null;
  for (let i = 0; i < nonEmpty.length; i++) {
    if (sectionOf(nonEmpty[i]!.index) === "references") continue;
    // An icon or a bullet before a label (" ФИО: …") is no part of it.
    const text = nonEmpty[i]!.text.replace(LEADING_MARK, "");
    if (/^(?:ф|имя|фамил|full name|name)/iu.test(text) && NAME_LABEL.test(text)) {
      const labelled = statedName(text, roleWords);
      if (labelled) return { name: labelled, startsWithResumeWord };
    }
    const introduced = /зовут|my name is/iu.test(text) ? statedName(text, roleWords) : null;
    const name = introduced ?? candidateAt(nonEmpty, i, roleWords);
    if (!name) continue;
    const evidence = nameEvidence(name);
    if (evidence === 0 && madeOfCommonWords(name)) continue;
    const titled = titleBelow(nonEmpty, i, roleWords);
    let score = candidateScore(nonEmpty, i, titled, evidence) + evidence + (introduced ? 2 : 0);
    // An item of a skills, languages or interests list ("Capture One") is not a name, unless its words are known
    // as a name's or a title follows it (a sidebar ends where the name and title start).
    const inList = LIST_SECTIONS.has(sectionOf(nonEmpty[i]!.index) ?? "contacts");
    if (inList && evidence < 3 && !titled) score -= 2;
    if (i >= 14 && score < 3) continue; // deep in the text only a name with a title and contacts around it counts
    if (!best || score > best.score) best = { name, score };
  }
  return { name: best?.name ?? null, startsWithResumeWord };
}

const LIST_SECTIONS: ReadonlySet<SectionKind> = new Set(["skills", "languages", "interests", "courses"]);

function titleBelow(lines: readonly Line[], i: number, roleWords: RegExp): boolean {
  return lines.slice(i + 1, i + 3).some((l) => l.text.length <= 80 && roleWords.test(foldCase(l.text)));
}

function candidateScore(lines: readonly Line[], i: number, titled: boolean, evidence: number): number {
  const near = (from: number, to: number, test: (text: string) => boolean): boolean =>
    lines.slice(Math.max(0, from), Math.max(0, to)).some((l) => test(l.text));
  let score = i === 0 ? 4 : i < 5 ? 3 : i < 14 ? 1.5 : 0;
  if (titled) score += 2;
  if (near(i - 3, i + 4, (t) => CONTACT_LIKE.test(t))) score += 3;
  const above = lines[i - 1]?.text ?? "";
  // A company under its period looks like a name; a known given name does not ("2019" over "Megan Hart").
  if (DATE_LIKE.test(above) && above.length < 25 && evidence < 3) score -= 2;
  const heading = above && above.length <= 40 ? headingOf(above) : null;
  if (heading && heading.kind !== "contacts" && heading.kind !== "summary") score -= 2;
  return score;
}

function candidateAt(lines: readonly Line[], i: number, roleWords: RegExp): string | null {
  const words = leadingName(lines[i]!.text, roleWords);
  if (!words) return null;
  const next = lines[i + 1]?.text ?? "";
  // "Личный Евгений" over "Андреевич": the patronymic wrapped onto the next line.
  if (words.length === 2 && PATRONYMIC.test(next) && isLoneNameWord(next, false)) return `${words.join(" ")} ${next}`;
  if (words.length >= 2) return words.join(" ");
  // "ИВАН" here, "ПЕТРОВ" on one of the next two lines: a name split by a two-column header. Both in capitals,
  // or one of them known as a name ("Анна" over "Смирнова, 20 лет."): "Salesforce" over "Negotiation" is not.
  const first = words[0]!;
  const upper = first === first.toUpperCase();
  for (const following of lines.slice(i + 1, i + 3)) {
    const second = following.text.replace(/,\s.*$/u, "");
    const joined = `${first} ${second}`;
    if (!isLoneNameWord(second, upper) || roleWords.test(foldCase(second)) || headingOf(joined)) continue;
    if (upper || nameEvidence(joined) >= 3) return joined;
  }
  return null;
}
