/**
 * Contact recognisers — e-mail, phone, profile links — used by extraction (the first e-mail), the engine (contacts
 * criteria) and masking (what never reaches a model). One pattern per fact, so that what the engine finds is
 * exactly what masking hides (decision 028).
 */

/** Unicode local parts and domains ("иван@почта.рф") as well as ASCII ones. */
export const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.\p{L}{2,12}/gu;

/**
 * Phone candidates: "+7 (905) 995-10-19", "8 927 821-38-85", "89278213885", "+375 29 226 63 16", "+1 555 0100".
 * The digit count is checked afterwards, which is simpler and safer than encoding it in the pattern.
 */
const PHONE =
  /(?<![\d\p{L}])(?:\(?\+\s?\d{1,3}\)?|8)[\s(.-]{0,2}\d{2,5}[\s).-]{0,2}\d{1,4}(?:(?:\s?[-–]\s?|[\s.])?\d{1,4}){1,4}(?![\d\p{L}])/gu;

/** A national number with its trunk zero and no country code, grouped 3-3-2-2: «068 360 59 39» (Ukraine). */
const TRUNK_PHONE = /(?<![\d\p{L}+])0\d{2}[\s.-]\d{3}[\s.-]\d{2}[\s.-]\d{2}(?![\d\p{L}])/gu;

/** North American numbers as US templates write them: "(716) 555-0100", "718.555.0100", "206-555-0149". */
const NANP_PHONE = /(?<![\d\p{L}+])(?:1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d\p{L}])/gu;

/** A template's number left as is: "+7 (9XX) XXX-XX-XX". */
const PLACEHOLDER_PHONE = /\+\s?\d{1,3}[\s(]{0,2}[\dXxХх]{3}[\s).-]{0,2}[\dXxХх]{2,4}(?:[\s.-]?[\dXxХх]{2,4}){1,3}/u;
/** The sample number of US templates, with an area code that cannot exist. */
const SAMPLE_PHONE = /(?<!\d)\(?123\)?[\s.-]?456[\s.-]7890(?!\d)/u;

export const URL_WITH_SCHEME = /(?:https?:\/\/|www\.)[^\s<>()"'«»,;]{2,200}/giu;

/** Profile and portfolio hosts people write without a scheme ("github.com/ivan", "ivan.notion.site"). */
export const PROFILE_HOSTS = [
  "linkedin.com",
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "t.me",
  "telegram.me",
  "hh.ru",
  "habr.com",
  "behance.net",
  "dribbble.com",
  "github.io",
  "vk.com",
  "notion.site",
  "tilda.ws",
  "kaggle.com",
  "leetcode.com",
  "stackoverflow.com",
  "medium.com",
  "facebook.com",
  "instagram.com",
] as const;
const KNOWN_HOST = new RegExp(
  `(?:${PROFILE_HOSTS.map((h) => h.replace(/\./g, "\\.")).join("|")})(?:\\/[^\\s<>()"'«»,;]{0,200})?`,
  "giu",
);
const HOST_CHAR = /[a-z0-9.-]/i;

export const BROKEN_URL =
  /\bhttps?\/\/|\bhtp:\/\/|\bhttps?:\/(?!\/)|(?:linkedin|github)\s\.\s?com|(?:linkedin|github)\.\s(?:com)/gi;

/** "@ivan_petrov": a Telegram-style handle (not the middle of an e-mail). */
export const HANDLE = /(?<![\p{L}\p{N}._@-])@[A-Za-z][A-Za-z0-9_]{3,31}(?![\p{L}\p{N}_])/gu;

/** PDF extraction sometimes splits an address around "@" ("name @ mail.ru"): rejoined before searching. */
export function rejoinSplitEmails(text: string): string {
  return text.replace(/([\p{L}\p{N}._%+-])\s+@\s*(?=[\p{L}\p{N}])|([\p{L}\p{N}._%+-])@\s+(?=[\p{L}\p{N}])/gu, "$1$2@");
}

/**
 * "eagusarova_1@edu.hse." ending its part of a line and «ru» opening the next (a two-column PDF): the address's last
 * domain part was moved to the next line. Only the common top-level domains are taken, so a sentence that goes on
 * ("…@gmail.com.\nand") is never glued.
 */
const MOVED_TLD = /^\.[^\n@]*\n[^\S\n]*(ru|com|org|net|edu|io|ua|by|kz|uz|de|uk|us|info|me|su)(?=\s|$)/u;

/** Every e-mail address, in reading order, without duplicates. Only the text around each "@" is searched. */
export function findEmails(text: string): string[] {
  const found: string[] = [];
  let searchedTo = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    if (at < searchedTo) continue;
    const from = Math.max(searchedTo, at - 64);
    const window = text.slice(from, at + 200);
    EMAIL.lastIndex = 0;
    for (let m = EMAIL.exec(window); m !== null; m = EMAIL.exec(window)) {
      const moved = MOVED_TLD.exec(window.slice(m.index + m[0].length))?.[1];
      const clean = moved ? `${m[0]}.${moved}` : m[0].replace(/[.]+$/, "");
      if (!found.includes(clean)) found.push(clean);
    }
    searchedTo = at + 1;
  }
  return found;
}

