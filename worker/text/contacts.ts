import { phoneMaxDigits } from "./contacts-phone-codes";
import { isNationalPhoneForm } from "./contacts-phone-national";
import { TOP_LEVEL_DOMAINS } from "./contacts-tlds";

/**
 * Contact recognisers — e-mail, phone, profile links — used by extraction (the first e-mail), the engine (contacts
 * criteria) and masking (what never reaches a model). One pattern per fact, so that what the engine finds is
 * exactly what masking hides (decision 028).
 */

/** Unicode local parts and domains ("иван@почта.рф") as well as ASCII ones. */
export const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.\p{L}{2,12}/gu;

/**
 * A separator between digit groups as people and extraction write it: a space or two (no-break and thin spaces
 * too), a dot, a slash ("0171/1234567"), or a dash of any kind, the minus sign included, with or without spaces
 * around it ("900 – 72 - 16").
 */
const SEP = "(?:\\s{0,2}[-‐‑‒–—−./]\\s{0,2}|\\s{1,2})";
/** The digit groups after a country code or trunk prefix: "(999) 012-73-01", "29 900 12 17", "9990127309". */
const GROUPS = `[\\s(.‐‑‒–—−-]{0,4}\\d{1,5}[\\s)./‐‑‒–—−-]{0,4}\\d{1,5}(?:${SEP}?\\d{1,5}){0,5}`;

/**
 * Phone candidates with a country code or the Russian trunk "8": "+7 (999) 012-73-01", "8 999 012-73-09",
 * "89990127309", "+375 29 900 12 17", "+1 555 0100", "0044 20 7946 0321", "7 926 123 45 67". A "+" may be glued to
 * a label ("Tel+7…"); a bare 8 or 7 may not follow a letter; "00" may follow one letter (an icon font's glyph read
 * as a letter: "T0044 …"), not a word, and not a digit group's separator (the "0001" of "(200) 200-0001" is no
 * international prefix), nor a thousands comma ("$50,000." above a year is no "000 …" number). The digit count is
 * checked afterwards, which is simpler and safer than encoding it in the pattern. A capitalised word glued after the
 * last digit ends the number ("+7(916)1234567Email: …", a label the extraction joined on): a number never runs on
 * into one.
 */
const PHONE = new RegExp(
  `(?:\\(?\\+\\s?\\d{1,3}\\)?|(?<![\\d+])(?<!\\p{L}\\p{L})(?<![-‐‑‒–—−./),])\\(?00\\d{1,3}\\)?|(?<![\\d\\p{L}+])(?:8|7(?=[\\s(‐‑–—-])))${GROUPS}(?:(?![\\d\\p{L}])|(?=\\p{Lu}\\p{Ll}))`,
  "gu",
);

/**
 * North American numbers as US templates write them: "(716) 555-0100", "718.555.0100", "206-555-0149".
 * Not after a digit, a letter or "+": that lookbehind, `(?<![\d\p{L}+])`, is checked only where the pattern matched
 * (findPhones), since V8 would try a Unicode lookbehind at every position of the text (decision 075).
 */
const NANP_PHONE = /(?:1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d\p{L}])/gu;
const NOT_BEFORE_NANP = /^[\d\p{L}+]$/u;

/**
 * A number without a country code is a phone only when something says so: a label before it ("Тел.: 926 123-45-67",
 * "Mobile 07700 900123", "M 068 900 72 15" — one capital letter is how icon-less templates mark a mobile), a line
 * of its own holding nothing else, or an item of a contact line beside an e-mail. Each run of digits is found once
 * (LOCAL_CANDIDATE) and what stands before and after it on its line decides.
 */
const PHONE_LABEL =
  "(?:контактный телефон|телефон|тел|моб(?:ильный)?|сот(?:овый)?|номер телефона|phone|telephone|tel|mobile|mob|cell(?:phone)?|contact|whats[ -]?app|viber|ph|teléfono|telefono|téléphone|telefon|telefone|telefoon|telefonnummer|rufnummer|handy|mobil|celular|cellulare|cel|móvil|movil|tél|portable|gsm|tlf|tfn|puh|hp|h\\/p|handphone)";
