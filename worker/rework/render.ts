/**
 * The reworked resume as sections of typed lines, in the order and wording the document uses. One layout feeds the
 * side-by-side view, the DOCX, the plain text and the fact check, so they can never disagree.
 */
import { REWORK_HEADINGS, REWORK_PLACEHOLDERS, type ReworkedResume, type ReworkJob } from "../../shared/schemas/rework";

export type LineStyle = "name" | "headline" | "job" | "employer" | "bullet" | "plain" | "note" | "placeholder";

export interface RenderedLine {
  text: string;
  style: LineStyle;
  /** A job's line: its period, written at the end of the text and checked against the reading as a whole. */
  period?: string;
}

export interface RenderedSection {
  /** The section of the reading it stands for (for "before"); null for the name block. */
  kind: string | null;
  heading: string;
  lines: RenderedLine[];
}

type Resume = Omit<ReworkedResume, "comparison">;

const CONTACT_LABELS = {
  ru: { phone: "Телефон", email: "Почта", city: "Город" },
  en: { phone: "Phone", email: "Email", city: "City" },
} as const;

export function renderSections(resume: Resume, options: { placeholders: boolean }): RenderedSection[] {
  const headings = REWORK_HEADINGS[resume.language];
  const placeholders = REWORK_PLACEHOLDERS[resume.language];
  const labels = CONTACT_LABELS[resume.language];
  const line = (text: string, style: LineStyle = "plain"): RenderedLine => ({ text, style });
  const hint = (text: string): RenderedLine[] => (options.placeholders ? [line(text, "placeholder")] : []);

  const head: RenderedLine[] = [];
  if (resume.name) head.push(line(resume.name, "name"));
  // The position as a headline under the name: where recruiters and applicant tracking systems look for it.
  head.push(resume.position ? line(resume.position, "headline") : line(placeholders.position, "placeholder"));
  // An old document keeps its date, so "present" keeps meaning what the person meant; the view asks to update it.
  if (resume.asOf) {
    const [year, month] = resume.asOf.split("-");
    head.push(line(`${headings.asOf}: ${resume.language === "ru" ? `${month}.${year}` : `${month}/${year}`}`, "note"));
  }
  const contacts = [
    ...resume.contacts.phones.map((phone) => line(`${labels.phone}: ${phone}`)),
    ...(resume.contacts.email ? [line(`${labels.email}: ${resume.contacts.email}`)] : []),
    ...(resume.contacts.city ? [line(`${labels.city}: ${resume.contacts.city}`)] : []),
    ...resume.contacts.links.map((link) => line(link)),
  ];
  const sections: RenderedSection[] = [
    { kind: null, heading: resume.name ?? headings.position, lines: head },
    { kind: "contacts", heading: headings.contacts, lines: contacts },
  ];
  if (resume.summary)
    sections.push({
      kind: "summary",
      heading: headings.summary,
      lines: [...(resume.summaryIsDraft ? [line(headings.draft, "note")] : []), line(resume.summary)],
    });
  sections.push({
    kind: "experience",
    heading: headings.experience,
    lines: resume.experience.flatMap((job) => jobLines(job, resume.language, hint)),
  });
  const lists: [string, string, string[]][] = [
    ["skills", headings.skills, resume.skills.map((group) => `${group.group}: ${group.items.join(", ")}`)],
    ["education", headings.education, resume.education],
    ["courses", headings.courses, resume.courses],
    ["languages", headings.languages, resume.languages],
  ];
  for (const section of resume.extra) lists.push([section.kind, section.heading, section.items]);
  for (const [kind, heading, items] of lists)
    if (items.length) sections.push({ kind, heading, lines: items.map((item) => line(item)) });
  return sections.filter((section) => section.lines.length > 0);
}

function jobLines(
  job: ReworkJob,
  language: ReworkedResume["language"],
  hint: (text: string) => RenderedLine[],
): RenderedLine[] {
  const placeholders = REWORK_PLACEHOLDERS[language];
  // null: the employer was not found, the person adds it; "": there is none to name (self-employed).
  // The position with its period on one line ("Воспитатель, 09.2016 – настоящее время"): the layout every reader
  // (ours and applicant tracking systems) pairs with its job without guessing; the employer on the line below.
  // null: the employer was not found, the person adds it; "": there is none to name (self-employed).
  const head = job.title ?? job.employer;
  const employer = job.title ? (job.employer ?? placeholders.employer) : null;
  const lines: RenderedLine[] = [
    head
      ? { text: `${head}, ${job.period}`, style: "job", period: job.period }
      : { text: job.period, style: "job", period: job.period },
  ];
  if (employer) lines.push({ text: employer, style: job.employer === null ? "placeholder" : "employer" });
  for (const bullet of job.bullets) lines.push({ text: bullet, style: "bullet" });
  if (!job.bullets.some((bullet) => /\d/u.test(bullet))) lines.push(...hint(placeholders.result));
  return lines;
}

/** The reworked resume as plain text: what the fact check reads and what a TXT copy would hold. */
export function renderText(resume: Resume): string {
  return renderSections(resume, { placeholders: true })
    .map((section, index) =>
      [
        index === 0 ? null : section.heading,
        ...section.lines.map((l) => (l.style === "bullet" ? `• ${l.text}` : l.text)),
      ]
        .filter((text): text is string => text !== null)
        .join("\n"),
    )
    .join("\n\n");
}
