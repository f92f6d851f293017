/**
 * The person's own market, as the reading has it: the country of their city, else of their phone's country code.
 * Advice and examples follow it (a phone example with the country's code, hh.ru and roubles only where they are
 * used); when the reading has neither, nothing market-specific is said (docs/decisions/325-writer-market-and-meaning.md).
 */
import { adviceMarket } from "../audience";
import type { CandidateProfile } from "../profile";
import type { ResumeFacts } from "../types";

export type Country =
  | "ru"
  | "by"
  | "kz"
  | "kg"
  | "uz"
  | "ua"
  | "am"
  | "ge"
  | "us"
  | "gb"
  | "il"
  | "sg"
  | "de"
  | "other";

/** Cities the reading may report, lower-cased, to their country (Russia is the default only for Russian cities). */
const CITY_COUNTRY: Record<string, Country> = {};
const CITIES: [Country, string][] = [
  ["by", "минск,minsk,гомель,брест,гродно,витебск,могилёв,могилев,бобруйск,барановичи"],
  [
    "kz",
    "алматы,алма-ата,almaty,астана,нур-султан,astana,шымкент,караганда,актобе,атырау,актау,павлодар,усть-каменогорск,костанай",
  ],
  ["kg", "бишкек,bishkek,ош"],
  ["uz", "ташкент,tashkent,самарканд"],
  ["ua", "киев,київ,kyiv,kiev,харьков,одесса,днепр,львов,запорожье"],
  ["am", "ереван,yerevan"],
  ["ge", "тбилиси,tbilisi,батуми"],
  ["il", "тель-авив,tel aviv,хайфа,haifa,иерусалим,jerusalem"],
  ["sg", "сингапур,singapore"],
  ["gb", "лондон,london,manchester"],
  ["de", "берлин,berlin,мюнхен,munich"],
  [
    "us",
    "new york,нью-йорк,san francisco,los angeles,chicago,seattle,boston,austin,houston,dallas,miami,atlanta,denver,philadelphia,washington",
  ],
  [
    "ru",
    "москва,moscow,санкт-петербург,петербург,saint petersburg,st. petersburg,новосибирск,екатеринбург,казань,нижний новгород,челябинск,самара,омск,ростов-на-дону,уфа,красноярск,воронеж,пермь,волгоград,краснодар,саратов,тюмень,тольятти,ижевск,барнаул,ульяновск,иркутск,хабаровск,ярославль,владивосток,махачкала,томск,оренбург,кемерово,новокузнецк,рязань,астрахань,пенза,липецк,киров,чебоксары,тула,калининград,курск,ставрополь,сочи,тверь,белгород,архангельск,владимир,смоленск,мурманск,калуга",
  ],
];
for (const [country, list] of CITIES) for (const city of list.split(",")) CITY_COUNTRY[city] = country;

/** Country codes by the digits a phone starts with, longest first. */
const PHONE_CODES: [string, Country][] = [
  ["375", "by"],
  ["996", "kg"],
  ["998", "uz"],
  ["380", "ua"],
  ["374", "am"],
  ["995", "ge"],
  ["972", "il"],
  ["65", "sg"],
  ["44", "gb"],
  ["49", "de"],
  ["1", "us"],
];

export interface Market {
  country: Country | null;
  /** The person's city as the reading has it, for examples («офис или гибрид в Казани» is not written: the city is quoted as a label). */
  city: string | null;
}

export function marketOf(facts: ResumeFacts): Market {
  const city = facts.contacts.city?.trim() || null;
  const byCity = city ? cityCountry(city) : null;
  return { country: byCity ?? phoneCountry(facts), city };
}

const COUNTRY_NAMES: [RegExp, Country][] = [
  [/беларус|белорус|belarus/iu, "by"],
  [/казахстан|kazakhstan/iu, "kz"],
  [/кыргызстан|киргизи|kyrgyz/iu, "kg"],
  [/узбекистан|uzbekistan/iu, "uz"],
  [/украин|ukrain/iu, "ua"],
  [/армени|armenia/iu, "am"],
  [/грузи|georgia/iu, "ge"],
  [/израил|israel/iu, "il"],
  [/сингапур|singapore/iu, "sg"],
  [/великобритан|united kingdom|\buk\b|england/iu, "gb"],
  [/германи|germany/iu, "de"],
  [/\bсша\b|\busa\b|united states|,\s?[A-Z]{2}$/u, "us"],
  [/росси|russia/iu, "ru"],
];

