/**
 * Identity data a resume should not carry and a model must never see: passport and SNILS/INN numbers and birth
 * dates. The engine flags them (engine/personal.ts), masking replaces their values (masking.ts) — with these
 * same patterns, so that everything the engine flags is also masked (decision 028).
 */
import { EN_MONTH_SRC, RU_MONTH_SRC } from "./months";

/** "123-456-789 01": a SNILS number without its label. */
export const SNILS = /(?<![\p{N}])\d{3}-\d{3}-\d{3}[\s-]\d{2}(?![\p{N}])/gu;

/** A label of an identity document followed (within a few characters) by its number; group 2 is the number. */
export const ID_LABELLED =
  /((?:паспорт(?:ные данные)?|серия(?: и номер)?|снилс|инн|passport(?: no\.?| number| #)?|national id|social security (?:no\.?|number)|ssn)[^\n\d]{0,25})(\d{2}\s?\d{2}\s*(?:номер|№|no\.?)?\s*\d{6}|[a-z]{0,2}\d[\d\s№-]{4,22}\d)/giu;

/**
 * A date as written after "Дата рождения:": "12.03.1990", "12 марта 1990 г.", "March 12, 1990", an English day with its
 * ordinal ending ("21st October 1978", "October 21st, 1978").
 */
export const DATE_VALUE_SRC =
  `(?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{1,2}\\s+(?:${RU_MONTH_SRC})\\.?\\s+\\d{4}(?:\\s*г\\.?)?` +
  `|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${EN_MONTH_SRC})\\.?\\s+\\d{4}|(?:${EN_MONTH_SRC})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|(?:19|20)\\d\\d(?:\\s*г\\.?)?)`;

/** Birth-date labels; group 1 is the label, group 2 the date. */
export const BIRTH_DATE = new RegExp(
  `((?:дата рождения|день рождения|год рождения|родил(?:ся|ась)|д\\.\\s?р\\.|date of birth|birth ?date|born(?: on| in)?|d\\.?o\\.?b\\.?)\\s*[:\\-–—]?\\s*)(${DATE_VALUE_SRC})`,
  "giu",
);
