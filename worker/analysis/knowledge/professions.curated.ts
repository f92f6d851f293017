/**
 * The curated layer of the professions knowledge: the words a recruiter reads as a profession or a level, kept as
 * data. The generated layer (professions.generated.ts, from O*NET, ESCO and hh.ru) knows tens of thousands of full
 * titles; this layer knows the short words and stems that decide a title on their own («бухгалтер», "cpa",
 * «программист*»), and the families' order of precedence.
 *
 * A phrase is words separated by spaces, matched on word boundaries after normalisation (lower case, ё → е, every
 * character but letters, digits, + and # a space: «инженер-конструктор» is "инженер конструктор"). A word ending in
 * `*` is a stem: any word that starts with it («бухгалтер*» is «бухгалтера», «бухгалтерия»). Phrases are separated
 * by `|`. `=word` is the word exactly as written (TECHNOLOGIST). A phrase marked `~` is a generic head ("engineer", «администратор», "manager"): it names a family only
 * when no full title of the generated layer is longer ("network engineer" is infrastructure, "database
 * administrator" IT support), and a specific word anywhere in the title decides before it. A miss on a new resume
 * is one edit here.
 */
import type { Level, RoleFamily } from "./families";

/** «Технолог» in its case forms, written whole: a stem «технолог*» would take «технологий» (technologies). */
const TECHNOLOGIST =
  "=технолог|=технолога|=технологу|=технологом|=технологе|=технологи|=технологов|=технологам|=технологами|=технологах";

/**
 * Job-title words per family, most specific first: the first family with a phrase in a title wins for that title
 * (unless the generated titles know a longer phrase, see professions.ts). Generic words ("manager", "engineer")
 * come last so that "sales manager" is sales, not management.
 */
