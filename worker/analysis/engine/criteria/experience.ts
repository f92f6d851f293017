/** Experience: dates, timeline, gaps, job changes and how well each job is described. */
import { familyOfTitle, levelOfTitle } from "../../knowledge/professions";
import { CONCURRENT_MONTHS, formatMonth, isStaleDocument, monthOfKey, namesItsPost, sharedMonths } from "../dates";
import { documentDateSaid, oldNewestFact, yearsAsOfOldDocument } from "../stale";
import { foldCase, formatYears, genitiveCount, plural, WORD_FORMS } from "../text";
import type { DateRange, Language, ResumeFacts } from "../types";
import { resultExample } from "./examples";
import { byLang, type Criterion, type CriterionContext, declaresNoExperience, hasSection, textOf } from "./types";

const CATEGORY = "Опыт";

/** The placeholder advice with its example in the resume's language (decision 440). */
export function placeholderFix(language: Language): string {
  return byLang(
    language,
    PLACEHOLDER_FIX,
    "Замени каждое «20XX» на настоящие месяц и год: «Mar 2021 – Present». Резюме с незаполненным шаблоном рекрутер откладывает сразу: непонятно, сколько у тебя опыта и насколько он свежий.",
  );
}

/** The same advice wherever a template's "20XX" shows through (a Russian resume's; `placeholderFix` picks). */
export const PLACEHOLDER_FIX =
  "Замени каждое «20XX» на настоящие месяц и год: «март 2021 — по настоящее время». Резюме с незаполненным шаблоном рекрутер откладывает сразу: непонятно, сколько у тебя опыта и насколько он свежий.";

/** The words a resume of this experience needs: starters 150–550, up to six years 250–900, more 300–1150. */
function wordRange(facts: ResumeFacts): readonly [number, number] {
  const years = facts.totalExperienceYears;
  return years < 2 ? [150, 550] : years < 6 ? [250, 900] : [300, 1150];
}

/** A side role held beside a main job by its nature: not an overlap to explain. */
const SIDE_ROLE =
  /(?<![\p{L}])(?:volunteer\p{L}*|freelance\p{L}*|part[- ]time|contract|consult\p{L}*|advis\p{L}*|mentor\p{L}*|board|волонт\p{L}*|фриланс\p{L}*|совместительств\p{L}*|подработк\p{L}*|консульт\p{L}*|наставни\p{L}*|внештатн\p{L}*|проект\p{L}*|project\p{L}*)(?![\p{L}])/u;
/** Overlaps of more than this many months are two jobs at once; one month is a hand-over. */
const OVERLAP_MONTHS = 1;

/**
 * Two dated posts in the experience section, one held inside the other's dates, each on a line of its own that names
 * a job title or a level word (the professions knowledge) and neither a side role by its words: jobs held at once. Ranges of the
 * same start and end are one job written twice (a project restating its job), not two.
 */
function nestedPost(ctx: CriterionContext): { a: string; b: string; months: number } | null {
  const { facts } = ctx;
  const ranges = facts.experienceRanges.filter((r) => r.section === "experience" && r.isWork && r.style !== "year");
  // The dates first (integers); the title lines, the dearer question, only for a pair held at once.
  const lines = ranges.length >= 2 ? textOf(ctx).lines : [];
  const post = (text: string): boolean =>
    text.length > 0 &&
    text.length <= 120 &&
    !SIDE_ROLE.test(foldCase(text)) &&
    (familyOfTitle(text) !== null || levelOfTitle(text) !== null);
  const titled = (range: DateRange): boolean => namesItsPost(range, lines, post);
  // A tenure over a ladder of posts (the company's dates above the roles held in turn there) is no post of its own.
  const ladder = (outer: DateRange): boolean =>
    new Set(
      ranges
        .filter((r) => r !== outer && outer.start <= r.start && r.end <= outer.end)
        .map((r) => `${r.start}-${r.end}`),
    ).size >= 2;
  for (const outer of ranges)
    for (const inner of ranges) {
      if (outer === inner || outer.line === inner.line || (outer.start === inner.start && outer.end === inner.end))
        continue;
      const months = sharedMonths(outer, inner);
      if (
        outer.start <= inner.start &&
        inner.end <= outer.end &&
        months > OVERLAP_MONTHS &&
        !ladder(outer) &&
        titled(outer) &&
        titled(inner)
      )
        return { a: outer.text, b: inner.text, months };
    }
  return null;
}

