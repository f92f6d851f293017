/**
 * Contacts and the person's name by grammar, not by the files they were seen in: phones and e-mails are generated
 * in the forms people and extraction write them (country codes, trunk prefixes, any dash or dot between groups,
 * obfuscated and broken addresses) and planted in the layouts resumes have (a contact line, a sidebar, a table
 * cell, glued to a label, a year of the next column right after); names in Russian and English orders, with
 * initials, middle names, credentials and capitals, on the first line or after a sidebar of skills.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractContacts, findEmails, findPhones } from "../../worker/analysis/engine/contacts";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { maskPersonalData } from "../../worker/analysis/masking";
import { TOP_LEVEL_DOMAINS } from "../../worker/text/contacts-tlds";
import { PHONE_EXAMPLES } from "./fixtures/phone-examples";
import { grouped } from "./fixtures/phone-forms";
import { NOW } from "./now";

const RUNS = { numRuns: 150 };

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digitsOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(""));
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);

interface Phone {
  written: string;
  /** The digits a caller from abroad dials, country code first. */
  e164: string;
}

const SEPARATORS = [" ", "-", ".", " – ", " - ", "‑", "\u00a0", " − ", "/"];

/** A Russian mobile in every common shape: +7, 8, brackets, spaces, dashes, dots, glued. */
const russianPhone: fc.Arbitrary<Phone> = fc
  .record({
    number: digitsOf(9).map((d) => `9${d}`),
    prefix: oneOf("+7", "8", "+7 ", "8 ", "+7-", "8-"),
    brackets: fc.boolean(),
    sep: oneOf(...SEPARATORS, ""),
  })
  .map(({ number, prefix, brackets, sep }) => {
    const code = brackets ? `(${number.slice(0, 3)}) ` : `${number.slice(0, 3)}${sep || ""}`;
    const rest = grouped(number.slice(3), [3, 2, 2], sep);
    return { written: `${prefix}${code}${rest}`.replace(/\s+$/, ""), e164: `7${number}` };
  });

/** Other countries: +CC or 00CC, then the national number in groups. */
const internationalPhone: fc.Arbitrary<Phone> = fc
  .record({
    country: oneOf(
      { code: "375", length: 9 },
      { code: "380", length: 9 },
      { code: "44", length: 10 },
      { code: "49", length: 10 },
      { code: "33", length: 9 },
      { code: "91", length: 10 },
      { code: "998", length: 9 },
    ),
    national: digitsOf(10),
    lead: fc.integer({ min: 1, max: 9 }).map(String),
    plus: fc.boolean(),
    sep: oneOf(...SEPARATORS),
    sizes: oneOf([2, 3, 2, 2], [3, 3, 4], [4, 3, 3], [2, 2, 2, 2, 2]),
  })
  .map(({ country, national, lead, plus, sep, sizes }) => {
    const number = `${lead}${national}`.slice(0, country.length);
    const prefix = plus ? `+${country.code}` : `00${country.code}`;
    return { written: `${prefix} ${grouped(number, sizes, sep)}`, e164: `${country.code}${number}` };
  });

/** North American numbers as US templates write them. */
const northAmericanPhone: fc.Arbitrary<Phone> = fc
  .record({
    area: fc.integer({ min: 2, max: 9 }).chain((first) => digitsOf(2).map((d) => `${first}${d}`)),
    exchange: fc.integer({ min: 2, max: 9 }).chain((first) => digitsOf(2).map((d) => `${first}${d}`)),
    line: digitsOf(4),
    shape: oneOf("(A) E-L", "A-E-L", "A.E.L", "+1 A E L", "+1 (A) E-L", "1-A-E-L"),
  })
  .map(({ area, exchange, line, shape }) => ({
    written: shape.replace("A", area).replace("E", exchange).replace("L", line),
    e164: `1${area}${exchange}${line}`,
  }));

