/**
 * National phone numbers without a country code or label (decision 750): "07700 900123" on the line under the name,
 * or in "name / e-mail / phone" joined by slashes. Generated over the forms of the national table, the groupings
 * and separators people write, and the places a contact line has; and the digit runs that are no phone — inside a
 * longer number, glued to a word, after an identifier's label, of another length, a date, or in the body — stay none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPhones } from "../../worker/analysis/engine/contacts";
import { isNationalPhoneForm, NATIONAL_PHONE_FORMS } from "../../worker/text/contacts-phone-national";
import { grouped } from "./fixtures/phone-forms";

const RUNS = { numRuns: 200 };
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digitsOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(""));

/** A number of one of the table's forms: its prefix, then random digits up to one of its lengths. */
const nationalNumber: fc.Arbitrary<string> = fc
  .record({
    form: fc.constantFrom(...NATIONAL_PHONE_FORMS),
    pick: fc.nat(),
    rest: digitsOf(12),
  })
  .map(({ form, pick, rest }) => {
    const length = form.digits[pick % form.digits.length]!;
    return `${form.prefix}${rest}`.slice(0, length);
  });

/** How people group a national number: glued, "07700 900123", "0770 090 0123", "(0171) 123 4567", with any dash. */
function written(digits: string, grouping: number, sep: string): string {
  if (grouping === 0) return digits;
  if (grouping === 1) return grouped(digits, [5], sep);
  if (grouping === 2) return grouped(digits, [4, 3], sep);
  if (grouping === 3) return `(${digits.slice(0, 4)}) ${grouped(digits.slice(4), [3], sep)}`;
  return grouped(digits, [3, 3, 2], sep);
}
const writtenNumber = fc
  .record({
    digits: nationalNumber,
    grouping: fc.integer({ min: 0, max: 4 }),
    sep: fc.constantFrom(" ", "-", "‑", "–"),
  })
  .map(({ digits, grouping, sep }) => ({ digits, text: written(digits, grouping, sep) }));

/** Contact lines with no label and no item separator the older rules knew. */
const contactLines = [
  (n: string) => `Jane Tanner / jane.tanner@example.com / ${n}\nProfessional Summary\nAnalyst since 2012.`,
  (n: string) => `One-page CV\nJane Tanner / jane.tanner@example.com / ${n}\nSummary`,
  (n: string) => `Jane Tanner\n${n} jane.tanner@example.com\nSummary`,
  (n: string) => `Jane Tanner\njane.tanner@example.com ${n}\nSummary`,
  (n: string) => `Jane Tanner\nLeeds / ${n}\nSummary`,
];

describe("national phone forms (decision 750)", () => {
  it("a number of the table's forms on a contact line is the phone, in any grouping", () => {
    fc.assert(
      fc.property(writtenNumber, fc.integer({ min: 0, max: contactLines.length - 1 }), (number, line) => {
        const phones = findPhones(contactLines[line]!(number.text));
        expect(phones.map((p) => p.digits)).toEqual([number.digits]);
      }),
      RUNS,
    );
  });

  it("the same digits are no phone inside a longer number, glued to a word, after an id's label, or in the body", () => {
    const notPhones = [
      (n: string) => `Jane Tanner / jane.tanner@example.com / 12 ${n}\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / ${n} 345\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / ID${n}\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / ${n}X\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / Account ${n}\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / Ref: ${n}\nSummary`,
      (n: string) => `Jane Tanner / jane.tanner@example.com / #${n}\nSummary`,
      (n: string) =>
        `Jane Tanner\njane.tanner@example.com\nLeeds\nSummary\nAnalyst.\n\nExperience\nAnalyst, Leeds\nProject ${n} delivered\nWrote reports.`,
    ];
    fc.assert(
      fc.property(nationalNumber, fc.integer({ min: 0, max: notPhones.length - 1 }), (digits, place) => {
        expect(findPhones(notPhones[place]!(digits))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("a run of another length or prefix is no national form, and dates are none", () => {
    fc.assert(
      fc.property(nationalNumber, fc.boolean(), (digits, longer) => {
        const wrong = longer ? `${digits}${digits.slice(-1)}` : digits.slice(0, -1);
        const lengths = NATIONAL_PHONE_FORMS.filter((f) => wrong.startsWith(f.prefix)).flatMap((f) => f.digits);
        expect(isNationalPhoneForm(wrong)).toBe(lengths.includes(wrong.length));
      }),
      RUNS,
    );
    for (const notNumber of ["01.02.2020", "01/02/2020 - 03/04/2021", "2019 - 2021", "9876543210", "0770.090.0123"]) {
      expect(isNationalPhoneForm(notNumber)).toBe(false);
    }
    expect(findPhones("Jane Tanner / jane.tanner@example.com / 01.02.2020 – 03.04.2021\nSummary")).toEqual([]);
  });
});
