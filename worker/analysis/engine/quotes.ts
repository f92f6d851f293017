/**
 * Quotes of the person's own text, as whole phrases (decision 241): a line the layout cut in two is joined with
 * its neighbour («продвижение сай-» / «тов», "charges by 18%…" with the line it continues), the tail of a cut
 * sentence is started at its next sentence, glued dates and hh.ru's per-job durations are taken off, and a long
 * phrase is cut at a clause boundary, never inside a word.
 */
import { ABBREVIATIONS } from "../knowledge/abbreviations";
import { withoutGluedDuration } from "./dates";
import { rememberedByText } from "./memo";
import { headingOf } from "./sections";
import { collapseSpaces } from "./text";

/**
 * The phrase of a text before it is cut to a length, remembered for this analysis (memo.ts): the readers and the
 * writer quote the same lines at different lengths (140, 120, 100), and only the cut depends on the length.
 */
const phraseOfText = rememberedByText(readPhrase);

const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;
/** An icon font's glyphs (private use: "", "") and "{ " as a bullet: layout, never the person's words. */
const ICON_GLYPHS = /[\uE000-\uF8FF]|^\s*[{}]\s+/gu;
/** A date range or year a layout put before the phrase: «2014-2016: Магистр…», "2021 – · · · ] PhD student". */
const LEADING_DATES = new RegExp(
  "^(?:(?:MONTH\\s+)?(?:19|20)?\\d\\d\\s*[–—-]\\s*(?:(?:MONTH\\s+)?\\(?(?:19|20)\\d\\d\\)?|present|current|now|н\\.?\\s?в\\.?|по\\s+н\\p{L}*\\s*\\p{L}*|наст\\p{L}*\\.?\\s*(?:момент|врем\\p{L}*)|[·.\\s]+)?|(?:19|20)\\d\\d(?=\\s*(?:[,:]|гг?\\.(?!\\s?р\\.))))[\\s,:;·•\\]|–—-]*(?=\\p{L})".replace(
    /MONTH/gu,
    "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)\\p{L}*\\.?",
  ),
  "iu",
);
const LEADING_DATE_TAIL = /^(?:гг?\.|н\.\s?в\.|по\s+н\.\s?в\.|наст\.\s?время|present|now)\s*[–—,:-]?\s*(?=\p{L})/iu;
/** A date the layout cut at the end: "Billing Specialist 12/", "Postdoctoral Researcher Since 09/". */
const TRAILING_DATE_BIT = /\s+(?:(?:since|from|с)\s+)?\d{1,2}\/$|\s+(?:since|from)$/iu;
/** Separators a table or a two-column layout leaves at either end: "Ядерная физика и технологии |". */
const EDGE_SEPARATORS = /^[\s|•·▪◦\]]+|[\s|•·▪◦{[]+$/gu;
/** Words a phrase cannot end on: the sentence goes on in the next line. */
const DANGLING =
  /(?:^|\s)(?:of|and|or|the|a|an|to|in|for|with|by|from|on|at|as|into|и|или|в|во|на|со|по|для|от|к|о|об|за|из|до|при|через|а|но)$|(?:^|(?<![\d.,])\s)с$/iu;
/** A date range a PDF's layout glued onto a bullet ("…99.97% June 2023 – present"); a lone year («Ohio, 2017») stays. */
const MONTH =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)\\p{L}*\\.?";
const TRAILING_DATES = new RegExp(
  `\\s+(?:${MONTH}\\s+)?(?:19|20)\\d\\d\\s*[–—-]\\s*(?:(?:${MONTH}\\s+)?(?:19|20)\\d\\d|present|current|now|н\\.?\\s?в\\.?|по\\s+н\\p{L}*\\s*\\p{L}*|наст\\p{L}*\\.?\\s*(?:момент|врем\\p{L}*))\\s*$`,
  "iu",
);
/** A month's abbreviation as a date writes it, alone at the end of a line. */
const LONE_MONTH =
  /\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Янв|Фев|Мар|Апр|Май|Июн|Июл|Авг|Сен|Окт|Ноя|Дек)\.?$/u;
