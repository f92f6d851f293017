/**
 * Role/level reading (decision 070), real strengths and specific errors (071) and the whole-report consistency rule
 * (072), run over every engine fixture.
 */
import { describe, expect, it } from "vitest";
import { analysisResultSchema } from "../../shared/schemas/analysis";
import { reportContradictions } from "../../worker/analysis/engine/consistency";
import { recordVerdict } from "../../worker/analysis/engine/criteria";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { detectCandidateProfile } from "../../worker/analysis/engine/profile";
import { EN_BACKEND_ENGINEER } from "./fixtures/en-backend-engineer";
import { EN_MARKETING_MANAGER } from "./fixtures/en-marketing-manager";
import { PROFILE_RESUMES } from "./fixtures/profile-resumes";
import { RU_1C_PROGRAMMER } from "./fixtures/ru-1c-programmer";
import { RU_JUNIOR_FRONTEND } from "./fixtures/ru-junior-frontend";
import { RU_SALES_MANAGER } from "./fixtures/ru-sales-manager";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const LEVELS = ["student_intern", "junior", "middle", "senior", "lead_manager", "executive"];

const ALL_FIXTURES: ReadonlyArray<readonly [string, string]> = [
  ["en-backend-engineer", EN_BACKEND_ENGINEER],
  ["en-marketing-manager", EN_MARKETING_MANAGER],
  ["ru-1c-programmer", RU_1C_PROGRAMMER],
  ["ru-junior-frontend", RU_JUNIOR_FRONTEND],
  ["ru-sales-manager", RU_SALES_MANAGER],
  ...PROFILE_RESUMES.map((r) => [r.id, r.text] as const),
];

describe("candidate profile: role family, level and market", () => {
  for (const resume of PROFILE_RESUMES) {
    it(`${resume.id}: ${resume.role_family}, ${resume.seniority}, ${resume.market}`, () => {
      const report = analyze(resume.text);
      const profile = report.result.candidate_profile!;
      expect(profile.role_family).toBe(resume.role_family);
      expect(profile.seniority).toBe(resume.seniority);
      expect(profile.confidence).toBeGreaterThan(0.3);
      expect(detectCandidateProfile(resume.text, report.facts).market).toBe(resume.market);
      expect(analysisResultSchema.parse(report.result).candidate_profile).toEqual(profile);
    });
  }

  it("keeps the person's title as written: one-letter prepositions stay, a letter-spaced headline is joined", () => {
    expect(analyze(RU_SALES_MANAGER).result.candidate_profile?.role).toBe(
      "Менеджер по работе с ключевыми клиентами в дистрибуции",
    );
    const spaced = RU_SALES_MANAGER.replace(
      "Менеджер по работе с ключевыми клиентами в дистрибуции",
      "М Е Н Е Д Ж Е Р   П О   П Р О Д А Ж А М",
    );
    expect(analyze(spaced).result.candidate_profile?.role_family).toBe("sales");
  });

  it("says «не определён однозначно» and stays neutral when nothing names a profession", () => {
    const report = analyze(
      "Иван Петров\nivan@example.ru\n\nО себе\nОтветственный, пунктуальный, быстро учусь новому и люблю работать с людьми.\n\nХобби\nШахматы, бег, путешествия по России.",
    );
    expect(report.result.candidate_profile?.role_family).toBeNull();
    expect(report.result.general_impression).toContain("не определён однозначно");
    expect(report.result.career_progression_suggestions?.join(" ")).toContain("не определён однозначно");
  });

  it("an executive named only in the job list is not given a specialist's checklist", () => {
    const report = analyze(PROFILE_RESUMES.find((r) => r.id === "en-cfo-in-job-list")!.text);
    expect(report.criteria.find((c) => c.id === "skills.profile_coverage")?.status).toBe("info");
    expect(report.result.career_progression_suggestions?.join(" ")).not.toMatch(/junior|стажировк/iu);
  });

  it("an English resume aimed outside Russia gets no Russian-market advice", () => {
    const report = analyze(PROFILE_RESUMES.find((r) => r.id === "en-cfo-in-job-list")!.text);
    const advice = [
      ...report.result.recommendations,
      ...(report.result.skill_gap_analysis ?? []),
      ...(report.result.career_progression_suggestions ?? []),
    ].join(" ");
    expect(advice).not.toMatch(/1С|hh\.ru|ИПБ|Банк-клиент|КонсультантПлюс|Russian — native/u);
  });
});

