/**
 * Whose contacts and in what form (decision 400): a trunk 0 written after the country code, a label with an aside
 * in brackets, an "@" icon or a credential before an address; the person's phone and e-mail before referees',
 * a fax's, and none of a recruiter's or employer's letterhead or footer. Generated forms × layouts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractContacts, findEmails, findPhones } from "../../worker/analysis/engine/contacts";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { maskPersonalData } from "../../worker/analysis/masking";
import { rejoinSplitEmails } from "../../worker/analysis/recognisers";
import { phoneMaxDigits } from "../../worker/text/contacts-phone-codes";
import { PHONE_EXAMPLES } from "./fixtures/phone-examples";
import { grouped } from "./fixtures/phone-forms";
import { NOW } from "./now";

const RUNS = { numRuns: 150 };
const oneOf = <T>(...values: T[]) => fc.constantFrom(...values);
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digitsOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(""));

const contactsOf = (text: string) => analyzeResume({ text }, { now: NOW }).facts.contacts;

describe("phones as people write them", () => {
  it("with the trunk 0 dialled at home written after the country code", () => {
    // Countries whose numbers do not start with 0 and would be too long with it: "+44 07700 900147".
    const examples = PHONE_EXAMPLES.filter(
      (e) => !e.national.startsWith("0") && e.code.length + e.national.length + 1 > phoneMaxDigits(e.code + e.national),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        oneOf("+", "00", "+ "),
        oneOf(" 0", " (0) ", " (0)", "-0", " 0 "),
        oneOf([4, 6], [3, 3, 4], [2, 2, 2, 2], [9]),
        oneOf("Mob.: ", "Tel ", "", "Телефон: "),
        ({ code, national }, prefix, trunk, sizes, label) => {
          const written = `${prefix}${code}${trunk}${grouped(national, sizes, " ")}`;
          const text = `Anna Kowalska\n${label}${written}\nanna@example.com\nExperience`;
          const found = findPhones(text);
          expect(found[0]?.digits, text).toBe(`${code}${national}`);
          expect(maskPersonalData(text).text).not.toContain(national.slice(-4));
        },
      ),
      { numRuns: 400, seed: 400 },
    );
    // "00" after a group's dash is no international prefix: two US numbers on two lines stay two.
    expect(findPhones("(200) 200-0001\n\n(200) 200-0000").map((p) => p.digits)).toEqual(["12002000001", "12002000000"]);
    // Italy's numbers start with 0: kept as dialled.
    expect(findPhones("Tel: +39 06 1234 5678")[0]?.digits).toBe("390612345678");
  });

  it("after a label with an aside in brackets before its colon", () => {
    fc.assert(
      fc.property(
        oneOf("Contact (Mobile) : ", "Phone (WhatsApp): ", "Телефон (моб.): ", "Tel (home): ", "Mobile (HK) : "),
        digitsOf(7).map((d) => `9${d}`),
        oneOf(" ", "-", ""),
        (label, digits, sep) => {
          const text = `Personal Particulars\nName : Tan Wei\n${label}${digits.slice(0, 4)}${sep}${digits.slice(4)}\n`;
          expect(findPhones(text)[0]?.digits, text).toBe(digits);
        },
      ),
      RUNS,
    );
  });
});

describe("e-mails beside an @ icon or a credential", () => {
  it("are read whole, not joined to the word before", () => {
    const address = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,8}$/), oneOf(".", "_", ""), fc.stringMatching(/^[a-z]{1,6}$/))
      .chain(([a, sep, b]) => oneOf("gmail.com", "mail.ru", "uni.edu").map((d) => `${a}${sep}${b}@${d}`));
    fc.assert(
      fc.property(
        address,
        oneOf("ADRIAN FORSYTHE Ph.D.\n@ ", "Jane Roe, M.D. @ ", "Иван Петров\n@ ", "Jane Roe | @ ", "CONTACT\n@  "),
        (email, before) => {
          const text = `${before}${email} +46 70 174 06 22\nEXPERIENCE`;
          expect(findEmails(rejoinSplitEmails(text))[0], text).toBe(email);
          expect(contactsOf(text).emails[0]).toBe(email);
        },
      ),
      RUNS,
    );
    // Split by extraction around the "@" it still is one address.
    expect(findEmails(rejoinSplitEmails("Анна\nanna.smirnova @ mail.ru\nОпыт"))[0]).toBe("anna.smirnova@mail.ru");
  });
});

describe("e-mails a PDF text layer or the person broke up", () => {
  const address = fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,8}$/), oneOf("-", "_", "."), fc.stringMatching(/^[a-z]{2,6}$/))
    .chain(([a, sep, b]) =>
      oneOf("gmail.com", "mail.ru", "edu.hse.ru", "uni-bonn.de").map((domain) => ({ a, sep, b, domain })),
    );
  const spacedDot = oneOf(" .", ". ", " . ", "  .  ");
  const forms: readonly [string, (a: { a: string; sep: string; b: string; domain: string }, dot: string) => string][] =
    [
      [
        "spaces around a dot of the domain",
        (e, dot) => `${e.a}${e.sep}${e.b}@${e.domain.replace(/\.(?=[^.]+$)/u, dot)}`,
      ],
      ["spaces around the @ and a dot", (e, dot) => `${e.a}${e.sep}${e.b} @ ${e.domain.replace(/\./gu, dot)}`],
      ["brackets around the @", (e) => `${e.a}${e.sep}${e.b}(@)${e.domain}`],
      ["brackets around the dots", (e) => `${e.a}${e.sep}${e.b}@${e.domain.replace(/\./gu, "[.]")}`],
      ["spelled out in Russian", (e) => `${e.a}${e.sep}${e.b} собака ${e.domain.replace(/\./gu, " точка ")}`],
      ["@ with a spelled-out dot", (e) => `${e.a}${e.sep}${e.b}@${e.domain.replace(/\./gu, " dot ")}`],
    ];
  it.each(forms)("%s", (_, write) => {
    fc.assert(
      fc.property(address, spacedDot, fc.integer({ min: 0, max: 2 }), (e, dot, layout) => {
        const written = write(e, dot);
        const email = `${e.a}${e.sep}${e.b}@${e.domain}`;
        const text = [
          `Анна Смирнова\nE-mail: ${written}\nОпыт работы`,
          `John Miller | ${written} | +1 (415) 555-0199\nExperience`,
          `КОНТАКТЫ\n${written}\nНАВЫКИ\nExcel`,
        ][layout]!;
        expect(contactsOf(text).emails, text).toEqual([email]);
        expect(maskPersonalData(text).text, text).not.toContain(`${e.a}${e.sep}${e.b}`);
      }),
      RUNS,
    );
  });

  it("a line broken at a hyphen or underscore inside the local part", () => {
    fc.assert(
      fc.property(address, oneOf("-", "_"), oneOf("", "E-mail: ", "Email | "), (e, sep, label) => {
        const text = `Anna Smirnova\n${label}${e.a}${sep}\n${e.b}@${e.domain}\nExperience`;
        expect(contactsOf(text).emails, text).toEqual([`${e.a}${sep}${e.b}@${e.domain}`]);
      }),
      RUNS,
    );
    // A sentence before an address on the next line is not part of it.
    expect(contactsOf("Москва, ул. Ленина, д. 5\nivan@mail.ru\nОпыт").emails).toEqual(["ivan@mail.ru"]);
    expect(contactsOf("Contact me at my e-mail.\nivan@mail.ru. It is read daily").emails).toEqual(["ivan@mail.ru"]);
  });
});

const REFEREE_NAMES = ["Mark Goaslind", "Brenda Aagard", "Dr. Helen Price", "Иван Сидоров", "Ольга Кравец"];
const localPhone = fc
  .tuple(fc.integer({ min: 2, max: 9 }), digitsOf(2), fc.integer({ min: 2, max: 9 }), digitsOf(6))
  .map(([a, b, c, d]) => ({ written: `(${a}${b}) ${c}${d.slice(0, 2)}-${d.slice(2)}`, digits: `1${a}${b}${c}${d}` }));

describe("the person's contacts before anyone else's", () => {
  it("a referee's phone is never the person's, wherever the person's stands", () => {
    fc.assert(
      fc.property(
        localPhone,
        fc.array(localPhone, { minLength: 1, maxLength: 3 }),
        oneOf("REFERENCES", "References", "Referees", "РЕКОМЕНДАЦИИ"),
        fc.integer({ min: 0, max: 2 }),
        (own, referees, heading, layout) => {
          fc.pre(new Set([own, ...referees].map((p) => p.digits)).size === referees.length + 1);
          const refs = referees
            .map((r, i) => `${REFEREE_NAMES[i % REFEREE_NAMES.length]} — Principal\n${r.written}`)
            .join("\n\n");
          const texts = [
            // contacts at the top, referees at the end
            `Carli Johansen\n${own.written}\ncarli@gmail.com\nEXPERIENCE\nTeacher\nOCT 2022 - DEC 2022\n${heading}\n${refs}`,
            // a sidebar flattened into the references: the person's phone beside the person's e-mail
            `EDUCATION\nBYU\n${heading}\n${refs}\n\n${own.written}\ncarli@gmail.com\n\nSKILLS\nCarli Johansen`,
            // a contact line under a contacts heading after the references
            `Carli Johansen\nTeacher\n${heading}\n${refs}\nCONTACT\n${own.written} | carli@gmail.com`,
          ];
          const contacts = contactsOf(texts[layout]!);
          expect(contacts.phones[0]?.digits, texts[layout]).toBe(own.digits);
          // A referee's phone is someone else's: never among the person's (decision 780).
          expect(contacts.phones).toHaveLength(1);
        },
      ),
      RUNS,
    );
  });

  it("a fax comes after the phone", () => {
    fc.assert(
      fc.property(localPhone, localPhone, oneOf("Fax: ", "Факс: ", "Telefax "), (fax, phone, label) => {
        fc.pre(fax.digits !== phone.digits);
        const text = `John Miller\n${label}${fax.written}\nPhone: ${phone.written}\njohn@mail.com\nExperience`;
        expect(contactsOf(text).phones.map((p) => p.digits)).toEqual([phone.digits, fax.digits]);
      }),
      RUNS,
    );
  });

  it("a recruiter's or employer's letterhead and footer are not the person's", () => {
    const body = Array.from({ length: 16 }, (_, i) => `Accounts Assistant, duty ${i + 1}`).join("\n");
    fc.assert(
      fc.property(
        oneOf("office", "info", "careers", "recruitment", "hr"),
        oneOf("fundspartnership.com", "agency.co.uk", "kadry.ru"),
        fc.boolean(),
        (mailbox, domain, ownContacts) => {
          const own = ownContacts ? "Phone: +65 9123 4567\nvk@gmail.com\n" : "";
          const footer = `T: +852 3478 3956 | Level 12, Tower, Hong Kong\nE: ${mailbox}@${domain} | W: www.${domain}`;
          const text = `Name : Vasanthi K\n${own}EXPERIENCE\n${body}\n${footer}\nThis CV has been provided by an agency.`;
          const contacts = contactsOf(text);
          expect(contacts.emails).toEqual(ownContacts ? ["vk@gmail.com"] : []);
          expect(contacts.phones.map((p) => p.digits)).toEqual(ownContacts ? ["6591234567"] : []);
          // Still masked: what the model never sees does not depend on whose it is.
          expect(maskPersonalData(text).text).not.toContain(`${mailbox}@${domain}`);
        },
      ),
      RUNS,
    );
  });

  it("a role mailbox at the head of the resume is the person's own", () => {
    for (const mailbox of ["admin", "info", "office"]) {
      const text = `Nora Vail\n${mailbox}@noravail.net | +1 (415) 555-0199\nWORK EXPERIENCE\nGrowth Lead`;
      expect(contactsOf(text).emails).toEqual([`${mailbox}@noravail.net`]);
      expect(extractContacts(text).phones).toHaveLength(1);
    }
  });
});
