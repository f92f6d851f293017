/** Contacts: can a recruiter reach the candidate in one click? */

import { SUBDIVISION_CODES } from "../../knowledge/subdivisions";
import { isPlaceholderEmail } from "../../recognisers";
import { countryOnly } from "../contacts";
import { frownedWord } from "../evidence";
import { nameShaped } from "../name-shape";
import { isCommonWord } from "../spelling";
import { boardFor, examplePhone, marketOf } from "./region";
import { advises, byLang, type Criterion, type CriterionContext, isItProfile, quote, textOf } from "./types";

/** The profiles whose work is code a recruiter opens on GitHub. */
const CODE_ON_GITHUB: ReadonlySet<string> = new Set([
  "frontend",
  "backend",
  "systems",
  "mobile",
  "devops",
  "data",
  "qa",
]);

const CATEGORY = "Контакты";
/** A phone-shaped run of zeros: "000-00-0000", "(000) 000-0000", "+7 000 000-00-00". */
/** Ten to twelve digits in groups, as phones are written anywhere: not a date range, not a year. */
const PHONE_LIKE = /(?<![\d./-])(?:\+?\d{1,3}[\s-]?)?\(?\d{3}\)?[\s-]\d{2,3}[\s-]\d{2}[\s-]\d{2}(?![\d./])/u;
const ZERO_PHONE = /(?<!\d)(?:\+\d{1,3}[\s-]?)?\(?0{3}\)?[\s.-]?0{2,3}[\s.-]?0{2,4}(?:[\s.-]?0{2})?(?!\d)/u;

/** A profile named with its handle but no address: "GitHub: kvasnikov", "Telegram: @nick", "LinkedIn - ivan-p". */
const NAMED_PROFILE =
  /(?<![\p{L}])(github|gitlab|behance|dribbble|linkedin|kaggle|telegram|телеграм|tg)\s*[:—–-]\s*(@?[a-z0-9][a-z0-9_.-]{1,38})(?![\p{L}\d/.])/giu;
/** A line that is only a link's words ("portfolio site", «Портфолио»): the address was a hyperlink behind them. */
const LINK_WORDS =
  /^\s*(?:my\s|personal\s|мое\s|моё\s)?(?:portfolio|портфолио|github|gitlab|linkedin|behance|dribbble|website|web site|сайт|блог|blog)(?:\s(?:site|page|profile|сайт|профиль))?\s*$/iu;
/** Messengers written beside a phone number: «+7 916 … (WhatsApp/Telegram/звонки)». */
const MESSENGER_WORD = /(?<![\p{L}])(telegram|телеграм|whatsapp|ватсап|вотсап|viber|вайбер)(?![\p{L}])/iu;
/** The phone's own line: a run of seven digits or more in groups. */
const PHONE_DIGITS = /\d[\d\s()-]{6,}\d/u;

/** Profiles the text names by handle only, and link words whose address hid behind them: searched before «нет». */
function unlinkedProfiles(ctx: CriterionContext): {
  named: string[];
  hidden: string[];
  kinds: Set<string>;
} {
  const named: string[] = [];
  const hidden: string[] = [];
  const kinds = new Set<string>();
  for (const line of textOf(ctx).lines.slice(0, 40)) {
    const matches = [...line.matchAll(NAMED_PROFILE)];
    for (const [, site, handle] of matches) {
      named.push(`${site}: ${handle}`);
      kinds.add(site!.toLowerCase());
    }
    if (!matches.length && LINK_WORDS.test(line)) hidden.push(line.trim());
  }
  return { named, hidden, kinds };
}

/**
 * What makes an address's local part a nickname rather than a name: digits alone, or a single digit between two
 * words ("with7god", "ice4you") as nicknames are written. A year or a number after a name ("ivanov1987") is common
 * and passes.
 */
function oddHandle(local: string, name: string | null): string | null {
  const handle = local.toLowerCase();
  if (/^\d+$/u.test(handle)) return "в нём одни цифры";
  if (/[a-z]{2,}\d[a-z]{2,}/u.test(handle) && !/\d{2}/u.test(handle)) return "цифра посреди слов, как в нике";
  return nicknameWithYear(handle, name) ? "ник с годом или числом, а не имя и фамилия" : null;
}

