/**
 * No absence without a search (decision 241). Before the report says a part of the resume is missing, the whole
 * text is searched for it: every line as a heading (the readers' own heading vocabulary, letter spacing collapsed,
 * a heading glued to its first line), then the part's own vocabulary in Russian and English (a language and its
 * level, a course or a certificate, a university, a project, a paragraph about oneself at the top).
 *
 * - `section`: the reader found the section itself — nothing to say.
 * - `unheaded`: the content is there but not under a heading the reader could take («Языки» glued to a line, no
 *   heading at all): the report quotes what it found and says how to make it findable, never "нет раздела".
 * - `absent`: the whole text was searched and nothing was found: only then is the part called missing.
 */
import { DUTY_AROUND_AWARD } from "../knowledge/distinctions";
import { isCertificateLine } from "./education";
import { cleanPhrase, phraseAt } from "./quotes";
import { headingOf } from "./sections";
import { collapseLetterSpacing, type PreparedText } from "./text";
import type { ResumeFacts, SectionKind } from "./types";

export type Searchable = "summary" | "experience" | "education" | "skills" | "projects" | "courses" | "languages";

export interface SearchResult {
  /**
   * `unreadable`: the text came out broken (a wrong encoding): nothing can be said to be missing. `unsure`: nothing
   * was found, but the text's layout may have hidden it (columns read across, little text for its pages, no headings
   * beside plenty of text): the report says what it could not find and how to make it findable (decision 440).
   */
  state: "section" | "unheaded" | "absent" | "unreadable" | "unsure";
  /** The line it was found on, cleaned for a quote (layout glue off). */
  quote?: string;
  line?: number;
}