export const FAMILY_WORDS: ReadonlyArray<readonly [RoleFamily, string]> = [
  // Quality control of goods and works ("QA/QC Manager" on a construction site) is manufacturing: it is asked
  // before qa_testing's "qa".
  ["engineering_manufacturing", "qa qc|qc"],
  // A fitness instructor or trainer is no teacher (decision 210: health and fitness are `other`): asked before
  // education's "instructor" and «тренер».
  ["other", "fitness instructor|group fitness instructor|fitness trainer|personal trainer|фитнес тренер*"],
  // A broadcast station's control engineers (O*NET 27-4012.00 Broadcast Technicians) keep their family before the
  // plant's "control engineer" below.
  ["other", "master control engineer|video control engineer"],
  ["1c_erp", "1с|1 с|одинэс|erp консультант|erp consultant|erp developer|erp разработчик"],
  [
    "qa_testing",
    "qa|aqa|sdet|тестировщик*|tester|quality assurance|test engineer|инженер по тестированию|автоматизатор*",
  ],
  [
    "devops_sre",
    "devops|sre|site reliability|platform engineer|infrastructure engineer|инженер инфраструктуры|infrastructure|" +
      "инфраструктур*|cloud engineer|solutions architect|облачн* инженер|network engineer|сетев* инженер*|" +
      "инженер* сет*|security engineer|information security|cybersecurity|cyber security|" +
      "информационн* безопасност*|кибербезопасност*|безопасност* информац*",
  ],
  [
    "data_ml",
    "data scien*|data analyst|data engineer|аналитик данных|bi аналитик*|bi analyst|etl|ml|machine learning|" +
      "ml инженер*|ai research*|ml research*|deep learning|computer vision|nlp|аналитик bi|дата сайент*|" +
      "research scientist|artificial intelligence|искусственн* интеллект*|машинн* обучени*|^analytics|^=аналитике|^=аналитики|" +
      // O*NET 15-2031 Operations Research Analysts (the UK civil service's "Operational Research" profession): a
      // mathematical science, filed with the statisticians — asked here, before research_academia's "research".
      // "Analytical Lead" is the analytics lead's adjective form; "analytical" alone is a laboratory's too (chemists).
      "operations research|operational research|исследовани* операций|analytical lead",
  ],
  [
    "product_project_management",
    "product manager|product owner|project manager|program manager|programme manager|продакт*|менеджер* проект*|" +
      "менеджер* продукт*|руководител* проект*|scrum master|delivery manager|бизнес аналитик*|системн* аналитик*|" +
      "business analyst|system analyst|systems analyst|проджект*",
  ],
  // "UI", "UX", "graphics" qualify a head as fields do: "UI Developer" and "Graphics Programmer" write code, "UI/UX
  // Designer" and "Graphic Designer" design (decision 585). A UX researcher, and the trade's own names ("Graphic
  // Design", "UI/UX") on a freelancer's entry, are design's own.
  [
    "design",
    "designer|дизайнер*|арт директор*|art director|иллюстратор*|illustrator|ux researcher|ux research|" +
      "ux исследовател*|исследовател* ux|ux writer|ux редактор*|graphic design*|graphic artist*|ui ux|ux ui|" +
      "ux design*|ui design*|^ux|^ui|^graphic*",
  ],
  [
    "it_support",
    "desktop support|help desk|helpdesk|service desk|техническ* поддержк*|системн* администратор*|сисадмин*|" +
      "system administrator|sysadmin|it support|support engineer|support specialist|it specialist|" +
      "network administrator|администратор сет*|database administrator|dba|администратор* баз* данных|" +
      "администратор* бд|администратор* субд|^information technology|^it department|^it manager|^it management|^it director|^it coordinator|^it technician|^it operations|^head of it|^director of it|^информационн* технолог*",
  ],
  [
    "software_engineering",
    "software|developer|разработчик*|программист*|programmer|frontend|front end|backend|back end|full stack|" +
      "fullstack|фулстек|фронтенд|бэкенд|веб разработчик*|web developer|game developer|mobile developer|ios|android|" +
      "инженер программист*|coder|tech lead|техлид|тимлид|" +
      // O*NET files "Firmware Engineer" among the computer occupations (15-1299), ESCO the embedded systems software
      // developer under ISCO 2512: software, not a plant's engineer (decision 585).
      "firmware|embedded developer|embedded programmer|embedded software|программист* микроконтроллер*",
  ],
  [
    "accounting_finance",
    "бухгалтер*|accountant|accounting|cpa|cfa|acca|финансист*|финансов* директор*|финансов* менеджер*|" +
      "финансов* аналитик*|финансов* контролер*|финансов* отдел*|financial analyst|financial controller|" +
      "financial manager|finance manager|controller|cfo|chief financial officer|vp of finance|экономист*|economist|" +
      "планово экономическ*|финансово экономическ*|аудитор*|auditor|казначе*|treasurer|bookkeeper|" +
      "кредитн* специалист*|кредитн* эксперт*|кредитн* аналитик*|" +
      // O*NET 13-2099.01 Financial Quantitative Analysts ("Quant", "Quantitative Researcher"): finance (decision 585).
      // Not "quant" alone: arXiv's «[quant-ph]» (quantum physics) stands beside the dates of a physicist's papers.
      "quantitative researcher|quantitative research analyst|quant researcher|quant analyst|quant trader|" +
      "количественн* аналитик*|квант аналитик*|^finance|^audit*|^assurance|^аудит*|^financial|^billing|^accounts receivable|^accounts payable|^corporate finance|^lending|^loan*|^mortgage*|^banking|^banker|^treasury|^tax|^taxation|^credit|^underwrit*|^teller|^payroll|^финанс*|^кредит*|^налог*|^банк*",
  ],
  [
    "sales",
    "sales|продаж*|account manager|account executive|аккаунт менеджер*|торгов* представител*|" +
      "business development|key account|customer success|менеджер* по работе с клиентами|sales representative|коммерческ* директор*",
  ],
  [
    "marketing",
    "маркетолог*|marketing|маркетинг*|smm|seo|таргетолог*|контент менеджер*|brand manager|бренд менеджер*|" +
      "pr менеджер*|копирайтер*|copywriter|~growth|event manager|event менеджер*|ивент менеджер*|^communications|^public relations|^pr|^advertising|^media|^social media|^brand|^branding|^digital|^content|^коммуникаци*|^реклам*|^медиа|^связ* с общественност*",
  ],
  [
    "hr_recruiting",
    "рекрутер*|recruiter|recruiting|hr|hrbp|кадров*|менеджер* по персоналу|специалист* по персоналу|" +
      "talent acquisition|people partner|менеджер* по подбору|human resources|^personnel|^benefits|^compensation|^talent|^персонал*",
  ],
  [
    "legal",
    "юрист*|юрисконсульт*|адвокат*|lawyer|attorney|paralegal|legal|counsel|нотариус*|помощник* юриста|^compliance|^regulatory|^contracts|^contract|^комплаенс*|^правов*|^договорн*",
  ],
  // University posts are research and faculty (ISCO-08 2310 university and higher education teachers with 21/22
  // researchers; ОКЗ 2310 «Преподаватели университетов и вузов»; ЕКС «профессорско-преподавательский состав»:
  // ассистент, преподаватель, старший преподаватель, доцент, профессор, заведующий кафедрой, декан), decision 435.
  // A professor is asked before a teacher's words: "Professor of English" is faculty, «учитель» a school's.
  [
    "research_academia",
    "researcher|научн* сотрудник*|исследовател*|phd|ph d|postdoc|postdoctoral|постдок*|аспирант*|докторант*|" +
      "research|scientist|professor|профессор*|доцент*|docent|faculty member|principal investigator|" +
      "visiting scholar|visiting researcher|research fellow|postdoctoral fellow|заведующ* кафедр*|зав кафедр*|" +
      "заведующ* лаборатори*|зав лаборатори*|ассистент* кафедр*|ректор*|проректор*|адъюнкт*",
  ],
  [
    "education_teaching",
    "teacher|учитель*|преподавател*|педагог*|воспитател*|tutor|репетитор*|lecturer|instructor|методист*|тренер*|" +
      "~coach|завуч*|tutoring|educator*",
  ],
  [
    "hospitality_food",
    "hotel|отел*|гостиниц*|restaurant|ресторан*|официант*|waiter|waitress|бармен*|bartender|повар*|cook|chef|шеф|" +
      "бариста|barista|хостес|hostess|front desk|reception*|администратор* зала|f b|кондитер*|^food|^catering|^kitchen|^culinary|^banquet|^dining|^питани*|^кухн*",
  ],
  [
    "retail",
    "продав*|кассир*|cashier|retail|store manager|shop assistant|sales associate|мерчендайзер*|merchandiser|" +
      "товаровед*|директор* магазина|управляющ* магазин*|консультант* торгового зала|~store",
  ],
  [
    "logistics_transport",
    "логист*|logistics|диспетчер*|dispatcher|dispatch|водител*|driver|экспедитор*|кладовщик*|склад*|warehouse|" +
      "закупщик*|закуп*|снабжен*|procurement|buyer|supply chain|вэд|freight|курьер*|courier|^shipping|^transportation|^transport|^inventory|^purchasing|^fleet|^distribution|^транспорт*|^логистик*",
  ],

  [
    "engineering_manufacturing",
    "~plant|~factory|завод*|фабрик*|цех*|инженер конструктор*|конструктор*|" +
      TECHNOLOGIST +
      "|проектировщик*|design engineer|" +
      "mechanical engineer|electrical engineer|civil engineer|process engineer|mechanical engineering|" +
      // "Control Engineer" alone is one O*NET vote (an alternate title of 27-4012.00 Broadcast Technicians) against
      // "Controls Engineer" (17-2071.00 Electrical Engineers) and 16 of the 18 generated titles ending in it (ESCO's
      // "electromechanical systems control engineer", ISCO-08 2151; "satellite control engineer", 2152): the plant's
      // (decision 735).
      "control engineer|controls engineer|control systems engineer|" +
      "electrical engineering|civil engineering|chemical engineering|industrial engineering|" +
      "manufacturing engineering|~manufacturing|~production|" +
      "~производств*|мастер* участка|мастер* смены|мастер* цеха|начальник* цеха|начальник* участка|" +
      "начальник* смены|прораб*|электрик*|электромонтер*|механик*|слесар*|токар*|сварщик*|оператор* станк*|" +
      "оператор* линии|оператор* чпу|machinist|welder|~technician|~инженер*|~engineer|^construction|^maintenance|^manufacturing|^производствен*|^строительств*|^строител*",
  ],
  [
    "administrative_office",
    "office manager|офис менеджер*|~administrative|~administrator|~администратор*|secretary|секретар*|" +
      "делопроизвод*|receptionist|ассистент* руководителя|executive assistant|personal assistant|" +
      "office coordinator|~coordinator|~координатор*|~operations|~операционн*",
  ],
  [
    "other",
    "photographer|фотограф*|videographer|видеограф*|~artist|художник*|musician|музыкант*|journalist|журналист*|" +
      "~writer|translator|переводчик*|nurse|медсестр*|врач*|~doctor|physician|анестезиолог*|фармацевт*|pharmacist|" +
      "стилист*|парикмахер*|~model|actor|актер*|^health|^healthcare|^medical|^clinical|^patient|^nursing|^fitness|^recreation|^sports|^social work*|^медицин*|^здравоохранени*",
  ],
  [
    "executive_management",
    "ceo|coo|chief executive|chief operating|~president|~vice president|~vp|генеральн* директор*|" +
      "исполнительн* директор*|managing director|general manager|~директор*|~director|~owner|~владел*|~управляющ*|" +
      "~руководител*|~head|~начальник*|~manager|~менеджер*",
  ],
];

