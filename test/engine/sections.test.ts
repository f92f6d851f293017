// Section headings: the listed bilingual vocabulary, headings recognised by shape and a root word, headings glued to
// their first line by flattened tables, and lines that look like headings but are not.
import { describe, expect, it } from "vitest";
import { findSections, headingOf } from "../../worker/analysis/engine/sections";

const kinds = (text: string) => findSections(text.split("\n")).map((s) => `${s.kind}:${s.heading}`);

describe("section headings", () => {
  it("knows hh.ru, Europass, academic and legacy Word CV headings in both languages", () => {
    const cases: [string, string][] = [
      ["Employment Scan", "experience"],
      ["Technical Skill", "skills"],
      ["Personal Particulars", "contacts"],
      ["Declaration", "additional"],
      ["Educational Qualification", "education"],
      ["Invited Talks", "publications"],
      ["Patents", "publications"],
      ["Research", "projects"],
      ["Selected Honors", "achievements"],
      ["Referees", "references"],
      ["Ключевые навыки", "skills"],
      ["Обо мне", "summary"],
      ["Дополнительная информация", "additional"],
      ["Повышение квалификации", "courses"],
      ["Курсы", "courses"],
      ["О П Ы Т  Р А Б О Т Ы", "experience"],
      ["Academic Appointments", "experience"],
      ["Профессиональная деятельность", "experience"],
    ];
    for (const [line, kind] of cases) expect(headingOf(line)?.kind, line).toBe(kind);
  });
  it("recognises an unlisted heading by its shape and a root word, but not a job title or a list item", () => {
    expect(headingOf("Notable Projects")?.kind).toBe("projects");
    expect(headingOf("Редкоиспользуемые навыки")?.kind).toBe("skills");
    expect(headingOf("ДОПОЛНИТЕЛЬНЫЕ СВЕДЕНИЯ")?.kind).toBe("additional");
    expect(headingOf("Senior Project Manager")).toBeNull();
    expect(headingOf("Research Assistant")).toBeNull();
    expect(headingOf("- Scrum Master Certification")).toBeNull();
    expect(headingOf("Managed projects for 12 clients.")).toBeNull();
  });
  it("splits a heading glued to its first line by a flattened table", () => {
    expect(kinds("EXPERIENCE Senior Engineer, Acme Corp\nBuilt things")).toEqual(["experience:EXPERIENCE"]);
    expect(kinds("ОПЫТ РАБОТЫ ООО «Ромашка», экономист")).toEqual(["experience:ОПЫТ РАБОТЫ"]);
    expect(kinds("Учебные проекты Telegram-бот для заметок")).toEqual(["projects:Учебные проекты"]);
    expect(kinds("ИВАНОВ ИВАН Менеджер по продажам")).toEqual([]);
    expect(kinds("LANGUAGES ХОББИ NON PROFIT\nАнглийский B2")).toEqual([
      "languages:LANGUAGES",
      "interests:ХОББИ",
      "volunteering:NON PROFIT",
    ]);
    expect(kinds("ИВАНОВ ИВАН ПЕТРОВИЧ")).toEqual([]);
  });
  it("a per-job 'Experience:- 10 months' is not a heading; hh.ru's single 'Опыт работы — 3 года' is", () => {
    expect(kinds("Employment Scan\nAcme\nExperience:- 10 months\nBeta\nExperience:- 7 months")).toEqual([
      "experience:Employment Scan",
    ]);
    expect(kinds("Опыт работы — 3 года 2 месяца\nООО «Ромашка»")).toEqual(["experience:Опыт работы — 3 года 2 месяца"]);
  });
  it("'Достижения:' inside a job does not end the experience section; the same root inside its own section is content", () => {
    expect(kinds("Опыт работы\nООО «Ромашка»\nДостижения:\nРост продаж на 20 %\nОбразование\nМГУ")).toEqual([
      "experience:Опыт работы",
      "education:Образование",
    ]);
    expect(kinds("Skills\nPython\nOrganizational skills\nExcel")).toEqual(["skills:Skills"]);
    expect(kinds("Опыт работы\nООО «Ромашка»\nНавыки:\nExcel, 1С")).toEqual([
      "experience:Опыт работы",
      "skills:Навыки:",
    ]);
  });
});
