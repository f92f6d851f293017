/**
 * "Present" as data: every way a resume says a job is still going, in Russian and English. Each phrase is written
 * with single spaces and dots where people usually put them; engine/dates.ts compiles the list into one pattern in
 * which a space may be any run of up to three spaces or line breaks or nothing at all (glued: «наст.вр.», «н.в.»),
 * a dot is optional, and «н.в.» may be written «н/в». So «по наст. вр.», «по\nнастоящее время» and «нв» all match
 * the phrase «по настоящее время» or «н. в.» without being listed one by one.
 */

/** Words that may stand before the phrase itself: «по н. в.», «до настоящего времени», "till present", "to date". */
export const PRESENT_LEADS: readonly string[] = ["по", "до", "till", "until", "to", "through", "up to"];

/** The phrases. Multi-word entries match their words glued or split over lines. */
export const PRESENT_PHRASES: readonly string[] = [
  // Russian: «настоящее время» in its cases and abbreviations
  "настоящее время",
  "настоящего времени",
  "настоящий момент",
  "настоящего момента",
  "наст. время",
  "наст. вр.",
  "наст. вр",
  "настоящее вр.",
  "н. вр.",
  "н. в.",
  "н/в",
  "текущее время",
  "текущего времени",
  "текущий момент",
  "текущего момента",
  "тек. время",
  "тек. вр.",
  "тек. момент",
  "тек.",
  "нынешнее время",
  "нынешнего времени",
  "данный момент",
  "данного момента",
  "сегодняшний день",
  "сегодняшнего дня",
  "сей день",
  "сих пор",
  "сегодня",
  "сейчас",
  "наст.",
  // English
  "the present day",
  "present day",
  "the present",
  "present",
  "pres.",
  "currently",
  "current",
  "ongoing",
  "today",
  "now",
  "date",
];

/**
 * Phrases that are ordinary words as well ("date", "now", "current", «сейчас»): they count only as a whole word,
 * never glued to the next letters; the others may be glued to what follows ("PresentAcme Corp" in a flattened table).
 */
export const PRESENT_WHOLE_WORD: readonly string[] = [
  "now",
  "date",
  "today",
  "current",
  "сейчас",
  "сегодня",
  "наст.",
  "тек.",
];
