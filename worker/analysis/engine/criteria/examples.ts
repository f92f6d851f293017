/**
 * Examples inside advice follow the resume's profile and language: a marketer shown "Программист 1С с 3 годами
 * опыта…" learns nothing and trusts the advice less. Without a clear profile the example is a neutral pattern.
 */

import { fieldsOfDuties } from "../../knowledge/professions";
import { yearsForLevel } from "../audience";
import { summaryYears } from "../dates";
import { startsWithAction } from "../evidence";
import { layoutFragments } from "../fragments";
import { nameInLatin } from "../name-shape";
import type { CandidateProfile } from "../profile";
import { cleanPhrase } from "../quotes";
import { foldCase, type PreparedText } from "../text";
import type { ResumeFacts } from "../types";

/**
 * What no copy-ready example may carry from the resume's layout (decision 440): a year or a date (a job's header),
 * a link, an e-mail, a DOI or an ISBN, a column's separator, a label before a colon, a run of capitals (a heading
 * glued to the line).
 */
const RAW_LAYOUT =
  /(?:^|[^\p{L}\d])(?:19|20)\d\d(?![\d])|\d{1,2}[./]\d{2,4}|https?:|www\.|@|(?:^|[^\p{L}])(?:[Dd][Oo][Ii]|ISBN|ISSN|ORCID|arXiv)(?![\p{L}])|\s[|•·]\s|^[^:]{1,30}:\s|\p{Lu}{3,}(?:\s+\p{Lu}{3,})+/u;

/**
 * A line of the person's own as a whole phrase (quotes.ts): no list marker, dates, final period or cut bracket. Null
 * when it cannot be quoted whole within `max` (never a phrase cut at its length: "…as a part of summer") or when it
 * carries the layout (a job header, a link, a DOI) — then the example is a visible template instead.
 */
export function ownLine(line: string, max = 110): string | null {
  const text = cleanPhrase(line, max);
  if (!text || text.endsWith("…")) return null;
  const phrase = text.replace(/[.;,:]+$/u, "");
  if (phrase.split(/\s+/u).length < 4 || RAW_LAYOUT.test(phrase)) return null;
  if (layoutFragments(`«${phrase}»`).length > 0) return null;
  return phrase;
}

const DUTY_WORDS = /responsible for|duties|обязанност|отвечал\p{L}* за|участ\p{L}* в/iu;

/** The first of the lines that passes `keep` and reads whole (ownLine), asked in order and no further. */
function firstOwn(lines: readonly string[], keep: (line: string) => boolean, max: number): string | null {
  for (const line of lines) {
    if (!keep(line)) continue;
    const own = ownLine(line, max);
    if (own !== null && own.length >= 12) return own;
  }
  return null;
}

/**
 * The person's duty line to rewrite, found once per resume (four criteria ask for it). Of a sure reading, a line in
 * the person's own field (decision 550): a duty whose words name only other fields (a foreman's «рассмотрение
 * проектной документации строительства» for a DevOps engineer) is an old career's, not the line to rewrite first.
 */
const DUTY_LINE = new WeakMap<ResumeFacts, string | null>();
function dutyLine(facts: ResumeFacts, candidate?: CandidateProfile | null): string | null {
  let line = DUTY_LINE.get(facts);
  if (line === undefined) {
    const family = confidentReading(candidate) ? (candidate?.role_family ?? null) : null;
    const inField = (duty: string): boolean => {
      if (family === null) return true;
      const fields = fieldsOfDuties(duty);
      return fields.size === 0 || fields.has(family);
    };
    line = firstOwn(facts.dutyExamples, (duty) => !/:\s*$/u.test(duty) && inField(duty), 100);
    DUTY_LINE.set(facts, line);
  }
  return line;
}

/**
 * The reading of the person is sure enough to name their role in an example (decision 440): a family and a
 * confidence of at least a half. Below it, the report names what it read and asks, and the examples are templates.
 */
export function confidentReading(candidate: CandidateProfile | null | undefined): boolean {
  return Boolean(candidate?.role_family) && (candidate?.confidence ?? 0) >= 0.5;
}

interface ProfileExamples {
  /** Role as it opens a summary: "Бухгалтер", "Frontend-разработчик". */
  role: [ru: string, en: string];
  /** The field of experience: "в учёте малого бизнеса". */
  area: [ru: string, en: string];
  /** One quantified result, without a final period: "Сократил закрытие месяца с 5 до 2 дней". */
  result: [ru: string, en: string];
}

