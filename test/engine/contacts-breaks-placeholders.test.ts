/**
 * Contacts of decision 500, by grammar over generated forms: e-mails broken by a narrow column at every place a
 * line can break (before or after the "@", inside the domain, after a dot of the local part), letter-spaced, or
 * spelled out ("ivan dot petrov at gmail dot com", "ivan.petrov at uni-bonn.de"); a template's placeholders (numbers
 * of X, underscores, asterisks, hashes, one repeated digit or the counting sequence; generic addresses) recognised as
 * placeholders and said so by the criterion that owns them; and someone else's contacts (an employer's, a school's,
 * a publisher's inside a job, a degree or a publication) after the person's own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractContacts } from "../../worker/analysis/engine/contacts";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { findSections, sectionIndex } from "../../worker/analysis/engine/sections";
import { maskPersonalData } from "../../worker/analysis/masking";
import { isPlaceholderEmail } from "../../worker/analysis/recognisers";
import { grouped } from "./fixtures/phone-forms";
import { NOW } from "./now";

const RUNS = { numRuns: 200 };
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);

/** Local parts as people write them: a name, a name with a dot, underscore, hyphen or digits. */
const word = fc.stringMatching(/^[a-z]{3,9}$/);
const local = fc
  .tuple(word, oneOf("", ".", "_", "-", "."), fc.stringMatching(/^[a-z0-9]{2,8}$/))
  .map(([a, sep, b]) => (sep ? `${a}${sep}${b}` : a));
/** Domains of one or two labels before the top-level domain. */
const DOMAINS = ["gmail.com", "mail.ru", "yandex.ru", "uni-bonn.de", "edu.hse.ru", "outlook.com", "inbox.lv"];
const domain = oneOf(...DOMAINS);

/** The layouts a contact block stands in: a header, a sidebar before the main column, a table cell. */
const LAYOUTS: readonly ((contact: string) => string)[] = [
  (c) => `Anna Smirnova\nData Analyst\n${c}\nExperience\nJan 2019 – Present Analyst, Acme`,
  (c) => `КОНТАКТЫ\n${c}\nНАВЫКИ\nExcel\nОПЫТ РАБОТЫ\n2019 — 2024 ООО «Ромашка»`,
  (c) => `Иван Петров\nМосква\n${c}\nОпыт работы\n2019 — 2024 ООО «Ромашка», менеджер`,
];
const layout = fc.integer({ min: 0, max: LAYOUTS.length - 1 });

/** Where a narrow column breaks an address, as extraction hands it over. */
function brokenAt(localPart: string, host: string, where: number): string | null {
  const email = `${localPart}@${host}`;
  const dot = host.lastIndexOf(".");
  switch (where) {
    case 0: // after the "@"
      return `${localPart}@\n${host}`;
    case 1: // before the "@"
      return `${localPart}\n@${host}`;
    case 2: // after the domain's last dot: "gmail." / "com"
      return `${localPart}@${host.slice(0, dot + 1)}\n${host.slice(dot + 1)}`;
    case 3: // before the domain's last dot: "gmail" / ".com"
      return `${localPart}@${host.slice(0, dot)}\n${host.slice(dot)}`;
    case 4: {
      // inside the first label of the domain: "gm" / "ail.com"
      const first = host.indexOf(".");
      return first > 3 ? `${localPart}@${host.slice(0, 2)}\n${host.slice(2)}` : null;
    }
    case 5: {
      // after a dot of the local part, the piece alone on its line (an e-mail label may stand before it)
      const inner = localPart.indexOf(".");
      return inner > 0 ? `E-mail: ${localPart.slice(0, inner + 1)}\n${localPart.slice(inner + 1)}@${host}` : null;
    }
    default:
      return email;
  }
}