/** A Cyrillic letter as Russian passports write it in Latin (ICAO Doc 9303), enough to tell a name in an address. */
const PASSPORT_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  "а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:i к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ:ie ы:y ь: э:e ю:iu я:ia"
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** A name's word in Latin letters: as written, or transliterated from Cyrillic; its first four letters. */
function nameStem(word: string): string {
  const lower = word.toLowerCase();
  const latin = [...lower].map((c) => PASSPORT_LATIN[c] ?? c).join("");
  return latin.replace(/[^a-z]/gu, "").slice(0, 4);
}

/**
 * A nickname with a year or a number ("shadowhunter85", "sunny_1990"): letters then two or four digits, where the
 * letters are neither initials (three letters or fewer) nor the person's name or surname (the reading's name, in
 * Latin by the passport rules: «Петров» → "petr") nor a given name; without a name read, only letters the English
 * dictionary lists whole (a word, not a name) are a nickname. "ivanov1987" passes; "dragon1985" does not (decision 600).
 */
function nicknameWithYear(handle: string, name: string | null): boolean {
  const match = /^([a-z]+)[._-]?(\d{2}|\d{4})$/u.exec(handle);
  if (!match) return false;
  const letters = match[1]!;
  if (letters.length <= 3 || nameShaped(letters.charAt(0).toUpperCase() + letters.slice(1))) return false;
  const stems = (name ?? "")
    .split(/[\s.-]+/u)
    .filter((w) => w.length >= 3)
    .map(nameStem)
    .filter((stem) => stem.length >= 3);
  if (stems.some((stem) => letters.includes(stem))) return false;
  return name !== null && stems.length > 0 ? true : isCommonWord(letters);
}

/**
 * A link inside one company's network: an intranet or corporate host name, a private address, a server program's
 * path (".dll", ".asp" behind a redirector), a SharePoint site, a file path.
 */
const INTERNAL_LINK =
  /^(?:https?:\/\/)?(?:[^/\s]*[.-])?(?:intranet|intra|internal|corp|corporate|portal-int)[.-]|^(?:https?:\/\/)?[^/\s]+\.(?:local|corp|internal|lan|intra)(?:[:/]|$)|^(?:https?:\/\/)?(?:localhost|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+)(?:[:/]|$)|\.dll(?:[/?]|$)|sharepoint\.com\/(?:sites|personal|teams)\/|^file:|^[a-z]:\\/iu;

/**
 * A postal or home address label: «Адрес:», "POSTAL ADDRESS:", "Residential address -", or the label in a column of
 * its own beside the address ("Address Budapest, … utca 13-15", decision 635).
 */
const ADDRESS_LABEL =
  /^\s*(?:postal |residential |home |mailing |почтовый |домашний )?(?:address|адрес|место жительства)(?:\s*[:—–-]|\s+(?=\p{Lu}))\s*(.*)$/iu;

/** A place label with the place after it: "Place: Mumbai", "Location - Berlin", «Город: Казань», "Based in Leeds". */
const PLACE_LABEL =
  /^\s*(?:(?:[Pp]lace|[Ll]ocation|[Cc]ity|[Cc]urrent [Ll]ocation|[Rr]esidence|PLACE|LOCATION|CITY|[Гг]ород|ГОРОД|[Мм]есто проживания|[Пп]роживание|[Мм]естонахождение)\s*[:—–-]|[Bb]ased in)\s*(\p{Lu}[\p{L}' .-]{2,40}(?:,\s*\p{Lu}[\p{L}' .-]{2,30})?)\s*$/u;
/** A street line: a house number with a street word (English or Russian), as an address block starts. */
const STREET_LINE =
  /^\s*(?:\d+[a-z]?\s+(?:\p{L}+\s){0,3}(?:close|street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|court|ct|place|crescent|terrace|gardens|grove|boulevard|blvd)\.?|(?:ул|улица|пр-т|проспект|пер|переулок|бульвар|шоссе)\.?\s+\p{L}[^\n]{0,40}\d)(?![\p{L}])/iu;
/** A postcode: British ("WS15 2NN", "WS152NN"), American ("MA 02139"), Russian (six digits beside a place word). */
const POSTCODE =
  /(?<![\p{L}\d])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]{2}\s\d{5}(?:-\d{4})?)(?![\p{L}\d])|(?<!\d)\d{6}(?!\d)[,\s]+(?:г\.|город|\p{Lu}\p{Ll}{2,})/u;
