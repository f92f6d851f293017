/**
 * Decision 655: hh.ru's export artefacts are not the person's writing. The employer's industry tags (hh.ru's
 * catalogue, under each employer) are no copied duty and no vague wording; a job's stack line («Технологии:»,
 * "Tech stack:") is the job's record, no duplicate of the skills section. A duty copied between jobs still is.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { hhIndustryLines, isHhIndustry } from "../../worker/analysis/engine/industries";
import { NOW } from "./now";

const weaknesses = (text: string): string =>
  JSON.stringify(analyzeResume({ text, format: "pdf" }, { now: NOW }).result);

const INDUSTRIES = [
  ["Информационные технологии, системная интеграция, интернет", "• Разработка программного обеспечения"],
  [
    "Информационные технологии, системная интеграция, интернет",
    "• Интернет-компания (поисковики, платежные системы, соц.сети, информационно-",
    "познавательные и развлекательные ресурсы, продвижение сайтов и прочее)",
  ],
  ["Финансовый сектор", "• Банк"],
  ["Розничная торговля", "• Розничная сеть (продуктовая)"],
  ["Телекоммуникации, связь", "• Мобильная связь"],
];
const TITLES = ["Разработчик", "Инженер-программист", "Backend-разработчик", "Программист"];
const DUTIES = [
  "Разрабатывал сервисы оплаты и покрывал их тестами.",
  "Проектировал API для мобильного приложения банка.",
  "Перевёл отчёты на очередь сообщений и ускорил выгрузку.",
  "Поддерживал внутреннюю платформу и наладил мониторинг.",
];
const SKILLS = ["Python", "Django", "PostgreSQL", "Docker", "Redis", "Kafka", "Git", "Linux"];
const LABELS = ["Технологии:", "Используемые технологии:", "Стек:", "Tech stack:", "Technologies:", "Environment:"];
const MONTHS = ["Январь", "Март", "Май", "Сентябрь"];

const job = fc.record({
  industry: fc.integer({ min: 0, max: INDUSTRIES.length - 1 }),
  title: fc.constantFrom(...TITLES),
  label: fc.constantFrom(...LABELS),
  inline: fc.boolean(),
  stack: fc.shuffledSubarray(SKILLS, { minLength: 3, maxLength: 6 }),
});

interface Job {
  industry: number;
  title: string;
  label: string;
  inline: boolean;
  stack: string[];
}

function hhExport(jobs: readonly Job[], copied?: string): string {
  const out = ["Петров Иван", "Мужчина, 34 года", "+7 (999) 123-45-67", "ivan.petrov@mail.ru", "Опыт работы — 10 лет"];
  jobs.forEach((j, k) => {
    const to = 2025 - 2 * k;
    out.push(
      `${MONTHS[k % MONTHS.length]} ${to - 2} — ${MONTHS[(k + 1) % MONTHS.length]} ${to}`,
      "2 года 2 месяца",
      `ООО «Компания ${k + 1}»`,
      ...INDUSTRIES[j.industry]!,
      j.title,
      DUTIES[k]!,
    );
    if (copied) out.push(copied);
    if (j.inline) out.push(`${j.label} ${j.stack.join(", ")}`);
    else out.push(j.label, j.stack.join(", "));
    out.push("");
  });
  out.push("Образование", "Высшее", "2014", "СПбГУ, Прикладная математика", "Навыки", SKILLS.join(" "));
  return out.join("\n");
}

describe("hh.ru export artefacts (decision 655)", () => {
  it("recognises hh.ru's industry block: the catalogue name, a duration glued before it, its bullets", () => {
    expect(isHhIndustry("6 лет 4 месяца Информационные технологии, системная интеграция, интернет")).toBe(true);
    expect(isHhIndustry("Разработка информационных систем, интеграция и интернет")).toBe(false);
    const lines = INDUSTRIES[1]!.concat(["Инженер-программист", "Написание кода"]);
    expect([...hhIndustryLines(lines)]).toEqual([0, 1, 2]);
  });

  it("industry tags and stack lines in 2–4 jobs are no copied duty, no duplicated skill, no vague wording", () => {
    fc.assert(
      fc.property(fc.array(job, { minLength: 2, maxLength: 4 }), (jobs) => {
        const said = weaknesses(hhExport(jobs));
        expect(said).not.toMatch(/Один и тот же пункт повторяется/u);
        expect(said).not.toMatch(/В навыках повторяется/u);
        expect(said).not.toMatch(/размытые формулировки: «прочее»/u);
      }),
      { numRuns: 25 },
    );
  });

  it("a duty sentence copied into two jobs is still found, under a stack label too", () => {
    fc.assert(
      fc.property(fc.array(job, { minLength: 2, maxLength: 4 }), (jobs) => {
        const said = weaknesses(hhExport(jobs, "Настраивал CI/CD и проводил код-ревью для всей команды."));
        expect(said).toMatch(/Один и тот же пункт повторяется/u);
      }),
      { numRuns: 15 },
    );
  });

  it("a tag written twice in the skills section is still a duplicate", () => {
    const text = hhExport([
      { industry: 0, title: "Разработчик", label: "Технологии:", inline: true, stack: ["Python", "Docker", "Git"] },
      { industry: 2, title: "Программист", label: "Стек:", inline: false, stack: ["Python", "Redis", "Linux"] },
    ]).replace(/Навыки\n.*$/u, "Навыки\nPython, Django, Docker, Python");
    expect(weaknesses(text)).toMatch(/В навыках повторяется: «Python»/u);
  });
});
