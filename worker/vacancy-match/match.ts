/**
 * The vacancy match (issue 16, decision 130), computed by the product, never by a model:
 *
 *   present   — the resume writes the vacancy's term (or a more specific one: «1С:Бухгалтерия» for «1С»);
 *   near_miss — the resume has the skill under another name («JS» for «JavaScript», «Postgres» for «PostgreSQL»),
 *               or only the general skill the vacancy's specific one belongs to («1С» for «1С:Бухгалтерия»):
 *               a recruiter's exact-term filter misses it, so the answer gives the vacancy's exact term to use;
 *   missing   — nothing in the resume shows it. A missing term is a gap (to learn or to leave out), never an edit.
 *
 * The percentage is Σ weight × credit / Σ weight (present 1, near miss ½); experience, title and city are shown
 * beside it, not mixed into it, so the figure is explained by the listed terms alone.
 */

import { formatYears, plural } from "../../shared/schemas/ru-format";
import type { Requirement, VacancyEdit } from "../../shared/schemas/vacancy-match";
import { type ResumeReading, tokenize } from "../analysis/engine";
import { containsKeys, readRequirements, termKeys, type VacancyInput, type VacancyRequirement } from "./requirements";

type Fit = "match" | "partial" | "mismatch" | "unknown";

export interface ComputedMatch {
  match_percent: number;
  explanation: string;
  requirements: Requirement[];
  experience: { required_years: number | null; resume_years: number | null; fit: Fit; text: string };
  title: { vacancy: string | null; resume: string | null; fit: Fit; text: string };
  city: { vacancy: string | null; resume: string | null; fit: Fit; text: string };
  edits: VacancyEdit[];
  gaps: string[];
}

const CREDIT = { present: 1, near_miss: 0.5, missing: 0 } as const;
const MAX_EDITS = 3;

interface ResumeView {
  reading: ResumeReading;
  lines: string[];
  lineKeys: string[][];
  skills: Map<string, ResumeReading["skills"][number]>;
}

function viewOf(text: string, reading: ResumeReading): ResumeView {
  const lines = text.split("\n");
  return {
    reading,
    lines,
    lineKeys: lines.map((line) => termKeys(line)),
    skills: new Map(reading.skills.map((s) => [s.name, s])),
  };
}

