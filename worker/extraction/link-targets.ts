// A contact that exists only as a link's target: "✉ Email", "Mail", "GitHub", "LinkedIn" written as words (or an
// icon) whose address is a PDF link annotation or a Word hyperlink. The text layer holds the words, not the address,
// so the reader found no e-mail and the report called it missing. The target is written after the link's words, as
// a reader clicking it would see it; only targets that are contacts (mailto:, tel:, profile hosts), and only when the
// words do not already show them.

import { type DocumentLink, MAX_DOCUMENT_LINKS } from "../../shared/schemas/layout";
import { PROFILE_HOSTS } from "../text/contacts";

/** What a link's target reads as in the text, or null when it is no contact. */
export function contactOfTarget(target: string): string | null {
  const url = target.trim();
  const scheme = /^(mailto|tel|callto|https?):\/{0,2}/iu.exec(url);
  if (!scheme) return null;
  const rest = safeDecode(url.slice(scheme[0].length)).split(/[?#]/u, 1)[0]!.trim();
  const kind = scheme[1]!.toLowerCase();
  if (kind === "mailto") return /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/u.test(rest) ? rest : null;
  if (kind === "tel" || kind === "callto") {
    const digits = rest.replace(/\D/gu, "").length;
    return digits >= 7 && digits <= 15 && /^[+\d\s().-]+$/u.test(rest) ? rest : null;
  }
  // A profile link: the host and path as people write them ("github.com/ivan"), without "www." and a final slash.
  const address = rest.replace(/^www\./iu, "").replace(/\/+$/u, "");
  const host = address.split("/", 1)[0]!.toLowerCase();
  const isProfile = PROFILE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
  // A person's page, not a repository, a post or a company: one name after the host ("github.com/ivan",
  // "t.me/ivan"), or LinkedIn's "in/ivan".
  const path = address.slice(host.length + 1);
  const personal = /^(?:in\/)?[^/]+$/u.test(path) || (path === "" && host.split(".").length > 2);
  return isProfile && personal ? address : null;
}

/**
 * Whether the link's own words already show its contact: an address for a mail link, the digits for a phone, the
 * host for a profile ("github.com/ivan", "t.me/ivan").
 */
export function wordsShowContact(words: string, contact: string): boolean {
  const compact = words.replace(/\s+/gu, "").toLowerCase();
  if (contact.includes("@")) return compact.includes("@");
  if (/^[+\d\s().-]+$/u.test(contact)) {
    const digits = contact.replace(/\D/gu, "");
    return words.replace(/\D/gu, "").includes(digits.slice(-7));
  }
  const host = contact.split("/", 1)[0]!.toLowerCase();
  return compact.includes(host) || compact.includes(contact.toLowerCase().replace(/\s+/gu, ""));
}

/**
 * The words a link to a contact is written as: the channel's name ("Email", «Почта», "GitHub", "LinkedIn", «Сайт»),
 * in both languages, the profile hosts' names among them. Other linked words (a heading, a job title, a project's
 * name) stay as they are: text written after them would change what they are read as.
 */
const CHANNEL_WORDS: ReadonlySet<string> = new Set([
  ...["email", "e-mail", "mail", "e-mail me", "email me", "write", "write me", "message", "contact", "contact me"],
  ...["phone", "tel", "telephone", "mobile", "call", "call me", "whatsapp", "viber", "telegram", "tg", "signal"],
  ...["website", "web", "site", "homepage", "home page", "personal website", "portfolio", "profile", "blog", "cv"],
  ...["resume", "github", "gitlab", "bitbucket", "linkedin", "habr", "hh", "hh.ru", "headhunter", "behance"],
  ...["dribbble", "kaggle", "leetcode", "stackoverflow", "stack overflow", "medium", "notion", "vk", "vkontakte"],
  ...["facebook", "instagram", "twitter", "x", "codeforces", "orcid", "google scholar", "researchgate"],
  ...["почта", "эл. почта", "электронная почта", "e-mail адрес", "написать", "напишите", "написать мне", "связаться"],
  ...["телефон", "тел", "позвонить", "мобильный", "телеграм", "телеграмм", "ватсап", "вайбер", "сайт", "мой сайт"],
  ...["портфолио", "профиль", "блог", "резюме", "хабр", "вконтакте", "вк", "гитхаб", "линкедин"],
]);

/** Whether a link's words name a contact channel, or hold no letters at all (an icon). */
function namesChannel(words: string): boolean {
  const plain = words
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.\- ]+/gu, " ")
    .replace(/^\s*(?:my|мой|моя|мои)\s+/u, "")
    .replace(/\s+/gu, " ")
    .trim();
  return !/\p{L}/u.test(plain) || CHANNEL_WORDS.has(plain) || CHANNEL_WORDS.has(plain.replace(/[.:]+$/u, ""));
}

