/**
 * What a recruiter catches first on resumes the engine was not tuned on (issue 9, decision 076): the role behind a
 * department's name, a student's level, an old CV's «Present», numbers that are results, verbs in the present
 * tense, bookkeeping words in a photographer's duties, advice that repeats the person's own title.
 */
import { describe, expect, it } from "vitest";
import { reportContradictions } from "../../worker/analysis/engine/consistency";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { detectCandidateProfile } from "../../worker/analysis/engine/profile";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW });
const everything = (report: ReturnType<typeof analyze>): string => JSON.stringify(report.result);

const ECONOMIST = `Зайцева Людмила
Начальник планово-экономического отдела
+7 900 410-22-83 · zaitseva@example.ru
Опыт работы
Начальник планово-экономического отдела, АО «Завод-Пример»
Январь 2013 — по настоящее время
Руковожу отделом из 7 экономистов; бюджет предприятия 4,2 млрд ₽ в год.
Ведущий экономист, ООО «МеталлТорг-Пример»
Апрель 2006 — декабрь 2012
Калькуляция себестоимости 300 позиций, план-факт анализ.
Образование
Южно-Уральский государственный университет, экономика, 2000
Навыки
Бюджетирование, финансовый анализ, Excel`;

const STUDENT = `Смирнова Ксения
Студентка 4 курса, ищу стажировку в финансовом отделе
+7 900 381-90-12 · k.smirnova@example.ru
Образование
ННГУ, экономический факультет, 2023 – 2027
Опыт работы
Практикант, АО «Станкозавод-Пример», финансовый отдел
Февраль 2026 — по настоящее время
Свожу данные по затратам цехов в Excel, готовлю сверки с поставщиками в 1С:Бухгалтерии.
Стажёр планово-экономического отдела, ООО «ВолгаПласт-Пример»
Июль 2025 — август 2025
Собрала дашборд в Power BI по себестоимости продукции цеха литья.
Навыки
Excel, 1С:Бухгалтерия, финансовый анализ, Power BI`;

const OLD_CV = `James Ashford
J.D. Candidate, Class of 2020
Philadelphia, PA | (555) 402-7719 | j.ashford@example.com
Last updated: March 2019
Education
Temple University Beasley School of Law, J.D. expected 2020, 2017 – 2020
Legal Experience
Legal Intern, Harlow & Pike (a mid-sized law firm)    June 2018 – Present
Drafted 25 research memos on commercial leases; assisted with due diligence for two acquisitions.
Skills
Legal research, Westlaw, contract drafting`;

const PHOTOGRAPHER = `Лаврова Екатерина
Фотограф
+7 900 612-48-05 · foto.lavrova@example.ru
Опыт работы
Фотограф (самозанятая)
Сентябрь 2017 — н.в.
Более 300 съёмок для 40 брендов; веду учёт заказов и бюджет съёмки, сдаю материал за 3 дня.
Фотограф, студия «Светлая комната»
Июнь 2013 — август 2017
Снимаю каталожную съёмку, постановка студийного света, ретушь.
Навыки
Adobe Lightroom, Adobe Photoshop, Capture One, ретушь`;

