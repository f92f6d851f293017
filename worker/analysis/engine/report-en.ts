/**
 * The writer in English (decision 340): the same verdicts the Russian report is written from — each criterion's
 * status and score, stored with the analysis — and the stored reading's facts, turned into English prose. It says
 * only what a verdict or the reading holds: a criterion's English title, what it expects, whether the resume met
 * it; results quoted from the person's own lines; the person's role, years and skills as read. The Russian report's
 * longer findings (quotes chosen by each criterion, examples for the person) are not translated: a machine
 * translation would be a second, unreviewed text.
 *
 * The catalogue below has one entry per criterion of criteria/ (a test holds that every id has one).
 */
import type { AnalysisResult, CriterionFinding } from "../../../shared/schemas/analysis";
import type { ResumeReading } from "../../../shared/schemas/reading";

/** A criterion in English: its title, and what a resume that meets it does (the advice when it does not). */
export interface EnglishCriterion {
  title: string;
  expects: string;
}

export const CRITERIA_EN: Readonly<Record<string, EnglishCriterion>> = {
  "ats.text_layer": { title: "Text can be read", expects: "The file has a text layer: it is not a scan or a picture." },
  "ats.file_format": {
    title: "File format",
    expects: "Send PDF or DOCX: every system reads them; DOC and RTF are outdated, ODT is not read everywhere.",
  },
  "ats.columns": {
    title: "One column",
    expects: "Keep the text in one column: with two columns an applicant tracking system mixes lines of blocks.",
  },
  "ats.tables": {
    title: "No tables",
    expects: "Do not lay the content out in a table: cells are often read out of order.",
  },
  "ats.special_chars": {
    title: "No emoji or icons",
    expects: "Leave out emoji and icon characters, which applicant tracking systems turn into garbage.",
  },
  "ats.encoding": {
    title: "Text encoding",
    expects: "No garbled characters or replacement marks: save the file again so the text is not broken.",
  },
  "ats.long_lines": {
    title: "No walls of text",
    expects: "Keep paragraphs under 600 characters: longer ones are hard to read and to parse.",
  },
  "ats.plain_headings": {
    title: "Machine-readable headings",
    expects: "Write headings without letter spacing («E X P E R I E N C E»): otherwise sections are not recognised.",
  },
  "contacts.email": { title: "E-mail given", expects: "Give an e-mail address." },
  "contacts.email_professional": {
    title: "A business-like e-mail",
    expects: "Use an address that looks business-like: first and last name, no joke words.",
  },
  "contacts.phone": {
    title: "Phone in a usable format",
    expects: "Give a phone number, preferably in the international format (+7 …).",
  },
  "contacts.city": { title: "City and work format", expects: "Name the city you live in: recruiters filter by it." },
  "contacts.links": {
    title: "Links to profiles and work",
    expects: "Add links that back the experience: GitHub, a portfolio, LinkedIn, hh.ru.",
  },
  "contacts.messenger": {
    title: "Messenger or LinkedIn",
    expects: "Telegram for the Russian-speaking market, LinkedIn for the English-speaking one: recruiters write there.",
  },
  "contacts.links_valid": {
    title: "Links without errors",
    expects: "Write links in full so they open: no spaces, with the profile's name.",
  },
  "contacts.top": {
    title: "Contacts at the top",
    expects: "Put the phone and e-mail at the start of the resume, not in a footer or at the end.",
  },
  "content.quantified": {
    title: "Results in numbers",
    expects: "Back achievements with numbers: percentages, money, time, volumes, people.",
  },
  "content.action_verbs": {
    title: "Action verbs",
    expects: "Describe experience with verbs of results: built, introduced, reduced, led.",
  },
  "content.duties": {
    title: "Achievements instead of duties",
    expects: "Avoid «responsible for», «duties», «participation in»: say what was done and what came of it.",
  },
  "content.cliches": {
    title: "No clichés",
    expects: "Leave out empty self-descriptions such as «team player», «stress-resistant», «communicative».",
  },
  "content.vague": {
    title: "Specifics instead of «etc.»",
    expects: "No vague tails such as «etc.» or «various tasks»: name the tasks.",
  },
  "content.first_person": {
    title: "Not too many «I»",
    expects: "Do not repeat «I» and «my» in every line.",
  },
  "content.repeated_verbs": {
    title: "Varied wording",
    expects: "Do not start every point with the same verb.",
  },
  "content.bullets": {
    title: "Lists instead of paragraphs",
    expects: "Describe experience in short bullet points rather than paragraphs.",
  },
  "education.level": {
    title: "Level of education",
    expects: "Make the level of education clear: higher, bachelor, master, vocational, courses.",
  },
  "education.relevance": {
    title: "Relevant education",
    expects: "Education related to the desired role — or courses that make up for it.",
  },
  "education.details": {
    title: "Education details",
    expects: "Give each education its year of graduation and the institution's name.",
  },
  "education.recent_learning": {
    title: "Recent learning",
    expects: "List courses or certificates from the last three years.",
  },
  "experience.dates": {
    title: "Periods of work given",
    expects: "Give every job its period: month and year of the start and the end.",
  },
  "experience.total": {
    title: "Total experience",
    expects: "Total experience counted from the dates (overlapping periods count once).",
  },
  "experience.recent": {
    title: "Recent experience",
    expects: "The latest job is current or ended recently.",
  },
  "experience.gaps": {
    title: "Gaps in work",
    expects: "Explain any gap longer than six months.",
  },
  "experience.overlaps": {
    title: "Overlapping periods",
    expects: "Mark parallel jobs as part-time work or a project.",
  },
  "experience.job_hopping": {
    title: "Frequent job changes",
    expects: "Few jobs shorter than a year (the current one aside); explain short ones.",
  },
  "experience.reverse_chronological": {
    title: "Reverse chronological order",
    expects: "List jobs from the latest to the first.",
  },
  "experience.detail": {
    title: "Every job described",
    expects: "Give each job 3–6 lines: tasks, results, tools.",
  },
  "experience.date_format": { title: "One date format", expects: "Write all dates in one format." },
  "experience.current_marked": {
    title: "Current job marked",
    expects: "Mark the current job «to present» instead of leaving its end date empty.",
  },
  "length.words": {
    title: "Length for the level",
    expects:
      "A length that fits the experience: 150–500 words for beginners, 300–900 for the experienced, up to 1,100 for executives.",
  },
  "length.pages": {
    title: "Number of pages",
    expects: "One or two pages; three are fine with ten or more years of experience.",
  },
  "market.profile_clarity": {
    title: "A clear specialisation",
    expects: "Make clear who you are: the title and the skills point to one role.",
  },
  "market.seniority_match": {
    title: "Level matches experience",
    expects: "The stated level (junior, senior, head) agrees with the experience by the dates.",
  },
  "market.salary": {
    title: "Salary expectations",
    expects: "In the hh.ru format, state salary expectations; English-language resumes leave them out.",
  },
  "market.work_format": {
    title: "Work format and relocation",
    expects: "State employment type, schedule, remote work or readiness to relocate.",
  },
  "research.publications": {
    title: "Publications",
    expects:
      "List your papers, proceedings and preprints as full references in one style: authors, year, title, journal or proceedings, volume and pages, DOI.",
  },
  "research.selected": {
    title: "Selected publications",
    expects:
      "Open a long list with 5–10 selected publications; give the full list below it or through a Google Scholar link.",
  },
  "research.record": {
    title: "Grants, talks and teaching",
    expects:
      "Name grants and fellowships (funder, number, years, your role), conference talks (title, place, year) and teaching or supervision.",
  },
  "research.identifiers": {
    title: "Author profiles",
    expects: "Add your ORCID and a Google Scholar (or Scopus) profile link to the contacts.",
  },
  "research.statement": {
    title: "Research interests",
    expects: "Open with two or three lines of research interests: the field, the main questions, the methods.",
  },
  "privacy.documents": {
    title: "No passport or tax numbers",
    expects: "Remove identity document numbers: a resume passes through dozens of mailboxes.",
  },
  "privacy.family": {
    title: "No marital status or children",
    expects: "Leave out marital status and children: they say nothing of professional qualities.",
  },
  "privacy.birth": {
    title: "Date of birth and age",
    expects: "Date of birth and age are optional; English-language resumes leave them out.",
  },
  "privacy.sensitive": {
    title: "No nationality, religion or health",
    expects: "Remove nationality, religion and health details: an employer may not consider them.",
  },
  "privacy.photo": {
    title: "Photo",
    expects: "A business-like photo suits a Russian-language resume; an English-language one is better without.",
  },
  "skills.count": {
    title: "Number of skills",
    expects: "Name ten or more concrete skills: tools, software, methods.",
  },
  "skills.in_demand": {
    title: "Skills in demand",
    expects: "Name the skills vacancies often ask for, in the form they write them.",
  },
  "skills.profile_coverage": {
    title: "Skills expected in the role",
    expects: "Cover the skills employers usually ask for in the role, where you have them.",
  },
  "skills.hard_vs_soft": {
    title: "Professional skills over personal qualities",
    expects: "List more concrete tools than general qualities.",
  },
  "skills.freshness": {
    title: "An up-to-date stack",
    expects: "Do not lean on outdated tools without their current counterparts.",
  },
  "skills.languages": {
    title: "Languages with levels",
    expects: "Name the languages you speak and your level (A1–C2 or a description).",
  },
  "skills.backed_by_experience": {
    title: "Skills backed by experience",
    expects: "Key skills appear not only in the list but also in the experience or projects.",
  },
  "structure.name": {
    title: "Name on the first line",
    expects: "Start with the first and last name, not with the word «Resume».",
  },
  "structure.desired_position": {
    title: "Desired position",
    expects: "Under the name, say which role you are applying for.",
  },
  "structure.summary": {
    title: "Summary",
    expects: "Add a short summary: who you are, how much experience, what you bring.",
  },
  "structure.summary_length": {
    title: "Summary length",
    expects: "Keep the summary to 3–5 sentences (25–110 words).",
  },
  "structure.experience_section": {
    title: "Experience section",
    expects: "Have a work experience section (for beginners: internships, practice, freelance).",
  },
  "structure.education_section": {
    title: "Education section",
    expects: "Have an education section with the institution and the year of graduation.",
  },
  "structure.skills_section": {
    title: "Skills section",
    expects: "Gather skills in a separate list: applicant tracking systems match it against the vacancy.",
  },
  "structure.headings": {
    title: "Standard section headings",
    expects: "Use standard headings that are recognised: «Experience», «Education», «Skills».",
  },
  "structure.order": {
    title: "Order of sections",
    expects: "With two or more years of experience, put work experience before education.",
  },
  "structure.projects": {
    title: "Projects and portfolio",
    expects: "For IT and for beginners: projects with links that back the skills.",
  },
  "structure.courses": {
    title: "Courses and certificates",
    expects: "List courses, certificates and further training.",
  },
  "structure.work_history_or_practice": {
    title: "Practice for beginners",
    expects: "With little work experience, list practice, internships, freelance or volunteering.",
  },
  "style.double_spaces": { title: "No double spaces", expects: "One space between words." },
  "style.caps": { title: "No all caps", expects: "Only headings in capitals, never paragraphs." },
  "style.punctuation": {
    title: "Tidy punctuation",
    expects: "No «!!!», no spaces before commas, no words glued after a comma.",
  },
  "style.typos": { title: "Typos", expects: "Fix the misspelt words." },
  "style.consistent_language": {
    title: "One language",
    expects: "Write the whole resume in one language; terms and tool names do not count.",
  },
};

