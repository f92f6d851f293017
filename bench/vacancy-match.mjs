/**
 * Benchmark of the vacancy match (issue 16): a two-page resume against a long vacancy (~10 000 characters, written
 * for the project from the test vacancies plus duties and conditions). Times the match itself (the resume's facts
 * computed once, as an analysed resume has them) and the whole service step (facts + match).
 * Prints one JSON object: {name, median_ms, p95_ms, with_facts_median_ms, runs}. Aim: match ≤ 5 ms.
 */
import { bundleForNode } from "./bundle-for-node.mjs";

const RUNS = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 300;
const WARMUP = 30;

const { module, cleanup } = await bundleForNode({
  extractFacts: "worker/analysis/engine/index.ts",
  matchVacancy: "worker/vacancy-match/match.ts",
  yearsAsked: "worker/vacancy-match/requirements.ts",
  RU_1C_PROGRAMMER: "test/engine/fixtures/ru-1c-programmer.ts",
  RU_FULLSTACK_VACANCY: "test/worker/vacancy-fixtures.ts",
  EN_BACKEND_VACANCY: "test/worker/vacancy-fixtures.ts",
});
try {
  const { extractFacts, matchVacancy, yearsAsked, RU_1C_PROGRAMMER, RU_FULLSTACK_VACANCY, EN_BACKEND_VACANCY } = module;
  const duties = [
    "Обязанности:",
    "• доработка типовых конфигураций 1С:ERP, 1С:УТ и 1С:Бухгалтерия, обмены через КД 3.0 и HTTP-сервисы;",
    "• проектирование REST API для сайта и мобильного приложения, код-ревью, документация в Confluence;",
    "• оптимизация запросов к PostgreSQL и MS SQL Server, настройка мониторинга в Grafana;",
    "• участие в планировании спринтов по Scrum, оценка задач в Jira, общение с заказчиками;",
    "Условия: офис в Москве или удалённая работа, ДМС, обучение за счёт компании, сертификация 1С:Специалист.",
  ].join("\n");
  let vacancy = `${RU_FULLSTACK_VACANCY}\n${duties}\n${EN_BACKEND_VACANCY}`;
  while (vacancy.length < 10_000) vacancy += `\n${duties}`;
  const [title, ...rest] = vacancy.split("\n");
  const input = {
    title,
    description: rest.join("\n"),
    keySkills: ["PostgreSQL", "1С:ERP", "Git", "REST API", "Английский язык"],
    minYears: yearsAsked(vacancy),
    city: "Москва",
    remote: false,
  };
  const facts = extractFacts(RU_1C_PROGRAMMER);

  const time = (fn) => {
    for (let i = 0; i < WARMUP; i++) fn();
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      fn();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 1000) / 1000;
  };
  const matchOnly = time(() => matchVacancy(RU_1C_PROGRAMMER, facts, input));
  const withFacts = time(() => matchVacancy(RU_1C_PROGRAMMER, extractFacts(RU_1C_PROGRAMMER), input));
  const requirements = matchVacancy(RU_1C_PROGRAMMER, facts, input).requirements.length;
  console.log(
    JSON.stringify({
      name: "vacancy.match.2page-vs-long",
      vacancy_chars: vacancy.length,
      requirements,
      median_ms: matchOnly(0.5),
      p95_ms: matchOnly(0.95),
      with_facts_median_ms: withFacts(0.5),
      runs: RUNS,
      aim_ms: 5,
    }),
  );
} finally {
  cleanup();
}