describe("the role and the level as a recruiter reads them", () => {
  it("the head of a planning-and-economics department is finance, not general management", () => {
    const report = analyze(ECONOMIST);
    expect(report.result.candidate_profile?.role_family).toBe("accounting_finance");
    expect(report.result.candidate_profile?.seniority).toBe("lead_manager");
    // The skill profile follows the family: finance's expected skills, not a manager's «Управление P&L», «OKR».
    expect(report.facts.profile?.id).toBe("accounting");
    expect(everything(report)).not.toMatch(/P&L|OKR|«руководитель \/ менеджер»/u);
    // Advice on process verbs quotes the person's verb, not an IT example.
    expect(everything(report)).not.toMatch(/API|CI\/CD/u);
  });

  it("a student with internships is a student of finance, whatever plant she interned at", () => {
    const report = analyze(STUDENT);
    expect(report.result.candidate_profile?.role_family).toBe("accounting_finance");
    expect(report.result.candidate_profile?.seniority).toBe("student_intern");
    // «1С» implied by «1С:Бухгалтерия» is not a second vote for the 1C programmer.
    expect(report.facts.profile?.id).not.toBe("onec");
    expect(everything(report)).not.toContain("программист 1С");
    expect(report.result.candidate_profile?.role ?? "").not.toMatch(/^ищу/u);
  });

  it("an old CV speaks as of its own date: «Present» ends there, an intern is not «солидный стаж»", () => {
    const report = analyze(OLD_CV);
    // Education, "Legal Experience" and Skills are the standard three: no advice against "creative" headings.
    expect(report.criteria.find((c) => c.id === "structure.headings")?.finding).toBe(
      "Распознано 3 стандартных раздела.",
    );
    expect(report.facts.totalExperienceYears).toBeLessThan(1.5);
    expect(report.result.candidate_profile?.seniority).toBe("student_intern");
    expect(everything(report)).not.toContain("Солидный стаж");
    // A degree's level alone is no strength (its quoted line may be): «Образование: магистратура.» was one.
    expect(report.result.strengths).not.toContain("Образование: магистратура.");
  });

  it("a job «present» in a document dated years ago is not called current today", () => {
    const report = analyze(OLD_CV);
    const recent = report.criteria.find((c) => c.id === "experience.recent");
    expect(recent?.finding).not.toMatch(/работаешь сейчас/u);
    expect(recent?.finding).toMatch(/на дату резюме \(март 2019\)/u);
    expect(everything(report)).not.toContain("опыт актуален");
  });

  it("religion is reported where it is stated, never from a name or an institution's name", () => {
    const religionOf = (text: string) => analyze(text).facts.personalData.some((p) => p.kind === "religion");
    const resume = (head: string, extra = "") => `${head}
${extra}
Опыт работы
2019 — по настоящее время, ООО «Север» — аналитик
Образование
2015 — 2019, Православный Свято-Тихоновский гуманитарный университет`;
    expect(religionOf(resume("Christian Lindqvist\nLab Analyst"))).toBe(false);
    expect(religionOf(resume("Анна Кристиан\nАналитик"))).toBe(false);
    expect(religionOf(resume("Анна Соколова\nАналитик", "Женат, православный"))).toBe(true);
    expect(religionOf(resume("Анна Соколова\nАналитик", "Вероисповедание: ислам"))).toBe(true);
    expect(religionOf(resume("Tom Berg\nAnalyst", "Religion: Christian"))).toBe(true);
  });

  it("a stated date older than a job it lists is stale and ignored", () => {
    const stale = OLD_CV.replace("Last updated: March 2019", "Last updated: March 2017");
    expect(analyze(stale).facts.totalExperienceYears).toBeGreaterThan(8);
  });

  it("summer internships during a PhD are neither gaps nor job hopping; a pause after the degree still is", () => {
    const text = `Maya Brennan
maya@example.io | +1 (555) 014-2290
Education
Ph.D. Computer Science, Carnegie Mellon University    Sep 2015 – May 2020
Experience
Chief Technology Officer, Routewise    Mar 2022 – Present
Research Intern, Bell Labs-Example    May 2019 – Aug 2019
Research Intern, Microsoft Research-Example    May 2018 – Aug 2018
Research Intern, Google-Example    May 2017 – Aug 2017`;
    const { facts } = analyze(text);
    expect(facts.shortJobs).toBe(0);
    // Only the pause after the PhD (June 2020 – February 2022) is a gap.
    expect(facts.gaps.map((g) => g.months)).toEqual([21]);
  });

  it("studies in the middle of a pause between jobs are taken out of it, in both languages", () => {
    const english = `Tomas Lindqvist
tomas@example.io | +46 70 123 45 67
Experience
Data Engineer, Northwind-Example    Sep 2017 – Present
Analyst, Contoso-Example    Jan 2011 – Jun 2015
Education
M.Sc. Statistics, Uppsala University    Sep 2015 – Jun 2017`;
    // July–August 2015 and July–August 2017 are left: short pauses around a master's, not a gap.
    expect(analyze(english).facts.gaps).toEqual([]);
    const russian = `Соколова Анна
anna@example.ru | +7 900 123-45-67
Опыт работы
Январь 2019 — по настоящее время, ООО «Вектор» — аналитик данных
Март 2010 — Февраль 2014, ООО «Альфа» — экономист
Образование
Сентябрь 2014 — Июнь 2016, НИУ ВШЭ, магистратура
Курсы`;
    // The pause after the master's is left (July 2016 — December 2018, 30 months); the six months before it are not.
    expect(analyze(russian).facts.gaps.map((g) => g.months)).toEqual([30]);
  });

  it("a career changer's total years are told apart from the years in the new role", () => {
    const report = analyze(`Волкова Дарья
Менеджер по подбору персонала
+7 900 270-61-38 · volkova@example.ru
Опыт работы
Менеджер по подбору персонала, агентство «Кубань-Персонал»
Март 2025 — по настоящее время
Закрыла 38 вакансий линейного персонала, средний срок закрытия — 12 дней.
Бухгалтер по расчёту заработной платы, ООО «ЮгАгро-Пример»
Сентябрь 2014 — февраль 2025
Расчёт зарплаты 450 сотрудников в 1С:ЗУП.
Навыки
Подбор персонала, собеседования, Boolean search`);
    expect(report.result.candidate_profile?.seniority).toBe("junior");
    const stint = report.result.strengths.find((s) => s.startsWith("Солидный стаж"));
    if (stint) expect(stint).toMatch(/из них в нынешней профессии — 1,\d года/u);
    expect(everything(report)).not.toContain("нет глаголов действия");
  });
});