const anyPhone = fc.oneof(russianPhone, internationalPhone, northAmericanPhone);

const EMAIL_DOMAINS = ["mail.ru", "yandex.ru", "gmail.com", "edu.hse.ru", "example.co.uk", "company.io", "inbox.ru"];
const localPart = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), oneOf("", ".", "_", "-"), fc.stringMatching(/^[a-z0-9]{0,8}$/))
  .map(([a, sep, b]) => (b ? `${a}${sep}${b}` : a));
const email = fc.tuple(localPart, oneOf(...EMAIL_DOMAINS)).map(([local, domain]) => `${local}@${domain}`);

/** Places a contact in the layouts resumes have. */
const layouts: readonly ((contact: string, label: string) => string)[] = [
  (c) => `Анна Смирнова | Москва | ${c}\nМенеджер по продажам\nОпыт работы\n2019 — 2024 ООО «Ромашка»`,
  (c) => `КОНТАКТЫ\n${c}\nНАВЫКИ\nExcel\n1С\nОБРАЗОВАНИЕ\n2008 — 2013\nАнна Смирнова\nБухгалтер`,
  (c, label) => `${label}\t${c}\tГород\tКазань\nОпыт работы\t2019 — 2024`,
  (c, label) => `John Miller\n${label}:${c}\nExperience\nJan 2019 – Present Engineer`,
  (c) => `John Miller\n${c}    2019\nExperience`,
];

