/**
 * The built-in advisor (decision 110): no language model, replies built from the resume's analysis and facts.
 * Three modes — discussing the resume, an interview simulation, support in a hard job search — and free text.
 * The crisis rule (crisis.ts) runs before all of them, in advisor.ts.
 */
import { formatCount, formatScoreOutOf10, genitiveCount } from "../../shared/schemas/ru-format";
import { pagesOf } from "../analysis/engine";
import type { ActionType, AdvisorContext, HistoryMessage } from "./context";
import { interviewFinished, interviewTurn, isInterviewStart } from "./interview";

export function builtinReply(
  context: AdvisorContext,
  history: HistoryMessage[],
  message: string,
  mode: ActionType | null,
): string {
  if (mode === "interview_simulation") {
    const started = history.some(
      (m) => m.role === "user" && m.actionType === "interview_simulation" && isInterviewStart(m.content),
    );
    // After the summary the conversation goes on as free text until the interview is started again.
    if (started && !isInterviewStart(message) && interviewFinished(context, history))
      return freeTextReply(context, history, message);
    return interviewTurn(context, history, message, isInterviewStart(message) || !started);
  }
  if (mode === "psychological_help") return supportReply(message);
  if (mode === "discuss_resume") return discussReply(context, history, message);
  return freeTextReply(context, history, message);
}

// ——— «Обсудить резюме» ———

/** Findings to fix, the most important first: weight times how far the criterion is from being met. */
function fixesInOrder(context: AdvisorContext) {
  return context.findings
    .filter((finding) => (finding.status === "fail" || finding.status === "warn") && finding.fix.trim() !== "")
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score));
}

/**
 * Topics a question can be about, the most specific first: «какой длины должно быть резюме?» is about length, not
 * about experience because of «работ» somewhere in it. `ids` picks the findings that answer it.
 */
const TOPICS: { id: string; words: RegExp; categories: RegExp; label: string }[] = [
  {
    id: "length",
    words: /длин|объ[её]м|страниц|коротк|много\s+текст|сколько\s+(?:слов|листов)|уместить|сократить\s+резюме/iu,
    categories: /^length\.|Объём/u,
    label: "объём",
  },
  { id: "contacts", words: /контакт|телефон|почт|e-?mail|связ/iu, categories: /contact|personal/iu, label: "контакты" },
  {
    id: "ats",
    words: /\bats\b|атс|робот|фильтр|автоматическ|систем\p{L}* отбора/iu,
    categories: /^ats\.|ATS/u,
    label: "ATS",
  },
  {
    id: "education",
    words: /образован|вуз|универ|курс|диплом|учеб/iu,
    categories: /education/iu,
    label: "образование",
  },
  { id: "skills", words: /навык|скил|умени|технолог|стек|компетенц/iu, categories: /skill/iu, label: "навыки" },
  {
    id: "experience",
    words: /опыт|стаж|карьер|достижен|мест\p{L}*\s+работы/iu,
    categories: /experience|content|achievement|timeline/iu,
    label: "опыт",
  },
];

function discussReply(context: AdvisorContext, history: HistoryMessage[], message: string): string {
  if (!context.analysis) {
    return [
      `Полного разбора резюме «${context.filename}» пока нет: он появляется после анализа. Запусти анализ на главной странице — и я пройду по нему вместе с тобой, начиная с самого важного.`,
      "",
      rewriteExample(context) ?? "",
    ]
      .join("\n")
      .trim();
  }
  const topic = TOPICS.find((t) => t.words.test(message));
  if (topic && !/^помоги проанализировать/iu.test(message.trim())) return topicReply(context, topic);
  const fixes = fixesInOrder(context);
  const step = history.filter((m) => m.role === "assistant" && m.actionType === "discuss_resume").length;
  if (step === 0 || /^помоги проанализировать/iu.test(message.trim())) return overview(context, fixes);
  const fix = fixes[step];
  if (!fix)
    return "Мы прошли все замечания анализа. Спроси про любую тему — опыт, навыки, образование, ATS, объём — или запусти симуляцию собеседования.";
  return [
    `**Следующее по важности: ${fix.title}.**`,
    fix.finding,
    "",
    `Что сделать: ${fix.fix}`,
    "",
    "Напиши «дальше», чтобы перейти к следующему пункту, или спроси про конкретную тему.",
  ].join("\n");
}

function overview(context: AdvisorContext, fixes: ReturnType<typeof fixesInOrder>): string {
  const analysis = context.analysis!;
  const lines = [
    `Давай разберём резюме «${context.filename}». Общая оценка анализа — **${formatScoreOutOf10(analysis.overall_score)}**.`,
  ];
  if (analysis.general_impression) lines.push("", analysis.general_impression);
  if (analysis.strengths.length) lines.push("", `**Что уже хорошо:** ${analysis.strengths.slice(0, 2).join("; ")}.`);
  const first = fixes[0];
  if (first)
    lines.push(
      "",
      `**Самое важное исправить первым — ${first.title}.**`,
      first.finding,
      "",
      `Что сделать: ${first.fix}`,
    );
  else if (analysis.recommendations[0]) lines.push("", `**Главная рекомендация:** ${analysis.recommendations[0]}`);
  const example = rewriteExample(context);
  if (example) lines.push("", example);
  lines.push(
    "",
    "Напиши «дальше» — перейдём к следующему пункту. Или спроси про тему: опыт, навыки, образование, ATS, объём.",
  );
  return lines.join("\n");
}

