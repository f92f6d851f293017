/**
 * Decision 320: one test per kind of layout fragment a careful recruiter found in reports of the validation set's
 * development half, and per kind of strength and absence sentence fixed with them. Resumes are written here (never
 * copied from people's files); each is the smallest text that shows the kind.
 */
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../shared/schemas/analysis";
import { layoutFragments, reportContradictions, reportSentences } from "../../worker/analysis/engine/consistency";
import { analyzeResume } from "../../worker/analysis/engine/index";
import type { CandidateProfile } from "../../worker/analysis/engine/profile";
import { writerCandidate } from "../../worker/analysis/engine/profile";
import { cleanPhrase, cleanTitle, phraseAt, sentenceWithNumber } from "../../worker/analysis/engine/quotes";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });

/** Every sentence the person reads, the criteria table included. */
function junk(result: AnalysisResult): string[] {
  return reportSentences(result).flatMap((s) => layoutFragments(s).map((kind) => `${kind}: ${s}`));
}

describe("the list of layout fragments finds each kind and passes clean sentences", () => {
  it.each([
    ["Образование в резюме, похоже, есть (), но не под заголовком.", "пустая цитата или пример"],
    ["Язык в резюме, похоже, упомянут («»), но не прочитан.", "пустая цитата или пример"],
    ["Замени качества доказательствами, например образец (цифры в нём не твои) —.", "пустая цитата или пример"],
    [
      "Перепиши пункты, например: образец (цифры в нём не твои) — «[Что сделал] — [результат]».",
      "шаблон назван образцом",
    ],
    ["Резюме читается как «Стажер (Маркетинг».", "скобка без пары в цитате"],
    ["Сертификат: « Сертификат FCE».", "значок вёрстки в цитате"],
    ["Образование: «Магистр, Ядерная физика |».", "значок вёрстки в цитате"],
    ["Раздел: «О П Ы Т Р А Б О Т Ы».", "разрядка в цитате"],
    ["Резюме читается как «Billing Specialist 12/».", "обрывок даты в цитате"],
    ["Награды: «О СЕБЕ с отличием окончила институт».", "заголовок, приклеенный к цитате"],
    ["Повторяется: «Èíñòèòóò Êîìïüþòåðíûõ».", "кракозябры в цитате"],
    ["Указаны дата рождения или возраст («г»).", "одна буква вместо значения"],
    ["Занимался SEO («продвижение сай-»).", "обрывок слова или скобки в цитате"],
  ])("%s", (sentence, kind) => {
    expect(layoutFragments(sentence)).toContain(kind);
  });

  it.each([
    "Телефон указан (8-999-012-73-08), но с «8» в начале.",
    "Замени эмодзи и иконки словами и обычными маркерами «•» или «–».",
    "Заголовки набраны вразрядку: «П Р О Е К Т Ы».",
    "Есть ссылки: «https://github.com/user314/».",
    "Образование: «МГУ им. М. В. Ломоносова, направление „История“».",
  ])("clean: %s", (sentence) => {
    expect(layoutFragments(sentence)).toEqual([]);
  });
});