const STATUS_SENTENCE: Record<CriterionFinding["status"], string> = {
  pass: "Met.",
  warn: "Partly met.",
  fail: "Not met.",
  info: "For information; not scored.",
};

const FAMILY_EN: Record<string, string> = {
  software_engineering: "software engineering",
  data_ml: "data and machine learning",
  devops_sre: "DevOps and infrastructure",
  qa_testing: "testing",
  "1c_erp": "1C and ERP",
  it_support: "IT support",
  product_project_management: "product and project management",
  design: "design",
  sales: "sales",
  marketing: "marketing",
  accounting_finance: "accounting and finance",
  hr_recruiting: "HR and recruiting",
  legal: "law",
  hospitality_food: "hospitality and food service",
  retail: "retail",
  education_teaching: "education and teaching",
  engineering_manufacturing: "engineering and manufacturing",
  logistics_transport: "logistics and transport",
  executive_management: "general management",
  research_academia: "research and academia",
  administrative_office: "office administration",
};

/** The site's score bands (shared/schemas/score-band.ts) in English. */
function bandEn(score: number): string {
  if (score >= 8) return "excellent";
  if (score >= 6) return "good";
  if (score >= 4) return "average";
  return "needs work";
}

function yearsEn(years: number): string {
  const rounded = Math.round(years * 10) / 10;
  if (rounded < 1) return "under a year";
  return `${rounded.toLocaleString("en-GB")} ${rounded === 1 ? "year" : "years"}`;
}

