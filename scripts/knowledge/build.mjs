#!/usr/bin/env node
// Builds the engine's knowledge data from public classifications (docs/knowledge-sources.md):
//   worker/analysis/knowledge/professions.generated.ts  job titles → role family (O*NET, ESCO, hh.ru)
//   worker/analysis/knowledge/skills.generated.ts       programming languages and their aliases (GitHub Linguist)
//   worker/analysis/knowledge/skills.tools.generated.ts software products and their vendor-less names (O*NET)
// It reads the sources from fetched snapshots (bare git dirs, read with `git show <commit>:<path>`), never from the
// network, and writes only the compact derived lists; the raw files stay outside the repository.
//
// Run:  node scripts/knowledge/build.mjs            (snapshots under /work/.mirror, or MIRROR_DIR=/path)
//
// The families are the engine's (worker/analysis/engine/profile.ts). Each source's own codes are mapped to a family
// below (SOC for O*NET, ISCO-08 for ESCO, hh.ru's role ids): a code table, not a list of words. A title that the
// sources put in different families is dropped unless one family has at least AGREEMENT of its votes.

import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const mirror = process.env.MIRROR_DIR ?? "/work/.mirror";

export const SOURCES = {
  onet: {
    repo: "SrivardhiniK/career-path-recommender",
    commit: "6b3ec4b4ecf4a88f6e2d303440e09a2276baa77c",
    files: [
      "data/Alternate Titles.txt",
      "data/Sample of Reported Titles.txt",
      "data/Occupation Data.txt",
      "data/Technology Skills.txt",
    ],
  },
  esco: {
    repo: "MohamedGouaouri/esco",
    commit: "381d16fb6ae1c22f7c7b16a0631dbdc4bada5e8d",
    files: ["occupations_en.csv"],
  },
  hh: {
    repo: "Matvey1223/hh_bot_",
    commit: "ca6a3197779dcf995221c903577d59f4a6774642",
    files: ["professional_roles.json"],
  },
  // ОКПДТР (ОК 016-94) titles of workers' professions and employees' posts with their ОКЗ (ОК 010-2014, harmonised
  // with ISCO-08) unit group, as a labour-market study published them (its statistics columns are not used).
  okpdtr: {
    repo: "nevgenia0/App",
    commit: "2f1ba5dc5357c0e67b15bdd84a34ea3cc95b08f2",
    files: ["data/ipp.csv"],
  },
  linguist: {
    repo: "github-linguist/linguist",
    commit: "b45dbe9b2825a43285bcd035861be91cc0a7299e",
    files: ["lib/linguist/languages.yml"],
  },
};

/** A title keeps its family when at least this share of the sources' votes agree. */
const AGREEMENT = 0.75;
/** Longer titles are descriptions ("first-line supervisor of …"): a resume's title line is short. */
const MAX_TITLE_TOKENS = 5;

function gitDir(repo) {
  return path.join(mirror, repo.replace("/", "+"), "repo");
}

function show(source, file) {
  const dir = gitDir(source.repo);
  if (!existsSync(dir)) throw new Error(`${source.repo} is not fetched (expected ${dir})`);
  const rev = execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  if (!rev.startsWith(source.commit)) console.warn(`${source.repo}: HEAD is ${rev}, the sources name ${source.commit}`);
  return execFileSync("git", ["-C", dir, "show", `HEAD:${file}`], { encoding: "utf8", maxBuffer: 64 << 20 });
}