describe("real strengths and specific errors", () => {
  it("names the person's own evidence first: a raise, the team led, a certificate", () => {
    const strengths = analyze(PROFILE_RESUMES.find((r) => r.id === "en-cfo-in-job-list")!.text).result.strengths.join(
      "\n",
    );
    expect(strengths).toContain("Raised $120M in debt financing");
    expect(strengths).toContain("Led a finance organisation of 34 people");
    expect(strengths).toContain("Certified Public Accountant (CPA)");
  });

  it("catches summary years against dates, template filler, a misspelt product and a duplicated skill", () => {
    const weaknesses = analyze(
      PROFILE_RESUMES.find((r) => r.id === "ru-chief-accountant-errors")!.text,
    ).result.weaknesses.join("\n");
    expect(weaknesses).toMatch(/написано про 3 года опыта, а по датам мест работы выходит около 10 лет/u);
    expect(weaknesses).toContain("остался текст шаблона");
    expect(weaknesses).toContain("«1С:Преприятие» вместо «1С:Предприятие»");
    expect(weaknesses).toContain("В навыках повторяется: «Excel»");
  });

  it("an old CV's «Present» is read as of its stated date", () => {
    const report = analyze(PROFILE_RESUMES.find((r) => r.id === "en-old-cv-store-manager")!.text);
    expect(
      detectCandidateProfile(PROFILE_RESUMES.find((r) => r.id === "en-old-cv-store-manager")!.text, report.facts)
        .years_in_role,
    ).toBeLessThan(8);
  });
});

describe("whole-report consistency over every fixture", () => {
  for (const [id, text] of ALL_FIXTURES) {
    it(`${id}: no contradiction, no repeated example, Russian typography`, () => {
      const report = analyze(text);
      const market = detectCandidateProfile(text, report.facts).market;
      expect(reportContradictions(report.result, market)).toEqual([]);
      expect(LEVELS).toContain(report.result.candidate_profile?.seniority ?? "student_intern");
      // A repeated example is dropped with its «Например:», leaving no pointer and no stray punctuation behind.
      const advice = [...report.result.weaknesses, ...report.result.recommendations].join("\n");
      expect(advice).not.toMatch(/пример — выше|\.\.|\s[.,:]|[,:]\./u);
    });
  }

  it("the rule itself fires on a contradictory report", () => {
    const base = analyze(EN_BACKEND_ENGINEER).result;
    // Two verdicts claiming one topic both ways: the check reads their claims, not their sentences.
    const [said, denied] = base.criteria!.filter((f) => f.category === "Содержание");
    recordVerdict(said!, { claims: [{ topic: "action_verbs", holds: true }] });
    recordVerdict(denied!, { claims: [{ topic: "action_verbs", holds: false }] });
    const broken = {
      ...base,
      strengths: ["Профессиональных навыков в резюме: 16.", "Образование: бакалавриат."],
      weaknesses: ["Глаголов действия почти нет (2)."],
      recommendations: [
        "Например: «Сократил закрытие месяца с 5 до 2 дней без ошибок».",
        "Ещё раз: «Сократил закрытие месяца с 5 до 2 дней без ошибок».",
      ],
      competitiveness: {
        ...base.competitiveness!,
        description: "Сейчас резюме ниже среднего.",
        market_comparison: "Ты уже впереди большинства, у тебя 6.2.",
      },
      skill_gap_analysis: ["1С:Бухгалтерия — добавь в навыки."],
    };
    const problems = reportContradictions(broken, "international").join("\n");
    expect(problems).toContain("вердикты противоречат друг другу: action_verbs");
    expect(problems).toContain("счётчик вместо факта");
    expect(problems).toContain("слабый факт");
    expect(problems).toContain("пример повторяется");
    expect(problems).toContain("ниже среднего");
    expect(problems).toContain("дробь через точку");
    expect(problems).toContain("российского рынка");
  });
});

