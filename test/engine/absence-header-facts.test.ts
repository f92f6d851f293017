/**
 * No absence claimed before a search (decision 680): the name after the document's title («CURRICULUM VITAE OF …»,
 * «Резюме Петрова Ивана»), the town inside a postal address, a language's level written as a scale, and the kinds
 * of header line that hid them — each read from generated resumes (invented people, forms crossed), and the report
 * never says «не нашли» / «без уровня» of a fact the text states.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../../worker/analysis/engine/index";

const NOW = new Date("2026-11-15T00:00:00Z");
const read = (text: string) => readResume({ text }, { now: NOW });
const finding = (text: string, id: string) =>
  analyzeResume({ text, format: "pdf" }, { now: NOW }).result.criteria?.find((c) => c.id === id)?.finding ?? "";

const BODY_EN = "\nEXPERIENCE\nSales Manager, Northwind Traders\nJan 2019 – Present\nGrew the team.\n";
const BODY_RU = "\nОпыт работы\nМенеджер по продажам, ООО «Вектор»\nЯнварь 2019 — настоящее время\nВёл клиентов.\n";

describe("the name after the document's title", () => {
  const EN_NAMES = ["John Smith", "Maria Lopez", "Peter Novak", "Grace Okafor"];
  const EN_TITLES = [
    (n: string) => `CURRICULUM VITAE OF ${n.toUpperCase()}`,
    (n: string) => `Curriculum Vitae of ${n}`,
    (n: string) => `Resume of ${n}`,
    (n: string) => `RESUME OF ${n.toUpperCase()}`,
    (n: string) => `CV - ${n}`,
    (n: string) => `Curriculum Vitae: ${n}`,
    (n: string) => `Curriculum Vitae ${n}, BSc, MSc, PhD`,
  ];
  it("English titles × names: the name, as written", () => {
    fc.assert(
      fc.property(fc.constantFrom(...EN_NAMES), fc.constantFrom(...EN_TITLES), (name, title) => {
        const line = title(name);
        const text = `${line}\njane.roe.cv@mail.com | +1 555 222 3333\n${BODY_EN}`;
        const expected = line === line.toUpperCase() ? name.toUpperCase() : name;
        expect(read(text).person.name, text).toBe(expected);
        expect(finding(text, "structure.name"), text).not.toContain("Не удалось найти имя");
      }),
      { numRuns: 40 },
    );
  });

  // Nominative, genitive: the genitive comes back to the nominative only when a given name or a patronymic shows it.
  const RU_PEOPLE: readonly [string, string][] = [
    ["Иванов Иван Петрович", "Иванова Ивана Петровича"],
    ["Смирнова Анна", "Смирновой Анны"],
    ["Кузнецова Ольга Игоревна", "Кузнецовой Ольги Игоревны"],
    ["Сергей Лебединский", "Сергея Лебединского"],
    ["Илья Петров", "Ильи Петрова"],
    ["Мария Андреевна Орлова", "Марии Андреевны Орловой"],
  ];
  const RU_TITLES = [
    (_nom: string, gen: string) => `Резюме ${gen}`,
    (_nom: string, gen: string) => `РЕЗЮМЕ ${gen.toUpperCase()}`,
    (_nom: string, gen: string) => `Резюме соискателя ${gen}`,
    (nom: string) => `Резюме: ${nom}`,
    (nom: string) => `Резюме — ${nom}`,
    (nom: string) => `Резюме ${nom}`,
  ];
  it("Russian titles × names in either case: the name in the nominative", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RU_PEOPLE), fc.constantFrom(...RU_TITLES), ([nom, gen], title) => {
        const line = title(nom, gen);
        const text = `${line}\nanna.roe@mail.ru | +7 916 123-45-67\n${BODY_RU}`;
        const expected = line === line.toUpperCase() ? nom.toUpperCase() : nom;
        expect(read(text).person.name, text).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });

  it("a title before no name is no name", () => {
    for (const line of ["Резюме на должность менеджера", "Resume for the position of Analyst", "CVS Pharmacy Clerk"]) {
      const text = `${line}\nanna.roe@mail.ru\n${BODY_RU}`;
      expect(read(text).person.name, text).toBeNull();
    }
  });
});

describe("name lines the reader passed over", () => {
  const CASES: readonly [string, string][] = [
    ["_________________ Oleg Mart _______________", "Oleg Mart"],
    ["=== Anna Lee ===", "Anna Lee"],
    ["Idris (Mohammad) Falani", "Idris Falani"],
    ["Name: Wong Zhong Ming NRIC No: S1234567A", "Wong Zhong Ming"],
    ["\uf007 ФИО: Торопова Дарья Олеговна", "Торопова Дарья Олеговна"],
    ["Alessandra Rossi Solbakkevej 14B", "Alessandra Rossi"],
    ["Man Hoe Keung, Jonathan", "Man Hoe Keung"],
    ["Дмитрий ВолковДмитрий Волков Казань", "Дмитрий Волков"],
  ];
  for (const [line, name] of CASES)
    it(line, () => {
      const text = `${line}\nd.volkov.cv@mail.ru | +7 916 123-45-67\n${BODY_RU}`;
      expect(read(text).person.name, text).toBe(name);
    });
});

describe("the town of a postal address", () => {
  // Invented addresses in the orders countries write them: the street with its number, the postcode, the town.
  const ADDRESSES: readonly [string, string][] = [
    ["234 Station Road, Hayes, Middlesex, UB3 4AN", "Hayes"],
    ["12 Mill Lane, Whitby, YO21 1AB", "Whitby"],
    ["al. Lipowa 23, Wroclaw, Poland", "Wroclaw"],
    ["Lindenstraße 8, 10115 Berlin, Germany", "Berlin"],
    ["Kastanienweg 4B, 75181 Pforzheim", "Pforzheim"],
    ["Budapest, Kossuth utca 13-15, 1053", "Budapest"],
    ["ул. Садовая, д. 5, кв. 12, Тверь", "Тверь"],
    ["Mira 16/2/99 Minsk Belarus", "Minsk"],
    ["88 Oak Street Apt D - Durham NC 27705", "Durham"],
    ["Blk 12, Rowan Park Link, #03-45, Singapore 310241", "Singapore"],
  ];
  const LAYOUTS = [
    (a: string) => [`Address: ${a}`],
    (a: string) => ["Address", a],
    (a: string) => [`Home address - ${a}`],
    (a: string) => a.split(/,\s*/u),
  ];
  it("labelled or in a block under the name, on one line or several", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADDRESSES),
        fc.constantFrom(...LAYOUTS),
        fc.boolean(),
        ([address, town], layout, top) => {
          const lines = layout(address);
          const labelled = /address/iu.test(lines[0]!);
          // An unlabelled block needs a street first (an address that opens with its town is none), and at the end
          // of the text, under the last section, it needs its label.
          if (!labelled && (!/\d/u.test(lines[0]!) || !top)) return;
          const contacts = "Phone: +44 7700 900123\nE-mail: k.morrow.cv@mail.com";
          const head = top ? ["Kate Morrow", ...lines, contacts] : ["Kate Morrow", contacts];
          const tail = top ? [] : ["", ...lines];
          const text = [...head, BODY_EN, "EDUCATION\nBSc, Leeds University, 2015", ...tail].join("\n");
          expect(read(text).contacts.city, text).toBe(town);
          expect(finding(text, "contacts.city"), text).not.toContain("Не нашли город");
        },
      ),
      { numRuns: 80 },
    );
  });

  it("a year is no house number: a birth line or a date is no address", () => {
    for (const line of ["Born 1994, Lyon, France", "Date of Birth: 25th February 1997", "Java 8 Developer"]) {
      const text = `Kate Morrow\n${line}\nk.morrow.cv@mail.com\n${BODY_EN}`;
      const city = read(text).contacts.city;
      expect(["February", "Developer", "Born"], `${text}\n→ ${city}`).not.toContain(city);
    }
  });
});