const EXAMPLES: Readonly<Record<string, ProfileExamples>> = {
  frontend: {
    role: ["Frontend-разработчик", "Frontend developer"],
    area: ["в React и TypeScript", "in React and TypeScript"],
    result: [
      "Перевёл каталог на серверный рендеринг — страница грузится за 1,2 с вместо 3,5 с",
      "Moved the catalogue to server rendering and cut load time from 3.5 s to 1.2 s",
    ],
  },
  backend: {
    role: ["Бэкенд-разработчик", "Backend engineer"],
    area: ["в Python и PostgreSQL", "in Python and PostgreSQL"],
    result: [
      "Переписал расчёт заказов — время ответа API сократилось на 40%",
      "Rewrote order pricing and cut API latency by 40%",
    ],
  },
  mobile: {
    role: ["Мобильный разработчик", "Mobile developer"],
    area: ["в Kotlin и Swift", "in Kotlin and Swift"],
    result: [
      "Снизил долю падений приложения с 2% до 0,3% сессий",
      "Cut the app's crash rate from 2% to 0.3% of sessions",
    ],
  },
  onec: {
    role: ["Программист 1С", "1C developer"],
    area: ["в 1С:ERP и УТ", "in 1C:ERP"],
    result: [
      "Автоматизировал отчётность производства — подготовка данных сократилась с 2 дней до 2 часов",
      "Automated production reporting, cutting data preparation from 2 days to 2 hours",
    ],
  },
  qa: {
    role: ["QA-инженер", "QA engineer"],
    area: ["в тестировании веб- и мобильных приложений", "in web and mobile testing"],
    result: [
      "Написал 300 автотестов — регресс занимает 40 минут вместо 2 дней",
      "Wrote 300 automated tests, cutting regression from 2 days to 40 minutes",
    ],
  },
  devops: {
    role: ["DevOps-инженер", "DevOps engineer"],
    area: ["в Kubernetes и CI/CD", "in Kubernetes and CI/CD"],
    result: [
      "Сократил время выкладки с 40 до 8 минут и довёл доступность до 99,95%",
      "Cut deploy time from 40 to 8 minutes and kept uptime at 99.95%",
    ],
  },
  data: {
    role: ["Аналитик данных", "Data analyst"],
    area: ["в продуктовой аналитике", "in product analytics"],
    result: [
      "Построил дашборд удержания — решение о запуске акции приняли за день, выручка выросла на 6%",
      "Built a retention dashboard that led to a promotion lifting revenue by 6%",
    ],
  },
  analyst: {
    role: ["Системный аналитик", "Business analyst"],
    area: ["в банковских интеграциях", "in banking integrations"],
    result: [
      "Описал 40 сценариев API — доработки после релиза сократились вдвое",
      "Specified 40 API scenarios and halved post-release fixes",
    ],
  },
  pm: {
    role: ["Менеджер проектов", "Project manager"],
    area: ["в запуске цифровых продуктов", "in digital product launches"],
    result: ["Запустил 5 проектов в срок и в бюджете 30 млн ₽", "Delivered 5 projects on time within a $400K budget"],
  },
  design: {
    role: ["Продуктовый дизайнер", "Product designer"],
    area: ["в мобильных приложениях", "in mobile apps"],
    result: [
      "Переделал онбординг — конверсия в регистрацию выросла с 18% до 27%",
      "Redesigned onboarding and lifted sign-up conversion from 18% to 27%",
    ],
  },
  accounting: {
    role: ["Бухгалтер", "Accountant"],
    area: ["в учёте и налогах малого бизнеса", "in tax and small-business accounting"],
    result: [
      "Сократил закрытие месяца с 5 до 2 дней без ошибок в отчётности",
      "Cut month-end close from 5 days to 2 with no reporting errors",
    ],
  },
  sales: {
    role: ["Менеджер по продажам B2B", "B2B sales manager"],
    area: ["в продаже оборудования", "in equipment sales"],
    result: [
      "Выполнил план на 120% и привлёк 35 новых клиентов за год",
      "Hit 120% of quota and won 35 new accounts in a year",
    ],
  },
  marketing: {
    role: ["Интернет-маркетолог", "Digital marketer"],
    area: ["в performance-рекламе для e-commerce", "in e-commerce performance marketing"],
    result: ["Снизил стоимость заявки на 35% при том же бюджете", "Cut cost per lead by 35% on the same budget"],
  },
  hr: {
    role: ["HR-специалист", "Recruiter"],
    area: ["в массовом и ИТ-подборе", "in tech and volume hiring"],
    result: [
      "Закрыл 60 вакансий за год, средний срок — 21 день",
      "Filled 60 roles in a year with a 21-day average time to hire",
    ],
  },
  hospitality: {
    role: ["Управляющий рестораном", "Hospitality manager"],
    area: ["в ресторанах и отелях", "in restaurants and hotels"],
    result: [
      "Снизил списания продуктов на 6% и поднял средний чек на 10%",
      "Cut food waste by 6% and raised the average check by 10%",
    ],
  },
  law: {
    role: ["Юрист", "Attorney"],
    area: ["в договорной и судебной работе", "in contracts and litigation"],
    result: [
      "Выиграл 14 из 16 арбитражных дел и вернул клиентам 25 млн ₽",
      "Won 14 of 16 commercial cases, recovering $2M for clients",
    ],
  },
  support: {
    role: ["Системный администратор", "IT support specialist"],
    area: ["в поддержке офисов до 200 человек", "in supporting offices of up to 200 people"],
    result: [
      "Автоматизировал выдачу рабочих мест — заявок стало на 30% меньше",
      "Automated workstation setup and cut tickets by 30%",
    ],
  },
  management: {
    role: ["Руководитель направления", "Operations manager"],
    area: ["в управлении командами и бюджетом", "in managing teams and budgets"],
    result: [
      "Руководил командой из 25 человек и сократил операционные расходы на 12%",
      "Led a team of 25 and cut operating costs by 12%",
    ],
  },
  engineering: {
    role: ["Инженер-конструктор", "Design engineer"],
    area: ["в проектировании оборудования", "in equipment design"],
    result: [
      "Упростил узел крепления — себестоимость снизилась на 8%",
      "Simplified a mounting assembly and cut unit cost by 8%",
    ],
  },
  logistics: {
    role: ["Специалист по закупкам", "Procurement specialist"],
    area: ["в закупках и складской логистике", "in procurement and warehouse logistics"],
    result: [
      "Пересогласовал условия с поставщиками и сэкономил 4 млн ₽ в год",
      "Renegotiated supplier terms, saving $150K a year",
    ],
  },
};

