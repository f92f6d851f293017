/**
 * Issue 22, checks a recruiter can trust (decision 635; the seventh review's kinds, `dev-9`): a typo "fix" never
 * changes a loanword or a product's name into another word; real typos are found where they hide (two capitals, a
 * line's last word); headings a CV names its sections with are read before anything is called missing; a student's
 * year or a set of courses the dates have outgrown is said. Every case is generated from forms (stems × suffixes ×
 * endings, words × slips, headings × layouts), none is a resume's text.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { headingOf, researchFacetOf } from "../../worker/analysis/engine/sections";
import { findMisspellings, isCommonWord } from "../../worker/analysis/engine/spelling";
import { prepareText } from "../../worker/analysis/engine/text";
import { commonWords } from "../../worker/analysis/knowledge/word-frequencies";
import { ruResume } from "./fixtures/resume-parts";
import { slips } from "./fixtures/slips";
import { NOW } from "./now";

const flagged = (text: string, language: "ru" | "en") => findMisspellings(prepareText(text), language);

/**
 * English words of the trade as Russian writes them (practical transcription: the "a" of "scrape" as «ей», a silent
 * final "e" dropped, "ck" as «к»), each the stem a Russian agent noun («-ер»), gerund («-инг») and their case endings
 * are made on.
 */
const LOAN_STEMS = [
  "скрейп", // scrape
  "парс", // parse
  "рендер", // render
  "деплой", // deploy
  "коммит", // commit
  "фетч", // fetch
  "линт", // lint
  "мок", // mock
  "стрим", // stream
  "трек", // track
  "хендл", // handle
  "ретейл", // retail
  "хедхант", // headhunt
  "промоут", // promote
  "чек", // check
  "скейл", // scale
  "мерч", // merch
  "спамм", // spam
  "фолоу", // follow
  "апрув", // approve
];
const LOAN_FORMS = ["ер", "ера", "еры", "ерами", "еров", "ером", "инг", "инга", "ингом", "ингу"];

describe("a loanword or a product's name is never «corrected»", () => {
  it("transliterated trade words with «-ер», «-инг» and case endings are never flagged", () => {
    const wrong: string[] = [];
    for (const stem of LOAN_STEMS)
      for (const form of LOAN_FORMS) {
        const word = `${stem}${form}`;
        const found = flagged(`Иван Петров\nНастроил несколько ${word} для команды и описал их работу.`, "ru");
        if (found.some((m) => m.word === word)) wrong.push(`${word} → ${found[0]?.suggestion}`);
      }
    expect(wrong).toEqual([]);
  });

  it("a verb made of a loanword («-ированный») reads through its English «-ate», «-iate», «-ize»", () => {
    for (const word of ["аффилированных", "интегрированных", "кастомизированных", "мотивированных"]) {
      const found = flagged(`Иван Петров\nРаботал с ${word} компаниями и партнёрами.`, "ru");
      expect(
        found.map((m) => m.word),
        word,
      ).not.toContain(word);
    }
  });

  it("a loanword's misspelling that is no closer to its English word is still a typo", () => {
    // «перифирии»: и for the "e" of "periphery" is farther than the dictionary's «периферии».
    for (const [typo, meant] of [
      ["перифирии", "периферии"],
      ["архитиктуру", "архитектуру"],
      ["оптемизацию", "оптимизацию"],
    ] as const) {
      const found = flagged(`Иван Петров\nРазработал драйверы ${typo} для микроконтроллеров.`, "ru");
      expect(found.find((m) => m.word === typo)?.suggestion, typo).toBe(meant);
    }
  });

  it("a product's name without its dot or hyphen is the product's name", () => {
    for (const name of ["ExpressJS", "NodeJS", "VueJS", "NextJS"]) {
      const found = flagged(`John Smith\nWeb frameworks — React, ${name}, FastAPI\nBuilt the service.`, "en");
      expect(
        found.map((m) => m.word),
        name,
      ).not.toContain(name);
    }
  });
});

