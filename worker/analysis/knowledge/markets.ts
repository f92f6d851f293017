/**
 * What only the Russian-language job market asks for or uses (decision 720): its job board, its currency, its
 * accounting and legal software, its state exams and standards, its citation index and its recruiters' messenger.
 * Advice that names one of them is for that market alone — the reader's market "ru" (profile.ts `Market`) — never a
 * skill to learn, an exam to prepare pupils for, a site to fill in or a style to cite in for a resume aimed elsewhere,
 * nor for one whose market the text does not say (decision 790: an English CV from Sweden was told «APA или ГОСТ»).
 * One list for the writer's last pass (consistency.ts), the skills suggested (profile.ts `forMarket`) and the names
 * a sentence offers as examples (audience.ts `ofMarket`); before, each kept its own and they had drifted apart.
 */

/**
 * The markers as written: a product, a site, a currency sign, an exam or a standard. Each is matched at the start of a
 * word with no letter after it («1С:Бухгалтерия», «Яндекс.Директ», «Подготовка к ОГЭ и ЕГЭ»; not «Контуры»).
 */
export const RU_MARKET_MARKERS: readonly string[] = [
  // The job board and the currency.
  "hh.ru",
  "₽",
  // Accounting, payroll, legal and banking software sold for Russian law and reporting.
  "1С",
  "ЗУП",
  "КонсультантПлюс",
  "Гарант",
  "Контур",
  "СБИС",
  "ИПБ",
  "Банк-клиент",
  // Russian products asked for by Russian employers.
  "Яндекс",
  "DataLens",
  "amoCRM",
  "Битрикс24",
  "Компас-3D",
  // State standards and exams (ГОСТ 2.001 ЕСКД; the school standard; the state school-leaving exams).
  "ГОСТ",
  "ЕСКД",
  "ФГОС",
  "ЕГЭ",
  "ОГЭ",
  // The Russian Science Citation Index on eLIBRARY.RU: a committee abroad does not look there.
  "РИНЦ",
  "eLIBRARY",
  // The messenger Russian-speaking recruiters write in (decision 510's `telegram` advice).
  "Telegram",
];

const escaped = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** Any marker, as a word (see RU_MARKET_MARKERS); a sign such as «₽» stands alone. */
export const RU_MARKET_ONLY = new RegExp(
  `(?<![\\p{L}\\d])(?:${RU_MARKET_MARKERS.map(escaped).join("|")})(?![\\p{L}])`,
  "u",
);