describe("phones written in any common form, in any layout", () => {
  it("are found with their digits, and masked before a model sees them", () => {
    fc.assert(
      fc.property(anyPhone, fc.integer({ min: 0, max: layouts.length - 1 }), (phone, layout) => {
        const text = layouts[layout]!(phone.written, layout === 2 ? "Телефон" : "Phone");
        const found = findPhones(text);
        expect(found[0]?.digits).toBe(phone.e164);
        expect(maskPersonalData(text).text).not.toContain(found[0]!.raw);
      }),
      RUNS,
    );
  });

  it("of every country, with its calling code, in the forms people write them", () => {
    // One example mobile number per country (libphonenumber's numbering plans), grouped and prefixed as people do.
    const country = fc.constantFrom(...PHONE_EXAMPLES);
    const written = fc.record({
      country,
      prefix: oneOf("+", "00", "(+", "+ "),
      sep: oneOf(...SEPARATORS),
      sizes: oneOf([2, 3, 2, 2], [3, 3, 4], [4, 4], [3, 4], [2, 2, 2, 2], [4, 3, 3], [9]),
      extension: oneOf("", " ext. 12", " x 305", " доб. 1234"),
    });
    fc.assert(
      fc.property(written, fc.integer({ min: 0, max: layouts.length - 1 }), (w, layout) => {
        const { code, national } = w.country;
        const prefix = w.prefix === "(+" ? `(+${code})` : `${w.prefix}${code}`;
        const phone = `${prefix} ${grouped(national, w.sizes, w.sep)}${w.extension}`;
        const text = layouts[layout]!(phone, layout === 2 ? "Телефон" : "Phone");
        const found = findPhones(text);
        expect(found[0]?.digits, text).toBe(`${code}${national}`);
        // The extension is part of the number as written (and masked with it).
        expect(found[0]!.raw.replace(/\D/g, ""), text).toBe(phone.replace(/\D/g, ""));
      }),
      { numRuns: 600, seed: 290 },
    );
  });

  /** A ten-digit number with a trunk 0 and no country code, grouped as people write it. */
  const local = fc
    .tuple(fc.integer({ min: 1, max: 9 }), digitsOf(8))
    .map(([second, rest]) => `0${second}${rest}`)
    .chain((digits) => oneOf(...SEPARATORS).map((sep) => ({ digits, written: grouped(digits, [3, 3, 2, 2], sep) })));

  it("of every country after an icon font's glyph read as a letter or a private-use character (decision 460)", () => {
    // Icon fonts without a Unicode map extract their phone glyph as a letter ("T", "H") or a private-use character,
    // glued to the number: "T0044 …", "H+49 …", "\uf095+7 …".
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_EXAMPLES),
        oneOf("T", "H", "P", "M", "\uf095", "\ue0b0"),
        oneOf("+", "00"),
        oneOf(...SEPARATORS),
        ({ code, national }, icon, prefix, sep) => {
          const text = `Tan Wei Ming\n${icon}${prefix}${code} ${grouped(national, [3, 3, 4], sep)}\nExperience`;
          expect(findPhones(text)[0]?.digits, text).toBe(`${code}${national}`);
        },
      ),
      { numRuns: 400, seed: 460 },
    );
  });

  it("a local number is an item of a contact line with a profile link, or beside an e-mail on the next line", () => {
    fc.assert(
      fc.property(
        local,
        oneOf(" | ", " • ", " · ", ", "),
        oneOf("github.com/ivan", "linkedin.com/in/ivan", "https://ivan.dev", "t.me/ivan"),
        ({ digits, written }, sep, link) => {
          expect(findPhones(`Ivan Petrov\nLondon${sep}${written}${sep}${link}\nExperience`)[0]?.digits).toBe(digits);
          expect(findPhones(`Ivan Petrov\nivan@mail.ru\nLondon${sep}${written}\nExperience`)[0]?.digits).toBe(digits);
        },
      ),
      RUNS,
    );
  });

  it("eight-digit local numbers (Singapore, Hong Kong, the Nordics …) when something says they are a phone", () => {
    const eight = PHONE_EXAMPLES.filter((e) => e.national.length === 8);
    fc.assert(
      fc.property(
        fc.constantFrom(...eight),
        oneOf(" ", "-", "", "\u00a0"),
        oneOf("Tel: ", "Mobile: ", "HP: ", "Phone ", "Тел.: ", "M "),
        ({ national }, sep, label) => {
          const written = `${national.slice(0, 4)}${sep}${national.slice(4)}`;
          expect(findPhones(`Tan Wei Ming\n${label}${written}\nwei@mail.com`)[0]?.digits).toBe(national);
          expect(findPhones(`Tan Wei Ming\n${written}\nExperience`)[0]?.digits).toBe(national);
        },
      ),
      RUNS,
    );
  });

  it("without a country code, when a label or a line of its own says it is a phone", () => {
    fc.assert(
      fc.property(
        local,
        oneOf("Тел.: ", "Mobile: ", "M ", "Phone ", "", "Тел./факс: ", "Phone / WhatsApp: ", "📞 ", "☎️  "),
        ({ digits, written }, label) => {
          expect(findPhones(`Иван Петров\n${label}${written}\nivan@mail.ru`)[0]?.digits).toBe(digits);
          // An item of a comma-separated contact line.
          expect(findPhones(`Иван Петров\nivan@mail.ru, ${written}, Москва\nОпыт`)[0]?.digits).toBe(digits);
        },
      ),
      RUNS,
    );
  });

  it("years, ranges, ids and dates are not phones", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2026 }),
        fc.integer({ min: 1990, max: 2026 }),
        oneOf(" - ", " – ", "-", "—"),
        (from, to, dash) => {
          expect(findPhones(`${from}${dash}${to} Инженер\nОпыт ${from}${dash}${to}, заказ 100 200 3000`)).toEqual([]);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2026 })),
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2026 })),
        oneOf(".", "/"),
        oneOf(" – ", " - ", "-", " — "),
        ([m1, y1], [m2, y2], dot, dash) => {
          const mm = (m: number) => String(m).padStart(2, "0");
          const range = `${mm(m1)}${dot}${y1}${dash}${mm(m2)}${dot}${y2}`;
          expect(findPhones(`Опыт работы\n${range}\nПовар | a@b.ru | ${range}`)).toEqual([]);
        },
      ),
      RUNS,
    );
    expect(findPhones("Дата рождения: 12.03.1995\nИНН 7701 2345 67")).toEqual([]);
    expect(findPhones("Опыт\n2019.05.20\n20190520\n2015 – 2019\nIndex 123456")).toEqual([]);
  });

  it("a range of dates in numbers is never a phone, in any order of month and year, in any layout (decision 545)", () => {
    const mm = (m: number, pad: boolean) => (pad ? String(m).padStart(2, "0") : String(m));
    const numericDate = fc
      .record({
        year: fc.integer({ min: 1990, max: 2026 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        pad: fc.boolean(),
        dot: oneOf(".", "/", "-"),
        shape: oneOf("Y", "M/Y", "Y/M", "M/YY", "D.M.Y", "D.M.YY"),
      })
      .map(({ year, month, day, pad, dot, shape }) => {
        const sep = shape.includes("YY") && dot === "-" ? "/" : dot;
        const short = String(year).slice(2);
        switch (shape) {
          case "Y":
            return String(year);
          case "M/Y":
            return `${mm(month, pad)}${sep}${year}`;
          case "Y/M":
            return `${year}${sep}${mm(month, pad)}`;
          case "M/YY":
            return `${mm(month, true)}${sep}${short}`;
          case "D.M.Y":
            return `${mm(day, true)}.${mm(month, true)}.${year}`;
          default:
            return `${mm(day, true)}.${mm(month, true)}.${short}`;
        }
      });
    // Where a range sits beside contacts: a line of its own in the head, an item of a contact line, under an e-mail.
    const places = [
      (range: string) => `Jane Tanner\nInterpreter\n${range}\njane@example.com`,
      (range: string) => `Jane Tanner\njane@example.com | ${range} | Boston`,
      (range: string) => `Jane Tanner | jane@example.com\n${range}\nConference interpreting, UN Geneva`,
      (range: string) => `КОНТАКТЫ\nanna@example.ru\n${range}\nМосква`,
    ];
    fc.assert(
      fc.property(
        numericDate,
        numericDate,
        oneOf(" - ", " – ", "-", "—", " — ", "–", " / "),
        fc.integer({ min: 0, max: places.length - 1 }),
        (from, to, dash, place) => {
          expect(findPhones(places[place]!(`${from}${dash}${to}`))).toEqual([]);
        },
      ),
      RUNS,
    );
    // The same places still give the phone that is there.
    expect(findPhones(places[1]!("07700 900123"))[0]?.digits).toBe("07700900123");
  });

  it("written in full-width digits (an East Asian input method), as their ASCII digits", () => {
    const fullWidth = (text: string) =>
      text.replace(/[!-~]/gu, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    fc.assert(
      fc.property(anyPhone, fc.integer({ min: 0, max: layouts.length - 1 }), (phone, layout) => {
        const text = layouts[layout]!(fullWidth(phone.written), layout === 2 ? "Телефон" : "Phone");
        const report = analyzeResume({ text }, { now: NOW });
        expect(report.reading.contacts.phones[0]?.digits).toBe(phone.e164);
      }),
      { numRuns: 40 },
    );
  });
});

describe("e-mails as people and extraction write them", () => {
  it.each([
    ["plain", (e: string) => e],
    ["in a contact line", (e: string) => `Анна Смирнова | ${e} | Москва`],
    ["after a label", (e: string) => `E-mail: ${e}`],
    ["glued to a label", (e: string) => `Email:${e}`],
    ["in angle brackets", (e: string) => `<${e}>`],
    ["with mailto:", (e: string) => `mailto:${e}`],
    ["in a table cell", (e: string) => `Почта\t${e}\tТелефон`],
    ["glued to the next column's heading", (e: string) => `${e}Образование`],
    ["split around @ by extraction", (e: string) => e.replace("@", " @ ")],
    ["escaped in Markdown", (e: string) => e.replace(/([_.@-])/g, "\\$1")],
    ["as a Markdown link", (e: string) => `**E-mail:** [${e}](mailto:${e})`],
    ["with a full-width at sign", (e: string) => e.replace("@", "＠")],
  ])("%s", (_, place) => {
    fc.assert(
      fc.property(email, (address) => {
        const text = `Анна Смирнова\n${place(address)}\nОпыт работы`;
        expect(extractContacts(text).emails[0]).toBe(address);
        // Masked whole: no piece of the address is left for a model to see.
        expect(maskPersonalData(text).text).not.toContain(address.split("@")[0]!.replace(/[_.-].*/u, ""));
      }),
      RUNS,
    );
  });

  it("a local part broken inside a word by a narrow column is joined again; a word or a domain before an address is not", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{2,8}$/),
        oneOf(".", "_", "1", "2."),
        fc.stringMatching(/^[a-z]{3,8}$/),
        fc.integer({ min: 1, max: 2 }),
        oneOf(...EMAIL_DOMAINS),
        oneOf("", "E-mail: ", "\uF0E0 ", "Почта: "),
        (first, sep, second, cut, domain, label) => {
          const address = `${first}${sep}${second}@${domain}`;
          const at = first.length + sep.length + cut;
          const piece = address.slice(0, at);
          // A piece that ends in a top-level domain may be a site's address ("ivan.de"): left as it is.
          fc.pre(!piece.includes(".") || !TOP_LEVEL_DOMAINS.has(piece.slice(piece.lastIndexOf(".") + 1)));
          const text = `Анна Смирнова\n${label}${piece}\n${address.slice(at)}\nОпыт работы`;
          expect(extractContacts(text).emails[0]).toBe(address);
        },
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        email,
        oneOf("Contacts", "КОНТАКТЫ", "ivan.ru", "portfolio.com", "2021", "Москва"),
        (address, line) => {
          expect(extractContacts(`Анна Смирнова\n${line}\n${address}\nОпыт работы`).emails[0]).toBe(address);
        },
      ),
      RUNS,
    );
  });

  it("in full-width letters, as the ASCII address", () => {
    fc.assert(
      fc.property(email, (address) => {
        const wide = address.replace(/[!-~]/gu, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
        const report = analyzeResume({ text: `Анна Смирнова\nE-mail: ${wide}\nОпыт работы` }, { now: NOW });
        expect(report.reading.contacts.emails[0]).toBe(address);
      }),
      { numRuns: 40 },
    );
  });

  it("a domain broken over two lines is joined again", () => {
    fc.assert(
      fc.property(
        localPart,
        oneOf("edu.hse", "corp.example", "student.msu"),
        oneOf("ru", "com"),
        (local, host, tld) => {
          expect(findEmails(`${local}@${host}. Образование\n${tld}\n2019 — 2023 МГУ`)[0]).toBe(
            `${local}@${host}.${tld}`,
          );
        },
      ),
      RUNS,
    );
  });

  it("obfuscated forms are read, a job «at» a company is not", () => {
    fc.assert(
      fc.property(localPart, oneOf(...EMAIL_DOMAINS), oneOf("[at]", "(at)", " at "), (local, domain, at) => {
        const dotted = at === " at " ? domain.replace(/\./g, " dot ") : domain.replace(/\./g, " [dot] ");
        expect(findEmails(`Contact: ${local}${at}${dotted}`)[0]).toBe(`${local}@${domain}`);
      }),
      RUNS,
    );
    expect(findEmails("Team lead at Yandex.Market since 2020")).toEqual([]);
  });
});

