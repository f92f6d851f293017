/**
 * Issue 22, the fourth recruiter review's kinds (decision 515): checks that passed when they should fail, absences
 * said without a search, and verdicts untrue of the person. Every case is generated from forms (languages, separators,
 * counts, date styles, layouts), none is a resume's text.
 */
import { describe, expect, it } from "vitest";
import { marketCriteria } from "../../worker/analysis/engine/criteria/market";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { findPersonalData } from "../../worker/analysis/engine/personal";
import { foldCase } from "../../worker/analysis/engine/text";
import { type ResumeParts, ruResume } from "./fixtures/resume-parts";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const criterion = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);
const kindsOf = (text: string, year = 2026) => findPersonalData(foldCase(text), text, year).map((h) => h.kind);

/** A plain English resume; the parts each test varies are passed in. */
function enResume(parts: ResumeParts): string {
  return [
    "John Smith",
    "Software Engineer",
    parts.header ?? "john.smith@example.com\n+44 7700 900123\nLondon, UK",
    "",
    parts.top ?? "",
    "Experience",
    parts.jobs ??
      "January 2019 – December 2023\nAcme Ltd, Software Engineer\n• Built a billing service in Go used by 40 teams.\n• Reduced deploy time from 30 to 5 minutes.",
    "",
    "Education",
    parts.education ?? "2014 – 2018 University of Leeds, BSc Computer Science",
    "",
    "Skills",
    "Go, Python, PostgreSQL, Docker, Kubernetes, Git",
    parts.tail ?? "",
  ].join("\n");
}

describe("family status and children are read by grammar, in both languages", () => {
  const ruCounts = ["двое", "трое", "один", "одна", "2", "3"];
  const ruNouns = ["детей", "ребенка", "ребёнок", "сына", "дочери", "дети"];
  it("a count that opens a clause, a verb of having or a label names the person's children", () => {
    for (const opener of ["Женат, ", "Замужем; ", "", "Семья: "])
      for (const count of ruCounts)
        for (const noun of ruNouns) {
          const line = `${opener}${count} ${noun}`;
          const kinds = kindsOf(`Иван Петров\n${line}\nОпыт работы`);
          // Not every count agrees with every noun; those that do are what a person writes.
          if (
            /^(?:двое|трое|2|3) (?:детей|ребенка|ребёнок|сына|дочери)$|^(?:один|одна) (?:ребенок|ребёнок|сын)/u.test(
              `${count} ${noun}`,
            )
          )
            expect(kinds, line).toContain("children");
        }
    for (const verb of ["Есть", "Имею", "Воспитываю"])
      for (const noun of ["двоих детей", "сына", "дочь", "ребенка"])
        expect(kindsOf(`${verb} ${noun}`), `${verb} ${noun}`).toContain("children");
  });
  it("a count of children inside a sentence about work, or the adjective, is no family detail", () => {
    for (const range of ["40–70", "20-30", "15 — 25", "100"])
      for (const noun of ["детей", "ребят"])
        expect(kindsOf(`Организовывал выездные мероприятия для групп ${range} ${noun}.`)).not.toContain("children");
    for (const adjective of ["детских лагерях", "детского сада", "детские площадки", "детской больнице"])
      expect(kindsOf(`Запустил сеть проектов в ${adjective} Подмосковья`)).not.toContain("children");
    for (const phrase of ["children's books", "a children's hospital", "kids' clothing store"])
      expect(kindsOf(`Sold ${phrase} across the region`)).not.toContain("children");
  });
  it("English: my/our wife, husband, children, kids, sons and daughters", () => {
    for (const owner of ["my", "our", "My"])
      for (const noun of ["wife", "husband", "children", "kids", "two children", "daughter", "sons"]) {
        const kinds = kindsOf(`My main goal is to provide for ${owner} ${noun} and own a home.`);
        expect(
          kinds.some((k) => k === "children" || k === "marital"),
          `${owner} ${noun}`,
        ).toBe(true);
      }
  });
  it("the report's check fails on them instead of «Сведений о семье нет»", () => {
    const found = criterion(
      enResume({ top: "Objective\nMy goal is a stable job where I can grow and provide for my wife and children." }),
      "privacy.family",
    );
    expect(found?.status).not.toBe("pass");
  });
});