/** What each part is made of, in both languages, on folded text. Word starts: endings vary. */
const VOCABULARY: Readonly<Record<Searchable, RegExp>> = {
  summary:
    /(?:^|[^\p{L}])(?:о себе|обо мне|профиль|коротко обо мне|кратко|summary|profile|about me|objective|professional summary)(?![\p{L}])/u,
  experience:
    /(?:^|[^\p{L}])(?:опыт работы|трудовая деятельность|места работы|work experience|employment|professional experience|work history)(?![\p{L}])/u,
  education:
    /(?:^|[^\p{L}])(?:вуз|ниу|вшэ|мгу|спбгу|университет\p{L}*|институт\p{L}*|академи\p{L}*|колледж\p{L}*|техникум\p{L}*|училищ\p{L}*|бакалавр\p{L}*|магистр\p{L}*|аспирантур\p{L}*|university|college|institute|academy|bachelor\p{L}*|master'?s?|b\.?sc|m\.?sc|ph\.?d|mba|degree)(?![\p{L}])/u,
  skills:
    /(?:^|[^\p{L}])(?:навыки|ключевые навыки|умения|компетенции|технологии|стек|skills|technologies|tech stack|competencies|tools)(?![\p{L}])/u,
  projects:
    /(?:^|[^\p{L}])(?:проект\p{L}*|портфолио|кейс\p{L}*|projects?|portfolio|github\.com|gitlab\.com|behance|dribbble)(?![\p{L}])/u,
  courses:
    /(?:^|[^\p{L}])(?:курс\p{L}*|сертификат\p{L}*|сертифицирован\p{L}*|повышени\p{L}* квалификации|тренинг\p{L}*|стажировк\p{L}*|certificat\p{L}*|certified|courses?|training|bootcamp|coursera|stepik|udemy|skillbox|нетологи\p{L}*|geekbrains|otus|practicum|практикум)(?![\p{L}])/u,
  // A language as a skill: its name beside «язык» or a level, not «во французском парке».
  languages:
    /(?:английск|немецк|французск|испанск|итальянск|китайск|японск|english|german|french|spanish|italian|chinese|japanese)\p{L}*[^\n]{0,25}(?:язык|[abcав][12](?![\d\p{L}])|базов|средн|свободн|родн|разговорн|upper|intermediate|fluent|native|beginner|advanced)|ielts|toefl/u,
};

/**
 * What a course looks like inside an education section, where a year or a platform is not needed to tell it from
 * prose: courses by name, a trade's school (IT, online), a bootcamp or an incubator, coursework.
 */
const COURSE_IN_EDUCATION =
  /(?:^|[^\p{L}])(?:курсы|курсов|релевантные курсы|(?:it|айти|онлайн)[\s-]школ\p{L}*|bootcamp|incubator|инкубатор\p{L}*|relevant coursework|coursework|courses)(?![\p{L}])/u;

/**
 * A project the person led, built or ran, told in a sentence (decision 600): a verb of doing in the past or a role
 * of leading, then a project word within a few words, in both languages.
 */
const PROJECT_DONE =
  /(?<![\p{L}])(?:руководил\p{L}*|возглавлял\p{L}*|вел[аи]?|вёл|курировал\p{L}*|разработал\p{L}*|создал\p{L}*|запустил\p{L}*|реализовал\p{L}*|организовал\p{L}*|участвовал\p{L}* в|led|managed|ran|built|developed|launched|delivered|coordinated|supervised)\s+(?:\p{L}+\s+){0,3}(?:проект\p{L}*|project\p{L}*)(?![\p{L}])/u;

/** Headings the reader's vocabulary calls by another kind but that hold this part. */
const HEADING_KINDS: Readonly<Record<Searchable, readonly SectionKind[]>> = {
  // An "Objective" is read as the desired position, but it is the paragraph about oneself a summary would be.
  summary: ["summary"],
  experience: ["experience"],
  education: ["education"],
  skills: ["skills"],
  projects: ["projects"],
  courses: ["courses"],
  languages: ["languages"],
};

/** The line as a whole phrase (quotes.ts): joined with the neighbour it runs into, layout glue off. */
function quotable(lines: readonly string[], i: number): string {
  const line = collapseLetterSpacing(lines[i]!).text;
  return (
    cleanPhrase(phraseAt([...lines.slice(0, i), line, ...lines.slice(i + 1)], i), 90) ??
    cleanPhrase(line, 90) ??
    line.trim()
  );
}

/** A heading glued to the end of a line by a two-column layout ("…@edu.hse. Образование"), as written. */
const endHeading = (words: string): RegExp =>
  // After a sentence's end, a wide gap, or a contact the heading of the next column was glued to ("…@mail.com Objective").
  new RegExp(`(?:\\.|\\s{2,}|@[\\w.-]+\\.[a-z]{2,}\\s|\\d\\s)\\s*(?:${words})\\s*$`, "u");
const END_HEADING: Readonly<Record<Searchable, RegExp>> = {
  summary: endHeading("О себе|Обо мне|Summary|Profile|Objective|Career Objective|About me|Цель"),
  experience: endHeading("Опыт работы|Experience|Work Experience"),
  education: endHeading("Образование|Education"),
  skills: endHeading("Навыки|Ключевые навыки|Skills"),
  projects: endHeading("Проекты|Projects"),
  courses: endHeading("Курсы|Сертификаты|Certifications|Courses"),
  languages: endHeading("Языки|Languages"),
};

/** A heading written at a line's start and glued to what follows («ОПЫТ РАБОТЫООО «Ромашка»», "SKILLS:Python"). */
const GLUED_HEADING: Readonly<Record<Searchable, RegExp>> = {
  summary: /^\s*(?:о себе|обо мне|цель|career objective|objective|professional summary|summary|profile|about me)/u,
  experience: /^\s*(?:опыт работы|work experience|professional experience|experience)/u,
  education: /^\s*(?:образование|education)/u,
  skills: /^\s*(?:ключевые навыки|навыки|skills)/u,
  projects: /^\s*(?:проекты|projects)/u,
  courses: /^\s*(?:курсы|сертификаты|certifications|certificates|courses)/u,
  languages: /^\s*(?:иностранные языки|знание языков|языки|languages)/u,
};

/** The first line whose heading reads as this part, though the reader did not take it as a section. */
function headingLine(text: PreparedText, kind: Searchable): number | null {
  for (let i = 0; i < text.lines.length; i++) {
    const line = text.lines[i]!;
    if (line.length <= 80) {
      const spaced = collapseLetterSpacing(line).text;
      const heading = headingOf(spaced) ?? headingOf(spaced.split(/[:|—–]/u)[0] ?? "");
      if (heading && HEADING_KINDS[kind].includes(heading.kind)) return i;
      // A heading with a link's text glued after it on its line ("Research Interests Personal Website"): its first
      // words, each capitalised as a heading is written, read as this part's heading.
      const words = spaced.trim().split(/\s+/u);
      for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
        const head = words.slice(0, n);
        // …and followed by a new phrase, not by the rest of a sentence («Опыт работы с ведущими CMS…»).
        if (!head.every((w) => /^[\p{Lu}&]/u.test(w)) || !/^[\p{Lu}\d]/u.test(words[n] ?? "")) continue;
        const glued = headingOf(head.join(" "));
        if (glued && HEADING_KINDS[kind].includes(glued.kind)) return i;
      }
    }
    // Glued or followed by a colon, and written as a heading (capitals or "Heading:"), not a sentence's first words.
    const glued = GLUED_HEADING[kind].exec(text.foldedLines[i]!);
    if (glued) {
      const trimmed = line.trimStart();
      const written = trimmed.slice(0, glued[0].trimStart().length);
      const after = trimmed.slice(written.length);
      // Capitals, a colon, or the first item glued after it: a year («Опыт работы 2016 – 2018 АО …»).
      if (written === written.toUpperCase() || after.startsWith(":") || /^\s+(?:19|20)\d\d(?!\d)/u.test(after))
        return i;
    }
    // A whole line that is a heading of its own ("Education Summary") has no other heading glued to its end.
    const ownHeading = line.length <= 60 && headingOf(collapseLetterSpacing(line).text) !== null;
    if (!ownHeading && END_HEADING[kind].test(line)) return i;
    // A heading glued to the end of the line before its first entry, a date opening the next line ("…Awareness
    // Experience" / "09/2008 – 07/2019"): the heading of what follows.
    if (
      !ownHeading &&
      END_WORD[kind].test(line) &&
      /^\s*(?:(?:0?[1-9]|1[0-2])[./]|\p{L}{3,9}\.?\s)?(?:19|20)\d\d(?!\d)/u.test(text.lines[i + 1] ?? "")
    )
      return i;
  }
  return null;
}