const RU_PEOPLE = [
  { surname: "Смирнова", given: "Анна", patronymic: "Сергеевна" },
  { surname: "Лаврова", given: "Екатерина", patronymic: "Игоревна" },
  { surname: "Ковалёв", given: "Дмитрий", patronymic: "Андреевич" },
  { surname: "Гареев", given: "Марк", patronymic: "Ильич" },
  { surname: "Орлова", given: "Наталья", patronymic: "Викторовна" },
  { surname: "Дубик-Энман", given: "Степан", patronymic: "Филиппович" },
];
const EN_PEOPLE = [
  { given: "Emily", middle: "Rose", surname: "Carter" },
  { given: "James", middle: "T.", surname: "O'Brien" },
  { given: "Megan", middle: "Anne", surname: "Hart" },
  { given: "Michael", middle: "J.", surname: "McDonald" },
];

const ruName = fc.tuple(fc.constantFrom(...RU_PEOPLE), fc.integer({ min: 0, max: 4 })).map(([p, order]) => {
  const forms = [
    `${p.surname} ${p.given} ${p.patronymic}`,
    `${p.given} ${p.surname}`,
    `${p.surname} ${p.given}`,
    `${p.surname} ${p.given[0]}. ${p.patronymic[0]}.`,
    `${p.surname} ${p.given} ${p.patronymic}`.toUpperCase(),
  ];
  return forms[order]!;
});
const enName = fc
  .tuple(fc.constantFrom(...EN_PEOPLE), fc.integer({ min: 0, max: 3 }), oneOf("", ", CPA", ", PhD", ", MBA"))
  .map(([p, order, credentials]) => {
    const forms = [
      `${p.given} ${p.surname}`,
      `${p.given} ${p.middle} ${p.surname}`,
      `${p.given} ${p.surname}`.toUpperCase(),
      `${p.given} ${p.middle[0]}. ${p.surname}`,
    ];
    return { name: forms[order]!, line: `${forms[order]}${credentials}` };
  });