const ADDRESS_BLOCK_LINES = 15;

/**
 * An address written without its label in the header: a street line, then lines of place words down to a postcode
 * ("20 John Ball Close / Rugeley / Staffordshire / WS152NN"). The lines are the address; one of them names the town.
 */
function unlabelledAddress(lines: readonly string[]): string | null {
  return addressBlock(lines.slice(0, ADDRESS_BLOCK_LINES)) ?? addressBlock(lines.slice(-ADDRESS_BLOCK_LINES));
}

/** Quote and list marks before a line's words ("> 1609 Sedgefield St", "• 20 John Ball Close"). */
const LEADING_MARKS = /^[\s>*•·-]+/u;

/**
 * The address block among these lines (the header's, or the last ones: an address at the bottom, decision 635):
 * a street line and the place lines after it.
 */
function addressBlock(top: readonly string[]): string | null {
  for (let i = 0; i < top.length; i++) {
    const street = top[i]!.replace(LEADING_MARKS, "");
    if (!STREET_LINE.test(street)) continue;
    // A street line with its postcode holds the town between them ("… Apt D - Durham NC 27705").
    if (POSTCODE.test(street) && /\p{Lu}\p{Ll}{2,}/u.test(street.replace(STREET_LINE, "")))
      return street.trim().slice(0, 90);
    const parts = [street.trim()];
    for (let k = i + 1; k < Math.min(top.length, i + 5); k++) {
      const line = top[k]!.trim();
      if (line === "" || /@|\+?\d[\d\s()-]{7,}$/u.test(line)) break;
      parts.push(line);
      if (POSTCODE.test(line)) break;
    }
    // A town is a word beside the street: one more line of letters, or the street line's own words after a comma.
    if (parts.length >= 2 || /,\s*\p{Lu}\p{L}{2,}/u.test(parts[0]!)) return parts.join(", ").slice(0, 90);
  }
  return null;
}

/** A town and its state's or province's code, as an address writes them: "Calgary, AB", "Durham NC 27705". */
const TOWN_AND_CODE = /(?<![\p{L}])(\p{Lu}\p{Ll}{2,}(?:[ -]\p{Lu}\p{Ll}+){0,2}),?\s([A-Z]{2,3})(?![\p{L}])/gu;
/** Header lines read for a town beside the contacts (the name's line, the first, is not one of them). */
const HEADER_LINES = 6;

/**
 * "Calgary, AB" on a header line, beside the e-mail and the phone (decision 635): a capitalised place and the ISO
 * 3166-2 code of a US, Canadian or Australian state after it (knowledge/subdivisions.ts). Returns "Calgary, AB".
 */
function townWithSubdivision(lines: readonly string[]): string | null {
  // On a line with a contact, or alone below the name: "Jane Doe, MD" is a name with a degree, not a town.
  const header = lines
    .slice(1, HEADER_LINES)
    .filter((l) => /@|\d{3}[\s.-]?\d{3}/u.test(l) || l.trim().split(/\s+/u).length <= 3);
  for (const line of header)
    for (const match of line.matchAll(TOWN_AND_CODE))
      if (SUBDIVISION_CODES.has(match[2]!)) return `${match[1]}, ${match[2]}`;
  return null;
}

