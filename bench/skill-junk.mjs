// The skills-list junk checker of `npm run eval:engine` / `eval:validation`: names why an item of the engine's skills
// list is not a skill, or returns null. Three kinds, the ones readers of the reports complained about:
//   - "personal":  a personal detail (age, birth date, marital status, children, gender, citizenship, address,
//                  contacts) — the engine must never list these as skills;
//   - "fragment":  a piece of a sentence rather than a name (too many words, sentence punctuation, a dangling
//                  preposition or conjunction at either end, unbalanced brackets or quotes);
//   - "cut word":  a word cut in half — a trailing/leading hyphen, or an item that occurs in the resume's text only
//                  inside a longer word that goes on in lower case for five letters or more ("Коммуникабель" from
//                  "Коммуникабельность"); shorter endings are inflection ("Negotiation|s") and case changes are a
//                  compound's seam ("Py|Spark"), so neither counts.
// It looks at the item (and, for cut words, the document's text) only, never at labels, so it also counts junk in
// files whose skills are not labelled. Kept deliberately simple and word-list-free beyond grammar words.

const DIGIT = /\d/u;
const PERSONAL = [
  /(?<![\p{L}\d])\d{1,2}\s*(?:лет|года?|years?\s+old|y\.?o\.?)(?![\p{L}])/iu,
  /дата рождения|date of birth|(?<![\p{L}])born(?![\p{L}])|родил(?:ся|ась)|г\.\s?р\.|год рождения/iu,
  /(?<![\p{L}])(?:не\s+)?(?:замужем|женат\p{L}*|холост\p{L}*|разведен\p{L}*|married|single|divorced|marital)(?![\p{L}])/iu,
  // Children as a personal fact ("Дети: есть", "двое детей", "2 children"), not a domain ("безопасность детей").
  /(?<![\p{L}])(?:дети|children|kids)\s*[:-]?\s*(?:есть|нет|\d|yes|no)|(?<![\p{L}])(?:\d+|один|одна|двое|трое|one|two|three)\s+(?:детей|ребен\p{L}*|ребён\p{L}*|children|kids?|child)(?![\p{L}])/iu,
  /(?<![\p{L}])(?:пол|gender|мужчина|женщина|мужской|женский|male|female)(?![\p{L}])/iu,
  /гражданств\p{L}*|citizenship|nationality|национальност\p{L}*|place of birth|место рождения/iu,
  /@|https?:\/\/|(?:\+?\d[\s()-]*){7,}/u,
];
/** Address words count only beside a number ("ул. Ленина, 5"), so "street dance" stays a skill. */
const ADDRESS = /(?<![\p{L}])(?:ул\.|улица|д\.|кв\.|проживает|street|avenue|st\.)(?![\p{L}])/iu;

/** Words that cannot start or end a skill's name: prepositions, conjunctions, articles (Russian and English). */
const DANGLING = new Set(
  "и в во с со к ко по на за из от до для о об при про без над под а но или что как также либо же ли "
    .concat("and or with of for to in on at by from the a an as into via than that which")
    .split(/\s+/),
);

const words = (text) => text.split(/\s+/u).filter(Boolean);
/** A grammar word only in lower case: "ПО" (software) and "ДО" (pre-school) in capitals are names. */
const dangling = (word) =>
  word !== undefined && word === word.toLowerCase() && DANGLING.has(word.replace(/[:,]$/u, ""));

function isFragment(item) {
  const ws = words(item);
  if (ws.length > 6) return true;
  if (/[!?;]\s+\p{L}|\.\s+\p{Ll}|[:;,]$|\.\.\.|…/u.test(item)) return true;
  if (ws.length > 1 && (dangling(ws[0]) || dangling(ws[ws.length - 1]))) return true;
  if (ws.length > 1 && ws.every((w) => w.replace(/[^\p{L}\d]/gu, "").length <= 1)) return true; // "M. A"
  const opens = (item.match(/[([{«“]/gu) ?? []).length;
  const closes = (item.match(/[)\]}»”]/gu) ?? []).length;
  if (opens !== closes) return true;
  if ((item.match(/"/gu) ?? []).length % 2 === 1) return true;
  return false;
}

/** Soft hyphens and hyphenated line breaks removed, whitespace collapsed to one space; case kept. */
const flat = (text) =>
  String(text ?? "")
    .replace(/\u00ad/gu, "")
    .replace(/(\p{L})-\n\s*(\p{L})/gu, "$1$2")
    .replace(/\s+/gu, " ")
    .replace(/ё/gu, "е")
    .replace(/Ё/gu, "Е");

const isLower = (ch) => /\p{Ll}/u.test(ch ?? "");
const isLetter = (ch) => /[\p{L}\d]/u.test(ch ?? "");

/**
 * A cut word: a trailing/leading hyphen, or an item the text has only inside longer words, where the longer word
 * goes on in lower case ("Коммуникабель|ность"). A case change is a compound's seam, not a cut ("Py|Spark",
 * "Spark|SQL", "Java|Script"), and an item absent from the text is a name the engine wrote itself.
 */
function isCut(item, text) {
  if (/^[-‐‑–]|[-‐‑–]$/u.test(item.trim())) return true;
  if (!text) return false;
  // An acronym is never half a word: "SQL" inside "sqlalchemy" or "PostgreSQL" is a name the engine implied.
  if (/^[\p{Lu}\d][\p{Lu}\d+#&/.-]*$/u.test(item.trim())) return false;
  const needle = flat(item).trim().toLowerCase();
  if (needle.length < 3 || !/\p{L}$/u.test(needle) || !/^\p{L}/u.test(needle)) return false;
  const original = flat(text);
  const hay = original.toLowerCase();
  let cut = false;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const before = original[at - 1];
    const first = original[at];
    const last = original[at + needle.length - 1];
    const after = original[at + needle.length];
    if (!isLetter(before) && !isLetter(after)) return false; // the item stands as a word somewhere
    // An ending of up to four letters is inflection or derivation ("Negotiation|s", "Документооборот|а",
    // "Маркетинг|овый"); a longer rest of the word is what was cut off ("Коммуникабель|ность").
    const rest = original.slice(at + needle.length).match(/^\p{Ll}*/u)[0];
    const head = original.slice(0, at).match(/\p{Ll}*$/u)[0];
    const cutAtEnd = isLower(last) && rest.length >= 5;
    const cutAtStart = isLower(first) && head.length >= 3 && needle.length >= 5;
    if (cutAtEnd || cutAtStart) cut = true;
  }
  return cut;
}

/** Why `item` is junk in a skills list ("personal" | "fragment" | "cut word"), or null when it looks like a skill. */
export function junkReason(item, text = "") {
  const value = String(item ?? "").trim();
  if (!value) return "fragment";
  if (PERSONAL.some((re) => re.test(value)) || (ADDRESS.test(value) && DIGIT.test(value))) return "personal";
  if (isFragment(value)) return "fragment";
  if (isCut(value, text)) return "cut word";
  return null;
}
