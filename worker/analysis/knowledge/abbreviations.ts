/**
 * Words written with a period that does not end a sentence (decision 595): a quote cut after «им.» or "St." is a
 * fragment («University of Sofia “St»). The Russian forms are the common ones of ГОСТ Р 7.0.12-2011 (abbreviations
 * of words in bibliographic records) and of everyday addresses and titles; the English ones are the personal titles,
 * Latin abbreviations, places' and organisations' forms of English style guides. Written folded (lower case, ё as е),
 * without the period. A single letter (an initial: «М. В. Ломоносова», "J. Smith") is one too, by rule, not by list.
 * Not here: words that end sentences as often as they abbreviate ("etc.", «т. д.» at a list's end).
 */
const RUSSIAN =
  "им|ул|пр|просп|пер|пл|наб|ш|д|корп|стр|кв|обл|р-н|пос|пгт|дер|с|г|гг|в|вв|св|ст|ср|см|рис|табл|гл|разд|п|пп|ч|т|тт|вып|" +
  "изд|ред|сост|авт|сб|акад|проф|доц|канд|докт|д-р|к|ф-т|фак|каф|ин-т|ун-т|гос|нац|рос|федер|мин|отд|упр|" +
  "зав|зам|нач|рук|вед|гл|ст|мл|тов|г-н|г-жа|англ|нем|франц|фр|исп|итал|кит|япон|рус|лат|греч|напр|др|пр|мин|макс|" +
  "млн|млрд|тыс|руб|коп|долл|экз|шт|ок|прим|см|сокр|ср|т\\.е|т\\.к|т\\.н|т\\.п|т\\.ч|и\\.о|в\\.т\\.ч|н\\.э|до\\.н\\.э|янв|февр|" +
  "фев|апр|авг|сент|сен|окт|нояб|ноя|дек";

const ENGLISH =
  "st|mt|ft|dr|mr|mrs|ms|prof|rev|hon|jr|sr|sen|rep|gen|col|lt|capt|sgt|esp|approx|incl|vs|viz|cf|ca|al|e\\.g|i\\.e|" +
  "inc|ltd|co|corp|bros|dept|univ|inst|assoc|acad|coll|intl|natl|govt|ave|blvd|rd|hwy|no|nos|vol|vols|pp|ch|fig|ed|eds|" +
  "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|b\\.s|b\\.a|m\\.s|m\\.a|ph\\.d|" +
  "b\\.sc|m\\.sc|m\\.d|j\\.d|u\\.s|u\\.k|a\\.m|p\\.m";

/** Every abbreviation above, folded, without its last period. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  `${RUSSIAN}|${ENGLISH}`.split("|").map((form) => form.replace(/\\\./gu, ".")),
);