/** A range's end as written: what follows its last dash or «по» / "to" («март 2019 — 2020» ends «2020»). */
const RANGE_END = /^.*(?:[–—-]|\s(?:по|до|to|till|until)\s)\s*/u;

/**
 * How the latest job's end is written: the end of a closed work range that ends last, a month-precise one before a
 * year alone when both end there (stale.ts `documentDateSaid` then says the month).
 */
function lastEndWritten(facts: ResumeFacts): string {
  const ends = facts.experienceRanges
    .filter((r) => !r.ongoing && r.end === facts.lastWorkEnd)
    .map((r) => r.text.replace(RANGE_END, ""));
  return ends.find((end) => !/^(?:19|20)\d\d$/u.test(end.trim())) ?? ends[0] ?? "";
}

export const experienceCriteria: readonly Criterion[] = [
  {
    id: "experience.dates",
    title: "Периоды работы указаны",
    category: CATEGORY,
    weight: 3,
    description: "У каждого места работы есть период: месяц и год начала и окончания.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      // No job to date: «укажи для каждого места период» has no place to apply to (decision 720).
      if (declaresNoExperience(ctx)) return null;
      if (facts.placeholderDates > 0) {
        return {
          score: 0,
          finding: `Вместо дат стоят заглушки шаблона «20XX» (${facts.placeholderDates}) — периоды работы и учёбы не заполнены.`,
          fix: placeholderFix(facts.language),
        };
      }
      if (!hasSection(facts, "experience") && facts.experienceRanges.length === 0) return null;
      if (facts.experienceRanges.length === 0) {
        return {
          score: 0.1,
          finding: "В разделе опыта не нашлось периодов работы.",
          fix: byLang(
            facts.language,
            "Укажи для каждого места период в одном формате: «март 2021 — по настоящее время» или «03.2019 — 02.2021».",
            "Укажи для каждого места период: «Mar 2021 – Present».",
          ),
        };
      }
      const yearOnly = facts.experienceRanges.filter((r) => r.style === "year").length;
      // Years alone are how a research CV dates posts and grants (decision 435).
      return yearOnly > facts.experienceRanges.length / 2 && !facts.research.isResearchCv
        ? {
            score: 0.7,
            finding: "Периоды работы указаны только годами.",
            fix: byLang(
              facts.language,
              "Добавь месяцы: «2019 — 2020» может означать и 2 месяца, и 2 года. Пиши «сентябрь 2019 — февраль 2020».",
              "Добавь месяцы: «2019 – 2020» может означать и 2 месяца, и 2 года. Пиши «Sep 2019 – Feb 2020».",
            ),
          }
        : { score: 1, finding: `Периоды работы указаны (${facts.experienceRanges.length}).` };
    },
  },
  {
    id: "experience.total",
    title: "Общий стаж",
    category: CATEGORY,
    weight: 1,
    description: "Общий стаж по датам (пересекающиеся периоды считаются один раз).",
    evaluate: ({ facts }) => {
      const years = facts.totalExperienceYears;
      if (years <= 0 && facts.placeholderDates > 0) {
        return {
          score: 0.2,
          finding: "Стаж посчитать нельзя: в датах вместо годов — «20XX».",
          fix: placeholderFix(facts.language),
        };
      }
      if (years <= 0) {
        return hasSection(facts, "experience")
          ? null
          : {
              score: 0.4,
              finding: "Стаж по датам посчитать не удалось: опыт работы не указан.",
              fix: "Если опыт есть — добавь места работы с периодами. Если нет — сделай упор на проекты, практику и курсы.",
            };
      }
      // An old document's years to its own date, today's beside them (decision 715).
      const asOld = yearsAsOfOldDocument(facts);
      const finding = asOld
        ? `Общий стаж по датам на ${asOld.when} (дату резюме): ${formatYears(asOld.years)}; если текущая работа продолжается, сейчас — ${formatYears(years)}.`
        : `Общий стаж по датам: ${formatYears(years)}.`;
      return { score: Math.min(1, 0.5 + years / 6), finding };
    },
  },
  {
    id: "experience.recent",
    title: "Актуальный опыт",
    category: CATEGORY,
    weight: 3,
    description: "Последнее место работы — текущее или закончилось недавно.",
    // A full-time student's time since a side job is their studies (decision 630).
    audience: () => "explainIdle",
    evaluate: ({ facts }) => {
      if (facts.lastWorkEnd === null) return null;
      // A document dated long ago says "present" as of its own date: the job was current then, not surely now.
      const asOf = facts.timeline.asOf;
      const dated = asOf ? monthOfKey(asOf) : null;
      if (facts.currentlyEmployed && isStaleDocument(dated, facts.now, facts.dateRanges))
        return {
          score: 0.5,
          finding: `Текущее место работы указано на дату резюме (${formatMonth(dated)}), а с тех пор прошло ${facts.now - dated} ${plural(facts.now - dated, ["месяц", "месяца", "месяцев"])}: по резюме не видно, что с опытом сейчас.`,
          fix: "Обнови резюме: допиши, где ты работаешь сейчас и что нового появилось в опыте, и поставь свежую дату.",
        };
      // "Present" beside nothing dated for five years and more: current as far as the dates show, not surely now
      // (decision 660) — said as the newest dated fact, with what to add, never as "you do not work".
      const newest = facts.currentlyEmployed ? oldNewestFact(facts) : null;
      if (newest)
        return {
          score: 0.7,
          status: "info",
          finding: `Самая поздняя дата в резюме, кроме «по настоящее время», — ${newest.when}, ${newest.ago}: по датам не видно, что в опыте было после.`,
          fix: "Если ты и сейчас там работаешь — добавь свежие результаты с датами: проекты, запуски, повышения, курсы последних лет. Если нет — обнови резюме: дату окончания и то, что было дальше.",
        };
      if (facts.currentlyEmployed) return { score: 1, finding: "Ты работаешь сейчас — опыт актуален." };
      const months = facts.now - facts.lastWorkEnd;
      // A year written alone is said as the year, never as the December it is counted to (decision 775).
      const end = documentDateSaid({ text: lastEndWritten(facts), month: facts.lastWorkEnd }, facts.now);
      const since = `${end.when} (${end.ago})`;
      const fix = byLang(
        facts.language,
        "Коротко напиши, чем занимаешься сейчас: обучение, фриланс, свой проект, семья — одна строка снимает вопрос рекрутера. Если работаешь — проверь, что у текущего места стоит «по настоящее время».",
        "Коротко напиши, чем занимаешься сейчас: обучение, фриланс, свой проект, семья — одна строка снимает вопрос рекрутера. Если работаешь — проверь, что у текущего места стоит «Present».",
      );
      if (months <= 12)
        return { score: 0.8, finding: `Последнее место работы закончилось в ${end.whenIn} (${end.ago}).`, fix };
      if (months <= 24) return { score: 0.5, finding: `Последний опыт работы — ${since}.`, fix };
      return { score: 0.2, finding: `Последний опыт работы давно: ${since}.`, fix };
    },
  },
  {
    id: "experience.gaps",
    title: "Перерывы в работе",
    category: CATEGORY,
    weight: 2,
    description: "Нет необъяснённых перерывов дольше 6 месяцев.",
    evaluate: ({ facts, candidate }) => {
      if (facts.experienceRanges.length < 2) return null;
      // A student's summers of internships are not gaps in a career.
      if ((candidate?.internships ?? 0) >= Math.max(1, facts.jobsCount / 2)) return null;
      if (!facts.gaps.length) return { score: 1, finding: "Перерывов дольше полугода между местами работы нет." };
      const list = facts.gaps
        .slice(0, 3)
        .map(
          (g) =>
            `${formatMonth(g.start)} — ${formatMonth(g.end)} (${g.months} ${plural(g.months, ["месяц", "месяца", "месяцев"])})`,
        )
        .join("; ");
      return {
        score: facts.gaps.length === 1 ? 0.55 : 0.3,
        finding: `Есть перерывы в работе: ${list}.`,
        // The person's own gap as the example's dates, what filled it left for them (decision 440).
        fix: `Объясни перерыв одной строкой на его месте в хронологии: ${gapExample(facts.gaps[0]!, facts.language)}. Учёба, фриланс, своё дело, декрет или служба — тоже опыт. Необъяснённый перерыв рекрутер додумает сам, и не в твою пользу.`,
      };
    },
  },
  {
    id: "experience.overlaps",
    title: "Пересечения периодов",
    category: CATEGORY,
    weight: 1,
    description: "Параллельные места работы помечены как совместительство или проект.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      // The timeline leaves a range inside a longer one out (a sub-project of a job); a post with its own title
      // held inside another is two jobs at once all the same (decision 515).
      const first = facts.overlaps[0] ?? nestedPost(ctx);
      if (facts.jobsCount < 2 && !first) return null;
      // "No overlaps" is a claim about every pair of dated jobs: when two run at once though the timeline took one
      // for a part of the other (four concurrent posts at one employer), nothing is claimed (decision 630).
      if (!first) return concurrentRanges(facts) ? null : { score: 1, finding: "Периоды работы не пересекаются." };
      return {
        score: 0.7,
        finding: `Периоды работы пересекаются${[first.a, first.b].every((t) => t.trim()) ? `: «${first.a}» и «${first.b}»` : ""} (${first.months} ${plural(first.months, ["месяц", "месяца", "месяцев"])}).`,
        fix: byLang(
          facts.language,
          "Если это работа по совместительству или фриланс — так и подпиши: «по совместительству», «проектная работа». Иначе проверь даты: пересечение выглядит как ошибка.",
          "Если это работа по совместительству или фриланс — так и подпиши: «part-time», «freelance», «contract». Иначе проверь даты: пересечение выглядит как ошибка.",
        ),
      };
    },
  },
  {
    id: "experience.job_hopping",
    title: "Частая смена работы",
    category: CATEGORY,
    weight: 2,
    description: "Мало мест работы короче года (кроме текущего).",
    evaluate: ({ facts, candidate }) => {
      if (facts.jobsCount < 2) return null;
      // Internships are short by design: they are not job hopping.
      const short = Math.max(0, facts.shortJobs - (candidate?.internships ?? 0));
      if (short >= 3 && short >= facts.jobsCount / 2) {
        return {
          score: 0.3,
          finding: `${short} из ${facts.jobsCount} мест работы длились меньше года.`,
          fix: byLang(
            facts.language,
            "Объедини короткие проекты в один блок «Проектная работа / фриланс» и у каждого короткого места укажи настоящую причину ухода одной строкой (например, «контракт на 6 месяцев»), если она была. Так частая смена работы не выглядит как неумение удержаться.",
            "Объедини короткие проекты в один блок «Contract and freelance work» и у каждого короткого места укажи настоящую причину ухода одной строкой (например, «6-month contract»), если она была. Так частая смена работы не выглядит как неумение удержаться.",
          ),
        };
      }
      if (short >= 2)
        return {
          score: 0.65,
          finding: `${short} места работы длились меньше года.`,
          fix: byLang(
            facts.language,
            "Подпиши причину у коротких мест работы: «контракт на 6 месяцев», «закрытие проекта».",
            "Подпиши причину у коротких мест работы: «6-month contract», «project ended».",
          ),
        };
      return { score: 1, finding: "Частой смены работы не видно." };
    },
  },
  {
    id: "experience.reverse_chronological",
    title: "Обратная хронология",
    category: CATEGORY,
    weight: 2,
    description: "Места работы идут от последнего к первому.",
    evaluate: ({ facts }) => {
      if (facts.reverseChronological === null) return null;
      return facts.reverseChronological
        ? { score: 1, finding: "Опыт идёт в обратной хронологии — от последнего места к первому." }
        : {
            score: 0.4,
            finding: "Места работы идут от старых к новым.",
            fix: "Переставь места работы: сначала текущее или последнее, в конце — самое раннее. Рекрутер читает первые строки, и там должен быть свежий опыт.",
          };
    },
  },
  {
    id: "experience.detail",
    title: "Описание каждого места работы",
    category: CATEGORY,
    weight: 2,
    description: "У каждого места работы 3–6 строк: задачи, результаты, инструменты.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      if (!hasSection(facts, "experience") || declaresNoExperience(ctx)) return null;
      const jobs = Math.max(1, facts.jobsCount);
      const perJob = facts.experienceLines / jobs;
      const fix = `Для каждого места работы напиши 3–5 пунктов: что делал, каким инструментом, какой результат в цифрах. Например: ${resultExample(facts, true, candidate)}.`;
      // Lines are no words: a resume «length.words» finds too short is never «описано подробно» beside it.
      const short = facts.wordCount < wordRange(facts)[0];
      if (perJob >= 4 && !short) return { score: 1, finding: "Места работы описаны подробно." };
      if (perJob >= 4)
        return {
          score: 0.6,
          finding: "Описания мест работы короткие: слов во всём резюме мало для твоего опыта.",
          fix,
        };
      if (perJob >= 2.5) return { score: 0.6, finding: "Описания мест работы короткие.", fix };
      // "Only titles and dates" must be true: with a line or two per job the description is thin, not absent.
      return perJob >= 1
        ? { score: 0.45, finding: "Места работы описаны скупо: в среднем меньше трёх строк на место.", fix }
        : { score: 0.3, finding: "Места работы почти не описаны: только названия и даты.", fix };
    },
  },
  {
    id: "experience.date_format",
    title: "Единый формат дат",
    category: CATEGORY,
    weight: 1,
    description: "Все даты записаны в одном формате.",
    evaluate: ({ facts }) => {
      if (facts.experienceRanges.length < 2) return null;
      const styles = new Set(facts.experienceRanges.map((r) => r.style));
      return styles.size <= 1
        ? { score: 1, finding: "Даты записаны в одном формате." }
        : {
            score: 0.6,
            finding: `Даты записаны в разных форматах (${styles.size}).`,
            fix: byLang(
              facts.language,
              "Выбери один формат и используй везде: «январь 2019 — март 2021» или «01.2019 — 03.2021».",
              "Выбери один формат и используй везде: «Jan 2019 – Mar 2021».",
            ),
          };
    },
  },
  {
    id: "experience.current_marked",
    title: "Текущее место отмечено",
    category: CATEGORY,
    weight: 1,
    description: "У текущей работы стоит «по настоящее время», а не пустая дата окончания.",
    evaluate: ({ facts }) => {
      if (!facts.experienceRanges.length) return null;
      const ongoing = facts.experienceRanges.some((r) => r.ongoing);
      if (ongoing) return { score: 1, finding: "Текущее место работы отмечено как «по настоящее время»." };
      return facts.lastWorkEnd !== null && facts.lastWorkEnd >= facts.now - 1
        ? {
            score: 0.7,
            finding: "Последнее место работы заканчивается текущим месяцем, но не отмечено как текущее.",
            fix: byLang(
              facts.language,
              "Если ты там работаешь, напиши «по настоящее время» вместо даты окончания.",
              "Если ты там работаешь, напиши «Present» вместо даты окончания.",
            ),
          }
        : null;
    },
  },
];

