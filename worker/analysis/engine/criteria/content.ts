/** Content: results in numbers, action verbs, no duty lists, clichés or vague filler. */

import { isQuantified } from "../content";
import { cleanPhrase, phraseAt } from "../quotes";
import { clip } from "../text";
import { resultExample } from "./examples";
import {
  advises,
  byLang,
  type Criterion,
  type CriterionContext,
  isItProfile,
  noExperienceToJudge,
  quote,
  quoteLine,
  textOf,
} from "./types";

const CATEGORY = "Содержание";

/** Sections that never hold a result of work: a number there is a grade, a salary wish or a course's hours. */
const NOT_WORK = new Set(["education", "courses", "languages", "interests", "desired", "contacts", "references"]);

/**
 * Items with a result in numbers anywhere outside education, courses, languages and the wished-for terms: the
 * wider search run before the report says there are none. A line of a few words is a list item, not a result.
 */
function quantifiedAnywhere(ctx: CriterionContext): string[] {
  const { lines, foldedLines } = textOf(ctx);
  const sections = ctx.facts.sections;
  const kindAt = (i: number) => sections.findLast((s) => s.line <= i && i < s.endLine)?.kind;
  const found: string[] = [];
  foldedLines.forEach((line, i) => {
    const kind = kindAt(i);
    if (found.length >= 4 || (kind && NOT_WORK.has(kind)) || line.split(/\s+/u).length < 5) return;
    if (isQuantified(line)) found.push(cleanPhrase(phraseAt(lines, i), 140) ?? clip(lines[i] ?? line, 140));
  });
  return found;
}

/** A duty block's label alone on its line: «Обязанности:», «Должностные обязанности», "Responsibilities:". */
const DUTY_LABEL =
  /^(?:основные |должностные |функциональные |key |main )?(?:обязанности|responsibilities|duties)\s*:?$/iu;
/** Results with numbers beside duty labels that make the labels a layout, not the way the experience is told. */
const RESULTS_BESIDE_LABELS = 5;

