/**
 * Decision 800: the role the report shows and echoes (the title to write under the name, the summary's template, the
 * advice) passes one gate "is this a job title", and the post it comes from is the desired position, the headline,
 * then the main post — never a side post held beside it. One test per kind of wrong role, over generated forms
 * (every person, employer and line here is made up); and the skills in demand stay in the person's field.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";

const NOW = new Date("2026-11-15T00:00:00Z");
const analyze = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW });
const roleOf = (text: string): string | null => analyze(text).reading.person.role ?? null;

const HEADER = "Jordan Miles\njordan.miles@example.com · +44 7700 900123\nLeeds\n";
const DUTIES =
  "• Planned the week's work with the team, kept the records in order and reported to the owner every month\n" +
  "• Reviewed the product range with the sales teams and wrote the quarterly product notes";
const EDUCATION = "\nEducation\nBSc Economics, University of Leeds, 2010 – 2013\n";

/** A resume whose header holds `headline` and whose only job is `job` since 2019. */
const withHeadline = (headline: string, job: string): string =>
  `${HEADER}${headline}\n\nExperience\nMar 2019 – Present\n${job}, Northwind Trading Ltd\n${DUTIES}\n${EDUCATION}`;

describe("a label glued before the title is cut", () => {
  it("«Position Website Analyst» from a table's label column reads as «Website Analyst»", () => {
    for (const label of ["Position", "Title", "Role"])
      for (const title of ["Website Analyst", "Channel Manager", "Web Developer"]) {
        const text = `${HEADER}\nExperience\nMar 2019 – Present Northwind Online Ltd\n${label} ${title}\nLocation Leeds\n${DUTIES}\n${EDUCATION}`;
        expect(roleOf(text), `${label} ${title}`).toBe(title);
      }
  });
});

describe("an award, a contest's place or a course is no role", () => {
  const awards = ["Enthusiastic Teacher Award", "Outstanding Educator Prize", "Best Young Engineer Award"];
  it("a headline naming an award gives way to the job's title", () => {
    for (const award of awards) {
      const role = roleOf(withHeadline(award, "Mathematics Teacher"));
      expect(role ?? "", award).not.toMatch(/award|prize/iu);
      expect(role, award).toBe("Mathematics Teacher");
    }
  });
});

describe("a post in a students' or members' body is no role", () => {
  const bodies = ["Tutor for Society of Physics Students", "Treasurer of the Chess Club", "Mentor at Robotics Club"];
  it("a society's or a club's post under the name gives way to the job's title", () => {
    for (const body of bodies) {
      const role = roleOf(withHeadline(body, "Physics Teacher"));
      expect(role, body).toBe("Physics Teacher");
    }
  });
  it("a club before the head is the employer's kind, and the post stays a job («Golf Club Manager»)", () => {
    expect(roleOf(withHeadline("Golf Club Manager", "Duty Manager"))).toBe("Golf Club Manager");
  });
});

describe("a sentence is no role", () => {
  const sentences = [
    "Я бэкенд разработчик из Москвы",
    "Я аналитик данных",
    "I am a data analyst from Leeds",
    "My role is product designer",
  ];
  it("a self-description under the name is never quoted as the role", () => {
    for (const sentence of sentences) {
      const role = roleOf(withHeadline(sentence, "Store Manager"));
      expect(role, sentence).toBe("Store Manager");
    }
  });
});

describe("a bullet or a scale is no role", () => {
  it("a line of duty with a figure read as the title is not quoted; the report names no role", () => {
    for (const bullet of [
      "Administer enterprise MQ infrastructure consisting of 175+ queue managers",
      "Support 300 users and 40 servers as the network administrator",
    ]) {
      const text = `${HEADER}\nExperience\nMar 2019 – Present\n${bullet}\n${DUTIES}\n${EDUCATION}`;
      const { reading, result } = analyze(text);
      expect(reading.person.role ?? "", bullet).not.toMatch(/\d/u);
      const echoed = `«${bullet.slice(0, 20)}`;
      expect(JSON.stringify(result), bullet).not.toMatch(
        new RegExp(`(?:читается как|ближе всего|кандидатов на роль|название роли[^«]*) ${echoed}`, "u"),
      );
    }
  });
});

describe("an organisation is no role", () => {
  it("an institute's name under the name gives way to the job's title", () => {
    for (const place of ["Northwind Family Mental Health Research Institute", "Westfield Data Science"]) {
      const role = roleOf(withHeadline(place, "Research Assistant"));
      expect(role, place).toBe("Research Assistant");
    }
  });
});

describe("the main post, not a side post held beside it", () => {
  const PUBLICATIONS =
    "\nPublications\nMiles J., Lee K. (2023). Trade and prices in the Baltic. Journal of Economic History, 83(2), 45–60.\n" +
    "Miles J. (2022). Grain markets, 1700–1800. Economic History Review, 75(1), 1–20.\n";
  const side = ["Adjunct Instructor & Tutor", "Guest Lecturer", "Curriculum Specialist"];
  it("a researcher's post held longest stands for them, not the teaching taken up beside it", () => {
    for (const extra of side)
      for (const sideFirst of [true, false]) {
        const jobs = [
          `Sep 2019 – Present\nDoctoral Researcher, Northwind University\n${DUTIES}`,
          `Feb 2024 – Present\n${extra}, Westfield College\n• Taught two evening classes a week`,
        ];
        const text = `${HEADER}\nExperience\n${(sideFirst ? jobs.reverse() : jobs).join("\n")}\n${PUBLICATIONS}${EDUCATION}`;
        expect(roleOf(text), `Doctoral Researcher beside ${extra}`).toBe("Doctoral Researcher");
      }
  });
});

describe("skills in demand are the person's field's", () => {
  it("a researcher's «recruitment of participants» is never listed as «Подбор персонала» in demand", () => {
    const text =
      "Dr Alex Morgan\nalex.morgan@example.ac.uk\nPostdoctoral Researcher\n\nResearch Experience\n" +
      "Sep 2021 – Present\nPostdoctoral Researcher, Northwind University\n" +
      "• Led the recruitment of participants for two longitudinal studies and ran the interviews\n" +
      "• Analysed the data in R and Python and wrote the papers\n\nPublications\n" +
      "Morgan A., Lee K. (2023). Memory in ageing adults. Journal of Cognition, 12(3), 45–60.\n" +
      "Morgan A. (2022). Attention and sleep. Cognitive Science, 46(2), 1–20.\n\n" +
      "Education\nPhD Psychology, University of Leeds, 2017 – 2021\n";
    const { result } = analyze(text);
    expect(JSON.stringify(result)).not.toMatch(/Востребованные сейчас навыки:[^"]*Подбор персонала/u);
  });
});
