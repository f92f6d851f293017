/**
 * Published articles from D1, shaped as the spec's Article (section 3). Unpublished rows exist only for drafts kept
 * in the repository: no query here ever returns one.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { articleImages, articleTags, articles, articleVideos, tags } from "../db/schema";

export interface ArticleTag {
  id: string;
  name: string;
  slug: string;
}

export interface PublishedArticle {
  id: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  is_published: true;
  created_at: string;
  updated_at: string | null;
  author_name: string;
  tags: ArticleTag[];
  images: { id: string; image: string; caption: string | null; width: number | null; height: number | null }[];
  videos: { id: string; youtube_id: string; caption: string | null }[];
}

type ArticleRow = typeof articles.$inferSelect;

/** Tags, images and videos of several articles in three queries (not three per article). */
async function withRelations(db: Database, rows: ArticleRow[]): Promise<PublishedArticle[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [tagRows, imageRows, videoRows] = await Promise.all([
    db
      .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name, slug: tags.slug })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(inArray(articleTags.articleId, ids))
      .orderBy(asc(tags.name)),
    db.select().from(articleImages).where(inArray(articleImages.articleId, ids)).orderBy(asc(articleImages.position)),
    db.select().from(articleVideos).where(inArray(articleVideos.articleId, ids)).orderBy(asc(articleVideos.position)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    content: row.content,
    is_published: true,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
    author_name: row.authorName,
    tags: tagRows.filter((t) => t.articleId === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    images: imageRows
      .filter((i) => i.articleId === row.id)
      .map(({ id, image, caption, width, height }) => ({ id, image, caption, width, height })),
    videos: videoRows.filter((v) => v.articleId === row.id).map(({ id, youtubeId, caption }) => ({ id, youtube_id: youtubeId, caption })),
  }));
}

/** Every published article, newest first; `tagSlug` keeps only those carrying that tag. */
export async function listPublishedArticles(db: Database, tagSlug?: string): Promise<PublishedArticle[]> {
  const rows = tagSlug
    ? (
        await db
          .select({ article: articles })
          .from(articles)
          .innerJoin(articleTags, eq(articleTags.articleId, articles.id))
          .innerJoin(tags, eq(tags.id, articleTags.tagId))
          .where(and(eq(articles.isPublished, true), eq(tags.slug, tagSlug)))
          .orderBy(desc(articles.createdAt))
      ).map((row) => row.article)
    : await db.select().from(articles).where(eq(articles.isPublished, true)).orderBy(desc(articles.createdAt));
  return withRelations(db, rows);
}

export async function findPublishedArticle(db: Database, slug: string): Promise<PublishedArticle | null> {
  const row = await db.query.articles.findFirst({ where: and(eq(articles.slug, slug), eq(articles.isPublished, true)) });
  return row ? ((await withRelations(db, [row]))[0] ?? null) : null;
}

/** The sanitised HTML stored by the content sync (null when the article has none). */
export async function findPublishedArticleHtml(db: Database, slug: string): Promise<string | null | undefined> {
  const row = await db.query.articles.findFirst({
    columns: { htmlContent: true },
    where: and(eq(articles.slug, slug), eq(articles.isPublished, true)),
  });
  return row ? row.htmlContent : undefined;
}

/** Tags used by at least one published article, by name. */
export async function listUsedTags(db: Database): Promise<ArticleTag[]> {
  return db
    .selectDistinct({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .innerJoin(articleTags, eq(articleTags.tagId, tags.id))
    .innerJoin(articles, and(eq(articles.id, articleTags.articleId), eq(articles.isPublished, true)))
    .orderBy(asc(tags.name));
}
