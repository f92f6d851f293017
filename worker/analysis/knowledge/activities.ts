/**
 * Activities as data: dated entries that a resume lists among its jobs but that are not work experience by the
 * corpus labels' convention (and a recruiter's count of years): volunteering, conscript military service, a
 * course taken as "the current job", a student's own research and on-campus posts. The phrases use the syntax of
 * knowledge/phrases.ts (`word`, `stem*`, `=word as written`) and are compiled into one PhraseIndex that
 * engine/dates.ts asks with the words of a range's entry (its title line), never with a regular expression per
 * phrase. A kind of entry missed on a new resume becomes a phrase added here.
 */
import { PhraseIndex, wordKey, words } from "./phrases";
import { entryParts, familyOfTitle, namesAPerson } from "./professions";

/** What an entry is when it is not a job. */
export type Activity =
  | "volunteering"
  | "conscription"
  | "training"
  | "student"
  | "competition"
  | "leave"
  | "award"
  | "on_campus";

/**
 * Never work, wherever the entry stands. "Military service" in a CV is almost always conscription (a career
 * officer writes his rank and unit); a contract soldier's «военная служба по контракту» is not listed.
 */
const ALWAYS: Readonly<Record<Exclude<Activity, "on_campus">, string>> = {
  // A religious mission served as a volunteer ("Proselyting Missionary", «миссионер»).
  volunteering: "volunteer*|волонтер*|добровол*|pro bono|missionary|миссионер*",
  conscription:
    "military service|compulsory service|national service|conscript*|срочн* служб*|служба в армии|" +
    "служба в рядах|служба в вс рф",
  // «Инженер по тестированию (обучение)», "Bootcamp": a course written where the jobs are. Exact forms only:
  // «менеджер по обучению» is a job.
  training: "=обучение|=учеба|=учёба|=курсы|bootcamp|boot camp",
  // A student's own research and degree work: "Graduate Student Researcher", "Master's student research". Russian
  // words as the person's own title only («Студент», «Аспирант»): «Методист по работе со студентами» is a job.
  student:
    "graduate student|graduate student researcher|graduate research*|student research*|student researcher|" +
    "undergraduate research*|phd student|phd candidate|ph d student|ph d candidate|doctoral student|" +
    "doctoral candidate|master s student|masters student|research student|=студент|=студентка|=аспирант|" +
    "=аспирантка|=магистрант|=магистрантка",
  // A contest's place, dated like a job in a student's CV: "Safran Challenge 1st Place (2021–2022)". The contest
  // alone is not enough: "Competition Law Associate", «Конкурсный управляющий» are jobs.
  competition:
    "hackathon*|хакатон*|olympiad*|олимпиад*|1st place|2nd place|3rd place|first place|second place|third place|" +
    "finalist*|финалист*|призер*|победител*",
  // A scholarship, a grant, an award or a prize dated like a job in an awards list or a two-column CV's scrambled
  // order ("Full Scholarship for Graduate Studies, 2000–2004", «Грант РНФ, 2019–2021», «Стипендия Президента РФ»):
  // money or an honour received, not a post held (decision 575). An entry that names a profession is a job: "Grant
  // Writer", «Менеджер по грантам».
  award:
    "scholarship*|stipend*|стипенди*|=award|=awards|award for|award of|=prize|=prizes|премия|=премии|=грант|=гранта|" +
    "=гранты|грант рнф|грант рффи|=grant|=grants|grant of|research grant*|travel grant*|dean s list|=honours|=honors",
  // Time off that a recruiter does not count as work and does not ask about as a gap: maternity/parental leave,
  // a career break or sabbatical written as an entry of its own («Декретный отпуск», «Отпуск по уходу за ребёнком»).
  leave:
    "maternity leave|paternity leave|parental leave|family leave|childcare leave|career break|sabbatical*|" +
    "декрет*|декретн* отпуск*|отпуск* по уходу|отпуск* по беременност*|по уходу за реб*|" +
    "в отпуске по уходу|творческ* отпуск*",
};

/** The award words an English head may end in ("Research grant" reads as a person by its "-ant"): left out of it. */
const AWARD_HEAD = /\b(?:grants?|awards?|scholarships?|prizes?|stipends?)\b/giu;

/**
 * "Grant Writer", "Awards Coordinator": an entry head that names a person holding a post, with the award word before
 * it. An English head ending in the award word ("Visiting Scientist Award", "Research grant of the NSF") is the award.
 */
function awardHeldAsPost(head: string): boolean {
  const beforePreposition = head.split(/\s(?:of|for|in|from|by|to)\s/iu)[0] ?? "";
  const last = beforePreposition.trim().split(/\s+/u).at(-1) ?? "";
  AWARD_HEAD.lastIndex = 0;
  if (AWARD_HEAD.test(last)) return false;
  return namesAPerson(head.replace(AWARD_HEAD, " "));
}

/**
 * A dated record whose own lines say the person was taught there, not employed (decision 775): a sub-heading or a
 * bracket «Выполненные кейсы (за время обучения)», "Projects completed during the bootcamp". The learner's phrases
 * only: «обучение сотрудников», "during the course of the project" are a trainer's and anyone's words.
 */
