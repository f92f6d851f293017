/**
 * The crisis rule (decision 111): a message that suggests a risk to life is answered with the emergency number and
 * the helplines of content/advisor/crisis-resources.json, before any mode or model sees it. It runs on every message,
 * in every mode and with the AI provider too. It errs towards answering: a false alarm costs one kind message, a miss
 * can cost much more. Figures of speech about work ("вакансия меня убивает", "смертельно устал") are not crises and
 * are listed as exceptions so the person gets the job-search help they asked for.
 */
import crisisResources from "../../content/advisor/crisis-resources.json";

/** Phrases about ending one's life or self-harm, in Russian and English. Matched on lower-cased, ё→е text. */
const CRISIS_PATTERNS: readonly RegExp[] = [
  /поконч\p{L}*\s+с\s+собой/u,
  /(?:покончить|кончить)\s+с\s+жизнью/u,
  /(?:не\s+(?:вижу|осталось|остается)|нет|потерял\p{L}*)\s+(?:\p{L}+\s+){0,2}смысл\p{L}*\s+(?:\p{L}+\s+){0,2}жить/u,
  /не\s+(?:хочу|хочется|могу)\s+(?:больше\s+)?жить/u,
  /незачем\s+жить/u,
  /(?:хочу|хочется|лучше\s+бы|думаю\s+как)\s+(?:\p{L}+\s+)?(?:умереть|сдохнуть|исчезнуть\s+навсегда)/u,
  /(?:убить|убью)\s+себя/u,
  /(?:наложить|наложу)\s+на\s+себя\s+руки/u,
  /суицид\p{L}*|самоубийств\p{L}*/u,
  /(?:порезать|режу|причиняю)\s+(?:себе|себя)/u,
  /(?:выпрыгнуть|прыгнуть|шагнуть)\s+(?:\p{L}+\s+)?(?:из\s+окна|с\s+крыши|с\s+моста)/u,
  /(?:наглотаться|выпить)\s+(?:\p{L}+\s+)?таблеток/u,
  /всем\s+(?:будет\s+)?лучше\s+без\s+меня/u,
  /\b(?:kill\s+myself|suicid\p{L}*|end\s+my\s+life|want\s+to\s+die|self[-\s]harm)\b/u,
];

/** Idioms that contain a crisis word but mean something else; removed before the patterns are tried. */
const FIGURES_OF_SPEECH = /(?:умереть|умираю|умру|сдохнуть)\s+(?:со\s+смеху|от\s+скуки|от\s+любопытства)/gu;

function normalise(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").replace(/\s+/gu, " ").replace(FIGURES_OF_SPEECH, " ");
}

/** True when the message suggests a crisis or a risk to life. */
export function isCrisisMessage(message: string): boolean {
  const text = normalise(message);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(text));
}

interface CrisisResource {
  name: string;
  phone: string;
  phone_alt?: string;
  when: string;
  hours: string;
  source: string;
}

export const CRISIS_RESOURCES: readonly CrisisResource[] = crisisResources.resources;

/** The answer to a crisis message: people first, numbers second, and a plain word that this chat is not a specialist. */
export function crisisReply(): string {
  const lines = CRISIS_RESOURCES.map((resource) => {
    const phones = resource.phone_alt
      ? `**${resource.phone}** (с мобильного: **${resource.phone_alt}**)`
      : `**${resource.phone}**`;
    return `- ${phones} — ${resource.name}. ${resource.when} (${resource.hours})`;
  });
  return [
    "Мне очень жаль, что тебе сейчас так тяжело. То, что ты об этом написал(а), — важно, и ты не один (не одна) с этим.",
    "",
    "Если есть мысли причинить себе вред или угроза жизни — пожалуйста, позвони прямо сейчас:",
    ...lines,
    "",
    "Я — программа-консультант по карьере и **не заменяю специалиста**: психолог или врач поможет по-настоящему. " +
      "Если можешь, напиши или позвони близкому человеку и побудь сейчас рядом с кем-то.",
    "",
    "Работа и поиск работы подождут. Когда станет немного легче, я здесь и помогу с резюме и собеседованиями.",
  ].join("\n");
}
