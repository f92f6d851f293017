/**
 * Decision 740: the Hunspell stems ship front-coded; decoding gives back exactly the list that was encoded, and the
 * shipped dictionaries decode to the list the build recorded.
 */
import { describe, expect, it } from "vitest";
import {
  WORDS_CHECKSUM as EN_CHECKSUM,
  WORDS as EN_WORDS,
} from "../../worker/analysis/engine/spelling/dictionaries/en";
import {
  WORDS_CHECKSUM as RU_CHECKSUM,
  WORDS as RU_WORDS,
} from "../../worker/analysis/engine/spelling/dictionaries/ru";
import { checksumOf, decodeFrontCoded, encodeFrontCoded } from "../../worker/text/front-coding";

const roundTrip = (lines: string[]) => decodeFrontCoded(encodeFrontCoded(lines));

describe("front coding", () => {
  it("gives back every list it encodes", () => {
    const lists = [
      [],
      ["единственный"],
      ["ab", "abc/XY", "abd", "b/Z", "ba/QR", "bab", "zz/A"],
      ["дом", "дом", "дома/A", "домик", "домовой", "домовой/BC", "д"],
      ["zeta", "alpha", "alphabet", "", "", "𝐀б", "𝐀бв"],
      ["0", "01", "012", "a#b", "a#c", "A'/", "A'/!"],
      ["\uFEFFметка", "\uFEFFметки", "я"],
    ];
    for (const lines of lists) expect(roundTrip(lines)).toBe(lines.join("\n"));
  });

  it("writes a shared beginning longer than its alphabet in part", () => {
    // Every candidate mark but "~" and "!" is used by the list, so the alphabet has two characters.
    const used = "0123456789abcdefghijklmnopqrstuvwxyz#$%&()*+,-.:;<=>?@[]^_`{|}ABCDEFGHIJKLMNOPQRSTUVWXYZ'/";
    const lines = [used, `${used}x`, `${used}y`, "q"];
    const coded = encodeFrontCoded(lines);
    expect(coded.alphabet).toBe("~!");
    expect(decodeFrontCoded(coded)).toBe(lines.join("\n"));
  });

  it("keeps only what the previous entry shares", () => {
    expect(encodeFrontCoded(["абв", "абг/X", "б"])).toEqual({ alphabet: "012", coded: "0абв2г/X0б" });
  });

  it("refuses a line with a lone surrogate, which the decoder could not give back", () => {
    expect(() => encodeFrontCoded(["ab", "a\uD835"])).toThrow();
  });

  it("refuses text it did not write", () => {
    expect(() => decodeFrontCoded({ alphabet: "012", coded: "абв" })).toThrow();
    expect(() => decodeFrontCoded({ alphabet: "012", coded: "0а2б" })).toThrow();
  });

  it("decodes the shipped dictionaries to the sorted lists the build recorded", () => {
    for (const [words, checksum] of [
      [RU_WORDS, RU_CHECKSUM],
      [EN_WORDS, EN_CHECKSUM],
    ] as const) {
      const list = decodeFrontCoded(words);
      expect(checksumOf(list)).toEqual(checksum);
      // Sorted by stem, strictly: the stem table and the binary search need one line per stem.
      const stems = list.split("\n").map((line) => line.split("/")[0]!);
      expect(stems.every((stem, i) => i === 0 || stems[i - 1]! < stem)).toBe(true);
    }
  });
});
