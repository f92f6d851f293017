import { GENERATED_PHONE_LENGTHS } from "./contacts-phone-codes.generated";

/**
 * Country calling codes (ITU-T E.164) of the countries resumes here come from, with the longest number a person
 * dials there, country code included. A phone followed by more digits ("+7 926 123 45 67 2019", a year in the next
 * column) is cut back to this length. Source and licence: docs/knowledge-sources.md ("Contacts and names").
 * Every other country gets its longest number from libphonenumber's numbering plans (contacts-phone-codes.generated.ts);
 * a code known to neither gets E.164's general limit of 15 digits.
 */
export const PHONE_MAX_DIGITS: Readonly<Record<string, number>> = {
  "1": 11, // USA, Canada (NANP)
  "7": 11, // Russia, Kazakhstan
  "20": 12, // Egypt
  "27": 11, // South Africa
  "30": 12, // Greece
  "31": 11, // Netherlands
  "32": 11, // Belgium
  "33": 11, // France
  "34": 11, // Spain
  "36": 11, // Hungary
  "39": 13, // Italy
  "40": 11, // Romania
  "41": 11, // Switzerland
  "43": 13, // Austria
  "44": 12, // United Kingdom
  "45": 10, // Denmark
  "46": 12, // Sweden
  "47": 10, // Norway
  "48": 11, // Poland
  "49": 14, // Germany
  "51": 11, // Peru
  "52": 12, // Mexico
  "54": 13, // Argentina
  "55": 13, // Brazil
  "60": 12, // Malaysia
  "61": 11, // Australia
  "62": 13, // Indonesia
  "63": 12, // Philippines
  "64": 11, // New Zealand
  "65": 10, // Singapore
  "66": 11, // Thailand
  "81": 12, // Japan
  "82": 12, // South Korea
  "84": 12, // Vietnam
  "86": 13, // China
  "90": 12, // Turkey
  "91": 12, // India
  "92": 12, // Pakistan
  "351": 12, // Portugal
  "353": 12, // Ireland
  "357": 11, // Cyprus
  "358": 12, // Finland
  "359": 12, // Bulgaria
  "370": 11, // Lithuania
  "371": 11, // Latvia
  "372": 11, // Estonia
  "373": 11, // Moldova
  "374": 11, // Armenia
  "375": 12, // Belarus
  "380": 12, // Ukraine
  "381": 12, // Serbia
  "420": 12, // Czechia
  "421": 12, // Slovakia
  "972": 12, // Israel
  "971": 12, // United Arab Emirates
  "992": 12, // Tajikistan
  "993": 11, // Turkmenistan
  "994": 12, // Azerbaijan
  "995": 12, // Georgia
  "996": 12, // Kyrgyzstan
  "998": 12, // Uzbekistan
};

/** Calling code → the longest number dialled there, code included: the numbering plans' longest national number. */
const GENERATED_MAX_DIGITS: ReadonlyMap<string, number> = new Map(
  GENERATED_PHONE_LENGTHS.split("|").map((row) => {
    const [code = "", lengths = ""] = row.split(":");
    return [code, code.length + Math.max(...lengths.split(",").map(Number))] as const;
  }),
);

/** The longest number (country code included) for digits that start with a country code. */
export function phoneMaxDigits(e164: string): number {
  for (const length of [1, 2, 3]) {
    const code = e164.slice(0, length);
    const max = PHONE_MAX_DIGITS[code] ?? GENERATED_MAX_DIGITS.get(code);
    if (max !== undefined) return max;
  }
  return 15;
}
