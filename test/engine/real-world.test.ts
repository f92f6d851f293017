/**
 * Layouts and slips seen in real resumes (templates with "20XX", moderncv's left date column, hh.ru PDF exports,
 * US phone formats, names sharing a line with contacts). Every text here is written for the test.
 */
import { describe, expect, it } from "vitest";
import { findPhones, findPlaceholderPhone } from "../../worker/analysis/engine/contacts";
import { analyzeResume, extractFacts } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const facts = (text: string) => extractFacts(text, { now: NOW });
const analyze = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW });
const finding = (report: ReturnType<typeof analyze>, id: string) => report.criteria.find((c) => c.id === id)!;

const TEMPLATE_20XX = `Nora Quill
Bakery Manager
12 Elm Road, Springfield | (217) 555-0148 | nora.quill@example.com
Profile
Bakery manager with a record of running a busy neighbourhood shop: stocked shelves, a trained team and steady margins.
I plan production, hire and coach staff, and keep food safety audits clean.
Experience
Bakery Manager | Golden Crust | March 20XX – Present
Hired and trained a team of 12 bakers and cashiers.
Cut flour waste by 9% with a daily production plan.
Raised weekend sales by 15% with a pre-order counter.
Negotiated a new supplier contract that saved $6,000 a year on butter and flour.
Passed 4 health inspections in a row without remarks.
Shift Supervisor | Corner Bread Co. | June 20XX – February 20XX
Opened the shop at 5 a.m. and ran the morning shift of 4 people.
Introduced a stock checklist that cut missing items by 30%.
Education
Associate Degree in Culinary Arts | June 20XX | Springfield College
Skills
Inventory management, staff training, food safety, budgeting, customer service`;

describe("templates with 20XX instead of years", () => {
  const report = analyze(TEMPLATE_20XX);

  it("counts the placeholders and says so instead of '0 years'", () => {
    expect(report.facts.placeholderDates).toBe(4);
    const dates = finding(report, "experience.dates");
    expect(dates.status).toBe("fail");
    expect(dates.finding).toContain("20XX");
    expect(dates.fix).toMatch(/Замени каждое «20XX»/);
    expect(finding(report, "experience.total").finding).toContain("20XX");
    expect(report.result.experience_analysis?.description).toContain("20XX");
    expect(report.result.experience_analysis?.description).not.toMatch(/не нашлось|старта карьеры/);
    expect(report.result.general_impression).toContain("20XX");
  });
  it("caps an unfinished template below 'good', however strong the rest is", () => {
    expect(report.result.overall_score).toBeLessThanOrEqual(5.5);
    const filled = analyze(
      TEMPLATE_20XX.replace("March 20XX", "March 2023")
        .replace("June 20XX – February 20XX", "June 2019 – February 2023")
        .replaceAll("June 20XX", "June 2018"),
    );
    expect(filled.facts.placeholderDates).toBe(0);
    expect(filled.result.overall_score).toBeGreaterThan(report.result.overall_score);
  });
  it("leaves resumes with real years alone", () => {
    expect(facts("Опыт работы\nмарт 2021 — по настоящее время\nИнженер").placeholderDates).toBe(0);
    expect(facts("Experience\n20XX – 20XX Clerk").placeholderDates).toBe(2);
  });
});

/** moderncv: the dates of each job sit in a narrow left column, so one range is spread over several lines. */
const LEFT_COLUMN = `Ольга Лебедева
Казань · +7 917 200-11-22 · olga.lebedeva@example.ru
О себе
Инженер по автоматизации тестирования, 14 лет в разработке встроенного ПО.
Опыт
Март Компания «Вектор», Казань.
2021 - Ведущий инженер по тестированию
Текущий
момент
Автотесты, 2021-2023.
Написала фреймворк автотестов на pytest для прошивок контроллеров.
Январь 2016 ООО «Сигнал», Казань.
- Февраль Инженер-программист
2021
Разработала драйверы датчиков на C для трёх линеек устройств.
Сентябрь 2012 - НИИ «Прибор», Казань.
Декабрь 2015 Инженер-стажёр
Образование
2007 - 2012 Казанский технический университет, магистр`;