describe("advice that fits the person (resumes unlike the tuning set)", () => {
  const resume = (id: string) => PROFILE_RESUMES.find((r) => r.id === id)!.text;
  const findingOf = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);
  const advice = (text: string) => {
    const { result } = analyze(text);
    return [...result.weaknesses, ...result.recommendations, ...(result.skill_gap_analysis ?? [])].join("\n");
  };

  it("a title under the name in any family's vocabulary is the desired position", () => {
    expect(findingOf(resume("ru-dispatcher"), "structure.desired_position")).toMatchObject({
      score: 1,
      finding: "Желаемая должность указана: «Диспетчер службы доставки».",
    });
    expect(findingOf(resume("ru-primary-teacher"), "structure.desired_position")?.score).toBe(1);
    expect(advice(resume("ru-dispatcher"))).not.toContain("на какую должность");
  });

  it("counts words in the genitive after «около»: «121 слова», «87 слов»", () => {
    const dispatcher = findingOf(resume("ru-dispatcher"), "length.words")?.finding ?? "";
    const words = Number(/Около (\d+)/u.exec(dispatcher)?.[1]);
    expect(dispatcher).toContain(words % 10 === 1 && words % 100 !== 11 ? `${words} слова` : `${words} слов`);
  });

  it("reads a university acronym and the degree «специалист» as higher education, a job title as none", () => {
    expect(analyze(resume("ru-process-engineer")).facts.educationLevel).toBe("higher");
    const noEducation =
      "Петров Иван\nВедущий специалист отдела продаж\n+7 900 111-22-33\n\nОпыт работы\nООО «Ромашка», 2019 — н.в.";
    expect(analyze(noEducation).facts.educationLevel).toBeNull();
  });

  it("«подготовка к ВПР» in a teacher's resume is not Excel; «функция ВПР» in a skills list is", () => {
    const skillNames = (text: string) => analyze(text).facts.skills.map((skill) => skill.name);
    expect(skillNames(resume("ru-primary-teacher"))).not.toContain("Excel");
    expect(skillNames("Навыки\nфункция ВПР, сводные таблицы, 1С:Бухгалтерия")).toContain("Excel");
  });

  it("an English resume gets skills named in English, no «базовый английский» and LinkedIn once", () => {
    const text = advice(resume("en-retail-manager"));
    const roleLabel = analyze(resume("en-retail-manager")).facts.profile?.title; // the report's own Russian label
    for (const [, quoted = ""] of text.matchAll(/«([^«»]+)»/gu)) {
      if (quoted === roleLabel || /\[|→/u.test(quoted)) continue; // the role's label and fill-in templates
      expect(quoted).not.toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(text).not.toContain("базовый английский");
    // LinkedIn at most once; for a store's staff not at all (decision 510: no LinkedIn for shop-floor work).
    expect((text.match(/linkedin\.com\/in\//gu) ?? []).length).toBeLessThanOrEqual(1);
  });

  it("jobs with a line or two each are «описаны скупо», not «только названия и даты»", () => {
    expect(findingOf(resume("en-retail-manager"), "experience.detail")?.finding).toBe(
      "Места работы описаны скупо: в среднем меньше трёх строк на место.",
    );
  });

  it("the wished-for salary of an hh.ru export is never a strength, a result or an example", () => {
    const { result } = analyze(resume("ru-chief-accountant-hh"));
    const everything = [...result.strengths, ...result.weaknesses, ...result.recommendations].join("\n");
    expect(everything).not.toContain("150 000");
    expect(result.strengths.join("\n")).toContain("закрытие месяца сократилось с 10 до 4 рабочих дней");
  });

  it("a name with credentials after it is the name; a bracketed list is one skill", () => {
    const report = analyze(resume("en-staff-accountant-cpa"));
    expect(report.facts.name).toBe("MARK OLSEN");
    expect(report.result.key_skills).toContain("Excel (pivot tables, XLOOKUP)");
    expect(report.result.key_skills.some((skill) => skill.startsWith("XLOOKUP"))).toBe(false);
    // Demand tiers estimate Russian vacancies: a US resume is not told its CPA and GAAP are in low demand.
    expect(advice(resume("en-staff-accountant-cpa"))).not.toMatch(/низким спросом|мало востребованных/u);
  });
});