/**
 * Role nouns that are no family of their own: with one of them (or a generic head, or a level word) in a title, a
 * field of work (`^finance`) names the family — "Lending Officer", "Finance Specialist", «специалист по налогам»;
 * a field of work alone ("Creative, curious", "financial experience") names none.
 */
export const ROLE_NOUNS =
  "officer|specialist|consultant|associate|representative|clerk|analyst|advisor|adviser|agent|supervisor|" +
  "technician|administrator|coordinator|assistant|intern|trainee|apprentice|professional|expert|" +
  "специалист*|консультант*|сотрудник*|эксперт*|аналитик*|ассистент*|помощник*|стажер*|инспектор*";

/**
 * The words that mark a line as a job title for the line readers (a header line, a job's title line, a role among an
 * entry's parts — engine/facts.ts `ROLE_WORDS`), in their dictionary form. professions.ts compiles them into one
 * expression that matches a whole word in its inflected forms only (English plural and possessive; Russian case
 * endings, the -о- of a compound's first part and the feminine of an agent noun): «технолог» is no part of
 * «технологии», "engineer" of "Engineering", «логист» of «логистика», "architect" of "Architecture", «фотограф» of
 * «фотография» (decision 625). `fixed` are written as they stand (abbreviations, phrases).
 */
export const ROLE_LINE_WORDS = {
  en:
    "developer|engineer|manager|accountant|analyst|designer|programmer|specialist|director|administrator|" +
    "consultant|lawyer|attorney|paralegal|recruiter|marketer|officer|coordinator|architect|assistant|scientist|" +
    "technician|supervisor|photographer|teacher",
  ru:
    "разработчик|инженер|менеджер|бухгалтер|аналитик|дизайнер|программист|специалист|руководитель|директор|" +
    "администратор|тестировщик|консультант|юрист|юрисконсульт|рекрутер|маркетолог|координатор|архитектор|стажер|" +
    "ассистент|помощник|продавец|официант|повар|оператор|логист|экономист|представитель|кассир|бармен|супервайзер|" +
    "тимлид|начальник|заведующий|конструктор|технолог|учитель|преподаватель|воспитатель|диспетчер|фотограф|" +
    "бригадир|прораб",
  fixed: "qa|devops|cto|ceo|cfo|coo|lead|team lead|teamlead|head of|intern|interns|support",
} as const;