function cityCountry(city: string): Country | null {
  const lower = city.toLowerCase();
  const first = lower.split(",")[0]?.trim() ?? lower;
  const known = CITY_COUNTRY[lower] ?? CITY_COUNTRY[first];
  if (known) return known;
  for (const [pattern, country] of COUNTRY_NAMES) if (pattern.test(city)) return country;
  return null;
}

function phoneCountry(facts: ResumeFacts): Country | null {
  const phone = facts.contacts.phones[0];
  if (!phone) return null;
  const digits = phone.digits;
  if (phone.kind === "ru" || /^[78]\d{10}$/u.test(digits)) {
    // +7 7xx is Kazakhstan's numbering; +7 9xx, 3xx, 4xx, 8xx are Russia's.
    return /^[78]7\d{9}$/u.test(digits) ? "kz" : "ru";
  }
  if (!phone.raw.trim().startsWith("+")) return null;
  for (const [code, country] of PHONE_CODES) if (digits.startsWith(code)) return country;
  return "other";
}

/** An example phone in the country's own format, marked as a template; without a country, a neutral template. */
export function examplePhone(market: Market): string {
  const sample: Partial<Record<Country, string>> = {
    ru: "+7 9XX XXX-XX-XX",
    kz: "+7 7XX XXX-XX-XX",
    by: "+375 XX XXX-XX-XX",
    kg: "+996 XXX XXX XXX",
    uz: "+998 XX XXX-XX-XX",
    ua: "+380 XX XXX-XX-XX",
    am: "+374 XX XXX-XXX",
    ge: "+995 XXX XXX-XXX",
    il: "+972 5X XXX-XXXX",
    sg: "+65 XXXX XXXX",
    gb: "+44 7XXX XXXXXX",
    de: "+49 1XX XXXXXXX",
    us: "+1 XXX XXX-XXXX",
  };
  const shape = market.country ? sample[market.country] : undefined;
  if (shape) return `«${shape}» (шаблон: X — твои цифры)`;
  // The blanks are the report's own words in either language (decision 510): no English instruction in the prose.
  return "«+[код страны] [номер]» (шаблон: код твоей страны и номер)";
}

/**
 * The job site where recruiters of the person's country search, by HeadHunter's own country sites: hh.ru (Russia),
 * rabota.by (Belarus), hh.kz (Kazakhstan), hh.uz (Uzbekistan). Elsewhere, and when the country is unknown, no site is
 * named: advice that names hh.ru to someone in Bishkek or Tel Aviv is advice for somebody else (decisions 325, 410).
 */
const JOB_BOARD: Partial<Record<Country, string>> = { ru: "hh.ru", by: "rabota.by", kz: "hh.kz", uz: "hh.uz" };

export function jobBoard(market: Market): string | null {
  return market.country ? (JOB_BOARD[market.country] ?? null) : null;
}

/**
 * The job site named to this person: their country's (`jobBoard`), and only when the reader's market is the
 * Russian-speaking one those sites serve (audience.ts `adviceMarket`, decision 790) — a Muscovite looking for work in
 * Berlin, or an English CV the reader placed in Russia by a city's name alone, is not sent to hh.ru.
 */
export function boardFor(facts: ResumeFacts, candidate: CandidateProfile | null | undefined): string | null {
  return adviceMarket(candidate) === "ru" ? jobBoard(marketOf(facts)) : null;
}

const CURRENCY: Partial<Record<Country, string>> = {
  ru: "₽",
  by: "BYN",
  kz: "₸",
  kg: "сом",
  uz: "сум",
  ua: "грн",
  am: "драм",
  ge: "лари",
  il: "₪",
  sg: "SGD",
  gb: "£",
  de: "€",
  us: "$",
};

export function currencyOf(market: Market): string | null {
  return market.country ? (CURRENCY[market.country] ?? null) : null;
}
