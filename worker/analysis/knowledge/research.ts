/**
 * What marks a research CV besides its headings (knowledge/headings.ts RESEARCH_HEADINGS) and its titles
 * (professions.curated.ts, family `research_academia`): the author identifiers of the research world and the words
 * of a publication's venue (decision 435). Kept as data; the reader (engine/research.ts) compiles them once.
 *
 * Sources: the identifier systems' own names and URL forms — ORCID (orcid.org, 16 digits in four groups, the last
 * a check character that may be X), Scopus Author ID, Web of Science ResearcherID (and Publons, its former home),
 * Google Scholar (scholar.google.*), ResearchGate, the h-index (Hirsch 2005; «индекс Хирша»), the Russian Science
 * Citation Index (РИНЦ on eLIBRARY.RU, whose author profiles carry a SPIN-код), MSU's ИСТИНА, arXiv, DBLP,
 * Semantic Scholar, SSRN and IdRef; the venue words of the reference styles in common use (APA, Vancouver, ГОСТ Р
 * 7.0.100: a journal, its proceedings or transactions, «Вестник», «Известия», «Труды»).
 */

import type { RESEARCH_IDENTIFIER_KINDS } from "../../../shared/schemas/reading";

export type ResearchIdentifierKind = (typeof RESEARCH_IDENTIFIER_KINDS)[number];

/**
 * Each identifier by the words or URL that name it, in folded text (lower case, ё → е). One alternation per kind;
 * engine/research.ts joins them into one scan of the text.
 */
export const RESEARCH_IDENTIFIERS: ReadonlyArray<readonly [ResearchIdentifierKind, string]> = [
  ["orcid", "orcid|(?<![\\d-])\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dx](?![\\d-])"],
  ["scopus", "scopus author id|scopus id|scopus\\.com/authid"],
  ["researcherid", "researcherid|researcher id|publons|webofscience\\.com/wos/author"],
  ["scholar", "scholar\\.google|google scholar|google академи\\p{L}*"],
  ["researchgate", "researchgate"],
  ["hindex", "h-index|h index|h-индекс|индекс хирша"],
  ["elibrary", "elibrary\\.ru/author|spin-код|spin код|author_profile|ринц"],
  [
    "profile",
    "istina\\.msu\\.ru|arxiv\\.org/a/|dblp\\.org/pid|dblp\\.uni-trier|semanticscholar\\.org/author|ssrn\\.com/author|idref\\.fr|inspirehep\\.net/authors",
  ],
];

/**
 * Words of a publication's venue: a reference that names one is a journal article or a conference paper, not a
 * blog post. Folded; matched as whole words (a `*` is a stem).
 */
export const VENUE_WORDS =
  "journal|proceedings|transactions|letters|annals|bulletin|review|reviews|quarterly|magazine|" +
  "conference|symposium|workshop|press|nature|science|physical review|plos|ieee|acm|springer|elsevier|" +
  "журнал*|вестник*|известия|труды|сборник*|материалы|доклады|конференци*|симпозиум*|издательств*";

/** A DOI as the DOI handbook writes it ("10.1000/xyz123"), or its resolver. */
export const DOI = '(?<![\\d.])10\\.\\d{4,9}/[^\\s"<>]+|doi\\.org/|doi:';

/**
 * Words that mark a line as a grant or a fellowship wherever it stands (an "Honors and Awards" list, a position's
 * line): the thing itself, never an amount. Folded.
 */
export const GRANT_WORDS =
  "grant|grants|fellowship|fellowships|funded by|scholarship|грант|гранта|гранты|грантов|стипенди*|" +
  "рнф|рффи|erc|nsf|nih|marie curie|marie sklodowska curie|horizon 2020|horizon europe|dfg";