describe("dates in a left column (moderncv, hh.ru PDF)", () => {
  const f = facts(LEFT_COLUMN);

  it("joins a range spread over the starts of several lines", () => {
    const jobs = f.experienceRanges.map((r) => r.text);
    expect(jobs).toEqual(
      expect.arrayContaining([
        "март 2021 - текущий момент",
        "январь 2016 - февраль 2021",
        "сентябрь 2012 - декабрь 2015",
      ]),
    );
    expect(f.jobsCount).toBe(3);
    // Sept 2012 .. Nov 2026, the nested 2021-2023 project does not add anything.
    expect(f.totalExperienceYears).toBeGreaterThan(13.5);
    expect(f.totalExperienceYears).toBeLessThan(14.5);
    expect(f.currentlyEmployed).toBe(true);
  });
  it("keeps education out of the work experience", () => {
    expect(f.dateRanges.find((r) => r.text.startsWith("2007"))?.isWork).toBe(false);
  });
  it("reads the hh.ru export where the end date is on the next line", () => {
    const hh = facts(
      'Опыт работы — 11 месяцев\nИюнь 2025 — ООО "Ромашка"\nАвгуст 2025 Самара\n3 месяца\nСтажёр\n\nМарт 2024 — АО "Лютик"\nОктябрь 2024\nИнженер-программист',
    );
    expect(hh.experienceRanges.map((r) => r.text)).toEqual(["июнь 2025 — август 2025", "март 2024 — октябрь 2024"]);
    expect(hh.jobsCount).toBe(2);
  });
  it("does not glue bullets, single years or publication years into ranges", () => {
    const list = facts(
      "Publications\n2019 Talk at a meetup\n2020 Another talk\nExperience\n2018\n- Built a parser\n- 2019 release",
    );
    expect(list.dateRanges).toEqual([]);
  });
});

describe("phones as real resumes write them", () => {
  it("finds US formats, a bracketed country code and keeps Russian ones", () => {
    const digits = (text: string) => findPhones(text).map((p) => p.digits);
    expect(digits("Seattle, WA | 206-555-0149 | a@b.com")).toEqual(["12065550149"]);
    expect(digits("718.555.0100")).toEqual(["17185550100"]);
    expect(digits("Contact Albany, NY (716) 555-0100 vance@x.com")).toEqual(["17165550100"]);
    expect(digits("📱 (+82) 10-5550-0142 | mail")).toEqual(["821055500142"]);
    expect(digits("8 999 012-73-09")).toEqual(["79990127309"]);
  });
  it("does not take years, ids or ranges for phones", () => {
    expect(findPhones("2015 - 2019 - 2021, order 100 200 3000, 1999-2002")).toEqual([]);
  });
  it("reports a template's placeholder number instead of 'no phone'", () => {
    expect(findPlaceholderPhone("• Телефон: +7 (9XX) XXX-XX-XX")).toBe("+7 (9XX) XXX-XX-XX");
    expect(findPlaceholderPhone("Oak Park ▪ 123-456-7890")).toBe("123-456-7890");
    expect(findPlaceholderPhone("+7 912 345-67-89")).toBeNull();
    const report = analyze(
      "Иван Сидоров\nТелефон: +7 (9XX) XXX-XX-XX\nivan@example.ru\nОпыт работы\n2020 — 2024 Инженер",
    );
    expect(finding(report, "contacts.phone").finding).toContain("заглушка");
  });
});

describe("names in messy headers", () => {
  const nameOf = (text: string) => facts(text).name;

  it("takes the name from a line shared with contacts", () => {
    expect(nameOf("Alex R. Nguyen | alex.nguyen@example.com | (555) 222-3333\nExperience")).toBe("Alex R. Nguyen");
    expect(nameOf("Нижний Новгород\nАндрей Морозов Õ https://github.com/amorozov/\nО себе")).toBe("Андрей Морозов");
    expect(nameOf("Silicon Valley, CA\nAlfred Pennyworth I (213) 456-7890\nProduct Manager")).toBe("Alfred Pennyworth");
  });
  it("strips the hh.ru page header glued to the name", () => {
    expect(
      nameOf(
        "Резюме обновлено 7 ноября 2025 в 10:06Сидоров Пётр • Резюме обновлено 7 ноября 2025 в 10:06\nМужчина, 30 лет",
      ),
    ).toBe("Сидоров Пётр");
  });
  it("joins a name split over two lines but not a heading split the same way", () => {
    expect(nameOf("ОЛЕГ\nВОРОНЦОВ\nQA ENGINEER\n\nСПОСОБЫ\nСВЯЗИ\n@oleg_v\noleg@example.com")).toBe("ОЛЕГ ВОРОНЦОВ");
    expect(
      nameOf(
        "ДМИТРИЙ ½ Самара www.dm.ru\n[ d@dm.ru github.com/dm\nКРЫЛОВ\nFull stack web-разработчик\nВКРАТЦЕ ОБО МНЕ SKILLS",
      ),
    ).toBe("ДМИТРИЙ КРЫЛОВ");
  });
  it("skips 'Last Updated' lines, schools and employers that come before the name", () => {
    expect(
      nameOf(
        "Last Updated on 21st January 2015\nPriya Raman\nsite.com | priya@x.com | 607.555.0173\nEDUCATION\nCORNELL UNIVERSITY",
      ),
    ).toBe("Priya Raman");
    const sidebarFirst =
      "Certifications\nCloud Expert: Developer\nMarch 2022\nNimbus Technologies\n\nInterests\nChess\nHiking\nSailing\nCooking\nAwards\nBest Demo\nApril 2021\nHack Week\nTop 5% of 300 teams\n\nMarcus Lee\nFrontend Engineer\nmarcus.lee@example.com +1 (555) 291-4756";
    expect(nameOf(sidebarFirst)).toBe("Marcus Lee");
  });
});

