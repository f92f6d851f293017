/**
 * Issue 22, what a recruiter raises first (decision 600; the sixth review's kinds, `dev-8`): typos in headings, in
 * capitals and in product names, suggestions ranked by how common a word is, field terms never "corrected"; template
 * slots left unfilled; a nickname with a year as the e-mail; mojibake passed as "encoding fine". Every case is
 * generated from forms (words × slips × layouts), none is a resume's text.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { findMisspellings } from "../../worker/analysis/engine/spelling";
import { prepareText } from "../../worker/analysis/engine/text";
import { commonness } from "../../worker/analysis/knowledge/word-frequencies";
import { ruResume } from "./fixtures/resume-parts";
import { slips } from "./fixtures/slips";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const criterion = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);
const flagged = (text: string, language: "ru" | "en") => findMisspellings(prepareText(text), language);

describe("typos in headings and in lines typed in capitals", () => {
  const enWords = ["systems", "position", "experience", "education", "languages", "management"];
  const ruWords = ["образование", "навыки", "обязанности", "достижения", "стажировка"];

  it("a slip in a title-case heading is reported with the common word, capitalised as written", () => {
    for (const word of enWords)
      for (const typo of slips(word)) {
        const heading = `Current ${typo.charAt(0).toUpperCase()}${typo.slice(1)}`;
        const found = flagged(`John Smith\n${heading}\nI built data pipelines for the team every week.`, "en");
        expect(
          found.map((m) => m.suggestion?.toLowerCase()),
          typo,
        ).toContain(word);
      }
  });

  it("a slip in a line typed in capitals is reported in capitals", () => {
    for (const word of ruWords)
      for (const typo of slips(word)) {
        const found = flagged(`Иван Петров\nМОЁ ${typo.toUpperCase()} И ОПЫТ\nРаботал с клиентами каждый день.`, "ru");
        const hit = found.find((m) => m.word === typo.toUpperCase());
        expect(hit?.suggestion, typo).toBe(word.toUpperCase());
      }
  });

  it("names, places and companies in capitals or title case are never typos", () => {
    const lines = [
      "ИВАНОВ ИВАН ПЕТРОВИЧ",
      "PIETERMARITZBURG SOUTH AFRICA",
      "Huawei Research Institute",
      '"ROSTELEKOM" COMPANY',
      "Kelvin Hughes Limited",
    ];
    for (const line of lines) {
      expect(flagged(`${line}\nWorked with clients every day.`, "en"), line).toEqual([]);
      expect(flagged(`${line}\nРаботал с клиентами каждый день.`, "ru"), line).toEqual([]);
    }
  });
});

describe("product names misspelt anywhere", () => {
  it("a capitalised product one slip from the taxonomy is reported wherever it stands", () => {
    for (const [typo, right] of [
      ["Instragram", "Instagram"],
      ["Kubernets", "Kubernetes"],
      ["Photoshoop", "Photoshop"],
    ] as const) {
      const found = flagged(`Ведение соцсетей: ${typo}, Telegram и VK для трёх брендов.`, "ru");
      expect(
        found.map((m) => m.suggestion),
        typo,
      ).toContain(right);
    }
  });

  it("the taxonomy's own spelling, and a short capitalised word, are never reported", () => {
    for (const word of ["Instagram", "Kubernetes", "Figma", "Jira"])
      expect(flagged(`Работаю с ${word} каждый день в команде.`, "ru"), word).toEqual([]);
  });
});

describe("a suggestion is the nearest common word, or none", () => {
  it("the word list ranks words by use", () => {
    expect(commonness("работа", "ru")).not.toBeNull();
    expect(commonness("experience", "en")).not.toBeNull();
    expect(commonness("изымаемых", "ru")).toBeNull();
  });

  it("long words two slips from a common word are reported with it", () => {
    for (const [typo, right] of [
      ["developmnet", "development"],
      ["managament", "management"],
      ["responsibilites", "responsibilities"],
    ] as const) {
      const found = flagged(`I was in charge of ${typo} for the whole team every week.`, "en");
      expect(found.find((m) => m.word === typo)?.suggestion ?? null, typo).toBe(right);
    }
  });

  it("field terms written as two words run together, and possessives, are words", () => {
    for (const word of ["stepovers", "groundwater", "backend", "helpdesk", "workflows", "investees"])
      expect(flagged(`Studied ${word} of the region with the survey team for years.`, "en"), word).toEqual([]);
    for (const word of ["client’s", "master’s", "nation’s", "employee’s"])
      expect(flagged(`Improved the ${word} reporting process with new tools.`, "en"), word).toEqual([]);
  });
});

describe("template slots left in the text", () => {
  const said = (text: string) => analyze(text).result.weaknesses.filter((w) => /шаблон/u.test(w));
  const slots = ["[ ]", "[...]", "[____]", "ABC Company", "ABC Marketing", "XYZ Corp.", "XX лет", "Х лет", "Lorem"];
  const places: Array<(slot: string) => Parameters<typeof ruResume>[0]> = [
    (slot) => ({ top: `О себе\nМенеджер с опытом ${slot} в продажах.` }),
    (slot) => ({
      jobs: `Январь 2021 — Декабрь 2023\n${slot}, менеджер по продажам\n• Вёл 40 клиентов и увеличил выручку на 20%.`,
    }),
    (slot) => ({ tail: `\nДополнительно\nРекомендации: ${slot}` }),
  ];

  it("every shape, in the summary, a job and the end, is reported as the template's", () => {
    for (const slot of slots)
      for (const place of places) expect(said(ruResume(place(slot))).length, slot).toBeGreaterThan(0);
  });

  it("brackets a template left around the person's own lines are reported", () => {
    const jobs =
      "[Январь 2021 — Декабрь 2023]\n[ООО «Альфа», менеджер по продажам]\n• Вёл 40 клиентов и увеличил выручку на 20%.";
    expect(said(ruResume({ jobs })).length).toBeGreaterThan(0);
  });

  it("a Markdown link, a reference's number, a company of letters and a count of years are no template", () => {
    const clean = [
      { tail: "\n[GitHub](https://github.com/ivan)\n[Портфолио](https://ivan.dev)" },
      { top: "Публикации\n[1] Петров И. Статья о React. 2022.\n[2] Петров И. Статья о Redux. 2023." },
      { top: "О себе\nОпыт 5 лет в продажах, ABC-анализ ассортимента." },
      { top: "О себе\nРаботал в ABBYY и XYZ-проектах, 10 лет в рознице." },
      // A grant's sum noted in brackets under it (academic CVs): a note of the person's, not a template's slot.
      {
        tail: "\nГранты\nГрант на полевой сезон 2022\n[3 млн руб., написала заявку и руководила]\nСтипендия 2019\n[20 тыс. руб. в месяц, стипендиат]",
      },
      {
        tail: "\nGrants\nField season grant 2022\n[45 k€, wrote the proposal as co-applicant]\nTravel award 2019\n[$1,200, sole applicant]",
      },
    ];
    for (const parts of clean) expect(said(ruResume(parts)), JSON.stringify(parts)).toEqual([]);
  });
});

describe("an e-mail that is a nickname with a year", () => {
  const email = (address: string) =>
    criterion(ruResume({ header: `${address}\n+7 900 123-45-67\nМосква` }), "contacts.email_professional");

  it("a word with a year or a number, not the person's name, is not «деловой»", () => {
    for (const nick of ["dragon", "sunshine", "shadow", "rocket", "starlight"])
      for (const year of ["85", "1985", "2001", "_1990", ".77"]) {
        const found = email(`${nick}${year}@mail.ru`);
        expect(found?.score, `${nick}${year}`).toBeLessThan(1);
        expect(found?.finding, `${nick}${year}`).toMatch(/ник/u);
      }
  });

  it("the person's name or surname with a year, in Latin by the passport rules, is fine", () => {
    for (const local of ["ivan.petrov", "petrov1985", "ivanpetrov85", "i.petrov", "ivan_1990", "ipetrov"])
      expect(email(`${local}@mail.ru`)?.score, local).toBe(1);
  });
});

describe("mojibake is never «Кодировка в порядке»", () => {
  // Typographic quotes and dashes encoded as UTF-8 and read in a single-byte code page, as PDFs from LaTeX show them.
  const broken = ["â€™", "âĂŹ", "â€œ", "â€”", "âĂIJ"];

  it("a text whose apostrophes and quotes came out as UTF-8 bytes fails the encoding check", () => {
    for (const piece of broken) {
      const text = `John Smith\nExperience\nWomen${piece}s studies, children${piece}s books and the author${piece}s notes.\nI built the ${piece}pipeline${piece} and the city${piece}s reports.`;
      const found = criterion(text, "ats.encoding");
      expect(found?.score, piece).toBeLessThan(1);
    }
  });

  it("French and Portuguese words with â are words", () => {
    const text = "Jean Dupont\nExperience\nGestion de l'âge des clients, pâtisserie, âncora, château et théâtre.";
    expect(criterion(text, "ats.encoding")?.score).toBe(1);
  });
});

describe("absence is said only after the whole reading was searched", () => {
  /** A research CV without its teaching or its publications list: a faculty post, a doctorate, an ORCID. */
  const researchCv = (extra: string) =>
    [
      "Anna Ivanova, PhD",
      "Assistant Professor of Biostatistics, University of Leeds",
      "anna.ivanova@example.com · ORCID 0000-0002-1825-0097",
      "",
      "Education",
      "2010 – 2014 PhD in Biostatistics, University of Cambridge",
      "",
      "Academic Appointments",
      "2018 – present Assistant Professor, University of Leeds",
      "2014 – 2018 Postdoctoral Researcher, University of Oxford",
      extra,
      "",
      "Publications",
      "1. Ivanova A., Smith J. Survival models. Statistics in Medicine, 2019, vol. 38, pp. 1–10.",
      "2. Ivanova A. Competing risks. Biometrics, 2021, vol. 77, pp. 5–15.",
    ].join("\n");

  it("teaching and supervision told in prose are teaching (verbs × objects)", () => {
    const sentences = [
      ...["Support", "Supervised", "Mentored", "Advised"].flatMap((verb) =>
        ["medical PhD students", "three master's students", "graduate students"].map(
          (object) => `${verb} ${object} with statistical analysis plans.`,
        ),
      ),
      "Monthly class on statistical methods for clinicians.",
      "PhD coordinator of the Graduate Programme in Biostatistics.",
      "Gave lectures on survival analysis to medical residents.",
    ];
    for (const sentence of sentences) {
      const found = criterion(researchCv(sentence), "research.record");
      expect(found?.finding.split("Не нашлось")[1] ?? "", sentence).not.toContain("преподавание");
    }
  });

  it("a publications list given as a link is said as a link, never «не нашлось»", () => {
    const cv = (line: string) => researchCv(line).split("\nPublications\n")[0]!;
    for (const line of [
      "Publications: https://anna-ivanova.org/publications/",
      "List of publications : www.anna-ivanova.org/papers",
      "Publications — see my Google Scholar profile",
    ]) {
      const found = criterion(cv(line), "research.publications");
      expect(found?.finding, line).toMatch(/ссылкой/u);
      expect(found?.finding, line).not.toMatch(/не нашлось/u);
    }
  });

  it("a language's level before it, or in a column of its own, is its level", () => {
    const languages = (block: string) =>
      criterion(ruResume({ tail: `\nЯзыки\n${block}` }), "skills.languages")?.finding ?? "";
    for (const [level, language] of [
      ["Fluent in reading and writing", "Spanish"],
      ["Introductory", "French"],
      ["Proficient in", "German"],
    ] as const)
      expect(languages(`${level} ${language}.`), `${level} ${language}`).not.toMatch(/без уровня/u);
    for (const [names, levels] of [
      ["АНГЛИЙСКИЙ:\nИСПАНСКИЙ:\nТУРЕЦКИЙ:", "FLUENT\nСРЕДНИЙ\nНАЧАЛЬНЫЙ"],
      ["Английский\nНемецкий", "B2\nA2"],
      ["English\nFrench\nItalian", "Advanced\nIntermediate\nBeginner"],
    ] as const) {
      expect(languages(`${names}\n\n${levels}`), names).not.toMatch(/без уровня/u);
      expect(languages(names), names).toMatch(/без уровня/u);
    }
  });

  it("study going on now is fresh learning", () => {
    for (const start of [2022, 2023, 2024, 2025])
      for (const end of ["наст. время", "н.в.", "2029", "2028 (ожидается)"]) {
        const education = `${start} — ${end} МФТИ, бакалавриат, прикладная математика`;
        const found = criterion(ruResume({ education }), "education.recent_learning");
        if (found?.status === "info") continue;
        expect(found?.finding, education).not.toMatch(/не видно/u);
      }
  });

  it("an online school or courses written inside Education are courses", () => {
    for (const school of ["Stepik", "Нетология", "Coursera", "Яндекс Практикум", "GeekBrains"]) {
      const education = `2016 — 2020 МГТУ им. Баумана, бакалавр, информатика\n${school}\nПрофессия веб-разработчик, 2023`;
      const { facts } = analyzeResume({ text: ruResume({ education }), format: "pdf" }, { now: NOW });
      expect(facts.coursesCount, school).toBeGreaterThan(0);
    }
    const university = "2021 — 2025 МГУ, 3 курс, факультет журналистики";
    const { facts } = analyzeResume({ text: ruResume({ education: university }), format: "pdf" }, { now: NOW });
    expect(facts.coursesCount).toBe(0);
  });

  it("projects told under another heading are projects, not «нет ни опыта, ни практики, ни проектов»", () => {
    const student = (tail: string) =>
      [
        "Анна Смирнова",
        "Продакт-менеджер (стажёр)",
        "anna.smirnova@example.com",
        "",
        "Образование",
        "2021 — наст. время НИУ ВШЭ, бакалавриат, менеджмент",
        "",
        "Навыки",
        "Python, SQL, Figma, Jira",
        "",
        tail,
      ].join("\n");
    for (const heading of ["Дополнительная информация", "Доп. информация", "Прочее"])
      for (const sentence of [
        "Руководила проектной командой по созданию карьерной страницы компании, 6 человек.",
        "Вела проект редизайна сайта факультета как продакт-менеджер.",
        "Разработала учебный проект по анализу продаж на Python.",
      ]) {
        const found = criterion(student(`${heading}\n${sentence}`), "structure.work_history_or_practice");
        expect(found?.finding ?? "", sentence).not.toMatch(/Нет ни опыта/u);
      }
    expect(criterion(student("Хобби\nБег и чтение."), "structure.work_history_or_practice")?.finding).toMatch(
      /Нет ни опыта/u,
    );
  });
});