/** Problems first by how much they cost (weight × what is missing), as the Russian report orders them. */
function problems(findings: readonly CriterionFinding[]): CriterionFinding[] {
  const severity = (f: CriterionFinding) => f.weight * (1 - f.score);
  return findings.filter((f) => f.status === "warn" || f.status === "fail").sort((a, b) => severity(b) - severity(a));
}

const english = (id: string): EnglishCriterion => CRITERIA_EN[id] ?? { title: id, expects: "" };

export interface EnglishReport {
  general_impression: string;
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  criteria: { id: string; title: string; finding: string; fix: string }[];
}

function impression(result: AnalysisResult, reading: ResumeReading, worst: CriterionFinding | undefined): string {
  if (reading.size.words === 0)
    return "No text could be extracted from the file, so the score is the minimum: it is most likely a scan or a picture. Save the resume to PDF from an editor so that the text can be selected, and send it again.";
  if (reading.size.looksLikeGarbage)
    return "The text extracted from the file is mostly stray characters: the file may be damaged, protected or saved with unusual fonts. Save it again as PDF or DOCX.";
  const role = reading.person.desiredPosition ?? reading.person.role;
  const family = reading.person.family && reading.person.family !== "other" ? FAMILY_EN[reading.person.family] : null;
  const who = role
    ? `The resume reads as «${role}»${family ? ` (${family})` : ""}`
    : family
      ? `The resume is in ${family}`
      : "The resume's role could not be settled clearly. It";
  const years = reading.timeline.totalYears > 0 ? ` with ${yearsEn(reading.timeline.totalYears)} of experience` : "";
  const score = result.overall_score.toLocaleString("en-GB", { maximumFractionDigits: 1 });
  const parts = [`${who}${years}: score ${score} of 10 — ${bandEn(result.overall_score)}.`];
  if (worst) parts.push(`Start with «${english(worst.id).title}»: ${english(worst.id).expects}`);
  return parts.join(" ");
}

