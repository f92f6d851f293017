/**
 * The vacancy match computed by the product (worker/vacancy-match, decision 130) on vacancies written for the
 * project: present, near miss («1С» vs «1С:Бухгалтерия», «JS» vs «JavaScript», «Postgres» vs «PostgreSQL»), missing,
 * weights, experience, title and city, the three edits, and no missing term offered as an edit.
 */
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine";
import { htmlToText } from "../../worker/providers/vacancies/html-text";
import { matchVacancy } from "../../worker/vacancy-match/match";
import { readRequirements, yearsAsked } from "../../worker/vacancy-match/requirements";
import { EN_BACKEND_RESUME, EN_BACKEND_VACANCY, RU_FULLSTACK_RESUME, RU_FULLSTACK_VACANCY } from "./vacancy-fixtures";

type VacancyInput = Parameters<typeof matchVacancy>[2];

function textVacancy(text: string, extra: Partial<VacancyInput> = {}): VacancyInput {
  const [title, ...rest] = text.split("\n");
  return {
    title: title!,
    description: rest.join("\n"),
    keySkills: [],
    minYears: yearsAsked(text),
    city: null,
    remote: false,
    ...extra,
  };
}

const match = (resume: string, vacancy: VacancyInput) => matchVacancy(resume, readResume({ text: resume }), vacancy);
const byTerm = (result: ReturnType<typeof matchVacancy>) => new Map(result.requirements.map((r) => [r.term, r]));

describe("vacancy match, Russian vacancy", () => {
  const result = match(RU_FULLSTACK_RESUME, textVacancy(RU_FULLSTACK_VACANCY, { city: "Москва" }));
  const terms = byTerm(result);

  it("marks the near misses with the vacancy's exact term and the resume line", () => {
    expect(terms.get("JavaScript")).toMatchObject({
      status: "near_miss",
      use_term: "JavaScript",
      resume_term: "JS",
      evidence: "JS, React, Node.js, Postgres, Docker, Git, 1С, REST API",
    });
    expect(terms.get("PostgreSQL")).toMatchObject({
      status: "near_miss",
      use_term: "PostgreSQL",
      resume_term: "Postgres",
    });
    expect(terms.get("1С:Бухгалтерия")).toMatchObject({
      status: "near_miss",
      use_term: "1С:Бухгалтерия",
      resume_term: "1С",
    });
  });

  it("marks what the resume writes as present and what it lacks as missing; the employer's name is no requirement", () => {
    expect(terms.get("React")).toMatchObject({
      status: "present",
      evidence: expect.stringContaining("React"),
      use_term: null,
    });
    expect(terms.get("TypeScript")).toMatchObject({ status: "missing", evidence: null });
    expect(terms.get("Kubernetes")).toMatchObject({ status: "missing", weight: 1 });
    expect([...terms.keys()].sort()).toEqual([
      "1С:Бухгалтерия",
      "JavaScript",
      "Kubernetes",
      "PostgreSQL",
      "React",
      "TypeScript",
    ]);
  });

  it("computes the percentage from the listed terms: must-haves weigh 2, «будет плюсом» 1, a near miss half", () => {
    // present React 2; near misses 3 × 2 × ½ = 3; missing TypeScript 2, Kubernetes 1 → 5 of 11.
    expect(result.match_percent).toBe(Math.round((100 * 5) / 11));
    expect(result.explanation).toContain(`Совпадение ${result.match_percent}%`);
  });

  it("gives the three edits from the near misses, each with where it goes; a missing term is a gap, never an edit", () => {
    expect(result.edits).toHaveLength(3);
    expect(result.edits.map((e) => e.term).sort()).toEqual(["1С:Бухгалтерия", "JavaScript", "PostgreSQL"]);
    for (const edit of result.edits) expect(edit.where).toBe("Раздел «НАВЫКИ»");
    expect(result.edits.find((e) => e.term === "1С:Бухгалтерия")!.text).toMatch(
      /^Если ты работал именно в «1С:Бухгалтерия»/,
    );
    expect(result.gaps.sort()).toEqual(["Kubernetes", "TypeScript"]);
    expect(result.edits.some((e) => result.gaps.includes(e.term))).toBe(false);
  });

  it("compares experience, title and city", () => {
    expect(result.experience).toMatchObject({ required_years: 3, fit: "match" });
    expect(result.experience.resume_years).toBeGreaterThan(7);
    expect(result.title.fit).toBe("match");
    expect(result.city).toMatchObject({ vacancy: "Москва", resume: "Москва", fit: "match" });
  });
});

