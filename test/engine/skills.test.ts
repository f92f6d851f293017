/** Skills with precision (decision 027): ambiguous words only where skills are listed, evidence, display language. */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { SKILL_DICTIONARY } from "../../worker/analysis/engine/skills/dictionary";
import { PROFILES } from "../../worker/analysis/engine/skills/profiles";
import { NOW } from "./now";

const facts = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW }).facts;
const names = (text: string) => facts(text).skills.map((s) => s.name);
const keys = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW }).result.key_skills;

const DEVOPS_PROSE = `Alex Morgan
DevOps Engineer
Experience
Platform Engineer, Acme (B2B SaaS), 2020 – Present
Cut cloud costs by 30 % with less manual work; ran purchasing of reserved instances with finance.
Moved the booking service to Kubernetes and Terraform; on call for the payments platform.
Education
BSc Computer Science, 2016 – 2020`;

describe("ambiguous aliases count only where skills are listed", () => {
  it("prose words are not skills: B2B SaaS, purchasing, booking, less, «инженерный контур»", () => {
    const found = names(DEVOPS_PROSE);
    for (const falseSkill of ["B2B-продажи", "Закупки", "Бронирование", "SASS", "Продажи"])
      expect(found).not.toContain(falseSkill);
    expect(found).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
    expect(
      names("Инженер АСУ ТП\nОпыт работы\nНастраивал инженерный контур охлаждения и закупки запчастей."),
    ).not.toContain("Контур");
  });

  it("the same words in a skills section or a list are skills", () => {
    const text =
      "Мария Котова\nБухгалтер\nНавыки\nКонтур, Закупки, 1С:ЗУП, МСФО\nОпыт работы\nООО «Ромашка», 2019 – 2024";
    expect(names(text)).toEqual(expect.arrayContaining(["Контур", "Закупки", "1С:ЗУП", "МСФО"]));
    const en = "Sam Lee\nFrontend developer\nSkills\nLess, Go, R, Swift\nExperience\nAcme, 2019 – 2024";
    expect(names(en)).toEqual(expect.arrayContaining(["SASS", "Go", "R", "Swift"]));
  });

  it("a technical word counts next to another technical term, not alone", () => {
    expect(names("Experience\nWrote services in Go and Python for the billing team.")).toContain("Go");
    expect(names("Experience\nI go to the office twice a week and help with spring planning.")).not.toContain("Go");
    expect(names("Experience\nI go to the office twice a week and help with spring planning.")).not.toContain("Spring");
  });

  it("words inside links are not skills", () => {
    expect(
      names("Portfolio: https://github.com/ivan/playwright-docker-demo\nОпыт работы\nКассир, 2019 – 2024"),
    ).not.toContain("Docker");
  });
});

const HH_SALES = `Соколова Мария
Женщина, 31 год
+7 (916) 111-22-33
Желаемая должность и зарплата
Менеджер по продажам
Опыт работы — 7 лет 2 месяца
Сентябрь 2019 — настоящее время
ООО «Альфа-Трейд»
Менеджер по продажам
Вела закупки для отдела и бронирование переговорных. Выполнение плана продаж 120 %.
Ключевые навыки
Активные продажи Холодные звонки Работа с возражениями Ведение переговоров Грамотная речь Деловая переписка
Пользователь ПК Битрикс24 1С: Управление торговлей Закупки Заключение договоров Работа в команде
Дополнительная информация
Обо мне Ответственная, быстро обучаюсь.`;

describe("hh.ru exports: a dozen tags flattened into one line", () => {
  it("every tag of the skills section is a key skill, spelled as on hh.ru; the same words in prose are not", () => {
    const result = facts(HH_SALES);
    const key = result.keySkills.filter((k) => k.source === "skills-list").map((k) => k.name);
    expect(key).toEqual(
      expect.arrayContaining([
        "Активные продажи",
        "Холодные звонки",
        "Работа с возражениями",
        "Битрикс24",
        "1С: Управление торговлей",
        "Закупки",
      ]),
    );
    // A personal quality among the tags is the reading's skill, not a key skill (decision 770).
    expect(key).not.toContain("Грамотная речь");
    expect(result.skills.map((s) => s.name)).toContain("Грамотная речь");
    expect(result.skills.find((s) => s.name === "Закупки")?.evidence).toMatch(/^Пользователь ПК/u);
    expect(result.skills.map((s) => s.name)).not.toContain("Бронирование");
  });
});

