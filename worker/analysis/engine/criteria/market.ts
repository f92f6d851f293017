/** Market: is the resume positioned for the jobs the candidate wants? */

import { familyOfTitle } from "../../knowledge/professions";
import { yearsForLevel } from "../audience";
import { FAMILY_LABELS } from "../profile";
import { statedTarget } from "../search";
import { formatYears } from "../text";
import { currencyOf, jobBoard, marketOf } from "./region";
import { byLang, type Criterion, type CriterionContext, quoteLine, textOf } from "./types";

const CATEGORY = "Рынок";

/** The summary's first words when they are a job title («Инженер-робототехник, …», "Data engineer with …"). */
const OPENING_WORDS = 4;

/** The role the person names: the desired position, a target said in a sentence, or the summary's opening title. */
function namedRole(ctx: CriterionContext): string | null {
  const { facts } = ctx;
  if (facts.desiredPosition) return facts.desiredPosition;
  const text = textOf(ctx);
  const stated = statedTarget(text, facts);
  if (stated) return stated.quote;
  const summary = facts.sections.find((s) => s.kind === "summary");
  const first = summary ? (text.lines.slice(summary.line + 1, summary.endLine).find((l) => l.trim()) ?? "") : "";
  // The title alone: no "I am a" before it, no "with …"/«с …» after it.
  const clause = (first.trim().split(/[,.;:—–(]/u)[0] ?? "").replace(/^(?:i am an?|i'm an?|я)\s+/iu, "");
  const opening = (clause.split(/\s(?:с|со|в|по|для|with|in|at|for|of)\s/u)[0] ?? "")
    .split(/\s+/u)
    .slice(0, OPENING_WORDS)
    .join(" ");
  return opening && familyOfTitle(opening) !== null ? opening : null;
}

export const marketCriteria: readonly Criterion[] = [
  {
    id: "market.profile_clarity",
    title: "Понятная специализация",
    category: CATEGORY,
    weight: 2,
    description: "По резюме ясно, кто ты: должность и навыки указывают на одну роль.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      // The reading of titles (profile.ts) decides; the skill profile alone names a CTO "аналитик данных".
      if (candidate?.role_family) {
        const label =
          candidate.seniority === "executive" ||
          candidate.seniority === "lead_manager" ||
          candidate.role_family === "other"
            ? (candidate.role ?? FAMILY_LABELS[candidate.role_family])
            : FAMILY_LABELS[candidate.role_family];
        if (candidate.confidence >= 0.5) return { score: 1, finding: `Специализация читается однозначно: ${label}.` };
        // A role the person names (under the name, in a sentence, as the summary's first words) is named: "name your
        // role" would be untrue; what is unclear is whether the rest points to it (decision 515).
        const named = namedRole(ctx);
        return named
          ? {
              score: 0.8,
              finding: `Роль названа (${quoteLine(named, 60)}), но опыт и навыки указывают на неё не так явно.`,
              fix: "Поставь первыми опыт и навыки, которые подтверждают эту роль, — так за 6 секунд видно, что она твоя.",
            }
          : {
              score: 0.65,
              finding: `Специализация угадывается (${label}), но неявно.`,
              fix: "Назови роль в заголовке резюме и поставь профильные навыки первыми, чтобы за 6 секунд было ясно, кто ты.",
            };
      }
      const profile = candidate && !candidate.role_family ? null : facts.profile;
      const named = profile ? null : namedRole(ctx);
      // The person names a role the reading could not confirm: said as that, never «трудно понять специализацию».
      if (named)
        return {
          score: 0.7,
          finding: `Роль названа (${quoteLine(named, 60)}), но по опыту и навыкам её трудно подтвердить.`,
          fix: "Поставь первыми опыт и навыки, которые подтверждают эту роль, и назови её в заголовке так, как в вакансиях.",
        };
      if (!profile)
        return {
          score: 0.3,
          finding: "По резюме трудно понять специализацию.",
          fix: "Определись с одной целевой ролью и подстрой под неё заголовок, «О себе» и порядок навыков. Под разные роли делай разные версии резюме.",
        };
      return profile.confidence >= 0.5
        ? { score: 1, finding: `Специализация читается однозначно: ${profile.title}.` }
        : {
            score: 0.65,
            finding: `Специализация угадывается (${profile.title}), но неявно.`,
            fix: `Назови роль в заголовке резюме и поставь профильные навыки первыми, чтобы за 6 секунд было ясно: ты — ${profile.title}.`,
          };
    },
  },
  {
    id: "market.seniority_match",
    title: "Уровень соответствует стажу",
    category: CATEGORY,
    weight: 2,
    description: "Заявленный уровень (junior, senior, руководитель) согласуется со стажем по датам.",
    evaluate: ({ facts, candidate }) => {
      const stated = facts.seniorityStated;
      // A career changer's level is judged by the years in the new field (decision 530).
      const changer = candidate?.career_change === true;
      const years = yearsForLevel(facts, candidate);
      if (!stated || facts.totalExperienceYears <= 0) return null;
      // An academic rank is no level of a job board's ladder: "Assistant Professor" declares no entry level, and
      // «напиши Middle» means nothing in a research career (decision 595).
      if (facts.research.isResearchCv || candidate?.role_family === "research_academia") return null;
      const leads = stated === "lead_manager" || stated === "executive";
      if ((stated === "senior" || leads) && years < 3) {
        return {
          score: 0.4,
          finding: `Заявлен уровень ${leads ? "руководителя" : "senior"}, а стаж ${changer ? "в новой профессии" : "по датам"} — ${years > 0 ? formatYears(years) : "меньше года"}.`,
          fix: "Либо подтверди уровень масштабом задач (команда, бюджет, архитектурные решения), либо укажи уровень скромнее — завышение часто отсекают на первом звонке.",
        };
      }
      if ((stated === "junior" || stated === "student_intern") && years >= 5) {
        return {
          score: 0.6,
          finding: `Заявлен начальный уровень, хотя стаж — ${formatYears(years)}.`,
          fix: "Если опыт в этой же области, не занижай себя: напиши «Middle» или просто роль без уровня. Если это смена профессии — объясни это в «О себе».",
        };
      }
      return { score: 1, finding: "Заявленный уровень согласуется со стажем." };
    },
  },
  {
    id: "market.salary",
    title: "Зарплатные ожидания",
    category: CATEGORY,
    weight: 1,
    description: "Для hh.ru-формата указаны ожидания по зарплате; в англоязычном резюме их не пишут.",
    // «от [сумма] ₽ на руки» is a specialist's job-board line; a director's pay is negotiated (decision 510).
    audience: (facts) => (facts.language === "en" ? null : "salary"),
    evaluate: ({ facts }) => {
      if (facts.language === "en") {
        return facts.salaryMentioned
          ? {
              score: 0.6,
              finding: "В англоязычном резюме указана зарплата.",
              fix: "Убери зарплату из резюме: в англоязычной практике её обсуждают на собеседовании или в форме отклика.",
            }
          : { score: 1, finding: "Зарплата в резюме не указана — так принято в англоязычных резюме.", status: "pass" };
      }
      if (facts.salaryMentioned) return { score: 1, finding: "Зарплатные ожидания указаны." };
      // Advice follows the person's own market: their country's job site and currency where recruiters filter by income, else
      // nothing market-specific (docs/decisions/325-writer-market-and-meaning.md). The site is named only to a
      // document exported from it (decision 675): a file the person made is sent by mail or a form, not hh.ru's.
      const market = marketOf(facts);
      const board = jobBoard(market);
      if (market.country && !board)
        return { score: 1, finding: "Зарплата в резюме не указана — её можно обсудить при отклике.", status: "pass" };
      const currency = currencyOf(market) ?? "[валюта]";
      return {
        score: 0.7,
        finding: "Зарплатные ожидания не указаны.",
        fix:
          board && facts.hhExport
            ? `На ${board} укажи желаемый доход — по нему работодатели фильтруют поиск. Сумму возьми из вилок 10–15 похожих вакансий своего города и запиши в виде «от [сумма] ${currency} на руки».`
            : board
              ? `Укажи желаемый доход в резюме и в профиле на сайте, где откликаешься: по нему работодатели фильтруют поиск. Сумму возьми из вилок 10–15 похожих вакансий своего города и запиши в виде «от [сумма] ${currency} на руки».`
              : "Укажи желаемый доход, если сайт, где ты откликаешься, фильтрует по нему поиск: сумму возьми из вилок 10–15 похожих вакансий своего города и запиши как «от [сумма и валюта] на руки».",
      };
    },
  },
  {
    id: "market.work_format",
    title: "Формат работы и переезд",
    category: CATEGORY,
    weight: 1,
    description: "Указаны занятость, график, удалёнка или готовность к переезду.",
    audience: () => "remote",
    evaluate: ({ facts }) =>
      facts.workFormatMentioned
        ? { score: 1, finding: "Формат работы (занятость, удалёнка, переезд) указан." }
        : {
            score: 0.6,
            finding: "Не указан желаемый формат работы.",
            fix: byLang(
              facts.language,
              `Добавь одну строку: «Полная занятость, офис или гибрид${marketOf(facts).city ? `, ${marketOf(facts).city}` : ""}; готов к удалённой работе» (шаблон: впиши свой формат).`,
              "Добавь одну строку: «Open to remote or hybrid; willing to relocate».",
            ),
          },
  },
];