/** The heading's words at a line's end after one space: what END_HEADING takes only after a clear break. */
const END_WORD: Readonly<Record<Searchable, RegExp>> = {
  summary: /\s(?:Summary|Profile|Objective|О себе)\s*$/u,
  experience: /\s(?:Experience|EXPERIENCE|Опыт работы|ОПЫТ РАБОТЫ)\s*$/u,
  education: /\s(?:Education|EDUCATION|Образование|ОБРАЗОВАНИЕ)\s*$/u,
  skills: /\s(?:Skills|SKILLS|Навыки|НАВЫКИ)\s*$/u,
  projects: /\s(?:Projects|PROJECTS|Проекты|ПРОЕКТЫ)\s*$/u,
  courses: /\s(?:Courses|Certifications|Курсы|Сертификаты)\s*$/u,
  languages: /\s(?:Languages|LANGUAGES|Языки|ЯЗЫКИ)\s*$/u,
};

/** A paragraph about oneself above the first dated job: what a summary without its heading looks like. */
function unheadedSummary(text: PreparedText, facts: ResumeFacts): number | null {
  // The contacts' own heading ("Contact") opens the header, not the body: the paragraph may follow it.
  const firstSection = Math.min(
    ...facts.sections.filter((s) => s.kind !== "contacts").map((s) => s.line),
    text.lines.length,
  );
  const firstDate = Math.min(...facts.dateRanges.map((r) => r.line), text.lines.length);
  const limit = Math.min(firstSection, firstDate, 20);
  for (let i = 0; i < limit; i++) {
    const line = text.lines[i]!;
    if (/@|https?:|\+\s?\d|rendercv|lorem ipsum/iu.test(line)) continue;
    if (line.split(/\s+/u).length >= 14) return i;
    // A paragraph the layout wrapped into a narrow column (six or seven words a line): its lines up to the next blank
    // one, read together, are sentences about oneself.
    if (line.split(/\s+/u).length >= 5 && /^\p{Lu}/u.test(line.trim())) {
      const block: string[] = [];
      for (let k = i; k < limit && (text.lines[k] ?? "").trim() !== ""; k++) block.push(text.lines[k]!);
      const words = block.join(" ").split(/\s+/u).length;
      if (words >= 25 && /\p{Ll}[.!?](?:\s|$)/u.test(block.join(" "))) return i;
    }
  }
  return null;
}

