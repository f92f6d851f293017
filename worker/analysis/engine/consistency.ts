/**
 * A report must read like one careful reviewer wrote it (decision 072): no strength that a weakness contradicts,
 * no comparison that says "below average" and "ahead of most" at once, no example sentence twice, no weak fact sold
 * as a strength, Russian typography (6,2 — not 6.2; «ноябрь 2026» — not 2026-11) and no Russian-market advice for a
 * resume aimed elsewhere. `repairReport` enforces what can be enforced; `reportContradictions` lists what is left,
 * and the tests run it over every fixture.
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { RU_MARKET_ONLY } from "../knowledge/markets";
import { LEADS } from "./content";
import { claimsOf, linesOf, recordVerdict } from "./criteria";
import { layoutFragments, startsMidSentence } from "./fragments";
import type { Market } from "./profile";

export { layoutFragments };

/** A counter or a checklist item sold as a strength: the person's facts are the strengths (decision 241). */
const COUNTER_STRENGTH =
  /^(?:Профессиональных навыков|Солидный стаж|Есть \d+ пункт|Для роли «[^»]+» есть \d+ из|Опыт описан активными глаголами|Специализация читается|Ты работаешь сейчас|Штампов|Есть ссылки|Есть раздел|Желаемая должность указана)/u;
const WEAK_STRENGTH =
  /^Образование: (?:бакалавр|высшее|среднее|неоконченное|магистратура|учёная степень|курсы)|непрофильн|Текст резюме читается|^Язык: /u;

/**
 * Leadership claimed of a team the quote does not say the person led (decision 630): «Масштаб руководства: «Работал в
 * команде из 8 человек»» is membership.
 */
function leadershipUnsaid(strength: string): boolean {
  const quote = /^Масштаб руководства: «([^«»]*)»/u.exec(strength)?.[1];
  return quote !== undefined && !LEADS.test(quote.toLowerCase());
}
/**
 * An example sentence: a quote of six words or more (role names and skills are shorter); a quote in brackets is the
 * person's own line shown as evidence («…, похоже, есть («…»)»), not an example, and may be shown twice.
 */
