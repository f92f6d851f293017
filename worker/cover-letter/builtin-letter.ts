/**
 * The built-in cover-letter generator (no model configured, or the model's letter failed the fact check).
 * It writes 120–250 words in the letter's language, addressed to the company and position, and connects the
 * person's real skills and verbatim achievements to the vacancy. Every fact comes from LetterEvidence; the
 * templates add only wording, never a number, an employer, a degree or a skill. Russian sentences avoid gendered
 * past-tense forms («работал/работала», «рад/рада»), since the resume does not say which one is right.
 */
import type { PersonalStyle } from "../../shared/schemas/cover-letter";
import type { LetterEvidence } from "./evidence";

export const LETTER_MIN_WORDS = 120;
export const LETTER_MAX_WORDS = 250;
/** How many padding paragraphs a thin resume may need to reach the minimum length. */
const MAX_EXTRA = 5;

export interface LetterTarget {
  company: string;
  position: string;
  /** Unset means automatic: a style chosen from the person's profile. */
  style?: PersonalStyle;
}

type Style = PersonalStyle;
type Paragraphs = string[];

/** Creative professions get the livelier letter when the person leaves the style on automatic. */
const CREATIVE_PROFILES: ReadonlySet<string> = new Set(["design", "marketing"]);

export function resolveStyle(style: PersonalStyle | undefined, evidence: LetterEvidence): Style {
  if (style) return style;
  return evidence.profileId && CREATIVE_PROFILES.has(evidence.profileId) ? "creative" : "formal";
}

export function writeBuiltinLetter(evidence: LetterEvidence, target: LetterTarget): string {
  const style = resolveStyle(target.style, evidence);
  const writer = evidence.letterLanguage === "en" ? englishLetter : russianLetter;
  const ctx = context(evidence, target);
  // Padding is honest intent ("how I would start"), never a fact; it is added only while the letter is too short.
  let letter = compose(writer(ctx, style, 0));
  for (let extra = 1; countLetterWords(letter) < LETTER_MIN_WORDS && extra <= MAX_EXTRA; extra++)
    letter = compose(writer(ctx, style, extra));
  // Long quoted achievements are what can push a letter over the limit: drop the last one until it fits.
  while (countLetterWords(letter) > LETTER_MAX_WORDS && ctx.achievements.length > 1) {
    ctx.achievements = ctx.achievements.slice(0, -1);
    letter = compose(writer(ctx, style, 0));
  }
  return letter;
}

export function countLetterWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

interface Context {
  company: string;
  position: string;
  name: string | null;
  role: string | null;
  /** Skills to name: the vacancy's matched ones first, at most five. */
  skills: string[];
  matched: string[];
  achievements: string[];
  higherEducation: boolean;
  hasVacancy: boolean;
  companyNote: string | null;
}

function context(evidence: LetterEvidence, target: LetterTarget): Context {
  // A Russian dictionary name ("Email-маркетинг") inside an English letter reads as a typo: English letters skip them.
  const readable = (skills: readonly string[]) =>
    evidence.letterLanguage === "en" ? skills.filter((name) => !/[а-яё]/iu.test(name)) : [...skills];
  const sameLanguage = evidence.resumeLanguage === evidence.letterLanguage;
  return {
    company: target.company.trim(),
    position: target.position.trim(),
    name: evidence.name,
    // The resume's own words are quoted only in a letter of the same language; a Russian title or line inside an
    // English letter would read as a mistake.
    role: sameLanguage ? evidence.role : null,
    skills: readable([...evidence.matchedSkills, ...evidence.otherSkills]).slice(0, 5),
    matched: readable(evidence.matchedSkills).slice(0, 4),
    achievements: sameLanguage ? [...evidence.achievements] : [],
    higherEducation: evidence.hasHigherEducation,
    hasVacancy: evidence.hasVacancy,
    // The company's own words are quoted in a letter of their language only.
    companyNote:
      evidence.companyNote && /[а-яё]/iu.test(evidence.companyNote) === (evidence.letterLanguage === "ru")
        ? evidence.companyNote
        : null,
  };
}

function compose(paragraphs: Paragraphs): string {
  return paragraphs.filter((p) => p.trim().length > 0).join("\n\n");
}

