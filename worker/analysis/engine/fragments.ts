/**
 * Layout fragments a careful recruiter stops at (decision 320, 410): one list, read by the writer (which refuses a
 * quote or a sentence that has one), by `reportContradictions` in the engine tests and by `npm run eval:report`.
 */

import { rememberedByText } from "./memo";

/** A quote that is a piece of a phrase: a word cut by the layout («продвижение сай-»), an unclosed bracket. */
const FRAGMENT_QUOTE = /«[^«»]*(?:\p{L}-|\([^()«»]*)»/u;
/** Fill-in blanks of an example that were not marked as a template: «[how many, how fast] → [result in numbers]». */
const UNMARKED_TEMPLATE =
  /\[(?:how many|how fast|result in numbers|сколько|на сколько|как быстро|результат в цифрах)[^\]]*\]\s*→/iu;
/**
 * Layout fragments a careful recruiter stops at, each with its name (decision 320): what the writer must never put in
 * a sentence. `reportContradictions` and `npm run eval:report` read the same list.
 */
export const LAYOUT_FRAGMENTS: ReadonlyArray<
  readonly [name: string, test: (sentence: string, quotes: string[]) => boolean]
> = [
  ["обрывок слова или скобки в цитате", (s) => FRAGMENT_QUOTE.test(s)],
  ["шаблон примера без пометки", (s) => UNMARKED_TEMPLATE.test(s)],
  // «», "()" or an example marker left with nothing after it ("образец (…) —.").
  [
    "пустая цитата или пример",
    (s) => /«\s*»|\(\s*\)|(?:—|:)\s*[.!?]?\s*$|—\s*[.,;]/u.test(s.replace(/«[^«»]*»/gu, "«x»")) || /«\s*»/u.test(s),
  ],
  // A fill-in template must say it is one: «образец (цифры в нём не твои)» is for a real sentence, not for «[…]».
  ["шаблон назван образцом", (s) => /образец(?: по-английски)? \(цифры в нём не твои\)\s*—\s*«[^«»]*\[/u.test(s)],
  [
    "скобка без пары в цитате",
    (_s, quotes) => quotes.some((q) => (q.match(/\(/gu)?.length ?? 0) !== (q.match(/\)/gu)?.length ?? 0)),
  ],
  // Glyphs of an icon font or a list ("{ ", "", "·"), a separator or a blank at either end of a quote.
  [
    "значок вёрстки в цитате",
    (_s, quotes) =>
      quotes.some((q) => q.length > 2 && /^[\s{}\]|•·▪◦\p{So}]|[\s|•·▪◦{\p{So}]$|[\uE000-\uF8FF]/u.test(q)),
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
  // A list's own numbering kept at the start of a quote: «[1] Beyond Single-Task…», «2) знание языков».
  ["номер пункта в цитате", (_s, quotes) => quotes.some((q) => /^(?:\[\d{1,3}\]|\d{1,2}\))\s/u.test(q))],
  // The end of a phrase the layout cut: a superscript ordinal left alone («…2013 nd»), a stray letter («…Biology
  // z»), or a phrase of four words or more that stops on a preposition, a conjunction, an article or a possessive
  // («…работа с», "…top 5% of", "…methods developed during my": decision 440).
  // (The engine's own short examples, «участие в», "Worked on", are names of phrases, not phrases.)
  [
    "обрывок в конце цитаты",
    (_s, quotes) =>
      quotes.some(
        (q) =>
          q.split(/\s+/u).length >= 4 &&
          // A unit after a number ends a phrase: «…за 1,2 с», «…1992 г».
          /\s(?:st|nd|rd|th)$|(?<![\d.,])\s\p{Ll}$|(?<![\d.,])\s(?:of|and|or|the|a|an|to|in|for|with|by|from|on|at|during|my|our|their|his|her|its|и|или|в|на|с|по|для|от|к|о|за|из|до|при|мой|моей|моих|наш|нашей|своей|своих)$/u.test(
            q,
          ),
      ),
  ],
  // Figures without the words that say what they are: «до 20 +40% 30+ до 100 млрд ₽» (columns of figures read as one
  // line). A phone or a date written only in digits is a value, not a fragment.
  [
    "цифры без слов в цитате",
    (_s, quotes) =>
      quotes.some(
        (q) =>
          /\p{L}/u.test(q) && (q.match(/\d[\d.,]*/gu)?.length ?? 0) >= 3 && (q.match(/\p{L}{3,}/gu)?.length ?? 0) < 2,
      ),
  ],
  // What was left where a quote was taken out: «строку  допиши», two spaces in the engine's own words.
  ["пропуск на месте цитаты", (s) => /строку\s+допиши|\p{L}\s{2,}\p{L}/u.test(s.replace(/«[^«»]*»/gu, "«x»"))],
  // Text in a wrong code page ("Èíñòèòóò").
  ["кракозябры в цитате", (_s, quotes) => quotes.some((q) => (q.match(/[\u00c0-\u00ff]/gu)?.length ?? 0) >= 4)],
  // A single letter or digit given as a value: «г» for a birth date, «8» for a phone.
  ["одна буква вместо значения", (s) => /\(«[\p{Ll}\d]»\)|:\s«[\p{Ll}\d]»/u.test(s)],
];

/** The kinds of layout fragment in one sentence of the report (empty when it reads clean). */
export function layoutFragments(sentence: string): string[] {
  return [...fragmentsOf(sentence)];
}

// The writer's last gate asks of the same sentences and quotes more than once: answered once per analysis (memo.ts,
// decision 405); a copy is given out, so the remembered answer is never changed.
const fragmentsOf = rememberedByText((sentence: string): readonly string[] => {
  const quotes = [...sentence.matchAll(/«((?:[^«»]|«[^«»]*»)*)»/gu)].map((m) => m[1]!);
  return LAYOUT_FRAGMENTS.filter(([, test]) => test(sentence, quotes)).map(([name]) => name);
});

/**
 * A quote of the person's text that starts inside their sentence ("charges by 18% through…"): its first word is lower
 * case, and in the resume it follows a lower-case word or a comma on the same line. `flat` is the resume's text with
 * runs of white space made one space; `spaced` keeps the line breaks. The same test `eval:report` makes (decision 410).
 */
export function startsMidSentence(sentence: string, flat: string, spaced: string): boolean {
  return [...sentence.matchAll(/«([^«»]{30,})»/gu)].some(([, quote]) => {
    // The cheapest test first: most quotes start with a capital. (The link test backtracks through every word.)
    if (!/^\p{Ll}/u.test(quote!)) return false;
    if (/https?:|www\.|@|[\w-]+\.(?:com|ru|io|org|net|me)\b/u.test(quote!) || quote!.split(" ").length < 4)
      return false;
    const head = quote!.replace(/…$/u, "").slice(0, 25);
    const at = flat.indexOf(head);
    if (at <= 0) return false;
    const lineStart = spaced.indexOf(head);
    if (lineStart === 0 || (lineStart > 0 && /\n\s*$/u.test(spaced.slice(Math.max(0, lineStart - 3), lineStart))))
      return false;
    return /[\p{Ll},]$/u.test(flat.slice(Math.max(0, at - 3), at).trimEnd());
  });
}