/** Lower case, ё → е, everything but letters, digits, + and # a space: the matcher's own normal form. */
export function normalise(title) {
  return title
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

// ---- O*NET: SOC codes → family (most specific prefix first) ----
const SOC = [
  // General management is the curated words' to decide: the domain wins over the level (a CTO is engineering).
  ["11-1011", null],
  ["11-1021", null],
  ["11-2011", "marketing"],
  ["11-2021", "marketing"],
  ["11-2022", "sales"],
  ["11-2032", "marketing"],
  ["11-2033", "marketing"],
  ["11-3012", "administrative_office"],
  ["11-3013", "administrative_office"],
  ["11-3031", "accounting_finance"],
  ["11-3051", "engineering_manufacturing"],
  ["11-3061", "logistics_transport"],
  ["11-3071", "logistics_transport"],
  ["11-31", "hr_recruiting"],
  ["11-9021", "engineering_manufacturing"],
  ["11-903", "education_teaching"],
  ["11-9041", "engineering_manufacturing"],
  ["11-9051", "hospitality_food"],
  ["11-9081", "hospitality_food"],
  ["11-9121", "research_academia"],
  ["11-9199.04", "logistics_transport"],
  ["11-9199", null],
  ["11-3021", null],
  ["11-", "other"],
  ["13-1011", "other"],
  ["13-102", "logistics_transport"],
  ["13-1051", "engineering_manufacturing"],
  ["13-1074", "other"],
  ["13-107", "hr_recruiting"],
  ["13-1081", "logistics_transport"],
  ["13-1082", "product_project_management"],
  ["13-1111", "product_project_management"],
  ["13-1131", "marketing"],
  ["13-1141", "hr_recruiting"],
  ["13-1151", "hr_recruiting"],
  ["13-1161", "marketing"],
  ["13-2020", "other"],
  ["13-2", "accounting_finance"],
  ["13-", null],
  ["15-1211", "product_project_management"],
  ["15-1212", "devops_sre"],
  ["15-1221", "research_academia"],
  ["15-1231", "it_support"],
  ["15-1232", "it_support"],
  ["15-1241", "devops_sre"],
  ["15-1242", "it_support"],
  ["15-1243", "data_ml"],
  ["15-1244", "it_support"],
  ["15-1251", "software_engineering"],
  ["15-1252", "software_engineering"],
  ["15-1253", "qa_testing"],
  ["15-1254", "software_engineering"],
  ["15-1255", "design"],
  ["15-1299.01", "it_support"],
  ["15-1299.04", "devops_sre"],
  ["15-1299.05", "devops_sre"],
  ["15-1299.06", "devops_sre"],
  ["15-1299.07", "software_engineering"],
  ["15-1299.08", "devops_sre"],
  ["15-1299.09", "product_project_management"],
  ["15-1299", null],
  ["15-2011", "accounting_finance"],
  ["15-2021", "research_academia"],
  ["15-2", "data_ml"],
  ["17-1012", "design"],
  ["17-", "engineering_manufacturing"],
  ["19-3011", "accounting_finance"],
  ["19-3031", "other"],
  ["19-4", null],
  // Practitioners SOC files among the scientists, as ISCO-08 files them (decision 490): psychologists (ISCO 2634)
  // and occupational health and safety specialists (ISCO 2263, 3257) are health and social work, not research.
  ["19-303", "other"],
  ["19-5", "other"],
  ["19-", "research_academia"],
  ["21-", "other"],
  ["23-", "legal"],
  ["25-4", "other"],
  ["25-", "education_teaching"],
  ["27-1011", "design"],
  ["27-1014", "design"],
  ["27-1023", "other"],
  ["27-1026", "retail"],
  ["27-102", "design"],
  ["27-3031", "marketing"],
  ["27-", "other"],
  ["29-", "other"],
  ["31-", "other"],
  ["33-", "other"],
  ["35-", "hospitality_food"],
  ["37-", "other"],
  ["39-6012", "hospitality_food"],
  ["39-", "other"],
  ["41-1011", "retail"],
  ["41-1012", "sales"],
  ["41-2012", "other"],
  ["41-2", "retail"],
  ["41-3041", "other"],
  ["41-3", "sales"],
  ["41-4", "sales"],
  ["41-9011", "retail"],
  ["41-9012", "other"],
  ["41-9", "sales"],
  ["43-3061", "logistics_transport"],
  ["43-3011", "other"],
  ["43-3071", "other"],
  ["43-3", "accounting_finance"],
  ["43-4051", null],
  ["43-5031", "other"],
  ["43-5041", "other"],
  ["43-5", "logistics_transport"],
  ["43-", "administrative_office"],
  ["45-", "other"],
  ["47-", "engineering_manufacturing"],
  ["49-", "engineering_manufacturing"],
  ["51-3011", "hospitality_food"],
  ["51-", "engineering_manufacturing"],
  ["53-2", "other"],
  ["53-6061", "other"],
  ["53-", "logistics_transport"],
  ["55-", "other"],
];

// ---- ESCO: ISCO-08 unit groups → family (most specific prefix first: the first prefix that matches decides) ----
const ISCO = [
  ["1120", null],
  ["11", "other"],
  ["1211", "accounting_finance"],
  ["1212", "hr_recruiting"],
  ["1222", "marketing"],
  ["1223", "research_academia"],
  ["12", null],
  ["131", "other"],
  ["1324", "logistics_transport"],
  ["132", "engineering_manufacturing"],
  ["1330", null],
  ["1341", "education_teaching"],
  ["1345", "education_teaching"],
  ["1346", "accounting_finance"],
  ["134", "other"],
  ["141", "hospitality_food"],
  ["1420", "retail"],
  ["14", null],
  ["2120", "data_ml"],
  ["214", "engineering_manufacturing"],
  ["215", "engineering_manufacturing"],
  ["2161", "engineering_manufacturing"],
  ["2162", "design"],
  ["2163", "design"],
  ["2166", "design"],
  ["216", "other"],
  ["21", "research_academia"],
  ["22", "other"],
  ["23", "education_teaching"],
  ["241", "accounting_finance"],
  ["2421", "product_project_management"],
  ["2422", "other"],
  ["2423", "hr_recruiting"],
  ["2424", "hr_recruiting"],
  ["2431", "marketing"],
  ["2432", "marketing"],
  ["243", "sales"],
  ["2511", "product_project_management"],
  ["2519", "qa_testing"],
  ["251", "software_engineering"],
  ["2521", "it_support"],
  ["2522", "it_support"],
  ["252", "devops_sre"],
  ["261", "legal"],
  ["2631", "accounting_finance"],
  ["2632", "research_academia"],
  ["2633", "research_academia"],
  ["2", "other"],
  ["314", "other"],
  ["3152", "logistics_transport"],
  ["315", "other"],
  ["31", "engineering_manufacturing"],
  ["3314", null],
  ["331", "accounting_finance"],
  ["3323", "logistics_transport"],
  ["332", "sales"],
  ["3331", "logistics_transport"],
  ["3333", "hr_recruiting"],
  ["3334", "sales"],
  ["333", null],
  ["334", "administrative_office"],
  ["3411", "legal"],
  ["3432", "design"],
  ["3434", "hospitality_food"],
  ["351", "it_support"],
  ["3", "other"],
  ["4211", "other"],
  ["4221", "other"],
  ["4222", null],
  ["4224", "hospitality_food"],
  ["431", "accounting_finance"],
  ["432", "logistics_transport"],
  ["4", "administrative_office"],
  ["512", "hospitality_food"],
  ["513", "hospitality_food"],
  ["5243", "sales"],
  ["5244", "sales"],
  ["5246", "hospitality_food"],
  ["5241", "other"],
  ["52", "retail"],
  ["5", "other"],
  ["6", "other"],
  ["7512", "hospitality_food"],
  ["7", "engineering_manufacturing"],
  ["83", "logistics_transport"],
  ["8", "engineering_manufacturing"],
  ["931", "engineering_manufacturing"],
  ["932", "engineering_manufacturing"],
  ["933", "logistics_transport"],
  ["94", "hospitality_food"],
  ["9621", "logistics_transport"],
  ["9", "other"],
  ["0", "other"],
];

// ---- hh.ru professional roles: role id → family ----
const HH = {
  4: "other",
  5: "engineering_manufacturing",
  62: "other",
  70: "sales",
  8: null,
  33: "administrative_office",
  58: "logistics_transport",
  76: "administrative_office",
  84: "administrative_office",
  88: "administrative_office",
  93: "other",
  110: "administrative_office",
  22: "other",
  90: "other",
  95: "other",
  116: "devops_sre",
  120: "other",
  26: null,
  36: null,
  37: "marketing",
  38: "hr_recruiting",
  166: "legal",
  53: "sales",
  80: "engineering_manufacturing",
  87: null,
  157: "data_ml",
  172: "logistics_transport",
  170: "marketing",
  171: "hr_recruiting",
  161: null,
  125: null,
  135: "accounting_finance",
  27: "engineering_manufacturing",
  28: "research_academia",
  168: "research_academia",
  63: "engineering_manufacturing",
  79: "research_academia",
  82: "engineering_manufacturing",
  49: "engineering_manufacturing",
  21: "logistics_transport",
  23: "education_teaching",
  32: "other",
  89: "hospitality_food",
  130: "other",
  66: "logistics_transport",
  119: "logistics_transport",
  156: "data_ml",
  160: "devops_sre",
  10: null,
  12: "design",
  150: "product_project_management",
  25: "design",
  165: "data_ml",
  34: "design",
  73: "product_project_management",
  155: null,
  96: "software_engineering",
  164: "data_ml",
  104: "software_engineering",
  107: "product_project_management",
  112: "devops_sre",
  113: "it_support",
  148: "product_project_management",
  114: "devops_sre",
  121: "it_support",
  124: "qa_testing",
  126: "other",
  13: "other",
  20: "other",
  41: "other",
  55: "marketing",
  98: "other",
  103: "other",
  139: "other",
  1: "marketing",
  2: "marketing",
  3: "marketing",
  163: "marketing",
  68: "marketing",
  71: "sales",
  99: "marketing",
  15: "other",
  19: "other",
  24: "other",
  29: "other",
  42: "other",
  64: "other",
  65: "sales",
  151: "engineering_manufacturing",
  133: "other",
  17: "hr_recruiting",
  167: "education_teaching",
  101: "other",
  132: "education_teaching",
  6: "sales",
  154: "sales",
  51: "retail",
  54: "sales",
  57: "accounting_finance",
  83: "sales",
  97: "retail",
  105: "sales",
  106: "sales",
  122: "sales",
  129: "sales",
  174: "engineering_manufacturing",
  44: "engineering_manufacturing",
  45: "engineering_manufacturing",
  46: "engineering_manufacturing",
  48: "engineering_manufacturing",
  169: "engineering_manufacturing",
  144: "engineering_manufacturing",
  149: "engineering_manufacturing",
  162: "engineering_manufacturing",
  152: "engineering_manufacturing",
  173: "engineering_manufacturing",
  85: "engineering_manufacturing",
  86: "engineering_manufacturing",
  109: "engineering_manufacturing",
  111: "engineering_manufacturing",
  115: "engineering_manufacturing",
  128: "engineering_manufacturing",
  141: "engineering_manufacturing",
  143: "engineering_manufacturing",
  31: "logistics_transport",
  52: "logistics_transport",
  59: "engineering_manufacturing",
  78: "engineering_manufacturing",
  102: "other",
  131: "logistics_transport",
  9: "retail",
  35: "retail",
  77: "retail",
  123: "retail",
  127: "retail",
  7: "other",
  43: "other",
  56: "other",
  60: "other",
  61: "other",
  92: "other",
  138: "education_teaching",
  75: null,
  134: "accounting_finance",
  11: "accounting_finance",
  91: "other",
  14: "engineering_manufacturing",
  30: "engineering_manufacturing",
  47: "engineering_manufacturing",
  100: "engineering_manufacturing",
  108: "engineering_manufacturing",
  159: "other",
  39: "logistics_transport",
  67: "logistics_transport",
  81: "logistics_transport",
  72: "other",
  74: "hospitality_food",
  94: "hospitality_food",
  140: "hospitality_food",
  153: "hr_recruiting",
  69: "hr_recruiting",
  117: "hr_recruiting",
  118: "hr_recruiting",
  16: "accounting_finance",
  18: "accounting_finance",
  50: "accounting_finance",
  158: "legal",
  147: "accounting_finance",
  136: "accounting_finance",
  137: "accounting_finance",
  142: "accounting_finance",
  145: "legal",
  146: "legal",
  40: null,
};

const byPrefix = (table, code) => {
  for (const [prefix, family] of table) if (code.startsWith(prefix)) return family;
  return undefined;
};

/**
 * One word alone says no profession ("manager", "engineer", «специалист»): the engine's curated words decide those,
 * and a title of the sources that is only such a word (O*NET lists "Engineer" under one code) is not kept.
 */
const GENERIC = new Set(
  `manager engineer analyst specialist consultant director supervisor technician operator assistant coordinator
  associate clerk agent officer administrator worker helper representative lead head chief executive partner owner
  president vice principal senior junior staff member advisor adviser expert professional trainee apprentice intern
  inspector designer developer architect scientist researcher teacher instructor planner controller auditor
  специалист менеджер инженер аналитик консультант директор руководитель начальник администратор оператор
  ассистент помощник агент координатор эксперт сотрудник работник мастер entrepreneur founder freelancer
  contractor volunteer model maker sponsor carrier cadet whip justice anchor aide
  инспектор контролер контролёр инструктор ревизор техник преподаватель учитель дизайнер разработчик архитектор
  исследователь планировщик заведующий управляющий председатель президент`.split(/\s+/u),
);

/**
 * A one-word title of the sources counts only when it reads as a person's occupation: a Cyrillic word, or an English
 * agent noun ("welder", "florist", "barista"); short codes ("ab", "pi", "ta") and ordinary words are left out.
 */
const AGENT_NOUN = /(?:er|or|ist|ian|ant|ent|man|woman|eur|ier|ee|ess|smith|wright|grapher|ista|ster)s?$/u;
const oneWordTitle = (title) => /[а-я]/u.test(title) || (title.length >= 5 && AGENT_NOUN.test(title));

const votes = new Map(); // title → Map(family → votes)
const counts = { onet: 0, esco: 0, hh: 0, okpdtr: 0 };
/**
 * The classifications' own general and residual management groups — SOC 11-1011 chief executives, 11-1021 general
 * and operations managers, 11-9199.00 managers, all other; ISCO-08 1120 managing directors and chief executives,
 * 1219 business services and administration managers not elsewhere classified, 1439 services managers n.e.c. — say a
 * title names no field of its own. A title such a group lists is counted as a vote for none, so one that a field's
 * group lists as well ("project coordinator" under 11-9199.00 and 11-9041 engineering managers, "operations
 * manager" under 11-1021 and 11-3051 production managers) keeps no family unless the field's votes reach AGREEMENT;
 * the curated generic heads then decide it. Other null rows (groups too mixed to map) and codes with no row are not
 * counted.
 */
const NONE = "(none)";
const GENERAL_MANAGEMENT = /^(?:11-1011|11-1021|11-9199\.00|1120|1219|1439)/u;
function addTitle(raw, mapped, source, weight = 1, code = "") {
  if (mapped === undefined || (mapped === null && !GENERAL_MANAGEMENT.test(code))) return;
  const family = mapped ?? NONE;
  const title = normalise(raw);
  if (!title) return;
  const tokens = title.split(" ");
  if (tokens.length > MAX_TITLE_TOKENS) return;
  if (tokens.length === 1 && (GENERIC.has(title) || !oneWordTitle(title))) return;
  if (tokens.every((t) => GENERIC.has(t) || /^(?:of|and|the|по|и)$/u.test(t))) return;
  counts[source]++;
  const entry = votes.get(title) ?? new Map();
  votes.set(title, entry);
  entry.set(family, (entry.get(family) ?? 0) + weight);
}

function readTsv(text) {
  const [header, ...rows] = text.split(/\r?\n/u).filter(Boolean);
  const names = header.split("\t");
  return rows.map((row) => Object.fromEntries(row.split("\t").map((v, i) => [names[i], v])));
}

function onet() {
  const src = SOURCES.onet;
  for (const row of readTsv(show(src, "data/Occupation Data.txt")))
    addTitle(row.Title, byPrefix(SOC, row["O*NET-SOC Code"]), "onet", 1, row["O*NET-SOC Code"]);
  for (const row of readTsv(show(src, "data/Alternate Titles.txt"))) {
    const family = byPrefix(SOC, row["O*NET-SOC Code"]);
    // "Source(s)": how many of O*NET's sources (employers, job postings, …) report the title for this occupation.
    const weight = Math.max(1, (row["Source(s)"] ?? "").split(",").filter(Boolean).length);
    const code = row["O*NET-SOC Code"];
    addTitle(row["Alternate Title"], family, "onet", weight, code);
    if (row["Short Title"] && row["Short Title"] !== "n/a") addTitle(row["Short Title"], family, "onet", weight, code);
  }
  for (const row of readTsv(show(src, "data/Sample of Reported Titles.txt")))
    addTitle(
      row["Reported Job Title"].replace(/\(([^)]*)\)/gu, ""),
      byPrefix(SOC, row["O*NET-SOC Code"]),
      "onet",
      1,
      row["O*NET-SOC Code"],
    );
}

