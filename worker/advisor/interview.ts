/**
 * The interview simulation (decision 110): questions built from the person's own claims — measurable lines, recent
 * jobs, key skills — and common questions for the role and level; feedback on each answer (STAR structure,
 * concreteness, length); a summary at the end. The state is the conversation itself: which question comes next is
 * the number of answers stored in D1 since the interview started, so nothing lives in memory between requests.
 */
import { formatCount, UNIT_FORMS } from "../../shared/schemas/ru-format";
import { cleanPhrase } from "../analysis/engine";
import type { AdvisorContext, HistoryMessage } from "./context";

const MAX_CLAIM_CHARS = 160;
const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;

export interface InterviewQuestion {
  text: string;
  /** What the question is about, for the summary. */
  topic: string;
}

/** A whole phrase of the resume (the engine's quotes: no «продвижение сай-», no cut bracket), or null. */
function clip(line: string): string | null {
  const clean = cleanPhrase(line.replace(BULLET, ""), MAX_CLAIM_CHARS);
  return clean ? clean.replace(/[.;,]+$/u, "") : null;
}

/** The job's own lines around a work date range: the title and company as the resume writes them. */
function jobTitles(context: AdvisorContext): string[] {
  const lines = context.resumeText.split("\n");
  const titles: string[] = [];
  for (const range of context.reading.timeline.ranges.filter((r) => r.isWork).slice(0, 2)) {
    const sameLine = (lines[range.line] ?? "").replace(range.text, "").replace(/^[\s,|—–-]+|[\s,|—–-]+$/gu, "");
    const candidate = sameLine.length >= 3 ? sameLine : (lines[range.line + 1] ?? "").trim();
    const title = candidate.length >= 3 && !/^\d/u.test(candidate) ? clip(candidate) : null;
    if (title) titles.push(title);
  }
  return titles;
}

const LEVEL_QUESTIONS: Record<string, string[]> = {
  student_intern: [
    "Почему ты выбрал(а) именно это направление и чему хочешь научиться в первые полгода?",
    "Расскажи об учебном или личном проекте, которым гордишься: что сделал(а) именно ты?",
  ],
  junior: [
    "Расскажи о задаче, в которой ты чего-то не знал(а): как ты разбирался(лась) и у кого спрашивал(а)?",
    "Какая ошибка в работе чему-то тебя научила?",
  ],
  middle: [
    "Расскажи о самой сложной задаче за последний год: в чём была сложность и чем всё закончилось?",
    "Как ты расставляешь приоритеты, когда задач больше, чем времени?",
  ],
  senior: [
    "Расскажи о решении, которое ты принял(а) и которое повлияло на всю команду или продукт.",
    "Как ты помогаешь расти менее опытным коллегам?",
  ],
  lead_manager: [
    "Как ты поступаешь, когда сотрудник команды стабильно не справляется?",
    "Расскажи о цели команды, которую вы достигли под твоим руководством: как ты её измерял(а)?",
  ],
  executive: [
    "Расскажи о стратегическом решении, которое ты принял(а): какие были варианты и как ты выбирал(а)?",
    "Как ты выстраиваешь работу с собственниками или советом директоров?",
  ],
};

const COMMON_QUESTIONS = [
  "Расскажи о себе за две минуты: опыт, сильные стороны и почему ты ищешь работу сейчас.",
  "Почему ты хочешь именно эту роль и что ждёшь от следующего места работы?",
];

/** The question list, fixed for a resume: the same resume always gets the same interview. */
export function interviewQuestions(context: AdvisorContext): InterviewQuestion[] {
  const questions: InterviewQuestion[] = [{ text: COMMON_QUESTIONS[0]!, topic: "рассказ о себе" }];
  for (const title of jobTitles(context)) {
    questions.push({
      text: `В резюме указано место работы «${title}». Какие задачи там были главными и каким результатом ты гордишься больше всего?`,
      topic: `опыт «${title}»`,
    });
  }
  const claims = context.reading.lines.quantified.map(clip).filter((c): c is string => c !== null);
  for (const claim of claims.slice(0, 2)) {
    questions.push({
      text: `Ты пишешь: «${claim}». Как ты это измерял(а), с чем сравнивал(а) и какой была именно твоя роль?`,
      topic: `достижение «${claim}»`,
    });
  }
  const skills = context.reading.keySkills.slice(0, 2).map((skill) => skill.name);
  for (const skill of skills) {
    questions.push({
      text: `В навыках у тебя указано «${skill}». Расскажи о конкретной задаче, где это понадобилось: что было сложно и чем закончилось?`,
      topic: `навык «${skill}»`,
    });
  }
  const level =
    context.seniority ??
    (context.reading.timeline.totalYears >= 5
      ? "senior"
      : context.reading.timeline.totalYears >= 2
        ? "middle"
        : "junior");
  for (const text of LEVEL_QUESTIONS[level] ?? LEVEL_QUESTIONS.middle!)
    questions.push({ text, topic: "вопрос для уровня" });
  questions.push({ text: COMMON_QUESTIONS[1]!, topic: "мотивация" });
  // A question is asked once: two jobs with one title, a claim that is also a job line.
  const seen = new Set<string>();
  return questions.filter((q) => {
    const key = q.topic.replace(/^[^«]*/u, "") || q.text;
    if (seen.has(key) || seen.has(q.text)) return false;
    seen.add(key);
    seen.add(q.text);
    return true;
  });
}

