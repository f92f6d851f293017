/**
 * Issue 22, the third recruiter review's kinds (decision 475): nothing is called missing when it is written in another
 * form or place, no valid English word is "corrected", «ты не работаешь» never beside an open job and «ты меняешь
 * сферу» never to a person whose jobs are all in the target role. Every case is generated from forms (levels,
 * separators, sites, messengers, suffixes, wrap widths), none is a resume's text.
 */
import { describe, expect, it } from "vitest";
import { isQuantified } from "../../worker/analysis/engine/content";
import { findLanguages } from "../../worker/analysis/engine/education";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { findMisspellings } from "../../worker/analysis/engine/spelling";
import { prepareText } from "../../worker/analysis/engine/text";
import { ruResume } from "./fixtures/resume-parts";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const finding = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);

describe("a language's level typed in Cyrillic letters is a level", () => {
  const CYRILLIC = { A: "А", B: "В", C: "С" } as const;
  const languages = ["Английский", "Немецкий", "Испанский", "Французский"];
  const separators = [" - ", " — ", ": ", " – "];
  it("«Английский - С1» with a Cyrillic С (and А, В) reads as the CEFR level, kept in Latin letters", () => {
    for (const language of languages)
      for (const separator of separators)
        for (const [latin, cyrillic] of Object.entries(CYRILLIC))
          for (const n of ["1", "2"]) {
            const line = `${language}${separator}${cyrillic}${n}`.toLowerCase();
            const [found] = findLanguages(`языки\n${line}`, line);
            expect(found?.level, line).toBe(`${latin.toLowerCase()}${n}`);
          }
  });
});

describe("results in numbers are searched in every form and place before «ни одного»", () => {
  const units = [
    ["секунд", "миллисекунд"],
    ["дней", "часов"],
    ["недель", "дней"],
    ["hours", "minutes"],
    ["days", "hours"],
  ] as const;
  it("a change written in words, from one unit of time to another, is a result", () => {
    for (const [from, to] of units) {
      const ru = `ускорил отчёт (с ${from} до ${to}), переписав запросы`;
      const en = `cut the build time from ${from} to ${to} by caching`;
      expect(isQuantified(/[a-z]/u.test(from) ? en : ru), from).toBe(true);
    }
  });
  it("a thousands sign written with a look-alike letter («350ĸ», «350к») is a number", () => {
    for (const k of ["к", "ĸ", "k"])
      expect(isQuantified(`рекламная система (>350${k} запросов в секунду)`), k).toBe(true);
  });
  it("results under a heading the reader took for skills still count", () => {
    for (const percent of [15, 40, 90]) {
      const jobs = `Январь 2021 — Декабрь 2023\nООО «Альфа», Frontend-разработчик\nСтек: React, TypeScript, Redux.\n• Сократил время загрузки страниц на ${percent}% за счёт code splitting.\n• Внедрил тесты на Jest для ключевых компонентов.`;
      const quantified = finding(ruResume({ jobs }), "content.quantified");
      expect(quantified?.finding).not.toContain("ни одного");
      expect(quantified?.finding).toContain(`${percent}%`);
    }
  });
});

describe("links and messengers written without an address are links and messengers", () => {
  const sites = ["GitHub", "GitLab", "Telegram", "Behance"];
  const separators = [": ", " - ", ":"];
  const handles = ["ivanpetrov", "@ivan_p", "ivan-petrov"];
  it("«GitHub: handle» or «Telegram: @x» with no URL is never «нет ни одной ссылки»", () => {
    for (const site of sites)
      for (const separator of separators)
        for (const handle of handles) {
          const header = `ivan.petrov@example.com\n+7 900 123-45-67\n${site}${separator}${handle}\nМосква`;
          const links = finding(ruResume({ header }), "contacts.links");
          expect(links?.finding, `${site}${separator}${handle}`).not.toContain("нет ни одной");
        }
  });
  it("a GitHub handle is the main link of a developer: no «нет главной для твоей сферы»", () => {
    for (const handle of handles) {
      const header = `ivan.petrov@example.com ⋄ linkedin.com/in/ivan-petrov ⋄ GitHub: ${handle}\n+7 900 123-45-67`;
      const links = finding(ruResume({ header }), "contacts.links");
      expect(links?.status, handle).toBe("pass");
    }
  });
  it("a line of link words alone (the address was a hyperlink) is said so, not «нет ни одной ссылки»", () => {
    for (const words of ["portfolio site", "Портфолио", "GitHub", "My portfolio", "LinkedIn profile"]) {
      const header = `ivan.petrov@example.com\n+7 900 123-45-67\nМосква\n${words}`;
      const links = finding(ruResume({ header }), "contacts.links");
      expect(links?.finding, words).toContain("спрятана");
    }
  });
  it("a messenger named in the phone line is a messenger given", () => {
    const phones = ["+7 900 123-45-67", "+7 (999) 012-73-06", "8 900 1234567"];
    for (const phone of phones)
      for (const messengers of ["WhatsApp/Telegram/звонки", "Telegram, WhatsApp", "телеграм"]) {
        const header = `ivan.petrov@example.com\n${phone} (${messengers})\nМосква`;
        expect(finding(ruResume({ header }), "contacts.messenger")?.status, `${phone} ${messengers}`).toBe("pass");
      }
    const viber = finding(
      ruResume({ header: "ivan.petrov@example.com\n+7 900 123-45-67 (Viber)\nМосква" }),
      "contacts.messenger",
    );
    expect(viber?.finding).not.toContain("Не указан");
  });
});

