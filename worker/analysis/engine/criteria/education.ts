/** Education: level, relevance to the profile, details, fresh courses. */
import { studiesFit } from "../../knowledge/fields";
import { sureOfField } from "../audience";
import { EDUCATION_LABELS, studyEntry } from "../education";
import { FAMILY_LABELS, PROFILE_FAMILY } from "../profile";
import { headingOf } from "../sections";
import { profileById } from "../skills/profiles";
import { currentStudy, studyGoesOn } from "../stale";
import { byLang, type Criterion, hasSection, textOf } from "./types";

const CATEGORY = "Образование";

export const educationCriteria: readonly Criterion[] = [
  {
    id: "education.level",
    title: "Уровень образования",
    category: CATEGORY,
    weight: 2,
    description: "Понятен уровень образования: высшее, бакалавр, магистр, среднее специальное, курсы.",
    evaluate: ({ facts }) => {
      const level = facts.educationLevel;
      // No education section at all is one finding (structure's «Нет раздела «Образование»»), not two.
      if (!level && !hasSection(facts, "education")) return null;
      if (!level)
        return {
          score: 0.3,
          finding: "Уровень образования не указан.",
          fix: byLang(
            facts.language,
            "Укажи уровень, учебное заведение, специальность и год окончания: «Высшее (бакалавр), [вуз], [специальность], [год]».",
            "Укажи степень и учебное заведение (по-английски, шаблон): «B.A. in [специальность], [вуз], [год]».",
          ),
        };
      const label = EDUCATION_LABELS[level];
      if (level === "courses" || level === "secondary")
        return {
          score: 0.6,
          finding: `Образование: ${label}.`,
          fix: "Раздели основное образование и курсы: курсы — отдельным разделом с годами, чтобы было видно, что ты учишься регулярно.",
        };
      if (level === "incomplete_higher")
        return {
          score: 0.8,
          finding: `Образование: ${label}.`,
          fix: byLang(
            facts.language,
            "Укажи ожидаемый год окончания и курс: «Студент 4 курса, выпуск в [год]» (шаблон) — это честнее и понятнее, чем просто «неоконченное».",
            "Укажи ожидаемый год окончания: «[степень] candidate, expected [год]» (шаблон по-английски) — это честнее и понятнее, чем просто «неоконченное».",
          ),
        };
      return { score: 1, finding: `Образование: ${label}.` };
    },
  },
  {
    id: "education.relevance",
    title: "Профильность образования",
    category: CATEGORY,
    weight: 2,
    description: "Специальность связана с желаемой ролью — или это компенсировано курсами.",
    evaluate: (ctx) => {
      const { facts, candidate } = ctx;
      // A field the reading guessed is no role to judge a diploma by (decision 720).
      if (candidate && !sureOfField(candidate)) return null;
      const own = facts.profile ? profileById(facts.profile.id) : undefined;
      // The role the titles name decides when the skills point elsewhere (a CTO's skills can read as "management"):
      // then any profile of that family may find the degree relevant.
      const family = candidate?.role_family ?? null;
      const ofFamily =
        family && !(own && PROFILE_FAMILY[own.id] === family)
          ? Object.entries(PROFILE_FAMILY)
              .filter(([, f]) => f === family)
              .map(([id]) => profileById(id))
              .filter((p) => p !== undefined)
          : [];
      // A family with no profile of its own (research, say) is not judged by the skills' profile of another field
      // («профильное для роли «фронтенд-разработчик»» of a physicist, decision 440).
      if (family && !ofFamily.length && own && PROFILE_FAMILY[own.id] !== family) return null;
      const profiles = ofFamily.length ? ofFamily : own ? [own] : [];
      const title = ofFamily.length && family ? (candidate?.role ?? FAMILY_LABELS[family]) : facts.profile?.title;
      if (!profiles.length || !facts.educationText.trim()) return null;
      // School alone names no speciality: «специальность по диплому» would be untrue of the person (decision 515); nor
      // does an education whose level was not read, or courses alone — no diploma is known to speak of, and
      // «Уровень образования не указан» beside «специальность по диплому не связана» says both (decision 595).
      if (facts.educationLevel === null || facts.educationLevel === "secondary" || facts.educationLevel === "courses")
        return null;
      // The section's heading («Образование», "Education") is no field of study: a teacher's profile reads the word.
      const studied = facts.educationText
        .split("\n")
        .filter((line) => headingOf(line)?.kind !== "education")
        .join("\n");
      // The field of study the fields knowledge reads decides (decision 765: a linguistics degree is no front-end
      // developer's field, whatever word of a school's name a profile's pattern meets); the profiles' words only
      // when no field is read or the family is not judged by one.
      // The degrees' own entries are read for the field, not the whole section (a school's subjects, courses).
      const lines = textOf(ctx).lines;
      const entries = facts.degrees.map((d) => studyEntry(lines, d.line)).join("\n");
      const fits =
        studiesFit(entries, family ?? (own ? (PROFILE_FAMILY[own.id] ?? null) : null)) ??
        profiles.some((p) => p.education.test(studied));
      if (fits) return { score: 1, finding: `Образование профильное для роли «${title}».` };
      return facts.coursesCount > 0
        ? { score: 0.8, finding: "Образование непрофильное, но есть курсы по специальности." }
        : {
            score: 0.5,
            finding: `Специальность по диплому не связана напрямую с ролью «${title}».`,
            fix: "Компенсируй курсами и проектами: добавь 1–2 профильных курса с годом и ссылкой на сертификат, а в «О себе» коротко объясни переход в профессию.",
          };
    },
  },
  {
    id: "education.details",
    title: "Детали образования",
    category: CATEGORY,
    weight: 1,
    description: "У образования есть год окончания и название учебного заведения.",
    evaluate: ({ facts }) => {
      if (!hasSection(facts, "education")) return null;
      const hasYear = /(?:19|20)\d\d/.test(facts.educationText);
      const hasInstitution =
        /университет|институт|академи|колледж|техникум|училищ|школ|university|institute|college|school|academy|мгу|мгту|спбгу|вшэ|мфти|итмо/u.test(
          facts.educationText,
        );
      if (hasYear && hasInstitution) return { score: 1, finding: "Указаны учебное заведение и год." };
      return {
        score: 0.6,
        finding: hasYear ? "Не видно названия учебного заведения." : "Не указан год окончания.",
        fix: "Запиши образование полностью: учебное заведение, специальность, год окончания (или ожидаемый год выпуска).",
      };
    },
  },
  {
    id: "education.recent_learning",
    title: "Свежее обучение",
    category: CATEGORY,
    weight: 1,
    description: "Есть курсы или сертификаты за последние 3 года.",
    audience: () => "courses",
    evaluate: ({ facts, year }) => {
      if (facts.recentCourseYear !== null && facts.recentCourseYear >= year - 3)
        return { score: 1, finding: `Есть свежее обучение (${facts.recentCourseYear}).` };
      // Study going on now or ended in the last three years is fresh learning too (decision 600): a current student
      // is never told «свежего обучения не видно». A study open longer than any programme is the stale check's.
      const studying = currentStudy(facts, 36);
      if (studying)
        return {
          score: 1,
          finding: `${studyGoesOn(facts, studying) ? "Учёба идёт сейчас" : "Учёба закончилась недавно"} («${studying.text.trim()}») — это свежее обучение.`,
        };
      if (facts.recentCourseYear !== null)
        return {
          score: 0.6,
          finding: `Последний курс — ${facts.recentCourseYear} год.`,
          fix: "Пройди короткий актуальный курс по своей роли и добавь его с годом: это показывает, что навыки не устарели.",
        };
      return {
        score: hasSection(facts, "courses") ? 0.8 : 0.5,
        finding: hasSection(facts, "courses") ? "Курсы указаны без годов." : "Свежего обучения не видно.",
        fix: `Добавь курсы за последние 2–3 года с годом прохождения: ${byLang(
          facts.language,
          "«[название курса], [школа или платформа], [год]»",
          "«[название курса], [организация], [год]»",
        )}.`,
      };
    },
  },
];