describe("a document that looks old by the reading's own date", () => {
  const said = (text: string) => analyze(text).result.weaknesses.filter((w) => /давно|обновл/u.test(w));
  const cv = (start: number, newest: number, present: string) =>
    [
      "Peter Stone",
      "Software Developer",
      "peter.stone@example.com",
      "",
      "Experience",
      `${start} – ${present} Senior Developer, Acme Systems`,
      "Developed the billing server in C++ and tuned its storage.",
      `${start - 4} – ${start} Developer, Northwind Labs`,
      "Wrote the reporting tools in C++.",
      "",
      "Education",
      `${start - 8} – ${start - 4} MSc in Computer Science, University of Sofia`,
      "",
      "Courses",
      `Advanced C++ course, ${newest}`,
    ].join("\n");

  it("«present» beside nothing written for years is said as an old document, with the year written", () => {
    for (const start of [2005, 2008, 2010])
      for (const present of ["present", "now", "current"]) {
        const found = said(cv(start, start + 2, present)).join(" ");
        expect(found, `${start} ${present}`).toMatch(/по настоящее время/u);
        expect(found, `${start} ${present}`).toContain(`${start + 2} год`);
      }
  });

  it("a current document is never called old", () => {
    for (const start of [2019, 2021]) expect(said(cv(start, 2025, "present")), String(start)).toEqual([]);
  });
});
