/**
 * Decision 690: the Hunspell reader's stem table and its affix conditions read by code unit give the answers of the
 * binary search and of the condition regexes they stand in for.
 */
import { describe, expect, it } from "vitest";
import { conditionTest, HunspellChecker } from "../../worker/analysis/engine/spelling/hunspell";
import { spellingChecker } from "../../worker/analysis/engine/spelling/index";

const NO_AFFIXES = { rules: [], cross: {}, flags: {} };

/** The flags of every line, read the slow way: the line's text after its first "/". */
function linesOf(words: string): Array<[string, string]> {
  return words.split("\n").map((line) => {
    const at = line.indexOf("/");
    return at < 0 ? [line, ""] : [line.slice(0, at), line.slice(at + 1)];
  });
}

describe("the stem table", () => {
  const words = ["ab", "abc/XY", "abd", "b/Z", "ba/QR", "bab", "zz/A"].join("\n");

  it("finds every stem with its flags, and nothing else", () => {
    const checker = new HunspellChecker(NO_AFFIXES, words);
    for (const [stem, flags] of linesOf(words)) expect(checker.flagsOf(stem)).toBe(flags);
    for (const other of ["", "a", "abcd", "abc/XY", "abc/", "bb", "z", "zzz", "ab\n", "ÿ"])
      expect(checker.flagsOf(other)).toBeNull();
  });

  it("falls back to the binary search when two lines hold one stem", () => {
    const checker = new HunspellChecker(NO_AFFIXES, ["ab/X", "ab/Y", "ac"].join("\n"));
    expect(["X", "Y"]).toContain(checker.flagsOf("ab"));
    expect(checker.flagsOf("ac")).toBe("");
    expect(checker.flagsOf("ad")).toBeNull();
  });

  it("answers every stem of the shipped dictionaries (every 97th line) as its line says", () => {
    for (const script of ["ru", "en"] as const) {
      const checker = spellingChecker(script);
      const source = (checker as unknown as { words: string }).words;
      const lines = linesOf(source);
      for (let i = 0; i < lines.length; i += 97) expect(checker.flagsOf(lines[i]![0])).toBe(lines[i]![1]);
      expect(checker.flagsOf(`${lines[0]![0]}ъъъ`)).toBeNull();
    }
  });
});

describe("affix conditions by code unit", () => {
  // "." alone is always true (no regex is made for it).
  const conditions = ["ый", "[лнр]ый", "[^аеи]й", "[^ч].сть", "a.b", "[а-я]", "(?:x)", "𝐀б", "[^𝐀]б", "x\\.", "[^^]"];
  const units = [
    "а",
    "б",
    "й",
    "л",
    "ы",
    "с",
    "т",
    "ь",
    "ч",
    "x",
    "a",
    "b",
    "\n",
    "\r",
    "\u2028",
    "𝐀",
    "\ud835",
    "\udc00",
    "^",
    "-",
    "я",
  ];

  /** Every string of up to four units from `units`: 200 000 stems, surrogate pairs and lone halves among them. */
  function* stems(): Generator<string> {
    for (const a of ["", ...units])
      for (const b of ["", ...units])
        for (const c of ["", ...units]) for (const d of ["", ...units]) yield a + b + c + d;
  }

  it("match exactly where the condition's regex matches, at the stem's end or start", () => {
    for (const condition of conditions)
      for (const suffix of [true, false]) {
        const regex = new RegExp(suffix ? `(?:${condition})$` : `^(?:${condition})`, "u");
        const test = conditionTest(condition, suffix);
        let differ = 0;
        for (const stem of stems()) if (test(stem) !== regex.test(stem)) differ++;
        expect({ condition, suffix, differ }).toEqual({ condition, suffix, differ: 0 });
      }
  });
});