export const contentCriteria: readonly Criterion[] = [
  {
    id: "content.quantified",
    title: "Результаты в цифрах",
    category: CATEGORY,
    weight: 5,
    description: "Достижения подкреплены числами: %, деньги, сроки, объёмы, количество людей.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      if (noExperienceToJudge(ctx)) return null;
      // No absence without a search: a job the reader put under another heading (a «Стек: …» line read as a skills
      // heading) still holds its results; the whole text is searched before «ни одного» is said.
      const quantifiedLines = facts.quantifiedLines.length ? facts.quantifiedLines : quantifiedAnywhere(ctx);
      const n = quantifiedLines.length;
      const fix = `Перепиши 3–5 пунктов так, чтобы в каждом был виден результат в цифрах, например: ${resultExample(facts, true, candidate)}.`;
      const claims = [{ topic: "results_in_numbers", holds: n > 0 }] as const;
      if (n >= 4)
        return {
          claims,
          score: 1,
          finding: `Есть ${n} пунктов с измеримым результатом, например: ${quoteLine(quantifiedLines[0] ?? "")}.`,
        };
      if (n >= 2)
        return {
          claims,
          score: 0.7,
          finding: `Измеримых результатов немного (${n}), например: ${quoteLine(quantifiedLines[0] ?? "")}.`,
          fix,
        };
      if (n === 1)
        return {
          claims,
          score: 0.45,
          finding: `Только один пункт с цифрами: ${quoteLine(quantifiedLines[0] ?? "")}.`,
          fix,
        };
      return { score: 0.15, finding: "В описании опыта нет ни одного результата в цифрах.", fix, claims };
    },
  },
  {
    id: "content.action_verbs",
    title: "Глаголы действия",
    category: CATEGORY,
    weight: 4,
    description: "Опыт описан глаголами результата: разработал, внедрил, сократил, led, built.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (noExperienceToJudge(ctx)) return null;
      const n = facts.actionVerbCount;
      // The verbs of the person's trade: «разработал» and "Built" are a developer's, not a store manager's (510).
      const it = advises(ctx, "itVerbs") && isItProfile(facts);
      const fix = byLang(
        facts.language,
        it
          ? "Начинай пункты с глагола совершенного вида: «разработал», «внедрил», «сократил», «запустил», «обучил» — вместо «разработка», «участие», «работа с»."
          : "Начинай пункты с глагола совершенного вида: «организовал», «наладил», «сократил», «увеличил», «обучил» — вместо «организация», «участие», «работа с».",
        `Начинай пункты с сильного глагола в прошедшем времени — в резюме на английском по-английски, например ${it ? "«Built», «Led», «Launched», «Reduced», «Automated»" : "«Led», «Organised», «Trained», «Reduced», «Improved»"} — вместо «Responsible for» или «Worked on».`,
      );
      // Verbs of process are verbs too: only "no verbs at all" claims the topic does not hold.
      const claims = [{ topic: "action_verbs", holds: n > 0 || facts.processVerbs.length > 0 }] as const;
      if (n >= 6) return { score: 1, finding: `Опыт описан активными глаголами (${n}).`, claims };
      const process = [...new Set(facts.processVerbs)];
      // A few process verbs with hardly any result verbs still mean the experience is told with verbs.
      if (facts.processVerbs.length >= 3 || (n < 3 && facts.processVerbs.length > 0)) {
        return {
          claims,
          score: n >= 3 ? 0.75 : facts.processVerbs.length >= 3 ? 0.6 : 0.45,
          finding: `Опыт описан глаголами процесса (${facts.processVerbs.length}), например ${quote(process, 3)}: видно, чем ты занимался, но не чего добился.`,
          // The person's own verbs, not an IT example: an economist was told about APIs and CI/CD.
          fix: byLang(
            facts.language,
            `Замени несовершенный вид на совершенный и допиши результат — там, где сейчас ${quote(process, 2)}: не «вёл проект», а «запустил проект в срок и уложился в бюджет»; не «готовил отчёты», а «подготовил 12 отчётов для собственника — решения принимаются на неделю раньше».`,
            `Там, где сейчас ${quote(process, 2)}, напиши, чего добился, глаголом в прошедшем времени: не «Manage the team», а «Led a team of 8 and cut delivery time by 20 %».`,
          ),
        };
      }
      if (n >= 3) return { score: 0.7, finding: `Глаголов действия маловато (${n}).`, fix, claims };
      return {
        claims,
        score: n > 0 ? 0.45 : 0.2,
        finding:
          n > 0
            ? `Глаголов действия почти нет (${n}).`
            : "В опыте не нашлось глаголов действия: пункты написаны существительными или перечнем.",
        fix,
      };
    },
  },
  {
    id: "content.duties",
    title: "Достижения вместо обязанностей",
    category: CATEGORY,
    weight: 2,
    description: "Нет формулировок «обязанности», «участие в», «responsible for».",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      if (noExperienceToJudge(ctx)) return null;
      const n = facts.dutyPhraseCount;
      // Only what was checked: no template duty phrases. Whether the experience is told with verbs is another
      // verdict's topic, and the two once said opposite things in one report.
      if (n === 0)
        return {
          score: 1,
          finding: "Шаблонных фраз вроде «обязанности», «участие в» не нашлось.",
          claims: [{ topic: "duty_phrases", holds: false }],
        };
      // A block's label («Обязанности:» above each job's duties, a «Достижения» block with numbers beside it) is the
      // layout of a resume that tells results, not duties told instead of them (decision 515).
      const labels = facts.dutyExamples.length > 0 && facts.dutyExamples.every((e) => DUTY_LABEL.test(e.trim()));
      if (labels && facts.quantifiedLines.length >= RESULTS_BESIDE_LABELS)
        return {
          score: 0.9,
          finding: `Обязанности вынесены в блоки «${facts.dutyExamples[0]!.trim().replace(/:$/u, "")}», а рядом — результаты с цифрами (${facts.quantifiedLines.length}).`,
          fix: "Если место ограничено, сократи блоки обязанностей до 2–3 пунктов: результаты важнее.",
          claims: [{ topic: "results_in_numbers", holds: true }],
        };
      // The person's own duty line and what to add to it; no made-up "before/after" with someone else's numbers.
      const fix = `Перепиши обязанности как результаты: ${resultExample(facts, true, candidate)}.`;
      return {
        score: n <= 2 ? 0.7 : 0.35,
        // Lines that say something: a sub-heading «Функциональные обязанности» is shown only when nothing else is.
        finding: `Опыт описан как обязанности (${n}): ${quote(sayingSomething(facts.dutyExamples), 2)}.`,
        fix,
        claims: [{ topic: "duty_phrases", holds: true }],
      };
    },
  },
  {
    id: "content.cliches",
    title: "Без штампов",
    category: CATEGORY,
    weight: 2,
    description: "Нет пустых самохарактеристик: «коммуникабельный, стрессоустойчивый», «team player».",
    evaluate: ({ facts, candidate }) => {
      const n = facts.cliches.length;
      if (n === 0)
        return {
          score: 1,
          finding: "Штампов вроде «коммуникабельный, стрессоустойчивый» нет.",
          claims: [{ topic: "cliches", holds: false }],
        };
      return {
        score: n <= 2 ? 0.6 : 0.3,
        finding: `Есть штампы: ${quote(facts.cliches, 5)}.`,
        claims: [{ topic: "cliches", holds: true }],
        fix: `Замени качества доказательствами: вместо ${quote(facts.cliches, 2)} — конкретный результат, который их показывает, например ${resultExample(facts, false, candidate)}.`,
      };
    },
  },
  {
    id: "content.vague",
    title: "Конкретика вместо «и т.д.»",
    category: CATEGORY,
    weight: 1,
    description: "Нет размытых хвостов: «и т.д.», «различные задачи», «etc.».",
    evaluate: ({ facts }) =>
      facts.vaguePhrases.length === 0
        ? { score: 1, finding: "Размытых формулировок вроде «и т.д.» нет." }
        : {
            score: 0.6,
            finding: `Есть размытые формулировки: ${quote(facts.vaguePhrases)}.`,
            fix: byLang(
              facts.language,
              "Убери «и т.д.» и «различные задачи»: перечисли 2–3 главных пункта полностью. Недоговорённость читается как «больше нечего сказать».",
              "Убери «etc.» и «various tasks»: перечисли 2–3 главных пункта полностью. Недоговорённость читается как «больше нечего сказать».",
            ),
          },
  },
  {
    id: "content.first_person",
    title: "Без лишних «я»",
    category: CATEGORY,
    weight: 1,
    description: "Местоимения «я», «мой», «I», «my» не повторяются в каждой строке.",
    evaluate: ({ facts }) => {
      const share = facts.wordCount ? facts.firstPersonCount / facts.wordCount : 0;
      // Dense in a short resume is many too: four «I» in 90 words read as every other line (decision 555).
      const many = (facts.firstPersonCount > 6 && share >= 0.02) || (facts.firstPersonCount >= 4 && share >= 0.03);
      if (!many) return { score: 1, finding: "Местоимений от первого лица немного." };
      return {
        score: 0.5,
        finding: `Много местоимений «я/мой» (${facts.firstPersonCount}).`,
        fix: byLang(
          facts.language,
          "В пунктах опыта опускай «я»: не «Я разработал модуль», а «Разработал модуль». «Я» уместно только в «О себе».",
          "Опускай «I» и «my»: не «I developed the API», а «Developed the API».",
        ),
      };
    },
  },
  {
    id: "content.repeated_verbs",
    title: "Разнообразие формулировок",
    category: CATEGORY,
    weight: 1,
    description: "Один и тот же глагол не повторяется в каждом пункте.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (facts.formatting.repeatedVerbs.length === 0) return { score: 1, finding: "Формулировки не повторяются." };
      const it = advises(ctx, "itVerbs") && isItProfile(facts);
      return {
        score: 0.6,
        finding: `Один и тот же глагол повторяется 4+ раз: ${quote(facts.formatting.repeatedVerbs)}.`,
        fix: byLang(
          facts.language,
          `Разнообразь глаголы: ${it ? "«разработал», «спроектировал», «запустил», «автоматизировал», «перевёл», «ускорил»" : "«организовал», «договорился», «запустил», «сократил», «увеличил», «наладил»"} — так текст читается живее и точнее передаёт вклад.`,
          `Разнообразь глаголы — в резюме на английском по-английски, например ${it ? "«Designed», «Launched», «Automated», «Migrated», «Streamlined»" : "«Organised», «Negotiated», «Launched», «Reduced», «Streamlined»"}: так текст читается живее и точнее передаёт вклад.`,
        ),
      };
    },
  },
  {
    id: "content.bullets",
    title: "Списки вместо сплошного текста",
    category: CATEGORY,
    weight: 1,
    description: "Опыт оформлен короткими пунктами, а не абзацами.",
    evaluate: ({ facts }) => {
      if (facts.experienceLines < 4 && facts.formatting.longParagraphs === 0) return null;
      if (facts.bulletLines >= 3 && facts.formatting.longParagraphs === 0)
        return { score: 1, finding: "Опыт оформлен списками — легко читать." };
      return facts.bulletLines >= 3
        ? {
            score: 0.7,
            finding: "Списки есть, но встречаются длинные абзацы.",
            fix: "Разбей длинные абзацы на пункты по 1–2 строки: один пункт — одно действие и его результат.",
          }
        : {
            score: 0.5,
            finding: "Опыт написан сплошным текстом, без пунктов.",
            fix: "Оформи опыт маркированными пунктами по 1–2 строки (•, –): рекрутер просматривает резюме по диагонали и цепляется за начало пунктов.",
          };
    },
  },
];

/** Lines of four words or more first; the short ones only when there is nothing else. */
function sayingSomething(lines: readonly string[]): readonly string[] {
  const long = lines.filter((line) => line.trim().split(/\s+/u).length >= 4);
  return long.length ? long : lines;
}