/** "Mobile No.:", "Phone number", "Contact #": the label's own tail. */
const LABEL_TAIL = "(?:\\.?\\s?(?:no|number|num|nr|#|№|номер)\\b)?";
/** A run of digits and separators on one line that may be a number without a country code. */
const LOCAL_CANDIDATE = /(?<![\d+])\(?\d[\d\t\p{Zs}()./‐‑‒–—−-]{6,22}\d(?!\d)/gu;
/** "Тел./факс:", "Phone / WhatsApp:": a second label joined to the first by a slash or a comma. */
const LABEL_JOINED = "(?:\\s?[/,&]\\s?\\p{L}{2,12}\\.?)?";
/** "Contact (Mobile) :", "Телефон (моб.):": an aside in brackets between the label and its colon. */
const LABEL_ASIDE = "(?:\\s?\\([^)\\d\\n]{1,12}\\))?";
const LABEL_BEFORE = new RegExp(
  `(?<![\\p{L}])${PHONE_LABEL}${LABEL_TAIL}\\.?${LABEL_JOINED}${LABEL_ASIDE}\\s{0,3}[:.–—-]?\\s{0,3}(?:\\([^)\\d]{1,12}\\)\\s*)?$`,
  "iu",
);
/** One capital letter is how icon-less templates mark a number: "M 068 900 72 15", "T: 020 7946 0321". */
const LETTER_BEFORE = /(?<![\p{L}])[MTPCHWМТ]\.?[ \t]{0,3}[:.]?[ \t]{0,3}$/u;
/** Nothing but an icon before the number on its line. */
const NOTHING_BEFORE = /^[^\p{L}\p{N}+(]{0,4}$/u;
/**
 * An item of a contact line: a separator (or the line start) before it, another one (or the line end) after it;
 * a comma separates items too ("ivan@mail.ru, 926 123-45-67, Москва").
 */
const ITEM_BEFORE = /(?:^|[|•·▪◆;,\t]|\s{3})[^\p{L}\p{N}+(]{0,4}$/u;
const ITEM_AFTER = /^\s*(?:$|[|•·▪◆;,\t]|\s{3})/u;
/** "2015 – 2019", "05.2014 – 02.2017", "12.03.1995": years, month-years and dates are not local numbers. */
const DATES_NOT_PHONE =
  /^(?:19|20)\d\d\D+(?:19|20)\d\d(?!\d)|(?:^|\D)(?:0?[1-9]|1[0-2])[./-](?:19|20)\d\d(?!\d)|^\d{1,2}[./]\d{1,2}[./]\d{2,4}(?![./]?\d)|^(?:19|20)\d\d[./-]?(?:0[1-9]|1[0-2])[./-]?(?:0[1-9]|[12]\d|3[01])$/u;
/**
 * Local numbers are 8–12 digits (Singapore, Hong Kong, Denmark, Norway … dial 8 at home); fewer is a postcode or an
 * id, more is two numbers or an account.
 */
const LOCAL_DIGITS = { min: 8, max: 12 };
/** An extension after a number: "ext. 12", "x 305", «доб. 1234» — part of the number as written. */
const EXTENSION = /^[\t\p{Zs},]*(?:ext|extn|extension|x|доб|добавочный)\.?[\t\p{Zs}]*[:.#]?[\t\p{Zs}]*\d{1,6}(?!\d)/iu;

/**
 * A template's number left as is: "+7 (9XX) XXX-XX-XX", "8 (___) ___-__-__", "(XXX) XXX-XXXX", "+7 (***) ***-**-**":
 * a phone's groups with placeholder characters for digits (X in either script, underscores, asterisks, hashes).
 */
const PLACEHOLDER_PHONE =
  /(?:\+\s?[\dXxХх]{1,3}[\s-]?|(?<![\d\p{L}])8[\s-]?)?[(]?[\dXxХх_*#]{3}[)]?[\s.-]{0,2}[\dXxХх_*#]{2,4}(?:[\s.-]?[\dXxХх_*#]{2,4}){1,3}/gu;
const PLACEHOLDER_CHARS = /[XxХх_*#]/gu;
/**
 * The digits of a number no one has: after the country code, one digit repeated ("+7 (000) 000-00-00",
 * "(555) 555-5555", "+7 999 999-99-99") or the counting sequence ("+7 (123) 456-78-90", "123-456-7890").
 */
export function isPlaceholderNumber(phone: PhoneMatch): boolean {
  const national = phone.kind === "ru" || /^1\d{10}$/u.test(phone.digits) ? phone.digits.slice(1) : phone.digits;
  if (national.length >= 9 && "01234567890".includes(national)) return true;
  // One digit repeated through the whole number. After a real area code ("(909) 555-5555") it is a number a
  // template's sample may use, and the labels of the development corpus count it as written.
  return /^(\d)\1{6,}$/u.test(national);
}

/**
 * A template's e-mail left unfilled: "yourname@domain.com", "email@example.com", "name.surname@gmail.com",
 * "firstname.lastname@company.com", «имя@почта.рф», "xxx@xxx.com". Addresses at the documentation domains
 * (example.com, example.ru) with a person's name are what sample resumes use; only a generic local part, or a
 * domain no one owns for mail ("domain.com", "yourdomain.com"), marks a template. "mail.ru", "email.com" and
 * "me@…", "mail@…" at a personal domain are real.
 */
const PLACEHOLDER_EMAIL_LOCAL =
  /^(?:example|sample|email|e-mail|name|username|your|имя|почта|x{2,}|х{2,}|your[._-]?(?:name|e-?mail|mail|address)|(?:first|given)[._-]?name(?:[._-]?(?:last|family|sur)[._-]?name)?|name[._-]?surname|имя[._-]?фамилия|фамилия[._-]?имя)$/iu;
const PLACEHOLDER_EMAIL_DOMAIN = /^(?:domain|yoursite|yourdomain|your-domain|companyname|x{2,})\.(?:com|ru|org|net)$/iu;

/**
 * A fediverse handle ("@anna@mastodon.social", Mastodon's and the other ActivityPub servers' form): an address's shape
 * after an "@" that opens the word. It is a social profile, not a mailbox (decision 780); masking still hides it.
 */
export function isFediverseHandle(text: string, email: string): boolean {
  for (let at = text.indexOf(`@${email}`); at !== -1; at = text.indexOf(`@${email}`, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}._%+-]/u.test(text[at - 1]!)) return true;
  }
  return false;
}

export function isPlaceholderEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  return PLACEHOLDER_EMAIL_LOCAL.test(email.slice(0, at)) || PLACEHOLDER_EMAIL_DOMAIN.test(email.slice(at + 1));
}
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

/**
 * The spaces around an "@" that extraction put inside an address: `SPLIT_AT` without its first character, which
 * rejoinSplitEmails checks where a match starts. The full pattern, `([\p{L}\p{N}._%+-])\s+@\s*(?=…)|(…)@\s+(?=…)`,
 * starts with a Unicode class that V8 tries at every position of the text (≈ 40× slower over a 2-page resume).
 */
const SPLIT_AT = /\s+@\s*(?=[\p{L}\p{N}])|@\s+(?=[\p{L}\p{N}])/gu;
const ADDRESS_CHAR = /^[\p{L}\p{N}._%+-]$/u;

/**
 * PDF extraction sometimes splits an address: around "@" ("name @ mail.ru"), around a dot of the domain
 * ("name@gmail .com", "name@mail . ru") or at a hyphen that ended a line ("ivan-" + "petrov@mail.ru"). Rejoined
 * before searching.
 */
export function rejoinSplitEmails(text: string): string {
  if (!text.includes("@")) return text;
  const unspaced = text.includes(" @ ") ? text.replace(LETTER_SPACED_EMAIL, (run) => run.replace(/ /gu, "")) : text;
  const joined = /\s@|@\s/.test(unspaced) ? rejoinAroundAt(unspaced) : unspaced;
  return rejoinPieces(joined);
}

/**
 * An address set in spaced capitals or letter-spaced by a PDF's text layer: "i v a n @ g m a i l . c o m". Single
 * characters with one space between, at least three each side of the "@" (searched only where " @ " stands).
 */
const LETTER_SPACED_EMAIL =
  /(?<![\p{L}\p{N}] ?)(?:[\p{L}\p{N}._%+-] ){3,64}@(?: [\p{L}\p{N}._%+-]){3,}(?! ?[\p{L}\p{N}])/gu;

/**
 * A domain broken at a line's end by a narrow column: "ivan@gmail." / "com", "ivan@gmail" / ".com", "ivan@gm" /
 * "ail.com". What follows on the next line must finish it: address characters up to a top-level domain, then no
 * more of a word.
 */
const DOMAIN_BEFORE_BREAK = /^[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,3}\.?(?=[ \t]*\n)/u;
const DOMAIN_AFTER_BREAK = /^\n[ \t]*(\.?[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,3})(?![\p{L}\p{N}@])/u;

/** The domain after an "@" with spaces around a dot: "gmail .com", "mail . ru", "edu.hse. ru". */
const SPACED_DOMAIN =
  /^([\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,3})((?:[ \t]{0,2}\.[ \t]{0,2}[a-z0-9-]{1,63}){1,3})(?![\p{L}\p{N}])/u;
/** The end of a line broken at a hyphen or underscore inside a local part: "… ivan-" before "petrov@mail.ru". */
const BROKEN_LOCAL = /(?:^|[\s:;,|(<])([A-Za-z0-9._%+]*[A-Za-z0-9][-_])[ \t]*$/u;
/**
 * A local part broken after a dot, on a line of its own (an e-mail label or an icon may stand before it): "ivan." /
 * "petrov@mail.ru". Only alone on its line: a sentence ending "… Inc." before an address is not part of it.
 */
const LONE_LOCAL_PIECE =
  /^[^\p{L}\p{N}]{0,3}(?:(?:e-?mail|mail|почта|эл\.?\s?почта)\s?[:.]?\s{0,3})?([a-z0-9_%+-][a-z0-9._%+-]{0,63}\.)[ \t]*$/iu;

/**
 * A local part broken inside a word by a narrow column, alone on its line (a label or an icon may stand before it):
 * "ivan.pet" / "rov@mail.ru", "i_petr" / "ov@…", "ivan1" / "987@…". Only a piece no word is — letters with a dot, an
 * underscore or a digit among them — and no domain of its own (a last label that is a top-level domain: "ivan.ru").
 */
const LONE_LOCAL_WORD =
  /^[^\p{L}\p{N}]{0,3}(?:(?:e-?mail|mail|почта|эл\.?\s?почта)\s?[:.]?\s{0,3})?([a-z][a-z0-9._%+-]{0,62}[a-z0-9])[ \t]*$/iu;

/** "mail.ru", "ivan.ru", "uni-bonn.de": the name's last dotted label is a top-level domain (the one test of it). */
function endsInTopLevelDomain(name: string): boolean {
  const dot = name.lastIndexOf(".");
  return dot >= 0 && TOP_LEVEL_DOMAINS.has(name.slice(dot + 1).toLowerCase());
}

function loneLocalWord(line: string): RegExpExecArray | null {
  const piece = LONE_LOCAL_WORD.exec(line);
  const word = piece?.[1];
  if (!word || !/[._\d]/u.test(word)) return null;
  return endsInTopLevelDomain(word) ? null : piece;
}

/** The domain's spaced dots and a local part's line break, at each "@" only. */
function rejoinPieces(text: string): string {
  let result = "";
  let from = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    // "ivan-" ending the line before "petrov@…": the line break goes (the hyphen is the address's).
    let start = at;
    while (start > 0 && ADDRESS_CHAR.test(text[start - 1]!)) start--;
    if (start > from && start < at && text[start - 1] === "\n") {
      const before = text.slice(Math.max(from, start - 65), start - 1);
      const line = before.slice(before.lastIndexOf("\n") + 1);
      const broken = BROKEN_LOCAL.exec(before) ?? LONE_LOCAL_PIECE.exec(line) ?? loneLocalWord(line);
      if (broken) {
        const cut = start - 1 - (text.slice(0, start - 1).length - text.slice(0, start - 1).trimEnd().length);
        result += text.slice(from, cut);
        from = start;
      }
    }
    const brokenDomain = start < at ? domainBrokenAt(text, at) : null;
    if (brokenDomain) {
      result += `${text.slice(from, at + 1)}${brokenDomain.domain}`;
      from = brokenDomain.end;
      continue;
    }
    const spaced = SPACED_DOMAIN.exec(text.slice(at + 1, at + 200));
    if (spaced && /\s/u.test(spaced[2]!)) {
      const head = spaced[1]!;
      // "mail.ru. it is": a domain that already ends in a top-level domain is whole.
      const headEnds = endsInTopLevelDomain(head);
      const labels = spaced[2]!
        .split(".")
        .map((l) => l.trim())
        .filter(Boolean);
      while (labels.length && !TOP_LEVEL_DOMAINS.has(labels[labels.length - 1]!)) labels.pop();
      if (!headEnds && labels.length) {
        const tail = spaced[2]!.slice(0, widthOfLabels(spaced[2]!, labels.length));
        result += `${text.slice(from, at + 1)}${head}.${labels.join(".")}`;
        from = at + 1 + head.length + tail.length;
      }
    }
  }
  return from === 0 ? text : result + text.slice(from);
}

/**
 * The domain after the "@" at `at` when a line break cut it before its top-level domain ("gmail." / "com"): the
 * domain joined, and where the text after it resumes. Null when the domain is whole or the next line does not end it.
 */
function domainBrokenAt(text: string, at: number): { domain: string; end: number } | null {
  const head = DOMAIN_BEFORE_BREAK.exec(text.slice(at + 1, at + 260))?.[0];
  if (!head) return null;
  const bare = head.replace(/\.$/u, "");
  if (endsInTopLevelDomain(bare)) return null;
  const breakAt = text.indexOf("\n", at + 1 + head.length);
  const tail = DOMAIN_AFTER_BREAK.exec(text.slice(breakAt, breakAt + 260));
  if (!tail) return null;
  const piece = tail[1]!;
  // Exactly one dot where the break was: "gmail." + "com", "gmail" + ".com"; none inside a word ("gm" + "ail.com").
  const joined = head.endsWith(".") && piece.startsWith(".") ? `${head}${piece.slice(1)}` : `${head}${piece}`;
  if (!endsInTopLevelDomain(joined)) return null;
  return { domain: joined, end: breakAt + tail[0].length };
}

/** How many characters of a spaced tail (" .com . ua") the first `count` labels take. */
function widthOfLabels(tail: string, count: number): number {
  let seen = 0;
  const label = /[ \t]{0,2}\.[ \t]{0,2}[a-z0-9-]{1,63}/gu;
  for (let m = label.exec(tail); m !== null; m = label.exec(tail)) {
    if (++seen === count) return m.index + m[0].length;
  }
  return tail.length;
}

/** "name @ mail.ru", "name@ mail.ru": the spaces around the "@" go. */
function rejoinAroundAt(text: string): string {
  // Same matches as the full pattern: its first character is never a space or "@", and no earlier match can have
  // taken it (a match ends before the letter its lookahead wants), so each match here is one of the full pattern's
  // without that character when the character before it is an address character, and none otherwise.
  return text.replace(SPLIT_AT, (match: string, offset: number) =>
    offset > 0 && joinsAnAddress(text, offset, offset + match.length) ? "@" : match,
  );
}

/** The word after an "@" as far as the next space: "adrian@gmail.com" in "Ph.D. @ adrian@gmail.com". */
const NEXT_WORD = /^\S{1,200}/u;

/**
 * Whether the pieces either side of a split "@" make one address: an address character before it, but not a dot (a
 * local part never ends with one: "Ph.D."), and after it no address of its own (an "@" icon before
 * "adrian@gmail.com").
 */
function joinsAnAddress(text: string, start: number, end: number): boolean {
  const before = charBefore(text, start);
  return before !== "." && ADDRESS_CHAR.test(before) && !NEXT_WORD.exec(text.slice(end, end + 200))?.[0].includes("@");
}

/** The code point that ends just before `index` (a surrogate pair is one character to a Unicode regex). */
function charBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const high = index >= 2 ? text.charCodeAt(index - 2) : 0;
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff
    ? text.slice(index - 2, index)
    : text.charAt(index - 1);
}

/**
 * An address written so that robots cannot read it: "ivan [at] mail [dot] ru", "ivan(at)mail.ru",
 * "ivan at mail dot ru", «ivan собака mail точка ru», "ivan(@)mail.ru", "ivan@mail[.]ru" (the spelled-out form
 * only with a spelled-out dot too: "lead at Yandex.Market" is a job, not an address).
 */
const OBFUSCATED_EMAIL =
  /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-]{1,64}(?:(?:\s?[[({<]\s*(?:dot|точка)\s*[\])}>]\s?|\s(?:dot|точка)\s)[\p{L}\p{N}._%+-]{1,64}){0,3})\s*(?:[[({<]\s*(?:at|собака|@)\s*[\])}>]|\s(at|собака)\s|(@))\s*([\p{L}\p{N}-]{1,63}(?:\s*(?:\.|[[({<]\s*(?:dot|точка|\.)\s*[\])}>]|\s(?:dot|точка)\s)\s*[\p{L}\p{N}-]{1,63}){1,4})/giu;
/** Searched for first: the obfuscated forms are rare, and OBFUSCATED_EMAIL is costly over a whole text. */
const OBFUSCATION_MARK = /[[({<]\s*(?:at|собака|@|dot|точка|\.)\s*[\])}>]|\sdot\s|\sточка\s/iu;
const OBFUSCATED_DOT = /\s*(?:[[({<]\s*(?:dot|точка|\.)\s*[\])}>]|\s(?:dot|точка)\s)\s*/giu;
/** A dot written so: "[dot]", "(.)", " dot ", « точка ». */
const WRITTEN_DOT = /[[({<]\s*(?:dot|точка|\.)\s*[\])}>]|\s(?:dot|точка)\s/iu;
/** A label glued in front of the address by extraction: "Emailivan@…", "Почтаivan@…". */
const GLUED_LABEL =
  /^(?:E-?mail|EMAIL|E-MAIL|Mail|MAIL|e-mail)[:.]?(?=[\p{L}\p{N}]{2})|^\p{Script=Cyrillic}+(?=[A-Za-z0-9]{2})/u;

/**
 * Markdown's escapes and the full-width at sign taken off the characters an address is made of: "ivan\\_petrov@mail.ru",
 * "ivan\\@mail\\.ru", "ivan＠mail.ru" are "ivan_petrov@mail.ru", "ivan@mail.ru". Masking reads the same text.
 */
export function unescapeContacts(text: string): string {
  if (!text.includes("\\") && !text.includes("＠")) return text;
  return text.replace(/\\([_.@+-])/gu, "$1").replace(/＠/gu, "@");
}

/** Every e-mail address, in reading order, without duplicates. Only the text around each "@" is searched. */
export function findEmails(written: string): string[] {
  const text = unescapeContacts(written);
  const found: string[] = [];
  const add = (email: string | null): void => {
    if (email && !found.some((f) => f.toLowerCase() === email.toLowerCase())) found.push(email);
  };
  let searchedTo = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    if (at < searchedTo) continue;
    const from = Math.max(searchedTo, at - 64);
    const window = text.slice(from, at + 200);
    for (const m of window.matchAll(EMAIL)) add(cleanEmail(m[0], text, from + m.index + m[0].length));
    searchedTo = at + 1;
  }
  for (const { email } of obfuscatedEmails(text)) add(email);
  return found;
}