describe("a real typo is found where it hides", () => {
  it("one-slip typos of common words are flagged in both languages, with the word meant", () => {
    for (const [script, sentence] of [
      ["ru", (w: string) => `Иван Петров\nКаждый день я делаю ${w} вместе с командой и клиентами.`],
      ["en", (w: string) => `John Smith\nEvery day I work on the ${w} with the team and clients.`],
    ] as const) {
      // Every 40th common word of eight letters or more in the two most common bands: a fixed, spread sample.
      const words = [...commonWords(script)]
        .filter(([w, band]) => w.length >= 8 && band <= 1 && /^\p{Ll}+$/u.test(w))
        .map(([w]) => w)
        .filter((_, i) => i % 40 === 0);
      let total = 0;
      let caught = 0;
      for (const word of words)
        for (const typo of slips(word)) {
          total++;
          if (flagged(sentence(typo), script).some((m) => m.word === typo && m.suggestion === word)) caught++;
        }
      expect(total, script).toBeGreaterThan(20);
      expect(caught / total, `${script}: ${caught}/${total}`).toBeGreaterThan(0.8);
    }
  });

  it("two capitals typed for one is a typo; acronyms, camel case and names are not", () => {
    for (const [word, meant] of [
      ["КЛючевые", "Ключевые"],
      ["ОБразование", "Образование"],
      ["DEvelopment", "Development"],
      ["EXperience", "Experience"],
    ] as const) {
      const found = flagged(`${word} навыки и опыт: React, TypeScript`, /[а-я]/iu.test(word) ? "ru" : "en");
      expect(found.find((m) => m.word === word)?.suggestion, word).toBe(meant);
    }
    for (const word of ["OAuth", "EMails", "ВКонтакте", "JSONs", "PostgreSQL", "McDonald"])
      expect(
        flagged(`Worked with ${word} and others at the company`, "en").map((m) => m.word),
        word,
      ).not.toContain(word);
  });

  it("a typo that is a line's last word in wrapped prose is read; a word broken over two lines is not a typo", () => {
    const found = flagged("John Smith\nI am a third year PhD student in statistcs\nworking with network models", "en");
    expect(found.find((m) => m.word === "statistcs")?.suggestion).toBe("statistics");
    expect(flagged("John Smith\nWe improved the experi\nence of every user", "en")).toEqual([]);
    expect(flagged("Иван Петров\nЗанимался образова\nнием детей", "ru")).toEqual([]);
  });
});

describe("one recogniser of «a word of the language»", () => {
  it("answers for both scripts, in any case, and never for a name", () => {
    for (const word of ["dragon", "Survey", "российского", "Current"]) expect(isCommonWord(word), word).toBe(true);
    for (const word of ["Kowalczyk", "Шевчук", "x"]) expect(isCommonWord(word), word).toBe(false);
  });
});

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });

describe("headings a CV names its sections with", () => {
  it("a research facet's heading in the singular is its facet; a content line that starts with one is no heading", () => {
    for (const [heading, facet] of [
      ["Publication", "publications"],
      ["Publication/Preprints", "publications"],
      ["Selected Publication", "publications"],
      ["Invited Talk", "talks"],
      ["Grant", "grants"],
    ] as const)
      for (const written of [heading, heading.toUpperCase(), `${heading}:`])
        expect(researchFacetOf(written), written).toBe(facet);
    for (const written of ["Publication/Preprints", "PUBLICATION/PREPRINTS", "Publication / Preprints"])
      expect(headingOf(written)?.kind, written).toBe("publications");
    for (const line of [
      "Grant: Doctoral School SFA, Nice.",
      "Book-to-anki — книги в колоды для заучивания",
      "Language",
    ])
      expect(headingOf(line), line).toBeNull();
  });

  it("sections of public CV standards (hh.ru, ESCO, ORCID's peer review and memberships) are headings", () => {
    for (const [heading, kind] of [
      ["Профессиональные знания", "skills"],
      ["Проекты с открытым исходным кодом", "projects"],
      ["Опыт общественной работы", "volunteering"],
      ["Leadership Activities", "volunteering"],
      ["Membership in Professional Societies", "volunteering"],
      ["Journal Refereeing", "volunteering"],
      ["Statistical Software", "skills"],
      ["Personal Characteristics", "additional"],
      ["Conference Abstracts", "publications"],
      ["Исследовательский опыт", "experience"],
    ] as const)
      expect(headingOf(heading)?.kind, heading).toBe(kind);
  });

  it("a brand alone on its line, in capitals or not, is no heading; a heading's root word is", () => {
    for (const brand of ["SKILLBOX", "Skillbox", "Coursera", "COURSERA", "Skillfactory"])
      expect(headingOf(brand), brand).toBeNull();
    for (const [word, kind] of [
      ["Qualification", "education"],
      ["Competencies", "skills"],
      ["Трудовая", "experience"],
    ] as const)
      expect(headingOf(word)?.kind, word).toBe(kind);
  });

  it("an academic CV with a «Publication/Preprints» heading is never told it has no publications", () => {
    const cv = (heading: string) =>
      [
        "Jane Doe",
        "jane.doe@example.org",
        "Budapest, Hungary",
        "Research Interests",
        "Algebraic topology, operads, homotopy theory.",
        "Employment",
        "2023 – present Postdoctoral researcher, Alfréd Rényi Institute of Mathematics",
        "Education",
        "2019 – 2023 PhD in Mathematics, Université Paris-Saclay",
        heading,
        "J. Doe, On the homotopy of little disks operads, preprint (2025).",
        "J. Doe and A. Smith, Koszul duality for operads, Journal of Algebra 12 (2024) 1–30.",
        "Talks",
        "2024 Seminar talk, University of Vienna",
      ].join("\n");
    for (const heading of ["Publication/Preprints", "PUBLICATION", "Publication and Preprints"]) {
      const all = JSON.stringify(analyze(cv(heading)));
      expect(all, heading).not.toContain("Раздела публикаций не нашлось");
    }
  });
});

