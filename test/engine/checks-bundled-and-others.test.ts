/**
 * What a recruiter raises first, the thirteenth review's kinds (decision 780): material that is not the CV in its
 * file (someone else's letter, a proposal), someone else's contacts (a referee's phone, a fediverse handle read as an
 * e-mail), an age that dates the document, and health data that is only work. Every resume here is invented and
 * generated from forms.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { statedAgeAndBirth } from "../../worker/analysis/engine/personal";
import { maskPersonalData } from "../../worker/analysis/masking";
import { ruResume } from "./fixtures/resume-parts";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const criterion = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);

const CV = [
  "Maria Lindqvist",
  "maria.lindqvist@example.org | +46 70 123 45 67",
  "",
  "EXPERIENCE",
  "2019 – present  Postdoctoral Researcher, Example University",
  "• Led a cohort study of 2 000 adults and published four papers.",
  "",
  "EDUCATION",
  "2013 – 2019  PhD, Neuroscience, Example University",
  "",
];

const LETTER_FORMS = {
  salutations: ["Dear members of the selection committee,", "Dear Hiring Panel,", "To whom it may concern:"],
  titles: ["", "Letter of Reference: Dr. Maria Lindqvist", "Reference for the Junior Fellowship: Maria Lindqvist"],
  closings: ["Sincerely,", "Yours faithfully,", "Kind regards,"],
};
/** A referee's letter: the person in the third person, the referee's own job and phone in the signature. */
function letter(salutation: string, title: string, closing: string): string[] {
  return [
    ...(title ? ["March 3, 2021", "", title, ""] : []),
    salutation,
    "",
    "I am pleased to support Maria's application. She joined my laboratory in 2015 as a doctoral student and her",
    "work has been outstanding. Her analyses shaped our programme and she trained six junior students. I have",
    "worked with her on three grants; he who hires her gains a colleague of rare care, and I recommend her.",
    "In 2012 – 2016 I served as Head of Department at the Example Institute, where her thesis was examined.",
    "",
    closing,
    "",
    "Prof. Anders Berg",
    "Head of Laboratory, Example Institute",
    "Phone: +46 8 555 012 34",
    "",
  ];
}
const PROPOSAL = [
  "Sleep loss in midlife may shape later memory. This proposal asks which habits protect it.",
  "",
  "Aim 1: Measure how sleep changes memory over ten years in a cohort.",
  "",
  "Aim 2: Relate those changes to brain imaging in the same people.",
  "",
  "Impacts: The proposed work will name habits a clinic can change.",
  "",
  "Feasibility: The data are collected, so the analysis fits two years.",
  "",
];

describe("material that is not the CV, set aside and said first", () => {
  it("someone else's letter: said with its salutation and signer; its phone, dates and job are not the person's", () => {
    for (const salutation of LETTER_FORMS.salutations)
      for (const title of LETTER_FORMS.titles)
        for (const closing of LETTER_FORMS.closings) {
          const text = [...CV, ...letter(salutation, title, closing)].join("\n");
          const { result, facts } = analyze(text);
          const said = result.weaknesses.find((w) => w.startsWith("В файл резюме вложено"));
          expect(said, text).toContain("письмо рекомендателя");
          expect(said).toContain(salutation.replace(/[,:]$/u, ""));
          expect(said).toContain("Prof. Anders Berg");
          expect(facts.contacts.phones.map((p) => p.digits)).not.toContain("46855501234");
          expect(facts.dateRanges.some((r) => r.text.includes("2012"))).toBe(false);
        }
  });

  it("a proposal after the CV: said as one, and its parts are not read as the person's experience", () => {
    const text = [...CV, ...PROPOSAL].join("\n");
    const said = analyze(text).result.weaknesses.find((w) => w.startsWith("В файл резюме вложено"));
    expect(said).toContain("текст заявки или исследовательского проекта");
    expect(said).toContain("Sleep loss in midlife");
  });

  it("the person's own cover letter, in the first person, and a CV's labelled project are not set aside", () => {
    const cover = [
      "Dear Hiring Manager,",
      "I am writing to apply for the analyst role. I have led studies for five years and I enjoy teaching.",
      "Sincerely,",
      "Maria Lindqvist",
    ];
    const project = ["Objective: a faster lab pipeline.", "Impact: cut processing time by 40 %."];
    for (const extra of [cover, project]) {
      const { result, facts } = analyze([...CV, ...extra].join("\n"));
      expect(facts.otherDocuments ?? []).toEqual([]);
      expect(result.weaknesses.some((w) => w.startsWith("В файл резюме вложено"))).toBe(false);
    }
  });
});

