/** Russian formatting: dates as ru-RU with day, month, year, hour and minute (spec section 9); plural forms and
 * durations come from the wording the engine uses too (shared/schemas/ru-format.ts). */

/**
 * An Intl formatter made on first use, not when the module loads: setting one up costs a phone tens of milliseconds
 * (ICU's locale data), and this module loads with the home page's counter, which formats no date.
 */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= create();
    return made;
  };
}

const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("ru-RU", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    }),
);
const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" }),
);

function formatWith(format: () => Intl.DateTimeFormat, value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format().format(date);
}

export function formatDateTime(value: string | number | Date): string {
  return formatWith(dateTimeFormat, value);
}

/** A day of the calendar (an article's date, stored as UTC midnight): the same day in every time zone, so the page the
 * server drew and the browser's first render agree. */
const calendarDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

export function formatCalendarDate(value: string | number | Date): string {
  return formatWith(calendarDateFormat, value);
}

export function formatDate(value: string | number | Date): string {
  return formatWith(dateFormat, value);
}

/** Numbers and units come from the shared formatter, so the engine's texts and the screens agree (issue 24). */
export {
  formatCount,
  formatFileSize,
  formatNumber,
  formatScore,
  formatScoreOutOf10,
  formatYears,
  plural,
} from "../../shared/schemas/ru-format";