describe("a date of birth in any format, and citizenship, are personal details", () => {
  const days: ReadonlyArray<(d: number, m: number, y: number) => string> = [
    (d, m, y) => `${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`,
    (d, m, y) => `${d}/${m}/${y}`,
    (d, m, y) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    (d, _m, y) => `${d} August ${y}`,
    (d, _m, y) => `${d} августа ${y}`,
  ];
  it("an unlabelled whole day in the header, in a year a grown person was born, is a date of birth", () => {
    for (const format of days)
      for (const [d, m, y] of [
        [8, 8, 1977],
        [13, 10, 1991],
        [1, 2, 2004],
      ] as const)
        for (const around of [
          (x: string) => `+7 999 012 7304 ${x}`,
          (x: string) => x,
          (x: string) => `Москва · ${x}`,
        ]) {
          const header = around(format(d, m, y));
          expect(kindsOf(`Иван Петров\n${header}\nivan@example.com`), header).toContain("birth");
        }
  });
  it("a period, a recent date or a date below the header is no date of birth", () => {
    for (const format of days) {
      const start = format(1, 3, 2015);
      const end = format(1, 4, 2018);
      expect(kindsOf(`Иван Петров\n${start} – ${end} ООО «Альфа»`), start).not.toContain("birth");
      expect(kindsOf(`Иван Петров\nДата: ${format(12, 3, 2024)}`)).not.toContain("birth");
      const below = Array.from({ length: 14 }, (_, i) => `строка ${i}`).join("\n");
      expect(kindsOf(`Иван Петров\n${below}\nСертификат выдан ${format(8, 8, 1999)}`)).not.toContain("birth");
    }
  });
  it("citizenship in both languages is reported, with when to keep it", () => {
    for (const line of [
      "Гражданство - Украина",
      "Гражданство: РФ",
      "Citizenship: Indian",
      "US citizen",
      "Москва, гражданство РФ",
    ])
      expect(kindsOf(`Иван Петров\n${line}`), line).toContain("citizenship");
    const found = criterion(
      ruResume({ header: "ivan.petrov@example.com\n+7 900 123-45-67\nМосква Гражданство - Украина" }),
      "privacy.sensitive",
    );
    expect(found?.status).toBe("info");
    expect(found?.finding).toContain("гражданство");
    expect(kindsOf("Иван Петров\nГражданский брак")).not.toContain("citizenship");
  });
});

/** A research CV: a faculty title, a doctoral degree and listed publications; the record's parts vary. */
function researchCv(extra: string, language: "ru" | "en" = "en"): string {
  const base =
    language === "en"
      ? [
          "Anna Ivanova, PhD",
          "Associate Professor of Physics, University of Leeds",
          "anna.ivanova@example.com · ORCID 0000-0002-1825-0097",
          "",
          "Education",
          "2010 – 2014 PhD in Physics, University of Cambridge",
          "",
          "Academic Appointments",
          "2018 – present Associate Professor, University of Leeds",
          "2014 – 2018 Postdoctoral Researcher, University of Oxford",
          "",
          "Publications",
          "1. Ivanova A., Smith J. Quantum dots in strong fields. Physical Review B, 2019, vol. 99, pp. 1–10.",
          "2. Ivanova A. Spin transport at interfaces. Journal of Applied Physics, 2021, vol. 130, pp. 5–15.",
          "",
        ]
      : [
          "Анна Иванова, к.ф.-м.н.",
          "Доцент кафедры физики, МГУ",
          "anna.ivanova@example.com · ORCID 0000-0002-1825-0097",
          "",
          "Образование",
          "2010 – 2014 Аспирантура, кандидат физико-математических наук, МГУ",
          "",
          "Опыт работы",
          "2018 – наст. время Доцент кафедры физики, МГУ",
          "2014 – 2018 Научный сотрудник, ФИАН",
          "",
          "Публикации",
          "1. Иванова А. Квантовые точки в сильных полях // Журнал экспериментальной физики. 2019. Т. 99. С. 1–10.",
          "2. Иванова А. Спиновый транспорт // Физика твёрдого тела. 2021. Т. 63. С. 5–15.",
          "",
        ];
  return [...base, extra].join("\n");
}