describe("quotes lose the layout's glue", () => {
  it.each([
    ["2021 – · · · ] PhD student Lund University", "PhD student Lund University"],
    [" 2014-2016: Магистр техники и технологий", "Магистр техники и технологий"],
    ["гг. – Московский физико-технический институт , ФПМИ", "Московский физико-технический институт, ФПМИ"],
    ["н. в. — Белорусский государственный университет", "Белорусский государственный университет"],
    ["2019 г. Окончила гимназию № 5 с золотой медалью", "Окончила гимназию № 5 с золотой медалью"],
    ["2020 – (2024): • МИЭМ НИУ ВШЭ, программная инженерия", "МИЭМ НИУ ВШЭ, программная инженерия"],
    ["Магистр, Ядерная физика и технологии |", "Магистр, Ядерная физика и технологии"],
    ["\uf0b7 Сертификат FCE, уровень B2", "Сертификат FCE, уровень B2"],
    ["{ Co-organized a conference for 100+ attendees", "Co-organized a conference for 100+ attendees"],
    ["О СЕБЕ с отличием окончила театральный институт", "С отличием окончила театральный институт"],
    ["Languages German (Native), English (C1)", "German (Native), English (C1)"],
    ["Education: 2009 - 2014, Northfield State University", "Northfield State University"],
    ["Опыт работы с клиентами и документами", "Опыт работы с клиентами и документами"],
    ["МГУ, направление подготовки «История»", "МГУ, направление подготовки „История“"],
  ])("%s", (raw, clean) => {
    expect(cleanPhrase(raw)).toBe(clean);
  });

  it("a line the layout wrapped mid-sentence is joined with the next one", () => {
    const lines = [
      "Mlcourse.ai – изучение основных концепций машинного обучения и",
      "анализа данных на Python",
      "Другое",
    ];
    expect(cleanPhrase(phraseAt(lines, 0))).toBe(
      "Mlcourse.ai – изучение основных концепций машинного обучения и анализа данных на Python",
    );
    const wrapped = ["Изучил основные концепции машинного обучения, алгоритмы и метрики", "качества моделей"];
    expect(cleanPhrase(phraseAt(wrapped, 0))).toBe(
      "Изучил основные концепции машинного обучения, алгоритмы и метрики качества моделей",
    );
  });

  it("a title is named clean, in ordinary case, and a heading is not a title", () => {
    expect(cleanTitle("Стажер (Маркетинг")).toBe("Стажер");
    expect(cleanTitle("Postdoctoral Researcher Since 09/")).toBe("Postdoctoral Researcher");
    expect(cleanTitle("СИСТЕМНЫЙ АДМИНИСТРАТОР")).toBe("Системный администратор");
    expect(cleanTitle("SENIOR QA ENGINEER")).toBe("Senior QA engineer");
    const read = (role: string) =>
      writerCandidate({ role, role_family: "frontend" } as unknown as CandidateProfile).role;
    expect(read("Стэк технологий:")).toBeNull();
    expect(read("Ключевые навыки")).toBeNull();
    expect(read("Postdoctoral Researcher Since 09/")).toBe("Postdoctoral Researcher");
  });
});

describe("reports read clean where the layout was broken", () => {
  const student = `Дубова Мария Сергеевна
2001 г.р., г. Москва
+7 (916-555-12-34)
maria.dubova@example.ru
Желаемая должность
Стажер (Маркетинг
Опыт работы
Июль 2022 — Август 2022
Ассистент PR-менеджера, ООО «Пример»
Работа с контентом, помощь менеджеру, работа с документами, координация проекта.
Образование
2020–2024 НИУ ВШЭ, Иностранные языки и межкультурная коммуникация
Знание языков Русский; английский (уровень upper intermediate)
Навыки
Умение работать в команде, ответственность, обучаемость, Adobe Photoshop, WordPress
О себе
Легко обучаема. Ответственная. Родилась и выросла в городе Рязань.`;

  it("no sentence of the report has a layout fragment, and the whole report is consistent", () => {
    const report = analyze(student);
    expect(junk(report.result)).toEqual([]);
    expect(reportContradictions(report.result)).toEqual([]);
  });

  it("the role is the clean title; the phone with a broken bracket is written from its digits", () => {
    const report = analyze(student);
    expect(report.result.general_impression).not.toContain("«Стажер (Маркетинг»");
    const phone = report.criteria.find((f) => f.id === "contacts.phone")!;
    expect(phone.finding).not.toMatch(/\((?![^)]*\))/u);
  });

  it("a birth year is quoted with its line, and a birthplace is no birth date", () => {
    const birth = analyze(student).criteria.find((f) => f.id === "privacy.birth")!;
    expect(birth.finding).toContain("«2001 г.р., г. Москва»");
    const place = analyze(student.replace("2001 г.р., г. Москва", "г. Москва")).criteria.find(
      (f) => f.id === "privacy.birth",
    )!;
    expect(place.status).toBe("pass");
  });

  it("a duty that mentions a project is not a projects part", () => {
    const projects = analyze(student).criteria.find((f) => f.id === "structure.projects");
    expect(projects?.finding ?? "").not.toContain("координация проекта");
  });

  it("a student's strengths quote the school with its field, not the language line", () => {
    const strengths = analyze(student).result.strengths.join("\n");
    expect(strengths).toContain("«НИУ ВШЭ, Иностранные языки и межкультурная коммуникация»");
    // A language line is a list's entry, no strength (decision 630).
    expect(strengths).not.toMatch(/^Язык:/mu);
    expect(strengths).not.toMatch(/Знание языков/u);
  });

  it("an example that is a fill-in template says so, and a repeated one goes with its mark", () => {
    const report = analyze(`Ольга Петрова
olga.petrova@example.ru
Опыт работы
2019 — 2023, ООО «Ромашка»
Работа с документами
Образование
РГГУ, 2018
Навыки
Ответственная, коммуникабельная, обучаемая`);
    const said = reportSentences(report.result).join("\n");
    expect(said).not.toMatch(/образец \(цифры в нём не твои\)\s*—\s*«\[/u);
    expect(said).not.toMatch(/образец \(цифры в нём не твои\)\s*—\s*[.,]?$/mu);
    expect(junk(report.result)).toEqual([]);
  });
});