describe("a paragraph about oneself without a heading is a summary", () => {
  const sentences = [
    "У меня есть опыт создания веб-приложений на React и Next.js.",
    "Сейчас я ищу команду, где смогу применять свои навыки на реальных проектах.",
    "Мне одинаково интересно работать с клиентской и серверной частью.",
    "В свободное время решаю задачи на алгоритмы и изучаю английский.",
  ];
  it("wrapped into a narrow column (five to eight words a line), it is never «нет раздела «О себе»»", () => {
    const words = sentences.join(" ").split(" ");
    for (let width = 5; width <= 8; width++) {
      const lines: string[] = [];
      for (let i = 0; i < words.length; i += width) lines.push(words.slice(i, i + width).join(" "));
      const summary = finding(ruResume({ top: `${lines.join("\n")}\n` }), "structure.summary");
      expect(summary?.finding, `width ${width}`).not.toContain("Нет раздела");
    }
  });
});

describe("a job open to now is never «ты не работаешь»", () => {
  const ends = ["по наст. время", "н.в.", "настоящее время", "Present", "current"];
  it("an open range, also with its end words cut by the layout, means the person works", () => {
    for (const end of ends)
      for (const dash of ["–", " — ", "-"]) {
        const jobs = `2018${dash}${end} Частная практика, веб-дизайнер\n• Сделал 40 лендингов для малого бизнеса.`;
        expect(JSON.stringify(analyze(ruResume({ jobs })).result), `${dash}${end}`).not.toContain("не работаешь");
      }
    // «наст.» on the line above, «время» left after the dash.
    const cut = "наст.\n2018– время Частная практика/фриланс\nвеб-дизайн лендингов\n2016–2017 ООО «Бета», дизайнер";
    expect(JSON.stringify(analyze(ruResume({ jobs: cut })).result)).not.toContain("не работаешь");
  });
});

describe("the English dictionary's derived forms are words, not typos", () => {
  const stems = ["deploy", "fly", "rebuild", "reload", "stream", "export", "onboard"];
  const suffixes = ["able", "ers", "ing"];
  it("a listed stem with a regular suffix is never «corrected» to another word", () => {
    for (const stem of stems)
      for (const suffix of suffixes) {
        const word = `${stem}${suffix}`;
        const found = findMisspellings(prepareText(`Handled ${word} systems for the whole company.`), "en");
        expect(
          found.map((m) => `${m.word}→${m.suggestion}`),
          word,
        ).toEqual([]);
      }
  });
  it("real misspellings are still found", () => {
    const found = findMisspellings(prepareText("Improved managment of the enviroment and experiance."), "en");
    expect(found.map((m) => m.suggestion)).toEqual(["management", "environment", "experience"]);
  });
});

describe("courses inside Education and a city inside a postal address are found", () => {
  it("a trade school, a bootcamp or «Релевантные курсы» under Education is never «нет раздела с курсами»", () => {
    for (const entry of [
      "IT-школа Инкубатор 2021-2022",
      "Релевантные курсы: Машинное обучение, Статистика",
      "Онлайн-школа разработки, 2022",
      "Bootcamp: Full-stack JavaScript",
      "Relevant coursework: Algorithms, Databases",
    ]) {
      const text = ruResume({}).replace(
        "2016 — 2020 МГТУ им. Баумана, бакалавр, информатика",
        `2016 — 2020 МГТУ им. Баумана, бакалавр, информатика\n${entry}`,
      );
      expect(finding(text, "structure.courses")?.finding, entry).not.toContain("Нет раздела");
    }
  });
  it("an address label with its lines below holds the city: never «Не нашли город»", () => {
    const labels = ["POSTAL ADDRESS: ", "Address: ", "Адрес: ", "Residential address - "];
    const places = [
      ["12 Oak Road", "Springfield", "3201"],
      ["ул. Ленина, 5", "Казань"],
    ];
    for (const label of labels)
      for (const [street, ...rest] of places) {
        const header = `ivan.petrov@example.com\n+7 900 123-45-67\n\n${label}${street}\n${rest.join("\n")}\n`;
        const city = finding(ruResume({ header }), "contacts.city");
        expect(city?.finding, `${label}${street}`).not.toContain("Не нашли");
      }
  });
});

describe("the employer on the line above the title and dates is the job's company", () => {
  it("behind a bullet, and above several titles held in turn, it is never «не указана компания»", () => {
    const employers = ["Acme Analytics, Boston MA", "Northwind Traders Inc, Seattle WA", "Globex Public Sector"];
    for (const bullet of ["* ", "• ", ""])
      for (const employer of employers) {
        const text = [
          "John Smith",
          "Software Engineer",
          "john.smith@example.com | 555-123-4567",
          "",
          "Experience",
          `${bullet}${employer}`,
          "07/2021 - present Staff Software Engineer",
          "- Designed and built reusable services for 12 product teams.",
          "",
          `${bullet}${employers[(employers.indexOf(employer) + 1) % employers.length]}`,
          "01/2019 - 07/2021 Senior Software Engineer",
          "05/2017 - 01/2019 Software Engineer",
          "- Cut report generation time from hours to minutes.",
          "",
          "Education",
          "2013 - 2017 State University, B.S. Computer Science",
        ].join("\n");
        expect(JSON.stringify(analyze(text).result), `${bullet}${employer}`).not.toContain("не указана компания");
      }
  });
});
