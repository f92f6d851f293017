/**
 * Decision 700: the role the report names («Резюме читается как «…»») is a job title or nothing. Over generated
 * forms (every person, employer and line here is made up): a wrapped bullet's line that opens with a function word,
 * a title whose bracket a comma split left open, a heading, a line of contacts; the title under the name wins over
 * the body's lines, a junk headline gives way to the latest job's title, and with no title the report quotes none.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";

const NOW = new Date("2026-11-15T00:00:00Z");
const analyze = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW });

const HEADER = "Jordan Miles\njordan.miles@example.com · +44 7700 900123\nLeeds\n";
const DUTIES =
  "• Planned the week's work with the team, kept the records in order and reported to the owner every month\n" +
  "• Reviewed the product range with the sales teams and wrote the quarterly product notes";

/** A bullet wrapped onto a line of its own that opens with a function word and holds a month and a role word. */
const PHRASES = ["for", "to the", "with the", "and the"].flatMap((opening) =>
  ["February 2016", "May 2019"].map((month) => `${opening} Northwind Board of Directors ${month} meeting`),
);

describe("a sentence's part is no role", () => {
  it("a wrapped line opening with a function word is never the role; the job's own title is", () => {
    for (const phrase of PHRASES) {
      const text = `${HEADER}\nExperience\nMar 2014 – Present Northwind Asset Management\nProduct Development Manager\n${DUTIES}\n• Prepared the papers and the product review\n${phrase}\n\nEducation\nBSc Economics, University of Leeds, 2010 – 2013`;
      const role = analyze(text).reading.person.role;
      expect(role ?? "", phrase).not.toMatch(/^(?:for|to|with|and)\s/iu);
    }
  });
});

describe("a bracket a comma split is no part of the role", () => {
  const titles = ["Frontend Developer", "Backend Engineer", "Data Analyst", "Java-разработчик", "QA-инженер"];
  const stacks = ["(React, TypeScript)", "(Go, PostgreSQL, Kafka)", "(Маркетинг, SMM)"];
  it("the headline «X (A, B)» reads as X, never «X (A»", () => {
    for (const title of titles)
      for (const stack of stacks) {
        const text = `${HEADER}${title} ${stack}\n\nExperience\nMar 2019 – Present\n${title}, Northwind Software\n${DUTIES}\n`;
        const role = analyze(text).reading.person.role ?? "";
        expect(role, `${title} ${stack}`).not.toMatch(/\([^)]*$/u);
        expect(role, `${title} ${stack}`).toBe(title);
      }
  });
});

describe("the title under the name wins; junk gives way; none is said as none", () => {
  it("a title under the name is the role, whatever the jobs' titles", () => {
    for (const [headline, job] of [
      ["Senior Accountant", "Store Manager"],
      ["Graphic Designer", "Retail Assistant"],
    ])
      expect(
        analyze(`${HEADER}${headline}\n\nExperience\nMar 2019 – Present\n${job}, Hollis Home Goods\n${DUTIES}\n`)
          .reading.person.role,
      ).toBe(headline);
  });

  it("a line of contacts read as a title gives way to the latest job's title", () => {
    for (const link of ["web: jmiles.github.io", "www.jordan-miles.dev"]) {
      const text = `Jordan Miles\nClimate Research Centre ${link}\n\nExperience\nMar 2019 – Present\nResearch Scientist, Northwind Climate Lab\n${DUTIES}\n`;
      expect(analyze(text).reading.person.role ?? "", link).not.toContain(link);
    }
  });

  it("the reading stores the title the report quotes", () => {
    for (const title of ["Frontend Developer", "Java-разработчик"]) {
      const { reading, result } = analyze(
        `${HEADER}${title} (Spring, Kafka)\n\nExperience\nMar 2019 – Present\n${title}, Northwind Software\n${DUTIES}\n`,
      );
      expect(reading.person.role).toBe(result.candidate_profile?.role ?? null);
    }
  });

  it("with no title anywhere the report quotes no role", () => {
    const text = `${HEADER}\nExperience\nMar 2019 – Present Northwind Asset Management\n${DUTIES}\n• Prepared the papers and the product review\nfor Northwind Board of Directors February 2016 meeting\n`;
    const { result } = analyze(text);
    expect(result.general_impression).not.toMatch(/«for /u);
    expect(JSON.stringify(result)).not.toMatch(/(?:читается как|ближе всего) «for /u);
  });
});