function listRu(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} и ${items[items.length - 1]}`;
}

function listEn(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}

/** "Менеджер по продажам B2B" → "менеджер по продажам B2B", but "QA-инженер" and "DevOps" keep their capitals. */
function lowerFirst(text: string): string {
  // Only a Cyrillic common noun loses its capital; "Senior Backend Engineer", "QA-инженер" and "DevOps" keep theirs.
  return /^[А-ЯЁ][а-яё]/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Dictionary names read as a list inside a sentence: "Ведение переговоров" → "ведение переговоров". */
function skillList(skills: readonly string[], join: (items: readonly string[]) => string): string {
  return join(skills.map(lowerFirst));
}

function lowerAchievement(text: string): string {
  return lowerFirst(text);
}

/** Names go in «ёлочки», unless the person already wrote quotes («Агрохолдинг «Колос»»). */
function quoted(name: string): string {
  return /[«»"“”]/u.test(name) ? name : `«${name}»`;
}

function russianLetter(c: Context, style: Style, extra: number): Paragraphs {
  const company = quoted(c.company);
  const position = quoted(c.position);
  const [first, second, third] = c.achievements;
  const paragraphs: Paragraphs = [];

  const greeting = {
    formal: "Здравствуйте!",
    friendly: `Добрый день, команда ${company}!`,
    creative: "Привет от будущего коллеги!",
  }[style];
  paragraphs.push(greeting);

  const role = c.role ? lowerFirst(c.role) : null;
  const opening = {
    formal: `Прошу рассмотреть мою кандидатуру на позицию ${position} в компании ${company}.${role ? ` Моя специализация — ${role}.` : ""}`,
    // "The tasks you describe" only when a vacancy was given: without one there is nothing described.
    friendly: c.hasVacancy
      ? `Откликаюсь на вакансию ${position}: задачи из описания близки к тому, чем я занимаюсь.${role ? ` Коротко обо мне: ${role}.` : ""}`
      : `Откликаюсь на вакансию ${position} в ${company}.${role ? ` Коротко обо мне: ${role}.` : ""}`,
    creative: first
      ? `Вместо длинного вступления — один результат из моего резюме: ${lowerAchievement(first)}. Именно такой подход я хочу принести в компанию ${company} на позицию ${position}.`
      : `${company} ищет человека на позицию ${position}, и мне хочется показать, почему стоит присмотреться именно ко мне.${role ? ` Я — ${role}.` : ""}`,
  }[style];
  paragraphs.push(opening);
  if (c.companyNote)
    paragraphs.push(
      {
        formal: `О компании ${company} сказано: «${c.companyNote}». Мой опыт может пригодиться именно в этой работе.`,
        friendly: `Вы пишете о себе: «${c.companyNote}» — и это одна из причин, почему я откликаюсь.`,
        creative: `«${c.companyNote}» — вот что зацепило меня в ${company}.`,
      }[style],
    );

  if (c.matched.length) {
    paragraphs.push(
      {
        formal: `В описании вакансии указаны ${skillList(c.matched, listRu)}. Всё это есть в моём опыте и подробно описано в резюме.`,
        friendly: `В вакансии вы пишете про ${skillList(c.matched, listRu)} — с этим я уже работаю, подробности есть в резюме.`,
        creative: `Из того, что вы ищете, у меня уже есть ${skillList(c.matched, listRu)} — не понаслышке, а по реальным задачам из резюме.`,
      }[style],
    );
  } else if (c.skills.length) {
    paragraphs.push(
      {
        formal: `Ключевые навыки из моего резюме — ${skillList(c.skills, listRu)}.`,
        friendly: `В работе я опираюсь на ${skillList(c.skills, listRu)}.`,
        creative: `Мой набор навыков: ${skillList(c.skills, listRu)} — и каждый из них проверен в реальных задачах.`,
      }[style],
    );
  }

  const results: string[] = [];
  const shown = style === "creative" ? [second, third] : [first, second, third];
  const [a, b, d] = shown.filter((line): line is string => Boolean(line));
  if (a) {
    results.push(
      {
        formal: `Из конкретных результатов: ${lowerAchievement(a)}.`,
        friendly: `Больше всего мне нравится, когда результат можно измерить. Например: ${lowerAchievement(a)}.`,
        creative: `Ещё немного цифр: ${lowerAchievement(a)}.`,
      }[style],
    );
  }
  if (b)
    results.push(
      {
        formal: `Кроме того: ${lowerAchievement(b)}.`,
        friendly: `И ещё: ${lowerAchievement(b)}.`,
        creative: `А также: ${lowerAchievement(b)}.`,
      }[style],
    );
  if (d) results.push(`${style === "formal" ? "Также" : "Плюс"}: ${lowerAchievement(d)}.`);
  if (results.length) paragraphs.push(results.join(" "));

  const fit = {
    // "Measurable results" only when the letter has just quoted some: a resume without numbers gets no such claim.
    formal: `${
      c.achievements.length
        ? `Я понимаю, что для компании ${company} важен не список обязанностей, а результат, поэтому привожу измеримые итоги работы.`
        : `Для меня важно, чтобы работа в компании ${company} давала результат, который видно команде.`
    }${c.higherEducation ? " У меня высшее образование." : ""}`,
    friendly: `Мне интересно развиваться вместе с командой ${company} и применять свой опыт там, где он даёт заметный эффект.${c.higherEducation ? " За плечами — высшее образование." : ""}`,
    creative: `Позиция ${position} для меня — возможность делать то, что получается лучше всего, и делать это в команде ${company}.${c.higherEducation ? " Фундамент — высшее образование." : ""}`,
  }[style];
  paragraphs.push(fit);

  if (extra >= 1) {
    paragraphs.push(
      {
        formal:
          "Первые недели на новом месте я планирую посвятить знакомству с процессами и задачами команды, чтобы как можно раньше взять на себя конкретный участок работы.",
        friendly:
          "Первые недели хочу потратить на то, чтобы познакомиться с командой и процессами, а потом взять на себя понятный участок работы и отвечать за его результат.",
        creative:
          "План на старт простой: разобраться в ваших процессах, найти задачу, где мой опыт даст результат быстрее всего, и взяться за неё.",
      }[style],
    );
  }
  if (extra >= 2) {
    paragraphs.push(
      {
        formal:
          "В резюме подробно описаны мои задачи и проекты; на встрече смогу рассказать о любом из них и ответить на вопросы о подходе к работе.",
        friendly:
          "В резюме подробно расписаны мои задачи и проекты — на встрече с удовольствием расскажу о любом из них.",
        creative: "Все детали — в резюме, а истории за ними интереснее рассказывать вживую.",
      }[style],
    );
  }
  if (extra >= 3) {
    paragraphs.push(
      {
        formal:
          "Мне важно понимать, какие задачи стоят перед командой сейчас, поэтому при встрече хочу подробнее узнать о них.",
        friendly: "Мне интересно узнать, какие задачи сейчас стоят перед командой и как устроена работа внутри.",
        creative: "Интересно узнать, над чем команда работает прямо сейчас и где свежий взгляд нужнее всего.",
      }[style],
    );
  }

  if (extra >= 4) {
    paragraphs.push(
      {
        formal:
          "Резюме прикладываю к этому письму: в нём указаны места работы, задачи и навыки, а также контакты для связи.",
        friendly: "Резюме прикладываю к письму — там места работы, задачи, навыки и контакты для связи.",
        creative: "Резюме — во вложении: места работы, задачи, навыки и контакты собраны там в одном месте.",
      }[style],
    );
  }
  if (extra >= 5) {
    paragraphs.push(
      {
        formal: "Если для этой позиции важен опыт, который в резюме описан кратко, напишите — пришлю подробности.",
        friendly: "Если какой-то опыт в резюме описан слишком коротко, напишите — расскажу подробнее.",
        creative: "Если какая-то строчка резюме вызовет вопросы — задавайте, отвечу подробно.",
      }[style],
    );
  }

  const closing = {
    formal:
      "Предлагаю обсудить детали при личной встрече или по видеосвязи — удобное время согласую в ответном письме. Спасибо за внимание к моей кандидатуре.",
    friendly:
      "Если вам откликается такой опыт, давайте созвонимся — расскажу подробнее о задачах и проектах. Спасибо, что дочитали!",
    creative: "Лучший способ проверить, подхожу ли я, — поговорить. Предлагаю созвониться в удобное для вас время.",
  }[style];
  paragraphs.push(closing);

  const signOff = { formal: "С уважением", friendly: "Хорошего дня", creative: "До встречи" }[style];
  paragraphs.push(c.name ? `${signOff},\n${c.name}` : `${signOff}!`);
  return paragraphs;
}

function englishLetter(c: Context, style: Style, extra: number): Paragraphs {
  const [first, second, third] = c.achievements;
  const paragraphs: Paragraphs = [];
  paragraphs.push(
    { formal: `Dear ${c.company} team,`, friendly: `Hello ${c.company} team,`, creative: `Hi ${c.company} team,` }[
      style
    ],
  );

  const role = c.role ? lowerFirst(c.role) : null;
  paragraphs.push(
    {
      formal: `Please consider my application for the ${c.position} position at ${c.company}.${role ? ` My current role: ${role}.` : ""}`,
      friendly: c.hasVacancy
        ? `The ${c.position} role caught my eye because the work in the description is close to what I do every week.${role ? ` In short, my role is ${role}.` : ""}`
        : `I am applying for the ${c.position} role at ${c.company}.${role ? ` In short, my role is ${role}.` : ""}`,
      creative: first
        ? `Instead of a long introduction, here is one result from my resume: ${first}. That is the kind of work I want to bring to ${c.company} as ${c.position}.`
        : `${c.company} is looking for a ${c.position}, and I would like to show why my background deserves a closer look.${role ? ` My role: ${role}.` : ""}`,
    }[style],
  );

  if (c.companyNote)
    paragraphs.push(
      {
        formal: `From your company description: "${c.companyNote}". This is work where my experience applies.`,
        friendly: `You describe yourselves as "${c.companyNote}", and that is part of why I am applying.`,
        creative: `"${c.companyNote}" is what drew me to ${c.company}.`,
      }[style],
    );

  if (c.matched.length) {
    paragraphs.push(
      {
        formal: `Your vacancy mentions ${listEn(c.matched)}. Each of these is part of my experience and described in my resume.`,
        friendly: `You mention ${listEn(c.matched)} — that is exactly what I already use, and my resume shows where.`,
        creative: `From your wish list I already bring ${listEn(c.matched)}, used in real projects rather than tutorials.`,
      }[style],
    );
  } else if (c.skills.length) {
    paragraphs.push(
      {
        formal: `My core tools are ${listEn(c.skills)}.`,
        friendly: `Day to day I rely on ${listEn(c.skills)}.`,
        creative: `My toolkit: ${listEn(c.skills)}, each one applied to real tasks.`,
      }[style],
    );
  }

  const shown = (style === "creative" ? [second, third] : [first, second, third]).filter((line): line is string =>
    Boolean(line),
  );
  const results = shown.map((line, index) =>
    index === 0
      ? {
          formal: `A concrete result: ${line}.`,
          friendly: `I like work whose outcome can be measured. For example: ${line}.`,
          creative: `A few more numbers: ${line}.`,
        }[style]
      : `${index === 1 ? "Also" : "And"}: ${line}.`,
  );
  if (results.length) paragraphs.push(results.join(" "));

  paragraphs.push(
    {
      formal: `${
        c.achievements.length
          ? `I understand that ${c.company} values outcomes over a list of duties, which is why I quote measurable results.`
          : `I want my work at ${c.company} to produce results the team can see.`
      }${c.higherEducation ? " I also hold a university degree." : ""}`,
      friendly: `I would enjoy growing with the ${c.company} team and applying my experience where it makes a visible difference.${c.higherEducation ? " I also hold a university degree." : ""}`,
      creative: `For me, ${c.position} is a chance to do what I do best, together with the ${c.company} team.${c.higherEducation ? " My foundation is a university degree." : ""}`,
    }[style],
  );
  if (extra >= 1) {
    paragraphs.push(
      {
        formal:
          "In my first weeks I would focus on learning your processes and the team's priorities, so that I can take ownership of a concrete area as early as possible.",
        friendly:
          "My first weeks would go into meeting the team and learning how things work, and then taking ownership of a clear piece of work.",
        creative:
          "My plan for the start is simple: learn how you work, find the task where my experience pays off fastest, and take it on.",
      }[style],
    );
  }
  if (extra >= 2) {
    paragraphs.push(
      {
        formal:
          "My resume describes my tasks and projects in detail; in a conversation I can walk you through any of them and answer questions about my approach.",
        friendly: "My resume has the details of my tasks and projects, and I am happy to talk through any of them.",
        creative: "The details are in my resume, but the stories behind them are better told in person.",
      }[style],
    );
  }
  if (extra >= 3) {
    paragraphs.push(
      {
        formal: "I would also like to learn more about the challenges your team is facing right now.",
        friendly: "I would love to hear what the team is working on right now and how work is organised.",
        creative: "I am curious what the team is building right now and where a fresh pair of eyes is needed most.",
      }[style],
    );
  }
  if (extra >= 4) {
    paragraphs.push(
      {
        formal: "My resume is attached: it lists my positions, tasks and skills, together with my contact details.",
        friendly: "My resume is attached, with my positions, tasks, skills and contact details.",
        creative: "Everything else is in the attached resume: positions, tasks, skills and how to reach me.",
      }[style],
    );
  }
  if (extra >= 5) {
    paragraphs.push(
      {
        formal:
          "If any part of my experience matters for this role and is described only briefly, I will gladly send more details.",
        friendly: "If something in my resume is described too briefly, just ask and I will share more.",
        creative: "If any line of the resume raises a question, ask away and I will answer in detail.",
      }[style],
    );
  }
  paragraphs.push(
    {
      formal:
        "I would welcome the opportunity to discuss the role in a conversation at a time that suits you. Thank you for considering my application.",
      friendly: "If this sounds like a match, let's set up a call and I will tell you more. Thanks for reading!",
      creative: "The best way to find out whether I am the right fit is to talk. Shall we set up a call?",
    }[style],
  );
  const signOff = { formal: "Kind regards", friendly: "Best wishes", creative: "Talk soon" }[style];
  paragraphs.push(c.name ? `${signOff},\n${c.name}` : `${signOff}.`);
  return paragraphs;
}