/**
 * Addresses written so that robots cannot read them, as written and as read: "ivan [at] mail [dot] ru" is
 * "ivan@mail.ru". Masking hides the written form.
 */
export function obfuscatedEmails(text: string): { written: string; email: string }[] {
  const found = spelledAtEmails(text);
  if (!OBFUSCATION_MARK.test(text)) return found;
  for (const m of text.matchAll(OBFUSCATED_EMAIL)) {
    // A spelled-out «at» needs a spelled-out dot ("lead at Yandex.Market" is a job); a plain "@" needs a written dot.
    if ((m[2] || m[3]) && !WRITTEN_DOT.test(m[4]!)) continue;
    const local = m[1]!.replace(OBFUSCATED_DOT, ".");
    const email = cleanEmail(`${local}@${m[4]!.replace(OBFUSCATED_DOT, ".")}`, "", 0);
    if (email && !found.some((f) => f.email === email)) found.push({ written: m[0], email });
  }
  return found;
}

/** A local part that is no word: lower case with a dot, an underscore, a hyphen or a digit inside ("ivan.petrov"). */
const ADDRESS_LIKE_LOCAL = /^[a-z0-9][a-z0-9%+]*(?:[._-][a-z0-9%+]+|[0-9])[a-z0-9._%+-]*$/u;
/** A plain domain after the spelled-out "at": labels and dots, ending in a top-level domain and nothing more. */
const PLAIN_DOMAIN = /^([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4})(?=$|[\s,;|)\]>])/iu;