describe("dates that are not jobs", () => {
  it("does not count volunteering as work when there is no experience section", () => {
    const student = facts(
      "Leo Park\nObjective\nAn on-campus job.\nEducation\nState University, 2016\nVolunteering\nFood bank helper June 2012 – Present",
    );
    expect(student.totalExperienceYears).toBe(0);
  });
});

describe("profiles of non-IT resumes", () => {
  const profileOf = (text: string) => facts(text).profile?.id ?? null;

  it("reads the role from the summary when there is no title line", () => {
    expect(
      profileOf(
        "Dana Holt\nSeattle, WA | 206-555-0188 | dana@example.com\nSummary\nDetermined Accountant with three years of experience in tax accounting.\nExperience\nHolt & Co, Staff Accountant\nOct. 2021 – Current\nPrepared tax returns for clients",
      ),
    ).toBe("accounting");
    expect(
      profileOf(
        "Sam Reed\nChicago, IL | sam@example.com\nSummary\nA results-oriented Office Coordinator with 10 years of experience.\nExperience\nAcme, Director of Operations\nJul. 2019 – Current\nManage four offices",
      ),
    ).toBe("management");
  });
  it("reads it from job titles, not from duty sentences mentioning another role", () => {
    const hotel =
      "Profile\nLena\nMorales\nWork experience\nAssistant Hotel Manager\nThe Harbour Hotel | Portland\n2021 – Present\nDaily financial reporting.\nAssisted accountant with accounting tasks.\nAssistant Hotel Manager\nSea Home Inn | Portland\n2018 – 2021\nFinancial reporting and bookkeeping support.";
    expect(profileOf(hotel)).toBe("hospitality");
  });
  it("does not take a semester for the Spring framework", () => {
    const skills = facts("Leo Park\nEducation\nDean's List Fall 2013 – Spring 2014\nSkills\nExcel").skills.map(
      (s) => s.name,
    );
    expect(skills).not.toContain("Spring");
    expect(skills).not.toContain("Java");
    expect(facts("Skills\nJava, Spring Boot, Spring 6").skills.map((s) => s.name)).toContain("Spring");
  });
});

describe("advice examples follow the resume's profile", () => {
  const MARKETER = `Анна Белова
Интернет-маркетолог
Москва · +7 916 111-22-33 · anna.belova@example.ru
Опыт работы
Март 2022 — по настоящее время
ООО «Лента Плюс», маркетолог
Вела контекстную рекламу в Яндекс Директ и таргетированную рекламу.
Отвечала за SMM и контент-план.
Навыки
Яндекс Директ, Яндекс Метрика, SMM, контент-маркетинг, Google Analytics, Excel`;

  it("shows a marketer a marketing example, not a 1C programmer", () => {
    const report = analyze(MARKETER);
    expect(report.facts.profile?.id).toBe("marketing");
    const advice = report.criteria.map((c) => c.fix).join("\n");
    expect(advice).not.toMatch(/1С|Программист/);
    expect(report.criteria.find((c) => c.id === "structure.summary")?.fix).toContain("Интернет-маркетолог");
    expect(report.criteria.find((c) => c.id === "content.quantified")?.fix).toMatch(/стоимость заявки/);
  });
  it("uses a neutral pattern when the profile is unclear", () => {
    const report = analyze("Пётр Ким\npetr@example.ru\nО себе\nЛюблю порядок.\nОпыт работы\n2019 — 2023 ООО «Север»");
    expect(report.facts.profile).toBeNull();
    expect(report.criteria.find((c) => c.id === "structure.summary")?.fix).toContain("[Твоя должность]");
  });
  it("never doubles the period after a quoted line", () => {
    const report = analyze(
      MARKETER.replace(
        "Отвечала за SMM и контент-план.",
        "Отвечала за SMM и контент-план.\nПривлекла 120 заявок в месяц.\nСнизила стоимость лида на 20%.",
      ),
    );
    const texts = [
      ...report.criteria.flatMap((c) => [c.finding, c.fix]),
      ...report.result.strengths,
      report.result.general_impression,
    ];
    for (const text of texts) expect(text).not.toMatch(/\.»\./);
    expect(report.criteria.find((c) => c.id === "content.quantified")?.finding).toMatch(/в месяц»/);
  });
});

