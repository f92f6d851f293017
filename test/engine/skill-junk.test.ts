/** The bench's junk checker (bench/skill-junk.mjs): it must flag junk and must not flag real skills. */
import { describe, expect, it } from "vitest";
import { junkReason } from "../../bench/skill-junk.mjs";

describe("the skills-list junk checker", () => {
  it("flags personal details, fragments and cut words", () => {
    expect(junkReason("Возраст 27 лет")).toBe("personal");
    expect(junkReason("Замужем")).toBe("personal");
    expect(junkReason("Дети: есть")).toBe("personal");
    expect(junkReason("ул. Ленина, 5")).toBe("personal");
    expect(junkReason("умею работать в команде и")).toBe("fragment");
    expect(junkReason("Microsoft (Word")).toBe("fragment");
    expect(junkReason("Коммуникабель", "Коммуникабельность, ответственность")).toBe("cut word");
    expect(junkReason("Стрессоустойчи-")).toBe("cut word");
  });

  it("does not flag its known false alarms: Seaborn, street dance, A/B-тестирование, an implied acronym", () => {
    expect(junkReason("Seaborn", "Pandas, Seaborn, Matplotlib")).toBeNull();
    expect(junkReason("street dance", "Хобби: такие как: street dance")).toBeNull();
    expect(junkReason("A/B-тестирование", "проводил A/B-тестирования продуктовых гипотез")).toBeNull();
    expect(junkReason("SQL", "PostgreSQL, sqlalchemy")).toBeNull();
    expect(junkReason("Negotiations", "Negotiations and sales")).toBeNull();
  });
});
