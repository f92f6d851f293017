/**
 * The reading (shared/schemas/reading.ts) assembled from one pass of the engine: the facts read from the text and
 * the candidate profile read from the facts. Each value is settled here once — the desired position is the resume's
 * own words or else the profile's headline, the skill profile is the one of the person's family — and the facts the
 * criteria and the report see are made from the reading (settledFacts), so no fact is overwritten after it is read.
 */
import { READING_VERSION, type ReadingDocumentDate, type ResumeReading } from "../../../shared/schemas/reading";
import { monthKey } from "./dates";
import { standsAsTitle, titleOrNone } from "./facts";
import { type CandidateProfile, PROFILE_FAMILY } from "./profile";
import { keySkillsOfField } from "./skills/key-skills";
import { detectProfile } from "./skills/profiles";
import type { DocumentDateFacts, KeySkill, ProfileMatch, ResumeFacts } from "./types";

/**
 * The skill profile follows the role the titles name: a head of a planning department whose skills read as
 * "management" is judged against finance's expected skills, not «Управление P&L» and «OKR». Families without a
 * skill profile (research, "other") get none: the skills' choice there was a frontend profile for an economist who
 * lists Python and LaTeX (decision 520).
 */
function familyProfile(facts: ResumeFacts, candidate: CandidateProfile, folded: string): ProfileMatch | null {
  const family = candidate.role_family;
  // A skill profile decides skill gaps, examples and next steps; one that the person's family does not hold would
  // tell an economist to learn React (decision 520). With no family settled there is no field to speak of: a skills'
  // guess named «бэкенд-разработчик» and IT verbs to a teacher the reader could not place (decision 675).
  if (!family) return null;
  if (facts.profile && PROFILE_FAMILY[facts.profile.id] === family) return facts.profile;
  const ofFamily = (id: string): boolean => PROFILE_FAMILY[id] === family;
  if (!Object.keys(PROFILE_FAMILY).some(ofFamily)) return null;
  return detectProfile(facts.skills, { title: candidate.role ?? "", text: folded }, ofFamily);
}

/** The document's own date as the reading stores it: its month as "YYYY-MM". */
function documentDateOf(date: DocumentDateFacts | null): ReadingDocumentDate | null {
  return date ? { ...date, month: monthKey(date.month) } : null;
}

/** The person as settled once: the desired position and the skill profile the report and the features share. */
export interface SettledPerson {
  desiredPosition: string | null;
  profile: ProfileMatch | null;
  /** The key skills of the person's field: running text's trade skills checked against the family (decision 770). */
  keySkills: KeySkill[];
}

export function settlePerson(facts: ResumeFacts, candidate: CandidateProfile, folded: string): SettledPerson {
  return {
    // The profile reads the top lines with every family's title vocabulary: a headline it finds is the desired
    // position even where the facts' own list of role words had none («Диспетчер», «Учитель начальных классов»).
    // A headline stands as a title too (issue 21): a degree line, a sentence's start or a job line with its dates
    // is no desired position.
    desiredPosition:
      facts.desiredPosition ??
      (candidate.headline && standsAsTitle(candidate.headline) ? titleOrNone(candidate.headline, facts.name) : null),
    profile: familyProfile(facts, candidate, folded),
    keySkills: keySkillsOfField(facts.keySkills, facts.skills, candidate.role_family, candidate.seniority),
  };
}

/** The facts the criteria and the report read: the first pass's, with the person as settled. */
export function settledFacts(facts: ResumeFacts, person: SettledPerson): ResumeFacts {
  if (
    person.desiredPosition === facts.desiredPosition &&
    person.profile === facts.profile &&
    person.keySkills.length === facts.keySkills.length
  )
    return facts;
  return { ...facts, desiredPosition: person.desiredPosition, profile: person.profile, keySkills: person.keySkills };
}

export function buildReading(facts: ResumeFacts, candidate: CandidateProfile, person: SettledPerson): ResumeReading {
  const counted = new Map(facts.experienceRanges.map((r, i) => [r, facts.timeline.counted[i]?.label ?? ""]));
  return {
    version: READING_VERSION,
    readAt: monthKey(facts.now),
    language: facts.language,
    size: {
      chars: facts.charCount,
      words: facts.wordCount,
      lines: facts.lineCount,
      looksLikeGarbage: facts.looksLikeGarbage,
    },
    contacts: facts.contacts,
    sections: facts.sections.map(({ kind, heading, line, endLine, letterSpaced }) => ({
      kind,
      heading,
      line,
      endLine,
      letterSpaced,
    })),
    timeline: {
      ranges: facts.dateRanges.map((r) => ({
        startMonth: r.start,
        endMonth: r.end,
        start: monthKey(r.start),
        end: r.ongoing ? "present" : monthKey(r.end),
        ongoing: r.ongoing,
        text: r.text,
        line: r.line,
        span: r.span,
        section: r.section,
        style: r.style,
        isWork: r.isWork,
        label: counted.get(r) ?? "",
      })),
      totalYears: facts.totalExperienceYears,
      statedMonths: facts.statedExperienceMonths,
      asOf: facts.timeline.asOf,
      documentDate: documentDateOf(facts.timeline.documentDate),
      jobsCount: facts.jobsCount,
      currentlyEmployed: facts.currentlyEmployed,
      lastWorkEnd: facts.lastWorkEnd === null ? null : monthKey(facts.lastWorkEnd),
      gaps: facts.gaps.map((g) => ({ start: monthKey(g.start), end: monthKey(g.end), months: g.months })),
      shortJobs: facts.shortJobs,
      reverseChronological: facts.reverseChronological,
    },
    skills: facts.skills,
    keySkills: person.keySkills,
    person: {
      name: facts.name,
      desiredPosition: person.desiredPosition,
      role: candidate.role,
      family: candidate.role_family,
      level: candidate.seniority,
      market: candidate.market,
      confidence: candidate.confidence,
      yearsInRole: candidate.years_in_role,
      yearsInField: candidate.years_in_field ?? 0,
      careerChange: candidate.career_change === true,
      internships: candidate.internships,
      profile: person.profile
        ? {
            id: person.profile.id,
            title: person.profile.title,
            confidence: person.profile.confidence,
            missing: person.profile.missing,
            industries: person.profile.industries,
          }
        : null,
    },
    education: {
      level: facts.educationLevel,
      degrees: facts.degrees.map(({ level, studying, text, line }) => ({
        level,
        status: studying ? ("studying" as const) : ("held" as const),
        text,
        line,
      })),
      coursesCount: facts.coursesCount,
      recentCourseYear: facts.recentCourseYear,
      languages: facts.languages,
    },
    personal: facts.personalData,
    lines: {
      quantified: facts.quantifiedLines,
      duties: facts.dutyExamples,
      processVerbs: facts.processVerbs,
    },
    research: {
      kind: facts.research.isResearchCv ? "research_cv" : "resume",
      signals: facts.research.signals,
      listings: facts.research.listings,
      identifiers: facts.research.identifiers,
      degree: facts.research.degree,
      title: facts.research.title,
      grantLines: facts.research.grantLines,
    },
  };
}
