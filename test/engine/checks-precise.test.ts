/**
 * Issue 22, the fifth recruiter review's kinds of untrustworthy checks (decision 555): a spelling "correction" of a
 * right word, a typo left unreported, checks of a section that is not there, a stale document passed as current, and
 * market norms. Every case is generated from forms (words × endings, slips × positions, layouts), none is a resume's
 * text.
 */
import { describe, expect, it } from "vitest";
import { findMisspellings, forgetSpellingAnswers } from "../../worker/analysis/engine/spelling";
import { prepareText } from "../../worker/analysis/engine/text";

const ru = (text: string) => findMisspellings(prepareText(text), "ru");
const en = (text: string) => findMisspellings(prepareText(text), "en");

describe("spelling never corrects a right word", () => {
  it("inflected forms of dictionary words are never flagged (nouns, adjectives, verbs × endings)", () => {
    const paradigms: Array<[string, readonly string[]]> = [
      ["процесс", ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]],
      ["документ", ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]],
      ["программ", ["а", "ы", "е", "у", "ой", "ам", "ами", "ах"]],
      ["ответственн", ["ый", "ого", "ому", "ым", "ом", "ая", "ой", "ую", "ое", "ые", "ых", "ыми"]],
      ["разрабатыва", ["ть", "ю", "ешь", "ет", "ем", "ете", "ют", "л", "ла", "ли", "емых", "емого"]],
    ];
    for (const [stem, endings] of paradigms) {
      const forms = endings.map((e) => stem + e).filter((w) => w.length >= 6);
      expect(ru(`Слова: ${forms.join(", ")}.`), stem).toEqual([]);
    }
  });

  it("derived words the dictionary lists only as their base: a productive prefix, a loanword's stem", () => {
    // Russian prefixes × listed verbs and nouns.
    const prefixed = ["ре", "пере", "авто", "микро", "видео"].flatMap((p) =>
      ["структурировал", "настроил", "тестирование", "сервисы"].map((w) => p + w),
    );
    for (const word of prefixed) expect(ru(`Я ${word} все системы.`), word).toEqual([]);
    // English words written in Cyrillic, with Russian case and verb endings.
    const loans = ["алерт", "скрапер", "линтер", "лог", "вирал"];
    const endings = ["ы", "ов", "ами", "ирование", "ьный", "ьное"];
    for (const stem of loans)
      for (const ending of endings) {
        const word = stem + ending;
        if (word.length < 6) continue;
        expect(ru(`Настроил ${word} для сервисов.`), word).toEqual([]);
      }
  });

  it("English: British spellings and a noun of action on a listed word are words", () => {
    for (const word of ["analyse", "analysed", "catalyse", "licence", "defence", "programme", "programmes"])
      expect(en(`We ${word} the results every week for the team.`), word).toEqual([]);
    for (const word of ["insolation", "insolations"])
      expect(en(`Papers on ${word} anomalies and drought in tropical forests.`), word).toEqual([]);
  });

  it("the resume itself vouches for a word written twice or more, and for a line in another language", () => {
    // A one-letter substitution inside a long common word: flagged once, accepted when the resume repeats it.
    const words = ["ответственность", "внимательность", "организованность"];
    for (const word of words) {
      const term = `${word.slice(0, 4)}ы${word.slice(5)}`;
      expect(
        ru(`Мои качества: ${term} и многое другое.`).map((m) => m.word),
        term,
      ).toEqual([term]);
      expect(ru(`Мои качества: ${term}. Главное — ${term}.`), term).toEqual([]);
    }
    const italian = [
      "Le scelte dei giovani e la scuola ancora oggi in Italia",
      "Nuove architetture della rete e dei servizi",
    ];
    for (const line of italian) expect(en(`Publications\n${line}, 2019.`), line).toEqual([]);
  });

  it("two equally near words: the typo is named with no guess", () => {
    // Each form is one letter from two dictionary words (изучаемых / изымаемых; обучаемых / обуваемых).
    for (const [word, a, b] of [
      ["изумаемых", "изучаемых", "изымаемых"],
      ["обумаемых", "обучаемых", "обуваемых"],
    ] as const) {
      const found = ru(`Список ${word} предметов.`);
      for (const m of found) expect([a, b], word).not.toContain(m.suggestion);
    }
  });
});

describe("spelling reports the real slips, all of them", () => {
  /** Common words and the slips people make in them: a double letter typed once, two letters swapped, one left out. */
  const COMMON = [
    "программирования",
    "процессов",
    "указанных",
    "коммуникабельность",
    "аналитический",
    "руководитель",
    "ответственность",
    "разработкой",
  ];
  const slips = (word: string): string[] => {
    const out: string[] = [];
    const double = /(.)\1/u.exec(word);
    if (double) out.push(word.slice(0, double.index) + word.slice(double.index + 1));
    const mid = Math.floor(word.length / 2);
    out.push(word.slice(0, mid) + word[mid + 1] + word[mid] + word.slice(mid + 2));
    return out;
  };

  it("one-edit typos of common words are flagged with the word they should be", () => {
    for (const word of COMMON)
      for (const typo of slips(word)) {
        forgetSpellingAnswers();
        const found = ru(`Опыт: ${typo} систем в компании.`);
        expect(
          found.map((m) => `${m.word}→${m.suggestion}`),
          typo,
        ).toEqual([`${typo}→${word}`]);
      }
  });

  it("a dense resume: every typo is reported, not only the first one or two", () => {
    const typos = COMMON.map((w) => slips(w)[0]!);
    const text = typos.map((t, i) => `${i + 1}. Занимался: ${t} проектов.`).join("\n");
    // Tool names of the other script do not use up the search of the resume's own words.
    const tools = "Kubernetes Terraform Ansible Prometheus Grafana Jenkins GitLab Helm ArgoCD Vault Consul Nomad";
    forgetSpellingAnswers();
    const found = ru(`Стек: ${tools.split(" ").join(", ")}, ${tools.toLowerCase().split(" ").join(", ")}\n${text}`);
    expect(found.map((m) => m.word)).toEqual(typos);
  });
});
