/**
 * National forms of phone numbers as people write them at home, without a country code: the trunk prefix with the
 * first digits of the number, and how many digits the whole number has, trunk included. A run of digits of this
 * shape ("07700 900123", "0612345678", "0171 1234567") is a phone on a contact line even with no label or item
 * separator beside it (decision 750): the prefix and the exact length together are what an id, a postcode or a
 * date rarely have. Source: the countries' national numbering plans (ITU-T E.164 national formats, as summarised in
 * libphonenumber's metadata); only mobile and geographic forms common in resumes are listed.
 */
export const NATIONAL_PHONE_FORMS: readonly { prefix: string; digits: readonly number[]; where: string }[] = [
  { prefix: "07", digits: [11], where: "United Kingdom, mobile" },
  { prefix: "01", digits: [10, 11], where: "United Kingdom, geographic" },
  { prefix: "02", digits: [10, 11], where: "United Kingdom, geographic" },
  { prefix: "03", digits: [11], where: "United Kingdom, non-geographic" },
  { prefix: "06", digits: [10], where: "France, Netherlands, mobile" },
  { prefix: "07", digits: [10], where: "France, mobile" },
  { prefix: "04", digits: [10], where: "Australia, mobile" },
  { prefix: "08", digits: [10], where: "Ireland, mobile" },
  { prefix: "015", digits: [11, 12], where: "Germany, mobile" },
  { prefix: "016", digits: [11, 12], where: "Germany, mobile" },
  { prefix: "017", digits: [11, 12], where: "Germany, mobile" },
  { prefix: "05", digits: [10, 11], where: "Ukraine (10), Turkey (11), mobile" },
  { prefix: "09", digits: [10], where: "Ukraine, mobile" },
];

/** "07700 900123", "0770-090-0123", "(0171) 1234567": digits in groups, spaces, hyphens or brackets between them. */
// Each group after the first begins with its separator or the closing bracket, so the pattern cannot backtrack.
const WRITTEN_AS_NUMBER = /^\(?0\d*(?:\)[ \t\u00a0‐‑‒–-]?\d+|[ \t\u00a0‐‑‒–-]{1,2}\d+)*$/u;

/** Whether a run of digits as written has the prefix and length of a national phone number. */
export function isNationalPhoneForm(written: string): boolean {
  if (!WRITTEN_AS_NUMBER.test(written)) return false;
  const digits = written.replace(/\D/gu, "");
  return NATIONAL_PHONE_FORMS.some((form) => digits.startsWith(form.prefix) && form.digits.includes(digits.length));
}