/**
 * Words a sentence has and a job title never (decision 800): personal pronouns and the copula — «Я бэкенд разработчик
 * из Москвы», "I am a data analyst", "my role" — and the first person's verbs a self-description opens with
 * («являюсь», «работаю»). English ones in lower case only: "IS Manager" names information systems.
 */
export const SENTENCE_WORDS = {
  en: "i'm|me|my|we|our|am|is|are|was|were",
  ru: "я|мы|мой|моя|мои|наш|наша|являюсь|работаю|занимаюсь|хочу|могу",
} as const;

/**
 * English agent-noun endings (the grammar of a noun that names a person: -er, -or, -ist, -yst, -ant, -ian, -ee, -ar, -ive) and the
 * person nouns without one. The head of a post names a person ("Lab Manager", "Postdoctoral Scholar", "Lecturer",
 * "Duty Manager"); the head of a field of study names a subject ("Software Engineering", "Accounting", "Graphic
 * Design"), though the professions knowledge reads both as the family's title.
 */
export const PERSON_NOUN_ENDINGS: readonly string[] = [
  "er",
  "or",
  "ist",
  "yst",
  "ant",
  "ian",
  "ee",
  "ar",
  "ive",
  "man",
  "woman",
];
/**
 * Heads of an organisation's name that end as a person noun does ("Center") or name a place of work (decision 800):
 * "Senior Researcher Barcelona Supercomputing Center" ends with its employer, not its post.
 */