function topicReply(context: AdvisorContext, topic: (typeof TOPICS)[number]): string {
  const analysis = context.analysis!;
  // Only what needs work on the topic asked: a passed check about the name is no answer about length.
  const findings = context.findings.filter(
    (finding) =>
      (finding.status === "warn" || finding.status === "fail") &&
      (topic.categories.test(finding.category) || topic.categories.test(finding.id)),
  );
  const lines = [`**Про ${topic.label}** — вот что показал анализ твоего резюме:`];
  if (topic.id === "experience" && analysis.experience_analysis?.description)
    lines.push("", analysis.experience_analysis.description);
  if (topic.id === "education" && analysis.education_analysis?.description)
    lines.push("", analysis.education_analysis.description);
  if (topic.id === "skills" && analysis.key_skills.length)
    lines.push("", `Ключевые навыки из резюме: ${analysis.key_skills.slice(0, 10).join(", ")}.`);
  if (topic.id === "ats" && analysis.ats_compatibility_score !== undefined)
    lines.push("", `Совместимость с ATS: ${formatScoreOutOf10(analysis.ats_compatibility_score)}.`);
  if (topic.id === "length") {
    // The question asked: how long the resume is and how long it should be, from the person's own figures.
    const words = context.reading.size.words;
    const pages = pagesOf(words);
    lines.push(
      "",
      `Сейчас в резюме около ${genitiveCount(words, ["слова", "слов"])} — примерно ${formatCount(pages, ["страница", "страницы", "страниц"])}. Обычно хватает 1–2 страниц: одной — при опыте до 3–5 лет, двух — при большем; 300–700 слов читаются за минуту-две.`,
    );
  }
  for (const finding of findings.slice(0, 4)) {
    lines.push("", `- **${finding.title}**: ${finding.finding}${finding.fix ? ` Что сделать: ${finding.fix}` : ""}`);
  }
  if (lines.length === 1)
    lines.push(
      "",
      "Отдельных замечаний по этой теме в анализе нет — значит, здесь всё в порядке. Спроси про другую тему или напиши «дальше».",
    );
  if (topic.id === "experience") {
    const example = rewriteExample(context);
    if (example) lines.push("", example);
  }
  return lines.join("\n");
}

/**
 * One of the person's own duty lines rewritten as a result. The number is left as a blank to fill in: the advisor
 * never invents a figure the resume does not state.
 */
