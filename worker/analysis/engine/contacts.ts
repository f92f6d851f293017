/**
 * Contacts: e-mail, phones (+7 / 8 Russian formats and international), city and links. E-mail, phone and link
 * patterns live in ../recognisers (shared with extraction and masking); this module classifies and judges them.
 */

import type { DocumentLink } from "../../../shared/schemas/layout";
import { SUBDIVISION_CODES } from "../knowledge/subdivisions";
import type { PhoneMatch } from "../recognisers";
import {
  BROKEN_URL,
  findEmails,
  findLinkUrls,
  findPhones,
  findPlaceholderPhone,
  isFediverseHandle,
  isPlaceholderEmail,
  isPlaceholderNumber,
  rejoinSplitEmails,
} from "../recognisers";
import { countryNames } from "./country-names";
import { nameShaped } from "./name-shape";
import { headingOf } from "./sections";
import { foldCase, WordPattern } from "./text";
import type { Contacts, Link, LinkKind, SectionKind } from "./types";

export { findEmails, findPhones, findPlaceholderPhone };

const TELEGRAM_HANDLE =
  /(?:telegram|телеграм|телега|tg|тг)\s*[:—–-]?\s*(@[a-z0-9_]{4,32})|(?<![\p{L}\p{N}.])(@[a-z][a-z0-9_]{4,31})(?![\p{L}\p{N}.@])/giu;

// Label and city on one line ("Город: Москва", "г. Казань"): a "г." ending a date ("2005 г.") is followed by a line
// break, and a word followed by a colon is the next label ("Телефон:"), not a city.
// The label in either case («Проживает:», "LOCATION:"); the place after it capitalised.
const CITY_LABEL =
  /(?<![\p{L}])(?:город проживания|город|проживает|проживаю|местоположение|место проживания|location|city|based in)[ \t]*[:—–-]?[ \t]*(?:[гГ]\.[ \t]?)?(?=\p{Lu})/iu;
