-- Demo content for local development (idempotent). Applied by `npm start` and by the browser tests.
INSERT OR IGNORE INTO tags (id, name, slug) VALUES
  ('tag-resume', 'Резюме', 'resume'),
  ('tag-interview', 'Собеседование', 'interview'),
  ('tag-career', 'Карьера', 'career');

INSERT OR IGNORE INTO articles (id, title, slug, content, is_published, author_name, created_at) VALUES
  ('article-1', 'Как составить резюме, которое прочитают', 'kak-sostavit-rezyume',
   'Рекрутер тратит на первый просмотр резюме несколько секунд. Начни с желаемой должности и трёх главных достижений с цифрами.

## Структура
1. Контакты: телефон, e-mail, город, ссылка на профиль.
2. Опыт работы: от последнего места к первому, с результатами.
3. Навыки, образование, языки.

## Чего избегать
Штампов вроде «коммуникабельный и стрессоустойчивый», лишних личных данных и сплошных списков обязанностей.',
   1, 'Команда Rework', 1762000000000),
  ('article-2', '10 вопросов на собеседовании и как на них отвечать', 'voprosy-na-sobesedovanii',
   'Большинство вопросов на собеседовании предсказуемы. Подготовь короткие истории по схеме «ситуация — задача — действие — результат».

## Расскажите о себе
Две-три фразы о том, чем ты полезен именно этой компании.',
   1, 'Команда Rework', 1763000000000),
  ('article-3', 'Черновик: зарплатные ожидания', 'zarplatnye-ozhidaniya', 'Черновик статьи.', 0, 'Команда Rework', 1763500000000);

INSERT OR IGNORE INTO article_tags (article_id, tag_id) VALUES
  ('article-1', 'tag-resume'), ('article-1', 'tag-career'), ('article-2', 'tag-interview');
