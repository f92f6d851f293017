/**
 * Distinctions a person names without a number (decision 411): a named award, scholarship, grant or fellowship, a
 * sole or first role, a promotion, a licence or a chartered qualification. Kept as data: each list holds the
 * phrases of one kind as regular-expression sources over folded text (lower case, ё as е), Russian and English; the
 * strengths module (engine/evidence.ts) compiles each list once, at load, into one pattern of whole words.
 */

/** A named award, scholarship, grant or fellowship the person received. */
export const AWARD_PHRASES: readonly string[] = [
  // English
  "scholarship(?:s)?",
  // "Sterling Scholar": a scholar named by what precedes it on its line (a line starting "Scholar." is a cut name).
  "(?<=\\p{L} )scholar(?!ly)",
  "fellowship(?:s)?",
  "(?:fulbright|rhodes|marshall|chevening|erasmus\\+?|daad|nsf|gates|schwarzman|knight|soros|mcnair|truman|goldwater|marie curie) (?:fellow|scholar|grantee)",
  "grant (?:recipient|holder|winner|awardee)",
  "(?:received|awarded|won|secured|holder of) (?:an? |the )?[^.;]{0,40}grant",
  "winner of",
  "medal(?:ist|list)?",
  "honou?ree",
  "recipient of",
  // Russian
  "стипенди(?:я|и|ю|ей|ат|ата|атом|атка)",
  "(?:получил|получила|обладател\\p{L}*|победител\\p{L}*) (?:\\p{L}+ )?гранта?",
  "грант\\p{L}* (?:президента|правительства|рффи|рнф|фонда|мэра|губернатора)",
  "грантополучател\\p{L}*",
  "лауреат\\p{L}*",
  // Singular only: «победители олимпиады» under a teacher's job are the pupils, not the person.
  "победител(?:ь|ьница|ем|ьницей)(?!\\p{L})",
  "медал\\p{L}*",
  "почетн\\p{L}* (?:грамот\\p{L}*|знак\\p{L}*|звани\\p{L}*)",
  "благодарственн\\p{L}* письм\\p{L}*",
  "удостоен\\p{L}*",
];

/**
 * A title a job title can share ("Research Fellow", «стипендия» is no job): a word before «fellow»/"scholar" that
 * makes it a position, not a distinction.
 */
export const POSITION_BEFORE_AWARD: readonly string[] = [
  "research",
  "postdoctoral",
  "post-doctoral",
  "visiting",
  "teaching",
  "senior",
  "junior",
  "clinical",
  "graduate",
  "doctoral",
  "associate",
  "google",
];

/** A position named like a distinction: "Postdoctoral fellowship" is a job. */
export const POSITION_AS_AWARD: readonly string[] = ["post-?doctoral fellowship", "teaching fellowship"];

/** Words that make an award word a duty («начисление стипендий», "managed scholarship applications"). */
export const DUTY_AROUND_AWARD: readonly string[] = [
  "начислени\\p{L}*",
  "выплат\\p{L}*",
  "расчет\\p{L}*",
  "оформлени\\p{L}*",
  "сопровождени\\p{L}*",
  "(?:managed|administered|processed|processing|coordinated|reviewed) (?:\\p{L}+ ){0,2}(?:scholarship|grant|fellowship|award)",
  "grant (?:writing|proposals?|applications?|reports?)",
  "(?:scholarship|grant|fellowship|award)s? (?:applications?|programs?|administration|management|committee)",
];

/** A role the person held alone or first. */
export const SOLE_ROLE_PHRASES: readonly string[] = [
  "(?:the )?(?:sole|only|first|founding) (?!line|level|time|year)(?:[\\p{L}/-]+ ){0,2}(?:designer|developer|engineer|analyst|marketer|accountant|lawyer|recruiter|hire|employee|writer|editor|tester|qa|manager|programmer|scientist|researcher|specialist|architect|administrator|product manager)s?",
  "единственн\\p{L}* (?:[\\p{L}-]+ ){0,2}(?:дизайнер\\p{L}*|разработчик\\p{L}*|программист\\p{L}*|инженер\\p{L}*|аналитик\\p{L}*|маркетолог\\p{L}*|бухгалтер\\p{L}*|юрист\\p{L}*|рекрутер\\p{L}*|тестировщик\\p{L}*|специалист\\p{L}*|сотрудник\\p{L}*|менеджер\\p{L}*|редактор\\p{L}*|архитектор\\p{L}*|администратор\\p{L}*|технолог\\p{L}*|эксперт\\p{L}*)",
  "(?:перв\\p{L}*) (?:штатн\\p{L}* )?(?:дизайнер\\p{L}*|разработчик\\p{L}*|сотрудник\\p{L}*|маркетолог\\p{L}*|аналитик\\p{L}*|инженер\\p{L}*) (?:в|компании|стартапа|продукта|команды)",
];

