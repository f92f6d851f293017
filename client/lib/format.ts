/** Russian formatting: dates as ru-RU with day, month, year, hour and minute (spec section 9); plural forms and
 * durations come from the wording the engine uses too (shared/schemas/ru-format.ts). */
const dateTimeFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric" });

export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

/** A day of the calendar (an article's date, stored as UTC midnight): the same day in every time zone, so the page the
 * server drew and the browser's first render agree. */
const calendarDateFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function formatCalendarDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : calendarDateFormat.format(date);
}

export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

export { formatYears, plural } from "../../shared/schemas/ru-format";

export function formatNumber(value: number): string {
  return new Intl.NumberFormat("ru-RU").format(value);
}