const quote = (line: string) => {
  const flat = line.replace(/\s+/g, " ").trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 159)}…`;
};

/** The first resume line that writes the term as the vacancy does. */
function lineWithTerm(view: ResumeView, keys: readonly string[]): number {
  return view.lineKeys.findIndex((lineKeys) => containsKeys(lineKeys, keys));
}

interface Judged extends Requirement {
  line: number | null;
  parent: boolean;
}

function judge(requirement: VacancyRequirement, view: ResumeView): Judged {
  const base = {
    term: requirement.term,
    weight: requirement.weight,
    key_skill: requirement.keySkill,
    category: requirement.entry?.category ?? null,
  };
  // Every spelling the vacancy uses counts: the resume that writes any of them is found by the vacancy's words.
  const spellings = requirement.terms.map(termKeys).filter((k) => k.length > 0);
  const keys = termKeys(requirement.term);
  const present = (line: number): Judged => ({
    ...base,
    status: "present",
    evidence: quote(view.lines[line] ?? ""),
    use_term: null,
    resume_term: null,
    line,
    parent: false,
  });
  const entry = requirement.entry;
  if (!entry) {
    // A key skill the dictionary does not know: only its exact words count.
    const line = lineWithTerm(view, keys);
    if (line >= 0) return present(line);
  } else {
    const own = view.skills.get(entry.name);
    // Implied: the resume names a more specific skill («1С:ERP» for the vacancy's «1С»): that is the term and more.
    if (own?.implied) return present(own.line);
    if (own) {
      // The recogniser found the skill; the vacancy's spelling decides present or near miss ("JS" is not "JavaScript").
      const spelled = (own.surfaces ?? [own.display]).some((surface) =>
        spellings.some((k) => containsKeys(termKeys(surface), k)),
      );
      const line = spelled ? own.line : (spellings.map((k) => lineWithTerm(view, k)).find((l) => l >= 0) ?? -1);
      if (spelled || line >= 0) return present(line);
      return {
        ...base,
        status: "near_miss",
        evidence: own.evidence,
        use_term: requirement.term,
        resume_term: own.surfaces?.[0] ?? own.display,
        line: own.line,
        parent: false,
      };
    }
    const parent = entry.implies.map((name) => view.skills.get(name)).find((s) => s && !s.implied);
    if (parent) {
      return {
        ...base,
        status: "near_miss",
        evidence: parent.evidence,
        use_term: requirement.term,
        resume_term: parent.surfaces?.[0] ?? parent.display,
        line: parent.line,
        parent: true,
      };
    }
  }
  return { ...base, status: "missing", evidence: null, use_term: null, resume_term: null, line: null, parent: false };
}

function percentOf(judged: readonly Judged[]): number {
  const total = judged.reduce((sum, r) => sum + r.weight, 0);
  if (total === 0) return 0;
  return Math.round((100 * judged.reduce((sum, r) => sum + r.weight * CREDIT[r.status], 0)) / total);
}

/** The section a resume line belongs to, by its heading as the person wrote it. */
function placeOf(view: ResumeView, line: number | null): string {
  if (line === null) return "Раздел «Навыки»";
  const section = view.reading.sections.find((s) => line >= s.line && line <= s.endLine);
  if (section?.heading) return `Раздел «${section.heading.replace(/[:\s]+$/u, "")}»`;
  return `Строка «${quote(view.lines[line] ?? "").slice(0, 60)}»`;
}

function experienceFit(asked: number | null, reading: ResumeReading): ComputedMatch["experience"] {
  const { totalYears, statedMonths } = reading.timeline;
  const years = totalYears > 0 ? totalYears : statedMonths ? statedMonths / 12 : null;
  const resumeYears = years === null ? null : Math.round(years * 10) / 10;
  if (asked === null) {
    return {
      required_years: null,
      resume_years: resumeYears,
      fit: "unknown",
      text: "Вакансия не называет нужный опыт.",
    };
  }
  const askedText = asked === 0 ? "без опыта" : `от ${asked} ${plural(asked, ["года", "лет", "лет"])}`;
  if (resumeYears === null) {
    return {
      required_years: asked,
      resume_years: null,
      fit: asked === 0 ? "match" : "unknown",
      text: `Вакансия просит опыт ${askedText}; по резюме стаж не посчитать — укажи даты работы.`,
    };
  }
  const fit: Fit = resumeYears >= asked ? "match" : resumeYears >= asked - 1 ? "partial" : "mismatch";
  const verdict = fit === "match" ? "подходит" : fit === "partial" ? "чуть меньше, чем просят" : "меньше, чем просят";
  return {
    required_years: asked,
    resume_years: resumeYears,
    fit,
    text: `Вакансия просит опыт ${askedText}, у тебя по резюме ${formatYears(resumeYears)} — ${verdict}.`,
  };
}

/** Words of a title that carry meaning: not prepositions, not grades in brackets. */
function titleKeys(title: string): string[] {
  return termKeys(title.replace(/\([^)]*\)/g, " ")).filter(
    (key) => key.length >= 3 && !/^(?:для|and|the|with|в|на|по)$/u.test(key),
  );
}

function titleFit(vacancyTitle: string | null, reading: ResumeReading): ComputedMatch["title"] {
  const resumeTitle = reading.person.desiredPosition;
  if (!vacancyTitle)
    return { vacancy: null, resume: resumeTitle, fit: "unknown", text: "Название вакансии не найдено." };
  if (!resumeTitle) {
    return {
      vacancy: vacancyTitle,
      resume: null,
      fit: "unknown",
      text: `В резюме нет желаемой должности: вакансия — «${vacancyTitle}».`,
    };
  }
  const wanted = titleKeys(vacancyTitle);
  const have = new Set(titleKeys(resumeTitle));
  const shared = wanted.filter((key) => have.has(key)).length;
  const fit: Fit =
    wanted.length === 0
      ? "unknown"
      : shared >= Math.ceil(wanted.length / 2)
        ? "match"
        : shared > 0
          ? "partial"
          : "mismatch";
  const verdict =
    fit === "match"
      ? "совпадает"
      : fit === "partial"
        ? "совпадает частично"
        : fit === "mismatch"
          ? "не совпадает"
          : "не сравнить";
  return {
    vacancy: vacancyTitle,
    resume: resumeTitle,
    fit,
    text: `Должность в резюме «${resumeTitle}» и в вакансии «${vacancyTitle}» — ${verdict}.`,
  };
}

function cityFit(vacancy: VacancyInput, reading: ResumeReading): ComputedMatch["city"] {
  const resumeCity = reading.contacts.city;
  if (vacancy.remote)
    return { vacancy: vacancy.city, resume: resumeCity, fit: "match", text: "Удалённая работа: город не важен." };
  if (!vacancy.city) return { vacancy: null, resume: resumeCity, fit: "unknown", text: "Город в вакансии не указан." };
  if (!resumeCity)
    return {
      vacancy: vacancy.city,
      resume: null,
      fit: "unknown",
      text: `Вакансия в городе ${vacancy.city}; в резюме город не указан — добавь его к контактам.`,
    };
  const same =
    tokenize(resumeCity)
      .map((t) => t.key)
      .join(" ") ===
    tokenize(vacancy.city)
      .map((t) => t.key)
      .join(" ");
  return same
    ? { vacancy: vacancy.city, resume: resumeCity, fit: "match", text: `Город совпадает: ${vacancy.city}.` }
    : {
        vacancy: vacancy.city,
        resume: resumeCity,
        fit: "mismatch",
        text: `Вакансия в городе ${vacancy.city}, а в резюме — ${resumeCity}. Если готов к переезду, напиши об этом.`,
      };
}

function editsFor(judged: readonly Judged[], view: ResumeView, title: ComputedMatch["title"]): VacancyEdit[] {
  const total = judged.reduce((sum, r) => sum + r.weight, 0) || 1;
  const edits: VacancyEdit[] = judged
    .filter((r) => r.status === "near_miss")
    .map((r) => ({
      term: r.use_term!,
      where: placeOf(view, r.line),
      gain: Math.round((100 * r.weight * (1 - CREDIT.near_miss)) / total),
      text: r.parent
        ? `Если ты работал именно в «${r.use_term}», так и напиши: сейчас в резюме только «${r.resume_term}».`
        : `Напиши «${r.use_term}», как в вакансии: сейчас в резюме «${r.resume_term}», и фильтр по точному слову его не найдёт.`,
    }));
  // The title edit adds no term, so it gains no points; it only comes when there are fewer near misses than slots.
  if (title.fit === "partial" && title.vacancy) {
    edits.push({
      term: title.vacancy,
      where: "Заголовок резюме (желаемая должность)",
      gain: 0,
      text: `Если «${title.vacancy}» честно описывает твою роль, поставь это название в заголовок резюме.`,
    });
  }
  return edits.sort((a, b) => b.gain - a.gain).slice(0, MAX_EDITS);
}

function explain(percent: number, judged: readonly Judged[]): string {
  if (judged.length === 0)
    return "В тексте вакансии не нашлось навыков, инструментов или языков, с которыми можно сравнить резюме.";
  const count = (status: Requirement["status"]) => judged.filter((r) => r.status === status).length;
  const present = count("present");
  const near = count("near_miss");
  const missing = count("missing");
  const parts = [
    `Совпадение ${percent}%: из ${judged.length} ${plural(judged.length, ["требования", "требований", "требований"])} вакансии в резюме есть ${present}`,
  ];
  if (near)
    parts.push(
      `ещё ${near} ${plural(near, ["названо", "названы", "названы"])} иначе — это половина балла, пока не напишешь как в вакансии`,
    );
  if (missing) parts.push(`${missing} в резюме не видно`);
  return `${parts.join(", ")}. Ключевые навыки и обязательные требования весят вдвое больше, чем «будет плюсом».`;
}

/** `reading`: the resume's stored reading (services/reading.ts), so the engine does not read the resume again. */
export function matchVacancy(resumeText: string, reading: ResumeReading, vacancy: VacancyInput): ComputedMatch {
  const view = viewOf(resumeText, reading);
  const judged = readRequirements(vacancy).map((requirement) => judge(requirement, view));
  const percent = percentOf(judged);
  const title = titleFit(vacancy.title, reading);
  return {
    match_percent: percent,
    explanation: explain(percent, judged),
    requirements: judged.map(({ line: _line, parent: _parent, ...requirement }) => requirement),
    experience: experienceFit(vacancy.minYears, reading),
    title,
    city: cityFit(vacancy, reading),
    edits: editsFor(judged, view, title),
    gaps: judged.filter((r) => r.status === "missing").map((r) => r.term),
  };
}
