/** Style: the small slips that make a resume look careless. */
import { findMisspellings, skillSpellings } from "../spelling";
import { type Criterion, quote, textOf } from "./types";

const CATEGORY = "Оформление";

export const styleCriteria: readonly Criterion[] = [
  {
    id: "style.double_spaces",
    title: "Без двойных пробелов",
    category: CATEGORY,
    weight: 1,
    description: "Между словами по одному пробелу.",
    evaluate: ({ facts }) =>
      facts.formatting.doubleSpaces >= 5
        ? {
            score: 0.6,
            finding: `Найдено ${facts.formatting.doubleSpaces} двойных пробелов.`,
            fix: "Включи в редакторе «Найти и заменить»: два пробела → один, повторяй, пока не останется совпадений.",
          }
        : { score: 1, finding: "Лишних пробелов нет." },
  },
  {
    id: "style.caps",
    title: "Без сплошного КАПСА",
    category: CATEGORY,
    weight: 1,
    description: "Заглавными набраны только заголовки, не абзацы.",
    evaluate: ({ facts }) =>
      facts.formatting.capsWalls > 0
        ? {
            score: 0.6,
            finding: `Есть строки, целиком набранные заглавными (${facts.formatting.capsWalls}).`,
            fix: "Набери обычные строки в обычном регистре; заглавными можно оставить только короткие заголовки разделов. КАПС читается как крик и хуже воспринимается.",
          }
        : { score: 1, finding: "Текст набран в обычном регистре." },
  },
  {
    id: "style.punctuation",
    title: "Аккуратная пунктуация",
    category: CATEGORY,
    weight: 1,
    description: "Нет «!!!», пробелов перед запятыми и слипшихся слов после запятой.",
    evaluate: ({ facts }) => {
      const n = facts.formatting.repeatedPunctuation + facts.formatting.spacingErrors;
      return n >= 3
        ? {
            score: 0.6,
            finding: `Найдено ${n} мест с небрежной пунктуацией (пробел перед запятой, «!!», нет пробела после запятой).`,
            fix: "Проверь пунктуацию: пробел ставится после запятой, а не перед ней; восклицательные знаки в резюме не нужны.",
          }
        : { score: 1, finding: "Пунктуация аккуратная." };
    },
  },
  {
    id: "style.typos",
    title: "Частые опечатки",
    category: CATEGORY,
    weight: 2,
    description:
      "Нет опечаток: слова проверены по словарям Hunspell (русский и английский), названия технологий — по словарю навыков, плюс частые ошибки («в течении года», «Exel»).",
    evaluate: (ctx) => {
      const { facts } = ctx;
      // The same search as the report's error list (answers are remembered), so the table and the list agree.
      const misspelt = findMisspellings(textOf(ctx), facts.language, skillSpellings(facts.skills));
      const words = misspelt
        .filter((m) => m.suggestion)
        .slice(0, 4)
        .map((m) => `«${m.suggestion}» (написано «${m.word}»)`);
      // A word two dictionary words are equally near is named without a guess (decision 555).
      const unsure = misspelt.filter((m) => !m.suggestion).map((m) => `«${m.word}»`);
      const all = [...facts.formatting.typos.slice(0, 3), ...words];
      const count = facts.formatting.typos.length + misspelt.length;
      const more = count > all.length + Math.min(unsure.length, 3) ? ` Всего похожих на опечатки слов: ${count}.` : "";
      return count
        ? {
            score: count > 2 ? 0.3 : 0.55,
            finding: [
              all.length ? `Есть ошибки в словах. Правильно: ${all.slice(0, 6).join("; ")}.` : "",
              unsure.length ? `Проверь написание: ${unsure.slice(0, 3).join(", ")}.` : "",
              more,
            ]
              .filter(Boolean)
              .join(" "),
            fix: "Исправь эти слова и прогони текст через проверку орфографии (в Word — F7, онлайн — «Орфограммка» или LanguageTool). Ошибки в резюме часто становятся причиной отказа.",
          }
        : { score: 1, finding: "Опечаток по словарю и частых ошибок не нашли." };
    },
  },
  {
    id: "style.consistent_language",
    title: "Один язык резюме",
    category: CATEGORY,
    weight: 1,
    description: "Резюме целиком на одном языке; термины и названия инструментов — не в счёт.",
    evaluate: ({ facts }) => {
      const foreignHeadings = facts.sections.filter((s) =>
        (facts.language === "ru" ? /^[^а-яё]*$/iu : /[а-яё]/iu).test(s.heading),
      );
      if (facts.sections.length < 3) return null;
      return foreignHeadings.length >= 2 && foreignHeadings.length < facts.sections.length
        ? {
            score: 0.6,
            finding: `Заголовки разделов на разных языках: ${quote(foreignHeadings.map((s) => s.heading))}.`,
            fix: "Сделай все заголовки на языке резюме: для русскоязычных вакансий — «Опыт работы», «Навыки», для англоязычных — отдельная английская версия целиком.",
          }
        : // What was read is the headings' language, not every line's (a Russian CV with English conference entries is
          // not "one language"): the verdict says what it rests on (decision 595).
          { score: 1, finding: "Заголовки разделов — на одном языке." };
    },
  },
];
