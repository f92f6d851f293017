/**
 * A report must read like one careful reviewer wrote it (decision 072): no strength that a weakness contradicts,
 * no comparison that says "below average" and "ahead of most" at once, no example sentence twice, no weak fact sold
 * as a strength, Russian typography (6,2 — not 6.2; «ноябрь 2026» — not 2026-11) and no Russian-market advice for a
 * resume aimed elsewhere. `repairReport` enforces what can be enforced; `reportContradictions` lists what is left,
 * and the tests run it over every fixture.
 */
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { claimsOf } from "./criteria";
import type { Market } from "./profile";

/** A counter or a checklist item sold as a strength: the person's facts are the strengths (decision 241). */
const COUNTER_STRENGTH =
  /^(?:Профессиональных навыков|Солидный стаж|Есть \d+ пункт|Для роли «[^»]+» есть \d+ из|Опыт описан активными глаголами|Специализация читается|Ты работаешь сейчас|Штампов|Есть ссылки|Есть раздел|Желаемая должность указана)/u;
/** A quote that is a piece of a phrase: a word cut by the layout («продвижение сай-»), an unclosed bracket. */
const FRAGMENT_QUOTE = /«[^«»]*(?:\p{L}-|\([^()«»]*)»/u;
/** Fill-in blanks of an example that were not marked as a template: «[how many, how fast] → [result in numbers]». */
const UNMARKED_TEMPLATE =
  /\[(?:how many|how fast|result in numbers|сколько|на сколько|как быстро|результат в цифрах)[^\]]*\]\s*→/iu;
/**
 * Layout fragments a careful recruiter stops at, each with its name (decision 320): what the writer must never put in
 * a sentence. `reportContradictions` and `npm run eval:report` read the same list.
 */