describe("a research record's parts are searched by heading and content before «не нашлось»", () => {
  const record = (extra: string, language: "ru" | "en" = "en") =>
    criterion(researchCv(extra, language), "research.record");
  it("a heading of any wording that names grants, talks or teaching", () => {
    const headings: ReadonlyArray<readonly [string, string]> = [
      ["EXTERNAL FUNDING\nNational Endowment for the Arts, $20,000, 2021", "гранты"],
      ["Internal Funding\nSeed award, 2020", "гранты"],
      ["COURSES TAUGHT\nIntroduction to Physics (PHYS 101)", "преподавание"],
      ["DISSERTATION AND THESIS SUPERVISION\n2021, Chair, J. Doe, PhD", "преподавание"],
      ["POSTDOCTORAL MENTORSHIP\nJ. Doe, 2022 – 2023", "преподавание"],
      ["CONFERENCE PROCEEDINGS PAPERS\nIvanova A. Spin. Proc. of the 8th Int. Conf., 2022.", "доклады"],
      ["KEYNOTES\nPhysics Days, Leeds, 2023", "доклады"],
    ];
    for (const [extra, named] of headings) {
      const found = record(extra);
      expect(found?.finding, extra).toContain(named);
      const missing = found?.finding.split("Не нашлось")[1] ?? "";
      expect(missing, extra).not.toContain(named.split(" ")[0]!);
    }
  });
  it("an entry or a sentence: a scholarship named in education, a conference paper, a course taught", () => {
    const grant = record("Магистр физики (Стипендия «Болашак», GPA 3,8/4,0), 2012", "ru");
    expect(grant?.finding).toMatch(/Есть[^.]*стипенди/u);
    expect(grant?.finding.split("Не нашлось")[1] ?? "").not.toContain("гранты");
    for (const paper of [
      "3. Ivanova A. Exoskeletons. 2023 8th International Conference on Robotics, Singapore, pp. 12–16.",
      "3. Иванова А. Экзоскелеты // Труды конференции «Робототехника–2022». 2022. С. 12–16.",
    ]) {
      const found = record(paper, paper.startsWith("3. Iv") ? "en" : "ru");
      expect(found?.finding.split("Не нашлось")[1] ?? "", paper).not.toContain("доклады");
    }
    for (const taught of [
      "Taught Quantum Mechanics to 120 undergraduates, 2019 – 2022",
      "Преподавал курс «Квантовая механика», 2019 – 2022",
    ]) {
      const found = record(taught, taught.startsWith("T") ? "en" : "ru");
      expect(found?.finding.split("Не нашлось")[1] ?? "", taught).not.toContain("преподавание");
    }
  });
  it("a word in a reference's title is no grant or course; with nothing anywhere the part is missing", () => {
    const found = record(
      "3. Whiton R., Salter A., eds. “Comics as Scholarship: Special Issue.” Digital Humanities Quarterly, 2020.",
    );
    expect(found?.finding).toContain("Не нашлось");
    expect(found?.finding.split("Не нашлось")[1]).toContain("гранты");
    expect(record("")?.finding.split("Не нашлось")[1]).toContain("преподавание");
  });
  it("a CV longer than the engine reads: what was not found is said, never that it is missing", () => {
    const long = Array.from(
      { length: 900 },
      (_, i) => `${i + 3}. Ivanova A. Paper number ${i}. Physical Review B, 2019, vol. 99, pp. 1–10.`,
    ).join("\n");
    const found = record(`${long}\nCOURSES TAUGHT\nPhysics 101`);
    expect(found?.finding).not.toContain("Не нашлось");
    expect(found?.finding).toContain("Не смогли найти");
  });
});