describe("strengths are facts, not look-alikes", () => {
  it("a grade is no certificate, a citation and a company's size are no result, other people's degrees no degree", () => {
    const report = analyze(`Alex Morgan
alex.morgan@example.com
Experience
2019 – 2024, Research Assistant, Northfield University
Worked for Globex, one of the largest retailers, with capitalization of $7.2 billion
Represented PhD students' interests at institute meetings, kept in touch with research committees
Publications
A. Morgan and B. Lee, Invariant subspaces, 29–33, 2025, issn: 1631-073X. doi: 10.5802/crmath.695
Education
Cumulative CPA: 3.85/4
B.Sc. in Mathematics, Northfield University`);
    const strengths = report.result.strengths.join("\n");
    expect(strengths).not.toContain("CPA: 3.85");
    expect(strengths).not.toContain("doi");
    expect(strengths).not.toContain("capitalization");
    expect(strengths).not.toContain("Represented PhD");
    expect(strengths).toContain("B.Sc. in Mathematics, Northfield University");
  });

  it("a degree that says only its level and a city is not quoted; the same fact is quoted once", () => {
    const report = analyze(`Иван Котов
ivan.kotov@example.ru
Образование
Москва – Бакалавриат
Награды
2021 — Travel Award $800
2022 — Travel Award $800`);
    const strengths = report.result.strengths;
    expect(strengths.join("\n")).not.toContain("Москва – Бакалавриат");
    expect(strengths.filter((s) => s.includes("Travel Award $800"))).toHaveLength(1);
  });
});

describe("absence sentences say what was searched and how to make it findable", () => {
  const bare = `Пётр Смирнов
Опыт работы
2020 — 2024, ООО «Север» — бухгалтер
Вёл учёт 3 юрлиц
Образование
СПбГЭУ, 2019`;

  it("no phone and no e-mail: the text was searched, and a number in a picture or a footer is named", () => {
    const report = analyze(bare);
    const phone = report.criteria.find((f) => f.id === "contacts.phone")!;
    expect(phone.finding).toMatch(/в тексте резюме нет номера/u);
    expect(phone.fix).toMatch(/колонтитуле, на картинке/u);
    const email = report.criteria.find((f) => f.id === "contacts.email")!;
    expect(email.finding).toMatch(/В тексте резюме не нашлось e-mail/u);
    expect(email.fix).toMatch(/за иконкой или в колонтитуле/u);
  });

  it("no desired position: says where it was looked for and what the report goes by", () => {
    const desired = analyze(`Пётр Смирнов
Образование
СПбГЭУ, 2019
Навыки
Excel, Word`).criteria.find((f) => f.id === "structure.desired_position")!;
    expect(desired.finding).toMatch(/^Под именем не нашлось строки с желаемой должностью/u);
  });

  it("a languages section whose lines were not read quotes what it holds", () => {
    const report = analyze(`${bare}
Языки
Английский
Продвинутый Time Tracker`);
    const languages = report.criteria.find((f) => f.id === "skills.languages")!;
    expect(languages.finding).not.toContain("«»");
    expect(languages.finding).not.toBe("Иностранные языки не указаны.");
  });
});

describe("a result inside prose", () => {
  it("is quoted from its sentence's start, not from the wrapped line", () => {
    const lines = [
      "Backend engineer with 8 years of proven expertise. Demonstrated track",
      "record mentoring junior developers and shipping features to 10M+",
      "users. Expert in containerization (Docker, Kubernetes).",
    ];
    expect(sentenceWithNumber(lines, 1)).toBe(
      "Demonstrated track record mentoring junior developers and shipping features to 10M+ users.",
    );
  });
});
