/** Skills against the dictionary: how many, how in demand, what the profile usually expects. */

import { fittingProfile, readerOf } from "../audience";
import { languageLine } from "../search";
import { compiledLabel } from "../skills/dictionary";
import { profileById } from "../skills/profiles";
import { advises, byLang, type Criterion, isItProfile, profileGaps, quote, quoteLine, searchOf, textOf } from "./types";

/** A language's level kept as the marks of a drawn scale, all alike (education.ts scaleAfter): "○○○○○". */
const DRAWN_SCALE = /^[○◯☆□▱◇]+$/u;
const CATEGORY = "Навыки";

/** Not the taxonomy's hard skills: soft ones, languages, and listed items no dictionary names (decision 395). */
const NON_HARD = new Set(["soft", "languages", "listed"]);

export const skillCriteria: readonly Criterion[] = [
  {
    id: "skills.count",
    title: "Количество навыков",
    category: CATEGORY,
    weight: 3,
    description: "В резюме 10+ конкретных навыков: инструменты, программы, методики.",
    evaluate: ({ facts, candidate }) => {
      const hard = facts.skills.filter((s) => !NON_HARD.has(s.category) && !s.implied);
      // The resume's own skill list counts as written when the dictionary knows fewer of its tags («Wialon»,
      // «GPS-мониторинг»): "всего 3" beside five listed key skills reads as a miscount.
      const category = new Map(facts.skills.map((s) => [s.name, s.category]));
      const own = facts.keySkills
        .filter((k) =>
          k.skills.length
            ? k.skills.some((name) => !NON_HARD.has(category.get(name) ?? "soft"))
            : !facts.cliches.some((c) => k.name.toLowerCase().includes(c.slice(0, 6))),
        )
        .map((k) => k.name);
      const shown = own.length > hard.length ? own : hard.map((s) => s.display);
      const n = shown.length;
      // Only what the resume lacks: "add PostgreSQL" to someone who lists it reads as not having read the resume.
      // The person's own profile's, for their trade (profileGaps, decision 595).
      const expected = profileGaps(facts, candidate).slice(0, 3);
      // The office examples are a desk worker's: a care worker or a person whose field is unread hears none
      // (decision 790), not «Excel», «CRM».
      const names = expected.length
        ? quote(expected)
        : readerOf(facts, candidate).desk
          ? byLang(facts.language, "«Excel», «CRM», «управление проектами»", "«Excel», «CRM», «Project management»")
          : null;
      const fix = `Собери 10–15 конкретных навыков из вакансий, на которые откликаешься: программы, инструменты, методики. Называй их так, как в вакансиях${names ? ` (например, ${names})` : ""}.`;
      if (n >= 10) return { score: 1, finding: `Профессиональных навыков в резюме: ${n}.` };
      if (n >= 6) return { score: 0.75, finding: `Профессиональных навыков в резюме: ${n} — можно больше.`, fix };
      if (n >= 3)
        return {
          score: 0.5,
          finding: `Профессиональных навыков всего ${n}: ${quote(shown)}.`,
          fix,
        };
      return { score: 0.2, finding: "Профессиональных навыков почти не нашлось.", fix };
    },
  },
  {
    id: "skills.in_demand",
    title: "Востребованность навыков",
    category: CATEGORY,
    weight: 3,
    description: `Доля навыков, которые часто встречаются в вакансиях (словарь на ${compiledLabel()}).`,
    evaluate: ({ facts, candidate }) => {
      // Implied skills ("1С" from «1С:ЗУП») are not counted twice.
      const hard = facts.skills.filter((s) => !NON_HARD.has(s.category) && !s.implied);
      // Demand tiers are estimates for Russian-market vacancies: for a resume aimed elsewhere there is no data to judge.
      if (!hard.length || candidate?.market === "international") return null;
      const high = hard.filter((s) => s.demand === "high");
      const share = high.length / hard.length;
      const note = `Оценка спроса составлена по вакансиям (словарь на ${compiledLabel()}).`;
      if (high.length >= 5 || share >= 0.45)
        return {
          score: 1,
          // «Много» of one or two skills is a counter's word for what the list does not show (decision 440).
          finding: `${high.length >= 3 ? "Много востребованных навыков" : "Навыки, которые часто просят в вакансиях"}: ${quote(
            high.map((s) => s.display),
            5,
          )}. ${note}`,
        };
      const missing = profileGaps(facts, candidate).slice(0, 3);
      const fix = missing.length
        ? `Подтяни и добавь навыки, которые чаще всего просят в вакансиях твоего профиля: ${quote(missing)}.`
        : "Посмотри 10 свежих вакансий своей роли и выпиши повторяющиеся требования — добавь те, что у тебя есть, а недостающие подтяни.";
      return high.length >= 2
        ? {
            score: 0.7,
            finding: `Востребованных навыков: ${high.length} из ${hard.length} (${quote(high.map((s) => s.display))}). ${note}`,
            fix,
          }
        : {
            score: 0.4,
            // No raw counter («(0 из 1)»): the names, when there is one, say more (decision 550).
            finding: `Среди навыков мало тех, что сейчас чаще всего просят в вакансиях${high.length ? ` (есть ${quote(high.map((s) => s.display))})` : ""}. ${note}`,
            fix,
          };
    },
  },
  {
    id: "skills.profile_coverage",
    title: "Навыки, которые ждут в твоей роли",
    category: CATEGORY,
    weight: 3,
    description: "Покрыты навыки, которые работодатели обычно требуют для определённого профиля.",
    evaluate: ({ facts, candidate }) => {
      // A profile that is not the person's is no checklist of theirs (decision 595): «Для роли «бэкенд-разработчик»» is
      // not said of a C++ developer whose skills the backend list barely covers.
      const profile = fittingProfile(facts, candidate);
      // A CTO or a CFO is not judged by a specialist's checklist, and an unclear profile has no checklist at all.
      if (!profile || candidate?.role_family === null || candidate?.seniority === "executive") return null;
      const share = profile.coveredCount / Math.max(1, profile.expectedCount);
      const base = `Для роли «${profile.title}» есть ${profile.coveredCount} из ${profile.expectedCount} часто требуемых навыков.`;
      if (share >= 0.6) return { score: 1, finding: base };
      const missing = profileGaps(facts, candidate);
      const fix = missing.length
        ? `Если владеешь — добавь в резюме: ${quote(missing, 4)}. Если нет — это ближайшие темы для изучения.`
        : undefined;
      return { score: share >= 0.4 ? 0.7 : share >= 0.2 ? 0.45 : 0.25, finding: base, fix };
    },
  },
  {
    id: "skills.hard_vs_soft",
    title: "Профессиональные навыки важнее личных качеств",
    category: CATEGORY,
    weight: 1,
    description: "В навыках больше конкретных инструментов, чем общих качеств.",
    evaluate: ({ facts }) => {
      const soft = facts.skills.filter((s) => s.category === "soft").length;
      const hard = facts.skills.filter((s) => !NON_HARD.has(s.category)).length;
      if (soft === 0 && hard === 0) return null;
      return soft > hard
        ? {
            score: 0.4,
            finding: `Личных качеств (${soft}) больше, чем профессиональных навыков (${hard}).`,
            fix: "Оставь 2–3 гибких навыка, подтверждённых примерами, а основное место отдай инструментам и методикам, которые указаны в вакансиях.",
          }
        : { score: 1, finding: "Профессиональные навыки преобладают над общими качествами." };
    },
  },
  {
    id: "skills.freshness",
    title: "Актуальность стека",
    category: CATEGORY,
    weight: 1,
    description: "Нет перекоса в сторону устаревших инструментов без современных аналогов.",
    evaluate: ({ facts, candidate }) => {
      const hard = facts.skills.filter((s) => !NON_HARD.has(s.category));
      if (hard.length < 3) return null;
      const legacyNames = new Set(facts.profile ? (profileById(facts.profile.id)?.legacy ?? []) : []);
      // Low demand is a Russian-market estimate (see skills.in_demand); elsewhere only the profile's outdated tools count.
      const lowDemand = (s: (typeof hard)[number]) => s.demand === "low" && candidate?.market !== "international";
      // A technology its maker ended (`obsoleteSince`, decision 590) is legacy wherever the person works, and a stack
      // with one in it is never called current.
      const legacy = hard.filter((s) => s.obsoleteSince || legacyNames.has(s.name) || lowDemand(s));
      const share = legacy.length / hard.length;
      // What was read is the dictionary's demand and end-of-life of the skills it knows, not the age of every tool the
      // resume names: the verdict says no more than that (decision 595).
      const ended = legacy.filter((s) => s.obsoleteSince);
      if (share <= 0.4 && ended.length === 0)
        return { score: 1, finding: "Среди распознанных навыков нет перекоса в устаревшие." };
      if (share <= 0.4)
        return {
          score: 0.7,
          finding: `Производитель больше не поддерживает: ${quote(
            ended.map((s) => s.display),
            3,
          )}.`,
          fix: "Поставь эти технологии в конец списка, а наверх вынеси актуальные инструменты, с которыми работаешь сейчас.",
        };
      return {
        score: 0.5,
        finding: `Заметная доля навыков с низким спросом: ${quote(
          legacy.map((s) => s.display),
          4,
        )}.`,
        // Said whole: in the list of recommendations the finding above is not next to it.
        fix: `Навыки с низким спросом (${quote(
          legacy.map((s) => s.display),
          3,
        )}) не удаляй, но поставь в конец списка; наверх вынеси те, что чаще всего просят в вакансиях твоей роли.`,
      };
    },
  },
  {
    id: "skills.languages",
    title: "Иностранные языки с уровнем",
    category: CATEGORY,
    weight: 2,
    description: "Указаны языки и уровень владения (A1–C2 или описание).",
    evaluate: (ctx) => {
      const { facts } = ctx;
      const foreign = facts.languages.filter(
        (l) => l.language !== (facts.language === "ru" ? "русский" : "английский"),
      );
      // A level drawn as a scale of marks the text carries all alike ("○○○○○"): its filled part is a picture.
      const drawn = foreign.filter((l) => l.level && DRAWN_SCALE.test(l.level));
      const withLevel = foreign.filter((l) => l.level && !DRAWN_SCALE.test(l.level));
      if (!withLevel.length && drawn.length)
        return {
          score: 0.8,
          // The marks themselves are not quoted: icon glyphs in a quote are layout junk (fragments.ts).
          finding: `Уровень языков показан только значками шкалы (${drawn.map((l) => l.language).join(", ")}): в тексте резюме все значки одинаковые, поэтому ни поиск по резюме, ни ATS уровень не видят.`,
          fix: `Напиши уровень словами или по шкале CEFR рядом со значками: ${byLang(
            facts.language,
            "«Английский — B2»",
            "«German — B1»",
          )}.`,
        };
      if (withLevel.length)
        return {
          score: 1,
          finding: `Языки указаны с уровнем: ${withLevel.map((l) => `${l.language} — ${l.level}`).join(", ")}.`,
        };
      const example = byLang(
        facts.language,
        // Reading documentation is an IT trade's use of English; anyone else's example names work talk.
        advises(ctx, "itVerbs") && isItProfile(facts)
          ? "«Английский — B2 (читаю документацию, провожу созвоны)»"
          : "«Английский — B1 (переписка и разговор на рабочие темы)»",
        "«German — B1 (professional working proficiency)»",
      );
      if (foreign.length)
        return {
          score: 0.6,
          finding: `Языки указаны без уровня: ${foreign.map((l) => l.language).join(", ")}.`,
          fix: `Добавь уровень по шкале CEFR и как ты им пользуешься: ${example}.`,
        };
      // An English resume is already in the language most vacancies ask for: another one is a bonus, not a gap.
      if (facts.language === "en")
        return {
          score: 0.8,
          finding: "Других языков, кроме английского, не указано.",
          fix: `Если говоришь на других языках, добавь раздел «Languages» с уровнем: ${example}.`,
        };
      const found = searchOf(ctx, "languages");
      if (found.state === "unreadable")
        return {
          score: 0.6,
          finding: "Текст файла прочитался с ошибками кодировки, поэтому не видно, указаны ли языки.",
          fix: "Пересохрани резюме в PDF из Word или Google Docs и загрузи снова — тогда проверка увидит языки.",
        };
      if (found.state === "unsure")
        return {
          score: 0.6,
          finding:
            "Не смогли найти языки: текст файла читается не по порядку (колонки, таблица или заголовки не отдельной строкой), поэтому не утверждаем, что их нет.",
          fix: `Если языки в резюме есть, вынеси их в раздел «${byLang(facts.language, "Языки", "Languages")}» отдельными строками с уровнем: ${example}.`,
        };
      if (found.state === "section") {
        // The section is there, its lines were not read as a language with a level: quote what it holds.
        const section = facts.sections.find((s) => s.kind === "languages");
        // The prepared text of the resume, asked for when the caller gave none; a two-column page may put the
        // languages away from their heading: a language with its level anywhere is quoted before «не видно» is said
        // beside a strength quoting «Английский — C2» (decision 440).
        const lines = textOf(ctx).lines;
        const leveled = languageLine(textOf(ctx));
        const held = section
          ? lines.slice(section.line + 1, section.endLine).find((line) => /\p{L}{3}/u.test(line))
          : undefined;
        const away = held === undefined && leveled !== null ? lines[leveled] : undefined;
        return {
          score: 0.6,
          finding: held
            ? `В разделе языков язык с уровнем не прочитан: ${quoteLine(held, 70)}.`
            : away
              ? `Языки указаны (${quoteLine(away, 70)}), но не под своим заголовком: раздел языков стоит отдельно от них.`
              : "Раздел языков есть, но языков в нём не видно.",
          fix: `Пиши каждый язык отдельной строкой: название, тире, уровень — ${example}. Так его прочитают и рекрутер, и поиск по резюме.`,
          claims: [{ topic: "languages", holds: true }],
          lines: section ? [section.line] : [],
        };
      }
      if (found.state !== "absent")
        return {
          score: 0.6,
          finding: `Язык в резюме, похоже, упомянут (${quoteLine(found.quote ?? "", 70)}), но не прочитан как язык с уровнем.`,
          fix: `Вынеси языки в раздел «${byLang(facts.language, "Языки", "Languages")}» — каждый отдельной строкой с уровнем: ${example}.`,
          claims: [{ topic: "languages", holds: true }],
          lines: found.line === undefined ? [] : [found.line],
        };
      return {
        score: isItProfile(facts) ? 0.4 : 0.6,
        claims: [{ topic: "languages", holds: false }],
        finding: "Иностранные языки не указаны.",
        // "Even basic English is a plus" is news to no one who studies, works or writes in English, and no help at a
        // shop counter (decision 510).
        fix: `Добавь раздел «Языки» с уровнем: ${example}.${advises(ctx, "englishPlus") ? " Даже базовый английский — плюс во многих вакансиях." : ""}`,
      };
    },
  },
  {
    id: "skills.backed_by_experience",
    title: "Навыки подтверждены опытом",
    category: CATEGORY,
    weight: 1,
    description: "Ключевые навыки встречаются не только в списке, но и в описании опыта или проектов.",
    evaluate: ({ facts }) => {
      const hard = facts.skills.filter((s) => !NON_HARD.has(s.category));
      if (hard.length < 4) return null;
      const repeated = hard.filter((s) => s.count >= 2);
      if (repeated.length / hard.length >= 0.3)
        return { score: 1, finding: "Ключевые навыки подкреплены упоминаниями в опыте или проектах." };
      const listedOnly = hard
        .filter((s) => s.count < 2)
        .slice(0, 3)
        .map((s) => s.display);
      return {
        score: 0.6,
        finding: "Большинство навыков упомянуты только в списке.",
        fix: `Покажи навыки в деле: упомяни ${quote(listedOnly)} в пунктах опыта или проектов: что ты с их помощью сделал и какой получился результат, а не только в списке.`,
      };
    },
  },
];