/** A Markdown link or an HTML href whose target has no scheme and is no anchor: a path inside a repository. */
const RELATIVE_LINK =
  /\]\((?![a-z][a-z\d+.-]*:|#|www\.|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/|\)))((?:\.{0,2}\/)?[^\s)]*[/.][^\s)]*)\)|href=["'](?![a-z][a-z\d+.-]*:|#|www\.)([^"'\s]+)["']/iu;

/** A place named under a label anywhere in the text ("Place: Mumbai" at the end of a declaration). */
function labelledPlace(lines: readonly string[]): string | null {
  for (const line of lines) {
    const place = PLACE_LABEL.exec(line);
    if (place?.[1] && !/\d/u.test(place[1])) return place[1].trim();
  }
  return null;
}

/** The address under its label, with the lines that continue it (up to a blank line or another label), joined. */
function postalAddress(ctx: CriterionContext): string | null {
  const all = textOf(ctx).lines;
  // The header and the end: where an address is written (an address at the bottom, decision 635).
  const lines = all.length > 75 ? [...all.slice(0, 60), "", ...all.slice(-15)] : all;
  for (let i = 0; i < lines.length; i++) {
    const label = ADDRESS_LABEL.exec(lines[i]!);
    if (!label) continue;
    const parts = [label[1]!.trim()];
    // An address written whole on its label's line ("Address Budapest, … utca 13-15, 1053") has no continuation.
    const whole = /^\p{Lu}\p{L}{2,}[^,]*,.*\d/u.test(parts[0]!);
    for (let k = i + 1; k < Math.min(lines.length, whole ? i + 1 : i + 5); k++) {
      const line = lines[k]!.trim();
      if (line === "" || /:/u.test(line)) break;
      parts.push(line);
    }
    const address = parts.filter((p) => p !== "").join(", ");
    // Words beside the street number: a city is a word, not only a postcode; on one line, a place before a comma.
    const partCount = parts.filter((p) => p !== "").length;
    if (/\p{L}{3}/u.test(address) && (partCount >= 2 || /^\p{Lu}\p{L}{2,}[^,]*,/u.test(address)))
      return address.slice(0, 90);
  }
  return null;
}

/** The text outside the references: a referee's number is never the person's own, however written (decision 780). */
function textOutsideReferences(ctx: CriterionContext): string {
  const references = ctx.facts.sections.filter((s) => s.kind === "references");
  const { lines, text } = textOf(ctx);
  if (references.length === 0) return text;
  return lines.map((line, i) => (references.some((s) => s.line <= i && i < s.endLine) ? "" : line)).join("\n");
}

export const contactCriteria: readonly Criterion[] = [
  {
    id: "contacts.email",
    title: "E-mail указан",
    category: CATEGORY,
    weight: 4,
    description: "В резюме есть адрес электронной почты.",
    evaluate: ({ facts }) =>
      // The reader puts a template's address ("yourname@domain.com") after the person's own: first, it is the only kind.
      facts.contacts.emails[0] && isPlaceholderEmail(facts.contacts.emails[0])
        ? {
            score: 0,
            finding: `Вместо e-mail — заглушка шаблона: «${facts.contacts.emails[0]}».`,
            fix: "Впиши свой настоящий адрес, лучше из имени и фамилии: по заглушке с тобой не свяжутся, а рекрутер решит, что резюме не дописано.",
          }
        : facts.contacts.emails.length > 0
          ? { score: 1, finding: `E-mail указан: ${facts.contacts.emails[0]}.` }
          : {
              score: 0,
              finding: "В тексте резюме не нашлось e-mail.",
              fix: `Добавь e-mail обычным текстом в шапку рядом с именем (адрес за иконкой или в колонтитуле поиск по резюме не видит) — лучше из имени и фамилии, по шаблону «[имя].[фамилия]@[почта]». Без почты рекрутер не сможет прислать приглашение или тестовое задание.`,
            },
  },
  {
    id: "contacts.email_professional",
    title: "Деловой адрес почты",
    category: CATEGORY,
    weight: 1,
    description: "Адрес почты выглядит по-деловому: имя и фамилия, без шуточных слов.",
    evaluate: ({ facts }) => {
      const email = facts.contacts.emails[0];
      if (!email || isPlaceholderEmail(email)) return null;
      const local = email.split("@")[0] ?? "";
      // Numbers alone, or a nickname's digit between words ("with7god"), say nothing of who writes (decision 515).
      const odd = oddHandle(local, facts.name);
      if (odd)
        return {
          score: 0.5,
          finding: `Адрес ${email} похож на ник, а не на деловой адрес: ${odd}.`,
          fix: "Для откликов заведи адрес из имени и фамилии (шаблон: «[имя].[фамилия]@[почта]») — рекрутер увидит, от кого письмо, ещё до того, как откроет его.",
        };
      // Whole parts of the address ("ivan.photo" is not "hot"), the strongest words anywhere (evidence.ts).
      return frownedWord(local)
        ? {
            score: 0.3,
            finding: `Адрес ${email} выглядит несерьёзно для делового письма.`,
            fix: "Заведи отдельный адрес из имени и фамилии (шаблон: «[имя].[фамилия]@[почта]») и укажи его в резюме.",
          }
        : { score: 1, finding: "Адрес почты нейтральный и деловой." };
    },
  },
  {
    id: "contacts.phone",
    title: "Телефон в удобном формате",
    category: CATEGORY,
    weight: 4,
    description: "Есть номер телефона, лучше в международном формате (+7 …).",
    evaluate: (ctx) => {
      const { facts } = ctx;
      const phone = facts.contacts.phones[0];
      // Searched before "not found" is said: a number of zeros ("000-00-0000") is a template's, not a missing one.
      const placeholder =
        facts.contacts.placeholderPhone ?? (phone ? null : (ZERO_PHONE.exec(textOf(ctx).text)?.[0] ?? null));
      if (!phone && placeholder) {
        return {
          score: 0,
          finding: `Вместо телефона — заглушка из шаблона: «${placeholder}».`,
          fix: `Впиши свой настоящий номер в международном формате: ${examplePhone(marketOf(facts))}. С номером-заглушкой рекрутер не сможет позвонить.`,
        };
      }
      // A number in a format the reader does not know ("068 900 72 15") is a phone written unusually, not none.
      const own = phone ? "" : textOutsideReferences(ctx);
      const phoneLike = phone ? null : (PHONE_LIKE.exec(own)?.[0]?.trim() ?? internationalPhone(own));
      if (!phone && phoneLike) {
        return {
          score: 0.6,
          claims: [{ topic: "phone", holds: true }],
          finding: `Телефон, похоже, есть («${phoneLike}»), но записан в формате, который поиск по резюме может не распознать.`,
          fix: `Запиши номер в международном формате, с кодом страны: ${examplePhone(marketOf(facts))}.`,
        };
      }
      if (!phone) {
        return {
          score: 0,
          claims: [{ topic: "phone", holds: false }],
          // Said after the whole text was searched in every format; what a text search cannot see is said too.
          finding: "Телефон не найден: в тексте резюме нет номера ни в одном формате.",
          fix: `Добавь номер в шапку обычным текстом в международном формате: ${examplePhone(marketOf(facts))}. Если он у тебя в колонтитуле, на картинке или за иконкой, ни поиск по резюме, ни ATS его не видят. Многие рекрутеры сначала звонят, и без номера ты выпадаешь из первого круга.`,
        };
      }
      if (phone.raw.startsWith("8")) {
        return {
          score: 0.85,
          finding: `Телефон указан (${shownPhone(phone.raw, phone.digits)}), но с «8» в начале.`,
          fix: `Запиши номер через +7: «+7 ${phone.digits.slice(1, 4)} ${phone.digits.slice(4, 7)}-${phone.digits.slice(7, 9)}-${phone.digits.slice(9)}» — так он одинаково набирается из любой страны и из мессенджеров.`,
        };
      }
      return { score: 1, finding: `Телефон указан: ${shownPhone(phone.raw, phone.digits)}.` };
    },
  },
  {
    id: "contacts.city",
    title: "Город и формат работы",
    category: CATEGORY,
    weight: 2,
    description: "Указан город проживания: по нему фильтруют кандидатов.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (facts.contacts.city) return { score: 1, finding: `Город указан: ${facts.contacts.city}.` };
      // No absence without a search: a postal address holds the city, only not on a line of its own.
      // Remote work is advice for desk work only: a shop manager or a cook is hired where they live (decision 510).
      const remote = advises(ctx, "remote");
      const place = labelledPlace(textOf(ctx).lines);
      if (place)
        return {
          score: 0.8,
          finding: `Город указан (${quote([place])}), но не в шапке.`,
          fix: remote
            ? byLang(
                facts.language,
                "Перенеси город в шапку рядом с контактами и добавь готовность к переезду или удалёнке.",
                "Перенеси «City, Country» в шапку рядом с контактами и добавь формат работы (open to remote / relocation).",
              )
            : "Перенеси город в шапку рядом с контактами: по нему работодатели фильтруют кандидатов.",
        };
      const address =
        postalAddress(ctx) ?? unlabelledAddress(textOf(ctx).lines) ?? townWithSubdivision(textOf(ctx).lines);
      if (address)
        return {
          score: 0.8,
          finding: `Город, похоже, есть в адресе (${quote([address])}), но не выделен отдельно.`,
          fix: remote
            ? "Полный почтовый адрес не нужен: оставь в шапке город и готовность к переезду или удалёнке."
            : "Полный почтовый адрес не нужен: оставь в шапке город (и район, если это важно для работы).",
        };
      const country = countryOnly(textOf(ctx).lines);
      if (country)
        return {
          score: 0.6,
          finding: `Указана страна (${quote([country])}), но не город.`,
          fix: `Допиши город перед страной: «${byLang(facts.language, "[город]", "[City]")}, ${country}» (шаблон) — по городу работодатели фильтруют кандидатов.`,
        };
      // Said after the head, the contacts, labels and addresses were searched: what was looked for, and how to write
      // it so that a reader (and an ATS) finds it — never a bare «нет» (decision 710).
      return {
        score: 0.3,
        finding: "Не нашли город проживания ни в шапке, ни в контактах, ни в адресе.",
        fix: remote
          ? byLang(
              facts.language,
              "Добавь в шапку город и готовность к переезду или удалёнке: «[твой город], готов к удалённой работе и переезду» (шаблон).",
              "Добавь в шапку город и страну, а рядом — готов ли ты к удалённой работе или переезду (по-английски это пишут как «City, Country · open to remote»).",
            )
          : byLang(
              facts.language,
              "Добавь в шапку город, где живёшь и готов работать, отдельным пунктом строки контактов («Город, Страна»): по нему работодатели фильтруют кандидатов.",
              "Добавь в шапку город, где живёшь и готов работать, отдельным пунктом строки контактов («City, Country»): по нему работодатели фильтруют кандидатов.",
            ),
      };
    },
  },
  {
    id: "contacts.links",
    title: "Ссылки на профиль и работы",
    category: CATEGORY,
    weight: 2,
    description: "Есть ссылки, подтверждающие опыт: GitHub, портфолио, LinkedIn, hh.ru.",
    audience: () => "links",
    evaluate: (ctx) => {
      const { facts } = ctx;
      const links = facts.contacts.links.filter((l) => l.valid);
      const kinds = new Set(links.map((l) => l.kind));
      // GitHub is where code is shown: a 1C developer's or an analyst's work is not there (reviews 375/425), and
      // their link is the job board's or LinkedIn's, as for everyone else (decision 440).
      const it = isItProfile(facts) && CODE_ON_GITHUB.has(facts.profile?.id ?? "");
      const design = facts.profile?.id === "design";
      const wanted = design ? "portfolio" : it ? "github" : "linkedin";
      // No absence without a search: a profile named by its handle is a link written without its address, and a
      // line of link words alone ("portfolio site") had its address behind it in the file.
      const unlinked = unlinkedProfiles(ctx);
      const serves = (has: ReadonlySet<string>): boolean =>
        has.has(wanted) || (it && has.has("portfolio")) || (!it && !design && (has.has("hh") || has.has("portfolio")));
      const shown = links.filter((l) => l.behind === undefined);
      if (serves(new Set(shown.map((l) => l.kind))))
        return { score: 1, finding: `Есть ссылки: ${quote(shown.map((l) => l.url))}.` };
      // A hyperlink behind words is a link given (decision 610): found in the file, but its address is not in the
      // text a recruiter copies or an ATS reads.
      if (serves(kinds)) {
        const behind = links.filter((l) => l.behind !== undefined);
        const words = behind.map((l) => l.behind).filter((w): w is string => Boolean(w));
        return {
          score: 0.9,
          finding: words.length
            ? `Ссылки есть (${quote(
                behind.map((l) => l.url),
                2,
              )}), но адреса в тексте не видно: они спрятаны за словами ${quote(words, 2)}.`
            : `Ссылки есть (${quote(
                behind.map((l) => l.url),
                2,
              )}), но адреса в тексте не видно: они спрятаны за значками.`,
          fix: "Напиши адреса ссылок текстом рядом со словами (например, github.com/[ник]): гиперссылку за словом теряют ATS, копирование текста и распечатка.",
        };
      }
      // In an English resume LinkedIn is the messenger criterion's advice (contacts.messenger): said once, not twice.
      if (wanted === "linkedin" && facts.language === "en") return null;
      const advice = design
        ? "Добавь ссылку на портфолио (Behance, Dribbble или свой сайт) с 3–5 лучшими кейсами."
        : it
          ? "Добавь ссылку на GitHub с 1–2 аккуратными проектами (README, инструкция запуска) — это лучше любого списка технологий."
          : byLang(
              facts.language,
              linksAdvice(boardFor(facts, ctx.candidate)),
              "Добавь ссылку на профиль LinkedIn (шаблон: linkedin.com/in/[имя-фамилия]).",
            );
      const main = unlinked.kinds.has(wanted);
      if (main || (!links.length && unlinked.named.length)) {
        return {
          score: main ? 0.9 : 0.7,
          finding: main
            ? `Профиль указан именем, без адреса: ${quote(
                [...unlinked.named].sort(
                  (a, b) => Number(!a.toLowerCase().startsWith(wanted)) - Number(!b.toLowerCase().startsWith(wanted)),
                ),
                2,
              )}.`
            : `Профиль указан именем, без адреса (${quote(unlinked.named, 2)}), но нет главной ссылки для твоей сферы.`,
          fix: main
            ? "Напиши полный адрес профиля (например, github.com/[ник]) — по нему перейдут в один клик из любого файла."
            : advice,
        };
      }
      if (!links.length && unlinked.hidden.length)
        return {
          score: 0.6,
          finding: `Адреса ссылок в тексте не видно: похоже, ссылка спрятана за словами ${quote(unlinked.hidden, 2)}.`,
          fix: "Напиши адрес ссылки текстом (например, github.com/[ник]): гиперссылку за словом теряют ATS и копирование текста.",
        };
      return links.length
        ? {
            score: 0.7,
            finding: `Ссылки есть (${quote(
              links.map((l) => l.url),
              2,
            )}), но нет главной для твоей сферы.`,
            fix: advice,
          }
        : {
            score: it || design ? 0.2 : 0.5,
            finding: "В резюме нет ни одной ссылки на профиль или работы.",
            fix: advice,
          };
    },
  },
  {
    id: "contacts.messenger",
    title: "Мессенджер или LinkedIn",
    category: CATEGORY,
    weight: 1,
    description: "Для русскоязычного рынка — Telegram, для англоязычного — LinkedIn: так пишут рекрутеры.",
    audience: (facts) => (facts.language === "en" ? "linkedin" : "telegram"),
    evaluate: (ctx) => {
      const { facts } = ctx;
      if (facts.language === "en") {
        return facts.contacts.links.some((l) => l.kind === "linkedin")
          ? { score: 1, finding: "Профиль LinkedIn указан." }
          : {
              score: 0.5,
              finding: "Нет ссылки на LinkedIn.",
              fix: "Добавь в шапку ссылку на LinkedIn (шаблон: linkedin.com/in/[имя-фамилия]): англоязычные рекрутеры почти всегда проверяют профиль.",
            };
      }
      const telegram = facts.contacts.telegramHandle ?? facts.contacts.links.find((l) => l.kind === "telegram")?.url;
      // A messenger named beside the phone («(WhatsApp/Telegram/звонки)») is a messenger given: searched before «нет».
      const beside = telegram
        ? null
        : textOf(ctx)
            .lines.slice(0, 40)
            .find((line) => MESSENGER_WORD.test(line) && PHONE_DIGITS.test(line));
      const named = beside ? MESSENGER_WORD.exec(beside)?.[1] : undefined;
      if (beside && named)
        return /telegram|телеграм/iu.test(beside)
          ? { score: 1, finding: "Telegram указан рядом с телефоном." }
          : {
              score: 0.8,
              finding: `Мессенджер указан (${named}), Telegram — нет.`,
              fix: "Если пользуешься Telegram, добавь его в шапку: «Telegram: @[твой ник]» (шаблон) — многие рекрутеры пишут сначала туда.",
            };
      return telegram
        ? { score: 1, finding: `Telegram указан: ${telegram}.` }
        : {
            score: 0.5,
            finding: "Не указан Telegram.",
            fix: "Добавь Telegram в шапку: «Telegram: @[твой ник]» (шаблон). Многие рекрутеры сейчас пишут сначала в мессенджер, а не звонят.",
          };
    },
  },
  {
    id: "contacts.links_valid",
    title: "Ссылки без ошибок",
    category: CATEGORY,
    weight: 1,
    description: "Ссылки записаны целиком и открываются: без пробелов, с именем профиля.",
    evaluate: (ctx) => {
      const { facts } = ctx;
      // A Markdown or HTML link whose target is a path, not an address («[Apache](/стек/apache/Apache2.pdf)»): it
      // opens inside the repository the CV was written in, and nowhere in a file sent to a recruiter.
      const relative = RELATIVE_LINK.exec(textOf(ctx).text);
      const target = relative?.[1] ?? relative?.[2];
      if (target)
        return {
          score: 0.4,
          finding: `Ссылка указывает на путь внутри репозитория, а не на адрес: «${target.slice(0, 60)}» — в файле резюме она никуда не ведёт.`,
          fix: "Замени относительные ссылки полными адресами (https://…) или убери их: рекрутер открывает резюме как файл, а не из репозитория.",
        };
      if (!facts.contacts.links.length) return null;
      const broken = facts.contacts.links.filter((l) => !l.valid);
      // A link only the people inside one company can open (an intranet host, a server's program, a private
      // address): a recruiter outside gets an error page (decision 515).
      const internal = broken.length ? [] : facts.contacts.links.filter((l) => INTERNAL_LINK.test(l.url));
      if (internal.length)
        return {
          score: 0.4,
          finding: `Ссылка ведёт во внутреннюю сеть компании и снаружи не откроется: ${quote(
            internal.map((l) => l.url.slice(0, 80)),
            1,
          )}.`,
          fix: "Убери внутреннюю ссылку или замени её публичной (LinkedIn, GitHub, сайт проекта): рекрутер вне компании увидит только ошибку.",
        };
      return broken.length
        ? {
            score: 0.4,
            finding: `Похоже на битые или неполные ссылки: ${quote(broken.map((l) => l.url))}.`,
            fix: "Проверь каждую ссылку: полный адрес с https://, без пробелов, с именем профиля — по шаблону https://github.com/[твой-ник]. Открой её в браузере перед отправкой.",
          }
        : { score: 1, finding: "Ссылки записаны корректно." };
    },
  },
  {
    id: "contacts.top",
    title: "Контакты в начале",
    category: CATEGORY,
    weight: 2,
    description: "Телефон и почта стоят в начале резюме, а не в колонтитуле или в конце.",
    evaluate: ({ facts }) => {
      if (facts.contactsLine === null) {
        return facts.contacts.emails.length || facts.contacts.phones.length
          ? null
          : {
              score: 0,
              finding: "Контакты в тексте резюме не найдены.",
              fix: "Поставь телефон и e-mail сразу под имя. Не прячь их в колонтитул или картинку: многие ATS колонтитулы не читают.",
            };
      }
      return facts.contactsLine <= 15
        ? { score: 1, finding: "Контакты стоят в начале резюме." }
        : {
            score: 0.5,
            finding: "Контакты нашлись только в середине или в конце текста.",
            fix: "Перенеси телефон и e-mail в шапку, сразу под имя: рекрутер тратит на первый просмотр 6–10 секунд.",
          };
    },
  },
];

/** The number as written, or rebuilt from its digits when the layout broke its brackets («+7 (999-012-73-05»). */
function shownPhone(raw: string, digits: string): string {
  const balanced = (raw.match(/\(/gu)?.length ?? 0) === (raw.match(/\)/gu)?.length ?? 0);
  if (balanced || digits.length !== 11) return raw;
  return `${raw.startsWith("+") ? "+" : ""}${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
}

/** A number with a country code in groups of any length ("+44 07700 900147"): 10 to 13 digits, not a date. */
function internationalPhone(text: string): string | null {
  for (const match of text.matchAll(/\+\d{1,3}(?:[\s-]?\(?\d{2,6}\)?){2,4}(?![\d./])/gu)) {
    const digits = match[0].replace(/\D/gu, "").length;
    if (digits >= 10 && digits <= 13) return match[0].trim();
  }
  return null;
}

/** LinkedIn, and the resume on the person's own country's job site when the reading knows it (decision 410). */
function linksAdvice(board: string | null): string {
  return board
    ? `Добавь ссылку на профиль LinkedIn или резюме на ${board} — рекрутеру будет проще проверить опыт.`
    : "Добавь ссылку на профиль LinkedIn — рекрутеру будет проще проверить опыт.";
}