const nameOf = (text: string) => analyzeResume({ text }, { now: NOW }).facts.name;

describe("the person's name in Russian and English forms", () => {
  it("on the first line, over a title and contacts", () => {
    fc.assert(
      fc.property(ruName, (name) => {
        expect(
          nameOf(`${name}\nБухгалтер\n+7 912 345-67-89 · anna@mail.ru\nОпыт работы\n2019 — 2024 ООО «Ромашка»`),
        ).toBe(name);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(enName, ({ name, line }) => {
        expect(nameOf(`${line}\nSenior Accountant\n(555) 201-3344 | a@example.com\nExperience`)).toBe(name);
      }),
      RUNS,
    );
  });

  it("after a sidebar of contacts and skills, not a skill from it", () => {
    const skills = fc.shuffledSubarray(
      ["Adobe Lightroom", "Capture One", "Microsoft Excel", "Salesforce", "Google Analytics", "Adobe Photoshop"],
      { minLength: 2, maxLength: 5 },
    );
    fc.assert(
      fc.property(ruName, skills, (name, list) => {
        const text = `КОНТАКТЫ\n+7 900 612-48-05\nanna@example.ru\nНАВЫКИ\n${list.join("\n")}\nОБРАЗОВАНИЕ\n2008 — 2013\nСПбГУ\n${name}\nФотограф\nОПЫТ РАБОТЫ\nФотограф\nСентябрь 2017 — н.в.`;
        expect(nameOf(text)).toBe(name);
      }),
      RUNS,
    );
  });

  it("labelled, introduced, or followed by a comma and a title", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RU_PEOPLE), (p) => {
        const full = `${p.surname} ${p.given} ${p.patronymic}`;
        expect(nameOf(`Резюме\nФ.И.О.: ${full}\nДата рождения: 02.11.1996\nТелефон: +7-999-012-73-02`)).toBe(full);
        expect(nameOf(`Меня зовут ${p.given}.\nТелефон: +7-999-012-73-13\nОпыт работы`)).toBe(p.given);
        expect(nameOf(`${p.surname} ${p.given}, Back-end разработчик\n+7 (999) 012 73 07 a@b.ru`)).toBe(
          `${p.surname} ${p.given}`,
        );
      }),
      RUNS,
    );
  });
});
