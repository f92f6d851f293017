/**
 * The role words of a title line (knowledge/professions.ts `ROLE_WORDS`, decision 625) over generated forms: every
 * word of ROLE_LINE_WORDS in its inflections (English plural and possessive; Russian cases, singular and plural, the
 * feminine of an agent noun, a compound's first part joined by -о-) is read, and the same letters inside a longer
 * word of another meaning — the words derivation makes from them (-ing, -ure, -ial, -y, -ship, -ed; -ия, -ика, -ный,
 * -ский, -ская, -ство) — are not. Every form here is generated from the knowledge's own list.
 */
import { describe, expect, it } from "vitest";
import { ROLE_WORDS as FACTS_ROLE_WORDS } from "../../worker/analysis/engine/facts";
import { foldCase } from "../../worker/analysis/engine/text";
import { ROLE_WORDS } from "../../worker/analysis/knowledge/professions";
import { ROLE_LINE_WORDS } from "../../worker/analysis/knowledge/professions.curated";

const reads = (text: string): boolean => ROLE_WORDS.test(foldCase(text));
const english = ROLE_LINE_WORDS.en.split("|");
const russian = ROLE_LINE_WORDS.ru.split("|");

/** The case forms of a Russian noun by its declension (a table written here, apart from the knowledge's grammar). */
function declined(word: string): string[] {
  if (word.endsWith("ий")) {
    const stem = word.slice(0, -2);
    return ["ий", "его", "ему", "им", "ая", "ей", "ую", "ие", "их", "ими"].map((ending) => stem + ending);
  }
  if (word.endsWith("ь")) {
    const stem = word.slice(0, -1);
    return [word, ...["я", "ю", "ем", "е", "и", "ей", "ям", "ями", "ях"].map((ending) => stem + ending)];
  }
  if (word.endsWith("ец")) {
    const stem = word.slice(0, -2);
    return [word, ...["ца", "цу", "цом", "це", "цы", "цов", "цами"].map((ending) => stem + ending)];
  }
  // Hard stems: after к, г, х, ж, ш, ч, щ the plural is -и, elsewhere -ы.
  const plural = /[кгхжшчщ]$/u.test(word) ? "и" : "ы";
  const instrumental = /[жшчщц]$/u.test(word) ? "ем" : "ом";
  return [word, ...["а", "у", instrumental, "е", plural, "ов", "ам", "ами", "ах"].map((ending) => word + ending)];
}

/** The feminine a woman writes of a masculine agent noun, in the nominative and the instrumental. */
function feminine(word: string): string[] {
  const forms: [RegExp, string][] = [
    [/тель$/u, "тельниц"],
    [/щик$/u, "щиц"],
    [/чик$/u, "чиц"],
    [/ник$/u, "ниц"],
    [/ист$/u, "истк"],
    [/ант$/u, "антк"],
  ];
  for (const [suffix, replaced] of forms)
    if (suffix.test(word)) {
      const stem = word.replace(suffix, replaced);
      return [`${stem}а`, `${stem}ей`.replace(/кей$/u, "кой").replace(/цей$/u, "цей"), `${stem}ы`];
    }
  return [];
}

describe("role words: inflected forms are read", () => {
  it("English: singular, plural, possessive, in any case, inside a title line", () => {
    const missed: string[] = [];
    for (const word of english)
      for (const form of [word, `${word}s`, `${word}'s`, `${word}’s`, word.toUpperCase()])
        for (const line of [form, `Senior ${form}`, `${form}, Acme Corp`, `Lead ${form} (2019 – present)`])
          if (!reads(line)) missed.push(line);
    expect(missed).toEqual([]);
  });

  it("Russian: every case, singular and plural, capitalised, with ё, in a line", () => {
    const missed: string[] = [];
    for (const word of russian)
      for (const form of declined(word)) {
        const capital = form[0]!.toUpperCase() + form.slice(1);
        for (const line of [form, capital, `Ведущий ${form}`, `работал ${form} в ООО «Пример»`, form.replace("е", "ё")])
          if (!reads(line)) missed.push(line);
      }
    expect(missed).toEqual([]);
  });

  it("Russian: the feminine of an agent noun, in the nominative and the instrumental", () => {
    const forms = russian.flatMap(feminine);
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.filter((form) => !reads(form))).toEqual([]);
  });

  it("Russian compounds: a first part joined by -о- and a hyphenated second word", () => {
    for (const word of ["оператор", "технолог", "инженер", "дизайнер"])
      for (const first of ["видео", "био", "радио", "фото"]) expect(reads(`${first}${word}`)).toBe(true);
    for (const word of russian) expect(reads(`инженер-${word}`)).toBe(true);
  });

  it("fixed words and phrases stand as written, bounded", () => {
    for (const phrase of ROLE_LINE_WORDS.fixed.split("|")) {
      expect(reads(phrase)).toBe(true);
      expect(reads(`${phrase.toUpperCase()} – Acme`)).toBe(true);
    }
    for (const text of ["ahead of schedule", "leader board", "devopsify", "qasim"]) expect(reads(text)).toBe(false);
  });

  it("is the one recogniser: the facts' export is the knowledge's", () => {
    expect(FACTS_ROLE_WORDS).toBe(ROLE_WORDS);
  });
});

describe("role words: the same letters inside a longer word are no role word", () => {
  it("English derivations of each word (-ing, -ure, -ial, -y, -ship, -ed, -ly)", () => {
    const read: string[] = [];
    for (const word of english)
      for (const suffix of ["ing", "ure", "ial", "y", "ship", "ed", "ly"]) {
        const derived = word + suffix;
        if (reads(`the ${derived} department`)) read.push(derived);
      }
    expect(read).toEqual([]);
  });

  it("Russian derivations of each word (-ия, -ика, -ный, -ский, -ская, -ство, -ический)", () => {
    const read: string[] = [];
    for (const word of russian) {
      const stem = word.replace(/(?:ь|ий|ец)$/u, "");
      for (const suffix of ["ия", "ика", "ный", "ская", "ского", "ство", "ический", "ии"]) {
        const derived = stem + suffix;
        // A derivation that is also a case form of the word itself («аналитика» is the analyst's genitive, «помощника»).
        if (declined(word).includes(derived)) continue;
        if (reads(`в области ${derived} и прочего`)) read.push(derived);
      }
    }
    expect(read).toEqual([]);
  });

  it("lines that name an industry or a field, not a post", () => {
    for (const line of [
      "Информационные технологии, системная интеграция, интернет",
      "Логистика, склад, ВЭД",
      "Фотография и видеосъёмка",
      "Software Engineering",
      "Systems Architecture",
      "Supported the migration of the billing system",
      "Инженерные изыскания",
      "Диспетчерская служба",
      "нанотехнологии",
    ])
      expect(reads(line), line).toBe(false);
  });
});
