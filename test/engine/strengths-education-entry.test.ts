/**
 * Decision 685: a degree written over short lines (the level on one, the school on the next, the field under it) is
 * a strength quoted whole, as generated entries: levels × schools × fields × orders, in both languages. The next
 * entry (a line opening with a date), a distinction of its own and a blank line end the entry.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { oneJobThenEducation } from "./fixtures/career-frames";
import { NOW } from "./now";

function strengths(education: string[], language: "ru" | "en"): string[] {
  const text = oneJobThenEducation(language, education).join("\n");
  return analyzeResume({ text, format: "pdf" }, { now: NOW }).result.strengths;
}

describe("an education entry over short lines", () => {
  const RU = {
    levels: ["Бакалавр", "Магистр", "Диплом бакалавра", "сен 2014 - июл 2018 Магистр"],
    schools: [
      "Ивановский государственный энергетический университет",
      "Уральский федеральный университет, Екатеринбург",
    ],
    fields: ["Факультет информатики", "Прикладная математика и информатика"],
  };
  const EN = {
    levels: ["Master's Degree", "Bachelor of Science", "MSc"],
    schools: ["University of Leeds", "Northern Institute of Technology"],
    fields: ["Computer Science", "Control Systems Engineering"],
  };
  for (const [language, set] of [
    ["ru", RU],
    ["en", EN],
  ] as const)
    for (const level of set.levels)
      for (const school of set.schools)
        it(`${language}: ${level} / ${school} / field, in both orders, is quoted with the school`, () => {
          for (const lines of [
            [level, school, set.fields[0]!],
            // A level with its dates opens an entry: after the school it would be the next one.
            ...(/\d/u.test(level) ? [] : [[school, set.fields[1]!, level]]),
          ]) {
            const said = strengths(lines, language).find((s) => s.startsWith("Образование"));
            expect(said, lines.join(" / ")).toBeDefined();
            expect(said).toContain(school.split(",")[0]!.split(" ").at(-1)!);
          }
        });

  it("the next dated entry and a distinction are not part of it", () => {
    for (const next of ["2010-2014: Бакалавр техники и технологий", "Премия губернатора для студентов, 2017"]) {
      const said = strengths(["Магистр", "Уральский федеральный университет", next], "ru").find((s) =>
        s.startsWith("Образование"),
      );
      expect(said).toBeDefined();
      expect(said).not.toMatch(/Бакалавр|Премия/u);
    }
  });

  it("a date line before the level is no part of the quote", () => {
    const said = strengths(["Period: 2010 – 2012", "Level: Master's Degree", "University: University of Sofia"], "en");
    expect(said.find((s) => s.startsWith("Образование"))).not.toMatch(/Period/u);
  });
});