describe("the target, the city, the summary and the education level are searched before «не нашлось»", () => {
  it("a target stated in a sentence of the summary or the header", () => {
    const sentences = [
      "Рассматриваю позиции руководителя высшего звена, с прямым подчинением акционеру.",
      "Ищу работу главного бухгалтера в производственной компании.",
      "Претендую на должность финансового директора.",
      "Seeking a senior data engineer role in a product company.",
      "Looking for a position as a project manager in construction.",
    ];
    for (const sentence of sentences) {
      const text = (sentence.match(/[а-я]/u) ? ruResume : enResume)({
        top: `${sentence.match(/[а-я]/u) ? "О себе" : "Summary"}\nБолее 10 лет опыта. ${sentence} Люблю сложные задачи и работаю на результат.`,
      }).replace(/^(Иван Петров|John Smith)\n(Frontend-разработчик|Software Engineer)\n/u, "$1\n");
      const found = criterion(text, "structure.desired_position");
      expect(found?.finding, sentence).not.toContain("не нашлось");
    }
  });
  it("a place under a label anywhere, or an address block with a postcode in the header", () => {
    for (const label of ["Place: Mumbai", "Location - Berlin", "Город: Казань", "Based in Leeds"]) {
      const text = enResume({ header: "john.smith@example.com\n+44 7700 900123", tail: `\n${label}` });
      const found = criterion(text, "contacts.city");
      expect(found?.finding, label).not.toContain("Не нашли");
    }
    for (const [street, town, postcode] of [
      ["20 John Ball Close", "Rugeley", "WS15 2NN"],
      ["14 High Street", "Stafford", "ST16 2AB"],
      ["221B Baker Street", "London", "NW1 6XE"],
    ] as const) {
      const text = enResume({ header: `${street}\n${town}\n${postcode}\n07700 900123\njohn.smith@example.com` });
      const found = criterion(text, "contacts.city");
      expect(found?.finding, street).toContain(town);
    }
  });
  it("a summary whose heading was glued to the contact line above it", () => {
    for (const heading of ["Objective", "Summary", "Profile"]) {
      const text = [
        "John Smith",
        "Contact",
        "07700 900123",
        `john.smith@example.com ${heading}`,
        "My goal is to get a great job working for a company that treats its staff with respect and to grow in it over the years.",
        "Education",
        "2014 – 2018 University of Leeds, BSc Computer Science",
        "Experience",
        "January 2019 – December 2023",
        "Acme Ltd, Software Engineer",
      ].join("\n");
      expect(criterion(text, "structure.summary")?.finding, heading).not.toContain("Нет раздела");
    }
  });
  it("an education level written in words under the education heading", () => {
    for (const level of [
      "Среднее полное",
      "Полное среднее",
      "Среднее (полное) общее",
      "Среднее общее образование",
      "11 классов",
    ]) {
      const found = criterion(ruResume({ education: level }), "education.level");
      expect(found?.finding, level).toContain("среднее");
    }
    for (const level of [
      "GCSE C's and D's in Maths and English",
      "High school diploma, 2004",
      "A-levels: Maths, Physics",
    ])
      expect(criterion(enResume({ education: level }), "education.level")?.finding, level).toContain("среднее");
  });
});