export interface AnswerReview {
  score: number;
  text: string;
}

const SITUATION =
  /(?:когда|в\s+(?:прошлом|\d{4})|на\s+проекте|в\s+компании|на\s+(?:прошлой|прежней|предыдущей)\s+работе|в\s+(?:прошлой|прежней)\s+компании|был[аио]?\s+(?:ситуаци|проект|клиент|случа)|ситуаци|однажды|у\s+нас|в\s+команде|клиент\p{L}*\s+(?:пришёл|пришел|обратил)|when\s+i|at\s+my\s+(?:last|previous)|in\s+\d{4}|once\b)/iu;
const TASK =
  /(?:задач|цель|нужно|надо|необходимо|требовалось|проблем|попросили|поставили|стояла|должн[аы]?\s+был|моя\s+роль|отвечал\p{L}*\s+за|хотели|срок|goal|task|needed\s+to|had\s+to|problem|responsible\s+for)/iu;
/** What the person did: a first-person past verb («я переписала», «организовал», «предложил»), in either language. */
const ACTION =
  /(?:(?:^|[\s,.;])я\s+(?:\p{L}+\s+)?\p{L}{2,}(?:л|ла|ли|лся|лась)(?![\p{L}])|(?:^|[\s,.;])(?:сделал|предложил|внедрил|настроил|написал|переписал|договорил|провел|провёл|организовал|запустил|разработал|собрал|проанализировал|решил|нашёл|нашел|убедил|автоматизировал|перестроил|обучил|созвонил|подготовил)\p{L}*|\bi\s+(?:\w+ed|built|led|wrote|ran|made|set\s+up|found|took)\b)/iu;
const RESULT =
  /(?:в\s+итоге|результат|получилось|удалось|вырос|выросл|снизил|сократил|увеличил|сэкономил|ускорил|итог|что\s+позволило|благодаря\s+этому|стал[аио]?\s|добил|достиг|\d+\s?%|процент|as\s+a\s+result|resulted|reduced|increased|saved|grew|cut\b)/iu;

