/**
 * Contacts as unseen resumes write them (issue 21, item 4): a phone with spaced dashes, a national number with its
 * trunk zero, an e-mail whose last domain part a two-column PDF moved to the next line — and what must stay apart.
 */
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";

const contacts = (text: string) => readResume({ text }).contacts;

describe("contacts in the reading", () => {
  it("reads «+38 (099) 289 – 92 - 33» and «068 360 59 39» as phones", () => {
    expect(contacts("Phone: +38 (099) 289 – 92 - 33").phones.map((p) => p.digits)).toEqual(["380992899233"]);
    expect(contacts("M 068 360 59 39").phones.map((p) => p.raw)).toEqual(["068 360 59 39"]);
  });
  it("joins a top-level domain moved to the next line, and only a known one", () => {
    expect(contacts("eagusarova_1@edu.hse. Образование\nru\n- в период").emails).toEqual(["eagusarova_1@edu.hse.ru"]);
    expect(contacts("Пиши на ivan@gmail.com.\nand more").emails).toEqual(["ivan@gmail.com"]);
  });
  it("a count or a year range is no phone", () => {
    expect(contacts("Команда 8 – 12 человек, 2019 – 2020 гг.").phones).toEqual([]);
  });
});
