/**
 * Contacts as unseen resumes write them (issue 21, item 4): a phone with spaced dashes, a national number with its
 * trunk zero, an e-mail whose last domain part a two-column PDF moved to the next line — and what must stay apart.
 */
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";

const contacts = (text: string) => readResume({ text }).contacts;

describe("contacts in the reading", () => {
  it("reads «+38 (099) 900 – 72 - 16» and «068 900 72 15» as phones", () => {
    expect(contacts("Phone: +38 (099) 900 – 72 - 16").phones.map((p) => p.digits)).toEqual(["380999007216"]);
    expect(contacts("M 068 900 72 15").phones.map((p) => p.raw)).toEqual(["068 900 72 15"]);
  });
  it("joins a top-level domain moved to the next line, and only a known one", () => {
    expect(contacts("a.volkova_1@edu.hse. Образование\nru\n- в период").emails).toEqual(["a.volkova_1@edu.hse.ru"]);
    expect(contacts("Пиши на ivan@gmail.com.\nand more").emails).toEqual(["ivan@gmail.com"]);
  });
  it("an ORCID iD, a DOI, an ISBN or an arXiv id beside the contacts is no phone", () => {
    const phones = (text: string) => contacts(text).phones.map((p) => p.digits);
    expect(phones("Jan Novak\nORCID: 0000-0002-1825-0097\nTel. +420 601 234 567")).toEqual(["420601234567"]);
    expect(phones("Anna Berg · orcid.org/0000-0001-5109-370X · anna@example.org")).toEqual([]);
    expect(phones("Smith J. (2019) doi:10.1103/PhysRevLett.116.061102\nISBN 978-5-699-12014-7")).toEqual([]);
    expect(phones("Preprint arXiv:1706.03762")).toEqual([]);
  });
  it("a count or a year range is no phone", () => {
    expect(contacts("Команда 8 – 12 человек, 2019 – 2020 гг.").phones).toEqual([]);
  });
});