describe("a self-description the dates have outgrown", () => {
  const stale = (text: string) => analyze(text).result.weaknesses.filter((w) => /давно|обнов/u.test(w));
  const enCv = (about: string, study: string[]) =>
    [
      "John Smith",
      "john.smith@example.com",
      "+1 555 123 4567",
      "ABOUT ME",
      `${about} working with network models and Gaussian processes.`,
      "EDUCATION",
      ...study,
      "SKILLS",
      "R, Python, SQL, Stan",
    ].join("\n");
  const ruCv = (about: string, study: string[]) =>
    [
      "Анна Смирнова",
      "anna.smirnova@example.com",
      "+7 900 111-22-33",
      "О себе",
      `${about}, ищу стажировку аналитиком.`,
      "Образование",
      ...study,
      "Навыки",
      "Python, SQL, Excel",
    ].join("\n");

  it("a year of study said beside a study the dates closed or outgrew is said, with both texts", () => {
    const layouts = (degree: string, place: string, dates: string) => [
      [degree, place, dates],
      [`${dates} ${place}`, degree],
    ];
    for (const phrase of [
      "I'm a third year PhD student",
      "I am a 2nd-year master's student",
      "First year PhD candidate",
    ])
      for (const dates of ["2018 – 2022", "2019-2024", "2016 – present"])
        for (const lines of layouts("Ph.D. Statistics", "Texas A&M University", dates)) {
          const said = stale(enCv(phrase, lines)).join(" ");
          expect(said, `${phrase} | ${dates}`).toContain(dates.split(/\s*[–-]\s*/u)[0]!);
        }
    for (const phrase of ["Студентка 3 курса", "Учусь на 2 курсе", "Студент 4-го курса"])
      for (const dates of ["2015 – 2019", "2017 – 2021", "2016 — по настоящее время"])
        for (const lines of layouts("Бакалавриат, экономика", "НИУ ВШЭ", dates)) {
          const said = stale(ruCv(phrase, lines)).join(" ");
          expect(said, `${phrase} | ${dates}`).toMatch(/курс|учёба/iu);
        }
  });

  it("a year of study that fits the dates, or no dated study, is never called old", () => {
    // November 2026: a third year that began in 2024 is now.
    expect(
      stale(enCv("I'm a third year PhD student", ["Ph.D. Statistics", "Texas A&M University", "2024 – present"])),
    ).toEqual([]);
    expect(
      stale(ruCv("Студентка 3 курса", ["Бакалавриат, экономика", "НИУ ВШЭ", "2024 — по настоящее время"])),
    ).toEqual([]);
    expect(stale(ruCv("Студентка 3 курса", ["Бакалавриат, экономика", "НИУ ВШЭ"]))).toEqual([]);
  });

  it("a summary's «более N лет» that the present job bears out is current, whatever came before it", () => {
    for (const [claim, newest] of [
      [3, 2023],
      [2, 2024],
      [5, 2021],
    ] as const) {
      const jobs = [
        `Январь ${newest - 4} — Февраль ${newest}\nУниверситет, лаборант\n• Поддерживала учебные стенды кафедры.`,
        `Март ${newest} — по настоящее время\nООО «Гамма», backend-разработчик\n• Ускорила отчёты с 40 до 1 секунды.`,
      ].join("\n");
      const said = stale(ruResume({ top: `О себе\nBackend-разработчик, опыт более ${claim} лет.`, jobs }));
      expect(said.join(" "), `${claim} ${newest}`).not.toMatch(/О себе/u);
    }
  });

  it("courses all from one year long past, with nothing begun since, are said; fresh ones are not", () => {
    const cv = (years: number[], job = "") =>
      [
        "Анна Смирнова",
        "anna.smirnova@example.com",
        "Образование",
        "2015 – 2019 НИУ ВШЭ, бакалавриат, экономика",
        ...(job ? ["Опыт работы", job, "Аналитик данных, ООО «Ромашка»", "Строила отчёты в Power BI."] : []),
        "Курсы",
        ...years.map(
          (y, i) =>
            `${y} ${["Яндекс Практикум, аналитик данных", "Stepik, SQL для анализа", "Karpov.Courses, статистика"][i]}`,
        ),
        "Навыки",
        "Python, SQL, Excel",
      ].join("\n");
    for (const year of [2018, 2020, 2021]) {
      expect(stale(cv([year, year])).join(" "), `${year}`).toContain(`${year} года`);
      expect(stale(cv([year, year, year])).join(" "), `${year}`).toContain(`${year} года`);
    }
    // Different years, a recent year, or a job begun since: no such sign.
    expect(stale(cv([2020, 2021])).join(" ")).not.toContain("Все курсы");
    expect(stale(cv([2025, 2025])).join(" ")).not.toContain("Все курсы");
    expect(stale(cv([2020, 2020], "2023 – по настоящее время")).join(" ")).not.toContain("Все курсы");
  });
});