/** A number of its own ("40 клиентов", "15%"), not a digit inside a word such as "B2B". */
function hasFigure(text: string): boolean {
  return /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u.test(text);
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** Feedback on one answer: which STAR parts it has, whether it is concrete, whether its length fits. */
export function reviewAnswer(answer: string): AnswerReview {
  const parts = [
    ["ситуация", SITUATION.test(answer)],
    ["задача", TASK.test(answer)],
    ["действия", ACTION.test(answer)],
    ["результат", RESULT.test(answer)],
  ] as const;
  const present = parts.filter(([, ok]) => ok).map(([name]) => name);
  const missing = parts.filter(([, ok]) => !ok).map(([name]) => name);
  const hasNumbers = hasFigure(answer);
  const iCount = (answer.match(/(?<![\p{L}])я(?![\p{L}])/giu) ?? []).length;
  const weCount = (answer.match(/(?<![\p{L}])мы(?![\p{L}])/giu) ?? []).length;
  const words = countWords(answer);

  const lines: string[] = [];
  lines.push(
    present.length === 4
      ? "**Структура:** есть все части STAR — ситуация, задача, действия и результат. Так и держи."
      : `**Структура:** ${present.length ? `есть ${present.join(", ")}` : "пока это общий ответ без истории"}; не хватает: ${missing.join(", ")}. Построй ответ так: ситуация → задача → что сделал(а) ты → чем закончилось.`,
  );
  lines.push(
    hasNumbers
      ? "**Конкретика:** есть цифры — это убедительно. Будь готов(а) объяснить, как они посчитаны."
      : "**Конкретика:** нет ни одной цифры. Добавь масштаб или результат: сроки, объём, деньги, проценты — то, что ты действительно можешь подтвердить.",
  );
  if (weCount > iCount)
    lines.push(
      `**Твоя роль:** «мы» звучит чаще, чем «я» (${weCount} против ${iCount}). Интервьюер оценивает тебя — скажи, что сделал(а) лично ты.`,
    );
  else lines.push("**Твоя роль:** понятно, что делал(а) именно ты — хорошо.");
  const length = formatCount(words, UNIT_FORMS.words);
  if (words < 25)
    lines.push(
      `**Длина:** ${length} — слишком коротко. Хороший ответ на такой вопрос — около минуты-двух речи, 80–250 слов.`,
    );
  else if (words > 300)
    lines.push(`**Длина:** ${length} — длинновато. Сократи до главного: интервьюер может потерять нить.`);
  else lines.push(`**Длина:** ${length} — нормально для устного ответа.`);

  const score =
    present.length + (hasNumbers ? 2 : 0) + (weCount > iCount ? 0 : 1) + (words >= 25 && words <= 300 ? 1 : 0);
  return { score, text: lines.join("\n") };
}

const STOP_WORDS = /^(?:стоп|хватит|закончить|заверши(?:ть)?|достаточно|итог|подвед(?:и|ём|ем) итоги?)[.!]*$/iu;
/** Asking to end, in a short message of its own words: «давай закончим, подведи итог», "let's stop here". */
const END_INTENT =
  /(?:^|[\s,.!])(?:стоп|хватит|закончим|закончить|заканчива\p{L}*|заверш\p{L}*|достаточно|подвед\p{L}*\s+итог\p{L}*|давай\s+итог\p{L}*|stop|enough|let'?s\s+(?:end|stop|finish)|wrap\s+up)(?![\p{L}])/iu;

/** Whether a message asks to end the interview rather than answers a question. */
export function asksToEnd(message: string): boolean {
  const text = message.trim();
  return STOP_WORDS.test(text) || (text.length <= 80 && END_INTENT.test(text) && !/в\s+итоге/iu.test(text));
}

/**
 * The interview's turn: the questions already answered are the user messages in interview mode after the message
 * that started it. Returns the reply: feedback on the last answer and the next question, or the summary.
 */
export function interviewTurn(
  context: AdvisorContext,
  history: HistoryMessage[],
  message: string,
  starting: boolean,
): string {
  const questions = interviewQuestions(context);
  if (starting) {
    return [
      `Давай проведём собеседование${context.role ? ` на роль «${context.role}»` : ""}. Я задам ${questions.length} вопросов по одному — многие из них по твоему собственному резюме. После каждого ответа дам короткий разбор, в конце — итог. Напиши «стоп», чтобы закончить раньше.`,
      "",
      `**Вопрос 1 из ${questions.length}.** ${questions[0]!.text}`,
    ].join("\n");
  }
  const answers = answersSoFar(history);
  answers.push(message);
  if (asksToEnd(message)) return summary(questions, answers.slice(0, -1));
  const index = answers.length - 1;
  const review = reviewAnswer(message);
  const parts = [`**Разбор ответа на вопрос ${index + 1}.**`, review.text, ""];
  if (index + 1 < questions.length) {
    parts.push(`**Вопрос ${index + 2} из ${questions.length}.** ${questions[index + 1]!.text}`);
    return parts.join("\n");
  }
  return [...parts, summary(questions, answers)].join("\n");
}

/** True when the last interview ended (stopped, or every question answered): later messages are not answers. */
export function interviewFinished(context: AdvisorContext, history: HistoryMessage[]): boolean {
  const answers = answersSoFar(history);
  return answers.some((answer) => asksToEnd(answer)) || answers.length >= interviewQuestions(context).length;
}

/** The answers of the interview in progress: user messages after the last interview start, in order. */
function answersSoFar(history: HistoryMessage[]): string[] {
  let start = -1;
  history.forEach((message, index) => {
    if (message.role === "user" && message.actionType === "interview_simulation" && isInterviewStart(message.content))
      start = index;
  });
  if (start < 0) return [];
  return history
    .slice(start + 1)
    .filter((message) => message.role === "user" && message.actionType === "interview_simulation")
    .map((message) => message.content);
}

export function isInterviewStart(content: string): boolean {
  return content.trim() === "Давай проведём симуляцию собеседования";
}

function summary(questions: InterviewQuestion[], answers: string[]): string {
  if (answers.length === 0)
    return "Хорошо, закончим. Когда захочешь потренироваться — нажми «Смоделировать собеседование».";
  const reviews = answers.map((answer, index) => ({
    index,
    score: reviewAnswer(answer).score,
    topic: questions[index]?.topic ?? "вопрос",
  }));
  const sorted = [...reviews].sort((a, b) => b.score - a.score || a.index - b.index);
  const best = sorted[0]!;
  const worst = sorted[sorted.length - 1]!;
  const lines = [
    `**Итог собеседования** (ответов: ${answers.length} из ${questions.length}).`,
    "",
    `- Самый сильный ответ — на вопрос ${best.index + 1} (${best.topic}).`,
  ];
  if (worst.index !== best.index)
    lines.push(`- Больше всего стоит доработать ответ на вопрос ${worst.index + 1} (${worst.topic}).`);
  const withoutNumbers = answers.filter((answer) => !hasFigure(answer)).length;
  if (withoutNumbers)
    lines.push(
      `- В ${withoutNumbers} из ${answers.length} ответов нет цифр: подготовь для каждой истории один измеримый результат.`,
    );
  lines.push(
    "",
    "Потренируйся рассказывать слабые истории вслух по схеме ситуация → задача → действия → результат и запусти собеседование ещё раз.",
  );
  return lines.join("\n");
}