/** A small RFC 4180 reader: ESCO's fields hold commas, quotes and new lines. */
function readCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(r.map((v, i) => [header[i], v])));
}

function esco() {
  for (const row of readCsv(show(SOURCES.esco, "occupations_en.csv"))) {
    const family = byPrefix(ISCO, row.iscoGroup ?? "");
    addTitle(row.preferredLabel, family, "esco", 1, row.iscoGroup ?? "");
    for (const alt of (row.altLabels ?? "").split("\n")) addTitle(alt, family, "esco", 1, row.iscoGroup ?? "");
  }
}

/** hh.ru names several titles in one role ("Программист, разработчик", "Финансовый директор (CFO)"). */
function hh() {
  const { categories } = JSON.parse(show(SOURCES.hh, "professional_roles.json"));
  for (const category of categories)
    for (const role of category.roles) {
      const family = HH[role.id];
      for (const part of role.name.split(/[,/]|\(|\)/u)) addTitle(part, family, "hh", 3);
    }
}

/**
 * ОКПДТР: a Russian title and its ОКЗ unit group. ОКЗ 2014 follows ISCO-08 code for code (2211 врачи общей практики,
 * 2652 музыканты и певцы, 3153 пилоты), so the ESCO table above maps it: a code table, no new words. A bracketed
 * qualifier («(средней квалификации)», «(в промышленности)», «(солист)») is left out: alone it names no occupation.
 */