describe("an e-mail broken over two lines by a narrow column", () => {
  it("is read whole wherever the line broke, in every layout", () => {
    fc.assert(
      fc.property(local, domain, fc.integer({ min: 0, max: 5 }), layout, (localPart, host, where, at) => {
        const written = brokenAt(localPart, host, where);
        fc.pre(written !== null);
        const text = LAYOUTS[at]!(written!);
        expect(extractContacts(text).emails[0], text).toBe(`${localPart}@${host}`);
      }),
      { numRuns: 400 },
    );
  });

  it("a sentence that ends with a dot before an address on the next line is not joined to it", () => {
    fc.assert(
      fc.property(
        local,
        domain,
        oneOf("Worked at Acme Inc.", "References on request.", "Open to relocation."),
        (l, h, s) => {
          const text = `Anna Smirnova\n${s}\n${l}@${h}\nExperience`;
          expect(extractContacts(text).emails[0]).toBe(`${l}@${h}`);
        },
      ),
      RUNS,
    );
  });
});

describe("an e-mail written so that robots cannot read it, or spaced out", () => {
  it("with spelled-out dots in the local part and the domain", () => {
    fc.assert(
      fc.property(
        word,
        word,
        domain,
        oneOf(" dot ", " DOT ", " [dot] ", " (dot) "),
        oneOf(" at ", " AT ", " [at] "),
        (a, b, host, dot, at) => {
          fc.pre(!dot.includes("[") || at.includes("["));
          const written = `${a}${dot}${b}${at}${host.replace(/\./gu, dot)}`;
          const text = `Anna Smirnova\n${written}\nExperience`;
          expect(extractContacts(text).emails, written).toContain(`${a}.${b}@${host}`);
          // Masking hides the form as written.
          expect(maskPersonalData(text).text).not.toContain(written);
        },
      ),
      RUNS,
    );
  });

  it("with a spelled-out 'at' and a plain domain, when the left side is an address, not a word", () => {
    fc.assert(
      fc.property(word, oneOf(".", "_", "-"), word, domain, layout, (a, sep, b, host, at) => {
        const text = LAYOUTS[at]!(`${a}${sep}${b} at ${host}`);
        expect(extractContacts(text).emails[0], text).toBe(`${a}${sep}${b}@${host}`);
      }),
      RUNS,
    );
  });

  it("a job 'at' a company whose name is a domain is no address", () => {
    fc.assert(
      fc.property(
        oneOf("Engineer", "Senior Analyst", "lead", "Менеджер", "Intern"),
        oneOf("Booking.com", "Yandex.Market", "Amazon.com", "Ozon.ru", "Avito.ru"),
        (title, company) => {
          const text = `Anna Smirnova\nExperience\n2019 – 2024 ${title} at ${company}\nSkills`;
          expect(extractContacts(text).emails).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it("letter-spaced by a PDF's text layer", () => {
    fc.assert(
      fc.property(word, domain, layout, (l, host, at) => {
        const spaced = `${l}@${host}`.split("").join(" ");
        const text = LAYOUTS[at]!(spaced);
        expect(extractContacts(text).emails[0], text).toBe(`${l}@${host}`);
      }),
      RUNS,
    );
  });
});

/** A phone's shape with placeholder characters for its digits, as templates leave it. */
const placeholderNumber = fc
  .record({
    prefix: oneOf("+7 ", "8 ", "+1 ", "", "+44 ", "+375 ", "+X "),
    mark: oneOf("X", "x", "Х", "х", "_", "*", "#"),
    shape: oneOf("(AAA) AAA-AA-AA", "(AAA) AAA-AAAA", "AAA AAA AA AA", "AAA-AAA-AAAA", "(9AA) AAA-AA-AA"),
  })
  .map(({ prefix, mark, shape }) => `${prefix}${shape.replace(/A/gu, mark)}`)
  // Underscores and asterisks need a phone's punctuation: a rule of underscores is no number.
  .filter((written) => /[-+()]/u.test(written));

/** Numbers no one has: one digit repeated, or the counting sequence. */
const impossibleNumber = fc
  .record({
    digit: fc.integer({ min: 0, max: 9 }).map(String),
    kind: oneOf("repeated", "counting"),
    prefix: oneOf("+7", "8", "+1", ""),
    sep: oneOf(" ", "-", "."),
  })
  .map(({ digit, kind, prefix, sep }) => {
    const national = kind === "repeated" ? digit.repeat(10) : "1234567890";
    const body =
      prefix === "+1" || prefix === "" ? grouped(national, [3, 3, 4], sep) : grouped(national, [3, 3, 2, 2], sep);
    return prefix ? `${prefix} ${body}` : `(${national.slice(0, 3)}) ${grouped(national.slice(3), [3, 4], "-")}`;
  });

const criterion = (text: string, id: string) => analyzeResume({ text }, { now: NOW }).criteria.find((c) => c.id === id);

describe("a template's placeholders are placeholders", () => {
  it("a number of placeholder characters or of impossible digits is no phone, and the phone criterion says so", () => {
    fc.assert(
      fc.property(
        fc.oneof(placeholderNumber, impossibleNumber),
        oneOf("Телефон: ", "Phone: ", "", "Tel. "),
        (written, label) => {
          const text = `Анна Смирнова\nМенеджер\n${label}${written}\nanna.smirnova@mail.ru\nОпыт работы\n2019 — 2024 ООО «Ромашка»`;
          const contacts = extractContacts(text);
          expect(contacts.phones, written).toEqual([]);
          expect(contacts.placeholderPhone, written).not.toBeNull();
          expect(criterion(text, "contacts.phone")?.finding, written).toMatch(/заглушка/u);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("a real number with a counting run inside it stays a phone; a ruled line is no placeholder", () => {
    fc.assert(
      fc.property(oneOf("+7 900 123-45-67", "+7 (912) 345-67-89", "+44 7700 123456", "(909) 555-5555"), (written) => {
        const text = `Anna Smirnova\n${written}\nEducation ${"_".repeat(30)}\nExperience ________________`;
        const contacts = extractContacts(text);
        expect(contacts.phones.length, written).toBe(1);
        expect(contacts.placeholderPhone).toBeNull();
      }),
      { numRuns: 20 },
    );
  });

  const genericLocal = oneOf(
    "email",
    "e-mail",
    "yourname",
    "your.name",
    "your_email",
    "name",
    "firstname.lastname",
    "name.surname",
    "имя",
    "xxx",
    "example",
    "username",
  );
  const genericDomain = oneOf("gmail.com", "mail.ru", "example.com", "domain.com", "yourdomain.com", "company.com");

  it("a template's address is a placeholder, comes after the person's own and is said so when it is the only one", () => {
    fc.assert(
      fc.property(genericLocal, genericDomain, local, domain, fc.boolean(), (gl, gd, l, h, alsoReal) => {
        const placeholder = `${gl}@${gd}`;
        expect(isPlaceholderEmail(placeholder)).toBe(true);
        const real = `${l}@${h}`;
        fc.pre(!isPlaceholderEmail(real));
        const text = `Анна Смирнова\n${placeholder}${alsoReal ? ` · ${real}` : ""}\nОпыт работы\n2019 — 2024 ООО «Ромашка»`;
        const contacts = extractContacts(text);
        expect(contacts.emails[0]).toBe(alsoReal ? real : placeholder);
        const finding = criterion(text, "contacts.email")?.finding ?? "";
        if (alsoReal) expect(finding).not.toMatch(/заглушка/u);
        else expect(finding).toContain(`заглушка шаблона: «${placeholder}»`);
      }),
      RUNS,
    );
  });

  it("real addresses at mail services and personal domains are not placeholders", () => {
    fc.assert(
      fc.property(local, oneOf(...DOMAINS, "email.com", "ivanov.dev", "example.com"), (l, host) => {
        fc.pre(!/^(?:name|email|example|your)/u.test(l));
        expect(isPlaceholderEmail(`${l}@${host}`)).toBe(false);
        expect(isPlaceholderEmail(`me@${host}`)).toBe(false);
        expect(isPlaceholderEmail(`mail@${host}`)).toBe(false);
      }),
      RUNS,
    );
  });
});

/** Sections about others, where an employer's, a school's or a publisher's contacts are written. */
const OTHERS = [
  (c: string) => `Опыт работы\n2019 — 2024 ООО «Ромашка», менеджер\nАдрес офиса: Москва, тел. ${c}`,
  (c: string) => `Experience\nJan 2019 – Present Analyst, Acme Corp (switchboard ${c})`,
  (c: string) => `Education\n2010 – 2014 Moscow State University\nAdmissions office: ${c}`,
  (c: string) => `Publications\nPetrova A. Data. Publisher: Nauka, ${c}, 2020`,
];

describe("someone else's contacts come after the person's own", () => {
  it("an employer's, a school's or a publisher's phone and e-mail inside a section after the person's in a contacts section", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: OTHERS.length - 1 }),
        oneOf("+7 495 123-45-67", "+44 20 7946 0321", "+1 212 555 0188"),
        oneOf("+7 916 234-56-78", "+49 171 2345678", "+1 415 555 0142"),
        oneOf("office.manager@acme.com", "contact.dept@msu.ru"),
        local,
        domain,
        (other, theirPhone, ownPhone, theirEmail, l, h) => {
          const text = `Anna Petrova\nData Analyst\n${OTHERS[other]!(`${theirPhone}, ${theirEmail}`)}\nContacts\n${ownPhone}\n${l}@${h}`;
          const lines = text.split("\n");
          const kinds = sectionIndex(findSections(lines), lines.length);
          const contacts = extractContacts(text, (line) => kinds[line] ?? null);
          expect(contacts.phones[0]?.digits, text).toBe(ownPhone.replace(/\D/gu, ""));
          expect(contacts.emails[0], text).toBe(`${l}@${h}`);
        },
      ),
      RUNS,
    );
  });
});

describe("a number without a country code in the head of a resume", () => {
  /** Ten-digit numbers of countries that dial a trunk 0 or write ten digits at home, grouped as people do. */
  const national = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{8}$/))
    .chain(([second, rest]) =>
      oneOf(
        { digits: `0${second}${rest}`, sizes: [5, 6] },
        { digits: `0${second}${rest}`, sizes: [2, 2, 2, 2, 2] },
        { digits: `9${second}${rest}`, sizes: [5, 5] },
      ),
    );

  it("is an item of the contact line beside the name, with a city and no e-mail near it", () => {
    fc.assert(
      fc.property(
        national,
        oneOf(" | ", " • ", " · ", ", "),
        oneOf(" ", ".", "-"),
        oneOf("London", "Mumbai", "Lyon, France", "12 High St, Leeds"),
        fc.boolean(),
        ({ digits, sizes }, sep, groupSep, city, cityFirst) => {
          const written = grouped(digits, sizes, groupSep);
          const line = cityFirst ? `${city}${sep}${written}` : `${written}${sep}${city}`;
          const text = `Priya Sharma\nOperations Manager\n${line}\nExperience\n2019 – 2024 Acme Ltd`;
          expect(extractContacts(text).phones[0]?.digits, text).toBe(digits);
        },
      ),
      RUNS,
    );
  });

  it("after a label in the languages people write it, with a colon, a dot or a dash", () => {
    fc.assert(
      fc.property(
        national,
        oneOf("Mob", "Mobile No.", "Cel", "Celular", "Tél", "Portable", "Móvil", "Tlf", "Phone"),
        oneOf(":", " :", " -", "-", " –", "."),
        ({ digits, sizes }, label, mark) => {
          const text = `Jean Dupont\n${label}${mark} ${grouped(digits, sizes, " ")}\nExperience`;
          expect(extractContacts(text).phones[0]?.digits, text).toBe(digits);
        },
      ),
      RUNS,
    );
  });

  it("a French number written with dots is no date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.stringMatching(/^\d{8}$/), (second, rest) => {
        const digits = `0${second}${rest}`;
        const text = `Jean Dupont\n${grouped(digits, [2, 2, 2, 2, 2], ".")}\nExpérience`;
        expect(extractContacts(text).phones[0]?.digits, text).toBe(digits);
      }),
      RUNS,
    );
  });

  it("a date range or a year line in the head is no phone", () => {
    fc.assert(
      fc.property(oneOf("01.09.2019 – 30.06.2023", "2015 – 2019", "12.03.1995", "Sept 2019 – June 2023"), (dates) => {
        expect(extractContacts(`Priya Sharma\nLondon | ${dates}\nExperience`).phones).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });
});