describe("facts a reviewer checks first", () => {
  it("«веду учёт заказов» in a photographer's duties is not accounting; «другая сфера» is never her label", () => {
    const report = analyze(PHOTOGRAPHER);
    expect(report.facts.skills.map((s) => s.name)).not.toContain("Бухгалтерский учет");
    expect(everything(report)).not.toContain("другая сфера");
    // Shoots, brands and days are results in numbers.
    expect(report.facts.quantifiedLines.some((l) => l.includes("300 съёмок"))).toBe(true);
  });

  it("counts of things are results, and a count in millions is not money", () => {
    const report = analyze(`Maya Brennan
maya@example.io | +1 (555) 014-2290
Experience
Chief Technology Officer, Routewise    Mar 2018 – Present
Designed the routing platform that plans 2M deliveries a day.
Raised $24M Series B alongside the CEO.
Drafted 25 research memos and 14 design documents.
Education
Ph.D. Computer Science, Carnegie Mellon University, 2006 – 2011`);
    const lines = report.facts.quantifiedLines.join(" | ");
    expect(lines).toContain("2M deliveries");
    expect(lines).toContain("25 research memos");
    expect(report.result.strengths.join(" ")).not.toMatch(/Результат в деньгах: «Designed/u);
    // A PhD in computer science fits a CTO whatever his skills look like.
    expect(everything(report)).not.toContain("Специальность по диплому не связана");
  });

  it("present-tense verbs at a duty line's start are verbs (of process); «Люблю» is not", () => {
    const report = analyze(ECONOMIST.replace("Руковожу отделом", "Координирую работу отдела"));
    expect(report.facts.processVerbs).toContain("координирую");
    expect(analyze(`${ECONOMIST}\nЛюблю сложные задачи.`).facts.processVerbs).not.toContain("люблю");
    expect(everything(report)).not.toContain("нет глаголов действия");
  });

  it("a quoted result loses hh.ru's per-job total glued to its start, a line of content keeps its years", () => {
    const report = analyze(`Лебедева Ольга
Руководитель группы продаж
+7 900 123-45-67 · o.lebedeva@example.ru
Опыт работы
Январь 2019 — по настоящее время
7 лет 11 месяцев Вела 40 ключевых клиентов, выручка направления выросла на 35 %.
Март 2016 — декабрь 2018
2 года подряд выполняла план на 120 %.`);
    // Quoted as whole phrases (quotes.ts): the person's words without the glued total and the final period.
    expect(report.facts.quantifiedLines).toContain("Вела 40 ключевых клиентов, выручка направления выросла на 35 %");
    expect(report.facts.quantifiedLines).toContain("2 года подряд выполняла план на 120 %");
    expect(everything(report)).not.toContain("«7 лет 11 месяцев");
  });

  it("English present at a line's start is a verb of process, with English advice; a title's «Lead» is not", () => {
    const report = analyze(`Tom Reyes
Dispatch Supervisor
tom.reyes@example.com | (555) 201-4455
Experience
Dispatch Supervisor, Northline Freight    Mar 2019 – Present
Supervise 6 dispatchers and 24 drivers; cut fuel costs by 12 % with route planning.
Lead Dispatcher, Cargo-Example    Jan 2015 – Feb 2019
Skills
Route planning, WMS, Excel`);
    expect(report.facts.processVerbs).toEqual(["supervise"]);
    expect(report.facts.actionVerbCount).toBeGreaterThan(0);
    const verbs = report.criteria.find((c) => c.id === "content.action_verbs");
    expect(verbs?.finding).not.toContain("нет глаголов действия");
    expect(verbs?.fix ?? "").not.toContain("несовершенный");
  });

  it("the resume's own skill tags are counted, not only those the dictionary knows", () => {
    const skills = analyze(PHOTOGRAPHER).criteria.find((c) => c.id === "skills.count");
    expect(skills?.finding).not.toContain("почти не нашлось");
    expect(skills?.finding).toContain("«Capture One»");
  });

  it("a certificate is quoted from its own section, never from an e-mail that contains «cpa»", () => {
    const report = analyze(`Dana Kowalski, CPA
Senior Accountant
Columbus, OH | (555) 618-2047 | d.kowalski.cpa@example.com
Experience
Senior Accountant, Brookfield Dental Group    Aug 2020 – Present
Own month-end close for 12 entities; cut the close from 9 to 4 days.
Multi-entity accounting for dental clinics.
Certifications
Certified Public Accountant (CPA), Ohio, 2017
Skills
GAAP, NetSuite, Excel`);
    // "accounting" in prose is an ambiguous alias, not a matched skill — but not a missing one either.
    expect(report.facts.profile?.id).toBe("accounting");
    expect(report.facts.profile?.missing).not.toContain("Бухгалтерский учет");
    const certificate = report.result.strengths.find((s) => s.startsWith("Сертификат"));
    expect(certificate).toBe("Сертификат: «Certified Public Accountant (CPA), Ohio, 2017».");
    expect(everything(report)).not.toContain("Уровень образования не указан"); // "no education section" says it once
  });

  it("clients attracted are not investment, users in millions are not money; a raise and a budget still are", () => {
    const strengths = (text: string) => analyze(text).result.strengths.join(" | ");
    const sales = strengths(`Ольга Лебедева
Менеджер по продажам
+7 900 123-45-67 · o.lebedeva@example.ru
Опыт работы
Менеджер по продажам, АО «Стройресурс», март 2017 — декабрь 2018
Привлекла 60 новых клиентов из строительного сегмента.
Сервис вырос до 3,6 million users.`);
    expect(sales).not.toContain("Привлечённые инвестиции");
    expect(sales).not.toContain("Результат в деньгах");
    const founder = strengths(`Maya Brennan
maya@example.io | +1 (555) 014-2290
Experience
Chief Technology Officer, Routewise    Mar 2018 – Present
Raised $24M Series B alongside the CEO.
Manage a $1.1 million annual budget for cloud infrastructure.`);
    expect(founder).toContain("Привлечённые инвестиции: «Raised $24M Series B alongside the CEO»");
    // A budget managed is the scope of the work, not a result in money (decision 730: recruiters read it as a duty).
    expect(founder).toContain("Масштаб работы: «Manage a $1.1 million annual budget");
    expect(founder).not.toContain("Результат в деньгах: «Manage");
  });

  it("the next step is not the title the person already holds", () => {
    const report = analyze(`Громов Алексей
Ведущий инженер-конструктор
+7 900 733-15-40 | gromov@example.ru
Опыт работы
Ведущий инженер-конструктор, ПАО «Моторы-Пример»    01.2021 – по н.в.
Разработал 14 комплектов конструкторской документации по ЕСКД.
Инженер-конструктор, ОКБ «Гидромаш-Пример»    01.2017 – 12.2020
3D-модели в SolidWorks, чертежи по ЕСКД.
Навыки
SolidWorks, Компас-3D, ЕСКД, AutoCAD`);
    const next = (report.result.career_progression_suggestions ?? []).join(" ");
    // CAD and ЕСКД imply reading drawings: no «Чтение чертежей» to learn for a design engineer.
    expect(report.facts.profile?.missing).not.toContain("Чтение чертежей");
    expect(report.result.candidate_profile?.seniority).toBe("senior");
    expect(next).not.toMatch(/ведущий инженер/iu);
    expect(next).toContain("руководитель проектов");
  });

  it("no salary figure without data for the role, level and city", () => {
    // A specialist hears the job board's salary line; the head of a department does not (decision 510).
    const specialist = ECONOMIST.replaceAll("Начальник планово-экономического отдела", "Экономист")
      .replace("Январь 2013", "Январь 2022")
      .replace(/Ведущий экономист[\s\S]*?анализ\.\n/u, "");
    expect(analyze(ECONOMIST).criteria.find((c) => c.id === "market.salary")?.fix ?? "").not.toContain("на руки");
    const salary = analyze(specialist).criteria.find((c) => c.id === "market.salary");
    expect(salary?.finding).toBe("Зарплатные ожидания не указаны.");
    expect(salary?.fix).toContain("«от [сумма] ₽ на руки»");
    expect(salary?.fix).not.toMatch(/\d\s?\d{3}\s?₽/u);
  });

  it("a repeated rewrite example goes whole, leaving no «вместо  —»", () => {
    for (const text of [OLD_CV, STUDENT, ECONOMIST, PHOTOGRAPHER]) {
      const report = analyze(text);
      expect(everything(report)).not.toMatch(/вместо\s+—|вместо\s*\./u);
      expect(reportContradictions(report.result, detectCandidateProfile(text, report.facts).market)).toEqual([]);
    }
  });
});