function okpdtr() {
  for (const row of readCsv(show(SOURCES.okpdtr, "data/ipp.csv"))) {
    const okz = row.okz ?? "";
    // Managers (ОКЗ 1): general management is the curated words' to decide, as for the other sources.
    if (!/^[2-9]\d{3}$/u.test(okz)) continue;
    // Only the occupations the product has no family for (doctors, artists, pilots, social workers …: "other"). The
    // study's ОКЗ column puts some titles in a neighbouring group (dispatchers under 2166, graphic designers): taken
    // for a slotted family such a slip would name a wrong family; for "other" it costs at most an abstention.
    const family = byPrefix(ISCO, okz);
    if (family !== "other") continue;
    const title = (row.okpdtr_name ?? "").replace(/\([^)]*\)/gu, " ");
    // Its feminine forms («геодезистка», «специалистка по кадрам») are the reader's grammar (knowledge/phrases.ts
    // wordKey), for every source's titles alike: no second list of them here.
    addTitle(title, family, "okpdtr");
  }
}

function professions() {
  onet();
  esco();
  hh();
  okpdtr();
  const byFamily = new Map();
  let dropped = 0;
  for (const [title, families] of votes) {
    const total = [...families.values()].reduce((a, b) => a + b, 0);
    const [family, best] = [...families.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best / total < AGREEMENT || family === NONE) {
      dropped++;
      continue;
    }
    if (!byFamily.has(family)) byFamily.set(family, []);
    byFamily.get(family).push(title);
  }
  const families = [...byFamily.keys()].sort();
  let kept = 0;
  const body = families
    .map((family) => {
      const titles = byFamily.get(family).sort();
      kept += titles.length;
      return `  ${family}: ${JSON.stringify(titles.join("|"))},`;
    })
    .join("\n");
  const file = `// Generated by scripts/knowledge/build.mjs from O*NET 27.0 (CC BY 4.0), ESCO (CC BY 4.0) and hh.ru's
// professional roles; see docs/knowledge-sources.md. Do not edit: change the code tables there and rebuild.
// ${kept} titles (normalised: lower case, ё → е, punctuation → space), "|"-separated, by role family.

export const GENERATED_TITLES: Readonly<Record<string, string>> = {
${body}
};

export const GENERATED_TITLE_COUNT = ${kept};
`;
  writeFileSync(path.join(root, "worker/analysis/knowledge/professions.generated.ts"), file);
  console.log(`professions: ${kept} titles kept, ${dropped} dropped as ambiguous; votes read`, counts);
}

