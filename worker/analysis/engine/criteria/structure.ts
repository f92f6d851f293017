/** Structure: the sections a recruiter and an ATS look for, with recognisable headings. */

import { competingTitles, suggestableTitle } from "../facts";
import { cleanTitle } from "../quotes";
import { type SearchResult, statedTarget } from "../search";
import { genitiveCount, plural, WORD_FORMS } from "../text";
import type { SectionKind } from "../types";
import { confidentReading, summaryExample, titleExample } from "./examples";
import {
  advises,
  byLang,
  type Criterion,
  type CriterionContext,
  declaresNoExperience,
  hasSection,
  hasWorkHistory,
  isItProfile,
  quoteLine,
  searchOf,
  type Topic,
  textOf,
  type Verdict,
} from "./types";

const CATEGORY = "Структура";

const HEADING_NAMES: Partial<Record<SectionKind, readonly [string, string]>> = {
  summary: ["О себе", "Summary"],
  experience: ["Опыт работы", "Experience"],
  education: ["Образование", "Education"],
  skills: ["Навыки", "Skills"],
  projects: ["Проекты", "Projects"],
  courses: ["Курсы и сертификаты", "Certifications"],
  languages: ["Языки", "Languages"],
};

/**
 * The part is in the resume but not under a heading the reader could take: say what was found and how to make it
 * findable, never "нет раздела" (decision 241).
 */
export function unheadedVerdict(
  ctx: CriterionContext,
  found: SearchResult,
  what: string,
  heading: readonly [string, string],
  topic: Topic,
): Verdict {
  const name = byLang(ctx.facts.language, heading[0], heading[1]);
  if (found.state === "unreadable")
    return {
      score: 0.5,
      finding: `Текст файла прочитался с ошибками кодировки, поэтому не видно, есть ли «${name}».`,
      fix: "Пересохрани резюме в PDF из Word или Google Docs (текст должен выделяться и копироваться) и загрузи снова — тогда проверка увидит все разделы.",
    };
  if (found.state === "unsure")
    // Not found in a text whose layout may hide it: what could not be found and how to make it findable, never
    // "нет раздела" (decision 440).
    return {
      score: 0.6,
      finding: `Не смогли найти «${name}»: текст файла читается не по порядку (колонки, таблица или заголовки не отдельной строкой), поэтому не утверждаем, что этого нет.`,
      fix: `Если «${name}» в резюме есть, поставь заголовок отдельной строкой и сверстай текст в одну колонку — так его найдут и ATS, и проверка. Если нет — добавь.`,
    };
  return {
    score: 0.7,
    finding: `${what} в резюме, похоже, есть${found.quote && /\p{L}{3}/u.test(found.quote) ? ` (${quoteLine(found.quote, 70)})` : ""}, но не под заголовком, который находят рекрутер и ATS.`,
    fix: `Поставь над этой частью отдельной строкой заголовок «${name}» — тогда её найдут и человек, и поиск по резюме.`,
    claims: [{ topic, holds: true }],
    lines: found.line === undefined ? [] : [found.line],
  };
}

/** A starter's summary (decision 720): what they study, what they have done, what they seek — no «стаж». */
const STARTER_SUMMARY = [
  "чему учишься, что уже сделал (проект, олимпиада, практика) и какую первую работу или стажировку ищешь. Например: (шаблон — впиши своё) «Студент [курс, специальность]. [Что уже сделал — проект или олимпиада]. Ищу стажировку или первую работу [в какой сфере].»",
  "чему учишься, что уже сделал (проект, олимпиада, практика) и какую первую работу или стажировку ищешь. Например: (шаблон по-английски — впиши своё) «[Year, programme] student. [What you have done — a project or a competition]. Looking for an internship or a first job in [field].»",
] as const;