describe("handles, typos, lower bounds, job headers and internal links", () => {
  it("an e-mail of digits alone or a nickname's digit between words is not «деловой»", () => {
    for (const local of ["12345678", "89161234567", "with7god", "ice4you", "dark2night"]) {
      const found = criterion(
        ruResume({ header: `${local}@gmail.com\n+7 900 123-45-67\nМосква` }),
        "contacts.email_professional",
      );
      expect(found?.status, local).not.toBe("pass");
    }
    for (const local of ["ivan.petrov", "ivanov1987", "i.petrov", "petrov_ivan"]) {
      const found = criterion(
        ruResume({ header: `${local}@gmail.com\n+7 900 123-45-67\nМосква` }),
        "contacts.email_professional",
      );
      expect(found?.status, local).toBe("pass");
    }
  });
  it("English typos of a missing or a wrong letter inside a long word are reported", () => {
    for (const [typo, right] of [
      ["succesful", "successful"],
      ["comunication", "communication"],
      ["managment", "management"],
      ["enviroment", "environment"],
    ] as const) {
      const text = enResume({
        top: `Summary\nA ${typo} engineer who keeps the team's delivery steady and predictable.`,
      });
      expect(criterion(text, "style.typos")?.finding, typo).toContain(right);
    }
  });
  it("«более 20 лет» agrees with 27 years by the dates; «20 лет» alone does not", () => {
    const jobs =
      "Январь 1999 — наст. время\nООО «Альфа», финансовый директор\n• Привлёк 4 млрд рублей заёмного финансирования.";
    const report = (claim: string) =>
      analyze(ruResume({ top: `О себе\n${claim} опыта в корпоративных финансах и M&A.`, jobs }));
    for (const bound of ["Более 20 лет", "Свыше 20 лет", "Больше 20 лет"])
      expect(JSON.stringify(report(bound).result), bound).not.toContain("написано про 20");
    expect(JSON.stringify(report("Ровно 20 лет").result)).toContain("написано про 20");
  });
  it("an employer's line written again under a second post there is no copied duty", () => {
    const jobs = [
      "Старший научный сотрудник дек. 2023 – мар. 2025",
      "Факультет механики и робототехники, КазНУ, Алматы, Казахстан",
      "• Руководил разработкой экзоскелета колена от концепции до прототипа",
      "Научный ассистент май 2022 – нояб. 2023",
      "Факультет механики и робототехники, КазНУ, Алматы, Казахстан",
      "• Спроектировал и изготовил прототип методом 3D-печати",
    ].join("\n");
    expect(JSON.stringify(analyze(ruResume({ jobs })).result)).not.toContain("Один и тот же пункт");
    const copied = jobs.replace(
      "• Спроектировал и изготовил прототип методом 3D-печати",
      "• Руководил разработкой экзоскелета колена от концепции до прототипа",
    );
    expect(JSON.stringify(analyze(ruResume({ jobs: copied })).result)).toContain("Один и тот же пункт");
  });
  it("a link inside a company's network is not «записаны корректно»", () => {
    for (const url of [
      "https://intranet.acme.com/profile/123",
      "http://portal.corp/people/jsmith",
      "https://r2d2.acme.com/Web/Redirect.dll/Files/profile.html",
      "http://192.168.1.15/cv",
      "https://acme.sharepoint.com/sites/hr/jsmith",
    ]) {
      const text = enResume({ header: `john.smith@example.com\n+44 7700 900123\nLondon, UK\n${url}` });
      expect(criterion(text, "contacts.links_valid")?.status, url).not.toBe("pass");
    }
    const text = enResume({ header: "john.smith@example.com\n+44 7700 900123\nLondon, UK\nhttps://github.com/jsmith" });
    expect(criterion(text, "contacts.links_valid")?.status).toBe("pass");
  });
});

describe("posts held at once are an overlap, whichever is inside the other", () => {
  const month = ["январь", "март", "май", "сентябрь", "ноябрь"];
  it("a titled post inside another's dates by more than a month is reported; one month, a side role or a copy is not", () => {
    for (const [outerTitle, innerTitle] of [
      ["Ассистент лаборатории робототехники", "Старший научный сотрудник"],
      ["Бухгалтер", "Главный бухгалтер"],
      ["Software Engineer", "Data Analyst"],
    ] as const)
      for (const m of month) {
        const jobs = [
          `${outerTitle} ${m} 2019 – июль 2023`,
          "ООО «Альфа», Москва",
          "• Вёл проекты автоматизации и внедрял отчётность.",
          `${innerTitle} ${m} 2020 – апрель 2021`,
          "ООО «Бета», Москва",
          "• Настроил учёт и сдавал отчётность в срок.",
        ].join("\n");
        const found = criterion(ruResume({ jobs }), "experience.overlaps");
        expect(found?.finding, `${outerTitle} / ${innerTitle} / ${m}`).toMatch(/^Периоды работы пересекаются/u);
      }
    const side = [
      "Бухгалтер январь 2019 – июль 2023",
      "ООО «Альфа», Москва",
      "• Вёл учёт и отчётность.",
      "Бухгалтер по совместительству март 2020 – апрель 2021",
      "ООО «Бета», Москва",
      "• Сдавал отчётность в срок.",
    ].join("\n");
    expect(criterion(ruResume({ jobs: side }), "experience.overlaps")?.finding ?? "").not.toMatch(
      /^Периоды работы пересекаются/u,
    );
    const handOver = side.replace(
      "Бухгалтер по совместительству март 2020 – апрель 2021",
      "Главный бухгалтер июль 2023 – апрель 2025",
    );
    expect(criterion(ruResume({ jobs: handOver }), "experience.overlaps")?.finding ?? "").not.toMatch(
      /^Периоды работы пересекаются/u,
    );
  });
});

