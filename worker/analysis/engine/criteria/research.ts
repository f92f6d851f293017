/**
 * A research CV's criteria (decision 435): what a research reader looks for — publications as full references with
 * the selected ones first, grants and fellowships, talks, teaching, a research statement, author identifiers — and
 * the commercial conventions that do not apply to it (a page limit, numbers in every result, a key-skills section,
 * a summary of a salesman's kind, a desired salary). Every verdict rests on the reading's research facts
 * (research.ts); an absence is said only after the whole reading was searched (every heading of the research
 * vocabulary, the identifiers anywhere in the text).
 */
import { plural } from "../../../../shared/schemas/ru-format";
import { adviceMarket, ofMarket } from "../audience";
import { type RecordPart, searchRecord } from "../search";
import type { ResearchListing, ResumeFacts } from "../types";
import {
  byLang,
  type Criterion,
  type CriterionContext,
  hasSection,
  layoutHides,
  quoteLine,
  searchOf,
  textCut,
  textOf,
  type Verdict,
} from "./types";

const CATEGORY = "Научное CV";

/**
 * The names a sentence offers, without another market's (decision 790): the reference style ГОСТ and the index РИНЦ
 * are the Russian market's (knowledge/markets.ts), said to a researcher in Malmö or Virginia as «APA» and «Google
 * Scholar» alone. «A», «A или B», «A, B или C».
 */
function named(ctx: CriterionContext, names: readonly string[]): string {
  const kept = ofMarket(names, adviceMarket(ctx.candidate));
  return kept.length > 1 ? `${kept.slice(0, -1).join(", ")} или ${kept.at(-1)}` : (kept[0] ?? "");
}

/**
 * The commercial-resume criteria a research CV is not judged by, and what is said instead: each is reported as
 * information, outside the score.
 */
export const NOT_FOR_RESEARCH_CV: Readonly<Record<string, string>> = {
  "length.words":
    "Для научного CV длина не ограничена одной-двумя страницами: полный список публикаций, докладов и грантов — норма.",
  "length.pages":
    "Для научного CV длина не ограничена одной-двумя страницами: полный список публикаций, докладов и грантов — норма.",
  "content.quantified":
    "В научном CV итоги работы — публикации, гранты, доклады и преподавание; цифры в каждом пункте опыта не нужны.",
  "structure.summary":
    "Вместо коммерческого «О себе» научное CV открывают научные интересы — их проверяет пункт «Научные интересы».",
  "structure.summary_length": "Длина «О себе» для научного CV не проверяется: важнее научные интересы.",
  "structure.desired_position":
    "Научное CV подают на конкурс или позицию, которая названа в письме; строка с желаемой должностью не обязательна.",
  "structure.skills_section":
    "Раздел «Ключевые навыки» в научном CV не обязателен: методы и инструменты видны из публикаций и проектов.",
  "skills.count": "Число навыков для научного CV не оценивается: методы и инструменты видны из публикаций и проектов.",
  "skills.in_demand":
    "Спрос на навыки в вакансиях для научного CV не оценивается: его читают по публикациям, грантам и преподаванию.",
  "skills.profile_coverage": "Набор навыков профессии для научного CV не проверяется.",
  "skills.hard_vs_soft": "Соотношение навыков для научного CV не проверяется.",
  "structure.projects": "Отдельный раздел проектов в научном CV не обязателен: исследования видны из публикаций.",
  "structure.courses": "Курсы и сертификаты для научного CV не обязательны.",
  "education.recent_learning": "Недавнее обучение для научного CV не проверяется.",
  "market.salary": "Зарплата в научном CV не указывается: условия задаёт конкурс или позиция.",
  "market.work_format": "Формат работы в научном CV не указывают.",
  "contacts.messenger": "Мессенджер в научном CV не обязателен: хватит почты и профилей ORCID или Google Scholar.",
  "contacts.links": "Для научного CV важнее ссылки на ORCID и Google Scholar — их проверяет пункт «Профили автора».",
  "experience.gaps":
    "Перерывы для научного CV не считаются: аспирантура, постдок, стажировки и гранты — часть научной карьеры.",
  "content.action_verbs":
    "Глаголы действия в каждом пункте — правило коммерческого резюме; научное CV перечисляет позиции, работы и гранты.",
  "content.bullets": "Научное CV пишут списками работ и позиций; маркированные пункты опыта в нём не обязательны.",
  "experience.detail": "Позиции в научном CV описывают коротко: суть работы видна из публикаций, грантов и докладов.",
  "skills.backed_by_experience": "Для научного CV методы и инструменты подтверждают публикации, а не пункты опыта.",
  "education.relevance":
    "В научном CV специальность и есть направление исследований: соответствие диплома профессии не проверяется.",
  "structure.order":
    "В научном CV образование и учёная степень обычно идут первыми — порядок разделов здесь не оценивается.",
  "content.repeated_verbs": "Повторы глаголов в описании научных позиций не оцениваются.",
  "experience.job_hopping":
    "Короткие позиции в науке — обычное дело (постдок, визиты, гранты на срок), поэтому частая смена мест не оценивается.",
};