export const structureCriteria: readonly Criterion[] = [
  {
    id: "structure.name",
    title: "Имя в первой строке",
    category: CATEGORY,
    weight: 2,
    description: "Резюме начинается с имени и фамилии, а не со слова «Резюме».",
    evaluate: ({ facts }) => {
      // "Curriculum Vitae" above the name is a research CV's own convention (decision 435), not a wasted line.
      if (facts.startsWithResumeWord && !facts.research.isResearchCv) {
        return {
          score: 0.5,
          finding: "Резюме начинается со слова «Резюме».",
          fix: "Убери заголовок «Резюме» — это и так понятно. Первой строкой крупно напиши имя и фамилию, второй — желаемую должность.",
        };
      }
      return facts.name
        ? { score: 1, finding: `Имя указано: ${facts.name}.` }
        : {
            score: 0.4,
            finding: "Не удалось найти имя и фамилию в начале резюме.",
            fix: byLang(
              facts.language,
              "Первой строкой напиши имя и фамилию: «Иван Петров». Не вставляй их картинкой — ATS её не прочитает.",
              "Первой строкой напиши имя и фамилию: «John Smith». Не вставляй их картинкой — ATS её не прочитает.",
            ),
          };
    },
  },
  {
    id: "structure.desired_position",
    title: "Желаемая должность",
    category: CATEGORY,
    weight: 3,
    description: "Под именем указано, на какую роль ты претендуешь.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      // Three titles side by side are three directions, not one target (decision 580).
      const titles = facts.desiredPosition ? competingTitles(facts.desiredPosition) : null;
      if (titles)
        return {
          score: 0.6,
          finding: `Под именем сразу несколько ролей: ${titles.map((t) => `«${t}»`).join(", ")} — рекрутер не поймёт, на какую вакансию ты откликаешься.`,
          fix: "Оставь под именем одну роль — ту, на которую откликаешься сейчас; под другую вакансию сделай отдельную версию резюме.",
        };
      if (facts.desiredPosition)
        return { score: 1, finding: `Желаемая должность указана: ${shownTitle(facts.desiredPosition)}.` };
      // No absence without a search: a target said in a sentence of the summary or the header is a target, only
      // not on the line under the name (decision 515).
      const stated = statedTarget(textOf(ctx), facts);
      if (stated)
        return {
          score: 0.7,
          finding: `Желаемая роль названа в тексте (${quoteLine(stated.quote, 70)}), но не отдельной строкой под именем.`,
          fix: "Вынеси эту роль короткой строкой под имя — так, как её называют в вакансиях: рекрутер и поиск по резюме смотрят туда первыми.",
          claims: [{ topic: "desired_position", holds: true }],
          lines: [stated.line],
        };
      const suggested = candidate ? suggestableTitle(candidate.role, candidate.career_change === true) : null;
      return {
        score: 0.2,
        // What was searched (the lines under the name) and what the report goes by instead.
        // Unsure of the role, the report names what it read and asks rather than naming a role (decision 440).
        finding:
          candidate?.role && confidentReading(candidate)
            ? `Под именем не нашлось строки с желаемой должностью; по остальному тексту резюме читается как «${candidate.role}».`
            : candidate?.role
              ? `Под именем не нашлось строки с желаемой должностью, и по опыту роль однозначно не читается: ближе всего «${candidate.role}», но уверенности нет.`
              : "Под именем не нашлось строки с желаемой должностью, и по опыту роль однозначно не читается.",
        // Only a specific title the person is not leaving is suggested (decision 615): never «Инженер», «PhD», a
        // title with its employer glued on, or a career changer's old post.
        fix:
          candidate?.role && confidentReading(candidate)
            ? suggested
              ? `Под именем напиши точное название роли, как в вакансиях: «${suggested}».`
              : "Под именем напиши роль, которую ищешь, так, как её называют в вакансиях."
            : candidate?.role
              ? "Под именем напиши роль, которую ищешь, так, как её называют в вакансиях: по тексту мы не можем назвать её уверенно."
              : `Под именем напиши точное название роли, как в вакансиях: ${titleExample(facts, candidate ?? null)}.`,
      };
    },
  },
  {
    id: "structure.summary",
    title: "Раздел «О себе»",
    category: CATEGORY,
    weight: 2,
    description: "Есть короткое резюме-саммари: кто ты, сколько опыта, чем полезен.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      const claims = [{ topic: "summary", holds: true }] as const;
      if (hasSection(facts, "summary") && facts.summaryWords >= 15)
        return { score: 1, finding: "Есть раздел «О себе» с кратким описанием.", claims };
      const example = summaryExample(facts, candidate, textOf(ctx));
      // A person with no job yet has no «стаж» to state: their summary says what they study, have done and seek.
      const what = declaresNoExperience(ctx) ? STARTER_SUMMARY[facts.language === "en" ? 1 : 0] : null;
      if (hasSection(facts, "summary"))
        return {
          score: 0.6,
          finding: "Раздел «О себе» есть, но он слишком короткий.",
          fix: what
            ? `Напиши 2–3 предложения: ${what}`
            : `Напиши 2–3 предложения: роль, стаж, главный результат, что ищешь. Например: ${example}`,
          claims,
        };
      const found = searchOf(ctx, "summary");
      if (found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Рассказ о себе", HEADING_NAMES.summary!, "summary");
      return {
        score: 0.3,
        finding: "Нет раздела «О себе» (Summary).",
        fix: what
          ? `Добавь в начало 2–3 предложения о себе: ${what}`
          : `Добавь в начало 2–3 предложения о себе: роль, стаж, главный результат, что ищешь. Например: ${example}`,
        claims: [{ topic: "summary", holds: false }],
      };
    },
  },
  {
    id: "structure.summary_length",
    title: "Длина «О себе»",
    category: CATEGORY,
    weight: 1,
    description: "Саммари укладывается в 3–5 предложений (25–110 слов).",
    evaluate: ({ facts }) => {
      if (!hasSection(facts, "summary")) return null;
      const words = facts.summaryWords;
      if (words > 130)
        return {
          score: 0.5,
          finding: `Раздел «О себе» длинный: около ${genitiveCount(words, WORD_FORMS)}.`,
          fix: "Сократи «О себе» до 3–5 предложений: оставь роль, стаж, 1–2 главных результата и что ищешь. Остальное перенеси в опыт.",
        };
      if (words < 20)
        return {
          score: 0.6,
          finding: `В разделе «О себе» всего около ${genitiveCount(words, WORD_FORMS)}.`,
          fix: "Допиши 2–3 предложения с конкретикой: стаж, специализация, измеримый результат.",
        };
      return { score: 1, finding: "Раздел «О себе» нормальной длины." };
    },
  },
  {
    id: "structure.experience_section",
    title: "Раздел «Опыт работы»",
    category: CATEGORY,
    weight: 4,
    description: "Есть раздел с опытом работы (для начинающих — стажировки, практика, фриланс).",
    evaluate: (ctx) => {
      const { facts } = ctx;
      const claims = [{ topic: "experience_section", holds: true }] as const;
      // «Опыт работы: Отсутствует» is a section with no experience in it: what a starter shows instead (decision 720).
      if (declaresNoExperience(ctx))
        return {
          score: 0.5,
          finding: "Раздел с опытом есть, но в нём сказано, что опыта нет.",
          fix: "Вместо «опыта нет» опиши то, что уже сделал: учебные проекты, практику, олимпиады, волонтёрство или подработку — что делал и с каким результатом. Если ищешь первую работу или стажировку, скажи это в заголовке.",
        };
      if (hasSection(facts, "experience")) return { score: 1, finding: "Раздел с опытом работы есть.", claims };
      if (facts.experienceRanges.length > 0) {
        return {
          score: 0.6,
          finding: "Опыт описан, но без заголовка раздела.",
          fix: `Поставь перед местами работы заголовок «${byLang(facts.language, "Опыт работы", "Experience")}» — по нему ATS находит и разбирает опыт.`,
          claims,
        };
      }
      const found = searchOf(ctx, "experience");
      if (found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Опыт работы", HEADING_NAMES.experience!, "experience_section");
      return hasSection(facts, "projects")
        ? {
            score: 0.5,
            finding: "Опыта работы нет, но есть проекты.",
            fix: `Назови раздел «${byLang(facts.language, "Опыт", "Experience")}» и опиши в нём проекты как работу: роль, стек, результат, ссылка. Добавь практику, стажировки и фриланс, если были.`,
          }
        : {
            score: 0.1,
            claims: [{ topic: "experience_section", holds: false }],
            finding: "Не нашли раздел с опытом работы.",
            fix: `Добавь раздел «${byLang(facts.language, "Опыт работы", "Experience")}»: для каждого места — должность, компания, период (${byLang(facts.language, "«март 2021 — по настоящее время»", "«Mar 2021 – Present»")}) и 3–5 пунктов с результатами. Если опыта нет — опиши практику, стажировку, фриланс или учебные проекты.`,
          };
    },
  },
  {
    id: "structure.education_section",
    title: "Раздел «Образование»",
    category: CATEGORY,
    weight: 2,
    description: "Есть раздел об образовании с учебным заведением и годом окончания.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (hasSection(facts, "education"))
        return {
          score: 1,
          finding: "Раздел об образовании есть.",
          claims: [{ topic: "education_section", holds: true }],
        };
      const found = searchOf(ctx, "education");
      if (found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Образование", HEADING_NAMES.education!, "education_section");
      return {
        score: 0.3,
        finding: "Нет раздела «Образование».",
        fix: `Добавь раздел «${byLang(facts.language, "Образование", "Education")}»: вуз или колледж, специальность, год окончания. Если образования нет — укажи курсы.`,
        claims: [{ topic: "education_section", holds: false }],
      };
    },
  },
  {
    id: "structure.skills_section",
    title: "Раздел «Навыки»",
    category: CATEGORY,
    weight: 3,
    description: "Навыки собраны отдельным списком — по нему ATS сопоставляет резюме с вакансией.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (hasSection(facts, "skills"))
        return {
          score: 1,
          finding: "Навыки вынесены в отдельный раздел.",
          claims: [{ topic: "skills_section", holds: true }],
        };
      const found = searchOf(ctx, "skills");
      if (found.state !== "absent" && found.state !== "section" && facts.skills.length < 3)
        return unheadedVerdict(ctx, found, "Навыки", HEADING_NAMES.skills!, "skills_section");
      return facts.skills.length >= 3
        ? {
            score: 0.5,
            finding: "Навыки упомянуты в тексте, но отдельного раздела нет.",
            fix: `Собери 8–15 ключевых навыков в раздел «${byLang(facts.language, "Ключевые навыки", "Skills")}» через запятую — именно по нему ATS считает совпадение с вакансией.`,
          }
        : {
            score: 0.1,
            claims: [{ topic: "skills_section", holds: false }],
            finding: "Нет раздела с навыками, и навыков в тексте почти не видно.",
            fix: `Добавь раздел «${byLang(facts.language, "Ключевые навыки", "Skills")}» с 8–15 пунктами: инструменты, программы, методики из вакансий, которые тебе интересны.`,
          };
    },
  },
  {
    id: "structure.headings",
    title: "Стандартные заголовки разделов",
    category: CATEGORY,
    weight: 2,
    description: "Заголовки разделов стандартные и распознаются: «Опыт работы», «Образование», «Навыки».",
    evaluate: ({ facts }) => {
      const kinds = new Set(facts.sections.map((s) => s.kind));
      const missing = (["experience", "education", "skills"] as const)
        .filter((k) => !kinds.has(k))
        .map((k) => HEADING_NAMES[k]?.[facts.language === "ru" ? 0 : 1] ?? k);
      // Experience, education and skills all recognised: the headings are standard, however few sections there are
      // (a short student CV was told its headings were "creative").
      if (kinds.size >= 4 || missing.length === 0)
        return {
          score: 1,
          finding: `Распознано ${kinds.size} ${plural(kinds.size, ["стандартный раздел", "стандартных раздела", "стандартных разделов"])}.`,
        };
      const fix = `Используй привычные названия разделов${missing.length ? `, например: ${missing.map((m) => `«${m}»`).join(", ")}` : ""}. Креативные заголовки вроде ${byLang(facts.language, "«Мой путь»", "«My Journey»")} ATS не понимает.`;
      return kinds.size === 3
        ? { score: 0.7, finding: "Распознано только 3 стандартных раздела.", fix }
        : { score: 0.3, finding: `Распознано разделов: ${kinds.size}.`, fix };
    },
  },
  {
    id: "structure.order",
    title: "Порядок разделов",
    category: CATEGORY,
    weight: 1,
    description: "При опыте от 2 лет опыт работы идёт раньше образования.",
    audience: () => "experienceFirst",
    evaluate: ({ facts, candidate }) => {
      const experience = facts.sections.find((s) => s.kind === "experience");
      const education = facts.sections.find((s) => s.kind === "education");
      if (!experience || !education || facts.totalExperienceYears < 2) return null;
      // An academic's CV opens with the degree (decision 555): a research or teaching family, or a doctorate, is read
      // by the academic norm even when the reader did not take the document for a research CV.
      const academic = candidate?.role_family === "research_academia" || facts.educationLevel === "phd";
      if (academic && education.line < experience.line)
        return {
          score: 1,
          status: "info",
          finding: "Образование стоит раньше опыта — для академического CV это норма: степень и вуз читают первыми.",
        };
      return experience.line < education.line
        ? { score: 1, finding: "Опыт работы стоит раньше образования — правильно для твоего стажа." }
        : {
            score: 0.5,
            finding: "Образование стоит раньше опыта работы.",
            fix: byLang(
              facts.language,
              "Перенеси «Опыт работы» выше «Образования»: при стаже от 2 лет рекрутеру важнее, что ты делал, а не где учился.",
              "Перенеси раздел «Experience» выше «Education»: при стаже от 2 лет рекрутеру важнее, что ты делал, а не где учился.",
            ),
          };
    },
  },
  {
    id: "structure.projects",
    title: "Проекты и портфолио",
    category: CATEGORY,
    weight: 1,
    description: "Для ИТ и для начинающих: есть проекты со ссылками, подтверждающие навыки.",
    audience: () => "projects",
    evaluate: (ctx) => {
      const { facts } = ctx;
      const junior = facts.totalExperienceYears < 2;
      if (!isItProfile(facts) && !junior && facts.profile?.id !== "design") return null;
      const hasCode = facts.contacts.links.some((l) => l.kind === "github" || l.kind === "portfolio");
      if (hasSection(facts, "projects") || hasCode)
        return {
          score: 1,
          finding: "Есть проекты или ссылки на работы.",
          claims: [{ topic: "projects", holds: true }],
        };
      const found = searchOf(ctx, "projects");
      if (found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Проекты", HEADING_NAMES.projects!, "projects");
      return {
        claims: [{ topic: "projects", holds: false }],
        score: junior ? 0.3 : 0.6,
        finding: "Нет раздела с проектами или ссылок на работы.",
        // «Для начинающих это главный аргумент» only to a person sure to be starting (decision 595): a senior reads it
        // as advice for somebody else.
        fix: `Добавь раздел «${byLang(facts.language, "Проекты", "Projects")}»: 2–3 проекта, для каждого — задача, стек, твой вклад, результат и ссылка.${advises(ctx, "starting") ? " Для начинающих это главный аргумент." : ""}`,
      };
    },
  },
  {
    id: "structure.courses",
    title: "Курсы и сертификаты",
    category: CATEGORY,
    weight: 1,
    description: "Указаны курсы, сертификаты, повышение квалификации.",
    audience: () => "courses",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (hasSection(facts, "courses") || facts.coursesCount > 0)
        return { score: 1, finding: "Курсы или сертификаты указаны.", claims: [{ topic: "courses", holds: true }] };
      const found = searchOf(ctx, "courses");
      if (found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Курсы или сертификаты", HEADING_NAMES.courses!, "courses");
      return {
        score: 0.5,
        finding: "Нет раздела с курсами и сертификатами.",
        fix: `Добавь раздел «${byLang(facts.language, "Курсы и сертификаты", "Certifications")}» с обучением за последние 2–3 года по твоей специальности: название курса или сертификата, организация, год.`,
        claims: [{ topic: "courses", holds: false }],
      };
    },
  },
  {
    id: "structure.work_history_or_practice",
    title: "Практика у начинающих",
    category: CATEGORY,
    weight: 1,
    description: "Если опыта работы мало, в резюме есть практика, стажировки, фриланс или волонтёрство.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (facts.totalExperienceYears >= 1) return null;
      const hasPractice = hasWorkHistory(facts) || hasSection(facts, "projects") || hasSection(facts, "volunteering");
      // Searched before «нет» (decision 600): projects told under another heading («Дополнительная информация»).
      const found = hasPractice ? null : searchOf(ctx, "projects");
      if (found && found.state !== "absent" && found.state !== "section")
        return unheadedVerdict(ctx, found, "Проекты", HEADING_NAMES.projects!, "projects");
      return hasPractice
        ? { score: 1, finding: "Даже при небольшом опыте есть практика или проекты." }
        : {
            score: 0.2,
            finding: "Нет ни опыта, ни практики, ни проектов.",
            // Hackathons and course projects are a desk trade's practice; a shop or a kitchen counts shifts and
            // part-time work (decision 510).
            fix: advises(ctx, "projects")
              ? "Добавь всё, где ты применял навыки: учебную практику, курсовые проекты, фриланс, волонтёрство, хакатоны. Для каждого пункта — что сделал и какой результат."
              : "Добавь всё, где ты уже работал или помогал: подработку, сезонную работу, практику, волонтёрство. Для каждого пункта — где, когда и за что отвечал.",
          };
    },
  },
];

/** The desired position as a clean title («Стажер (Маркетинг» → «Стажер»), a long line as a quote. */
function shownTitle(position: string): string {
  const title = cleanTitle(position);
  return title && title.length <= 100 ? `«${title}»` : quoteLine(position, 100);
}
