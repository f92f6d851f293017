/**
 * Counts of items, not of lines (decision 330): a duty the layout wrapped over two or three lines is one line of
 * experience detail and at most one result in numbers — the same as when it is written on one line. The reworked
 * resume (decision 280) joins wrapped duties; without this its score fell below the original's on the hh.ru export.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { startsItem } from "../../worker/analysis/engine/quotes";
import { NOW } from "./now";

/** Duties long enough to wrap, each with a result in numbers in a different place. */
const DUTIES = [
  "Вела 40 ключевых клиентов из строительного сегмента, выручка направления выросла на 35 % за 2022 год.",
  "Внедрила воронку продаж в CRM и сократила цикл сделки с 45 до 30 дней для всех новых клиентов.",
  "Привлекла 60 новых клиентов из строительного сегмента, выполнение годового плана составило 115 %.",
  "Организовала обучение отдела из 8 менеджеров работе с возражениями и холодными звонками.",
  "Сократила дебиторскую задолженность на 20 % за полгода благодаря еженедельной сверке с клиентами.",
];

/** The duty broken the way a PDF's column breaks it: at spaces, before a lower-case word, lines of `width` or so. */
function wrap(duty: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of duty.split(" ")) {
    if (line && line.length + word.length + 1 > width && /^\p{Ll}/u.test(word)) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

function resume(duties: readonly string[][]): string {
  const jobs = duties
    .map(
      (lines, index) =>
        `Менеджер по продажам, ООО «Вектор-${index + 1}», ${2024 - 2 * index}–${2026 - 2 * index}\n${lines
          .map((line, i) => (i === 0 ? `• ${line}` : line))
          .join("\n")}`,
    )
    .join("\n");
  return `Лебедева Ольга\nМенеджер по продажам\n+7 900 123-45-67 · o.lebedeva@example.ru\n\nОпыт работы\n${jobs}\n\nОбразование\nУрГЭУ, маркетинг, 2015\n`;
}

const counts = (text: string) => {
  const { facts } = analyzeResume({ text, format: "pdf" }, { now: NOW });
  return { detail: facts.experienceLines, results: facts.quantifiedLines.length };
};

describe("items, not lines", () => {
  it("a wrapped duty counts once, in experience detail and in results with numbers", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: DUTIES.length - 1 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 50, max: 80 }),
        (picks, width) => {
          const whole = picks.map((pick) => [DUTIES[pick]!]);
          const wrapped = picks.map((pick) => wrap(DUTIES[pick]!, width));
          expect(wrapped.some((lines) => lines.length > 1)).toBe(true);
          expect(counts(resume(wrapped))).toEqual(counts(resume(whole)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a list of short duties without markers stays a list", () => {
    const lines = ["Обязанности:", "работа с кассой", "выкладка товара", "приём поставок"];
    expect(lines.map((_, i) => startsItem(lines, i))).toEqual([true, true, true, true]);
    // A line cut on a comma, a hyphen or a preposition goes on below, however short.
    const cut = ["Выставляла счета в 1С,", "вела реестр договоров и", "сверку с клиентами"];
    expect(cut.map((_, i) => startsItem(cut, i))).toEqual([true, false, false]);
  });
});