export function rewriteExample(context: AdvisorContext): string | null {
  const line = (context.reading.lines.duties[0] ?? context.reading.lines.processVerbs[0] ?? "")
    .replace(/^\s*[-–—•·*]\s*/u, "")
    .trim();
  if (line.length < 8) return null;
  const body = line
    .replace(/^(?:обязанности|функционал)\s*[:—-]\s*/iu, "")
    .replace(/^(?:ведение|выполнение|осуществление|участие\s+в)\s+/iu, "")
    .replace(/[.;]+$/u, "");
  return [
    "**Пример переписывания одной твоей строки.**",
    `Было: «${line}»`,
    `Лучше: «${capitalise(body)} — в результате [что изменилось: на сколько %, за какой срок, для скольких клиентов]».`,
    "Подставь свои настоящие цифры: работодателю важен результат, а не перечень обязанностей.",
  ].join("\n");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ——— «Психологическая помощь» ———

type Worry = "rejection" | "burnout" | "anxiety" | "general";

function worryOf(message: string): Worry {
  const text = message.toLowerCase();
  if (/отказ|не\s+бер[уё]т|не\s+перезвон|не\s+отвеча|игнор|не\s+прош[её]л|не\s+позвал|rejected/u.test(text))
    return "rejection";
  if (
    /выгор|устал|нет\s+сил|сил\s+нет|надоел|убива|опустил\p{L}*\s+рук|не\s+могу\s+больше\s+(?:откликаться|искать)/u.test(
      text,
    )
  )
    return "burnout";
  if (/тревог|тревож|страш|бою|волну|паник|нерв|переживаю/u.test(text)) return "anxiety";
  return "general";
}

const SUPPORT: Record<Worry, { acknowledge: string; normalise: string; step: string; week: string[] }> = {
  rejection: {
    acknowledge:
      "Отказы — это больно, особенно когда ты вложил(а) в отклик силы и надежду. Расстраиваться из-за этого нормально.",
    normalise:
      "Отказ почти всегда означает «не совпали в этот раз»: у компании могли быть внутренний кандидат, другой бюджет или другие приоритеты. Это не приговор твоему опыту, и отказы получают почти все, кто ищет работу.",
    step: "Выбери один отказ из последних и, если это было после собеседования, вежливо попроси короткую обратную связь — одна фраза может подсказать, что поправить.",
    week: [
      "Пн–Вт: обнови резюме под 2–3 самые интересные вакансии",
      "Ср–Чт: 5–7 точных откликов с коротким сопроводительным письмом",
      "Пт: разбор — что сработало, что нет",
      "Выходные: отдых без проверки почты",
    ],
  },
  burnout: {
    acknowledge:
      "Похоже, ты очень устал(а) от поиска. Это понятно: отклики без ответа выматывают не меньше, чем сама работа.",
    normalise:
      "Поиск работы — это тоже работа, и у неё должны быть рабочие часы и выходные. Усталость — сигнал сбавить темп и поменять подход, а не доказательство, что с тобой что-то не так.",
    step: "Сегодня поставь себе одно ограничение: например, не больше часа на поиск и отклики, а потом — что-то, что восстанавливает: прогулка, спорт, встреча с друзьями.",
    week: [
      "Ограничь поиск 1–2 часами в день, в одно и то же время",
      "Лучше 3–5 точных откликов в неделю, чем 50 рассылок вслепую",
      "Запланируй два дня совсем без поиска",
      "В конце недели отметь, что получилось, — даже маленькие шаги",
    ],
  },
  anxiety: {
    acknowledge:
      "Волноваться перед собеседованием или из-за неопределённости — совершенно нормально, так реагирует почти каждый.",
    normalise:
      "Волнение снижается от подготовки и повторения: когда ответы на частые вопросы проговорены вслух, голова на встрече свободнее. Интервьюер тоже ждёт живого человека, а не идеального выступления.",
    step: "Запиши три истории из своего опыта по схеме ситуация → задача → действия → результат и проговори одну вслух. Могу помочь: нажми «Смоделировать собеседование».",
    week: [
      "Подготовь 3 истории по схеме STAR",
      "Проведи одну тренировку собеседования со мной или с другом",
      "Узнай о компании: продукт, новости, кто будет на встрече",
      "Перед встречей — сон, вода, 5 минут спокойного дыхания",
    ],
  },
  general: {
    acknowledge:
      "Спасибо, что написал(а). Поиск работы — одна из самых напряжённых ситуаций во взрослой жизни, и поддержка здесь нужна многим.",
    normalise:
      "Неуверенность и перепады настроения в поиске — обычное дело, а не признак слабости. Помогает дробить большую цель на маленькие понятные шаги.",
    step: "Напиши, что сейчас тяжелее всего: отказы, усталость, тревога перед собеседованием или неопределённость, — и разберём именно это.",
    week: [
      "Выбери 1–2 направления поиска, а не все сразу",
      "Отведи под поиск фиксированные часы",
      "Один день в неделю — без поиска",
      "Отмечай сделанное, а не только результат",
    ],
  },
};

export function supportReply(message: string): string {
  const worry = worryOf(message);
  const s = SUPPORT[worry];
  return [
    s.acknowledge,
    "",
    s.normalise,
    "",
    `**Один маленький шаг на сегодня:** ${s.step}`,
    "",
    "**План на неделю:**",
    ...s.week.map((item) => `- ${item}`),
    "",
    "Я карьерный консультант, а не психолог: если тяжело долго — две недели и больше — или становится хуже, поговори со специалистом. Это нормально и помогает.",
  ].join("\n");
}

// ——— Свободный текст ———

function freeTextReply(context: AdvisorContext, history: HistoryMessage[], message: string): string {
  const text = message.toLowerCase();
  if (worryOf(message) !== "general" && /устал|выгор|отказ|убива|тревож|страш|боюсь|волну|нет сил/u.test(text))
    return supportReply(message);
  if (/собеседован|интервью/u.test(text)) {
    return "Могу провести тренировочное собеседование по твоему резюме: вопросы о твоём опыте и достижениях, разбор каждого ответа и итог. Нажми «Смоделировать собеседование».";
  }
  if (TOPICS.some((topic) => topic.words.test(message)) || /резюме/u.test(text))
    return discussReply(context, history, message);
  if (/зарплат|оклад|сколько\s+(?:платят|получ)/u.test(text)) {
    return "Точных данных о зарплатах у меня нет, и выдумывать цифры я не буду. Посмотри вилки в похожих вакансиях на hh.ru и в обзорах зарплат твоей сферы — и назови на собеседовании диапазон, а не одну цифру.";
  }
  return [
    "Я карьерный консультант и могу помочь с тремя вещами:",
    "- **Обсудить резюме** — пройти по анализу от самого важного и переписать строки;",
    "- **Смоделировать собеседование** — вопросы по твоему опыту и разбор ответов;",
    "- **Психологическая помощь** — поддержка, когда поиск даётся тяжело.",
    "",
    "Выбери кнопку ниже или спроси про опыт, навыки, образование, ATS или объём резюме.",
  ].join("\n");
}