/** An address's label: its value starts with a street or a region, the city is an item of it (or «г. …»). */
const ADDRESS_LABEL = /(?<![\p{L}])(?:адрес проживания|адрес|address|home address)[ \t]*[:—–-]/iu;
const CITY_VALUE = /^([\p{Lu}][\p{L}-]{2,}(?:[ -][\p{Lu}][\p{L}-]{2,})?)(?![\p{L}-]*:)/u;
// «г. Казань», «Г. Обнинск», never a year's «г.» («2016 г. Сдача IELTS»).
const CITY_PREFIX = /(?:^|[\s,(])(?<!\d\s?)[гГ]\.[ \t\u00a0]?([\p{Lu}][\p{L}-]{2,}(?:-[\p{L}]+){0,2})(?![\p{L}-]*:)/u;

/** The place a residence label names on a line («Проживает: Москва», "Location: Lisbon"), as written. */
function labelledCity(line: string): string | null {
  const label = CITY_LABEL.exec(line);
  return label ? (CITY_VALUE.exec(line.slice(label.index + label[0].length))?.[1] ?? null) : null;
}

/** The city of an address line: «г. Казань», or an item after an address label ("Address: 1 Main St, London"). */
function addressCity(line: string): string | null {
  const prefixed = CITY_PREFIX.exec(line)?.[1];
  if (prefixed) return prefixed;
  const address = ADDRESS_LABEL.exec(line);
  return address ? (CITY_PATTERN.exec(line.slice(address.index + address[0].length))?.[1] ?? null) : null;
}

/** Cities people write in resumes; the first one found in the top part of the resume wins. */
const KNOWN_CITIES = [
  "Москва",
  "Санкт-Петербург",
  "Новосибирск",
  "Екатеринбург",
  "Казань",
  "Нижний Новгород",
  "Челябинск",
  "Самара",
  "Омск",
  "Ростов-на-Дону",
  "Уфа",
  "Красноярск",
  "Воронеж",
  "Пермь",
  "Волгоград",
  "Краснодар",
  "Саратов",
  "Тюмень",
  "Тольятти",
  "Ижевск",
  "Барнаул",
  "Ульяновск",
  "Иркутск",
  "Хабаровск",
  "Ярославль",
  "Владивосток",
  "Махачкала",
  "Томск",
  "Оренбург",
  "Кемерово",
  "Новокузнецк",
  "Рязань",
  "Астрахань",
  "Набережные Челны",
  "Пенза",
  "Киров",
  "Липецк",
  "Чебоксары",
  "Калининград",
  "Тула",
  "Курск",
  "Ставрополь",
  "Сочи",
  "Улан-Удэ",
  "Тверь",
  "Магнитогорск",
  "Иваново",
  "Брянск",
  "Белгород",
  "Сургут",
  "Владимир",
  "Архангельск",
  "Чита",
  "Калуга",
  "Смоленск",
  "Волжский",
  "Курган",
  "Орёл",
  "Череповец",
  "Вологда",
  "Саранск",
  "Якутск",
  "Мурманск",
  "Тамбов",
  "Грозный",
  "Стерлитамак",
  "Кострома",
  "Петрозаводск",
  "Нижневартовск",
  "Йошкар-Ола",
  "Новороссийск",
  "Сыктывкар",
  "Химки",
  "Подольск",
  "Балашиха",
  "Мытищи",
  "Королёв",
  "Люберцы",
  "Зеленоград",
  "Долгопрудный",
  "Обнинск",
  "Дубна",
  "Иннополис",
  "Севастополь",
  "Симферополь",
  "Минск",
  "Алматы",
  "Астана",
  "Ташкент",
  "Бишкек",
  "Ереван",
  "Тбилиси",
  "Баку",
  "Киев",
  "Кишинёв",
  "Рига",
  "Вильнюс",
  "Таллин",
  "Гомель",
  "Брест",
  "Гродно",
  "Витебск",
  "Могилёв",
  "Караганда",
  "Шымкент",
  "Самарканд",
  "Белград",
  "Лимассол",
  "Дубай",
  "Стамбул",
  "Москве",
  "Санкт-Петербурге",
  "Петербург",
  "Moscow",
  "Saint Petersburg",
  "St. Petersburg",
  "Novosibirsk",
  "Kazan",
  "Minsk",
  "Almaty",
  "Tbilisi",
  "Yerevan",
  "London",
  "New York",
  "San Francisco",
  "Los Angeles",
  "Seattle",
  "Boston",
  "Chicago",
  "Austin",
  "Berlin",
  "Munich",
  "Amsterdam",
  "Paris",
  "Dublin",
  "Warsaw",
  "Prague",
  "Vienna",
  "Zurich",
  "Stockholm",
  "Helsinki",
  "Barcelona",
  "Madrid",
  "Lisbon",
  "Toronto",
  "Vancouver",
  "Sydney",
  "Melbourne",
  "Singapore",
  "Dubai",
  "Istanbul",
  "Belgrade",
  "Limassol",
  "Tel Aviv",
  "Bangalore",
  "Bengaluru",
  "Mumbai",
  "Delhi",
  "Hyderabad",
  "Pune",
  "Chennai",
  "Washington",
  "Atlanta",
  "Denver",
  "Dallas",
  "Houston",
  "Miami",
  "Philadelphia",
  "Portland",
  "San Diego",
  "San Jose",
  "Palo Alto",
  "Mountain View",
  "Redmond",
  "Cambridge",
  "Oxford",
  "Manchester",
  "Edinburgh",
  "Seoul",
  "Tokyo",
  "Beijing",
  "Shanghai",
  "Hong Kong",
  "Taipei",
  "Bangkok",
  "Jakarta",
  "Kuala Lumpur",
  "Sao Paulo",
  "Mexico City",
  "Buenos Aires",
  "Cape Town",
  "Nairobi",
  "Lagos",
  "Cairo",
  "Rome",
  "Milan",
  "Brussels",
  "Copenhagen",
  "Oslo",
];
/** A known city from a word start (no letter before it) to a word end. */
const CITY_PATTERN = new WordPattern(
  new RegExp(`(${KNOWN_CITIES.map((c) => c.replace(/[.]/g, "\\.").replace(/ё/g, "[её]")).join("|")})(?![\\p{L}])`, "u"),
);
const CITY_CANONICAL: Record<string, string> = {
  Москве: "Москва",
  "Санкт-Петербурге": "Санкт-Петербург",
  Петербург: "Санкт-Петербург",
};

function linkKind(url: string): LinkKind {
  const u = url.toLowerCase();
  if (u.includes("linkedin.com")) return "linkedin";
  if (/github\.io|behance\.net|dribbble\.com|notion\.site|tilda\.ws|kaggle\.com/.test(u)) return "portfolio";
  if (/github\.com|gitlab\.com|bitbucket\.org/.test(u)) return "github";
  if (/t\.me\/|telegram\.me/.test(u)) return "telegram";
  // hh.ru and its country sites (hh.kz, hh.uz, hh.by…: the same job board).
  if (/(?:^|[/.])hh\.(?:ru|kz|uz|by|az|ge|kg)(?![a-z])/.test(u)) return "hh";
  if (/vk\.com|facebook\.com|instagram\.com/.test(u)) return "other";
  return "portfolio";
}

/** A profile link without the profile part ("linkedin.com/in/") is a template leftover. */
function isValidLink(url: string, kind: LinkKind): boolean {
  if (/\s/.test(url) || /[,;]$/.test(url)) return false;
  const path = url.replace(/^(?:https?:\/\/)?(?:www\.)?[^/]+/i, "");
  if (kind === "linkedin") return /^\/(?:in|pub|company)\/[^/]{2,}/i.test(path);
  if (kind === "github" || kind === "telegram") return /^\/[^/]{2,}/.test(path);
  return /\.[a-z\u0430-\u044f]{2,}/i.test(url);
}

export function findLinks(text: string): Link[] {
  const links: Link[] = [];
  for (const url of findLinkUrls(text)) {
    const kind = linkKind(url);
    if (!links.some((l) => l.url === url)) links.push({ kind, url, valid: isValidLink(url, kind) });
  }
  for (const broken of text.match(BROKEN_URL) ?? []) links.push({ kind: "other", url: broken, valid: false });
  return links;
}

/** Words that name the person's own site or work: a link behind them on a host of no known kind is their portfolio. */
const PORTFOLIO_WORDS = /портфолио|portfolio|сайт|website|web site|блог|blog|кейсы|case stud/iu;
/** Hosts of people's pages and works that linkKind names "portfolio" by host (not by falling through). */
const PORTFOLIO_HOST = /github\.io|behance\.net|dribbble\.com|notion\.site|tilda\.ws|kaggle\.com/iu;

/** A link's address as people write it and compare it: no scheme, no "www.", no query, no final slash. */
function linkAddress(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//iu, "")
    .replace(/^www\./iu, "")
    .replace(/[?#].*$/su, "")
    .replace(/\/+$/u, "");
}

/**
 * The text's links and the file's hyperlinks behind words (decision 610), each address once. A hyperlink whose
 * address the text shows is already among the text's links; one whose words show its host ("linkedin.com/in/…" cut
 * short) is the person's visible link read from the text. The rest are links the person gave behind words
 * ("GitHub", «Мои репозитории»): counted, with the words kept, so the writer says the address is not visible.
 */
export function withLinksBehindWords(links: readonly Link[], fileLinks: readonly DocumentLink[]): Link[] {
  const merged = [...links];
  const seen = new Set(links.map((link) => linkAddress(link.url).toLowerCase()));
  for (const { url, text } of fileLinks) {
    const address = linkAddress(url);
    const host = address.split("/", 1)[0]!.toLowerCase();
    if (!host.includes(".") || host.includes("@") || seen.has(address.toLowerCase())) continue;
    if (
      text
        .toLowerCase()
        .replace(/^www\./u, "")
        .includes(host.replace(/^www\./u, ""))
    )
      continue;
    seen.add(address.toLowerCase());
    const byHost = linkKind(address);
    // A host of no known kind behind a company's or a course's name is no page of the person's.
    const kind = byHost === "portfolio" && !PORTFOLIO_HOST.test(host) && !PORTFOLIO_WORDS.test(text) ? "other" : byHost;
    merged.push({ kind, url: address, valid: isValidLink(address, kind), behind: text });
  }
  return merged;
}

function findTelegramHandle(text: string, emails: readonly string[]): string | null {
  TELEGRAM_HANDLE.lastIndex = 0;
  for (let m = TELEGRAM_HANDLE.exec(text); m !== null; m = TELEGRAM_HANDLE.exec(text)) {
    const handle = m[1] ?? m[2];
    if (handle && !emails.some((e) => e.toLowerCase().includes(`${handle.slice(1).toLowerCase()}@`))) return handle;
  }
  return null;
}

const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";
/**
 * "Little Rock, AR", "Oak Park, CA 91377", "Calgary, AB": the North American and Australian way to write a location
 * (a state's, province's or territory's code: knowledge/subdivisions.ts); on a contact line the next item may be a
 * link or an e-mail after a space ("… 555-0142 San Francisco, CA linkedin.com/in/…").
 */
const US_CITY_STATE = new WordPattern(
  new RegExp(
    `(\\p{Lu}\\p{Ll}+(?:[ -]\\p{Lu}\\p{Ll}+){0,2}),\\s(?:${[...SUBDIVISION_CODES].join("|")})(?=[ \\t]*(?:\\d|[,|•·▪◆;()+\\r\\n]|$)|[ \\t]+[\\w.+-]+(?:@|\\.[a-z]{2,}(?:[/\\s]|$)))`,
    "u",
  ),
);

/** A work format under a location label ("Location: Remote") names no city. */
const WORK_FORMAT_PLACE =
  /^(?:remote|hybrid|relocation|anywhere|worldwide|online|удал[её]нно|удал[её]нка|гибрид|любой)/iu;
/** How far into the text the city is looked for: deep in the text a city is usually an employer's location. */
const CITY_TEXT = 6000;
/** The first characters of the person's own lines, where a city without a label is read as theirs. */
const CITY_TOP = 1500;
/** A line longer than this is prose («Worked in London for …»), not a contact or an address line. */
const CITY_LINE_MAX = 240;
/**
 * Where a place stands as an item of a contact line: the line's start, a separator, an icon, two spaces, or a phone
 * number or an e-mail before it («… +375 29 900 13 18 Витебск», decision 710). An icon font's glyph may be extracted
 * as any symbol, a vulgar fraction too («ТИМУР ½ Москва»): only a letter or a digit is no icon.
 */
const ITEM_START =
  /(?:^[\s*–—-]*|[|•·▪◆,;:(]|\s{2}|\s[–—-]|[^\p{L}\p{Nd}\s.'’-]|\+?\d[\d ()-]{6,}\d\s|@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\s)\s*$/u;
/**
 * … and where it ends: the line's end, a separator, a postcode or the country after a comma, or the next column's
 * field label glued on by a space («Москва Гражданство - Украина», "Berlin Phone: …").
 */
const ITEM_END = /^\s*(?:$|[|•·▪◆,;)+]|\s{2}|[–—-]\s|\d|\p{Lu}\p{Ll}+(?:\s\p{Ll}+)?\s?[:–—-]\s)/u;
/** A postcode after the city ("Singapore 424160", "Minsk 220030"): an address line, whatever stands before it. */
const POSTCODE_AFTER = /^\s\d{3}/u;

/**
 * The person's city (decision 580): from their own lines only — the head, a contacts or personal section, a profile —
 * never from a job's, a degree's or a publication's line (an employer's or a school's town: "Hawthorne High School,
 * Boston", «школа №1324 г. Москвы»). A labelled place first («Проживает: Москва», «Адрес проживания: г.
 * Мелитополь», "Location: Lisbon"), then a US "City, ST", then a known city standing as an item of a short line
 * ("London | +44 …", "Seoul, Republic of Korea"). A heading word is no city, nor the person's name ("Trisa Tay, CA").
 * Without `sectionOf` (a vacancy's text) a known city anywhere near the top is the city.
 */
export function findCity(text: string, sectionOf?: SectionOf, name: string | null = null): string | null {
  const own = ownLines(text.slice(0, CITY_TEXT), sectionOf, othersSection);
  const top = own.join("\n").slice(0, CITY_TOP);
  // A label says whose the place is wherever the section finder put it (hh.ru's «Портфолио:» above «Проживает:»),
  // except inside a job, a degree or a reference, where «Город:» is the employer's, the school's, the referee's; an
  // address («г. Казань», "Address: …") only on the person's own lines.
  const labelLines = ownLines(
    text.slice(0, CITY_TEXT),
    sectionOf,
    (kind) => kind !== null && PLACE_OF_OTHERS.has(kind),
  );
  const labelled = firstPlace(labelLines, labelledCity) ?? firstPlace(own, addressCity);
  if (labelled) return canonicalCity(CITY_PATTERN.exec(labelled)?.[1] ?? labelled);
  // A label glued in front by a text box ("Contact Albany, NY") is not part of the city.
  const usCity = US_CITY_STATE.exec(top)?.[1]
    ?.replace(/^(?:Contacts?|Address|Location|Home|City)\s+/u, "")
    // "180th St Milaca, MN", "Harvard University Cambridge, MA": a street or a school before the city is not it.
    .replace(/^.*\b(?:St|Ave|Rd|Dr|Ln|Blvd|Street|Avenue|Road|Drive|Lane|University|College|Institute|School)\s+/u, "");
  if (usCity && !(name && foldCase(name).startsWith(foldCase(usCity)))) return usCity;
  if (!sectionOf) {
    // A text without sections (a vacancy: «Офис в Москве») names its city in prose.
    const known = CITY_PATTERN.exec(top)?.[1] ?? CITY_PATTERN.exec(text.slice(0, CITY_TEXT))?.[1];
    return known ? canonicalCity(known) : null;
  }
  // An address at the end of the resume counts too (the person's block under the last section, decision 635).
  const inAddress =
    addressOnOwnLines(own) ??
    addressOnOwnLines(ownLines(text, sectionOf, othersSection).slice(-TAIL)) ??
    addressOnOwnLines(labelledTail(text, sectionOf));
  if (inAddress) return canonicalCity(inAddress);
  for (const line of own.slice(0, PLACE_LINE_LINES)) {
    const place = cityBeforeCountry(line) ?? cityBeforeCountryItem(line);
    if (place) return place;
  }
  for (const line of own) {
    if (line.length > CITY_LINE_MAX) continue;
    // The city after the name on its line («Александр Барсегян Москва», the name written twice by a text box
    // included) stands as an item of that line; a city in capitals ("SINGAPORE | +65 …") is the same city.
    const item = name && line.startsWith(name) ? line.replaceAll(name, "|") : line;
    const city = cityItem(item) ?? (/\p{Lu}{4}/u.test(item) ? capitalsCity(item) : null);
    if (city) return canonicalCity(city);
  }
  return null;
}

/**
 * A street word of an address in the languages resumes are written in: "Road", "Close", «ул.», "Str.", "utca", "vej".
 * An item holding one is the street, not the town.
 */
const STREET_WORD =
  /(?<![\p{L}])(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|close|court|ct|place|pl|crescent|terrace|gardens|grove|boulevard|blvd|parkway|pkwy|apt|apartment|flat|suite|unit|ул|улица|пр|пр-т|проспект|пер|переулок|бульвар|шоссе|наб|набережная|пл|площадь|мкр|микрорайон|д|дом|кв|str|straße|strasse|gasse|weg|platz|allee|ring|vej|gade|gata|gatan|veien|utca|ulica|ul|al|aleja|rue|avenue|via|viale|piazza|calle|avenida|rua|laan|straat|plein|gracht)(?![\p{L}])\.?/iu;
/** Postcodes around a town's name: "75181 Pforzheim", "Glasgow G3 6AN", "Durham NC 27705-3360", «Москва 123456». */
const POSTCODE_BEFORE_TOWN = /^(?:[A-Z]{1,2}-)?\d{4,6}\s+/u;
const POSTCODE_AFTER_TOWN =
  /\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|(?:[A-Z]{2}\s+)?\d{4,6}(?:-\d{4})?|\d{3}\s\d{2,3}|[A-Z]{2})$/u;
/** An address's items: commas, separators, a dash between spaces, and the break after a house number. */
const ADDRESS_ITEMS = /\s*[,;|•·]\s*|\s+[–—-]\s+|(?<=\s\d{1,5}[a-zA-Z]?(?:[/-]\d{1,4})*)\s+(?=\p{Lu}\p{Ll})/u;
/** An address's label alone on its line or with the address after it. */
const ADDRESS_LABEL_LINE =
  /^\s*(?:postal |residential |home |mailing |current |почтовый |домашний )?(?:address|адрес(?: проживания)?|место жительства)\s*[:—–-]?\s*/iu;

/**
 * The town of a postal address (decision 680): the first item that is a place name — no digits once a postcode
 * before or after it is taken off, no street word, not a country, a state's code or a heading; a country after the
 * town on its item is taken off ("Minsk Belarus"). "234 Station Road, Hayes, Middlesex, UB3 4AN" → Hayes; "al.
 * Dębowa 23, Wroclaw, Poland" → Wroclaw; "Königsberger Str. 4B, 75181 Pforzheim" → Pforzheim; "1609 Sedgefield St
 * Apt D - Durham NC 27705" → Durham; "Budapest, Sóház utca 21-23, 1093" → Budapest. Of several, a known city,
 * then a town beside its postcode, then the first.
 */
export function townOfAddress(address: string): string | null {
  const towns: { town: string; rank: number }[] = [];
  for (const raw of address.split(ADDRESS_ITEMS)) {
    const bare = raw.trim();
    let item = bare.replace(POSTCODE_BEFORE_TOWN, "").replace(POSTCODE_AFTER_TOWN, "").trim();
    const words = item.split(/\s+/u);
    for (let n = Math.min(3, words.length - 1); n >= 1; n--)
      if (countryNames().has(foldCase(words.slice(-n).join(" ")))) {
        item = words.slice(0, -n).join(" ");
        break;
      }
    if (!/^\p{Lu}[\p{L}' -]{2,40}$/u.test(item) || item.split(/\s+/u).length > 3) continue;
    const known = isKnownCity(item);
    // A city-state is a country and a known city ("Singapore 310241"): the city.
    if (STREET_WORD.test(item) || (!known && countryNames().has(foldCase(item))) || headingOf(item)) continue;
    // A known city first ("Blk 241, Kim Keat Link, Singapore 310241": the estate's name is no town), then a town
    // beside its postcode, then the first place name.
    towns.push({ town: item, rank: known ? 0 : item !== bare ? 1 : 2 });
  }
  towns.sort((a, b) => a.rank - b.rank);
  return towns[0]?.town ?? null;
}

/** The last lines of the text, read for an address written at the end. */
const TAIL = 15;

/**
 * The last lines from an address label down, whatever section was read over them (a contact block under the last
 * section: "Address: …" after the education), never a referee's.
 */
function labelledTail(text: string, sectionOf: SectionOf): string[] {
  const lines = text.split("\n");
  const from = Math.max(0, lines.length - TAIL);
  const at = lines.findIndex((line, i) => i >= from && sectionOf(i) !== "references" && ADDRESS_LABEL_LINE.test(line));
  return at === -1 ? [] : lines.slice(at, at + 1 + ADDRESS_LINES);
}
/** How many lines an address runs over below its street line or its label. */
const ADDRESS_LINES = 3;
/** What makes an unlabelled block an address: a postcode, a street word or a country after the town. */
const ADDRESS_MARK = /(?<![\p{L}\d])(?:(?!(?:19|20)\d\d(?!\d))\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})(?![\p{L}\d])/u;
/** A house number: up to four digits and a letter, "16/2/99", "13-15"; a year ("Born 1994", "February 1997") is none. */
const HOUSE = "(?!(?:19|20)\\d\\d(?!\\d))\\d{1,4}[a-zA-Z]?(?:[/-]\\d{1,4})*";

/**
 * The town of the person's postal address on their own lines: after an address label (on its line or below it), or
 * in an unlabelled block of the head that opens with a street and its house number ("20 John Ball Close" / "Rugeley"
 * / "WS15 2NN"; "Giulia Ferrante Solbakkevej 14B" / "1855 Frederiksberg, Danmark"; "Mira 16/2/99 Minsk Belarus").
 */
function addressOnOwnLines(own: readonly string[]): string | null {
  for (let i = 0; i < own.length; i++) {
    // Quote and list marks before the words ("> 1609 Sedgefield St", "• 20 John Ball Close").
    const line = own[i]!.replace(/^[\s>*•·-]+/u, "");
    const label = ADDRESS_LABEL_LINE.exec(line);
    const street = !label && i < PLACE_LINE_LINES ? streetAt(line) : -1;
    if (!label && street < 0) continue;
    const parts = [label ? line.slice(label[0].length) : line.slice(street)];
    for (let k = i + 1; k < Math.min(own.length, i + 1 + ADDRESS_LINES); k++) {
      const next = own[k]!.trim();
      if (next === "" || /[:@]|\d{3}[\s.-]?\d{3}[\s.-]?\d{2}/u.test(next)) break;
      parts.push(next);
    }
    const address = parts.join(", ");
    if (!label && !(ADDRESS_MARK.test(address) || STREET_WORD.test(address) || endsInCountry(address))) continue;
    const town = townOfAddress(address);
    if (town) return town;
  }
  return null;
}

/**
 * A line that is a postal address (decision 765): it opens with a street word and its house number, and holds a
 * postcode or ends in a country ("502-1121 Rue Mistral, Montreal, Quebec H2P 2X7", «ул. Ленина, д. 5, 123456»). Its
 * house number and postcode are no figures of a result. Only a line that opens so: "Managed 1500 Accounts" names no
 * street.
 */
export function postalAddressLine(line: string): boolean {
  const bare = line.replace(/^[\s>*•·-]+/u, "");
  const first = bare.split(/\s*[,|•·]\s*/u)[0] ?? "";
  return STREET_WORD.test(first) && STREET_START.test(first) && (ADDRESS_MARK.test(bare) || endsInCountry(bare));
}

/** An address whose last words name a country ("… Minsk Belarus", "…, Danmark" is none: CLDR's names only). */
function endsInCountry(address: string): boolean {
  const words = address.split(/[\s,]+/u).filter(Boolean);
  for (let n = 1; n <= 3 && n <= words.length; n++)
    if (countryNames().has(foldCase(words.slice(-n).join(" ")))) return true;
  return false;
}

/**
 * Where a street and its house number start on a line, or -1: the line's start when it opens with the number and
 * names a street word ("20 John Ball Close") or opens with a street word and a number («ул. Ленина, д. 5», "al.
 * Dębowa 23"); else the capitalised word before a house number that ends the line's first item ("Giulia Ferrante
 * Solbakkevej 14B") or is followed by the town ("Mira 16/2/99 Minsk Belarus").
 */
const STREET_START = new RegExp(`^\\s*(?:${HOUSE}\\s+\\p{L}|\\p{L}[^\\d]{0,40}${HOUSE}(?![\\d]))`, "u");
const HOUSE_AFTER_STREET = new RegExp(`(?:^|\\s)(\\p{Lu}[\\p{L}.'-]{2,40}\\s${HOUSE})(?=$|\\s\\p{Lu}\\p{Ll})`, "u");
function streetAt(line: string): number {
  const first = line.split(/\s*[,|•·]\s*/u)[0] ?? "";
  if (STREET_WORD.test(first) && STREET_START.test(first)) return 0;
  const house = HOUSE_AFTER_STREET.exec(first);
  return house ? first.indexOf(house[1]!) : -1;
}

/**
 * A known city typed in capitals as an item of its line ("SINGAPORE | +65 …"); a line of several cities ("LONDON |
 * LUXEMBOURG | AMSTERDAM") lists an employer's offices or the places of a career, not where the person lives.
 */
function capitalsCity(line: string): string | null {
  const titled = titleCaseCapitals(line);
  const city = cityItem(titled);
  return city && cityItem(titled.slice(titled.indexOf(city) + city.length)) === null ? city : null;
}

/** Words typed in capitals in title case: "SINGAPORE | +65" → "Singapore | +65". */
function titleCaseCapitals(line: string): string {
  return line.replace(
    /(?<![\p{L}])(\p{Lu})(\p{Lu}{2,})(?![\p{L}])/gu,
    (_, head: string, tail: string) => head + tail.toLowerCase(),
  );
}

/** A field's label opening a line: words up to a colon («Проживает:», «Адрес проживания:», "Location:"). */
const FIELD_LABEL = /^[\p{L}][\p{L} ]{0,30}:\s*/u;

/** The person's own lines looked at for a city beside its country. */
const PLACE_LINE_LINES = 15;

/**
 * A short line naming a country after another capitalised word: «Kharkiv Ukraine», «Алматы, Казахстан», "Lisbon ·
 * Portugal" — a city the list of cities does not know, with its country (moved here from the city criterion: one
 * reader of the city). A person's name before the country («Michael Jordan») is no city.
 */
function cityBeforeCountry(raw: string): string | null {
  // A field's label («Проживает:», «Город:», "Location:", «Адрес:») is never the value: the place is what follows it
  // («Проживает: Испания» names a country and no city).
  const line = raw.trim().replace(FIELD_LABEL, "");
  if (line.length < 5 || line.length > 60 || /@|\d{3}|https?:|www\./u.test(line)) return null;
  const words = line.split(/[\s,·|•/]+|\s[–—-]\s/u).filter(Boolean);
  if (words.length < 2 || words.length > 6) return null;
  const folded = words.map((w) => foldCase(w).replace(/[.;:()]+$/u, ""));
  for (let n = 1; n <= 3 && n < folded.length; n++) {
    if (!countryNames().has(folded.slice(-n).join(" "))) continue;
    const others = words.slice(0, -n).filter((w) => /^\p{Lu}\p{Ll}{2,}/u.test(w));
    if (!others.length || others.length !== words.length - n || others.some((w) => nameShaped(w))) continue;
    // "Winnipeg, Manitoba, Canada": the city is the first part; "Kharkiv Ukraine": the words before the country.
    const first = line.split(/\s*[,·|•/]\s*|\s[–—-]\s/u)[0]!.trim();
    return first && /^\p{Lu}/u.test(first) && first.split(/\s+/u).length < others.length ? first : others.join(" ");
  }
  return null;
}

/**
 * The items of a contact line: between separators, wide gaps or an icon font's glyph between spaces ("+20 … |
 * mail@… | Madinaty, Egypt", "… ½ Ankara, Turkey ¯ linkedin.com/…"; a vulgar fraction is an icon there too).
 */
const CONTACT_ITEM_BREAK = /\s*[|•·▪◆;]\s*|\s{2,}|\s[^\p{L}\p{Nd}\s.,'’()+@:/&-]\s/u;

/**
 * A town the list of cities does not know, with its country, as one item of a contact line beside the phone and the
 * e-mail ("+20 … | name@mail.com | Madinaty, Egypt", «Дананг, Вьетнам (GMT+7)  site.io»): decision 710. An aside
 * in brackets after it (a time zone) is not part of it.
 */
function cityBeforeCountryItem(line: string): string | null {
  if (line.length > CITY_LINE_MAX) return null;
  const items = line.split(CONTACT_ITEM_BREAK);
  if (items.length < 2) return null;
  for (const item of items) {
    const place = cityBeforeCountry(item.replace(/^[^\p{L}]+/u, "").replace(/\s*\([^()]{0,20}\)\s*$/u, ""));
    if (place) return place;
  }
  return null;
}

/**
 * A country standing alone as the person's place on their first lines: an item of a contact line («Вьетнам ·
 * Удалённо») or a residence label's value («Проживает: Испания»). Said instead of «no city» when the person named
 * where they live by country only (decision 710).
 */
export function countryOnly(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, PLACE_LINE_LINES)) {
    if (line.length > CITY_LINE_MAX) continue;
    const labelled = CITY_LABEL.exec(line);
    const items = labelled ? [line.slice(labelled.index + labelled[0].length)] : line.split(CONTACT_ITEM_BREAK);
    for (const item of items) {
      const bare = item.replace(/^[^\p{L}]+|[\s.;:]+$/gu, "");
      if (bare && countryNames().has(foldCase(bare))) return bare;
    }
  }
  return null;
}

/** The first place `read` finds on the lines that is a place: no heading word, work format or country. */
function firstPlace(lines: readonly string[], read: (line: string) => string | null): string | null {
  for (const line of lines) {
    const place = read(line);
    if (place && !headingOf(place) && !WORK_FORMAT_PLACE.test(place) && !countryNames().has(foldCase(place)))
      return place;
  }
  return null;
}

/**
 * The lines of the text outside the sections `others` names, and the lines of the person's contact block wherever a
 * section was read over it (a sidebar's education running on over «г. Москва, ул. …» beside the e-mail): within
 * CONTACT_BLOCK lines of an e-mail.
 */
function ownLines(
  text: string,
  sectionOf: SectionOf | undefined,
  others: (kind: SectionKind | null) => boolean,
): string[] {
  const lines = text.split("\n");
  if (!sectionOf) return lines;
  // In the e-mail's own section and within CONTACT_BLOCK lines of it: the job under a contact line is no part of it.
  const nearMail = (i: number): boolean => {
    for (let j = Math.max(0, i - CONTACT_BLOCK); j <= i + CONTACT_BLOCK && j < lines.length; j++)
      if (lines[j]!.includes("@") && sectionOf(j) === sectionOf(i)) return true;
    return false;
  };
  return lines.filter((_, i) => !others(sectionOf(i)) || nearMail(i));
}
const CONTACT_BLOCK = 2;
/** Sections where a labelled place is someone else's: a job's, a school's, a referee's. */
const PLACE_OF_OTHERS: ReadonlySet<SectionKind> = new Set<SectionKind>(["experience", "education", "references"]);

/** A known city that stands as an item of its line, not inside a phrase ("Cambridge University Computer Science"). */
function cityItem(line: string): string | null {
  for (let from = 0; from < line.length; ) {
    const match = CITY_PATTERN.exec(line.slice(from));
    if (!match) return null;
    const at = from + match.index;
    const end = at + match[0].length;
    const after = line.slice(end);
    if ((ITEM_START.test(line.slice(0, at)) && ITEM_END.test(after)) || POSTCODE_AFTER.test(after))
      return match[1] ?? match[0];
    from = end;
  }
  return null;
}

/**
 * What follows a place's name after its comma: a US state's code or a country ("Ann Arbor, MI, USA", «Алматы,
 * Казахстан», "Lisbon, Portugal"). A person's name is followed by a title, an age or credentials instead.
 */
export function isPlaceTail(after: string): boolean {
  const first = after
    .split(/\s*,\s*/u)[0]!
    .replace(/\s+\d[\d\s-]*$/u, "")
    .trim();
  return US_STATE.test(first) || countryNames().has(foldCase(first));
}
const US_STATE = new RegExp(`^(?:${US_STATES})$`, "u");

/** "Нижний Новгород" or "San Francisco" on a line of its own: two capitalised words that are not a name. */
export function isKnownCity(text: string): boolean {
  const match = CITY_PATTERN.exec(text);
  return match !== null && match[0].length >= text.replace(/[,.\s]+$/u, "").length - 1;
}

function canonicalCity(city: string): string {
  return CITY_CANONICAL[city] ?? city;
}

/**
 * Mailbox names of an organisation's role, not a person (RFC 2142's "Mailbox names for common services, roles and
 * functions", and the role accounts offices and recruiters write): office@, info@, hr@, careers@ …
 */
const ROLE_MAILBOXES: ReadonlySet<string> = new Set([
  // RFC 2142
  "info",
  "marketing",
  "sales",
  "support",
  "abuse",
  "noc",
  "security",
  "postmaster",
  "hostmaster",
  "usenet",
  "news",
  "webmaster",
  "www",
  "uucp",
  "ftp",
  // role accounts of offices and recruiters
  "office",
  "admin",
  "hr",
  "jobs",
  "careers",
  "recruitment",
  "recruiting",
  "enquiries",
  "inquiries",
  "reception",
  "noreply",
  "no-reply",
]);

/**
 * The lines a person's own contacts stand in when no contacts heading is above them: the head of the resume. A role
 * mailbox further down, outside a contacts section, is a letterhead or a footer (a recruiter's "This CV has been
 * provided by …", an employer's address), and so are the phones beside it.
 */
const HEAD_LINES = 15;
/** How far (in lines) an organisation's address reaches over the phones of its letterhead or footer. */
const BLOCK_LINES = 2;
/** "Fax: …", «Факс: …» alone before a number (not «Тел./факс»): a fax is not how a person is called. */
const FAX_ONLY = /(?<![\p{L}/])(?:fax|факс|telefax|телефакс)\.?\s{0,3}[:.]?\s{0,3}$/iu;

type SectionOf = (line: number) => SectionKind | null;

/**
 * Sections about other people and places: a referee's, an employer's or a school's number or address written inside
 * a job, a degree, a publication or a project (a company's switchboard, a publisher's office) comes after the person's
 * own contacts — those of the head, a contacts section or a profile.
 */
const OTHERS_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "references",
  "experience",
  "education",
  "publications",
  "projects",
  "volunteering",
  "courses",
  "achievements",
]);
const othersSection = (kind: SectionKind | null): boolean => kind !== null && OTHERS_SECTIONS.has(kind);

/**
 * A referee's number (decision 780): a phone under a references heading is someone else's — never the person's, even
 * when the person gives none — unless it stands beside the person's e-mail (a sidebar flattened into the references).
 */
function refereesOnly(sectionOf: SectionOf, line: number, personLine: number | null): boolean {
  if (sectionOf(line) !== "references") return false;
  return personLine === null || sectionOf(personLine) !== "references" || Math.abs(line - personLine) > BLOCK_LINES;
}

/** The line an offset is on. */
function lineAt(text: string, offset: number): number {
  let line = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/** Where an address stands in the text: as written, else its local part (a rejoined or cleaned address). */
function emailLine(text: string, email: string): number {
  let at = text.indexOf(email);
  if (at === -1) at = text.indexOf(email.slice(0, email.indexOf("@")));
  return at === -1 ? 0 : lineAt(text, at);
}

/**
 * The person's own contacts first: an organisation's role mailbox outside the head and the phones of its block are
 * not theirs (left out), nor are referees' phones (`refereesOnly`); referees' e-mails and a fax come after the
 * person's. When every phone is in the references as read (a sidebar flattened into them), the one nearest the
 * person's e-mail comes first. Otherwise reading order.
 */
function candidateFirst(
  text: string,
  emails: readonly string[],
  phones: readonly PhoneMatch[],
  sectionOf: SectionOf,
): { emails: string[]; phones: PhoneMatch[] } {
  const emailLines = emails.map((email) => emailLine(text, email));
  const organisation = emails.map((email, i) => {
    const line = emailLines[i]!;
    const mailbox = email.slice(0, email.indexOf("@")).toLowerCase();
    return ROLE_MAILBOXES.has(mailbox) && line >= HEAD_LINES && sectionOf(line) !== "contacts";
  });
  const organisationLines = emailLines.filter((_, i) => organisation[i]);
  const ownEmails = emails
    .map((email, i) => ({ email, later: othersSection(sectionOf(emailLines[i]!)) }))
    .filter((_, i) => !organisation[i]);
  const sortedEmails = [...ownEmails.filter((e) => !e.later), ...ownEmails.filter((e) => e.later)].map((e) => e.email);
  const personLine = sortedEmails.length ? emailLines[emails.indexOf(sortedEmails[0]!)]! : null;

  const located = phones
    .map((phone) => {
      const at = text.indexOf(phone.raw);
      const line = at === -1 ? 0 : lineAt(text, at);
      const before = at === -1 ? "" : text.slice(Math.max(text.lastIndexOf("\n", at) + 1, at - 24), at);
      const later = othersSection(sectionOf(line)) || FAX_ONLY.test(before);
      return { phone, line, later, theirs: organisationLines.some((l) => Math.abs(l - line) <= BLOCK_LINES) };
    })
    .filter((p) => !p.theirs && !refereesOnly(sectionOf, p.line, personLine));
  const own = located.filter((p) => !p.later);
  const later = located.filter((p) => p.later);
  if (own.length === 0 && personLine !== null) {
    later.sort((a, b) => Math.abs(a.line - personLine) - Math.abs(b.line - personLine));
  }
  return { emails: sortedEmails, phones: [...own, ...later].map((p) => p.phone) };
}

/** `sectionOf` tells the section of a line (text.split("\n")); without it the contacts stay in reading order. */
export function extractContacts(text: string, sectionOf?: SectionOf, name: string | null = null): Contacts {
  // "ivan @ mail.ru", "ivan@gmail .com": PDF extraction splits some addresses.
  const rejoined = rejoinSplitEmails(text);
  // "@name@server" is a fediverse profile, never the person's e-mail.
  const written = findEmails(rejoined).filter((email) => !isFediverseHandle(rejoined, email));
  // A template's address ("yourname@domain.com") stays an address of the text, after the person's own ones.
  const found = [...written.filter((e) => !isPlaceholderEmail(e)), ...written.filter(isPlaceholderEmail)];
  // A number no one has ("+7 (000) 000-00-00", "(555) 555-5555") is a template's placeholder, not a phone.
  const numbers = findPhones(text);
  const phones = numbers.filter((phone) => !isPlaceholderNumber(phone));
  const ordered = sectionOf ? candidateFirst(text, found, phones, sectionOf) : { emails: found, phones };
  const links = findLinks(text);
  const telegramHandle = findTelegramHandle(text, ordered.emails);
  return {
    emails: ordered.emails,
    phones: ordered.phones,
    placeholderPhone: findPlaceholderPhone(text) ?? numbers.find(isPlaceholderNumber)?.raw ?? null,
    city: findCity(text, sectionOf, name),
    links,
    telegramHandle,
  };
}