describe("a city is searched for in the whole reading before «Не нашли город»", () => {
  const city = (text: string) => analyze(text).criteria.find((c) => c.id === "contacts.city");
  const body = [
    "Summary",
    "Infrastructure engineer with years of Linux, AWS and Terraform work.",
    "Experience",
    "2015 – 2017 Infrastructure Engineer, Acme Corp",
    "Built and ran the company's AWS accounts with Terraform.",
    "Education",
    "1989 – 1995 BA, Religious Studies, Alma College",
  ];
  it("an address at the bottom (street, town, postcode), behind quote or list marks, holds the city", () => {
    for (const street of ["1609 Sedgefield St Apt D - Durham NC 27705-3360", "20 John Ball Close, Rugeley WS15 2NN"])
      for (const mark of ["", "> ", "• "]) {
        const verdict = city(
          ["John Smith", ...body, "", `${mark}john@example.com • +1 682 555-0100`, `${mark}${street}`].join("\n"),
        );
        expect(verdict?.finding, `${mark}${street}`).not.toContain("Не нашли город");
      }
  });

  it("an address label in a column of its own beside the address holds the city", () => {
    for (const address of ["Address Budapest, Sóház utca 21-23, 1093", "Адрес Казань, ул. Баумана 12"]) {
      const verdict = city(["Jane Doe", "jane@example.org", address, ...body].join("\n"));
      expect(verdict?.finding, address).not.toContain("Не нашли город");
    }
  });

  it("a town with its state's or province's code on a header line is the city; a name with a degree is not", () => {
    for (const header of [
      "Calgary, AB jane@example.com 403-555-0156",
      "Durham, NC · jane@example.com",
      "Perth WA · +61 8 5550 1234",
      "Toronto, ON",
    ]) {
      const verdict = city(["Jane Doe", header, ...body].join("\n"));
      expect(verdict?.finding, header).not.toContain("Не нашли город");
    }
    for (const name of ["Jane Doe, MD", "Anna Lee, MS"])
      expect(city([name, "jane@example.com", ...body].join("\n"))?.finding, name).toContain("Не нашли город");
  });
});
