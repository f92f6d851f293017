/**
 * Resumes and vacancies written for the vacancy-match tests (issue 16). The resumes spell skills the short way
 * («JS», «Postgres», «1С») so the vacancies' full spellings are near misses.
 */
export const RU_FULLSTACK_RESUME = `Анна Смирнова
Fullstack-разработчик
Москва · +7 916 123-45-67 · anna.smirnova@example.ru

О СЕБЕ
Разрабатываю веб-сервисы для бухгалтерии и склада, интегрирую их с 1С.

ОПЫТ РАБОТЫ
Март 2019 — настоящее время
ООО «СкладСофт», разработчик
• Написала на JS и React кабинет клиента: 12 000 пользователей в месяц.
• Перенесла отчёты из Excel в Postgres, сборка отчёта ускорилась с 40 до 3 минут.
• Настроила обмен заказами с 1С через REST API.

НАВЫКИ
JS, React, Node.js, Postgres, Docker, Git, 1С, REST API

ОБРАЗОВАНИЕ
2014 – 2018
МГТУ им. Баумана, бакалавр, программная инженерия
`;

export const RU_FULLSTACK_VACANCY = `Fullstack-разработчик (JavaScript)
Компания «Учёт и склад», город: Москва.

Требования:
• опыт коммерческой разработки от 3 лет;
• JavaScript, TypeScript, React;
• PostgreSQL: запросы, индексы;
• интеграция с 1С:Бухгалтерия.

Будет плюсом:
• Kubernetes
`;

export const EN_BACKEND_RESUME = `John Carter
Backend Engineer
Berlin, Germany · john.carter@example.com

EXPERIENCE
Jan 2020 – Present
Parcel GmbH, Backend Engineer
- Built order APIs in Python and JS (Node.js) serving 2M requests a day.
- Moved reporting from MySQL to Postgres, cutting report time by 70%.

SKILLS
Python, JS, Node.js, Postgres, Docker, Git

EDUCATION
2015 – 2019 TU Berlin, B.Sc. Computer Science
`;

export const EN_BACKEND_VACANCY = `Senior Backend Engineer
Location: Berlin

Requirements:
- 5+ years of experience in backend development
- Python, JavaScript
- PostgreSQL
- Kubernetes

Nice to have:
- Go, Terraform
`;
