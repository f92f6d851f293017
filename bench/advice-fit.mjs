// `node bench/advice-fit.mjs <BENCH_DUMP dir>` (decision 720): over the reports `npm run eval:engine -- --set
// development` dumped, which field-specific advice appears beside how sure the reading is of the family and the
// market, and the template advice that ignores the situation. A count per kind; no text of a resume is printed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "/tmp/fit12-dump";
const UNSURE = 0.4;
/** Russian-market advice words (a rough mirror of knowledge/markets.ts, kept here so the tally reads dumps alone). */
const RU_ADVICE = /ЕГЭ|ОГЭ|hh\.ru|₽|ФГОС|1С|Консультант|Яндекс|Контур/u;
const kinds = {
  "field advice, family unsure or none": 0,
  "field advice, English resume read as Russian market": 0,
  "Russian-market advice, resume not Russian": 0,
  "academic CV (publications + teaching) judged as a resume": 0,
  "job-bullet advice with no dated job": 0,
  "education level not in the degree's words": 0,
};
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
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
  if (field.length && facts.language === "en" && person.market === "ru")
    kinds["field advice, English resume read as Russian market"]++;
  if ((facts.language !== "ru" || person.market === "international") && RU_ADVICE.test(sentences))
    kinds["Russian-market advice, resume not Russian"]++;
  const academic =
    /^\s*(publications|selected publications|публикации|научные публикации)\s*$/imu.test(text) &&
    /^\s*(teaching|teaching experience|преподавательская деятельность)/imu.test(text);
  if (academic && !facts.research?.isResearchCv && /Уложись в|раздел «О себе»/u.test(sentences))
    kinds["academic CV (publications + teaching) judged as a resume"]++;
  if ((facts.jobsCount ?? 0) === 0 && /3–5 пунктов|каждого места работы/u.test(sentences))
    kinds["job-bullet advice with no dated job"]++;
  const level = facts.educationLevel;
  const t = text.toLowerCase();
  if (
    (level === "master" && !/магистр|master|m\.sc|msc|m\.a\.|mba|магистратур/u.test(t)) ||
    (level === "higher" && /\b[1-4]\s*курс|(?:1|2|3|4)-?(?:й|го)? курс|неоконченное высшее/u.test(t))
  )
    kinds["education level not in the degree's words"]++;
}
console.log(`advice-fit: ${files.length} reports in ${dir}`);
for (const [kind, n] of Object.entries(kinds)) console.log(`  ${String(n).padStart(3)}  ${kind}`);