/**
 * The fill-in template. In an English resume's template the words to copy are English and the blanks are the
 * report's own Russian, so no English instruction sits inside the Russian prose (decision 510).
 */
const NEUTRAL: ProfileExamples = {
  role: ["[Твоя должность]", "[Твоя должность по-английски]"],
  area: ["в [твоя сфера]", "in [твоя сфера]"],
  result: [
    "[Что сделал] — [результат в цифрах: %, деньги, сроки]",
    "[что сделал], [результат в цифрах: %, деньги, сроки]",
  ],
};

/**
 * The profile's examples, or the neutral template when the reading is unsure (a law graduate who never practised is
 * no «Attorney»): a candidate given and not confident means neutral.
 */
function examplesOf(facts: ResumeFacts, candidate?: CandidateProfile | null): { set: ProfileExamples; lang: 0 | 1 } {
  const unsure = candidate !== undefined && !confidentReading(candidate);
  return {
    set: (!unsure && facts.profile && EXAMPLES[facts.profile.id]) || NEUTRAL,
    lang: facts.language === "ru" ? 0 : 1,
  };
}

/** Lines that may state years of experience: the cheap test before the grammar (dates.ts `summaryYears`). */
const YEARS_WORD = /years?|yrs?|лет|года?(?![\p{L}])/u;

/**
 * The person states a number of years of experience that differs from `counted` by two or more: hh.ru's «Опыт работы
 * — 7 лет», or a line of their own ("Expert level C++ with 7 years of experience", «опыт более 5 лет»).
 */
function statesOtherYears(facts: ResumeFacts, counted: number, text?: PreparedText): boolean {
  const differs = (years: number): boolean => Math.abs(years - counted) >= 2;
  if (facts.statedExperienceMonths !== null && differs(facts.statedExperienceMonths / 12)) return true;
  for (const line of text?.foldedLines ?? []) {
    if (!YEARS_WORD.test(line)) continue;
    const stated = summaryYears(line);
    if (stated !== null && differs(stated)) return true;
  }
  return false;
}

function yearsPhrase(years: number, lang: 0 | 1): string {
  const n = Math.round(years);
  if (n < 1) return "";
  if (lang === 1) return ` with ${n} year${n === 1 ? "" : "s"} of experience`;
  const word = n % 10 === 1 && n % 100 !== 11 ? "годом" : "годами";
  return ` с ${n} ${word} опыта`;
}