function contentLine(text: PreparedText, kind: Searchable, facts: ResumeFacts): number | null {
  if (kind === "summary") {
    // An objective paragraph (not a bare title) under its own heading.
    const objective = facts.sections
      .filter((s) => s.kind === "desired")
      .flatMap((s) => text.lines.slice(s.line + 1, s.endLine).map((line, k) => [s.line + 1 + k, line] as const))
      .find(([, line]) => line.split(/\s+/u).length >= 10);
    return objective ? objective[0] : unheadedSummary(text, facts);
  }
  if (kind === "experience") {
    // Jobs, or dated activities outside education (volunteering, campus work, projects): experience in all but name.
    const job =
      facts.experienceRanges[0] ??
      facts.dateRanges.find((r) => r.isWork) ??
      facts.dateRanges.find((r) => r.section !== "education" && r.section !== "courses");
    return job ? job.line : null;
  }
  if (kind === "skills") return facts.skills.length >= 3 ? (facts.skills[0]?.line ?? null) : null;
  const pattern = VOCABULARY[kind];
  if (kind === "education") {
    const schooling =
      /(?:училс\p{L}*|училась|окончил\p{L}*|гимнази\p{L}*|лице[йя]\p{L}*|сош|школ[уеы](?!\s+\p{L}+\s+язык))[^\n]*(?:19|20)\d\d|(?:19|20)\d\d[^\n]*(?:училс\p{L}*|училась|гимнази\p{L}*|сош)/u;
    // An entry, not a word in prose ("currently doing a PhD on…") nor an employer's name at a job ("…Research Institute").
    const jobs = new Set(facts.experienceRanges.map((r) => r.line));
    // A paragraph is searched sentence by sentence: «Я студент. Учусь на последнем курсе магистратуры в СевГУ…» holds
    // an entry inside a longer text (decision 410).
    const strong = text.foldedLines.findIndex(
      (line, i) =>
        !jobs.has(i) &&
        pattern.test(line) &&
        // A certificate's or a course's line is no education entry ("Master Training Specialist", decision 615).
        !isCertificateLine(line) &&
        line.split(/(?<=[.!?])\s+/u).some((sentence) => pattern.test(sentence) && sentence.split(" ").length <= 14),
    );
    if (strong >= 0) return strong;
    const weak = text.foldedLines.findIndex((line) => schooling.test(line) && !/курс/u.test(line));
    return weak >= 0 ? weak : null;
  }
  const inExperience = (i: number): boolean =>
    facts.sections.some((s) => s.kind === "experience" && i > s.line && i < s.endLine);
  const inEducation = (i: number): boolean =>
    facts.sections.some((s) => s.kind === "education" && i > s.line && i < s.endLine);
  for (let i = 0; i < text.foldedLines.length; i++) {
    const folded = text.foldedLines[i]!;
    // Courses listed inside Education: a school of a trade, a bootcamp, «Релевантные курсы: …» are courses there.
    if (kind === "courses" && inEducation(i) && COURSE_IN_EDUCATION.test(folded)) return i;
    if (!pattern.test(folded)) continue;
    // A duty that mentions a project («координация проекта») is the job, not a projects part; an item that names
    // itself a project or links to the work is one wherever it stands.
    // A word in prose ("…Microsimulation Model) projects. Before that") is no projects item either.
    // A sentence that says the person led or built a project is one, however long («…руководила проектной командой»).
    if (
      kind === "projects" &&
      folded.split(" ").length > 15 &&
      !/^\W*(?:проект\p{L}*|project)/u.test(folded) &&
      !PROJECT_DONE.test(folded)
    )
      continue;
    if (
      kind === "projects" &&
      inExperience(i) &&
      !/^\W*(?:проект\p{L}*|project)|github\.com|gitlab\.com|behance|dribbble/u.test(folded)
    )
      continue;
    // Schooling in words («училась в гимназии», «окончил школу») counts with its year; a language school does not.
    // A course is an item: with a year, a platform or a certificate («teaching courses on…» is not one).
    if (
      kind === "courses" &&
      !/(?:19|20)\d\d|сертифик|certific|certified|удостоверени|coursera|stepik|udemy|skillbox|нетологи|geekbrains|otus|практикум|practicum/u.test(
        folded,
      )
    )
      continue;
    return i;
  }
  return null;
}

