// `node bench/advice-fit.mjs <BENCH_DUMP dir>` (decision 720): over the reports `npm run eval:engine -- --set
// development` dumped, which field-specific advice appears beside how sure the reading is of the family and the
// market, and the template advice that ignores the situation. A count per kind; no text of a resume is printed.
// Decision 790 added the sentences that name a Russian-market thing for a person whose market is not Russia's, the IT
// starter's template for other families, and «Отлично» beside the report's own reservations. Only the development
// half's reports are read (test/validation/labels.json `half`); a dump of the validation run holds both.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "/tmp/fit12-dump";
const UNSURE = 0.4;
/** Russian-market advice words (a rough mirror of knowledge/markets.ts, kept here so the tally reads dumps alone). */
const RU_ADVICE = /ЕГЭ|ОГЭ|hh\.ru|₽|ФГОС|1С|Консультант|Яндекс|Контур/u;
const kinds = {
  "field advice, family unsure or none": 0,
  "field advice, English resume read as Russia by a city alone": 0,
  "Russian-market advice, resume aimed elsewhere": 0,
  "academic CV (publications + teaching) judged as a resume": 0,
  "job advice where the experience section says none": 0,
  "education level not in the degree's words": 0,
};
/** Russian-market things an advice sentence may name (knowledge/markets.ts and decision 790's additions). */
const RU_THING =
  /(?<![\p{L}\d])(?:ГОСТ|РИНЦ|eLIBRARY|hh\.ru|Telegram|1С|ЕГЭ|ОГЭ|ФГОС|ЕСКД|₽|Яндекс|КонсультантПлюс|Битрикс24|amoCRM)(?![\p{L}])/u;
