/**
 * The skill profile (skill gaps, examples, next steps) follows the person's family (decision 520): an economist or
 * a physicist who lists Python, JavaScript and SQL among research tools is not told to learn React, and no reading
 * carries a profile of another family than its own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResume } from "../../worker/analysis/engine/index";
import { PROFILE_FAMILY } from "../../worker/analysis/engine/profile";
import { PROFILE_RESUMES } from "./fixtures/profile-resumes";
import { EN_POSTDOC, RU_DOCENT } from "./fixtures/research-cvs";
import { NOW } from "./now";

const read = (text: string) => readResume({ text, format: "pdf" }, { now: NOW });

const TOOLS = ["Python", "JavaScript", "TypeScript", "React", "SQL", "Docker", "Git", "Node.js", "pandas", "HTML, CSS"];

describe("the skill profile follows the family", () => {
  it("a research CV that lists programming tools gets no IT profile", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(EN_POSTDOC, RU_DOCENT),
        fc.uniqueArray(fc.constantFrom(...TOOLS), { minLength: 3, maxLength: 6 }),
        (cv, tools) => {
          const label = /[а-яё]/iu.test(cv) ? "Программирование" : "Computational tools";
          const reading = read(`${cv}\n\n${label}: ${tools.join(", ")}\n`);
          const id = reading.person.profile?.id;
          expect(
            id === undefined || PROFILE_FAMILY[id] === reading.person.family,
            `${id} ${reading.person.family}`,
          ).toBe(true);
        },
      ),
      { numRuns: 30, seed: 520 },
    );
  });

  it("no reading of the fixtures holds a profile of another family", () => {
    for (const { id, text } of [...PROFILE_RESUMES, { id: "en-postdoc", text: EN_POSTDOC }]) {
      const { person } = read(text);
      if (!person.profile) continue;
      expect(PROFILE_FAMILY[person.profile.id], id).toBe(person.family ?? PROFILE_FAMILY[person.profile.id]);
    }
  });
});