export const ORGANISATION_HEADS =
  "center|centre|institute|department|university|college|school|laboratory|lab|office|agency|ministry|council|" +
  "foundation|bank|hospital|clinic|group|company|corporation|association|museum|library|academy|award|prize";

/**
 * Russian agent-noun endings (decision 800): a title's head after its adjectives names a person by them — «доцент»,
 * «переводчик», «аналитик», «аудитор», «технолог», «продавец», «секретарь»; «разработка», «кафедры», «я» name none.
 */
export const PERSON_NOUN_ENDINGS_RU: readonly string[] = [
  "ист",
  "ик",
  "тель",
  "ер",
  "ор",
  "ант",
  "ент",
  "ог",
  "ец",
  "арь",
  "ар",
  "ач",
  "ёр",
];
export const PERSON_NOUNS: readonly string[] = [
  "chef",
  "nurse",
  "fellow",
  "associate",
  "lead",
  "head",
  "postdoc",
  "clerk",
  "cook",
  "aide",
  "guard",
  "agent",
  "attendant",
  "president",
];

/**
 * Abbreviations of title words written with a dot, as a résumé writes its titles («вед. инженер», «зам. нач. отдела»,
 * «гл. бухгалтер», "Asst. Manager", "Sr. Acct. Rep."): the cut-at-a-consonant forms of ГОСТ Р 7.0.12-2011 (Сокращение
 * слов на русском языке) for the level and head words of the ОКПДТР posts, and the abbreviations O*NET's own reported
 * titles use. A title reads them as the whole word (professions.ts `titleWords`); only before a dot, never as a word of
 * their own («рук» is no «руководитель», «ст» no «старший» outside «ст. инженер»).
 */
export const TITLE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  вед: "ведущий",
  гл: "главный",
  ст: "старший",
  мл: "младший",
  зам: "заместитель",
  нач: "начальник",
  зав: "заведующий",
  рук: "руководитель",
  ген: "генеральный",
  спец: "специалист",
  инж: "инженер",
  пом: "помощник",
  бух: "бухгалтер",
  asst: "assistant",
  assoc: "associate",
  mgr: "manager",
  dir: "director",
  coord: "coordinator",
  exec: "executive",
  acct: "account",
  rep: "representative",
  supv: "supervisor",
  admin: "administrator",
};

/**
 * Employment types a title may carry in brackets or after a dash ("Accountant (Contract)", "Designer - Freelance",
 * «Бухгалтер (по совместительству)»): schema.org JobPosting's employmentType values and hh.ru's employment and
 * schedule dictionaries. They say how the post was held, not what it is: "contract" is no field of law there.
 */
export const EMPLOYMENT_TYPES =
  "contract|contractor|contract to hire|part time|full time|temporary|temp|freelance|freelancer|remote|seasonal|" +
  "volunteer|per diem|hybrid|on site|onsite|consultant basis|" +
  "по совместительству|совместительство|удаленно|удаленная работа|по договору|по договору гпх|гпх|проектная работа|" +
  "частичная занятость|полная занятость|временно|подработка|фриланс|вахта|вахтовый метод|волонтерство";

/** C-level titles: the family follows the domain ("CTO" → the family of the work he leads, "CFO" → finance). */
export const EXECUTIVE_WORDS =
  "ceo|cto|cfo|coo|cio|cmo|cpo|cdo|chief * officer|chief executive|president|vice president|vp|founder|co founder|" +
  "cofounder|сооснователь*|основател*|генеральн* директор*|финансов* директор*|техническ* директор*|" +
  "коммерческ* директор*|исполнительн* директор*|операционн* директор*|managing director|владелец бизнеса|owner";