/** A link's contact as it is written after its words, or "" when it adds nothing. */
export function contactAfterWords(words: string, target: string, text: string): string {
  const contact = contactOfTarget(target);
  if (!contact || wordsShowContact(words, contact) || !namesChannel(words)) return "";
  // Shown elsewhere already (a sidebar icon linking to the address written beside it, or the same link twice).
  if (text.toLowerCase().includes(contact.toLowerCase())) return "";
  if (/^[+\d\s().-]+$/u.test(contact) && text.replace(/\D/gu, "").includes(contact.replace(/\D/gu, "").slice(-9)))
    return "";
  return contact;
}

/**
 * A web link as the layout keeps it (decision 610): http(s) targets only (mail and phone links are written into the
 * text above), the words one line and cut to their stored length.
 */
export function webLink(words: string, target: string): DocumentLink | null {
  const url = target.trim();
  if (!/^https?:\/\/[^\s/]+\.[^\s/]{2,}/iu.test(url) || url.length > 300) return null;
  const text = words.replace(/\s+/gu, " ").trim();
  return { url, text: text.length > 120 ? `${text.slice(0, 119)}…` : text };
}

/** The links of a document once each (by target), in reading order, at most MAX_DOCUMENT_LINKS. */
export function distinctLinks(links: readonly DocumentLink[]): DocumentLink[] {
  const seen = new Set<string>();
  const kept: DocumentLink[] = [];
  for (const link of links) {
    const key = link.url.toLowerCase().replace(/\/+$/u, "");
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(link);
    if (kept.length >= MAX_DOCUMENT_LINKS) break;
  }
  return kept;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A link on a PDF page: its target and its rectangle [x1, y1, x2, y2] in the page's user space. */
export interface PageLink {
  target: string;
  rect: readonly number[];
}

/** The parts of a positioned text fragment this needs (pdf-layout.ts's Fragment has them). */
interface Placed {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** At most this many links a page are read: a resume has a few dozen; a generated catalogue may have thousands. */
const MAX_LINKS_PER_PAGE = 200;

/**
 * Writes each contact link's target after the last fragment of its words ("Mail" → "Mail ivan@mail.ru"), when the
 * words do not show it and the page does not hold it already. Fragments are changed in place; their widths are
 * kept, so the layout reads the page as before. Returns the page's web links with the words they sit behind.
 */
export function writeLinkTargets(fragments: Placed[], links: readonly PageLink[]): DocumentLink[] {
  if (links.length === 0) return [];
  const web: DocumentLink[] = [];
  let pageText = fragments.map((f) => f.text).join(" ");
  for (const link of links.slice(0, MAX_LINKS_PER_PAGE)) {
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = link.rect;
    const inside = fragments.filter((f) =>
      overlaps(f, Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)),
    );
    const words = inside.map((f) => f.text).join(" ");
    const kept = webLink(words, link.target);
    if (kept) web.push(kept);
    if (inside.length === 0) continue;
    const contact = contactAfterWords(words, link.target, pageText);
    if (!contact) continue;
    const last = inside.reduce((a, b) => (b.x > a.x ? b : a));
    last.text = `${last.text.trimEnd()} ${contact}`;
    pageText += ` ${contact}`;
  }
  return web;
}

/** Whether a fragment's box (baseline to a font size above it) lies mostly inside a link's rectangle. */
function overlaps(f: Placed, left: number, bottom: number, right: number, top: number): boolean {
  const width = Math.max(f.width, 1);
  const across = Math.min(f.x + width, right) - Math.max(f.x, left);
  const upright = Math.min(f.y + f.fontSize * 0.8, top) - Math.max(f.y, bottom - f.fontSize * 0.3);
  return across > width * 0.5 && upright > 0;
}