export const STUDY_RECORD_PHRASES: readonly string[] = [
  "за время обучения",
  "за время учебы",
  "за время учёбы",
  "за время курса",
  "во время обучения на курсе",
  "в процессе обучения на курсе",
  "during the bootcamp",
  "during my studies",
  "during my training",
  "while studying",
];

/** Activities that explain a pause between jobs: no gap is reported across them. */
export const EXPLAINS_GAP: ReadonlySet<Activity> = new Set<Activity>(["leave"]);

/**
 * Posts a student holds at the university: not work while they run inside a study (engine/dates.ts studyPeriods:
 * a dated study, or the years before a degree's graduation date), a job otherwise — a research assistant hired
 * after the degree is employed.
 */
const DURING_STUDIES =
  "teaching assistant|teaching fellow|graduate assistant|graduate teaching*|postgraduate teaching*|academic coach|" +
  "graduate assistantship*|teaching assistantship*|research assistantship*|учебн* ассистент*|" +
  "peer tutor|tutor|tutoring|research assistant|lab assistant|laboratory assistant|ассистент преподавателя|лаборант*";

/**
 * A post held beside a main one, by how it is held (decision 800): "Adjunct Instructor", "Guest Lecturer", "Sessional
 * Tutor", «преподаватель по совместительству». With a post of the person's own beside it, the report names that one.
 */
const SIDE_POST = "adjunct|guest|sessional|part-time|part time|substitute|casual|совместител*|почасов*";

const SIDE: PhraseIndex<true> = (() => {
  const index = new PhraseIndex<true>();
  for (const phrase of SIDE_POST.split("|")) index.add(phrase, true);
  return index;
})();

/** A side post: held part-time, as a guest or an adjunct, or a student's on-campus post (DURING_STUDIES). */
export function isSidePost(title: string): boolean {
  const tokens = words(title);
  return SIDE.findAll(tokens).length > 0 || activityOf(title) === "on_campus";
}

/**
 * A students' or members' body a post is held in (decision 800): "Tutor for Society of Physics Students", "Treasurer,
 * Debate Club", «Председатель студенческого совета». A post in one is a student's or a member's activity, not a job
 * title to write under the name. English bodies count after the post's head only ("Golf Club Manager" is a job);
 * the Russian ones name students themselves («менеджер фитнес-клуба» is a job).
 */
const MEMBERS_BODY_EN =
  "society|club|fraternity|sorority|student union|student council|student government|honor society";
const MEMBERS_BODY_RU = "студенческ*|студсовет*|кружок|кружка|кружке";

const BODIES: { en: PhraseIndex<true>; ru: PhraseIndex<true> } = (() => {
  const en = new PhraseIndex<true>();
  const ru = new PhraseIndex<true>();
  for (const phrase of MEMBERS_BODY_EN.split("|")) en.add(phrase, true);
  for (const phrase of MEMBERS_BODY_RU.split("|")) ru.add(phrase, true);
  return { en, ru };
})();

/** Words after which an English title's complement begins: the post stands before them, the body it is held in after. */
const COMPLEMENT = new Set(["of", "for", "at", "in", "with"]);

/**
 * Whether a title names a post held in a students' or members' body: a Russian body word anywhere, an English one in
 * the complement after "of", "for", "at" …, or after a comma ("Treasurer, Debate Club").
 */
export function heldInMembersBody(title: string): boolean {
  const tokens = words(title);
  const keys = tokens.map(wordKey);
  if (BODIES.ru.findAll(tokens, keys).length > 0) return true;
  const comma = title.indexOf(",");
  const opens = tokens.findIndex((token) => COMPLEMENT.has(token));
  const from = comma > 0 ? Math.min(words(title.slice(0, comma)).length, opens < 0 ? tokens.length : opens) : opens;
  return from >= 0 && BODIES.en.findAll(tokens, keys).some((hit) => hit.start > from);
}

const INDEX: PhraseIndex<Activity> = (() => {
  const index = new PhraseIndex<Activity>();
  for (const [activity, phrases] of Object.entries(ALWAYS))
    for (const phrase of phrases.split("|")) index.add(phrase, activity as Activity);
  for (const phrase of DURING_STUDIES.split("|")) index.add(phrase, "on_campus");
  return index;
})();

/**
 * What an entry's title line says it is, or null for a job. The ALWAYS activities win over an on-campus post
 * ("Volunteer teaching assistant" is volunteering); conscription that names a profession is a job.
 */
export function activityOf(entry: string): Activity | null {
  const tokens = words(entry);
  if (!tokens.length) return null;
  const keys = tokens.map(wordKey);
  let found: Activity | null = null;
  for (const hit of INDEX.findAll(tokens, keys)) {
    // "Software Engineer (Compulsory Military Service)": a profession served as the service is a job.
    if (hit.value === "conscription" && familyOfTitle({ tokens, keys }) !== null) continue;
    // "Grant Writer", «Менеджер по грантам»: the entry's head names a person holding a post; a grant's own name
    // with its holder's role after it («Грант РНФ, руководитель») is the grant.
    if (hit.value === "award" && awardHeldAsPost(entryParts(entry)[0] ?? "")) continue;
    if (hit.value !== "on_campus") return hit.value;
    found = hit.value;
  }
  return found;
}
