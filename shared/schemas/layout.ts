/**
 * What extraction saw of a document's layout (decision 545): facts decided where the structure is known — PDF text
 * positions, Word and ODT elements — each with the evidence it rests on, stored with the resume (`resumes.layout`,
 * JSON) and carried into the reading, so that the layout criteria say what the file is and an absence is not claimed
 * in a text extraction could not read whole.
 *
 * The three booleans are the older summary and stay for stored rows; `facts` is absent in rows stored before it.
 */
import { z } from "zod";
import "./zod-config";

export const LAYOUT_FACT_KINDS = [
  /** Text set in two or more columns (a sidebar, a column band, a Word section's columns, a table of column cells). */
  "columns",
  /** Content laid out in a table (Word/ODT table elements, PDF cells aligned in rows). */
  "table",
  /** Text in floating text boxes (Word `w:txbxContent`): read after or apart from the body by many systems. */
  "text_box",
  /** A PDF page that has no text layer while other pages have one (a scan, an image or text as outlines). */
  "image_page",
  /** Characters the file's fonts or encoding did not map to letters: U+FFFD, private-use glyphs inside words. */
  "broken_text",
  /**
   * A browser's print header or footer in a PDF's margins (decision 725): the date and time of printing with the
   * page's title, a file:/// path or the page's address with a page count. Dropped from the text; the report says so.
   */
  "browser_print",
] as const;
export type LayoutFactKind = (typeof LAYOUT_FACT_KINDS)[number];

export const layoutFactSchema = z.object({
  kind: z.enum(LAYOUT_FACT_KINDS),
  /** What shows it, in the file's own words: the first line of a column or a cell, a broken word, a page number. */
  evidence: z.string().max(160),
  /** The PDF page it was seen on (1-based); null for formats without pages. */
  page: z.number().int().min(1).nullable(),
});
export type LayoutFact = z.infer<typeof layoutFactSchema>;

/** At most this many facts are kept: one of each kind a page is plenty for the report. */
export const MAX_LAYOUT_FACTS = 24;

/**
 * A web link of the file (decision 610): a Word hyperlink's relationship target or a PDF link annotation's URI, with
 * the words it sits behind. "GitHub" or «Мои репозитории» linking to a profile is a link the person gave, though
 * the text layer holds only the words; the contacts reader counts it, the writer says its address is not visible.
 */
export const documentLinkSchema = z.object({
  /** The target as the file stores it: "https://github.com/ivan". */
  url: z.string().max(300),
  /** The words the link sits behind, as shown ("" for an icon). */
  text: z.string().max(120),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** At most this many links are kept: a resume has a handful; a publication list may have dozens. */
export const MAX_DOCUMENT_LINKS = 30;

export const documentLayoutSchema = z.object({
  multiColumn: z.boolean(),
  hasTables: z.boolean(),
  hasTextLayer: z.boolean(),
  facts: z.array(layoutFactSchema).max(MAX_LAYOUT_FACTS).optional(),
  /** Absent in rows stored before decision 610 and for formats without links (TXT, RTF, DOC). */
  links: z.array(documentLinkSchema).max(MAX_DOCUMENT_LINKS).optional(),
});
export type DocumentLayout = z.infer<typeof documentLayoutSchema>;
