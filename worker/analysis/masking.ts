/**
 * Personal data never leaves for a model: names, e-mails, phones, street addresses, birth dates, document numbers
 * and profile links are swapped for placeholders such as `[EMAIL_1]` before the text is sent, and swapped back in
 * the model's answer. The analysis needs none of them (the built-in engine has already judged the contacts), so
 * erring towards masking too much costs little.
 *
 * E-mails, phones, links, identity numbers and birth dates are recognised by ../analysis/recognisers — the same
 * recognisers the engine uses — so whatever the engine finds is masked (decision 028); the broader digit-run and
 * address patterns here only add to that.
 */
import {
  BIRTH_DATE,
  EMAIL,
  findEmails,
  findLinkUrls,
  findPhones,
  HANDLE,
  ID_LABELLED,
  obfuscatedEmails,
  rejoinSplitEmails,
  SNILS,
  URL_WITH_SCHEME,
  unescapeContacts,
} from "./recognisers";

export type PersonalDataKind = "NAME" | "EMAIL" | "PHONE" | "ADDRESS" | "BIRTH_DATE" | "ID_NUMBER" | "LINK";

export interface PersonalDataMask {
  /** The resume text with every detected item replaced. */
  text: string;
  /** placeholder → original, for restoring. */
  readonly placeholders: ReadonlyMap<string, string>;
  /** Applies the same replacements to other text that may quote the resume (e.g. the built-in findings). */
  maskOther(text: string): string;
  /** Puts the originals back into every string of a model's answer. */
  restore<T>(value: T): T;
}

const NOT_LETTER_BEFORE = "(?<![\\p{L}\\p{N}_])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{N}_])";

/** Digits with the usual separators; isPhoneLike then keeps only 10–13 digits, which rules out years and ranges. */
const PHONE = /(?<![\p{L}\p{N}_+])(?:\+\s?)?\(?\d[\d\s().-]{8,22}\d(?![\p{N}])/gu;
const ADDRESS_LABELLED =
  /^(\s*(?:адрес(?: проживания| регистрации)?|домашний адрес|(?:home |postal )?address)\s*[:\-–—]\s*)(\S.*)$/gimu;
const STREET_RU = new RegExp(
  `${NOT_LETTER_BEFORE}(?:ул\\.|улица|пр-т|просп\\.|проспект|пер\\.|переулок|бульвар|б-р|шоссе|наб\\.|набережная|мкр\\.?|микрорайон)\\s*[^\\n;|]+`,
  "giu",
);
const STREET_EN =
  /(?<![\p{L}\p{N}])\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Lane|Ln\.|Drive|Dr\.)[^\n;|]*/gu;
const NAME_LABELLED = /^(\s*(?:фио|ф\.и\.о\.|имя|full name|name)\s*[:\-–—]\s*)([\p{L}][\p{L}' -]{1,80}?)\s*$/gimu;
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}'’]+)?";
const NAME_LINE = new RegExp(`^(${NAME_WORD}(?:\\s+${NAME_WORD}){1,2})(?=\\s*(?:$|[,|—–-]\\s))`, "u");
/** Words that start a resume but are not a name. */
const NOT_A_NAME = /^(?:резюме|curriculum|resume|cv|профиль|profile|контакты|contacts|опыт|experience|обо мне|about)/iu;
const MIN_PHONE_DIGITS = 10;
const MAX_PHONE_DIGITS = 13;

export function maskPersonalData(text: string): PersonalDataMask {
  const masker = new Masker();
  // "ivan\\_petrov@mail.ru" (Markdown) and "ivan @ mail.ru" (extraction) are masked as the address they are, not as
  // a piece of a name left beside an address.
  let masked = rejoinSplitEmails(unescapeContacts(text));
  // What the engine recognises, literally, first; then the patterns, which also catch near-misses.
  // "ivan [at] mail [dot] ru": the written form, which the literal address below is not.
  for (const { written } of obfuscatedEmails(masked)) masked = masker.replaceLiteral(masked, written, "EMAIL");
  for (const email of findEmails(masked)) masked = masker.replaceLiteral(masked, email, "EMAIL");
  for (const url of findLinkUrls(masked)) masked = masker.replaceLiteral(masked, url, "LINK");
  for (const phone of findPhones(masked)) masked = masker.replaceLiteral(masked, phone.raw, "PHONE");
  masked = masker.replaceAll(masked, EMAIL, "EMAIL");
  masked = masker.replaceAll(masked, URL_WITH_SCHEME, "LINK", trimTrailingPunctuation);
  masked = masker.replaceAll(masked, HANDLE, "LINK");
  masked = masker.replaceGroup(masked, ID_LABELLED, "ID_NUMBER");
  masked = masker.replaceAll(masked, SNILS, "ID_NUMBER");
  masked = masker.replaceAll(masked, PHONE, "PHONE", (found) => (isPhoneLike(found) ? found : null));
  masked = masker.replaceGroup(masked, BIRTH_DATE, "BIRTH_DATE");
  masked = masker.replaceGroup(masked, ADDRESS_LABELLED, "ADDRESS");
  masked = masker.replaceAll(masked, STREET_RU, "ADDRESS", (found) => found.trimEnd());
  masked = masker.replaceAll(masked, STREET_EN, "ADDRESS", (found) => found.trimEnd());
  masked = maskNames(masked, masker);
  return {
    text: masked,
    placeholders: masker.placeholders,
    maskOther: (other) => masker.replaceKnown(other),
    restore: (value) => masker.restore(value),
  };
}

/** The name is in a "ФИО:" line or, as on almost every resume, the first line (after a "Резюме" title, if any). */
function maskNames(text: string, masker: Masker): string {
  const names = new Set<string>();
  for (const match of text.matchAll(NAME_LABELLED)) if (match[2]) names.add(match[2].trim());
  const headline = firstContentLines(text, 3).find((line) => !NOT_A_NAME.test(line));
  const fromHeadline = headline ? NAME_LINE.exec(headline)?.[1] : undefined;
  if (fromHeadline) names.add(fromHeadline);
  let masked = text;
  for (const name of names) {
    masked = masker.replaceLiteral(masked, name, "NAME");
    // The surname or first name alone (a signature, a file name in the text) is the same person.
    // Registered even when absent here, so the findings or a later text that quote it alone are masked too.
    for (const part of name.split(/\s+/)) {
      if (part.length < 3) continue;
      masker.placeholderFor(part, "NAME");
      masked = masker.replaceLiteral(masked, part, "NAME");
    }
  }
  return masked;
}

function firstContentLines(text: string, count: number): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count);
}