/** The level words of a title, by level; levelOfTitle (professions.ts) asks them in LEVEL_ORDER. */
export const LEVEL_WORDS: Readonly<Record<Exclude<Level, "executive">, string>> = {
  lead_manager:
    "head of|team lead|teamlead|тимлид*|руководител*|начальник*|заведующ*|director|директор*|supervisor|" +
    "супервайзер*|управляющ*|главн* бухгалтер*|chief accountant|foreman|бригадир*|старш* смены|hotel manager|" +
    "restaurant manager|store manager|office manager|support manager|it manager|desktop support manager|" +
    "operations manager|general manager|branch manager|department manager|district manager|regional manager|" +
    "engineering manager|development manager|team manager|manager of|lead of|lead a team",
  senior: "senior|sr|старш*|ведущ*|principal|staff|эксперт*|expert|главн*|lead|architect|архитектор*",
  // The academic ladder by the European Framework for Research Careers (European Commission, 2011): R1 "first stage
  // researcher" (a doctoral candidate) reads junior, R2 "recognised researcher" (a postdoc: a doctorate, not yet
  // independent) middle, whatever the years; R3/R4 (established, leading) by their titles' own words (decision 620).
  middle:
    "middle|мидл|postdoc|postdoctoral|post doctoral|post doc|постдок*|recognised researcher|recognized researcher",
  junior:
    "junior|jr|джуниор|младш*|начинающ*|entry level|assistant|ассистент*|помощник*|trainee|apprentice|" +
    "phd candidate|ph d candidate|phd student|ph d student|doctoral candidate|doctoral student|doctoral researcher|" +
    "phd researcher|early stage researcher|first stage researcher|аспирант*|докторант*",
  student_intern:
    "intern|internship|стажер*|стажировк*|практикант*|student|студент*|undergraduate|" +
    "выпускни*|graduate student|seeking on campus|seeking an on campus|seeking part time|seeking a part time|" +
    "seeking internship|seeking an internship",
};

/**
 * The order the level words are asked in: executive first (a "VP, Junior Products" is an executive), then a
 * student's words, then lead before junior and senior ("Senior Team Lead" leads a team).
 */
export const LEVEL_ORDER: readonly Level[] = [
  "executive",
  "student_intern",
  "lead_manager",
  "junior",
  "senior",
  "middle",
];

/**
 * Title words of the skill profiles (engine/skills/profiles.ts: which expected skills a resume is judged against),
 * finer than the families: a frontend, a backend and a mobile developer are all software engineering. Same syntax;
 * a word without `*` is whole, with `*` a stem.
 */