/** The first line that names a language with its level, anywhere in the text; null without one. */
export function languageLine(text: PreparedText): number | null {
  const at = text.foldedLines.findIndex((line) => VOCABULARY.languages.test(line));
  return at >= 0 ? at : null;
}

/** Russian read in the wrong code page ("Îïûò" for «Опыт»): most letters fall in Latin-1's accented range. */
function brokenEncoding(text: string): boolean {
  const accented = text.match(/[\u00c0-\u00ff]/gu)?.length ?? 0;
  return accented >= 50 && accented > (text.match(/\p{L}/gu)?.length ?? 0) * 0.3;
}

/** Searches the whole resume for a part before anything is said about it. */
export function searchFor(kind: Searchable, text: PreparedText, facts: ResumeFacts): SearchResult {
  if (facts.sections.some((s) => HEADING_KINDS[kind].includes(s.kind))) return { state: "section" };
  const line = headingLine(text, kind) ?? contentLine(text, kind, facts);
  if (line === null || line >= text.lines.length)
    // A text in a wrong encoding ("Îïûò" for «Опыт») hides every part: none of them is "missing".
    return facts.looksLikeGarbage || facts.formatting.mojibake >= 3 || brokenEncoding(text.text)
      ? { state: "unreadable" }
      : { state: "absent" };
  // A heading glued to the end of a line (a contact, the last entry before it) is quoted by what follows it.
  const glued = END_HEADING[kind].test(text.lines[line]!) || END_WORD[kind].test(text.lines[line]!);
  const shown = glued && (text.lines[line + 1] ?? "").trim().split(/\s+/u).length >= 3 ? line + 1 : line;
  return { state: "unheaded", line, quote: quotable(text.lines, shown) };
}

/** The research record's parts a research CV is asked for (criteria/research.ts «Гранты, доклады, преподавание»). */
export type RecordPart = "grants" | "talks" | "teaching";

/**
 * Each part's words as a heading uses them, in both languages, on folded text: a heading of any wording that holds
 * one ("EXTERNAL FUNDING", "COURSES TAUGHT", "DISSERTATION AND THESIS SUPERVISION", «Публикации и конференции»).
 */
const RECORD_HEADING_WORDS: Readonly<Record<RecordPart, RegExp>> = {
  grants:
    /(?<![\p{L}])(?:funding|grants?|fellowships?|scholarships?|стипенди\p{L}*|грант\p{L}*|финансировани\p{L}*)(?![\p{L}])/u,
  talks:
    /(?<![\p{L}])(?:talks?|presentations?|keynotes?|conferences?|proceedings|symposi\p{L}*|posters?|доклад\p{L}*|выступлени\p{L}*|конференц\p{L}*)(?![\p{L}])/u,
  teaching:
    /(?<![\p{L}])(?:teaching|taught|supervision|supervisions|mentorship|mentoring|преподава\p{L}*|научное руководство|руководство (?:студент|аспирант|дипломн|выпускн)\p{L}*|наставничеств\p{L}*)(?![\p{L}])/u,
};

/**
 * Teaching and supervision told in prose (decision 600), by the grammar of the sentence, not a heading: a verb of
 * teaching with its object («monthly class on…», "gave lectures", "supported medical PhD students", «читал лекции»,
 * «руководил дипломными работами»), and the posts of a programme's teaching ("PhD coordinator", "course director").
 */
