/**
 * Examples and stand-ins follow the person's market and the resume's language (decision 700): an English resume of
 * another country is never shown Russia's phone format or Russian legal forms as what to write.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const everything = (text: string) => {
  const { result, criteria } = analyze(text);
  return [JSON.stringify(result), JSON.stringify(criteria)].join("\n");
};

// Invented people; icons on the contact line and a job named only by its title, so both fixes are written.
const UK_RESUME = `John Carter
Warehouse Supervisor
📞 +44 7700 900123 ✉ john.carter@example.co.uk ★ London ➤ ☎
Experience
2019 — 2023 Warehouse Supervisor
- Led a team of 12 pickers and cut mis-picks by 30%
2016 — 2019 Forklift Operator
- Moved 300 pallets a day
Education
2012 — 2015 BSc Logistics, University of Leeds`;

const RU_RESUME = `Иван Петров
Менеджер
📞 +7 912 345-67-89 ✉ ivan.petrov@example.ru ★ Пермь ➤ ☎
Опыт работы
2019 — 2021 Менеджер по продажам
- Вёл 40 ключевых клиентов
2017 — 2019 Продавец-консультант
- Консультировал покупателей`;

describe("templates by market", () => {
  it("an English resume from the UK gets no «+7» and no «ИП» in any example", () => {
    const text = everything(UK_RESUME);
    expect(text).toContain("не указана компания");
    expect(text).toContain("эмодзи");
    expect(text).not.toMatch(/\+7 \d|\+7 …|«ИП»|«фриланс»/u);
    expect(text).toContain("«Self-employed»");
    expect(text).toContain("+44 7XXX XXXXXX");
    expect(text).toContain("слово «Phone»");
  });

  it("a Russian resume keeps the Russian stand-ins and phone format", () => {
    const text = everything(RU_RESUME);
    expect(text).toContain("«ИП»");
    expect(text).toContain("слово «Телефон»");
    expect(text).toContain("+7 9XX XXX-XX-XX");
  });
});