const LONG_QUOTE = /(?<!\()«((?:[^«»\s]+\s+){5,}[^«»]+)»/gu;
/**
 * A long quote with the words that introduce it ("…, например: «…»"), removed together when the quote repeats; a
 * rewrite pair ("вместо «A» — «A: …»") is one example and goes whole when either of its quotes was shown before; the
 * mark of an example or a template before the quote goes with it (never «образец (…) —.» with nothing after it).
 */
const INTRODUCED_LONG_QUOTE =
  /(?:[,:]?\s*(?:например|for example|e\.g\.)[:,]?\s*)?(?:образец(?: по-английски)? \(цифры в нём не твои\)\s*—\s*|\(шаблон(?: по-английски)? — впиши своё\)\s*)?(?:(?:вместо|instead of)\s+«([^«»]+)»\s+—\s+«([^«»]+)»|(?<!\()«((?:[^«»\s]+\s+){5,}[^«»]+)»)/giu;

/**
 * Advice fields in reading order, where example sentences live. Strengths and advantages quote the person's own
 * lines and may repeat them; the criteria table is a separate, detailed view.
 */
function advice(result: AnalysisResult): string[] {
  return [
    ...result.weaknesses,
    ...result.recommendations,
    typeof result.market_relevance === "string"
      ? result.market_relevance
      : (result.market_relevance?.description ?? ""),
    result.experience_analysis?.description ?? "",
    result.education_analysis?.description ?? "",
    ...(result.education_analysis?.recommendations ?? []),
    ...(result.skill_gap_analysis ?? []),
    result.industry_fit?.description ?? "",
    result.competitiveness?.description ?? "",
    result.competitiveness?.market_comparison ?? "",
    ...(result.career_progression_suggestions ?? []),
  ].filter((s) => s.length > 0);
}

/** Everything the person reads, for typography and market checks. */
function narrative(result: AnalysisResult): string[] {
  return [
    result.general_impression,
    ...result.strengths,
    ...advice(result),
    ...(result.competitiveness?.advantages ?? []),
    ...(result.competitiveness?.disadvantages ?? []),
  ];
}

/** Every sentence of the report a person can read, the criteria table's findings and fixes included: what the
 * layout-fragment checks (tests, `eval:report`) go through. */
export function reportSentences(result: AnalysisResult): string[] {
  return [...narrative(result), ...(result.criteria ?? []).flatMap((f) => [f.finding, f.fix ?? ""])].filter(
    (s) => s.length > 0,
  );
}

/** Text outside «quotes»: the person's own lines may use any typography and market words. */
function outsideQuotes(text: string): string {
  return text.replace(/«[^«»]*»/gu, "«»");
}

export function reportContradictions(result: AnalysisResult, market: Market | null = "ru"): string[] {
  const problems: string[] = [];
  // Two verdicts of one report never claim one topic both ways (topics, not sentences: decision 241).
  const holds = new Map<string, Set<boolean>>();
  for (const finding of result.criteria ?? []) {
    for (const claim of claimsOf(finding)) {
      const set = holds.get(claim.topic) ?? new Set<boolean>();
      set.add(claim.holds);
      holds.set(claim.topic, set);
    }
  }
  for (const [topic, values] of holds) if (values.size > 1) problems.push(`вердикты противоречат друг другу: ${topic}`);
  for (const strength of result.strengths) {
    if (WEAK_STRENGTH.test(strength)) problems.push(`слабый факт как сильная сторона: ${strength}`);
    if (COUNTER_STRENGTH.test(strength)) problems.push(`счётчик вместо факта в сильных сторонах: ${strength}`);
    if (leadershipUnsaid(strength)) problems.push(`руководство, которого в цитате нет: ${strength}`);
  }
  for (const text of [...narrative(result), ...(result.criteria ?? []).flatMap((f) => [f.finding, f.fix])]) {
    for (const kind of layoutFragments(text)) problems.push(`${kind}: ${text.slice(0, 90)}`);
  }
  const comparison = `${result.competitiveness?.description ?? ""} ${result.competitiveness?.market_comparison ?? ""}`;
  if (/ниже среднего/u.test(comparison) && /впереди большинства/u.test(comparison))
    problems.push("«ниже среднего» рядом с «впереди большинства»");
  // The band follows the score shown beside it (decision 325).
  if (/ниже среднего/u.test(comparison) && result.overall_score >= 5)
    problems.push("«ниже среднего» при оценке выше типичной");
  if (/выше среднего|впереди большинства/u.test(comparison) && result.overall_score < 5)
    problems.push("«выше среднего» при оценке ниже типичной");
  // The band and the comparison are one verdict in two words (decision 510): «Отлично» is never "average".
  if (result.overall_score >= 8 && /на среднем уровне|ниже среднего/u.test(comparison))
    problems.push("«Отлично» рядом с «на среднем уровне»");
  // A strength of a kind beside "not found" of the same kind (decision 510): a scholarship quoted, grants missing.
  const criteriaSaid = (result.criteria ?? []).flatMap((f) => [f.finding, f.fix ?? ""]);
  if (
    result.strengths.some((s) => /стипенди|грант|scholarship|fellowship|(?<![\p{L}])grant/iu.test(s)) &&
    criteriaSaid.some((t) => /Не нашлось[^.]*гранты/u.test(t))
  )
    problems.push("грант или стипендия в сильных сторонах и «гранты не нашлись»");
  // An experienced person is not addressed as a beginner (decision 510).
  const profile = result.candidate_profile;
  if (
    profile &&
    profile.confidence >= 0.4 &&
    (profile.seniority === "senior" || profile.seniority === "lead_manager" || profile.seniority === "executive") &&
    [...narrative(result), ...criteriaSaid].some((t) =>
      /если ты только начинаешь|Ближайшая цель — (?:первая работа|уровень Middle)|Для старта карьеры/u.test(t),
    )
  )
    problems.push("опытный специалист рядом с советом начинающему");
  // A criterion's title glued into a sentence as its content: «тянет вниз: … e-mail указан».
  const titles = (result.criteria ?? []).map((f) => f.title.toLowerCase());
  const glued = /тянет вниз:\s*([^.]+)/u.exec(comparison)?.[1];
  if (glued && titles.some((t) => glued.includes(t))) problems.push(`название критерия вместо содержания: ${glued}`);
  // Topics said twice in prose (decision 440): "you work now" beside an old document's current job; English asked
  // for beside English quoted as a strength.
  const recent = (result.criteria ?? []).find((f) => f.id === "experience.recent");
  if (
    recent &&
    (recent.status === "warn" || recent.status === "fail") &&
    /Ты работаешь сейчас|опыт актуален/u.test(result.experience_analysis?.description ?? "")
  )
    problems.push("«ты работаешь сейчас» рядом со старым резюме или давним последним местом");
  if (
    result.strengths.some((s) => /^Язык: «[^»]*(?:[Аа]нглийск|English)/u.test(s)) &&
    (result.skill_gap_analysis ?? []).some((s) => /^Английский язык — укажи уровень/u.test(s))
  )
    problems.push("английский в сильных сторонах и «укажи уровень английского» в пробелах");
  // A current student asked to explain why they do not work (decision 630): the study going on is the answer.
  if (
    criteriaSaid.some((t) => /^Учёба идёт сейчас/u.test(t)) &&
    [...narrative(result), ...criteriaSaid].some((t) =>
      /не работаешь — коротко объясни|Последн\p{L}* (?:место работы закончилось|опыт работы)/u.test(t),
    )
  )
    problems.push("студента просят объяснить, почему он не работает");
  // "No courses" beside a course the report quotes.
  const said = [...narrative(result), ...(result.criteria ?? []).flatMap((f) => [f.finding, f.fix ?? ""])];
  if (
    said.some((t) => /(?:нет|не нашлось|не указаны?)\s+(?:ни одного\s+)?курс/iu.test(outsideQuotes(t))) &&
    said.some((t) => /[Кк]урс[^.]*«[^«»]+»|«[^«»]*(?:[Кк]урс|course)[^«»]*»/u.test(t))
  )
    problems.push("«нет курсов» рядом с процитированным курсом");
  const seen = new Set<string>();
  // The person's role is a name, not an example: it may be quoted wherever the report refers to it.
  const role = result.candidate_profile?.role ?? null;
  for (const text of advice(result)) {
    for (const match of text.matchAll(LONG_QUOTE)) {
      const quote = match[1]!;
      if (quote === role) continue;
      if (seen.has(quote)) problems.push(`пример повторяется: «${quote.slice(0, 40)}…»`);
      seen.add(quote);
    }
  }
  for (const text of advice(result)) {
    // Advice names skills in quotes, so the market check reads the whole sentence.
    if (market !== "ru" && RU_MARKET_ONLY.test(text))
      problems.push(`совет для российского рынка в резюме для другого рынка: ${text.slice(0, 60)}`);
  }
  for (const text of narrative(result)) {
    const own = outsideQuotes(text);
    if (/\d\.\d/u.test(own)) problems.push(`дробь через точку: ${own.slice(0, 60)}`);
    if (/(?<!\d)20\d\d-\d\d(?!\d)/u.test(own)) problems.push(`дата в формате ГГГГ-ММ: ${own.slice(0, 60)}`);
  }
  for (const line of result.experience_analysis?.highlights ?? []) {
    if (/зарплат|оклад|доход|salary|compensation/iu.test(line))
      problems.push(`зарплата как измеримый результат: ${line.slice(0, 60)}`);
  }
  return [...new Set(problems)];
}

/**
 * Fixes what can be fixed after the fact: drops contradicted or weak strengths, repeated examples, off-market advice
 * (a Russian-market thing for a resume aimed elsewhere, or whose market is unread: `market` null, decision 790).
 */
export function repairReport(result: AnalysisResult, market: Market | null, source?: string): AnalysisResult {
  const keepStrength = (s: string): boolean =>
    !WEAK_STRENGTH.test(s) && !COUNTER_STRENGTH.test(s) && !leadershipUnsaid(s);
  const offMarket = (s: string): boolean => market !== "ru" && RU_MARKET_ONLY.test(s);
  const list = (items: readonly string[] | undefined): string[] => (items ?? []).filter((s) => !offMarket(s));

  const seen = new Set<string>();
  // The same advice in other words: a recommendation that names two or more of the same «items» as an earlier one.
  const named: Set<string>[] = [];
  const sameAdvice = (text: string): boolean => {
    const items = new Set([...text.matchAll(/«([^«»]{1,40})»/gu)].map((m) => m[1]!));
    const repeated = named.some((earlier) => [...items].filter((i) => earlier.has(i)).length >= 2);
    named.push(items);
    return repeated;
  };
  const role = result.candidate_profile?.role ?? null;
  // A repeated example is dropped with its "например:" rather than pointed back to: the advice reads whole without it.
  const once = (text: string): string => {
    let dropped = false;
    const kept = text.replace(INTRODUCED_LONG_QUOTE, (whole, before?: string, after?: string, single?: string) => {
      const quotes = [before, after, single].filter((q): q is string => q !== undefined);
      if (quotes.some((q) => q === role) || !quotes.some((q) => seen.has(q))) {
        for (const q of quotes) seen.add(q);
        return whole;
      }
      dropped = true;
      return "";
    });
    if (!dropped) return kept;
    // «строку «…» допиши» with its quote shown before keeps its point about the person's lines.
    const pointed = kept.replace(/строку\s+допиши/gu, "пункты опыта допиши").replace(/line\s+add/gu, "bullets add");
    // "…в цифрах. ." / "…показывает, ." → "…в цифрах." / "…показывает."
    return pointed
      .replace(/\s+([.!?,:])/gu, "$1")
      .replace(/[,:]+([.!?])/gu, "$1")
      .replace(/([.!?])\.+/gu, "$1")
      .replace(/\s*[,:—]\s*$/u, ".")
      .trim();
  };
  const onceAll = (items: readonly string[]): string[] => items.map(once);

  const strengths = result.strengths.filter(keepStrength);
  const competitiveness = result.competitiveness
    ? { ...result.competitiveness, advantages: result.competitiveness.advantages.filter(keepStrength) }
    : undefined;
  // Same order as `advice`, so that the first occurrence of an example stays and later ones point back to it.
  const repaired: AnalysisResult = {
    ...result,
    strengths,
    weaknesses: onceAll(list(result.weaknesses)),
    recommendations: onceAll(list(result.recommendations).filter((r) => !sameAdvice(r))),
  };
  if (result.experience_analysis) {
    repaired.experience_analysis = {
      ...result.experience_analysis,
      description: once(result.experience_analysis.description),
      highlights: result.experience_analysis.highlights.filter(
        (l) => !/зарплат|оклад|доход|salary|compensation/iu.test(l),
      ),
    };
  }
  if (result.education_analysis) {
    repaired.education_analysis = {
      ...result.education_analysis,
      recommendations: onceAll(list(result.education_analysis.recommendations)),
    };
  }
  if (result.skill_gap_analysis) repaired.skill_gap_analysis = onceAll(list(result.skill_gap_analysis));
  if (competitiveness) {
    repaired.competitiveness = {
      ...competitiveness,
      description: once(competitiveness.description),
      market_comparison: competitiveness.market_comparison
        ? once(competitiveness.market_comparison)
        : competitiveness.market_comparison,
      disadvantages: list(competitiveness.disadvantages),
    };
  }
  if (result.career_progression_suggestions)
    repaired.career_progression_suggestions = onceAll(list(result.career_progression_suggestions));
  return refuseFragments(repaired, source);
}

/**
 * A sentence read clean, or null: a quote in brackets that carries a layout fragment is taken out («…, похоже, есть
 * («▸ …»), но…» keeps its point without it); a sentence of several that still carries one goes (decision 410).
 */
function cleanSentence(written: string, broken: (sentence: string) => boolean): string | null {
  const text = withoutMarkdownEscapes(written);
  if (!broken(text)) return text;
  const unbracketed = text.replace(/\s?\(«[^«»]*»\)/gu, (m) => (broken(m) ? "" : m));
  if (!broken(unbracketed)) return unbracketed;
  // A quote that cannot be read whole goes with the words that introduce it: «Опыт описан как обязанности (2): «…».»
  // keeps its point; «строку «…» допиши» points at the person's lines.
  const unquoted = unbracketed
    .replace(/строку\s+(«[^«»]*»)\s+допиши/gu, (m, q: string) => (broken(q) ? "пункты опыта допиши" : m))
    .replace(/(?:[:,]\s*|\s+(?:например|как)\s+)?«[^«»]*»/gu, (m) => (broken(m.replace(/^[^«]*/u, "")) ? "" : m))
    .replace(/\s+([.,;:!?])/gu, "$1")
    .replace(/[,:]+([.!?])/gu, "$1")
    .trim();
  if (!broken(unquoted) && (unquoted.match(/\p{L}{3,}/gu)?.length ?? 0) >= 3) return unquoted;
  const sentences = unbracketed.split(/(?<=[.!?])\s+(?=[\p{Lu}«])/u);
  const kept = sentences.filter((s) => !broken(s));
  return kept.length && kept.length < sentences.length ? kept.join(" ") : null;
}

/**
 * A Markdown resume's escapes quoted back are its source, not its text (decision 550): «Русский\\» (a hard line break),
 * «C\\#», «1\\. …» read «Русский», «C#», «1. …». Only inside a quote: the report's own words have none.
 */
function withoutMarkdownEscapes(text: string): string {
  if (!text.includes("\\")) return text;
  return text.replace(/«[^«»]*»/gu, (quote) => quote.replace(/\\(?=[»\s\\`*_{}[\]()#+\-.!|<>~]|$)/gu, ""));
}

/**
 * The writer's last gate: no sentence the person reads carries a layout fragment (fragments.ts). A list item that
 * cannot be read clean is left out; a single text keeps what reads clean, else stays as written (the engine tests and
 * `eval:report` then show it).
 */
/** A quote startsMidSentence reads: «…» of 30 characters or more. */
const QUOTE_OF_30 = /«[^«»]{30,}»/u;

let lastGate: { source: string | undefined; broken: (sentence: string) => boolean } | null = null;

function brokenIn(source?: string): (sentence: string) => boolean {
  // One report asks twice (its strengths, then every field): the gate is made once.
  if (lastGate && lastGate.source === source) return lastGate.broken;
  // With the resume's text, a quote that starts inside the person's sentence is a fragment too. Only a long quote
  // can (startsMidSentence reads quotes of 30 characters or more), and most sentences have none: the text's two
  // respaced copies, each a pass over the whole resume, are made when the first such sentence comes.
  let flat: string | undefined;
  let spaced: string | undefined;
  const startsInside = (sentence: string): boolean => {
    if (source === undefined || !QUOTE_OF_30.test(sentence)) return false;
    flat ??= source.replace(/\s+/gu, " ");
    spaced ??= source.replace(/[^\S\n]+/gu, " ");
    return startsMidSentence(sentence, flat, spaced);
  };
  const broken = (sentence: string): boolean => layoutFragments(sentence).length > 0 || startsInside(sentence);
  lastGate = { source, broken };
  return broken;
}

/** The writer's gate for one sentence, asked before a sentence is reused elsewhere (the summary's strength). */
export function readsWhole(source: string): (sentence: string) => boolean {
  const broken = brokenIn(source);
  return (sentence) => !broken(sentence);
}

function refuseFragments(result: AnalysisResult, source?: string): AnalysisResult {
  const broken = brokenIn(source);
  const items = (list: readonly string[]): string[] =>
    list.map((s) => cleanSentence(s, broken)).filter((s): s is string => s !== null);
  const text = (s: string): string => cleanSentence(s, broken) ?? s;
  const out: AnalysisResult = {
    ...result,
    general_impression: text(result.general_impression),
    strengths: items(result.strengths),
    weaknesses: items(result.weaknesses),
    recommendations: items(result.recommendations),
  };
  if (typeof result.market_relevance === "object" && result.market_relevance)
    out.market_relevance = { ...result.market_relevance, description: text(result.market_relevance.description) };
  if (result.experience_analysis)
    out.experience_analysis = {
      ...result.experience_analysis,
      description: text(result.experience_analysis.description),
      highlights: items(result.experience_analysis.highlights),
    };
  if (result.education_analysis)
    out.education_analysis = {
      ...result.education_analysis,
      description: text(result.education_analysis.description),
      recommendations: items(result.education_analysis.recommendations),
    };
  if (result.skill_gap_analysis) out.skill_gap_analysis = items(result.skill_gap_analysis);
  if (result.industry_fit)
    out.industry_fit = { ...result.industry_fit, description: text(result.industry_fit.description) };
  if (result.competitiveness)
    out.competitiveness = {
      ...result.competitiveness,
      description: text(result.competitiveness.description),
      market_comparison: result.competitiveness.market_comparison
        ? text(result.competitiveness.market_comparison)
        : result.competitiveness.market_comparison,
      advantages: items(result.competitiveness.advantages),
      disadvantages: items(result.competitiveness.disadvantages),
    };
  if (result.career_progression_suggestions)
    out.career_progression_suggestions = items(result.career_progression_suggestions);
  if (result.criteria)
    out.criteria = result.criteria.map((f) => {
      const finding = text(f.finding);
      const fix = f.fix ? text(f.fix) : f.fix;
      if (finding === f.finding && fix === f.fix) return f;
      // The verdict's claims and lines stay with its finding (criteria/index.ts keeps them by object).
      const cleaned = { ...f, finding, fix };
      recordVerdict(cleaned, { claims: claimsOf(f), lines: linesOf(f) });
      return cleaned;
    });
  return out;
}