/** GitHub Linguist's programming languages: name and aliases. Every one is marked ambiguous (see skills.ts). */
function skills() {
  const yaml = show(SOURCES.linguist, "lib/linguist/languages.yml");
  const languages = [];
  let current = null;
  let inAliases = false;
  for (const line of yaml.split("\n")) {
    const top = /^([^\s#][^:]*):\s*$/u.exec(line);
    if (top) {
      current = { name: top[1].replace(/^"|"$/gu, ""), type: null, aliases: [], group: null };
      languages.push(current);
      inAliases = false;
      continue;
    }
    if (!current) continue;
    const type = /^ {2}type: (\w+)/u.exec(line);
    if (type) current.type = type[1];
    const group = /^ {2}group: (.+)$/u.exec(line);
    if (group) current.group = group[1];
    if (/^ {2}aliases:/u.test(line)) {
      inAliases = true;
      continue;
    }
    if (inAliases && /^ {2}- /u.test(line)) current.aliases.push(line.slice(4).replace(/^"|"$/gu, ""));
    else if (/^ {2}\S/u.test(line)) inAliases = false;
  }
  const programming = languages.filter((l) => l.type === "programming" && !l.group);
  const rows = programming.map((l) =>
    [l.name, ...l.aliases.filter((a) => normalise(a) !== normalise(l.name) && a.length > 1)].join(";"),
  );
  const file = `// Generated by scripts/knowledge/build.mjs from GitHub Linguist's languages.yml (MIT); see
// docs/knowledge-sources.md. Do not edit. ${rows.length} programming languages: "name;alias;alias", "|"-separated.

export const GENERATED_LANGUAGES = ${JSON.stringify(rows.join("|"))};
`;
  writeFileSync(path.join(root, "worker/analysis/knowledge/skills.generated.ts"), file);
  console.log(`skills: ${rows.length} programming languages`);
}

/** Words O*NET writes in lower case (descriptions, commodity titles, job titles): its everyday vocabulary. */
function onetVocabulary(rows, wide = true) {
  const words = new Set();
  const add = (text) => {
    for (const w of String(text ?? "").split(/[^A-Za-z]+/u)) if (w && w === w.toLowerCase()) words.add(w);
  };
  for (const row of rows) {
    add(row.Example);
    add(row["Commodity Title"]);
  }
  if (!wide) return words;
  for (const row of readTsv(show(SOURCES.onet, "data/Alternate Titles.txt"))) add(row["Alternate Title"].toLowerCase());
  for (const row of readTsv(show(SOURCES.onet, "data/Occupation Data.txt"))) {
    add(row.Title.toLowerCase());
    add(row.Description);
  }
  return words;
}

/**
 * Ordinary English words and given names, lower-cased: the lower-case words of the English Hunspell dictionary
 * (`dictionary-en`, a project dependency: SCOWL-derived en_US, MIT AND BSD) with the plurals its "S" flag allows
 * ("magic", "fear", "tanks"; its capitalised entries are proper names and products, "Django", and are not read), and
 * the Latin given names the name reader knows (`knowledge/names-given.ts`, faker's lists: "eric", "felix"). A product
 * named by one of them alone ("MAGIC", "ERIC", "Harvest") is an ordinary word or a person in most sentences.
 */
function ordinaryWords() {
  const dic = readFileSync(path.join(root, "node_modules/dictionary-en/index.dic"), "utf8");
  const words = new Set();
  for (const line of dic.split("\n").slice(1)) {
    const [word = "", flags = ""] = line.trim().split("/");
    if (!/^[a-z]+$/u.test(word)) continue;
    words.add(word);
    if (flags.includes("S")) words.add(/(?:s|x|z|ch|sh)$/u.test(word) ? `${word}es` : `${word}s`);
  }
  const names = readFileSync(path.join(root, "worker/analysis/knowledge/names-given.ts"), "utf8");
  const latin = names.slice(names.indexOf("const LATIN ="), names.indexOf("export const GIVEN_NAMES"));
  for (const name of latin.match(/[a-z]+/gu) ?? []) if (name.length >= 3) words.add(name);
  return words;
}

/** A product name, not a description: every word starts with a capital or a digit, or has a capital inside. */
const COMPANY_WORD =
  /^(?:Systems|Corporation|Corp|Inc|Software|Technologies|Technology|Solutions|Group|Labs|International|Associates|Research|Company|Creative|Computing|Interactive|Informatics|Sciences|Networks|Communications|Enterprises)\.?$/u;
const CONNECTOR = new Set(["for", "and", "of", "the", "de", "by", "to", "on", "in", "with", "at", "a", "an"]);
const productName = (name) =>
  name.split(" ").every((w, i) => /^[\p{Lu}\d]|\p{Lu}/u.test(w) || (i > 0 && CONNECTOR.has(w))) &&
  !/\b(?:software|systems?|programs?|applications?)\b/u.test(name) &&
  // Sentence punctuation and abbreviated words ("Inc.", "Dr.", "U.S.") are not how a resume writes a product.
  !/[!,;:()@"]|\.\s/u.test(name) &&
  !CONNECTOR.has(name.split(" ")[0].toLowerCase()); // "At Your Service", "On Center": a phrase, not a name

/**
 * O*NET Technology Skills: the software named as examples for every occupation ("Adobe Systems Adobe Photoshop",
 * "Wireshark", "Magix Vegas Pro"). Vendors are found from the data (a leading one or two words that start at least
 * three product names) and stripped one at a time, each shorter form an alias. A stripped form that is one everyday
 * word ("Statistics" from "IBM SPSS Statistics", "Project") is dropped: without its vendor it names nothing.
 * Rows: `[^]name;alias;…` ("^": O*NET's "hot technology", asked for in many postings), `|`-separated; an alias that
 * is an everyday word is written with `*` before it.
 */
function tools() {
  const rows = readTsv(show(SOURCES.onet, "data/Technology Skills.txt"));
  const vocabulary = onetVocabulary(rows);
  const productVocabulary = onetVocabulary(rows, false); // the words of the software descriptions only
  const hot = new Set(rows.filter((r) => r["Hot Technology"] === "Y").map((r) => r.Example));
  // "The MathWorks MATLAB": the article is no part of the vendor's name as a resume writes it.
  const clean = (example) => example.trim().replace(/\s+/gu, " ").replace(/^The /u, "");
  for (const row of rows) row.Example = clean(row.Example);
  const names = [...new Set(rows.map((r) => r.Example))].filter(productName);
  const firstWords = new Map();
  for (const name of names) {
    const first = name.split(" ")[0];
    if (name.includes(" ")) firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
  }
  // A product is also the "vendor" of its add-ons ("Photoshop Lightroom"): one-word products, filled by a first pass.
  const standalone = new Set();
  const isVendor = (word) =>
    ((firstWords.get(word) ?? 0) >= 3 && !productVocabulary.has(word.toLowerCase())) || standalone.has(word);
  /** How many leading words name the vendor: one frequent first word, with its company words ("Adobe Systems"). */
  const vendorWords = (ws) => {
    if (ws.length < 2 || !isVendor(ws[0])) return 0;
    let k = 1;
    while (k < ws.length - 1 && COMPANY_WORD.test(ws[k])) k++;
    return k;
  };
  const everyday = (form) => form.split(" ").every((w) => vocabulary.has(w.toLowerCase()));
  // One ordinary word or given name ("MAGIC", "ERIC", "Harvest"): marked like an everyday name, so that it
  // counts only spelled as the product and where skills are listed; it is not dropped as an alias (that stays
  // O*NET's own vocabulary's call: "Excel", "Keynote" name their product in a list).
  const words = ordinaryWords();
  const ordinary = (form) => everyday(form) || (!form.includes(" ") && words.has(form.toLowerCase()));
  const formsOf = (name) => {
    const forms = [name];
    for (let form = name; ; ) {
      const ws = form.split(" ");
      const k = vendorWords(ws);
      if (!k || CONNECTOR.has(ws[k]?.toLowerCase() ?? "")) return forms;
      form = ws.slice(k).join(" ");
      forms.push(form);
    }
  };
  for (const name of names) {
    const last = formsOf(name).at(-1);
    if (!last.includes(" ") && !everyday(last)) standalone.add(last);
  }
  const out = [];
  for (const name of names) {
    const forms = formsOf(name);
    // A stripped form that is one everyday word ("Statistics" of "IBM SPSS Statistics") names nothing alone.
    const kept = forms.filter((f, i) => f.length >= 3 && (i === 0 || f.includes(" ") || !everyday(f)));
    if (!kept.length) continue;
    // The name shown: the shortest form that is not an everyday word, as resumes write it ("Lightroom", "Vegas Pro").
    const shown = [...kept].reverse().find((f) => !everyday(f)) ?? kept[kept.length - 1];
    // A coined name's seam written with a space ("Quark XPress", "Power Point") is the same product.
    const spaced = kept
      .filter((f) => !f.includes(" "))
      .flatMap((f) => {
        const split = f.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");
        return split !== f && !kept.includes(split) && !everyday(split) ? [split] : [];
      });
    const aliases = [...kept, ...spaced].filter((f) => f !== shown).map((f) => (ordinary(f) ? `*${f}` : f));
    out.push(`${hot.has(name) ? "^" : ""}${ordinary(shown) ? "*" : ""}${shown}${aliases.map((a) => `;${a}`).join("")}`);
  }
  out.sort((a, b) => a.replace(/^[\^*]+/u, "").localeCompare(b.replace(/^[\^*]+/u, "")));
  const file = `// Generated by scripts/knowledge/build.mjs from O*NET 27.0 "Technology Skills" (CC BY 4.0, USDOL/ETA); see
// docs/knowledge-sources.md. Do not edit. ${out.length} software products: "[^]name;alias;…", "|"-separated;
// "^" an O*NET hot technology, "*" before a name made only of everyday English words, or of one English word
// (Hunspell's dictionary-en) or given name.

export const GENERATED_TOOLS = ${JSON.stringify(out.join("|"))};
`;
  writeFileSync(path.join(root, "worker/analysis/knowledge/skills.tools.generated.ts"), file);
  console.log(`skills: ${out.length} software products (O*NET)`);
}

professions();
skills();
tools();
