/**
 * Knowledge as data (issue 21, items 1 and 5; decision 220): the phrase matcher, the professions it is compiled
 * from (family and level of a title), the fields of study, and the skills cleanliness gate. Property tests generate
 * the forms a title or a junk item takes (letter case, level words, punctuation, ages and family details).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { skillItemProblem } from "../../worker/analysis/engine/skills/gate";
import { familyOfStudies } from "../../worker/analysis/knowledge/fields";
import { PhraseIndex, words } from "../../worker/analysis/knowledge/phrases";
import {
  familyOfTitle,
  isExecutiveTitle,
  levelOfTitle,
  professionCounts,
  profilesOfTitle,
  readsAsJobTitle,
} from "../../worker/analysis/knowledge/professions";
import { NOW } from "./now";

describe("PhraseIndex: words, stems and wildcards on word boundaries", () => {
  const index = new PhraseIndex<string>();
  index.add("data engineer", "data");
  index.add("бухгалтер*", "stem");
  index.add("chief * officer", "chief");
  index.add("менеджер по продажам", "sales");
  index.add("data engineer", "second value is ignored");
  const found = (text: string) => index.findAll(words(text)).map((h) => h.value);

  it("matches whole words only, in any case and punctuation", () => {
    expect(found("Senior DATA-Engineer")).toEqual(["data"]);
    expect(found("metadata engineering")).toEqual([]);
  });
  it("a stem matches any word that starts with it, never inside a word", () => {
    expect(found("Главного бухгалтера")).toEqual(["stem"]);
    expect(found("Помощник-бухгалтер")).toEqual(["stem"]);
    expect(found("Суббухгалтер")).toEqual([]);
  });
  it("a lone * is any one word, and exact Russian words meet their inflections", () => {
    expect(found("Chief Revenue Officer")).toEqual(["chief"]);
    expect(found("Chief Officer")).toEqual([]);
    expect(found("Менеджера по продажам")).toEqual(["sales"]);
  });
});

describe("professions: a title's role family", () => {
  it.each([
    // The unseen sets' kinds of miss: administrators and network or security engineers are IT, not office or plant.
    ["Database Administrator", "it_support"],
    ["Администратор баз данных", "it_support"],
    ["Network Engineer", "devops_sre"],
    ["Сетевой инженер", "devops_sre"],
    ["Security Engineer", "devops_sre"],
    ["Инженер по информационной безопасности", "devops_sre"],
    ["Системный администратор", "it_support"],
    // Generated titles of the classifications.
    ["Registered Nurse", "other"],
    ["Plumber", "engineering_manufacturing"],
    ["Kitchen Manager", "hospitality_food"],
    ["Motion Designer", "design"],
    // Curated words decide before generic heads, whatever the level words.
    ["Senior Sales Manager", "sales"],
    ["Head of Sales", "sales"],
    ["Менеджер по продажам", "sales"],
    ["QA Engineer", "qa_testing"],
    ["DevOps Engineer", "devops_sre"],
    ["Site Reliability Engineer", "devops_sre"],
    ["Ведущий инженер-конструктор", "engineering_manufacturing"],
    ["Бухгалтер-кассир", "accounting_finance"],
    ["Research Engineer", "research_academia"],
    ["Office Manager", "administrative_office"],
    ["Генеральный директор", "executive_management"],
  ])("%s → %s", (title, family) => {
    expect(familyOfTitle(title)).toBe(family);
  });

  // Decision 295: a field of work qualifies a generic head, a role noun or a level word; a specific word decides first.
  it.each([
    ["Finance Coordinator", "accounting_finance"],
    ["Director of Finance", "accounting_finance"],
    ["Vice President, Corporate Finance", "accounting_finance"],
    ["Senior Lending Officer", "accounting_finance"],
    ["Billing Specialist", "accounting_finance"],
    ["Communications Coordinator", "marketing"],
    ["Digital Advertising Consultant", "marketing"],
    ["Information Technology Technician I", "it_support"],
    ["Compliance Officer", "legal"],
    ["Healthcare Administrator", "other"],
    ["Руководитель отдела рекламы", "marketing"],
    ["Начальник финансового отдела", "accounting_finance"],
    // A specific word before the field, the field before the head.
    ["Financial Analyst", "accounting_finance"],
    ["IT Project Manager", "product_project_management"],
    ["Medical Sales Representative", "sales"],
    ["Information Technology Instructor", "education_teaching"],
    ["Group Fitness Instructor", "other"],
    ["QA / QC Manager", "engineering_manufacturing"],
    ["PhD in Artificial Intelligence", "data_ml"],
    ["Vice President", "executive_management"],
  ])("%s → %s (fields of work)", (title, family) => {
    expect(familyOfTitle(title)).toBe(family);
  });

  it("a field of work alone names no family", () => {
    expect(familyOfTitle("Finance")).toBeNull();
    expect(familyOfTitle("Progressive financial and managerial experience")).toBeNull();
    expect(familyOfTitle("Communications skills")).toBeNull();
  });

  it("a line reads as a job title only with a level word, a role noun or a title of two words", () => {
    for (const title of ["DFW PERSONAL CHEF", "SALES ASSOCIATE", "HR GENERALIST", "CARPENTER APPRENTICE"])
      expect(readsAsJobTitle(title), title).toBe(true);
    for (const name of ["John Cook", "Anna Baker", "Sebastian Bender", "Иван Повар", "Customer Service"])
      expect(readsAsJobTitle(name), name).toBe(false);
  });

  it("knows no family for words that are no profession", () => {
    expect(familyOfTitle("")).toBeNull();
    expect(familyOfTitle("Creative, curious, reliable")).toBeNull();
  });

  it("holds tens of thousands of generated titles beside the curated words", () => {
    const counts = professionCounts();
    expect(counts.generated).toBeGreaterThan(50_000);
    expect(counts.curated).toBeGreaterThan(300);
  });

  it("names the skill profiles a title speaks for", () => {
    expect([...profilesOfTitle("Frontend-разработчик")]).toEqual(expect.arrayContaining(["frontend", "backend"]));
    expect(profilesOfTitle("Инженер котельной").has("hospitality")).toBe(false);
    expect(profilesOfTitle("Администратор гостиницы").has("hospitality")).toBe(true);
  });
});

describe("professions: level words, one scale", () => {
  it.each([
    ["Senior Backend Developer", "senior"],
    ["Ведущий бухгалтер", "senior"],
    ["Junior QA", "junior"],
    ["Младший юрист", "junior"],
    ["Middle Python Developer", "middle"],
    ["Head of Engineering", "lead_manager"],
    ["Руководитель отдела продаж", "lead_manager"],
    ["Senior Team Lead", "lead_manager"],
    ["Стажёр-аналитик", "student_intern"],
    ["Software Engineering Intern", "student_intern"],
    ["CEO & Co-Founder", "executive"],
    ["Генеральный директор", "executive"],
    ["Accountant", null],
  ])("%s → %s", (title, level) => {
    expect(levelOfTitle(title)).toBe(level);
  });

  it("reads C-level titles as executive", () => {
    expect(isExecutiveTitle("Chief Technology Officer")).toBe(true);
    expect(isExecutiveTitle("Technical Lead")).toBe(false);
  });
});

describe("professions: properties over generated forms", () => {
  const professions = fc.constantFrom(
    ["бухгалтер", "accounting_finance"],
    ["Accountant", "accounting_finance"],
    ["тестировщик", "qa_testing"],
    ["Data Scientist", "data_ml"],
    ["юрист", "legal"],
    ["Recruiter", "hr_recruiting"],
    ["Маркетолог", "marketing"],
    ["Database Administrator", "it_support"],
    ["Frontend Developer", "software_engineering"],
    ["Логист", "logistics_transport"],
  );
  const levels = fc.constantFrom(
    ["Senior", "senior"],
    ["Ведущий", "senior"],
    ["Junior", "junior"],
    ["Младший", "junior"],
    ["Middle", "middle"],
    ["", null],
  );
  const recase = (text: string, mode: number) =>
    mode === 0 ? text : mode === 1 ? text.toUpperCase() : mode === 2 ? text.toLowerCase() : text;

  it("a level word, letter case and punctuation around a title change neither its family nor its level", () => {
    fc.assert(
      fc.property(
        professions,
        levels,
        fc.nat(3),
        fc.constantFrom("", " ", " — ", ", ", "• ", "**"),
        (p, l, mode, wrap) => {
          const [title, family] = p;
          const [word, level] = l;
          const text = recase(`${wrap}${word ? `${word} ` : ""}${title}${wrap.trim() ? wrap : ""}`, mode);
          expect(familyOfTitle(text)).toBe(family);
          expect(levelOfTitle(text)).toBe(level);
        },
      ),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        familyOfTitle(text);
        levelOfTitle(text);
        profilesOfTitle(text);
      }),
    );
  });
});

describe("fields of study of someone with no job title", () => {
  it.each([
    ["бакалавриат, «Прикладная математика и информатика»", "software_engineering"],
    ["НИУ ВШЭ, «Фундаментальная и прикладная лингвистика»", "other"],
    ["Высшая школа экономики, «Иностранные языки и межкультурная коммуникация»", "other"],
    ["магистратура «Науки о данных»", "data_ml"],
    ["Information Security, B.Sc.", "devops_sre"],
    ["Юриспруденция", "legal"],
    ["Средняя школа № 5", null],
  ])("%s → %s", (text, family) => {
    expect(familyOfStudies(text)).toBe(family);
  });
});

describe("skills cleanliness gate", () => {
  it.each([
    ["32 года", "personal"],
    ["Возраст: 25", "personal"],
    ["Замужем", "personal"],
    ["Двое детей", "personal"],
    ["Married, two children", "personal"],
    ["Date of birth 12.03.1990", "personal"],
    ["Гражданство РФ", "personal"],
    ["ул. Ленина, 5", "personal"],
    ["ivan@mail.ru", "personal"],
    ["Я знаю 3 языка", "fragment"],
    ["Отлично танцую такие стили", "fragment"],
    ["работа с", "fragment"],
    ["и Python", "fragment"],
    ["английский, французский и испанский", "fragment"],
    ["Умение работать в команде (и", "fragment"],
    ["Коммуникабель ность", "cut"],
    ["техники тест-", "cut"],
    ["2000", "fragment"],
    ["80 %", "fragment"],
  ])("%s is %s", (item, problem) => {
    expect(skillItemProblem(item)).toBe(problem);
  });

  it.each([
    "street dance",
    "A/B-тестирование",
    "Seaborn",
    "ФГОС ДО",
    "Excel (pivot tables, VLOOKUP)",
    "Friendly, courteous, & service oriented",
    "C++",
    "1С:Бухгалтерия",
    "Ведение переговоров",
    "Sony Vegas",
  ])("%s is a clean item", (item) => {
    expect(skillItemProblem(item)).toBeNull();
  });

  it("every name of the skills taxonomy passes the gate", () => {
    const unclean = SKILL_DICTIONARY.filter((entry) => skillItemProblem(entry.name)).map((e) => e.name);
    // O*NET lists LinkedIn as software; standing alone in a resume's list it is the contact link's label (decision 465).
    // O*NET's "Fluent" (ANSYS Fluent without its vendor) alone is a language level in a resume's list (decision 540).
    // O*NET's "Scholar" (Google Scholar) alone is a profile link's label too (decision 590).
    expect(unclean).toEqual(["Fluent", "LinkedIn", "Scholar"]);
  });

  it("any age, in any form, is a personal detail", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 14, max: 80 }),
        fc.constantFrom("лет", "года", "год", "years old"),
        fc.constantFrom("", "Возраст ", "Мне ", "- "),
        (n, unit, prefix) => {
          expect(skillItemProblem(`${prefix}${n} ${unit}`)).toBe("personal");
        },
      ),
    );
  });

  it("a word cut before any common ending is a cut word", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Коммуникабель", "Ответствен", "Пунктуаль", "Организован"),
        fc.constantFrom("ность", "ности"),
        (stem, ending) => {
          expect(skillItemProblem(`${stem} ${ending}`)).toBe("cut");
        },
      ),
    );
  });

  it("the report lists no personal details or fragments from a skills section", () => {
    const text = `Анна Смирнова
Бухгалтер
Опыт работы
Бухгалтер, ООО «Ромашка», 03.2020 — по настоящее время
Ведение первичной документации
Навыки
1С:Бухгалтерия, Excel, 32 года, замужем, двое детей
Я знаю 3 иностранных языка: английский, французский и испанский.
Ведение переговоров
Коммуникабель ность`;
    const keys = analyzeResume({ text, format: "pdf" }, { now: NOW }).result.key_skills;
    for (const key of keys) expect(skillItemProblem(key)).toBeNull();
    expect(keys).toContain("Excel");
    // The languages are the reading's skills, not key skills (decision 770).
    const { facts } = analyzeResume({ text, format: "pdf" }, { now: NOW });
    const languages = facts.skills.filter((s) => s.category === "languages").map((s) => s.display);
    expect(languages).toEqual(expect.arrayContaining(["английский", "французский", "испанский"]));
    expect(keys.join(" ")).not.toMatch(/32 года|замужем|детей|Я знаю|ность/u);
  });
});

describe("the engine reads the families of unseen kinds", () => {
  const profile = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW }).result.candidate_profile;
  it("a database administrator is IT support, not office administration", () => {
    const text = `Ivan Petrov
Database Administrator
Experience
Database Administrator, Northwind Bank, 01.2019 — present
Maintained PostgreSQL and Oracle clusters, backups and replication for 40 databases.
Skills
PostgreSQL, Oracle, Linux, Bash`;
    expect(profile(text)?.role_family).toBe("it_support");
  });
  it("a student with no job and a linguistics degree is «другая сфера», a student", () => {
    const text = `Мария Иванова
+7 900 000-00-00
Образование
2022 — наст. время НИУ ВШЭ, бакалавриат, «Фундаментальная и прикладная лингвистика»
Языки
Английский — C1, немецкий — B1
Личные качества
Ответственность, внимательность`;
    const read = profile(text);
    expect(read?.role_family).toBe("other");
    expect(read?.seniority).toBe("student_intern");
  });
});

describe("Russian occupations without a family: ОКПДТР titles by their ОКЗ group (decision 390)", () => {
  // ОКЗ 2014 follows ISCO-08 code for code; the groups the product has no family for are "other".
  const other = [
    "Социальный работник",
    "Врач общей практики",
    "Медицинская сестра процедурной",
    "Артист балета",
    "Пилот",
    "Фармацевт",
    "Зубной врач",
    "Специалист по социальной работе",
  ];
  for (const title of other) it(`«${title}» is other`, () => expect(familyOfTitle(title)).toBe("other"));

  // The generator derives the feminine form of a masculine agent noun (-ист → -истка, -ник → -ница, -тель →
  // -тельница, an adjective before it agreeing): a woman's title reads as the man's does.
  const pairs: ReadonlyArray<readonly [string, string]> = [
    ["Артист балета", "Артистка балета"],
    ["Социальный работник", "Социальная работница"],
    ["Артист драмы", "Артистка драмы"],
  ];
  for (const [masculine, feminine] of pairs)
    it(`«${feminine}» reads as «${masculine}»`, () => {
      expect(familyOfTitle(masculine)).toBe("other");
      expect(familyOfTitle(feminine)).toBe(familyOfTitle(masculine));
    });

  it("titles of the families keep their family («Инженер-программист», «Главный бухгалтер»)", () => {
    expect(familyOfTitle("Инженер-программист")).toBe("software_engineering");
    expect(familyOfTitle("Главный бухгалтер")).toBe("accounting_finance");
    expect(familyOfTitle("Менеджер по продажам")).toBe("sales");
  });

  it("ISCO groups written after a shorter prefix decide: pilots are other, not manufacturing", () => {
    expect(familyOfTitle("Airline Pilot")).toBe("other");
    expect(familyOfTitle("Aeroplane Captain")).toBe("other");
  });
});

describe("audit and assurance are fields of work of finance (decision 390)", () => {
  const heads = ["Manager", "Senior Associate", "Assistant Manager", "Director", "Specialist"];
  for (const field of ["Audit", "Assurance", "Risk Assurance", "Internal Audit"])
    for (const head of heads)
      it(`"${field} ${head}" is finance`, () => expect(familyOfTitle(`${field} ${head}`)).toBe("accounting_finance"));
  it("quality assurance stays testing", () => {
    expect(familyOfTitle("Quality Assurance Engineer")).toBe("qa_testing");
  });
  it("a field alone names no family", () => expect(familyOfTitle("Audit")).toBeNull());
});
