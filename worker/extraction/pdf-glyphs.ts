// Repairs of a PDF text layer whose glyphs map to the wrong characters. pdf.js reports the characters the font's
// ToUnicode map names; two common generators name them in ways that split or hide words:
// - TeX (pdfLaTeX with OT1/T1 fonts) draws an accented letter as two glyphs, a spacing accent and the letter
//   ("Andirk´o", "Schr¨odinger", "Mart´ınez" with a dotless i), and pdf.js may put a space between them. The
//   reader's words break at the accent; the accent is joined to its letter as one precomposed character.
// - Some fonts exported to PDF name Cyrillic "к" as U+0138 "ĸ" (Latin kra, unused in any living orthography
//   but old Greenlandic): "Сертифиĸаты", "опыт ĸоманды". Inside a Cyrillic word it is read as "к".

/** Spacing accents (as TeX fonts name them) → the combining mark they stand for. */
const SPACING_ACCENTS: Record<string, string> = {
  "´": "\u0301",
  "`": "\u0300",
  "¨": "\u0308",
  ˆ: "\u0302",
  "˜": "\u0303",
  ˇ: "\u030C",
  "˚": "\u030A",
  "˘": "\u0306",
  "˝": "\u030B",
  "¯": "\u0304",
  "˙": "\u0307",
};

/**
 * Letters each accent may sit on. The acute is also typed as an apostrophe ("Master´s", "don´t", "I´m"), so it
 * only joins vowels and the consonants Polish and Croatian write with it before a vowel-less apostrophe use could
 * reach them (ć, ń); the grave likewise only joins vowels.
 */
const ACCENT_TARGETS: Record<string, RegExp> = {
  "´": /[aeiouyAEIOUYıcnCN]/,
  "`": /[aeiouAEIOUı]/,
};
const ANY_LETTER = /[A-Za-zı]/;

/** Maybe a letter and a space, a spacing accent, maybe a space, then the letter the accent belongs on. */
const ACCENT_BEFORE_LETTER = /(\p{L}?)( ?)([´`¨ˆ˜ˇ˚˘˝¯˙]) ?([A-Za-zı])/gu;
/** TeX's cedilla comes after its letter: "Franc¸ois". */
const CEDILLA_AFTER_LETTER = /([cCsStT]) ?¸/g;
const KRA_WORD = /[\p{L}]*ĸ[\p{L}ĸ]*/gu;
const CYRILLIC = /[а-яёА-ЯЁ]/;

/** The precomposed letter, or null when this accent does not go on this letter. */
function joinAccent(accent: string, letter: string): string | null {
  const targets = ACCENT_TARGETS[accent] ?? ANY_LETTER;
  if (!targets.test(letter)) return null;
  // A dotless i carries the accent in TeX ("\'\i"): with a mark it is the ordinary i.
  const base = letter === "ı" ? "i" : letter;
  return `${base}${SPACING_ACCENTS[accent]}`.normalize("NFC");
}

/**
 * Repairs one page's text. A space before an accent is dropped only inside a word: "Andirk ´o" → "Andirkó",
 * while "2015 ´ 2016", "of `USD" or a lone "´" stay as they were.
 */
export function repairGlyphs(text: string): string {
  let out = text;
  if (/[´`¨ˆ˜ˇ˚˘˝¯˙]/.test(out)) {
    out = out.replace(
      ACCENT_BEFORE_LETTER,
      (whole, previous: string, space: string, accent: string, letter: string) => {
        const joined = joinAccent(accent, letter);
        if (joined === null) return whole;
        // The grave doubles as a backtick (a quote, code): only inside a word is it TeX's.
        if (accent === "`" && (previous === "" || space !== "")) return whole;
        // A space before the accent is the text layer's only inside a word ("Andirk ´o"); before a capital it is
        // a real word break.
        if (space !== "" && (previous === "" || letter !== letter.toLowerCase())) return whole;
        return previous + joined;
      },
    );
  }
  if (out.includes("¸"))
    out = out.replace(CEDILLA_AFTER_LETTER, (_, letter: string) => `${letter}\u0327`.normalize("NFC"));
  if (out.includes("ĸ"))
    out = out.replace(KRA_WORD, (word) => (CYRILLIC.test(word) ? word.replaceAll("ĸ", "к") : word));
  return out;
}