describe("evidence, display language and duplicates", () => {
  it("every skill keeps the line it was found on", () => {
    const found = facts(DEVOPS_PROSE).skills.find((s) => s.name === "Kubernetes");
    expect(found?.evidence).toBe(
      "Moved the booking service to Kubernetes and Terraform; on call for the payments platform.",
    );
    expect(found?.line).toBe(5);
    for (const key of facts(DEVOPS_PROSE).keySkills) expect(DEVOPS_PROSE).toContain(key.evidence);
  });

  it("English resumes get English names, Russian resumes Russian ones", () => {
    const en = facts(
      "Jane Roe\nAccountant\nExperience\nHandled accounts payable, payroll and tax accounting for 40 clients.\nEducation\nBA, 2015",
    );
    expect(en.skills.map((s) => s.display)).toEqual(
      expect.arrayContaining(["Payroll", "Tax accounting", "Accounts receivable"]),
    );
    expect(en.keySkills.map((s) => s.name).join(" ")).not.toMatch(/[а-яё]/iu);
    const ru = facts("Анна Иванова\nБухгалтер\nОпыт работы\nВела payroll и налоговый учет, сдавала отчетность в ФНС.");
    expect(ru.skills.map((s) => s.display)).toEqual(
      expect.arrayContaining(["Расчет заработной платы", "Налоговый учет"]),
    );
  });

  it("key skills are the resume's own list, spelled as written, and duplicated tags are exposed", () => {
    const text =
      "Олег Петров\nМенеджер по продажам\nКлючевые навыки\nХолодные звонки, Bitrix24, Golang, Работа с возражениями, Bitrix24\nОпыт работы\nООО «Север», 2018 – 2024\nВыполнял план продаж.";
    const result = facts(text);
    expect(keys(text).slice(0, 4)).toEqual(["Холодные звонки", "Bitrix24", "Golang", "Работа с возражениями"]);
    expect(result.duplicateSkills).toEqual(["Bitrix24"]);
    expect(result.skills.find((s) => s.name === "Битрикс24")?.listed).toBe(2);
  });

  it("soft skills and languages are not picked out of prose for the key skills", () => {
    const text =
      "John Smith\nSales Manager\nExperience\nGood communication with English-speaking clients; closed B2B sales deals via Salesforce.";
    expect(keys(text)).toContain("Salesforce");
    expect(keys(text)).not.toContain("Communication");
    expect(keys(text)).not.toContain("English");
  });
});

describe("the dictionary", () => {
  it("covers modern tooling and the non-IT skills recruiters search for", () => {
    const all = new Set(SKILL_DICTIONARY.flatMap((e) => e.aliases.map((a) => a.text.toLowerCase())));
    for (const alias of [
      "argocd",
      "kustomize",
      "circleci",
      "okta",
      "cuda",
      "jax",
      "onnx",
      "charles proxy",
      "fiddler",
      "adb",
      "npm",
      "yarn",
      "composer",
      "мсфо",
      "рсбу",
      "1с:зуп",
      "холодные звонки",
      "crm",
      "bitrix24",
      "фгос",
      "бережливое производство",
      "5s",
      "вэд",
      "wms",
      "складской учет",
      "кассовая дисциплина",
      "мерчандайзинг",
      "haccp",
    ]) {
      expect(all, alias).toContain(alias);
    }
    expect(SKILL_DICTIONARY.length).toBeGreaterThan(400);
  });

  it("names are unique and every profile refers to known skills", () => {
    const byName = new Set(SKILL_DICTIONARY.map((e) => e.name));
    expect(byName.size).toBe(SKILL_DICTIONARY.length);
    for (const profile of PROFILES) {
      for (const name of [...profile.signals, ...profile.expected, ...(profile.legacy ?? [])])
        expect(byName, `${profile.id}: ${name}`).toContain(name);
    }
  });
});