/** A promotion: from one role to another, or raised to one. */
export const PROMOTION_PHRASES: readonly string[] = [
  // Not "two were promoted": a mentor's juniors are promoted, the person is not.
  "(?<!were |have been |had been |they |who )promoted (?:to|from|twice|three times|within)",
  "promotion to",
  "повыш(?:ен|ена)(?!ы) (?:в должности )?до(?= \\p{L})",
  "повышена? в должности",
  "(?:переведен|переведена|назначен|назначена) (?:на должность|на позицию)",
  "карьерн\\p{L}* рост (?:от|с|до)",
  "выр(?:ос|осла) (?:от|с) (?!\\d)[^.;\\d]{2,40} до(?= \\p{L})",
  "(?:grew|progressed|advanced|rose) from (?![$€£\\d])[^.;\\d]{2,40} to(?= \\p{L})",
];

/**
 * A licence or a chartered qualification held by the person. The credentials the certificate kind already reads
 * (evidence.ts: chartered accountant, CFA, «квалификационный аттестат») are left to it: one recogniser per fact.
 */
export const LICENCE_PHRASES: readonly string[] = [
  "licen[cs]ed (?:[\\p{L}-]+ ){0,3}(?:engineer|architect|pharmacist|nurse|psychologist|counsel+or|therapist|attorney|agent|broker|electrician|teacher|accountant|surveyor|physician|pilot|practitioner|social worker|dietitian|insurance)",
  "(?:professional engineer|chartered (?:engineer|surveyor|manager|psychologist|member|fellow|architect)|registered (?:nurse|architect|dietitian|pharmacist))",
  "(?:pilot|driver|pharmacist|nursing|teaching|real estate|bar|law|medical) licen[cs]e",
  "admitted to the (?:\\p{L}+ )?bar",
  "лицензи\\p{L}* (?:пилота|врача|фармацевта|аудитора|оценщика|риэлтора|нотариуса|адвоката)",
  "статус\\p{L}* адвоката",
  "аттестат\\p{L}* (?:аудитора|профессионального бухгалтера|оценщика|кадастрового инженера|арбитражного управляющего)",
];

/**
 * A security clearance the person holds (decision 730): access to classified information granted by a government,
 * the first thing a recruiter for a government, defence or regulated employer looks for. The levels by their public
 * names (US: Confidential, Secret, Top Secret, TS/SCI, DOE Q/L, Public Trust; UK: SC, DV, CTC, BPSS; Australia: NV1,
 * NV2, Baseline; Russia: «допуск к государственной тайне», its «форма»). Singular only: "clearances" are handled for
 * others (a duty).
 */
export const CLEARANCE_PHRASES: readonly string[] = [
  "(?:active|current|valid|interim|final|dod|doe|government|federal|us|u\\.s\\.|(?:top )?secret|ts/sci|ts-sci|ts|sci|q|l|public trust|confidential|dv|sc|ctc|bpss|nv1|nv2|baseline)(?: (?:\\p{L}+|ts/sci))?(?: security)? clearance",
  "security clearance",
  "ts/sci",
  "(?:sc|dv|ctc) cleared",
  "developed vetting",
  "допуск\\p{L}* (?:[\\p{L},]+ ){0,4}государственн\\p{L}* тайн\\p{L}*",
  "(?:перв|втор|трет)\\p{L}* форм\\p{L}* допуск\\p{L}*",
  "форм\\p{L}* допуск\\p{L}* (?:№ ?)?[123](?![\\d])",
];

/** Words around a clearance that make it no clearance held: one required, one to be obtained, one processed. */
export const NOT_HELD_CLEARANCE: readonly string[] = [
  "eligib\\p{L}*",
  "(?:able|ability|willing|willingness) to (?:obtain|get|acquire)",
  "obtainable",
  "requir\\p{L}*",
  "(?:process|manag|coordinat|administer|handl|sponsor)\\p{L}* (?:\\p{L}+ ){0,3}clearance",
  "оформлени\\p{L}* допуск",
];

/**
 * Word pieces every phrase of a list contains, one set per list: a line with none of them is passed over without
 * running the list's pattern (most lines name no distinction).
 */
export const DISTINCTION_HINTS = {
  award: [
    "scholar",
    "fellow",
    "grant",
    "winner",
    "medal",
    "honoree",
    "honouree",
    "recipient",
    "стипенди",
    "грант",
    "лауреат",
    "победител",
    "медал",
    "почетн",
    "благодарствен",
    "удостоен",
  ],
  soleRole: ["sole", "only", "first", "founding", "единствен", "перв"],
  promotion: [
    "promot",
    "повыш",
    "переведен",
    "назначен",
    "карьерн",
    "выро",
    "выросла",
    "grew",
    "progressed",
    "advanced",
    "rose",
  ],
  licence: ["licen", "chartered", "professional engineer", "registered", "admitted", "лиценз", "статус", "аттестат"],
  clearance: ["clearance", "ts/sci", "cleared", "vetting", "допуск"],
} as const;