function isPhoneLike(found: string): string | null {
  const digits = found.replace(/\D/g, "").length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS ? found.trim() : null;
}

function trimTrailingPunctuation(found: string): string {
  return found.replace(/[.,;:!?)\]»"']+$/u, "");
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const PLACEHOLDER = /\[(NAME|EMAIL|PHONE|ADDRESS|BIRTH_DATE|ID_NUMBER|LINK)_(\d+)\]/g;

class Masker {
  readonly placeholders = new Map<string, string>();
  private readonly byOriginal = new Map<string, string>();
  private readonly counters = new Map<PersonalDataKind, number>();

  placeholderFor(original: string, kind: PersonalDataKind): string {
    const existing = this.byOriginal.get(original);
    if (existing) return existing;
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    const placeholder = `[${kind}_${next}]`;
    this.byOriginal.set(original, placeholder);
    this.placeholders.set(placeholder, original);
    return placeholder;
  }

  /** Replaces whole matches; `pick` may shorten a match (keeping the rest) or reject it (null). */
  replaceAll(
    text: string,
    pattern: RegExp,
    kind: PersonalDataKind,
    pick: (found: string) => string | null = (found) => found,
  ): string {
    return text.replace(pattern, (found) => {
      const value = pick(found);
      if (!value) return found;
      return found.replace(value, this.placeholderFor(value, kind));
    });
  }

  /** Replaces the second capture group and keeps the first (a label such as "Дата рождения: "). */
  replaceGroup(text: string, pattern: RegExp, kind: PersonalDataKind): string {
    return text.replace(pattern, (found, label: string, value: string) => {
      const trimmed = value.trim();
      return trimmed ? `${label}${value.replace(trimmed, this.placeholderFor(trimmed, kind))}` : found;
    });
  }

  replaceLiteral(text: string, literal: string, kind: PersonalDataKind): string {
    const pattern = new RegExp(`${NOT_LETTER_BEFORE}${escapeRegExp(literal)}${NOT_LETTER_AFTER}`, "gu");
    return text.replace(pattern, () => this.placeholderFor(literal, kind));
  }

  /** Longest originals first, so a full name is replaced before its parts. */
  replaceKnown(text: string): string {
    const originals = [...this.byOriginal.keys()].sort((a, b) => b.length - a.length);
    let result = text;
    for (const original of originals) {
      result = result.replace(
        new RegExp(`${NOT_LETTER_BEFORE}${escapeRegExp(original)}${NOT_LETTER_AFTER}`, "gu"),
        this.byOriginal.get(original)!,
      );
    }
    return result;
  }

  restore<T>(value: T): T {
    if (typeof value === "string") {
      return value.replace(PLACEHOLDER, (placeholder) => this.placeholders.get(placeholder) ?? placeholder) as T;
    }
    if (Array.isArray(value)) return value.map((item: unknown) => this.restore(item)) as T;
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.restore(item)])) as T;
    }
    return value;
  }
}