const ENDS_SENTENCE = /[.!?;:…)»"]\s*$/u;
const STARTS_LOWER = /^\s*\p{Ll}/u;
/** A line that goes on from the one above: lower case, a number after an unfinished line, a closing quote first. */
const CONTINUES = /^\s*(?:\p{Ll}|\(\p{Ll}|\d[\d.,]*\s*[KMkmк%+]|[^\s'"’”»]+['’”»](?:\s|$))/u;
/** An opening quote or bracket left open at the end: the phrase goes on below. */
const OPEN_AT_END = /(?:^|\s)['"‘“«(][^'"’”»)]*$/u;

/**
 * A list's marks the layout left at the start: a symbol used as a bullet («▸», «○», «●», an emoji) or the list's own
 * numbering («[1] », «2) »); and at the end: such a symbol, or a superscript ordinal or a stray letter the layout
 * split off («…2013 nd», «…Biology z»; a unit after a number stays: «1,2 с»). Decision 410.
 */
const LEADING_MARKS = /^(?:[\p{So}\p{Co}]+|\[\d{1,3}\]|\d{1,2}\))\s*/u;
const TRAILING_BITS = /(?:\s+[\p{So}\p{Co}]+|\s+(?:st|nd|rd|th)|(?<![\d.,])\s+\p{Ll})$/gu;

/**
 * The text without its trailing bits (above). Each form is spaces and then no space to the end, so a match starts in
 * the text's last run of spaces: the pattern is run from there (what it sees before, for its look-behind, unchanged)
 * rather than tried at every position of the phrase. The same answer as replacing the pattern's first match.
 */
function withoutTrailingBits(text: string): string {
  let from = text.length;
  while (from > 0 && !isSpaceUnit(text.charCodeAt(from - 1))) from--;
  if (from === 0 || from === text.length) return text;
  while (from > 0 && isSpaceUnit(text.charCodeAt(from - 1))) from--;
  TRAILING_BITS.lastIndex = from;
  const bit = TRAILING_BITS.exec(text);
  return bit ? text.slice(0, bit.index) : text;
}

/** A UTF-16 unit that `\s` matches (white space and line ends). */
function isSpaceUnit(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** A character every markdown mark below has: most lines have none, and are not searched for the marks. */
const MARKDOWN_MARK = /[#*_]/;

/** A character of an icon font (private use) or a brace used as a bullet: most lines have none. */
const ICON_MARK = /[\uE000-\uF8FF{}]/u;

/** A line without its list marker, icon glyphs, markdown marks («### », "**") and runs of spaces. */
function flat(line: string): string {
  const text = (ICON_MARK.test(line) ? line.replace(ICON_GLYPHS, " ") : line).replace(BULLET, "");
  const unmarked = MARKDOWN_MARK.test(text)
    ? text.replace(/(?:^|\s)(?:#{1,6}|\*{1,3}|_{2,})(?=\s|$)/gu, " ").replace(/\*\*|__/gu, "")
    : text;
  return collapseSpaces(unmarked).trim();
}

/**
 * The line at `index` goes on from the one just above it: it has no list marker, reads as a continuation (lower
 * case, a number after an unfinished line) and the line above does not end its sentence.
 */
function continuesAbove(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? "";
  if (index < 1 || BULLET.test(line) || !CONTINUES.test(flat(line))) return false;
  const previous = flat(lines[index - 1] ?? "");
  return previous !== "" && !ENDS_SENTENCE.test(previous);
}

/** A line this close to its column's width was wrapped by the layout, not ended by the person. */
const FILLED = 0.7;
/** No column is read as narrower than this: a few short lines alone are a list, not a wrapped phrase. */
const MIN_COLUMN = 40;
/** How far up and down the column's width is looked for. */
const COLUMN_WINDOW = 8;
/** A sentence ends and another begins inside the line. */
const NEW_SENTENCE = /[.!?;]\s+[\p{Lu}\d«"]/u;
/** The line stops on a comma or hyphen: the phrase goes on below. */
const OPEN_END = /[,-]$/u;

/** Each text's line lengths, measured once: items are counted line by line over the same array. */
const lineLengths = new WeakMap<readonly string[], number[]>();

/** The widest line near `index`: the width its column was filled to. */
function columnWidth(lines: readonly string[], index: number): number {
  let lengths = lineLengths.get(lines);
  if (!lengths) {
    lengths = lines.map((line) => line.trim().length);
    lineLengths.set(lines, lengths);
  }
  let width = MIN_COLUMN;
  const end = Math.min(lengths.length, index + COLUMN_WINDOW + 1);
  for (let i = Math.max(0, index - COLUMN_WINDOW); i < end; i++) width = Math.max(width, lengths[i] ?? 0);
  return width;
}

/**
 * The line at `index` starts an item of its own — a bullet, a listed duty — or begins a new sentence, rather than only
 * carrying on a phrase the layout wrapped («…выросла на 35 %» / «за 2022 год.»). Counts of items (experience detail,
 * results in numbers) read this, so a duty wrapped over three lines counts once, as it does once it is written on one
 * line, and never more than its lines. Stricter than a quote's joining (phraseAt): a line well short of its column's
 * width before a lower-case one is an item of its own (a list of duties without markers), unless it stops on a comma,
 * a hyphen or a word a phrase cannot end on (decision 330).
 */
export function startsItem(lines: readonly string[], index: number): boolean {
  // A wrapped line where the next sentence begins ("…agreements. Negotiate purchase") starts an item too.
  return !wrapsFromAbove(lines, index) || NEW_SENTENCE.test(flat(lines[index] ?? ""));
}

/**
 * The line at `index` is the rest of the line above, which the layout wrapped: it carries it on (continuesAbove) and
 * the line above stops on a comma, a hyphen or a word a phrase cannot end on, or filled its column. What the reworked
 * resume joins into one duty (decision 330).
 */
export function wrapsFromAbove(lines: readonly string[], index: number): boolean {
  if (!continuesAbove(lines, index)) return false;
  const previous = flat(lines[index - 1] ?? "");
  if (OPEN_END.test(previous) || DANGLING.test(previous)) return true;
  return previous.length >= FILLED * columnWidth(lines, index);
}

/** How many wrapped lines up an item's start is looked for. */
const ITEM_REACH = 5;

/** The first line of the item the line at `index` belongs to. */
export function itemStartOf(lines: readonly string[], index: number): number {
  let start = index;
  while (start > 0 && index - start < ITEM_REACH && !startsItem(lines, start)) start--;
  return start;
}

/**
 * The whole item the line at `index` belongs to, for a quote: its first line (with the head of a sentence it starts
 * in the middle of, as phraseAt joins it) and the wrapped lines after it.
 */
export function itemAt(lines: readonly string[], index: number): string {
  const start = itemStartOf(lines, index);
  let text = joinedBack(lines, start);
  for (let i = start + 1; i < lines.length && i - start < ITEM_REACH && !startsItem(lines, i); i++)
    text = joinLines(text, flat(lines[i] ?? ""));
  return text;
}

/** The line at `index` with the one or two lines above it that it carries on. */
function joinedBack(lines: readonly string[], index: number): string {
  let text = flat(lines[index] ?? "");
  // This line continues the previous one (starts in lower case, the previous does not end a sentence).
  for (let i = index; i > 0 && index - i < 2 && continuesAbove(lines, i); i--)
    text = joinLines(flat(lines[i - 1] ?? ""), text);
  return text;
}

/** The line at `index` with the neighbours its phrase runs into (at most two either way). */
export function phraseAt(lines: readonly string[], index: number): string {
  let text = joinedBack(lines, index);
  // Forward: a word broken by a hyphen, or a phrase ending on a preposition, goes on in the next line.
  for (let i = index + 1, n = 0; n < 2 && i < lines.length; i++, n++) {
    const next = lines[i] ?? "";
    const broken = /\p{L}-$/u.test(text);
    const open = OPEN_AT_END.test(text) && !ENDS_SENTENCE.test(text);
    // A long line the layout wrapped mid-sentence: the next starts in lower case («…концепций машинного» / «обучения»).
    const wrapped = !ENDS_SENTENCE.test(text) && STARTS_LOWER.test(next) && flat(lines[i - 1] ?? "").length >= 40;
    if (!broken && !open && !wrapped && !(DANGLING.test(text) && STARTS_LOWER.test(next))) break;
    if (!next.trim() || BULLET.test(next)) break;
    text = joinLines(text, flat(next));
  }
  return text;
}

function joinLines(first: string, second: string): string {
  // «сай-» + «тов» is one word; "long-" + "term" keeps its hyphen only when the next part starts a word in capitals.
  if (/\p{L}-$/u.test(first) && STARTS_LOWER.test(second)) return `${first.slice(0, -1)}${second}`;
  return `${first} ${second}`;
}

/**
 * A heading the layout glued to the start of a phrase («О СЕБЕ с отличием окончила…», "Languages German (Native)"):
 * written in capitals, or followed by a new phrase in capitals. "Опыт работы с клиентами" is a phrase, not a heading.
 */
const GLUED_HEADS =
  /^(?:languages|языки|иностранные языки|знание языков|владение языками|skills|навыки|ключевые навыки|education|образование|projects|проекты|summary|profile|experience|опыт работы|о себе|certifications|сертификаты|курсы)$/iu;

/** A letter that upper-casing changes: its text is not in capitals. */
const SMALL_LETTER = /[a-zа-яё]/;

function withoutGluedHeading(text: string): string {
  const words = text.split(" ");
  for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
    const head = words.slice(0, n).join(" ").replace(/:$/u, "");
    const next = words[n] ?? "";
    // A small Latin or Cyrillic letter answers "not in capitals" before the head is upper-cased (most heads).
    const capitals = !SMALL_LETTER.test(head) && head === head.toUpperCase() && /\p{Lu}{3}/u.test(head);
    if (capitals) {
      if (!headingOf(head)) continue;
    } else {
      // A listed heading, then a new phrase after it: in capitals, a number, or a Latin name after a Russian
      // heading («Проекты gainy – …»). The list is asked first: it is the cheaper test and most heads fail it.
      if (!GLUED_HEADS.test(head)) continue;
      if (!(/^[\p{Lu}\d]/u.test(next) || (/\p{Script=Cyrillic}/u.test(head) && /^[a-z]/u.test(next)))) continue;
    }
    const rest = words.slice(n).join(" ");
    return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  }
  return text;
}

/**
 * A phrase ready to be put in «…», or null when nothing quotable is left once the layout glue is off. The content
 * facts, the strengths, the criteria and the writer quote the same lines: each is cleaned once per analysis.
 */
export function cleanPhrase(raw: string, max = 120): string | null {
  const phrase = phraseOfText(raw);
  return phrase === null ? null : shorten(phrase, max);
}

/** The phrase in a text, layout glue off, not yet cut to a length (cleanPhrase cuts it), or null. */
function readPhrase(raw: string): string | null {
  let text = withoutGluedDuration(withoutTrailingBits(flat(raw).replace(LEADING_MARKS, "")));
  text = withoutGluedHeading(text.replace(EDGE_SEPARATORS, ""));
  if (/\d/u.test(text))
    text = text.replace(LEADING_DATES, "").replace(TRAILING_DATES, "").replace(TRAILING_DATE_BIT, "");
  // The tail of a date range the line started with: «гг. – Московский…», «н. в. — Белорусский…», «г. Окончила…».
  text = text.replace(LEADING_DATE_TAIL, "").replace(/\s+,(?=\s)/gu, ",");
  // A month left at the end by a date the layout put on the next line ("…Computer Science Mar").
  text = text.replace(LONE_MONTH, "");
  // A word the layout broke at the end with nothing to join it to («продвижение сай-») goes, with an open bracket.
  if (/\p{L}-$/u.test(text)) text = text.slice(0, Math.max(0, text.lastIndexOf(" ")));
  const open = text.lastIndexOf("(");
  if (open >= 0 && text.indexOf(")", open) < 0) text = text.slice(0, open);
  // A template's square brackets left around the person's words («[Факультет …», «…, город Москва]»): the bracket
  // without its pair is the form's, not the person's (decision 595).
  if (text.includes("[") !== text.includes("]")) text = text.replace(/^\[\s*|\s*\]$/gu, "");
  text = text.replace(/[\s,;:–—|•·▪◦-]+$/u, "").trim();
  if (STARTS_LOWER.test(text)) {
    // A list item may start in lower case («- увеличил выручку на 35%»); the tail of a sentence cut by the layout
    // ("consistency. Over 90% of…") is started at the next sentence. (phraseAt has already joined what it could.)
    // Only the head where the cut may fall is segmented: a paragraph's whole length is not.
    const head = text.slice(0, Math.ceil(text.length * 0.6) + 2);
    const next = sentenceEnds(head).find((end) => /^\s+[\p{Lu}\d«"]/u.test(text.slice(end)));
    if (next !== undefined && next - 1 < text.length * 0.6) text = text.slice(next).trimStart();
  }
  if (text.length < 8 || !/\p{L}{3}/u.test(text)) return null;
  text = withoutTrailingBits(text);
  if (DANGLING.test(text)) text = text.replace(DANGLING, "").trim();
  // The phrase goes inside «…»: its own quotes become the inner kind («направление „История“»).
  return text.replace(/«([^«»]*)»/gu, "„$1“");
}

/**
 * Sentence boundaries by the Unicode rules (UAX #29, `Intl.Segmenter`), which know closing quotes and brackets after a
 * period but no abbreviations: a segment that ends on an abbreviation or an initial («им.», «М.», "St.", "esp.",
 * knowledge/abbreviations.ts) is joined to the next (decision 595). One segmenter, made at load.
 */
const SENTENCE_SEGMENTER = new Intl.Segmenter("en", { granularity: "sentence" });
/** The word before a segment's last period, with what may close it after ("“St. ", «им. », "Ph.D.” "). */
const WORD_BEFORE_PERIOD = /(?:^|[^\p{L}.-])(\p{L}[\p{L}.-]*?)\.[\s"'’”»)\]]*$/u;

/** The segment ends on an abbreviation or an initial, not on a sentence's end. */
function endsOnAbbreviation(segment: string): boolean {
  const word = WORD_BEFORE_PERIOD.exec(segment)?.[1];
  if (!word) return false;
  const folded = word.toLowerCase().replace(/ё/gu, "е");
  // An initial, or initials written together («Н.Г.», «Р.Е.», "J.R.R."): single letters between periods.
  return /^\p{L}(?:\.\p{L})*$/u.test(folded) || ABBREVIATIONS.has(folded);
}

/** Where each sentence of `text` ends (the offset after its last mark, before the spaces that follow). */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  // Most phrases have no sentence mark inside them: nothing to segment.
  if (!/[.!?]\s/u.test(text)) return ends;
  for (const { segment, index } of SENTENCE_SEGMENTER.segment(text)) {
    const end = index + segment.trimEnd().length;
    if (end < text.trimEnd().length && !endsOnAbbreviation(segment)) ends.push(end);
  }
  return ends;
}

/**
 * A paragraph's sentences, never split after an abbreviation or an initial: «МГУ им. М. В. Ломоносова», «г. Москва»
 * and "University of Sofia “St. Kliment Ohridski”" stay inside their sentence ("…in Python and Go. Cut costs by
 * 30%…" is two).
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const end of sentenceEnds(text)) {
    out.push(text.slice(from, end).trim());
    from = end;
  }
  out.push(text.slice(from).trim());
  return out.filter((sentence) => sentence !== "");
}

/** Cut at the last sentence or clause end before `max`, else at a word with "…"; never inside a bracket. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text.replace(/[.;,:]+$/u, "");
  const cut = cutAt(text, max);
  // A bracket or a quotation the cut left open («University of Sofia “St. Kliment…») goes with what it opened.
  const open = openedAt(cut);
  if (open > 0) return `${cut.slice(0, open).replace(/[\s,;:–—-]+$/u, "")}…`;
  return cut;
}

/** Openers and their closers: a bracket, and quotation marks in the typographic and the straight forms. */
const CLOSER: Readonly<Record<string, string>> = { "(": ")", "[": "]", "“": "”", "„": "“", "«": "»" };

/** Where the last bracket or quotation left open in `text` starts, or -1 (a straight quote: an odd one out). */
function openedAt(text: string): number {
  const straight = text.split('"').length - 1;
  if (straight % 2 === 1) return text.lastIndexOf('"');
  for (let i = text.length - 1; i >= 0; i--) {
    const mark = text.charAt(i);
    const closer = CLOSER[mark];
    // «„История“»: a “ after an open „ closes it.
    if (mark === "“" && text.lastIndexOf("„", i) > text.lastIndexOf("“", i - 1)) continue;
    if (closer && text.indexOf(closer, i + 1) < 0) return i;
  }
  return -1;
}

function cutAt(text: string, max: number): string {
  const head = text.slice(0, max);
  // A sentence's end, not an abbreviation's period («им. », "St. "): the segmenter's ends inside the head.
  // The head and the word after it: whether the head's last period ends a sentence depends on what follows it.
  const period = sentenceEnds(text.slice(0, max + 40))
    .filter((end) => end < max)
    .map((end) => (/[.!?]/u.test(text.charAt(end - 1)) ? end - 1 : end));
  const sentence = Math.max(head.lastIndexOf("; "), head.lastIndexOf("! "), period[period.length - 1] ?? -1);
  if (sentence >= max * 0.5) return head.slice(0, sentence);
  const clause = Math.max(head.lastIndexOf(", "), head.lastIndexOf(" — "), head.lastIndexOf(" – "));
  if (clause >= max * 0.6) return head.slice(0, clause);
  let cut = head.replace(/\s+\S*$/u, "").replace(/[\s,;:–—-]+$/u, "");
  // "…for the software of" loses "of", then "the": a cut phrase ends on a word that carries meaning.
  for (let i = 0; i < 3 && DANGLING.test(cut); i++) cut = cut.replace(DANGLING, "").replace(/[\s,;:–—-]+$/u, "");
  return `${cut}…`;
}

/** A preposition inside a title written in capitals: «ПО», «ДЛЯ», «В», "OF", "FOR". */
const TITLE_PREPOSITION = /^(?:по|для|в|во|на|с|со|и|из|от|при|of|for|in|and|at|to|the|on)$/iu;

/**
 * A job title as the report names it (decision 320): layout glue off like any quote («Стажер (Маркетинг» → «Стажер»,
 * "Billing Specialist 12/" → "Billing Specialist"), capitals lowered («СИСТЕМНЫЙ АДМИНИСТРАТОР» → «Системный
 * администратор», short acronyms kept); null when no word is left.
 */
export function cleanTitle(raw: string): string | null {
  let text = withoutTrailingBits(flat(raw).replace(LEADING_MARKS, ""))
    .replace(TRAILING_DATE_BIT, "")
    .replace(EDGE_SEPARATORS, "");
  const open = text.lastIndexOf("(");
  if (open >= 0 && text.indexOf(")", open) < 0) text = text.slice(0, open);
  text = text.replace(/[\s,;:–—-]+$/u, "").trim();
  if (!/\p{L}{2}/u.test(text)) return null;
  if (text === text.toUpperCase() && /\p{Lu}{4}/u.test(text)) {
    // Short words stay as acronyms («ПО», "QA"), except a preposition before the next word («РЕПЕТИТОР ПО
    // ИНОСТРАННОМУ ЯЗЫКУ» is «Репетитор по иностранному языку», decision 595).
    const words = text.split(" ");
    const lowered = words
      .map((word, i) =>
        word.length > 3 || (i < words.length - 1 && TITLE_PREPOSITION.test(word)) ? word.toLowerCase() : word,
      )
      .join(" ");
    text = `${lowered.charAt(0).toUpperCase()}${lowered.slice(1)}`;
  }
  // A title is named with a capital («исследователь ИИ» cut from «к.ф.-м.н., исследователь ИИ»); "iOS-…" keeps its case.
  if (/^\p{Ll}(?!\p{Lu})/u.test(text)) text = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return text;
}

/**
 * The sentence of a wrapped paragraph that holds the first number of the line at `index` ("Demonstrated track" /
 * "record mentoring… to 10M+ users." is quoted from "Demonstrated"): for a result found inside prose, where the
 * item's own start is more than a few lines up.
 */
export function sentenceWithNumber(lines: readonly string[], index: number): string | null {
  const line = flat(lines[index] ?? "");
  const digit = line.search(/\d/u);
  if (digit < 0) return null;
  let text = line;
  let at = digit;
  for (let i = index - 1; i >= Math.max(0, index - 6); i--) {
    const previous = flat(lines[i] ?? "");
    if (!previous || BULLET.test(lines[i + 1] ?? "")) break;
    text = `${previous} ${text}`;
    at += previous.length + 1;
    if (ENDS_SENTENCE.test(previous)) break;
  }
  for (let i = index + 1; i < Math.min(lines.length, index + 3) && !/[.!?]/u.test(text.slice(at)); i++) {
    const next = flat(lines[i] ?? "");
    if (!next || BULLET.test(lines[i] ?? "")) break;
    text = `${text} ${next}`;
  }
  const before = text.slice(0, at);
  const start = Math.max(0, ...[...before.matchAll(/[.!?]\s+(?=[\p{Lu}\d«"])/gu)].map((m) => m.index + m[0].length));
  const end = /[.!?](?:\s|$)/u.exec(text.slice(at));
  return text.slice(start, end ? at + end.index + 1 : text.length).trim();
}
