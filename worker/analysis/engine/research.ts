/**
 * Whether a document is a research CV, and what it lists (decision 435): the one recogniser of the research facts.
 * A research CV is read by what a research reader looks for — publications, talks, grants and teaching (the
 * headings of knowledge/headings.ts RESEARCH_HEADINGS), author identifiers (ORCID, Scopus, ResearcherID, Google
 * Scholar, the h-index: knowledge/research.ts), a doctoral degree (education.ts) and a research or faculty title
 * (professions: family `research_academia`). The criteria switch the commercial conventions off for it and the
 * writer names its real facts; the role family reads it as research.
 */

import { DUTY_AROUND_AWARD } from "../knowledge/distinctions";
import type { RoleFamily } from "../knowledge/families";
import type { ResearchFacet } from "../knowledge/headings";
import { familyOfTitle, isExecutiveTitle, levelOfTitle, titleNames } from "../knowledge/professions";
import {
  DOI,
  GRANT_WORDS,
  RESEARCH_IDENTIFIERS,
  type ResearchIdentifierKind,
  VENUE_WORDS,
} from "../knowledge/research";
import { DOCTORAL_DEGREE, HIGHER_EDUCATION_INSTITUTION } from "./education";
import { headingOf, researchFacetOf } from "./sections";
import type { PreparedText } from "./text";
import type { DateRange, ResearchFacts, ResearchIdentifier, ResearchListing, Section, SectionKind } from "./types";

const stems = (words: string): string =>
  words
    .split("|")
    .map((w) => (w.endsWith("*") ? `${w.slice(0, -1)}\\p{L}*` : w))
    .join("|");