describe("the city as an item of a contact line", () => {
  const CASES: readonly [string, string][] = [
    ["Kate Morrow\nk.morrow.cv@mail.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/kmorrow", "San Francisco"],
    ["Kate Morrow\nlinkedin.com/in/kmorrow ▪ Raeford, NC ▪ 913.555.0126", "Raeford"],
    ["Kate Morrow\nCalgary, AB | k.morrow.cv@mail.com", "Calgary"],
    ["ДАРЬЯ ½ Москва, Россия www.example.ru\nd.t@mail.ru\nТОРОПОВА", "Москва"],
    ["Торопова Дарья\nМосква Гражданство - Россия\nd.t@mail.ru", "Москва"],
    ["KATE MORROW\nSINGAPORE |+ 65 9123 4567 | k.morrow.cv@mail.com", "Singapore"],
  ];
  for (const [head, city] of CASES)
    it(head.split("\n")[1]!, () => {
      expect(read(`${head}\n${BODY_EN}`).contacts.city).toBe(city);
    });
  it("a line of several cities in capitals is a list of places, not the person's city", () => {
    const text = `KATE MORROW\nLONDON | LUXEMBOURG | AMSTERDAM\nk.morrow.cv@mail.com\n${BODY_EN}`;
    expect(read(text).contacts.city).toBeNull();
  });
});