describe("a role the person names is never «назови роль»", () => {
  const clarity = marketCriteria.find((c) => c.id === "market.profile_clarity")!;
  it("the summary's opening title or a stated target is quoted when the reading is unsure of the role", () => {
    for (const [opening, named] of [
      ["Инженер-робототехник с научными интересами в области экзоскелетов.", "Инженер-робототехник"],
      ["Рассматриваю позиции руководителя высшего звена в производстве.", "руководителя высшего звена"],
      ["I am a data engineer with eight years in banking.", "data engineer"],
    ] as const) {
      const text = [
        "Иван Петров",
        "ivan.petrov@example.com\n+7 900 123-45-67\nМосква",
        "О себе",
        `${opening} Люблю сложные задачи и довожу их до результата.`,
        "Опыт работы",
        "Январь 2019 — Декабрь 2023\nООО «Альфа»\n• Разработал прототип и провёл испытания.",
      ].join("\n");
      const { facts } = analyze(text);
      // The reading unsure of the role (a low confidence), as on a resume whose jobs point several ways.
      const candidate = {
        role: "Инженер",
        role_family: "engineering_manufacturing",
        seniority: "middle",
        confidence: 0.3,
      };
      const verdict = clarity.evaluate({ facts, input: { text, format: "pdf" }, year: 2026, candidate } as never);
      expect(verdict?.finding, opening).not.toMatch(/неявно/u);
      expect(verdict?.finding, opening).toContain(named);
    }
  });
});

describe("a word is not a fact about the person: photos in duties, duty labels beside results", () => {
  it("a photo is a label on its own line, not a word in a duty or a hobby", () => {
    for (const label of ["Фото", "[Photo]", "Фотография:", "PHOTO"])
      expect(kindsOf(`Иван Петров\n${label}\n+7 900 123-45-67`), label).toContain("photo");
    for (const line of [
      "Продавец загружает фото — система распознаёт чек.",
      "Организовал фотосессии для всех смен.",
      "2014-2016 – курсы фотографии",
      "Edited photo and video content for the brand.",
    ])
      expect(kindsOf(`Иван Петров\n${line}`), line).not.toContain("photo");
  });
  it("«Обязанности:» labels above duties, with results in numbers beside them, are not «опыт описан как обязанности»", () => {
    const job = (n: number) =>
      [
        `Январь 20${10 + n * 2} — Декабрь 20${11 + n * 2}`,
        `ООО «Компания ${n}», финансовый директор`,
        "Обязанности:",
        "• Бюджетирование и отчётность группы.",
        "Достижения:",
        `• Сократил расходы на ${10 + n}% за год.`,
        `• Привлёк ${n + 1} млрд рублей финансирования.`,
      ].join("\n");
    const found = criterion(ruResume({ jobs: [0, 1, 2].map(job).join("\n") }), "content.duties");
    expect(found?.finding).not.toMatch(/^Опыт описан как обязанности/u);
  });
});

describe("no speciality of a diploma nobody has, no «трудно понять» beside a named role", () => {
  it("school alone is not judged as a diploma's speciality", () => {
    for (const level of ["Среднее полное", "Среднее общее образование", "Школа № 5, 2008"]) {
      const found = criterion(ruResume({ education: level }), "education.relevance");
      expect(found?.finding ?? "", level).not.toContain("по диплому");
    }
  });
  it("a role named in the summary while the reading abstains is quoted", () => {
    const clarity = marketCriteria.find((c) => c.id === "market.profile_clarity")!;
    for (const [opening, named] of [
      ["Инженер-робототехник с научными интересами.", "Инженер-робототехник"],
      ["Data engineer with eight years in banking.", "Data engineer"],
    ] as const) {
      const text = [
        "Иван Петров",
        "О себе",
        `${opening} Довожу задачи до результата.`,
        "Опыт работы",
        "2019 — 2023 ООО «Альфа»",
      ].join("\n");
      const { facts } = analyze(text);
      const candidate = { role: null, role_family: null, seniority: "middle", confidence: 0.2 };
      const verdict = clarity.evaluate({ facts, input: { text, format: "pdf" }, year: 2026, candidate } as never);
      expect(verdict?.finding, opening).not.toContain("трудно понять");
      expect(verdict?.finding, opening).toContain(named);
    }
  });
});