describe("someone else's contacts", () => {
  const referees = (heading: string) =>
    [
      heading,
      "Name Peter Holm",
      "Position Head of Sales",
      "Email peter.holm@example.com",
      "Phone +44 7700 900123",
    ].join("\n");

  it("a referee's phone is never the person's, even when the person gives none", () => {
    for (const heading of ["References", "REFEREES", "Рекомендации"]) {
      const text = `Tom Lane\ntom.lane@example.com\n\nEXPERIENCE\n2015 – 2020 Web Analyst, Example Ltd\n\n${referees(heading)}`;
      expect(analyze(text).facts.contacts.phones, text).toEqual([]);
      expect(criterion(text, "contacts.phone")?.status, text).toBe("fail");
    }
  });

  it("a fediverse handle is a profile, not an e-mail; masking still hides it", () => {
    for (const label of ["Mastodon: ", "Fediverse ", ""]) {
      const text = `Tom Lane\n${label}@tomlane@social.example\n\nEXPERIENCE\n2015 – 2020 Analyst, Example Ltd`;
      expect(analyze(text).facts.contacts.emails, text).toEqual([]);
      expect(maskPersonalData(text).text).not.toContain("tomlane");
    }
    // An address after a word is an address.
    expect(analyze("Tom Lane\nE-mail: tom@example.com\nExperience").facts.contacts.emails).toEqual(["tom@example.com"]);
  });
});

describe("an age stated beside the date of birth dates the document", () => {
  const forms = [
    (age: number, born: string) =>
      `Мужчина, ${age} ${age % 10 === 1 ? "год" : age % 10 < 5 ? "года" : "лет"}, родился ${born}`,
    (age: number, born: string) => `Aged ${age}\nDate of Birth ${born}`,
    (age: number, born: string) => `Возраст: ${age}\nДата рождения: ${born}`,
  ];

  it("an age two or more years behind says when the resume was written", () => {
    for (const write of forms)
      for (const age of [22, 24, 31, 33]) {
        const text = ruResume({ header: `ivan@example.com\n${write(age, "5 августа 1990")}` });
        const said = analyze(text).result.weaknesses.find((w) => w.includes("по дате рождения"));
        // Born August 1990: that age was written from August of 1990 + age to July of the year after.
        expect(said, text).toContain(`резюме писали в ${1990 + age}–${1991 + age} годах`);
        expect(said).toContain("тебе сейчас 36");
      }
  });

  it("an age true today, or one year behind, says nothing of the document's date", () => {
    for (const write of forms)
      for (const age of [35, 36]) {
        const text = ruResume({ header: `ivan@example.com\n${write(age, "5 августа 1990")}` });
        expect(
          analyze(text).result.weaknesses.some((w) => w.includes("по дате рождения")),
          text,
        ).toBe(false);
      }
  });

  it("reads an English day with its ordinal ending, and masking hides it", () => {
    expect(statedAgeAndBirth("Aged 33\nDate of Birth 21st October 1978")).toMatchObject({
      age: 33,
      born: 1978 * 12 + 9,
    });
    expect(maskPersonalData("Date of Birth 21st October 1978").text).not.toContain("1978");
  });
});

describe("health data is the person's own health only", () => {
  it("a disability named in work or a first-aid certificate is not health data", () => {
    for (const line of [
      "Tutor, 2 students with learning disabilities, Mathematics",
      "Coordinator, Disability Services Office",
      "First Aid and CPR certificate; National Lifeguard",
      "Wrote accessible guides for people with disabilities",
      "Paper: Language Models for Disability: A Review",
    ]) {
      const text = `Anna Berg\nanna@example.com\n\nEXPERIENCE\n2018 – 2022 ${line}`;
      expect(criterion(text, "privacy.sensitive")?.finding, line).not.toContain("здоровь");
    }
  });

  it("a statement of one's own health is", () => {
    for (const line of [
      "Disability: none",
      "Health status: good",
      "I have a disability and work remotely",
      "Группа инвалидности: 3",
    ]) {
      const text = `Anna Berg\nanna@example.com\n${line}\n\nEXPERIENCE\n2018 – 2022 Analyst`;
      expect(criterion(text, "privacy.sensitive")?.finding, line).toContain("сведения о здоровье");
    }
  });
});