describe("vacancy match, English vacancy", () => {
  const result = match(EN_BACKEND_RESUME, textVacancy(EN_BACKEND_VACANCY, { city: "Munich" }));
  const terms = byTerm(result);

  it("finds the same near misses in English and weighs «nice to have» as 1", () => {
    expect(terms.get("Python")?.status).toBe("present");
    expect(terms.get("JavaScript")).toMatchObject({ status: "near_miss", resume_term: "JS" });
    expect(terms.get("PostgreSQL")).toMatchObject({ status: "near_miss", resume_term: "Postgres" });
    expect(terms.get("Kubernetes")).toMatchObject({ status: "missing", weight: 2 });
    expect(terms.get("Terraform")).toMatchObject({ status: "missing", weight: 1 });
    expect(result.experience).toMatchObject({ required_years: 5, fit: "match" });
    expect(result.city).toMatchObject({ fit: "mismatch", resume: "Berlin" });
    expect(result.edits.map((e) => e.where)).toEqual(["Раздел «SKILLS»", "Раздел «SKILLS»"]);
  });
});

describe("vacancy match rules", () => {
  it("counts a more specific resume skill as the general one the vacancy asks for («1С:Бухгалтерия» for «1С»)", () => {
    const resume = "Бухгалтер\n\nНАВЫКИ\n1С:Бухгалтерия 8, Excel, банк-клиент\n";
    const result = match(resume, {
      title: "Бухгалтер",
      description: "Требования:\n• уверенный пользователь 1С, Excel",
      keySkills: [],
      minYears: null,
      city: null,
      remote: false,
    });
    expect(byTerm(result).get("1С")?.status).toBe("present");
  });

  it("takes hh.ru key skills at weight 2 with their own spelling, and matches unknown ones literally", () => {
    const vacancy = {
      title: "Разработчик",
      description: "Пишем сервисы.",
      keySkills: ["Postgres", "JavaScript", "Шаблонизатор Twig-X"],
      minYears: 1,
      city: null,
      remote: true,
    };
    const requirements = readRequirements(vacancy);
    expect(requirements.map((r) => [r.term, r.weight, r.keySkill])).toEqual([
      ["Postgres", 2, true],
      ["JavaScript", 2, true],
      ["Шаблонизатор Twig-X", 2, true],
    ]);
    const resume = "Иван\nРазработчик\n\nНАВЫКИ\nPostgreSQL, JavaScript, шаблонизатор Twig-X\n";
    const result = match(resume, vacancy);
    const terms = byTerm(result);
    // The resume's "PostgreSQL" is not the vacancy's "Postgres": a near miss the other way round.
    expect(terms.get("Postgres")).toMatchObject({
      status: "near_miss",
      resume_term: "PostgreSQL",
      use_term: "Postgres",
    });
    expect(terms.get("JavaScript")?.status).toBe("present");
    expect(terms.get("Шаблонизатор Twig-X")?.status).toBe("present");
    expect(result.city.fit).toBe("match");
  });

  it("reads the years a text asks for in Russian and English", () => {
    expect(yearsAsked("Опыт работы от 2 лет в продажах")).toBe(2);
    expect(yearsAsked("опыт работы не менее 5 лет")).toBe(5);
    expect(yearsAsked("3+ years of experience with Go")).toBe(3);
    expect(yearsAsked("Работа в офисе")).toBeNull();
  });

  it("answers an honest zero when the vacancy names nothing to compare", () => {
    const result = match(RU_FULLSTACK_RESUME, {
      title: null,
      description: "Ищем доброго человека в дружную команду.",
      keySkills: [],
      minYears: null,
      city: null,
      remote: false,
    });
    expect(result.match_percent).toBe(0);
    expect(result.requirements).toEqual([]);
    expect(result.explanation).toMatch(/не нашлось/);
  });

  it("turns hh.ru's HTML description into lines", () => {
    expect(
      htmlToText(
        "<p><strong>Требования:</strong></p><ul><li>JavaScript &amp; TypeScript</li><li>опыт&nbsp;от 3 лет</li></ul>",
      ),
    ).toBe("Требования:\n• JavaScript & TypeScript\n• опыт от 3 лет");
  });
});

