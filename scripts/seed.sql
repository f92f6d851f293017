-- Demo content for local development (idempotent). Applied by `npm start` and by the browser tests.
-- The articles are not here: they live in content/articles/*.md and `npm run content:sync` loads them.
-- Local databases seeded before the articles moved there held three demo articles; the content sync replaces them.
DELETE FROM article_tags WHERE article_id IN ('article-1', 'article-2', 'article-3');
DELETE FROM articles WHERE id IN ('article-1', 'article-2', 'article-3');