/**
 * A 2–3 sentence summary in the resume's language. With a clear reading of the person it is built from their own
 * role and their own strongest line («Co-Founder & CTO with 5 years… Raised $18M Series A…»); otherwise from the
 * profile's pattern: «Бухгалтер с 7 годами опыта в учёте…».
 */
export function summaryExample(facts: ResumeFacts, candidate?: CandidateProfile, text?: PreparedText): string {
  const { set, lang } = examplesOf(facts, candidate ?? null);
  const sure = confidentReading(candidate);
  // The person's strongest line is a result said whole: not a duty ("Responsible for…"), nor a phrase cut at its
  // length, nor a job's header, a citation or a link (ownLine) — and a sentence of what the person did, opening with
  // their verb, not a list of terms with figures in it («Оркестратор, 2-уровневый риск (15%/25%…)», decision 595).
  const own = sure
    ? firstOwn(facts.quantifiedLines, (line) => !DUTY_WORDS.test(line) && startsWithAction(foldCase(line)), 110)
    : null;
  // A career changer's years are the new field's (decisions 530, 550): "Junior Front-end Developer with 8 years of
  // experience" counts eight years of audit. Years the person states otherwise («Expert level C++ with 7 years of
  // experience» beside 20 counted) are not contradicted by the example: it says none (decision 595).
  const counted = yearsForLevel(facts, candidate);
  const years = sure && !statesOtherYears(facts, counted, text) ? yearsPhrase(counted, lang) : "";
  if (candidate?.role && sure && own) {
    return lang === 0
      ? `«${candidate.role}${years}. ${own}. Ищу [какую роль и в какой компании].»`
      : `«${candidate.role}${years}. ${own}. Looking for [какую роль и где].»`;
  }
  // Not the person's own line: a visible template with the person's role and years, the result left for them.
  const role = candidate?.role && sure ? candidate.role : set.role[lang];
  return lang === 0
    ? `(шаблон — впиши своё) «${role}${years}. [Главный результат с цифрой]. Ищу [какую роль и в какой компании].»`
    : `(шаблон по-английски — впиши своё) «${role}${years}. [главный результат с цифрой]. Looking for [какую роль и где].»`;
}

/**
 * One bullet "action → result in numbers": the person's own duty line rewritten with placeholders for the numbers
 * only they know; without such a line, the profile's pattern.
 */
export function resultExample(facts: ResumeFacts, fromOwnLine = true, candidate?: CandidateProfile | null): string {
  const { set, lang } = examplesOf(facts, candidate);
  // A label («Функциональные обязанности:») is no line to rewrite: a duty says what was done, in four words or more,
  // whole (never cut at its length) and without the layout around it.
  const line = fromOwnLine ? dutyLine(facts, candidate) : null;
  if (line) {
    // The person's own line and what to add to it; the numbers are theirs to write, so none is made up here.
    return `строку «${line}» допиши: что изменилось благодаря тебе, на сколько и за какой срок`;
  }
  // The profile's real sentence is an example with made-up numbers; the neutral one is a fill-in template.
  const english = lang === 1 ? " по-английски" : "";
  return set === NEUTRAL
    ? `(шаблон${english} — впиши своё) «${set.result[lang]}»`
    : `образец${english} (цифры в нём не твои) — «${set.result[lang]}»`;
}

/** The role written as vacancies name it, for the title under the name. */
export function titleExample(facts: ResumeFacts, candidate?: CandidateProfile | null): string {
  const { set, lang } = examplesOf(facts, candidate);
  // Without a sure reading, a visible template: titles of other fields («Менеджер по продажам B2B» to a physicist)
  // are advice that ignores the person's field (decision 440).
  return set === NEUTRAL
    ? lang === 0
      ? "(шаблон) «[Должность, как в вакансиях] ([главный навык или отрасль])»"
      : "(шаблон по-английски) «[должность, как в вакансиях] ([главный навык или отрасль])»"
    : `«${set.role[lang]}»`;
}

/**
 * The person's own name as an address or a handle would spell it («Анна Смирнова» → "anna.smirnova"), for examples
 * of contacts: never somebody else's handle in every report. Null without a readable name.
 */
export function nameHandle(facts: ResumeFacts, separator: "." | "_" | "-"): string | null {
  const words = nameInLatin(facts.name).slice(0, 2);
  return words.length === 2 ? words.join(separator) : null;
}