export const PROFILE_WORDS: Readonly<Record<string, string>> = {
  frontend:
    "front end|frontend*|фронтенд*|фронт энд*|верстальщик*|react разработчик*|vue разработчик*|web developer*|" +
    "webdeveloper*|веб разработчик*",
  backend:
    "back end|backend*|бэкенд*|бекенд*|server side|python разработчик*|java разработчик*|go разработчик*|" +
    "php разработчик*|software engineer*|software developer*|разработчик* по|программист*|developer*|разработчик*",
  mobile: "mobile*|мобильн*|android*|ios разработчик*|ios developer*|flutter*",
  onec: "1с|1 с|1 c|одинэс*",
  qa: "qa|тестировщик*|тестирован*|tester*|quality assurance|sdet*|aqa*",
  devops: "devops*|sre|site reliability|инфраструктур*|platform engineer*|системн* инженер*",
  data:
    "data scien*|data analyst*|аналитик* данных|bi аналитик*|bi analyst*|ml инженер*|machine learning|etl*|" +
    "data engineer*|аналитик*",
  analyst: "бизнес аналитик*|системн* аналитик*|business analyst*|system analyst*|systems analyst*",
  pm:
    "project manager*|product manager*|менеджер* проект*|руководител* проект*|продакт*|product owner*|проджект*|" +
    "delivery manager*|scrum master*",
  design: "дизайнер*|designer*|ux|ui|арт директор*",
  accounting:
    "бухгалтер*|accountant*|финансист*|экономист*|economist*|планово экономическ*|финансово экономическ*|" +
    "финансов* отдел*|главн* бухгалтер*|cpa*|financial analyst*|финансов* аналитик*|аудитор*|auditor*",
  sales:
    "продаж*|sales*|account manager*|аккаунт*|торговый представител*|менеджер по работе с клиентами|key account*|" +
    "business development",
  marketing:
    "маркетолог*|marketing*|маркетинг*|smm*|seo специалист*|таргетолог*|контент менеджер*|digital*|" +
    "бренд менеджер*|pr менеджер*",
  hr:
    "рекрутер*|recruiter*|hr|кадров*|менеджер по персоналу|специалист по персоналу|talent acquisition|" +
    "people partner*|hrbp*|менеджер по подбору",
  hospitality:
    "гостиниц*|отел*|hotel*|ресторан*|restaurant*|администратор* зала|управляющ*|официант*|бармен*|повар*|шеф*|" +
    "front desk*|reception*|hostess*|хостес*|guest*|f b",
  law: "юрист*|юрисконсульт*|адвокат*|lawyer*|attorney*|paralegal*|legal*|правов*|помощник* юриста",
  support:
    "системн* администратор*|сисадмин*|helpdesk*|help desk*|desktop support*|техническ* поддержк*|" +
    "support engineer*|it specialist*|администратор* сети|network*",
  management:
    "директор*|director*|ceo*|cto*|coo*|cfo*|head of|руководител*|начальник*|vice president*|vp|chief*|управляющ*|" +
    "operations manager*|office manager*|офис менеджер*|coordinator*|координатор*",
  engineering:
    "инженер* конструктор*|инженер* проектировщик*|конструктор*|" +
    TECHNOLOGIST +
    "|проектировщик*|инженер*|engineer*|" +
    "architect*|архитектор*|прораб*|электрик*|механик*",
  teacher: "учител*|преподавател*|педагог*|воспитател*|методист*|teacher*|lecturer*|instructor*|educator*",
  // The trades the classifications keep apart inside a family (decision 585): SOC 2010 15-1133 systems software,
  // O*NET 13-2099.01 financial quantitative analysts, SOC 2018 25-3041 tutors.
  systems:
    "embedded*|firmware*|c++ developer*|c++ engineer*|c++ программист*|c++ разработчик*|c developer*|" +
    "systems programmer*|system programmer*|systems software*|системн* программист*|графическ* программист*|" +
    "graphics programmer*|graphics engineer*|rendering engineer*|engine programmer*|kernel*|driver developer*|" +
    "встраиваем*|встроен*|микроконтроллер*|прошивк*|драйвер* разработчик*|разработчик* драйвер*|низкоуровнев*|" +
    // A developer's generic title counts for both kinds of developer: the skills then tell them apart.
    "software engineer*|software developer*|программист*|разработчик* по",
  quant:
    "quant|quants|quantitative analyst*|quantitative researcher*|quantitative developer*|quantitative trader*|" +
    "quant analyst*|quant researcher*|quant developer*|quant trader*|квант|кванты|количественн* аналитик*|" +
    "квантовый аналитик*|quantitative finance|количественн* финанс*",
  tutor: "репетитор*|tutor*|tutoring|private teacher*|частн* преподавател*|частн* учител*|home teacher*",
  retail:
    "продав*|кассир*|товаровед*|мерчендайзер*|мерчандайзер*|директор* магазина|управляющ* магазин*|" +
    "администратор* магазина|store manager*|cashier*|sales associate*|retail*|shop assistant*",
  logistics: "логист*|закупщик*|закупк*|снабжен*|procurement*|buyer*|supply chain*|склад*|вэд*",
};

/**
 * Occupations whose trade has norms of its own that the role family does not carry (decision 550), by their unit
 * group of ISCO-08 (the ILO's International Standard Classification of Occupations; ESCO's occupations sit under
 * these groups): the words of the group's titles in both languages. 2643 "Translators, interpreters and other
 * linguists": hired by language pairs, subject fields, CAT tools and a test translation, not by an IT junior's projects.
 */
export const ISCO_UNIT_GROUP_WORDS: Readonly<Record<string, string>> = {
  "2643":
    "translator*|interpreter*|linguist*|localizer*|localiser*|localization specialist*|subtitler*|terminologist*|" +
    "переводчик*|лингвист*|локализатор*|терминолог*|сурдопереводчик*",
  // ESCO's "private tutor" (ISCO-08 2359): teaching a subject or a language one to one, outside a school's classes.
  "2359": "tutor*|private tutor*|home tutor*|репетитор*",
};
