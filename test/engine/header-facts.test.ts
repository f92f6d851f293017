/**
 * Header facts (decision 580): the name, the desired position and the city, read from generated headers — hh.ru's
 * export, a Word resume, a European CV, a US résumé, a LinkedIn profile — in both languages, with the header's lines
 * in any order and distractor lines around them (an employer and a school in another city, a salary line, an
 * employment type, a heading). Each field is the right one or none: never the distractor.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const read = (text: string) => readResume({ text }, { now: NOW });

interface Language {
  names: string[];
  titles: string[];
  cities: string[];
  /** A city that is only an employer's or a school's in the body. */
  elsewhere: string;
  cityLine: ((city: string) => string)[];
  salary: string[];
  employment: string[];
  body: (elsewhere: string) => string;
}

const RU: Language = {
  names: ["Иванова Анна Сергеевна", "Петров Илья", "Донской Артур", "Чжао Чи (Vector)", "Смирнова Ольга"],
  titles: ["Бухгалтер", "Менеджер по продажам", "Frontend-разработчик", "Системный аналитик", "Инженер-технолог"],
  cities: ["Казань", "Новосибирск", "Екатеринбург"],
  elsewhere: "Томск",
  cityLine: [(c) => `Проживает: ${c}`, (c) => `г. ${c}`, (c) => `${c}, Россия`, (c) => `Город: ${c}`],
  salary: ["от 100 000 руб.", "От 150 000 ₽ на руки"],
  employment: ["Полная занятость, полный день", "Проектная работа", "Удаленная работа"],
  body: (
    where,
  ) => `Опыт работы\nЯнварь 2020 — настоящее время\nООО «Ромашка», ${where}\nВедущий специалист\nВёл учёт и отчётность.
Образование\n2015 Национальный исследовательский университет, ${where}\nСредняя школа №3 г. ${where}
Навыки\nExcel, 1С, SQL`,
};

const EN: Language = {
  names: ["Jane Doe", "Marco Rossi", "Olu Adeyemi", "BENJAMIN L. CARVER (Ph.D.)", "Adrian Forsythe Ph.D."],
  titles: ["Data Analyst", "Project Manager", "Registered Nurse", "Mechanical Engineer", "Accountant"],
  cities: ["Seattle", "London", "Chicago"],
  elsewhere: "Boston",
  cityLine: [(c) => `Location: ${c}`, (c) => `${c}, United Kingdom`, (c) => `${c}, WA 98101`, (c) => `Based in ${c}`],
  salary: ["Desired salary: $90,000", "From $5,000"],
  employment: ["Full-time, remote", "Part-time", "Contract"],
  body: (where) => `EXPERIENCE\nAnalyst, Acme Corp, ${where}, MA\nJan 2019 – Present\nBuilt monthly reports.
EDUCATION\nB.S. in Economics, Boston College, ${where}, MA, 2018\nHawthorne High School, ${where}
SKILLS\nExcel, SQL, Tableau`,
};

/** The name as the reader gives it: credentials and an alias after it are no part of it. */
const bare = (name: string): string => name.replace(/\s+\(.*\)$|\s+Ph\.D\.$/u, "");

/** The five kinds of header, as lines: the person's name, title, city and contacts, with what stands between. */
type Layout = (p: { name: string; title: string; city: string; salary: string; employment: string }) => string[];
const LAYOUTS: Record<string, Layout> = {
  hh: ({ name, title, city, salary, employment }) => [
    name,
    "+7 (916) 555-12-34",
    "person@example.ru",
    city,
    "Желаемая должность и зарплата",
    title,
    employment,
    salary,
  ],
  word: ({ name, title, city }) => [name, title, city, "+7 916 555-12-34 | person@example.ru"],
  european: ({ name, title, city }) => [name, city, "Phone: +44 20 7946 0321", "E-mail: person@example.com", title],
  us: ({ name, title, city, salary }) => [name, title, `${city} | (206) 555-0147 | person@example.com`, salary],
  linkedin: ({ name, title, city, employment }) => [
    "person@example.com",
    "www.linkedin.com/in/person",
    name,
    title,
    city,
    employment,
  ],
};

function header(lang: Language) {
  return fc.record({
    name: fc.constantFrom(...lang.names),
    title: fc.constantFrom(...lang.titles),
    city: fc.constantFrom(...lang.cities),
    cityLine: fc.constantFrom(...lang.cityLine),
    salary: fc.constantFrom(...lang.salary),
    employment: fc.constantFrom(...lang.employment),
    layout: fc.constantFrom(...Object.keys(LAYOUTS)),
  });
}