describe("a language's level written as a scale", () => {
  const SCALES: readonly [string, string][] = [
    [" 4/5", "4/5"],
    [" – 4 / 5", "4/5"],
    [": 4 из 5", "4/5"],
    [" (4 out of 5)", "4/5"],
    [" — 80%", "80 %"],
    [" ●●●●○", "4/5"],
    [" ★★★☆☆", "3/5"],
    [" ■■■□□□", "3/6"],
  ];
  const NAMES: readonly [string, string][] = [
    ["German", "немецкий"],
    ["Spanish", "испанский"],
    ["Немецкий", "немецкий"],
    ["Французский язык", "французский"],
  ];
  it("scales × languages × headings: the level, not none", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...SCALES),
        fc.constantFrom("LANGUAGES", "Языки"),
        ([name, russian], [scale, level], heading) => {
          const text = `Kate Morrow\nk.morrow.cv@mail.com\n${BODY_EN}\n${heading}\n${name}${scale}\n`;
          const skill = read(text).education.languages.find((l) => l.language === russian);
          expect(skill?.level, text).toBe(level);
          expect(finding(text, "skills.languages"), text).not.toContain("без уровня");
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a bare number under a stated scale", () => {
    const text = `Kate Morrow\nk.morrow.cv@mail.com\n${BODY_EN}\nLANGUAGE SKILLS on a scale between 1 (very low) and 5 (excellent):\nFrench 5 – Spanish 3 – German 2\n`;
    const levels = Object.fromEntries(read(text).education.languages.map((l) => [l.language, l.level]));
    expect(levels).toMatchObject({ французский: "5/5", испанский: "3/5", немецкий: "2/5" });
  });

  it("marks all alike are a picture: said so, never «без уровня»", () => {
    const text = `Kate Morrow\nk.morrow.cv@mail.com\n${BODY_EN}\nLANGUAGES\nGerman ○ ○ ○ ○ ○\nSpanish ○ ○ ○ ○ ○\n`;
    const said = finding(text, "skills.languages");
    expect(said).toContain("значками шкалы");
    expect(said).not.toContain("без уровня");
  });

  it("a level over a list of languages, and a level stated elsewhere in the text", () => {
    for (const [line, languages] of [
      ["Languages: fluent in English, Russian and Spanish", ["русский", "испанский"]],
      ["Fluent in both English and Arabic", ["арабский"]],
    ] as const) {
      const text = `Kate Morrow\nk.morrow.cv@mail.com\n${BODY_EN}\n${line}\n`;
      for (const language of languages)
        expect(read(text).education.languages.find((l) => l.language === language)?.level, text).toBe("fluent");
    }
    const ru = `Торопова Дарья\nd.t@mail.ru\n${BODY_RU}\nО себе\nСвободное владение немецким, пишу тексты.\nЯзыки\nНемецкий язык\nИспанский язык — B1\n`;
    expect(read(ru).education.languages.find((l) => l.language === "немецкий")?.level).toBe("свободное");
  });

  it("a level in words the vocabulary had not read", () => {
    for (const [line, level] of [
      ["Английский — рабочий: переписка и созвоны", "рабочий"],
      [
        "Знание английского языка на уровне чтения технической документации",
        "на уровне чтения технической документации",
      ],
      ["English : Conversant and writes well", "conversant"],
    ] as const) {
      const text = `Торопова Дарья\nd.t@mail.ru\n${BODY_RU}\nЯзыки\n${line}\n`;
      expect(read(text).education.languages.find((l) => l.language === "английский")?.level, text).toBe(level);
    }
  });
});

describe("a thousands comma is no phone's international prefix", () => {
  it("«$50,000.» above a year", () => {
    const text = `Kate Morrow\n${BODY_EN}\nFUNDING\n2021 - 2022. Gift: Northwind Fund. $50,000.\n2019 - 2020. Grant: Civic Arts Fund. $129,102.\n`;
    expect(read(text).contacts.phones).toEqual([]);
  });
});