const TEACHING_IN_PROSE = [
  "(?<![\\p{L}])(?:(?:weekly|monthly|annual|regular)\\s+)?(?:class(?:es)?|lectures?|seminars?|tutorials?|courses?)\\s+(?:on|in)\\s+\\p{L}",
  "(?<![\\p{L}])(?:support(?:ed|ing|s)?|supervis(?:e|ed|es|ing)|mentor(?:ed|ing|s)?|advis(?:e|ed|es|ing)|co-?advis(?:e|ed|ing)|train(?:ed|ing)?|guid(?:e|ed|ing))\\s+(?:\\p{L}+\\s+){0,2}(?:ph\\.?d\\.?|doctoral|master'?s|msc|graduate|undergraduate|medical|bachelor'?s)?\\s*(?:students?|theses|thesis|dissertations?|interns)(?![\\p{L}])",
  "(?<![\\p{L}])(?:ph\\.?d\\.?|doctoral|graduate|master'?s|programme|program|course)\\s+(?:coordinator|director|convenor|leader)(?![\\p{L}])",
  "(?<![\\p{L}])(?:gave|give|giving|deliver(?:ed|ing)?)\\s+(?:\\p{L}+\\s+){0,2}(?:lectures?|classes|seminars?|courses?)(?![\\p{L}])",
  "(?<![\\p{L}])(?:читал\\p{L}*|чтение|провод\\p{L}*|провел\\p{L}*|провёл\\p{L}*)\\s+(?:\\p{L}+\\s+){0,2}(?:лекци\\p{L}*|семинар\\p{L}*|заняти\\p{L}*|курс(?:а|ы|ов)?)(?![\\p{L}])",
  "(?<![\\p{L}])(?:руководил\\p{L}*|курировал\\p{L}*|курирую|руковожу)\\s+(?:\\p{L}+\\s+){0,2}(?:дипломн\\p{L}*|курсов\\p{L}*|выпускн\\p{L}*|аспирант\\p{L}*|студент\\p{L}*|магистрант\\p{L}*)",
].join("|");

/**
 * Each part's words as an entry or a sentence uses them: a scholarship named («Стипендия «Болашак»», "Fulbright
 * Fellowship"), a paper in a conference's proceedings with its year, a course taught or students supervised.
 */
const RECORD_CONTENT_WORDS: Readonly<Record<RecordPart, RegExp>> = {
  grants: /(?<![\p{L}])(?:grant|fellowship|scholarship|стипенди[яиюей]|грант|гранта|грантом)(?![\p{L}])/u,
  talks:
    /(?<![\p{L}])(?:conference|proceedings|symposium|congress|workshop|конференци\p{L}*|симпозиум\p{L}*|конгресс\p{L}*|трудах|доклад\p{L}*)(?![\p{L}])[^\n]*(?:19|20)\d\d|(?:19|20)\d\d[^\n]*(?<![\p{L}])(?:conference|proceedings|symposium|congress|конференци\p{L}*|симпозиум\p{L}*|трудах)(?![\p{L}])/u,
  teaching: new RegExp(
    `${/(?<![\p{L}])(?:taught|teaching assistant|teaching fellow|lecturer|instructor of record|supervised \d+|mentored \d+|co-?supervised|преподава\p{L}*|лектор\p{L}*|ассистент кафедры|вел\p{L}* (?:занятия|семинары|практику|лабораторные)|научн\p{L}* руководител\p{L}*|руководств\p{L}* (?:дипломн\p{L}*|курсов\p{L}*|выпускн\p{L}*|аспирант\p{L}*|студент\p{L}*))(?![\p{L}])/u.source}|${TEACHING_IN_PROSE}`,
    "u",
  ),
};

/**
 * A reference to someone's work (a title in quotes, editors, a volume): a word in a title («Teaching with Twine»,
 * "Comics as Scholarship") is no grant or course of the person's.
 */