describe("score bands feel fair", () => {
  const SHORT_TIDY = `Maria Lopez
Senior Software Engineer
maria.lopez@example.com | +1 415 555 0142 | San Francisco, CA
Summary
Software engineer with 6 years of experience in Python, APIs and cloud infrastructure for fintech products.
Looking for a senior backend role in a product team; open to remote work.
Experience
Senior Software Engineer, Cloudly — 2020 – Present
- Built REST APIs with FastAPI and Python
- Led a team of 3 developers
- Improved system performance by 40%
- Cut cloud costs by $30K a year by moving batch jobs to spot instances
- Migrated 12 services to Kubernetes without downtime
Software Engineer, AppWorks — 2018 – 2020
- Developed web applications with Django
- Set up CI/CD pipelines in Jenkins
- Wrote unit tests with 90% coverage
Skills
Python, FastAPI, Django, Docker, Kubernetes, PostgreSQL, Git, AWS, REST API
Education
B.Sc. Computer Science, State University, 2014 – 2018`;

  it("keeps a tidy but thin resume (under 200 words) out of 'excellent'", () => {
    const report = analyze(SHORT_TIDY);
    expect(report.facts.wordCount).toBeLessThan(200);
    expect(report.result.overall_score).toBeLessThanOrEqual(7);
    expect(report.result.overall_score).toBeGreaterThanOrEqual(5);
  });
  it("rates a short resume full of clichés as weak", () => {
    const cliches = `Ivan Orlov
ivan.orlov@example.com +7 999 123-45-67
About me
Hard-working team player, detail-oriented, results-driven, fast learner and passionate go-getter with excellent communication skills.
Experience
Manager, Some Company, 2019 – 2024
Responsible for various tasks and projects etc.
Worked on reports and helped with meetings.
Skills
Communication, teamwork, leadership, MS Office`;
    const report = analyze(cliches);
    expect(report.result.overall_score).toBeLessThan(5);
  });
  it("caps a resume whose phone is a template placeholder", () => {
    const report = analyze(SHORT_TIDY.replace("+1 415 555 0142", "+7 (9XX) XXX-XX-XX"));
    expect(report.result.overall_score).toBeLessThanOrEqual(5.5);
  });
});

describe("numbers that are not results", () => {
  it("does not count the 1 of '1С' as a measurable result", async () => {
    const { isQuantified } = await import("../../worker/analysis/engine/content");
    expect(isQuantified("разработка отчётов в 1с:erp, что позволило сократить время на подготовку данных")).toBe(false);
    expect(isQuantified("сократил время подготовки данных в 1с с 2 дней до 2 часов")).toBe(true);
  });
});

describe("verbs of process", () => {
  it("tells a resume written in the imperfective to switch aspect, not that it has no verbs", () => {
    const report = analyze(`Игорь Лавров
Python-разработчик
igor@example.ru · +7 999 765-43-21
Опыт работы
ООО «Техно», 2020 — настоящее время
- Разрабатывал и поддерживал REST API на FastAPI
- Создавал веб-приложения на Django
- Внедрял CI/CD в Jenkins
- Писал unit-тесты
Навыки
Python, FastAPI, Django, Docker, PostgreSQL`);
    const verbs = report.criteria.find((c) => c.id === "content.action_verbs")!;
    expect(report.facts.processVerbs).toEqual(["разрабатывал", "поддерживал", "создавал", "внедрял", "писал"]);
    expect(verbs.finding).toMatch(/глаголами процесса \(5\)/);
    expect(verbs.fix).toMatch(/совершенный/);
    expect(verbs.score).toBeGreaterThan(0.45);
  });
});

describe("locations as US resumes write them", () => {
  it("reads 'City, ST' in the header", () => {
    expect(facts("Dana Holt\nLittle Rock, AR | 873-555-0156 | dana@example.com\nSummary").contacts.city).toBe(
      "Little Rock",
    );
    expect(facts("Sam Reed\nOak Park, CA 91377 ▪ sam@example.com").contacts.city).toBe("Oak Park");
    expect(facts("Ким Юн\nMapo-gu, Seoul, Republic of Korea").contacts.city).toBe("Seoul");
    expect(facts("Vance Rey\nParalegal\nContact Albany, NY (716) 555-0100 vance@example.com").contacts.city).toBe(
      "Albany",
    );
  });
});
