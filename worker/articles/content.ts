/**
 * The articles kept in the repository (content/articles/*.md) → SQL that makes D1 match them (docs/decisions/090).
 * Pure functions: `scripts/content-sync.mjs` reads the files and runs the SQL with wrangler; the worker tests run
 * the same SQL against their D1. Every statement is an upsert keyed by slug or a delete of what the files no longer
 * have, so running the sync twice changes nothing (no transactions: remote D1 refuses BEGIN in a file).
 *
 * Front matter (YAML):
 *   title, slug, author, date (YYYY-MM-DD), published (bool), description,
 *   tags: [{slug, name}], images: [{src, caption, width, height}], videos: [{youtube_id, caption}]
 */
import { parse as parseYaml } from "yaml";
// With its extension: scripts/content-sync.mjs loads this file in Node (type stripping), which needs it.
import { renderArticleMarkdown } from "./markdown.ts";

export interface ArticleSource {
  title: string;
  slug: string;
  author: string;
  /** Milliseconds since the epoch (front matter `date`, midnight UTC). */
  createdAt: number;
  published: boolean;
  description: string;
  tags: { slug: string; name: string }[];
  images: { src: string; caption: string | null; width: number | null; height: number | null }[];
  videos: { youtubeId: string; caption: string | null }[];
  markdown: string;
  html: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else would be pasted into an embed address. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function fail(file: string, message: string): never {
  throw new Error(`${file}: ${message}`);
}

function text(value: unknown, file: string, field: string): string {
  if (typeof value !== "string" || !value.trim()) fail(file, `front matter needs "${field}" (text)`);
  return value.trim();
}

function optionalText(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/** One markdown file with its front matter; throws with the file name on anything the site cannot show. */
export function parseArticleFile(file: string, source: string): ArticleSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) fail(file, "no front matter (--- … ---) at the top");
  let meta: Record<string, unknown>;
  try {
    meta = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
  } catch (error) {
    fail(file, `front matter is not valid YAML (quote texts with ":"): ${error instanceof Error ? error.message : error}`);
  }
  const slug = text(meta.slug, file, "slug");
  if (!SLUG.test(slug)) fail(file, `slug "${slug}" must be lower-case latin letters, digits and hyphens`);
  // YAML reads an unquoted 2026-11-02 as a Date; a quoted one as text. Both mean midnight UTC.
  const date = meta.date instanceof Date ? meta.date : new Date(`${text(meta.date, file, "date")}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) fail(file, "date must be YYYY-MM-DD");
  const markdown = match[2]!.trim();
  return {
    title: text(meta.title, file, "title"),
    slug,
    author: text(meta.author, file, "author"),
    createdAt: date.getTime(),
    published: meta.published === true,
    description: optionalText(meta.description) ?? "",
    tags: list(meta.tags).map((tag) => {
      const tagSlug = text(tag.slug, file, "tags[].slug");
      if (!SLUG.test(tagSlug)) fail(file, `tag slug "${tagSlug}" must be lower-case latin letters, digits and hyphens`);
      return { slug: tagSlug, name: text(tag.name, file, "tags[].name") };
    }),
    images: list(meta.images).map((image) => {
      const src = text(image.src, file, "images[].src");
      if (!src.startsWith("/") || src.startsWith("//")) fail(file, `image "${src}" must be a path on this site (/articles/…)`);
      return {
        src,
        caption: optionalText(image.caption),
        width: typeof image.width === "number" ? image.width : null,
        height: typeof image.height === "number" ? image.height : null,
      };
    }),
    videos: list(meta.videos).map((video) => {
      const youtubeId = text(video.youtube_id, file, "videos[].youtube_id");
      if (!YOUTUBE_ID.test(youtubeId)) fail(file, `"${youtubeId}" is not a YouTube video id`);
      return { youtubeId, caption: optionalText(video.caption) };
    }),
    markdown,
    html: renderArticleMarkdown(markdown),
  };
}

/** A value as an SQLite literal. */
function q(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(Math.trunc(value));
  return `'${value.replaceAll("'", "''")}'`;
}

const articleId = (slug: string) => `(SELECT id FROM articles WHERE slug = ${q(slug)})`;

/** Statements (each ending in ";") that make the articles tables hold exactly `articles`. */
export function buildSyncStatements(articles: ArticleSource[]): string[] {
  const slugs = articles.map((article) => article.slug);
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) throw new Error(`two articles share the slug "${duplicate}"`);

  const statements: string[] = [];
  const tagNames = new Map<string, string>();
  for (const article of articles) for (const tag of article.tags) tagNames.set(tag.slug, tag.name);
  for (const [slug, name] of tagNames) {
    statements.push(
      `INSERT INTO tags (id, name, slug) VALUES (${q(`tag:${slug}`)}, ${q(name)}, ${q(slug)}) ON CONFLICT(slug) DO UPDATE SET name = excluded.name;`,
    );
  }
  for (const a of articles) {
    statements.push(
      "INSERT INTO articles (id, title, slug, content, html_content, description, is_published, author_name, created_at) VALUES " +
        `(${q(`article:${a.slug}`)}, ${q(a.title)}, ${q(a.slug)}, ${q(a.markdown)}, ${q(a.html)}, ${q(a.description)}, ${q(a.published)}, ${q(a.author)}, ${q(a.createdAt)}) ` +
        "ON CONFLICT(slug) DO UPDATE SET title = excluded.title, content = excluded.content, html_content = excluded.html_content, " +
        "description = excluded.description, is_published = excluded.is_published, author_name = excluded.author_name, created_at = excluded.created_at;",
      `DELETE FROM article_tags WHERE article_id = ${articleId(a.slug)};`,
      `DELETE FROM article_images WHERE article_id = ${articleId(a.slug)};`,
      `DELETE FROM article_videos WHERE article_id = ${articleId(a.slug)};`,
    );
    for (const tag of a.tags) {
      statements.push(
        `INSERT INTO article_tags (article_id, tag_id) SELECT ${articleId(a.slug)}, id FROM tags WHERE slug = ${q(tag.slug)};`,
      );
    }
    a.images.forEach((image, position) => {
      statements.push(
        "INSERT INTO article_images (id, article_id, image, caption, width, height, position) VALUES " +
          `(${q(`image:${a.slug}:${position}`)}, ${articleId(a.slug)}, ${q(image.src)}, ${q(image.caption)}, ${q(image.width)}, ${q(image.height)}, ${position});`,
      );
    });
    a.videos.forEach((video, position) => {
      statements.push(
        "INSERT INTO article_videos (id, article_id, youtube_id, caption, position) VALUES " +
          `(${q(`video:${a.slug}:${position}`)}, ${articleId(a.slug)}, ${q(video.youtubeId)}, ${q(video.caption)}, ${position});`,
      );
    });
  }
  // Files deleted from the repository: their rows go (tags, images and videos by ON DELETE CASCADE), then unused tags.
  const gone = slugs.length ? `SELECT id FROM articles WHERE slug NOT IN (${slugs.map(q).join(", ")})` : "SELECT id FROM articles";
  statements.push(
    // Explicit rather than relying on ON DELETE CASCADE, which needs foreign keys switched on in the connection.
    ...["article_tags", "article_images", "article_videos"].map((table) => `DELETE FROM ${table} WHERE article_id IN (${gone});`),
    `DELETE FROM articles WHERE id IN (${gone});`,
    "DELETE FROM tags WHERE id NOT IN (SELECT tag_id FROM article_tags);",
  );
  return statements;
}