const REFERENCE_SHAPED = /[“”"«»]|(?<![\p{L}])(?:eds?|in|pp|vol|doi)\.|(?<![\p{L}])(?:isbn|issn|doi)(?![\p{L}])/iu;

/** Work around a grant that is not one (knowledge/distinctions.ts, the awards' own list). */
const GRANT_DUTY = new RegExp(`(?:^|[^\\p{L}])(?:${DUTY_AROUND_AWARD.join("|")})(?![\\p{L}])`, "u");

/** A role around talks or grants is no talk or grant of one's own ("Conference Organizer", "Grants Committee"). */
const ROLE_AROUND_RECORD =
  /(?<![\p{L}])(?:organi[sz]er|organi[sz]ing|committee|chair|reviewer|организатор\p{L}*|комитет\p{L}*|оргкомитет\p{L}*)(?![\p{L}])/u;

/** A line written as a heading: short, no sentence in it, capitals or a title's case. */
function headingShaped(line: string): boolean {
  const trimmed = line.trim().replace(/[:.]+$/u, "");
  if (trimmed.length < 4 || trimmed.length > 60 || /[.!?;]\s/u.test(trimmed) || !/^[\p{L}\d]/u.test(trimmed))
    return false;
  const words = trimmed.split(/\s+/u);
  return words.length <= 7 && (trimmed === trimmed.toUpperCase() || /^\p{Lu}/u.test(trimmed));
}

/**
 * Searches the whole text for a part of the research record before it is called missing: a heading of any wording
 * that names it first, then an entry or a sentence that holds it. Null only when neither is anywhere.
 */
export function searchRecord(part: RecordPart, text: PreparedText): SearchResult | null {
  const { lines, foldedLines } = text;
  for (let i = 0; i < lines.length; i++)
    if (
      headingShaped(lines[i]!) &&
      RECORD_HEADING_WORDS[part].test(foldedLines[i]!) &&
      !ROLE_AROUND_RECORD.test(foldedLines[i]!)
    )
      return { state: "unheaded", line: i, quote: lines[i]!.trim().replace(/[:.]+$/u, "") };
  for (let i = 0; i < lines.length; i++) {
    const folded = foldedLines[i]!;
    if (!RECORD_CONTENT_WORDS[part].test(folded)) continue;
    // A talk is a conference paper, whoever typed the title; a grant or a course in a title is someone's work.
    if (part !== "talks" && REFERENCE_SHAPED.test(lines[i]!)) continue;
    if (part === "grants" && GRANT_DUTY.test(folded)) continue;
    if (part !== "teaching" && ROLE_AROUND_RECORD.test(folded)) continue;
    return { state: "unheaded", line: i, quote: quotable(lines, i) };
  }
  return null;
}

/**
 * A target stated in words, in a sentence of the summary or the header: «Рассматриваю позиции руководителя высшего
 * звена», «Ищу работу бухгалтером», «Претендую на должность …», "Seeking a senior data engineer role", "looking for
 * a position as …", "Objective: to obtain a … position". The words after the verb are the target.
 */
const STATED_TARGET =
  /(?<![\p{L}])(?:рассматриваю|ищу|претендую на|интересуют|интересует|готов(?:а)? рассмотреть)\s(?:(?:позици\p{L}*|должност\p{L}*|вакансии|работу|роль|предложения)\s(?:на\s)?)?((?:[\p{L}\d&/+-]+\s){0,7}[\p{L}\d&/+-]+)|(?<![\p{L}])(?:seeking|looking for|aiming for|to obtain|to secure|target(?:ing)?)\s(?:an?\s|the\s)?(?:position\s(?:as|of)\s(?:an?\s)?)?((?:[\p{L}\d&/+-]+[\s,]{1,2}){0,6}?(?:position|role|post|opportunit\p{L}*|job)(?:\s(?:as|of|in)\s(?:[\p{L}\d&/+-]+\s?){1,5})?)/iu;

/** The lines a stated target is looked for in: the header (before the first section) and the summary. */
const TARGET_HEADER_LINES = 30;

/** Where the person says what they are looking for, in words; null when they do not. */
export function statedTarget(text: PreparedText, facts: ResumeFacts): { line: number; quote: string } | null {
  const firstSection = Math.min(...facts.sections.map((s) => s.line), TARGET_HEADER_LINES);
  const summaries = facts.sections.filter((s) => s.kind === "summary" || s.kind === "desired");
  const inScope = (i: number): boolean => i < firstSection || summaries.some((s) => i > s.line && i < s.endLine);
  for (let i = 0; i < text.lines.length; i++) {
    if (!inScope(i)) continue;
    // A sentence may wrap: the line with the next one, read as one.
    const joined = `${text.lines[i]!} ${inScope(i + 1) ? (text.lines[i + 1] ?? "") : ""}`;
    const match = STATED_TARGET.exec(joined);
    const target = (match?.[1] ?? match?.[2])?.trim();
    // A target is a few words, not "работу" or "a job" alone.
    if (
      match &&
      target &&
      match.index < text.lines[i]!.length &&
      /\p{L}{4}/u.test(target) &&
      target.split(/\s+/u).length >= 2
    )
      return { line: i, quote: target.replace(/[,\s]+$/u, "") };
  }
  return null;
}