describe("header facts: the right field or none, never a distractor", () => {
  for (const [code, lang] of [
    ["ru", RU],
    ["en", EN],
  ] as const) {
    it(`${code}: name, desired position and city over five layouts`, () => {
      // "None" is allowed, but the grammar must read most headers: counted, so a reader that says nothing fails.
      let cities = 0;
      let positions = 0;
      let runs = 0;
      fc.assert(
        fc.property(header(lang), (h) => {
          const lines = LAYOUTS[h.layout]!({
            name: h.name,
            title: h.title,
            city: h.cityLine(h.city),
            salary: h.salary,
            employment: h.employment,
          });
          const text = `${lines.join("\n")}\n${lang.body(lang.elsewhere)}`;
          const reading = read(text);
          expect(reading.person.name, text).toBe(bare(h.name));
          // The desired position is the title or none: never the pay, the employment type or the name.
          const desired = reading.person.desiredPosition;
          expect(desired === null || desired === h.title, `${text}\n→ ${desired}`).toBe(true);
          // The city is the person's or none: never the employer's or the school's.
          expect([h.city, null], `${text}\n→ ${reading.contacts.city}`).toContain(reading.contacts.city);
          const role = reading.person.role ?? "";
          for (const wrong of [h.salary, h.employment, bare(h.name)]) expect(role, text).not.toContain(wrong);
          runs++;
          if (reading.contacts.city) cities++;
          if (desired) positions++;
        }),
        { numRuns: 120, seed: 580 },
      );
      expect(cities / runs).toBeGreaterThan(0.8);
      expect(positions / runs).toBeGreaterThan(0.8);
    });
  }
});

describe("a name is a person's, not a heading, an employer, a grant or a title", () => {
  const NOT_NAMES = [
    "Current Position",
    "Software Development",
    "United States Geological Survey",
    "Грант Российского",
    "Научного Фонда",
    "Kitchen Porter",
    "NOT PROTECTIVELY MARKED",
    "Ann Arbor, MI, USA",
    "Алматы, Казахстан",
  ];
  it("as the first line over contacts, none of these is the name", () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOT_NAMES), fc.boolean(), (line, english) => {
        const text = english
          ? `${line}\nperson@example.com | +1 206 555 0147\nEXPERIENCE\nAnalyst, Acme Corp\n2019 – Present`
          : `${line}\nperson@example.ru | +7 916 555-12-34\nОпыт работы\nБухгалтер, ООО «Ромашка»\n2019 — н.в.`;
        expect(read(text).person.name, text).toBeNull();
      }),
      { numRuns: 40, seed: 580 },
    );
  });

  it("a distractor above the name does not displace it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOT_NAMES), fc.constantFrom(...EN.names, ...RU.names), (line, name) => {
        const text = `${line}\n${name}\nperson@example.com\n+44 20 7946 0321\nEXPERIENCE\nAnalyst, Acme Corp\n2019 – Present`;
        expect(read(text).person.name, text).toBe(bare(name));
      }),
      { numRuns: 60, seed: 580 },
    );
  });

  it("a contact label, 'CV' or a degree after the name is no part of it", () => {
    for (const [line, name] of [
      ["Chaouki Ben Issaid Email : person@example.com", "Chaouki Ben Issaid"],
      ["Nadia Veselova CV", "Nadia Veselova"],
      ["ADRIAN FORSYTHE Ph.D.", "ADRIAN FORSYTHE"],
      ["Иванов Пётр (к.т.н.)", "Иванов Пётр"],
      ["Olivia Karina Peter (Ms)", "Olivia Karina Peter"],
    ])
      expect(
        read(`${line}\nperson@example.com\n+44 20 7946 0321\nEXPERIENCE\nAnalyst, Acme\n2019 – Present`).person.name,
      ).toBe(name);
  });
});

describe("the desired position and the role are titles", () => {
  it("pay, an employment type, a schedule or a goal sentence under the hh.ru heading is no position", () => {
    for (const value of [...RU.salary, ...RU.employment, "Получение работы web-верстальщика"]) {
      const text = `Иванова Анна\n+7 (916) 555-12-34\nЖелаемая должность и зарплата\n${value}\nОпыт работы\nООО «Ромашка», 2015 – 2020`;
      expect(read(text).person.desiredPosition, value).toBeNull();
    }
  });

  it("the name on the title's line is taken off the title", () => {
    const text = `Артем Соболев Бэкенд-разработчик\nartem@example.ru +79990127303\nНавыки\nPython, Go`;
    const reading = read(text);
    expect(reading.person.name).toBe("Артем Соболев");
    expect(reading.person.desiredPosition).toBe("Бэкенд-разработчик");
  });

  it("hh.ru's duration before a job title is no part of the role", () => {
    const text = `Иванов Илья\n+7 (916) 555-12-34\nОпыт работы\nЯнварь 2023 — настоящее время\n2 года 2 месяца Golang-разработчик\nООО «Ромашка»`;
    expect(read(text).person.role ?? "").not.toMatch(/^\d|месяц/u);
  });
});