describe("vacancy match: what a vacancy repeats, what it only offers, and the words it uses (issue 22)", () => {
  const DATA_VACANCY = [
    "Аналитик данных",
    "Обязанности:",
    "- Писать запросы на SQL к PostgreSQL и готовить отчёты",
    "- Автоматизировать выгрузки на Python (pandas)",
    "Требования:",
    "- Уверенный SQL",
    "- Python и pandas для анализа данных",
    "Условия:",
    "- Оформление по ТК РФ, график 5/2, офис у метро",
  ].join("\n");
  const DATA_RESUME = [
    "Ольга Смирнова",
    "Аналитик данных",
    "Навыки: SQL, Python, pandas, PostgreSQL, Excel",
    "Опыт работы",
    "2021 — по настоящее время, ООО «Ритейл» — аналитик",
    "- Считала продажи в PostgreSQL, автоматизировала отчёты на Python и pandas",
  ].join("\n");

  it("finds the core skills the vacancy asks for twice, though a more specific one implies them", () => {
    const terms = byTerm(match(DATA_RESUME, textVacancy(DATA_VACANCY)));
    // «pandas» itself is read by the skills dictionary only as «Pandas» (a case-sensitive entry, knowledge's data):
    // the vacancy's SQL and Python, each implied by a more specific skill and asked twice, are kept.
    for (const term of ["SQL", "Python"]) {
      expect(terms.get(term)?.status, term).toBe("present");
      expect(terms.get(term)?.weight, term).toBe(2);
    }
  });

  it("never reads the working conditions (labour code, schedule, office) as skills", () => {
    const result = match(DATA_RESUME, textVacancy(DATA_VACANCY));
    const named = result.requirements.map((r) => r.term.toLowerCase());
    expect(
      named.some((t) => /тк|трудов|график|офис/u.test(t)),
      named.join(", "),
    ).toBe(false);
    expect(result.gaps.join(" ")).not.toMatch(/ТК|Трудов/u);
  });

  it("suggests only a wording the vacancy uses: «PostgreSQL» in the text is present, not «use Postgres»", () => {
    const vacancy = textVacancy("Бэкенд-разработчик\nТребования:\n- Опыт с PostgreSQL от 2 лет", {
      keySkills: ["Postgres"],
    });
    const result = match("Иван Петров\nНавыки: PostgreSQL, Go\n", vacancy);
    expect(result.edits.map((e) => e.term)).not.toContain("Postgres");
    expect(result.requirements.find((r) => r.term === "Postgres")?.status).toBe("present");
  });
});

describe("vacancy links: hh.ru only", () => {
  it("reads an hh.ru vacancy link pasted as text, and refuses another site's with its name", async () => {
    const { vacancyLinkOf, otherSiteMessage } = await import("../../worker/vacancy-match/link");
    expect(vacancyLinkOf("https://hh.ru/vacancy/12345678")).toMatchObject({ kind: "hh", id: "12345678" });
    const other = vacancyLinkOf("https://www.superjob.ru/vakansii/analitik-46211234.html");
    expect(other).toMatchObject({ kind: "other", host: "superjob.ru" });
    expect(otherSiteMessage("superjob.ru")).toMatch(/superjob\.ru.*только hh\.ru/u);
    expect(vacancyLinkOf("Аналитик данных\nТребования: SQL")).toBeNull();
  });
});