function listingsOf(facts: ResumeFacts, facet: ResearchListing["facet"]): ResearchListing[] {
  return facts.research.listings.filter((l) => l.facet === facet);
}

const sum = (listings: readonly ResearchListing[], key: "count" | "references"): number =>
  listings.reduce((total, l) => total + l[key], 0);

const HEADING_MARKUP = /^[\s#*•·▪■◦●►✓–—-]+|[\s:.;,–—-]+$/gu;

/** «в разделе «Publications»», «в разделах «Journal Articles», «Preprints»»: the writer's one wording of it. */
export function where(listings: readonly ResearchListing[]): string {
  // The heading's words only: a bullet or a colon around it is layout ("• Conferences:").
  const headings = [...new Set(listings.map((l) => `«${l.heading.replace(HEADING_MARKUP, "")}»`))];
  return headings.length === 1 ? `в разделе ${headings[0]}` : `в разделах ${headings.slice(0, 3).join(", ")}`;
}

/** A research criterion applies to a research CV only; a commercial resume reports it as not applicable. */
const forResearch =
  (evaluate: (ctx: CriterionContext) => Verdict | null) =>
  (ctx: CriterionContext): Verdict | null =>
    ctx.facts.research.isResearchCv ? evaluate(ctx) : null;

/** Publications, if listed, and how many read as full references. */
/**
 * Publications given as a link instead of a list ("Publications: https://…/publications", «Список трудов — в
 * профиле eLibrary», "see Google Scholar"): a publications word and an address or a profile on its line or the next.
 */
const PUBLICATIONS_WORD =
  /(?<![\p{L}])(?:publications?|papers|bibliography|публикаци\p{L}*|список (?:научных )?трудов|научные труды)(?![\p{L}])/u;
const LINK_OR_PROFILE =
  /https?:\/\/|www\.|(?<![\p{L}])(?:google scholar|scholar\.google|orcid|researchgate|elibrary|ринц|scopus|dblp|web of science|website|web page|homepage|сайт\p{L}*|профил\p{L}*)(?![\p{L}])/u;

function publicationsLink(ctx: CriterionContext): string | null {
  const { lines, foldedLines } = textOf(ctx);
  for (let i = 0; i < lines.length; i++) {
    if (!PUBLICATIONS_WORD.test(foldedLines[i]!) || lines[i]!.length > 160) continue;
    if (
      LINK_OR_PROFILE.test(foldedLines[i]!) ||
      (lines[i]!.trim().length < 40 && LINK_OR_PROFILE.test(foldedLines[i + 1] ?? ""))
    )
      return lines[i]!.trim();
  }
  return null;
}

function publicationsVerdict(ctx: CriterionContext): Verdict {
  const { facts } = ctx;
  const listed = listingsOf(facts, "publications").filter((l) => l.count > 0);
  const count = sum(listed, "count");
  const lines = listed.map((l) => l.line);
  const link = count ? null : publicationsLink(ctx);
  if (link)
    return {
      score: 0.7,
      finding: `Публикации даны ссылкой («${link.length > 100 ? `${link.slice(0, 100)}…` : link}»), а в самом CV их списка нет.`,
      fix: byLang(
        facts.language,
        "Оставь ссылку, но перечисли в CV 3–5 избранных работ полными ссылками (авторы, год, название, журнал, DOI): CV читают без перехода по ссылкам, а ATS их не открывает.",
        "Оставь ссылку, но перечисли в CV 3–5 избранных работ («Selected Publications») полными ссылками (авторы, год, название, журнал, DOI): CV читают без перехода по ссылкам, а ATS их не открывает.",
      ),
    };
  if (!count) {
    const talks = sum(listingsOf(facts, "talks"), "count");
    return {
      score: 0.4,
      finding: `Раздела публикаций не нашлось: искали заголовки «Публикации», «Научные труды», «Publications», «Journal articles», «Preprints» и похожие во всём тексте${talks ? `; доклады есть (${talks})` : ""}.`,
      fix: byLang(
        facts.language,
        "Добавь раздел «Публикации»: статьи, тезисы и препринты полными ссылками (авторы, год, название, журнал или сборник, том и страницы, DOI). Работы в печати отметь «в печати».",
        "Добавь раздел «Publications»: статьи, тезисы и препринты полными ссылками (авторы, год, название, журнал или сборник, том и страницы, DOI). Работы в печати отметь «in press», в подготовке — «in preparation».",
      ),
    };
  }
  const references = sum(listed, "references");
  const counted = `${count} ${plural(count, ["работа", "работы", "работ"])} ${where(listed)}`;
  if (references * 2 >= count)
    return {
      score: 1,
      finding: `Публикации перечислены: ${counted}; ссылки полные — с годом и журналом, сборником или DOI.`,
      lines,
    };
  return {
    score: 0.6,
    finding: `Публикации перечислены (${counted}), но полной ссылкой — с годом и журналом, сборником или DOI — читается ${references === 0 ? "ни одна" : `только ${references}`}.`,
    fix: `Оформи каждую работу полной ссылкой в одном стиле (например, ${named(ctx, ["APA", "ГОСТ"])}): авторы, год, название, журнал или сборник, том, страницы, DOI — так её найдут в базах и проверят.`,
    lines,
  };
}

/** Publications a reader sees first: a long list starts with a selection. */
const SELECTION_FROM = 15;

function selectedVerdict(ctx: CriterionContext): Verdict | null {
  const { facts } = ctx;
  const listed = listingsOf(facts, "publications").filter((l) => l.count > 0);
  const count = sum(listed, "count");
  if (!count) return null;
  if (listed.some((l) => l.selected))
    return { score: 1, finding: `Главные работы вынесены отдельно (${where(listed.filter((l) => l.selected))}).` };
  if (count < SELECTION_FROM)
    return { score: 1, finding: "Список публикаций короткий — выделять главные работы отдельно не обязательно." };
  return {
    score: 0.6,
    finding: `В списке ${count} ${plural(count, ["работа", "работы", "работ"])}, и главные из них не выделены.`,
    fix: byLang(
      facts.language,
      `Вынеси 5–10 главных работ в начало под заголовком «Избранные публикации», а полный список дай ниже или ссылкой на профиль в ${named(ctx, ["РИНЦ", "Scopus", "Google Scholar"])}.`,
      "Вынеси 5–10 главных работ в начало под заголовком «Selected publications», а полный список дай ниже или ссылкой на Google Scholar.",
    ),
  };
}

/** A grant's line that is a reference to someone's work («…, eds. “Comics as Scholarship”») is no grant to quote. */
const REFERENCE_LINE = /[“”"«»]|(?<![\p{L}])(?:eds?|in|pp|vol)\.|(?<![\p{L}])doi(?![\p{L}])/iu;

/**
 * Grants, fellowships and the other parts of a research record: present ones named, missing ones suggested. A part
 * is called missing only after the whole text was searched (search.ts `searchRecord`: a heading of any wording, then
 * an entry or a sentence); one found outside a listing is named with its line.
 */
function recordVerdict(ctx: CriterionContext): Verdict {
  const { facts } = ctx;
  const text = textOf(ctx);
  const grants = listingsOf(facts, "grants");
  const talks = listingsOf(facts, "talks").filter((l) => l.count > 0);
  const teaching = listingsOf(facts, "teaching");
  const present: string[] = [];
  const missing: string[] = [];
  const found: number[] = [];
  const searched = (part: RecordPart, label: string, absent: string): void => {
    const hit = searchRecord(part, text);
    if (hit?.quote === undefined || hit.line === undefined) missing.push(absent);
    else {
      present.push(`${label}: ${quoteLine(hit.quote, 80)}`);
      found.push(hit.line);
    }
  };
  const grantCount = sum(grants, "count");
  const grantLine = facts.research.grantLines.find((i) => !REFERENCE_LINE.test(text.lines[i] ?? ""));
  if (grantCount) present.push(`гранты и стипендии ${where(grants)}`);
  else if (grantLine !== undefined) present.push(`грант или стипендия: ${quoteLine(text.lines[grantLine] ?? "", 80)}`);
  else searched("grants", "гранты или стипендии", "гранты и стипендии (фонд, номер, годы, твоя роль)");
  if (talks.length) present.push(`доклады ${where(talks)}`);
  else searched("talks", "доклады или работы на конференциях", "доклады на конференциях (название, город, год)");
  if (teaching.length) present.push(`преподавание ${where(teaching)}`);
  else searched("teaching", "преподавание или руководство", "преподавание и руководство студентами");
  const lines = [...[...grants, ...talks, ...teaching].map((l) => l.line), ...found];
  if (!missing.length) return { score: 1, finding: `Научная биография полная: ${present.join("; ")}.`, lines };
  // Not found in a text the search could not read whole (cut at its length, columns read across): what was not
  // found and how to make it findable, never "нет" (decision 515).
  if (layoutHides(ctx))
    return {
      score: 0.8,
      status: "info",
      finding: `${present.length ? `Есть ${present.join("; ")}. ` : ""}Не смогли найти: ${missing.join(", ")} — ${textCut(ctx) ? "CV длиннее, чем читает проверка, и его конец не просмотрен" : "текст файла читается не по порядку"}, поэтому не утверждаем, что этого нет.`,
      fix: `Если это есть, вынеси отдельными разделами с заголовком на своей строке ближе к началу: ${missing.join("; ")}.`,
      lines,
    };
  return {
    score: present.length ? 0.8 : 0.6,
    status: present.length ? "pass" : "warn",
    finding: present.length
      ? `Есть ${present.join("; ")}. Не нашлось (искали по заголовкам и всему тексту): ${missing.join(", ")}.`
      : `Не нашлось (искали по заголовкам и всему тексту): ${missing.join(", ")}.`,
    fix: `Если это было, добавь отдельными разделами: ${missing.join("; ")}.`,
    lines,
  };
}

const IDENTIFIER_NAMES: Readonly<Record<string, string>> = {
  orcid: "ORCID",
  scopus: "Scopus Author ID",
  researcherid: "ResearcherID",
  scholar: "Google Scholar",
  researchgate: "ResearchGate",
  hindex: "индекс Хирша",
  elibrary: "РИНЦ (eLIBRARY)",
  profile: "профиль автора",
};

function identifiersVerdict(ctx: CriterionContext): Verdict {
  const { facts } = ctx;
  const found = facts.research.identifiers;
  if (found.length)
    return {
      score: 1,
      finding: `Профили автора указаны: ${found.map((id) => IDENTIFIER_NAMES[id.kind]).join(", ")}.`,
      lines: found.map((id) => id.line),
    };
  return {
    score: 0.5,
    finding: `Во всём тексте не нашлось ни ORCID, ни профиля в ${named(ctx, ["Google Scholar", "Scopus", "Web of Science", "РИНЦ"])}, ни индекса Хирша.`,
    fix: byLang(
      facts.language,
      `Добавь к контактам ORCID и ссылку на профиль в ${named(ctx, ["РИНЦ (eLIBRARY)", "Google Scholar"])}: по ним комиссия проверит публикации и цитирования.`,
      "Добавь к контактам ORCID и ссылку на Google Scholar: по ним комиссия проверит публикации и цитирования.",
    ),
  };
}

function statementVerdict(ctx: CriterionContext): Verdict {
  const { facts } = ctx;
  if (hasSection(facts, "summary"))
    return { score: 1, finding: "Научные интересы или краткий рассказ о направлении исследований есть." };
  const found = searchOf(ctx, "summary");
  if (found.state !== "absent" && found.state !== "section")
    return {
      score: 0.8,
      finding: `Рассказ о направлении исследований, похоже, есть${found.quote ? ` (${quoteLine(found.quote, 70)})` : ""}, но без заголовка.`,
      fix: byLang(
        facts.language,
        "Поставь над ним заголовок «Научные интересы».",
        "Поставь над ним заголовок «Research interests».",
      ),
    };
  return {
    score: 0.6,
    finding:
      "Не нашлось раздела о научных интересах (искали «Научные интересы», «Research interests», «Profile» и похожие).",
    fix: byLang(
      facts.language,
      "Добавь в начало 2–3 строки «Научные интересы»: область, главные вопросы, методы — по ним читатель сразу поймёт, подходишь ли ты группе.",
      "Добавь в начало 2–3 строки «Research interests»: область, главные вопросы, методы — по ним читатель сразу поймёт, подходишь ли ты группе.",
    ),
  };
}

export const researchCriteria: readonly Criterion[] = [
  {
    id: "research.publications",
    title: "Публикации",
    category: CATEGORY,
    weight: 3,
    description: "В научном CV есть список публикаций полными ссылками (авторы, год, название, журнал, DOI).",
    evaluate: forResearch(publicationsVerdict),
  },
  {
    id: "research.selected",
    title: "Главные работы",
    category: CATEGORY,
    weight: 1,
    description: "Длинный список публикаций начинается с избранных работ.",
    evaluate: forResearch(selectedVerdict),
  },
  {
    id: "research.record",
    title: "Гранты, доклады, преподавание",
    category: CATEGORY,
    weight: 2,
    description: "Научное CV называет гранты и стипендии, доклады на конференциях и преподавание.",
    evaluate: forResearch(recordVerdict),
  },
  {
    id: "research.identifiers",
    title: "Профили автора",
    category: CATEGORY,
    weight: 1,
    description: "Указаны ORCID и профиль в Google Scholar, Scopus, Web of Science или РИНЦ.",
    evaluate: forResearch(identifiersVerdict),
  },
  {
    id: "research.statement",
    title: "Научные интересы",
    category: CATEGORY,
    weight: 1,
    description: "В начале научного CV сказано, чем человек занимается в науке.",
    evaluate: forResearch(statementVerdict),
  },
];