const LENGTH_CATEGORY = "Объём";

export const lengthCriteria: readonly Criterion[] = [
  {
    id: "length.words",
    title: "Объём текста по уровню",
    category: LENGTH_CATEGORY,
    weight: 3,
    description: "Объём соответствует опыту: начинающим 150–500 слов, опытным 300–900, руководителям до 1100.",
    evaluate: ({ facts }) => {
      const words = facts.wordCount;
      const [min, max] = wordRange(facts);
      if (words < 80)
        return {
          score: 0.1,
          finding: `В резюме всего около ${genitiveCount(words, WORD_FORMS)}.`,
          fix: "Резюме почти пустое: добавь опыт с результатами, навыки, образование. Ориентир — 300–600 слов на одну-две страницы.",
        };
      if (words < min)
        return {
          score: 0.5,
          finding: `Около ${genitiveCount(words, WORD_FORMS)} — маловато для твоего опыта.`,
          fix: `Добавь конкретики до ${min}–${max} слов: результаты в цифрах, инструменты, масштаб задач.`,
        };
      if (words > max * 1.4)
        return {
          score: 0.4,
          finding: `Около ${genitiveCount(words, WORD_FORMS)} — резюме перегружено.`,
          fix: `Сократи до ${max} слов: убери опыт старше 10–15 лет и не относящийся к цели, оставь по 3–5 пунктов на место работы.`,
        };
      if (words > max)
        return {
          score: 0.7,
          finding: `Около ${genitiveCount(words, WORD_FORMS)} — чуть длиннее, чем нужно.`,
          fix: `Сократи до ${max} слов: объедини похожие пункты и убери общие фразы.`,
        };
      return {
        score: 1,
        finding: `Объём текста подходит для твоего опыта (около ${genitiveCount(words, WORD_FORMS)}).`,
      };
    },
  },
  {
    id: "length.pages",
    title: "Количество страниц",
    category: LENGTH_CATEGORY,
    weight: 2,
    description: "1–2 страницы; 3 допустимо при стаже от 10 лет.",
    evaluate: ({ facts, input }) => {
      const pages = typeof input.pageCount === "number" && input.pageCount > 0 ? input.pageCount : facts.estimatedPages;
      const source = typeof input.pageCount === "number" && input.pageCount > 0 ? "" : " (оценка по объёму текста)";
      const limit = facts.totalExperienceYears >= 10 ? 3 : 2;
      if (pages <= limit)
        return {
          score: 1,
          finding: `${pages} ${plural(pages, ["страница", "страницы", "страниц"])}${source} — в норме.`,
        };
      return {
        score: pages > limit + 1 ? 0.3 : 0.6,
        finding: `${pages} ${plural(pages, ["страница", "страницы", "страниц"])}${source} — длинно.`,
        fix: `Уложись в ${limit} ${plural(limit, ["страницу", "страницы", "страниц"])}: рекрутер дочитывает до конца редко. Убери старый и нерелевантный опыт, сократи описания до 3–5 пунктов.`,
      };
    },
  },
];

/** A gap's own months as the line that explains it, in the resume's language; what filled it is the person's to write. */
function gapExample(gap: { start: number; end: number }, language: Language): string {
  return language === "ru"
    ? `«${formatMonth(gap.start)} — ${formatMonth(gap.end)}: [чем был занят — учёба, фриланс, семья]» (шаблон)`
    : `«${formatMonth(gap.start, "en")} – ${formatMonth(gap.end, "en")}: [чем был занят — учёба, фриланс, семья]» (шаблон по-английски)`;
}

/**
 * Two dated jobs on lines of their own that run at once, nested ones included: the timeline's test of an overlap
 * (dates.ts `analyzeTimeline`) over every range, not only the top-level jobs.
 */
function concurrentRanges(facts: ResumeFacts): boolean {
  const ranges = facts.experienceRanges;
  return ranges.some((a, i) =>
    ranges.some((b, j) => j < i && a.line !== b.line && sharedMonths(a, b) > CONCURRENT_MONTHS),
  );
}