describe("software products from O*NET's Technology Skills (knowledge/skills.ts)", () => {
  it("a product named in a skills list is a skill, with or without its vendor", () => {
    const text =
      "Ivan Petrov\nSecurity engineer\nSkills\nWireshark, QuarkXPress, Adobe Premiere Pro\nExperience\nAcme, 2019 – 2024";
    expect(names(text)).toEqual(expect.arrayContaining(["Wireshark", "QuarkXPress", "Adobe Premiere Pro"]));
  });

  it("a one-word product is not taken from prose; a product made of everyday words is not either", () => {
    const prose = "Experience\nWe met Mr Wireshark at the Square and talked about Slack water in the harbour.";
    const found = names(prose);
    expect(found).not.toContain("Wireshark");
    expect(found.some((n) => /Square|Slack/u.test(n))).toBe(false);
  });

  it("a bullet before a labelled list is no list item («● Анализ трафика: Wireshark, Scapy»)", () => {
    expect(names("Навыки\n● Анализ трафика: Wireshark, Scapy\nОпыт работы\nООО «Ромашка», 2019 – 2024")).toContain(
      "Wireshark",
    );
    expect(names("Опыт работы\n● Анализ трафика: Wireshark, Scapy, Nmap")).toContain("Wireshark");
  });

  it("every generated product is a taxonomy entry that the gate accepts and no curated alias is redefined", () => {
    const tools = SKILL_DICTIONARY.filter((e) => e.category === "tools");
    expect(tools.length).toBeGreaterThan(5000);
    const seen = new Map<string, string>();
    for (const entry of SKILL_DICTIONARY)
      for (const alias of entry.aliases) {
        const key = `${alias.caseSensitive ? alias.text : alias.text.toLowerCase()}`;
        expect(seen.get(key) ?? entry.name, `${alias.text} in ${entry.name}`).toBe(entry.name);
        seen.set(key, entry.name);
      }
  });
});

describe("a library written in lower case", () => {
  it("counts as a list item beside another tool, never in prose or a list of hobbies", () => {
    expect(names("Навыки\n• numpy, pandas, sklearn, pytorch")).toContain("Pandas");
    expect(names("Skills\njava, spring, hibernate")).toContain("Spring");
    expect(names("Hobbies: pandas, spring, reading")).not.toContain("Pandas");
    expect(names("Experience\nI go to spring school with pandas and numpy.")).not.toContain("Spring");
  });
});

describe("spelling: look-alike letters and list separators", () => {
  it("a Latin name typed with Cyrillic look-alikes is the same skill («Quark ХРress», «С++», «С#»)", () => {
    expect(names("Навыки\nPhotoshop, Quark ХРress, Corel")).toContain("QuarkXPress");
    expect(names("Навыки\nС++, Python, С#")).toEqual(expect.arrayContaining(["C++", "C#"]));
    expect(names("Опыт работы\nРаботал с клиентами и с документами")).toEqual([]);
  });

  it("a name never runs over a list separator: «C, C++» is two items", () => {
    expect(keys("Иван Иванов\nНавыки\nC, C++\nОпыт работы\nООО Ромашка, 2019 – 2024")).not.toContain("C, C++");
    expect(keys("Иван Иванов\nНавыки\nС, C++\nОпыт работы\nООО Ромашка, 2019 – 2024")).not.toContain("С, C++");
    expect(names("Skills\nC/C++, Python")).toContain("C++");
    const bracket = facts(
      "Иван Иванов\nНавыки\nMicrosoft (Word, Excel, PowerPoint)\nОпыт работы\nООО Ромашка, 2019 – 2024",
    );
    expect(bracket.skills.map((s) => s.display)).not.toContain("Microsoft (Word");
  });
});