export interface PhoneMatch {
  /** As written. */
  raw: string;
  /** Digits with the country code: "79051234567". */
  digits: string;
  kind: "ru" | "intl";
}

export function findPhones(text: string): PhoneMatch[] {
  const phones: PhoneMatch[] = [];
  PHONE.lastIndex = 0;
  for (let m = PHONE.exec(text); m !== null; m = PHONE.exec(text)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, "");
    const plus = /^\(?\+/.test(raw);
    if (!plus && !(digits.length === 11 && digits.startsWith("8"))) continue;
    if (plus && (digits.length < 8 || digits.length > 15)) continue;
    if (/^(?:19|20)\d\d[\s.-]+(?:19|20)\d\d$/.test(raw)) continue; // a year range, not a phone
    const kind = (plus && digits.startsWith("7") && digits.length === 11) || !plus ? "ru" : "intl";
    const normalized = kind === "ru" ? `7${digits.slice(1)}` : digits;
    if (!phones.some((p) => p.digits === normalized)) phones.push({ raw, digits: normalized, kind });
  }
  TRUNK_PHONE.lastIndex = 0;
  for (let m = TRUNK_PHONE.exec(text); m !== null; m = TRUNK_PHONE.exec(text)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, "");
    if (!phones.some((p) => p.digits.endsWith(digits.slice(1)))) phones.push({ raw, digits, kind: "intl" });
  }
  NANP_PHONE.lastIndex = 0;
  for (let m = NANP_PHONE.exec(text); m !== null; m = NANP_PHONE.exec(text)) {
    const raw = m[0].trim();
    const local = raw.replace(/\D/g, "").slice(-10);
    if (/^[01]/.test(local)) continue; // area codes never start with 0 or 1: an id or a range, not a phone
    if (!phones.some((p) => p.digits === `1${local}`)) phones.push({ raw, digits: `1${local}`, kind: "intl" });
  }
  return phones;
}

export function findPlaceholderPhone(text: string): string | null {
  const match = PLACEHOLDER_PHONE.exec(text)?.[0];
  if (match && (match.match(/[XxХх]/gu)?.length ?? 0) >= 3) return match.trim();
  return SAMPLE_PHONE.exec(text)?.[0] ?? null;
}

/** Bare host mentions, widened to the left over sub-domains ("ivan.github.io"); skips ones inside full URLs. */
function bareHostLinks(text: string): string[] {
  const found: string[] = [];
  KNOWN_HOST.lastIndex = 0;
  for (let m = KNOWN_HOST.exec(text); m !== null; m = KNOWN_HOST.exec(text)) {
    let start = m.index;
    while (start > 0 && HOST_CHAR.test(text[start - 1]!)) start--;
    const before = text[start - 1] ?? " ";
    if (before === "/" || before === "@" || /[\p{L}\p{N}]/u.test(before)) continue;
    found.push(text.slice(start, m.index + m[0].length));
  }
  return found;
}

/** Every link: full URLs and bare profile hosts, trailing punctuation dropped, without duplicates. */
export function findLinkUrls(text: string): string[] {
  const urls: string[] = [];
  for (const match of [...(text.match(URL_WITH_SCHEME) ?? []), ...bareHostLinks(text)]) {
    const url = match.replace(/[.)\]]+$/, "");
    if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * The text with links and e-mail addresses blanked out (same length, so offsets stay valid): words inside
 * "github.com/ivan/playwright-docker" are not skills.
 */
export function stripLinksAndAddresses(text: string): string {
  if (!/[@/.]/.test(text)) return text;
  let result = text;
  const blank = (found: string): string => " ".repeat(found.length);
  if (text.includes("@")) result = result.replace(EMAIL, blank);
  for (const url of findLinkUrls(result)) result = result.split(url).join(blank(url));
  return result;
}