/** The IT starter's template (report.ts career suggestions, criteria examples). */
const IT_TEMPLATE = /учебных проекта|junior-вакансии|завершённых проекта в ней с результатом и ссылкой/u;
const IT = new Set(["software_engineering", "data_ml", "devops_sre", "qa_testing", "1c_erp", "it_support"]);
const labels = JSON.parse(readFileSync(new URL("../test/validation/labels.json", import.meta.url), "utf8"));
const development = new Set(
  Object.values(labels.files ?? labels)
    .filter((l) => l && typeof l === "object" && l.half === "development")
    .map((l) => l.file),
);
kinds["sentences naming a Russian-market thing, market not Russia's"] = 0;
kinds["reports with such a sentence"] = 0;
kinds["IT starter template, family not IT (or none)"] = 0;
kinds["«Отлично» beside an unsure reading or an old document"] = 0;
/** Every sentence of advice the person reads (the criteria's fixes included), without their own quoted lines. */
function adviceSentences(result) {
  const { key_skills: _own, candidate_profile: _read, criteria, strengths: _s, ...rest } = result;
  const texts = [];
  const walk = (v) => {
    if (typeof v === "string") texts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(rest);
  // A passing finding says what the person has («Telegram указан: …»): no advice.
  for (const f of criteria ?? []) texts.push(f.status === "pass" ? "" : (f.finding ?? ""), f.fix ?? "");
  return [...new Set(texts.flatMap((t) => t.replace(/«[^«»]*»/gu, "«»").split(/(?<=[.!?])\s+/u)))];
}
const files = readdirSync(dir).filter((f) => f.endsWith(".json") && development.has(f.replace(/\.json$/u, "")));
for (const file of files) {
  const dump = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  const text = readFileSync(path.join(dir, file.replace(/\.json$/u, ".txt")), "utf8");
  const { result, facts, reading } = dump;
  if (!result) continue;
  const person = reading?.person ?? {};
  const field = [
    ...(result.skill_gap_analysis ?? []).filter((s) => /чаще всего просят|начни с/u.test(s)),
    ...(result.industry_fit?.industries ?? []),
    ...(result.career_progression_suggestions ?? []).filter((s) =>
      /Следующий шаг|Перспективное|уровень Middle/u.test(s),
    ),
    ...(/профильное|не связана/u.test(result.education_analysis?.description ?? "") ? ["edu"] : []),
    ...(/ещё просят/u.test(result.market_relevance?.description ?? "") ? ["market"] : []),
  ];
  const sentences = JSON.stringify(result);
  if (field.length && (person.family == null || (person.confidence ?? 0) < UNSURE))
    kinds["field advice, family unsure or none"]++;
  // Russia said outright (profile.ts readMarket): a +7 phone, the country, its currency or its job board.
  const russiaSaid =
    /(?<![\p{L}])(?:россия|russia|hh\.ru|₽|руб|рф)(?![\p{L}])/iu.test(text) ||
    (facts.contacts?.phones ?? []).some((p) => /^\s*\+\s?7/u.test(p.raw));
  if (field.length && facts.language === "en" && person.market === "ru" && !russiaSaid)
    kinds["field advice, English resume read as Russia by a city alone"]++;
  const { key_skills: _own, candidate_profile: _read, ...advice } = result;
  if (person.market === "international" && RU_ADVICE.test(JSON.stringify(advice)))
    kinds["Russian-market advice, resume aimed elsewhere"]++;
  const signals = facts.research?.signals ?? [];
  const academic =
    signals.includes("teaching") &&
    (signals.includes("publications") || signals.includes("talks")) &&
    signals.includes("degree");
  const lengthOrSummary = (dump.criteria ?? []).some(
    (f) => (f.id === "length.pages" || f.id === "structure.summary") && (f.status === "warn" || f.status === "fail"),
  );
  if (academic && !facts.research?.isResearchCv && lengthOrSummary)
    kinds["academic CV (publications + teaching) judged as a resume"]++;
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const noneDeclared = lines.some(
    (l, i) =>
      /^(опыт работы|опыт|work experience|experience)$/iu.test(l) &&
      /^[•*-]?\s*(отсутствует|нет|none|n\/a)\.?$/iu.test(lines[i + 1] ?? ""),
  );
  const ruMarket = person.market === "ru" && person.market_sure !== false && !(facts.language === "en" && !russiaSaid);
  if (!ruMarket) {
    const named = adviceSentences(result).filter((t) => RU_THING.test(t)).length;
    kinds["sentences naming a Russian-market thing, market not Russia's"] += named;
    if (named) kinds["reports with such a sentence"]++;
  }
  if (!IT.has(person.family) && IT_TEMPLATE.test(sentences)) kinds["IT starter template, family not IT (or none)"]++;
  // The report's own reservations as it words them: the reading unsure, the document old (evidence.ts stale_document).
  const reserved =
    /не определён однозначно|читается неуверенно/u.test(sentences) ||
    /Дата в резюме —|Самая поздняя дата в резюме/u.test((result.weaknesses ?? []).join(" "));
  if (result.overall_score >= 8 && reserved) kinds["«Отлично» beside an unsure reading or an old document"]++;
  if (noneDeclared && /3–5 пунктов|каждого места работы|для каждого места период/u.test(sentences))
    kinds["job advice where the experience section says none"]++;
  const level = facts.educationLevel;
  const edu = (facts.educationText ?? "").toLowerCase();
  const masters = (reading?.education?.degrees ?? []).filter((d) => d.level === "master");
  const masterWords = /магистр|master|m\.?\s?sc|msc|m\.\s?[as]\.|mba|ll\.\s?m|llm (?:in|of)/iu;
  if (
    (level === "higher" && /\d\s?(?:-?(?:й|го))?\s?курс(?![а-я])|студент/u.test(edu)) ||
    masters.some((d) => !masterWords.test(d.text))
  )
    kinds["education level not in the degree's words"]++;
}
console.log(`advice-fit: ${files.length} reports in ${dir}`);
for (const [kind, n] of Object.entries(kinds)) console.log(`  ${String(n).padStart(3)}  ${kind}`);