const wholeWords = (body: string): RegExp => new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}])`, "u");

/** Every identifier in one scan: a named group per kind. */
const IDENTIFIERS = new RegExp(
  RESEARCH_IDENTIFIERS.map(([kind, body]) => `(?<![\\p{L}])(?<${kind}>${body})(?![\\p{L}])`).join("|"),
  "gu",
);
/** Literal words every identifier's pattern starts with or holds: the cheap test before the full scan. */
const IDENTIFIER_HINT =
  /orcid|scopus|researcher ?id|publons|webofscience|scholar|researchgate|h[- ]index|h-индекс|хирш|elibrary|spin[- ]код|ринц|author_profile|istina|arxiv|dblp|semanticscholar|ssrn|idref|inspirehep|\d{4}-\d{4}-\d{4}-\d{3}[\dx]/;
const VENUE = wholeWords(stems(VENUE_WORDS));
const DOI_PATTERN = new RegExp(DOI, "u");
const GRANT = wholeWords(stems(GRANT_WORDS));
/** Work around grants that is not a grant (knowledge/distinctions.ts, the awards' own list). */
const GRANT_DUTY = new RegExp(`(?:^|[^\\p{L}])(?:${DUTY_AROUND_AWARD.join("|")})(?![\\p{L}])`, "u");
const YEAR = /(?<!\d)(?:19[5-9]\d|20[0-4]\d)(?!\d)/u;
/**
 * Where a reference gives its volume, issue and pages, whatever the style abbreviates the venue to ("Phys. Rev. D 95
 * (2017) 123", "vol. 12, pp. 1–10", «Т. 5, № 3. С. 12–15», "12(3):45–67", an arXiv number).
 */
const CITATION_SHAPE =
  /\d+\s*\((?:19|20)\d\d\)\s*\d+|(?<![\p{L}])(?:vol|pp?|т|с|вып)\.\s*\d|№\s*\d|arxiv:\s*\d{4}\.\d{4,5}|\d+\s*\(\d+\)\s*[:,]\s*\d+|\d+\s*:\s*\d+\s*[–-]\s*\d+/u;
/**
 * A text names funding the person was given — a grant, a fellowship, a scholarship — not work around grants ("grant
 * proposals", "served on the grants committee"). The one recogniser of grant lines, for the writer's strengths too:
 * a grant's amount is no "result in money" (decision 595).
 */
export function namesGrant(folded: string): boolean {
  return GRANT.test(folded) && !GRANT_DUTY.test(folded);
}

/** A line shaped as a reference: editors ("eds."), a citation's volume and pages, or a DOI. */
export function referenceShaped(line: string): boolean {
  return (
    /(?:^|[^\p{L}])eds?\.(?![\p{L}])/u.test(line) || CITATION_SHAPE.test(line.toLowerCase()) || DOI_PATTERN.test(line)
  );
}
/** An entry's own marker: "[12]", "12.", "12)", a bullet. */
const ITEM_MARKER = /^(?:\[\d{1,3}\]|\d{1,3}[.)]\s|[-–—•·▪■◦●*►✓]\s?)/u;
/** A line that ends an entry: a full stop, a closing bracket or quote, page numbers. */
const ENTRY_END = /(?:[.!?»")\]]|\d)\s*$/u;
const STARTS_ENTRY = /^[\p{Lu}\d«"[]/u;
const SELECTED = /(?<![\p{L}])(?:selected|select|recent|key|main|избранн\p{L}*|основн\p{L}*|главн\p{L}*)(?![\p{L}])/u;
/** Words of at least this many make an entry a reference rather than a label. */
const REFERENCE_MIN_WORDS = 6;
/** Title lines sit this close to a job's date line. */
const TITLE_OFFSETS = [0, -1, 1] as const;
const TITLE_MAX_CHARS = 120;
const HEADER_LINES = 8;
/** Research entries (publications, talks, grants) a research CV lists at least. */
const MIN_ENTRIES = 2;

/** The entries of one listed section: a marker, a blank line or the end of the previous entry starts the next. */
function entriesOf(lines: readonly string[], from: number, to: number): string[] {
  const entries: string[] = [];
  let current: string[] = [];
  let previous = "";
  const close = (): void => {
    if (current.length) entries.push(current.join(" "));
    current = [];
  };
  for (let i = from; i < to; i++) {
    const line = lines[i]!.trim();
    if (!line) {
      close();
      previous = "";
      continue;
    }
    // A sub-heading ("Journal articles", "2021") groups entries; it is none itself.
    if (/^(?:19|20)\d\d:?$/u.test(line) || (line.length <= 60 && headingOf(line))) {
      close();
      previous = "";
      continue;
    }
    if (!current.length || ITEM_MARKER.test(line) || (ENTRY_END.test(previous) && STARTS_ENTRY.test(line))) close();
    current.push(line);
    previous = line;
  }
  close();
  return entries;
}

/** Sub-headings are this short: "Conference Talks", «Доклады на конференциях». */
const SUBHEADING_MAX_CHARS = 60;

/**
 * A research section's listings: the section finder joins headings of one kind that follow each other
 * ("Publications" then "Talks and Presentations" are one publications section), so each heading inside it that
 * names a facet of its own starts a listing of its own.
 */
function facetParts(section: Section, lines: readonly string[]): ResearchListing[] {
  const parts: ResearchListing[] = [];
  let start = section.line;
  let heading = section.heading;
  let facet = researchFacetOf(section.heading);
  // Only a research section is read for the research headings inside it: the others hold none worth the scan.
  if (!facet) return parts;
  const close = (end: number): void => {
    if (facet) parts.push(listingOf({ ...section, heading, line: start, endLine: end }, facet, lines));
  };
  for (let i = section.line + 1; i < section.endLine; i++) {
    const text = lines[i]!.trim();
    if (!text || text.length > SUBHEADING_MAX_CHARS || !headingOf(text)) continue;
    const inner = researchFacetOf(text.replace(/[:.]+$/u, ""));
    if (!inner || inner === facet) continue;
    close(i);
    start = i;
    heading = text;
    facet = inner;
  }
  close(section.endLine);
  return parts;
}

function listingOf(section: Section, facet: ResearchFacet, lines: readonly string[]): ResearchListing {
  const entries = entriesOf(lines, section.line + 1, section.endLine);
  const isReference = (entry: string): boolean => {
    if (DOI_PATTERN.test(entry)) return true;
    const folded = entry.toLowerCase();
    return (
      YEAR.test(entry) &&
      (VENUE.test(folded) || CITATION_SHAPE.test(folded)) &&
      entry.split(/\s+/u).length >= REFERENCE_MIN_WORDS
    );
  };
  const publications = facet === "publications";
  return {
    facet,
    heading: section.heading,
    line: section.line,
    endLine: section.endLine,
    count: entries.length,
    references: publications ? entries.filter(isReference).length : 0,
    journal: publications && entries.some((e) => VENUE.test(e.toLowerCase())),
    selected: SELECTED.test(section.heading.toLowerCase()),
  };
}

function identifiersOf(prepared: PreparedText): ResearchIdentifier[] {
  const { folded, lines } = prepared;
  // Most resumes name none: one cheap scan of literal words decides whether the full one runs.
  if (!IDENTIFIER_HINT.test(folded)) return [];
  const found: ResearchIdentifier[] = [];
  const seen = new Set<ResearchIdentifierKind>();
  for (const match of folded.matchAll(IDENTIFIERS)) {
    const kind = Object.entries(match.groups ?? {}).find(([, v]) => v !== undefined)?.[0] as
      | ResearchIdentifierKind
      | undefined;
    if (!kind || seen.has(kind)) continue;
    seen.add(kind);
    // The line of the match: newlines before it (the folded text keeps the text's line breaks).
    let line = 0;
    for (let at = folded.indexOf("\n"); at !== -1 && at < match.index; at = folded.indexOf("\n", at + 1)) line++;
    found.push({ kind, text: lines[line]!.trim().slice(0, 120), line });
  }
  return found;
}

/** The doctoral degree's line: in the education section first (the name line "Anna Ivanova, PhD" only names it). */
function degreeOf(
  prepared: PreparedText,
  byLine: readonly (SectionKind | null)[],
): { text: string; line: number } | null {
  const { foldedLines } = prepared;
  // One scan of the whole text first: most resumes name no doctoral degree.
  if (!DOCTORAL_DEGREE.test(prepared.folded)) return null;
  let first = -1;
  for (let i = 0; i < foldedLines.length; i++) {
    if (!DOCTORAL_DEGREE.test(foldedLines[i]!)) continue;
    if (byLine[i] === "education") return { text: prepared.lines[i]!.trim().slice(0, 160), line: i };
    if (first < 0) first = i;
  }
  return first < 0 ? null : { text: prepared.lines[first]!.trim().slice(0, 160), line: first };
}

/**
 * The current posts (those that end last) are all outside research: each names a family of its own other than
 * research, teaching or a generic head ("Data Scientist", "Software Engineer"), or a C-level post (a founder-CTO
 * with a PhD and papers works in industry), and none names a research post ("Postdoctoral researcher in data
 * science", «Научный сотрудник | Институт искусственного интеллекта» name one whatever field decides them). Their
 * publications are a strength of a commercial resume, not a research CV's.
 */
function currentPostsOutside(prepared: PreparedText, work: readonly DateRange[]): boolean {
  const last = work.reduce((end, r) => Math.max(end, r.end), Number.NEGATIVE_INFINITY);
  const current = work.filter((r) => r.end === last);
  if (!current.length) return false;
  return current.every((range) => {
    for (const offset of TITLE_OFFSETS) {
      const text = prepared.lines[range.line + offset]?.trim();
      if (!text || text.length > TITLE_MAX_CHARS || headingOf(text)) continue;
      if (titleNames(text, "research_academia")) return false;
      if (isExecutiveTitle(text)) return true;
      const family = familyOfTitle(text);
      if (family !== null) return !ACADEMIC_FAMILIES.has(family);
    }
    return false;
  });
}

/** Families a research post's title may read as: research itself, university teaching, a generic head of a lab. */
const ACADEMIC_FAMILIES: ReadonlySet<RoleFamily> = new Set<RoleFamily>([
  "research_academia",
  "education_teaching",
  "executive_management",
]);

/** A research or faculty title in the header or on a job's title line (the professions knowledge decides). */
function titleOf(prepared: PreparedText, work: readonly DateRange[]): { text: string; line: number } | null {
  const { lines } = prepared;
  const candidates = new Set<number>();
  for (let i = 0; i < Math.min(HEADER_LINES, lines.length); i++) candidates.add(i);
  for (const range of work) for (const offset of TITLE_OFFSETS) candidates.add(range.line + offset);
  for (const i of [...candidates].sort((a, b) => a - b)) {
    const text = lines[i]?.trim();
    // A heading ("Research Experience", "Research Publications") names a section, not the person's post.
    if (!text || text.length > TITLE_MAX_CHARS || headingOf(text)) continue;
    const family = familyOfTitle(text);
    // A university's teaching post is faculty ("Lecturer in Chemistry, University of Leeds", «Старший
    // преподаватель кафедры математики»); a school's or a course's is not.
    if (
      family === "research_academia" ||
      (family === "education_teaching" && HIGHER_EDUCATION_INSTITUTION.test(prepared.foldedLines[i]!))
    )
      return { text, line: i };
  }
  return null;
}

const NONE: ResearchFacts = {
  isResearchCv: false,
  signals: [],
  listings: [],
  identifiers: [],
  degree: null,
  title: null,
  grantLines: [],
};

/**
 * The research facts of a document. A research CV lists research (publications, talks or grants) and shows it is
 * the person's work — an author identifier, a research or faculty title, or a doctoral degree beside two kinds of
 * listing — or holds a research title and a doctoral degree together.
 */
export function readResearch(
  prepared: PreparedText,
  sections: readonly Section[],
  byLine: readonly (SectionKind | null)[],
  work: readonly DateRange[],
): ResearchFacts {
  const { lines, foldedLines } = prepared;
  const listings: ResearchListing[] = [];
  for (const section of sections) for (const part of facetParts(section, lines)) listings.push(part);
  const identifiers = identifiersOf(prepared);
  const degree = degreeOf(prepared, byLine);
  const facets = new Set(listings.filter((l) => l.count > 0 || l.facet === "teaching").map((l) => l.facet));
  // What the person lists as research output or funding under its own heading; a grant named in passing (an
  // award's line, a fund's name) is a fact for the report, not a sign of the kind.
  const research = ["publications", "talks", "grants"].filter((f) => facets.has(f as ResearchFacet)).length;
  // One paper or one talk is a line of a commercial resume; a research CV lists at least two entries.
  const entries = listings.reduce((sum, l) => (l.facet === "teaching" ? sum : sum + l.count), 0);
  const lists = research >= 1 && entries >= MIN_ENTRIES;
  const signals = [...facets, ...identifiers.map((id) => id.kind), ...(degree ? ["degree"] : [])];
  // Titles are asked (the dearest question) only where they can still decide the kind: most resumes list no research
  // and hold no doctoral degree.
  if (!lists && !degree) return { ...NONE, signals, listings, identifiers };
  const title = titleOf(prepared, work);
  if (title) signals.push("title");
  // An internship with research in its name ("Research Intern") is a student's placement, not a research post.
  const post = title !== null && levelOfTitle(title.text) !== "student_intern";
  const isResearchCv =
    ((lists && (identifiers.length > 0 || post || (degree !== null && research >= 2))) || (post && degree !== null)) &&
    !currentPostsOutside(prepared, work);
  // Grants named in passing are the report's facts about a research CV only.
  const grantLines: number[] = [];
  if (isResearchCv) {
    const headingLines = new Set(sections.map((s) => s.line));
    for (let i = 0; i < foldedLines.length; i++) {
      const kind = byLine[i];
      // A heading ("Honors, Awards, & Fellowships") names a list, not a grant.
      // A duty around grants ("served on the grants committee", "grant proposals") is no grant of the person's.
      // A scholarship is often written on its degree's line («Магистр … (Стипендия „Болашак“)»): the education
      // section holds grants too, or the report quotes it as a strength beside «гранты не нашлись» (decision 510).
      if (
        (kind === "achievements" || kind === "experience" || kind === "education") &&
        !headingLines.has(i) &&
        namesGrant(foldedLines[i]!)
      )
        if (!headingOf(lines[i]!) && !referenceShaped(lines[i]!))
          // A reference is a work, not a grant, though its title says "Scholarship" ("… eds. “Comics as Scholarship”",
          // decision 510): an editors' mark, a citation's volume and pages or a DOI.
          grantLines.push(i);
    }
  }
  return { isResearchCv, signals, listings, identifiers, degree, title, grantLines };
}

/**
 * An academic CV by the norms a committee reads it by (decision 720): a research CV, or a CV that lists teaching under
 * its own heading beside publications or talks and names a doctoral degree held or studied for — a PhD student who
 * teaches and presents, whose CV is not yet a research CV by its titles. Its length is its record's, and it opens with
 * its research and teaching rather than a commercial summary.
 */
export function academicNorms(research: ResearchFacts): boolean {
  if (research.isResearchCv) return true;
  const has = (signal: string) => research.signals.includes(signal);
  return has("teaching") && (has("publications") || has("talks")) && has("degree");
}