const LAYOUT_FRAGMENTS: ReadonlyArray<readonly [name: string, test: (sentence: string, quotes: string[]) => boolean]> =
  [
    ["обрывок слова или скобки в цитате", (s) => FRAGMENT_QUOTE.test(s)],
    ["шаблон примера без пометки", (s) => UNMARKED_TEMPLATE.test(s)],
    // «», "()" or an example marker left with nothing after it ("образец (…) —.").
    [
      "пустая цитата или пример",
      (s) => /«\s*»|\(\s*\)|(?:—|:)\s*[.!?]?\s*$|—\s*[.,;]/u.test(s.replace(/«[^«»]*»/gu, "«x»")) || /«\s*»/u.test(s),
    ],
    // A fill-in template must say it is one: «образец (цифры в нём не твои)» is for a real sentence, not for «[…]».
    ["шаблон назван образцом", (s) => /образец \(цифры в нём не твои\)\s*—\s*«[^«»]*\[/u.test(s)],
    [
      "скобка без пары в цитате",
      (_s, quotes) => quotes.some((q) => (q.match(/\(/gu)?.length ?? 0) !== (q.match(/\)/gu)?.length ?? 0)),
    ],
    // Glyphs of an icon font or a list ("{ ", "", "·"), a separator or a blank at either end of a quote.
    [
      "значок вёрстки в цитате",
      (_s, quotes) => quotes.some((q) => q.length > 2 && /^[\s{}\]|•·▪◦]|[\s|•·▪◦{]$|[\uE000-\uF8FF]/u.test(q)),
    ],
    // «О П Ы Т Р А Б О Т Ы»: letter spacing kept in a quote.
    // (Unless the sentence is about the letter spacing: «Заголовки набраны вразрядку: «П Р О Е К Т Ы»».)
    [
      "разрядка в цитате",
      (s, quotes) => !/вразрядку/u.test(s) && quotes.some((q) => /(?:^|\s)(?:\p{L}\s){3,}\p{L}(?:\s|$)/u.test(q)),
    ],
    // A date cut by the layout at the end of a quote: «Billing Specialist 12/», «Researcher Since 09/».
    [
      "обрывок даты в цитате",
      (_s, quotes) =>
        quotes.some(
          (q) => !/:\/\/|www\.|\.\p{L}{2,}\//u.test(q) && /(?:\d{1,2}\/|(?:since|с|from)\s+\d{1,2}\/?)$/iu.test(q),
        ),
    ],
    // A heading glued to the start of a quote: «О СЕБЕ с отличием окончила…», «Languages German (Native)…».
    [
      "заголовок, приклеенный к цитате",
      (_s, quotes) =>
        quotes.some((q) =>
          /^(?:(?:О СЕБЕ|ОБО МНЕ|ОПЫТ РАБОТЫ|ОБРАЗОВАНИЕ|НАВЫКИ|ПРОЕКТЫ)\s+\S|(?:Проекты|Languages|Языки|Education|Образование|Skills|Навыки|Experience|Опыт работы|Summary|Profile):?\s+[\p{Lu}\d])/u.test(
            q,
          ),
        ),
    ],
    // Text in a wrong code page ("Èíñòèòóò").
    ["кракозябры в цитате", (_s, quotes) => quotes.some((q) => (q.match(/[\u00c0-\u00ff]/gu)?.length ?? 0) >= 4)],
    // A single letter or digit given as a value: «г» for a birth date, «8» for a phone.
    ["одна буква вместо значения", (s) => /\(«[\p{Ll}\d]»\)|:\s«[\p{Ll}\d]»/u.test(s)],
  ];

/** The kinds of layout fragment in one sentence of the report (empty when it reads clean). */
export function layoutFragments(sentence: string): string[] {
  const quotes = [...sentence.matchAll(/«((?:[^«»]|«[^«»]*»)*)»/gu)].map((m) => m[1]!);
  return LAYOUT_FRAGMENTS.filter(([, test]) => test(sentence, quotes)).map(([name]) => name);
}

const WEAK_STRENGTH =
  /^Образование: (?:бакалавр|высшее|среднее|неоконченное|магистратура|учёная степень|курсы)|непрофильн|Текст резюме читается/u;
const RU_MARKET_ONLY = /1С(?![\p{L}])|1С:|hh\.ru|ИПБ|Банк-клиент|КонсультантПлюс|Контур(?![\p{L}])|₽|Яндекс|ЗУП/u;
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
  /(?:[,:]?\s*(?:например|for example|e\.g\.)[:,]?\s*)?(?:образец \(цифры в нём не твои\)\s*—\s*|\(шаблон — впиши своё\)\s*)?(?:(?:вместо|instead of)\s+«([^«»]+)»\s+—\s+«([^«»]+)»|(?<!\()«((?:[^«»\s]+\s+){5,}[^«»]+)»)/giu;

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

export function reportContradictions(result: AnalysisResult, market: Market = "ru"): string[] {
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
  // A criterion's title glued into a sentence as its content: «тянет вниз: … e-mail указан».
  const titles = (result.criteria ?? []).map((f) => f.title.toLowerCase());
  const glued = /тянет вниз:\s*([^.]+)/u.exec(comparison)?.[1];
  if (glued && titles.some((t) => glued.includes(t))) problems.push(`название критерия вместо содержания: ${glued}`);
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
    if (market === "international" && RU_MARKET_ONLY.test(text))
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

/** Fixes what can be fixed after the fact: drops contradicted or weak strengths, repeated examples, off-market advice. */
export function repairReport(result: AnalysisResult, market: Market): AnalysisResult {
  const keepStrength = (s: string): boolean => !WEAK_STRENGTH.test(s) && !COUNTER_STRENGTH.test(s);
  const offMarket = (s: string): boolean => market === "international" && RU_MARKET_ONLY.test(s);
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
    // "…в цифрах. ." / "…показывает, ." → "…в цифрах." / "…показывает."
    return kept
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
  return repaired;
}