/**
 * Strengths are the person's own facts (decision 241): results with numbers quoted from their lines; when fewer
 * than two, the in-demand skills the resume names, by name. Never a checklist pass or a counter.
 */
function strengths(reading: ResumeReading): string[] {
  if (reading.research.kind === "research_cv") return researchStrengths(reading);
  const quoted = reading.lines.quantified.slice(0, 3).map((line) => `A result in numbers: «${line}»`);
  if (quoted.length >= 2) return quoted;
  const named = reading.skills
    .filter((skill) => skill.demand === "high" && !skill.implied)
    .slice(0, 6)
    .map((skill) => `«${skill.display}»`);
  // Each skill as the resume spells it, quoted: a Russian resume's «Бухгалтерский учёт» stays the person's words.
  return named.length ? [...quoted, `Skills in demand it names: ${named.join(", ")}.`] : quoted;
}

/** A research CV's own lists, counted under their headings (decision 435): never a reference pasted in. */
function researchStrengths(reading: ResumeReading): string[] {
  const of = (facet: string) => reading.research.listings.filter((l) => l.facet === facet && l.count > 0);
  const count = (listings: ReadonlyArray<{ count: number }>) => listings.reduce((n, l) => n + l.count, 0);
  const under = (listings: ReadonlyArray<{ heading: string }>) =>
    [...new Set(listings.map((l) => `«${l.heading.replace(/^[\s#*•·▪■◦●►✓–—-]+|[\s:.;,–—-]+$/gu, "")}»`))]
      .slice(0, 3)
      .join(", ");
  const out: string[] = [];
  const works = of("publications");
  if (works.length)
    out.push(
      `Publications: ${count(works)} under ${under(works)}${works.some((l) => l.journal) ? ", journal or proceedings papers among them" : ""}.`,
    );
  const grants = of("grants");
  if (grants.length) out.push(`Grants, fellowships and awards: ${count(grants)} under ${under(grants)}.`);
  const talks = of("talks");
  if (talks.length) out.push(`Talks and presentations: ${count(talks)} under ${under(talks)}.`);
  return out;
}

/** The report in English, from the verdicts stored in `result.criteria` and the stored reading. */
export function writeEnglishReport(result: AnalysisResult, reading: ResumeReading): EnglishReport {
  const findings = result.criteria ?? [];
  const open = problems(findings);
  return {
    general_impression: impression(result, reading, open[0]),
    strengths: strengths(reading),
    weaknesses: open.slice(0, 9).map((f) => `${english(f.id).title}: ${STATUS_SENTENCE[f.status].toLowerCase()}`),
    recommendations: open
      .slice(0, 11)
      .map((f) => english(f.id).expects)
      .filter(Boolean),
    criteria: findings.map((f) => ({
      id: f.id,
      title: english(f.id).title,
      finding: STATUS_SENTENCE[f.status],
      fix: f.status === "warn" || f.status === "fail" ? english(f.id).expects : "",
    })),
  };
}
