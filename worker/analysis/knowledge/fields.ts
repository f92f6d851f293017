/**
 * Fields of study → the role family they prepare for, read from an education section when the person has no job
 * title to go by (a student, a graduate). The labels' convention: a graduate with no target role is read by what
 * they study — applied mathematics and computer science → software engineering, data science → data and ML,
 * linguistics or history → «другая сфера». The fields follow the broad groups of ISCED-F 2013 and the Russian ОКСО
 * («Информатика и вычислительная техника», «Экономика и управление», «Языкознание и литературоведение»), named in
 * the words diplomas use. Same phrase syntax as professions.curated.ts; the first family in order with a phrase in
 * the text wins a tie.
 */
import type { RoleFamily } from "./families";
import { PhraseIndex, words } from "./phrases";

export const FIELD_WORDS: ReadonlyArray<readonly [RoleFamily, string]> = [
  [
    "data_ml",
    "data science|науки о данных|наук о данных|анализ данных|машинн* обучени*|machine learning|искусственн* интеллект*|" +
      "artificial intelligence|statistics|статистик*|большие данные|big data",
  ],
  [
    "devops_sre",
    "информационн* безопасност*|кибербезопасност*|компьютерн* безопасност*|cybersecurity|cyber security|" +
      "information security|защит* информаци*",
  ],
  ["product_project_management", "бизнес информатик*|business informatics|project management|управлени* проект*"],
  [
    "software_engineering",
    "информатик*|программн* инженери*|computer science|software engineering|информационн* систем*|" +
      "вычислительн* техник*|прикладн* математик*|фундаментальн* математик*|информационн* технолог*|" +
      "компьютерн* наук*|кибернетик*|information technology|information systems|applied mathematics|" +
      "computer engineering|программировани*",
  ],
  ["hr_recruiting", "управлени* персоналом|human resources|human resource management"],
  ["logistics_transport", "логистик*|logistics|supply chain"],
  [
    "accounting_finance",
    // Not «экономика» or «финансовый» alone: exact words meet their inflections, and «Высшая школа экономики»,
    // «Финансовый университет» are schools.
    "мировая экономика|экономика предприяти*|экономическ* безопасност*|бухгалтерск* учет*|" +
      "финансы|финансы и кредит|финансовый менеджмент|банковск* дел*|economics|accounting|accountancy|finance|аудит*",
  ],
  ["legal", "юриспруденци*|правоведени*|юридическ*|law|laws|legal studies"],
  ["marketing", "маркетинг*|реклам*|связи с общественностью|public relations|marketing|advertising"],
  ["design", "дизайн*|design|графическ* дизайн*"],
  ["education_teaching", "педагогик*|педагогическ*|teaching|pedagogy|teacher education"],
  [
    "engineering_manufacturing",
    "машиностроени*|строительств*|электроэнергетик*|мехатроник*|электротехник*|теплоэнергетик*|" +
      "mechanical engineering|civil engineering|electrical engineering|chemical engineering|materials science",
  ],
  ["hospitality_food", "гостиничн* дел*|hospitality|culinary|кулинари*|ресторанн* дел*"],
  [
    "other",
    "лингвистик*|лингвист*|иностранн* язык*|межкультурн* коммуникаци*|филологи*|истори*|культурологи*|перевод*|переводоведени*|журналистик*|медицин*|лечебн* дел*|" +
      "сестринск* дел*|психологи*|искусство|искусств|искусства|искусствоведени*|социологи*|философи*|" +
      "linguistics|philology|history|nursing|medicine|psychology|journalism|fine arts|art history|" +
      "sociology|philosophy|translation",
  ],
];

const FIELDS: PhraseIndex<number> = (() => {
  const index = new PhraseIndex<number>();
  FIELD_WORDS.forEach(([, phrases], order) => {
    for (const phrase of phrases.split("|")) index.add(phrase, order);
  });
  return index;
})();

/** The family the fields of study in `educationText` prepare for (most named, then first in order), or null. */
export function familyOfStudies(educationText: string): RoleFamily | null {
  const tokens = words(educationText);
  if (!tokens.length) return null;
  const counts = new Map<number, number>();
  for (const hit of FIELDS.findAll(tokens)) counts.set(hit.value, (counts.get(hit.value) ?? 0) + 1);
  let best: [number, number] | null = null;
  for (const [order, count] of counts)
    if (!best || count > best[1] || (count === best[1] && order < best[0])) best = [order, count];
  return best ? FIELD_WORDS[best[0]]![0] : null;
}

/** The software, data and systems fields: each prepares for the others' families too. */
const IT_FIELDS: readonly RoleFamily[] = ["software_engineering", "data_ml", "devops_sre"];

/**
 * What fields of study prepare for a family, besides its own (decision 765): the same judgement the skills profiles'
 * fitting educations make (skills/profiles.ts), said in the fields' families. A family no field of FIELD_WORDS
 * prepares for (sales, retail, management, research, office work, other) and teaching (a teacher teaches a subject
 * of any field) are not judged by a field: `null`. Psychology and sociology are "other" fields that fit HR.
 */
export const FIELDS_FOR_FAMILY: Readonly<Partial<Record<RoleFamily, readonly RoleFamily[]>>> = {
  software_engineering: IT_FIELDS,
  data_ml: [...IT_FIELDS, "accounting_finance"],
  devops_sre: IT_FIELDS,
  qa_testing: IT_FIELDS,
  "1c_erp": [...IT_FIELDS, "accounting_finance"],
  it_support: IT_FIELDS,
  product_project_management: ["product_project_management", ...IT_FIELDS, "accounting_finance", "marketing"],
  hr_recruiting: ["hr_recruiting", "other"],
  logistics_transport: ["logistics_transport", "accounting_finance"],
  accounting_finance: ["accounting_finance", "data_ml"],
  legal: ["legal"],
  marketing: ["marketing", "design", "accounting_finance"],
  design: ["design", "marketing"],
  engineering_manufacturing: ["engineering_manufacturing"],
  hospitality_food: ["hospitality_food"],
};

/**
 * Whether what the person studied prepares for their family (decision 765), the one recogniser of "the education fits
 * the role" for the education verdict and the strengths: true or false when a field is read and the family is judged
 * by fields, null when either is not.
 */
export function studiesFit(studied: string, family: RoleFamily | null): boolean | null {
  const fitting = family ? FIELDS_FOR_FAMILY[family] : undefined;
  if (!fitting) return null;
  const field = familyOfStudies(studied);
  return field === null ? null : fitting.includes(field);
}