/**
 * "ivan.petrov at uni-bonn.de": a spelled-out "at" with a plain domain. An address only when the left side is no
 * word ("lead at Yandex.Market", "Engineer at Booking.com" are jobs) and the domain ends in a top-level domain.
 * Found by the spaces around "at", without a pattern tried at every position.
 */
const SPELLED_AT = / at /giu;
/** A local part of lower-case letters and digits: "ivan" before " at gmail.com". */
const PLAIN_LOCAL = /^[a-z0-9]{2,64}$/u;
/**
 * The public mailbox providers people give addresses at (the largest free e-mail services in Russia, the CIS and
 * worldwide): no one works "at gmail.com", so a plain word before " at " one of them is a mailbox's name.
 */
const MAIL_PROVIDERS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "protonmail.com",
  "proton.me",
  "gmx.de",
  "gmx.net",
  "web.de",
  "mail.ru",
  "bk.ru",
  "list.ru",
  "inbox.ru",
  "yandex.ru",
  "ya.ru",
  "yandex.com",
  "rambler.ru",
  "ukr.net",
  "tut.by",
  "qq.com",
  "163.com",
]);

function spelledAtEmails(text: string): { written: string; email: string }[] {
  const found: { written: string; email: string }[] = [];
  // " at " in any case, found where it stands (no lower-cased copy of the text); the next search starts at its
  // last space, so "… at at …" is read twice as before.
  SPELLED_AT.lastIndex = 0;
  for (let m = SPELLED_AT.exec(text); m !== null; m = SPELLED_AT.exec(text)) {
    const at = m.index;
    SPELLED_AT.lastIndex = at + 3;
    let start = at;
    while (start > 0 && ADDRESS_CHAR.test(text[start - 1]!)) start--;
    const local = text.slice(start, at);
    if (start > 0 && !/\s|[(:<[]/u.test(text[start - 1]!)) continue;
    const domain = PLAIN_DOMAIN.exec(text.slice(at + 4, at + 260))?.[1]?.replace(/\.$/u, "");
    if (!domain || !endsInTopLevelDomain(domain)) continue;
    // A word before "at" is a job ("lead at Yandex.Market") unless the domain is a mailbox provider's ("ivan at gmail.com").
    if (!ADDRESS_LIKE_LOCAL.test(local) && !(PLAIN_LOCAL.test(local) && MAIL_PROVIDERS.has(domain.toLowerCase())))
      continue;
    found.push({ written: text.slice(start, at + 4 + domain.length), email: `${local}@${domain}` });
  }
  return found;
}

/**
 * The address as the person wrote it: a glued label dropped, the domain cut where the next word starts ("ivan@mail.
 * ruОбразование") and, when extraction broke the line inside the domain ("ivan@edu.hse." + "ru"), joined again.
 * Null when nothing address-like is left.
 */
function cleanEmail(match: string, text: string, end: number): string | null {
  const trailingDot = /\.+$/.test(match);
  let email = match.replace(/[.]+$/, "");
  const at = email.indexOf("@");
  const local = email.slice(0, at).replace(GLUED_LABEL, "");
  let domain = email.slice(at + 1);
  const labels = domain.split(".");
  const last = labels[labels.length - 1]!;
  if (!TOP_LEVEL_DOMAINS.has(last.toLowerCase())) {
    const cut = tldPrefix(last);
    if (cut) domain = [...labels.slice(0, -1), cut].join(".");
    else if (trailingDot || text[end] === "." || text[end] === "\n") domain += continuation(text, end);
  }
  email = `${local}@${domain}`;
  return local && domain.includes(".") ? email : null;
}

/** "ruОбразование" → "ru", "comExperience" → "com": the top-level domain ends where the case or script changes. */
function tldPrefix(label: string): string | null {
  for (let k = Math.min(label.length - 1, 12); k >= 2; k--) {
    const head = label.slice(0, k);
    const next = label[k]!;
    const switches =
      /\p{Lu}/u.test(next) !== /\p{Lu}/u.test(label[k - 1]!) || /[a-z]/i.test(next) !== /[a-z]/i.test(head);
    if (switches && TOP_LEVEL_DOMAINS.has(head.toLowerCase())) return head;
  }
  return null;
}

/** The rest of a domain broken onto the next line: the first word of that line when it is a top-level domain. */
function continuation(text: string, end: number): string {
  const lineEnd = text.indexOf("\n", end);
  if (lineEnd === -1) return "";
  const next = /^\s*\.?([a-zа-яё]{2,12})(?![\p{L}\p{N}@.-])/u.exec(text.slice(lineEnd + 1, lineEnd + 40))?.[1];
  return next && TOP_LEVEL_DOMAINS.has(next) ? `.${next}` : "";
}

export interface PhoneMatch {
  /** As written. */
  raw: string;
  /** Digits with the country code: "79051234567". */
  digits: string;
  kind: "ru" | "intl";
}

interface Located extends PhoneMatch {
  at: number;
  end: number;
}

/**
 * Identifiers written with digit groups that are never phones: an ORCID iD ("0000-0002-1825-0097", or with spaces:
 * sixteen digits are more than any phone number has, decision 435), a DOI
 * ("10.1038/nphys1170"), an ISBN or ISSN, an arXiv id. Academic CVs print them beside the contacts (an ORCID was read
 * as the phone, decision 425); they are blanked, at the same length, before phones are looked for.
 */
const NOT_PHONE_IDS =
  /(?<![\d-])\d{4}([- ])\d{4}\1\d{4}\1\d{3}[\dX](?![\d-])|(?<![\d.])10\.\d{4,9}\/\S+|\b(?:isbn|issn|e-?issn)(?:-1[03])?[\s:]{0,3}[\dXx][\d\s‐‑–-]{6,17}[\dXx]|\barxiv:\s?\d{4}\.\d{4,5}(?:v\d+)?/giu;

/**
 * What every match of NOT_PHONE_IDS contains, one part per alternative (same flags, so the same case folding): an
 * ORCID's first two groups, a DOI's prefix, the word before an ISBN/ISSN or an arXiv id. Most texts hold none, and
 * this test is ~3× faster than the identifiers' pattern, whose lookbehinds are tried at every position. An
 * alternative added to NOT_PHONE_IDS needs its part here.
 */
const MAY_HOLD_IDS = /\d{4}[- ]\d{4}[- ]|10\.\d{4}|isbn|issn|arxiv/iu;

/** Every phone number, in reading order, without duplicates (the same digits written twice count once). */
export function findPhones(written: string): PhoneMatch[] {
  const text = MAY_HOLD_IDS.test(written) ? written.replace(NOT_PHONE_IDS, (id) => "_".repeat(id.length)) : written;
  const found: Located[] = [];
  const add = (number: PhoneMatch | null, at: number): void => {
    if (!number) return;
    const extension = EXTENSION.exec(text.slice(at + number.raw.length, at + number.raw.length + 24))?.[0];
    const phone = extension ? { ...number, raw: `${number.raw}${extension}` } : number;
    const end = at + phone.raw.length;
    if (found.some((p) => p.digits === phone.digits || (at < p.end && end > p.at))) return;
    found.push({ ...phone, at, end });
  };
  for (const m of text.matchAll(PHONE)) add(withCountryCode(m[0].trim()), m.index + m[0].indexOf(m[0].trim()));
  // What the pattern with its lookbehind would find: a match after a digit, a letter or "+" is passed over, and the
  // search goes on from the next character.
  NANP_PHONE.lastIndex = 0;
  for (let m = NANP_PHONE.exec(text); m !== null; m = NANP_PHONE.exec(text)) {
    if (m.index > 0 && NOT_BEFORE_NANP.test(charBefore(text, m.index))) NANP_PHONE.lastIndex = m.index + 1;
    else add(northAmerican(m[0].trim()), m.index + m[0].indexOf(m[0].trim()));
  }
  for (const m of text.matchAll(LOCAL_CANDIDATE)) {
    const raw = m[0].trim();
    const at = m.index + m[0].indexOf(raw);
    const lineStart = text.lastIndexOf("\n", at) + 1;
    const lineEnd = text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at);
    const before = text.slice(Math.max(lineStart, at - 40), at);
    const after = text.slice(at + raw.length, lineEnd);
    const label = LABEL_BEFORE.exec(before)?.[0];
    const saidSo =
      label !== undefined ||
      LETTER_BEFORE.test(before) ||
      (NOTHING_BEFORE.test(text.slice(lineStart, at)) && after.trim() === "") ||
      (ITEM_BEFORE.test(before) && ITEM_AFTER.test(after) && isContactLine(text, lineStart, lineEnd)) ||
      (isNationalPhoneForm(raw) && standsAlone(before, after) && isContactLine(text, lineStart, lineEnd));
    if (saidSo) add(localNumber(raw, /\p{Script=Cyrillic}/u.test(label ?? before.slice(-3))), at);
  }
  return found.sort((a, b) => a.at - b.at).map(({ raw, digits, kind }) => ({ raw, digits, kind }));
}

/**
 * A national number stands alone as a token (decision 750): a space, a slash or an item separator around it ("Anna
 * Rowan / anna@mail.com / 07700 900123"), not a word or a digit glued on, and no identifier's label before it
 * ("Account 0712345678", "ID: 0612345678") — those are numbers of another kind.
 */
const TOKEN_BEFORE = /(?:^|[\p{Zs}\t|•·▪◆;,/])$/u;
const TOKEN_AFTER = /^(?:$|[\p{Zs}\t|•·▪◆;,/]|[.,;]?(?:\p{Zs}|$))/u;
const ID_LABEL_BEFORE =
  /(?<!\p{L})(?:id|account|acct|a\/c|iban|ref|reference|order|invoice|postcode|zip|code|no|nr|№|#|инн|огрн|снилс|сч[её]т|паспорт|passport|licen[cs]e|reg)\.?\s{0,2}[:#№-]?\s{0,2}$/iu;
function standsAlone(before: string, after: string): boolean {
  return TOKEN_BEFORE.test(before) && TOKEN_AFTER.test(after) && !ID_LABEL_BEFORE.test(before);
}

/** An e-mail or a profile link: what makes a line of items a line of contacts. */
const CONTACT_MARK = /@|https?:\/\/|www\.|(?:linkedin|github|gitlab|behance)\.com|t\.me\//iu;

/**
 * A line of contacts: it holds an e-mail or a profile link, it is one of the resume's first lines, or the line before
 * or after it holds an e-mail (a contact block split over lines: "ivan@mail.ru" / "London | 07400 123456").
 */
function isContactLine(text: string, lineStart: number, lineEnd: number): boolean {
  if (CONTACT_MARK.test(text.slice(lineStart, lineEnd)) || inHead(text, lineStart)) return true;
  const previousStart = text.lastIndexOf("\n", Math.max(0, lineStart - 2)) + 1;
  const nextEnd = text.indexOf("\n", lineEnd + 1);
  const around = `${text.slice(previousStart, lineStart)}${text.slice(lineEnd, nextEnd === -1 ? text.length : nextEnd)}`;
  return around.includes("@");
}

/**
 * The head of a resume: its first lines, where the name stands with the person's own contact line ("London | 07700
 * 900123", "Mumbai • 98765 43210") whether or not an e-mail is beside it.
 */
const HEAD_LINES = 6;
function inHead(text: string, lineStart: number): boolean {
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < lineStart; at = text.indexOf("\n", at + 1)) {
    if (++lines >= HEAD_LINES) return false;
  }
  return true;
}

/**
 * A phone is not a range of dates: two dates in numbers — a year, a month and a year either way round ("12/2021",
 * "2021/12", "3.2019"), a month and a two-digit year ("12/21"), a whole date — joined by a dash or a slash, with or
 * without spaces: "2015 – 2019", "2021/12 - 2024/5", "09.2018–05.2021", "01.03.2019 - 31.05.2021".
 */
const YEAR = "(?:19|20)\\d\\d";
const MONTH = "(?:0?[1-9]|1[0-2])";
const DAY = "(?:0?[1-9]|[12]\\d|3[01])";
const NUMERIC_DATE = `(?:${YEAR}(?:[./-]${MONTH}(?:[./-]${DAY})?)?|${MONTH}[./-]${YEAR}|${MONTH}[./]\\d\\d|${DAY}[./]${MONTH}[./](?:${YEAR}|\\d\\d))`;
const DATE_RANGE = new RegExp(`^\\(?${NUMERIC_DATE}\\s{0,3}[-‐‑‒–—−/]\\s{0,3}${NUMERIC_DATE}\\)?$`, "u");

export function isDateRange(written: string): boolean {
  return DATE_RANGE.test(written.trim());
}

function withCountryCode(written: string): PhoneMatch | null {
  if (isDateRange(written)) return null;
  if (!/^\(?(?:\+|00)/.test(written)) {
    // "8 927 …" and "7 927 …": a Russian number, exactly 11 digits.
    const raw = fitDigits(written, 11);
    const digits = raw.replace(/\D/g, "");
    return digits.length === 11 ? { raw, digits: `7${digits.slice(1)}`, kind: "ru" } : null;
  }
  // Cut back group by group until the number is no longer than its country's numbers are.
  for (let raw: string | null = written; raw; raw = withoutLastGroup(raw)) {
    let digits = dialledDigits(raw);
    if (digits.length > phoneMaxDigits(digits)) {
      // "+44 07700 900147": the trunk 0 dialled at home, written after the country code. Dropped only when the
      // number is too long with it and fits without it (Italy's and Côte d'Ivoire's numbers start with 0).
      const withoutTrunk = TRUNK_ZERO.test(raw) ? dialledDigits(raw.replace(TRUNK_ZERO, "$1")) : "";
      if (!withoutTrunk || withoutTrunk.length > phoneMaxDigits(withoutTrunk)) continue;
      digits = withoutTrunk;
    }
    if (digits.length < 8) return null;
    const kind = digits.startsWith("7") && digits.length === 11 ? "ru" : "intl";
    return { raw, digits, kind };
  }
  return null;
}

/** A country code as written, then a separate group starting with the trunk 0: "+44 07922 …", "0049 0171 …". */
const TRUNK_ZERO = /^(\(?(?:\+\s?|00)\d{1,3}\)?[\s.‐‑‒–—−-]{1,3})0(?=[\s.‐‑‒–—−-]{0,2}\d)/u;

/** "+44 (0) 20 …", "+7 8 926 …", "0044 …": the digits dialled from abroad, country code first. */
function dialledDigits(raw: string): string {
  const digits = raw.replace(/\(0\)/, "").replace(/\D/g, "");
  const e164 = /^\(?00/.test(raw) ? digits.slice(2) : digits;
  return /^78\d{10}$/.test(e164) ? `7${e164.slice(2)}` : e164;
}

/** "+7 926 123 45 67 2019" → "+7 926 123 45 67": the last digit group and the separator before it dropped. */
function withoutLastGroup(raw: string): string | null {
  const cut = raw.replace(/[\s()./‐‑‒–—−-]*\d+$/u, "");
  return cut !== raw && /\d/.test(cut) ? cut : null;
}

/** Cuts back group by group until the text has at most `max` digits. */
function fitDigits(raw: string, max: number): string {
  let text = raw;
  while (text.replace(/\D/g, "").length > max) {
    const cut = withoutLastGroup(text);
    if (!cut) break;
    text = cut;
  }
  return text;
}

function northAmerican(raw: string): PhoneMatch | null {
  const local = raw.replace(/\D/g, "").slice(-10);
  if (/^[01]/.test(local)) return null; // area codes never start with 0 or 1: an id or a range, not a phone
  return { raw, digits: `1${local}`, kind: "intl" };
}

/**
 * A number without a country code: "8…" gets +7; a ten-digit "9…" too when a Russian label says so ("Тел.: 926 …");
 * others keep their digits as written (an Indian "98765 43210" is not Russian).
 */
function localNumber(written: string, russianLabel: boolean): PhoneMatch | null {
  // "00 44 20 7946 0321" after a letter an icon font left ("T0044…"): the international prefix, read as one.
  if (/^\(?00[1-9]/u.test(written)) return withCountryCode(written);
  if (isDateRange(written)) return null;
  const raw = fitDigits(written, LOCAL_DIGITS.max);
  const digits = raw.replace(/\D/g, "");
  if (digits.length < LOCAL_DIGITS.min || digits.length > LOCAL_DIGITS.max) return null;
  if (DATES_NOT_PHONE.test(raw)) return null;
  if (digits.length === 11 && /^[78]/.test(digits)) return { raw, digits: `7${digits.slice(1)}`, kind: "ru" };
  if (russianLabel && digits.length === 10 && digits.startsWith("9")) return { raw, digits: `7${digits}`, kind: "ru" };
  return { raw, digits, kind: "intl" };
}

export function findPlaceholderPhone(text: string): string | null {
  if (MAY_HOLD_PLACEHOLDER.test(text)) {
    for (const [match] of text.matchAll(PLACEHOLDER_PHONE)) {
      // A rule drawn with underscores ("Education ________") is no number: a phone's brackets, "+" or dashes are.
      if ((match.match(PLACEHOLDER_CHARS)?.length ?? 0) >= 3 && /[-+()]/u.test(match)) return match.trim();
    }
  }
  return SAMPLE_PHONE.exec(text)?.[0] ?? null;
}
/** Three placeholder characters in a row: what every placeholder number holds (searched for first). */
const MAY_HOLD_PLACEHOLDER = /[XxХх_*#]{3}/u;

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

/** EMAIL, one match at a time (the global pattern's state stays its callers'). */
const ONE_EMAIL = new RegExp(EMAIL.source, "u");
/**
 * How far an EMAIL match reaches around its "@", in UTF-16 units: 64 characters before it and 332 after it
 * (63 + 4 × 64 + 13), each character one or two units. Read from EMAIL's quantifiers: change them together.
 */
const EMAIL_BEFORE_AT = 2 * 64;
const EMAIL_AFTER_AT = 2 * (63 + 4 * 64 + 13) + 2;

/**
 * The text with its EMAIL matches blanked, as `text.replace(EMAIL, blank)` gives it, looked for around each "@"
 * only: over the whole text EMAIL's local part was tried at every letter (up to 64 of them, then backtracked), 18×
 * slower on the extracted corpus (decision 405, sixth pass). A match holds one "@" and has no lookaround, so it reads
 * the same in a window around its "@" as in the text; the window's leftmost match is the text's next one when it
 * holds this "@" (one of a later "@" may be cut short here and is left to that "@"'s own window).
 */
function blankEmails(text: string): string {
  let out = "";
  let copied = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    const from = Math.max(copied, at - EMAIL_BEFORE_AT);
    const match = ONE_EMAIL.exec(text.slice(from, at + EMAIL_AFTER_AT));
    if (!match || from + match.index > at) continue;
    out += text.slice(copied, from + match.index) + " ".repeat(match[0].length);
    copied = from + match.index + match[0].length;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * The text with links and e-mail addresses blanked out (same length, so offsets stay valid): words inside
 * "github.com/ivan/playwright-docker" are not skills.
 */
export function stripLinksAndAddresses(text: string): string {
  if (!/[@/.]/.test(text)) return text;
  let result = text;
  const blank = (found: string): string => " ".repeat(found.length);
  if (text.includes("@")) result = blankEmails(result);
  for (const url of findLinkUrls(result)) result = result.split(url).join(blank(url));
  return result;
}
