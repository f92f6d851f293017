/**
 * The curated bilingual skill dictionary. Each line is `Name | alias; alias | demand [| implied skill]`.
 * Demand tiers (high / medium / low) are ESTIMATES of how often Russian-market vacancies (hh.ru, Habr Career,
 * LinkedIn RU/EN) asked for a skill, compiled by hand at SKILL_DICTIONARY_COMPILED; they are not live data and
 * should be re-compiled at least once a year.
 */
import type { Demand } from "../types";

export const SKILL_DICTIONARY_COMPILED = "2026-11";

export interface SkillEntry {
  name: string;
  aliases: readonly string[];
  category: string;
  demand: Demand;
  /** A more specific skill implies a general one: "1С:Бухгалтерия" also counts as "1С". */
  implies: readonly string[];
  /** Aliases that only match with this exact letter case ("Go", "R"), to avoid ordinary words. */
  caseSensitive: readonly string[];
}

/** Category id -> Russian label shown to users. */
export const SKILL_CATEGORIES: Readonly<Record<string, string>> = {
  lang: "Языки программирования",
  frontend: "Фронтенд",
  backend: "Бэкенд и фреймворки",
  mobile: "Мобильная разработка",
  data: "Данные и аналитика",
  db: "Базы данных",
  devops: "DevOps и инфраструктура",
  qa: "Тестирование",
  onec: "1С",
  tools: "Инструменты и офисные программы",
  accounting: "Бухгалтерия и финансы",
  sales: "Продажи",
  marketing: "Маркетинг",
  hr: "HR и подбор",
  management: "Управление",
  design: "Дизайн",
  hospitality: "Гостеприимство и сервис",
  law: "Право",
  engineering: "Инженерия и производство",
  logistics: "Логистика и закупки",
  support: "ИТ-поддержка и администрирование",
  languages: "Иностранные языки",
  soft: "Гибкие навыки",
};

// Aliases written in `*` are case-sensitive (Go, R): ordinary words otherwise.
const TABLE: Readonly<Record<string, string>> = {
  lang: `
JavaScript | JS; ECMAScript; ES6; ES2015; джаваскрипт | high
TypeScript | TS; тайпскрипт | high
Python | Python3; питон; пайтон | high
Java | Java SE; Java EE; Jakarta EE; джава | high
Kotlin | котлин | high
Go | *Go; Golang; гоу; Go-разработка | high
C# | C sharp; си шарп | high
C++ | C/C++; cpp; си плюс плюс | medium
C | язык C; ANSI C; C99; C11 | medium
PHP | PHP7; PHP8; пхп | medium
Ruby | руби | low
Rust | раст | medium
Swift | свифт | medium
Objective-C | ObjC; Objective C | low
Scala | скала | low
Dart | | medium
R | *R; язык R; RStudio | low
MATLAB | матлаб | low
Perl | | low
Bash | shell; sh; shell-скрипты; bash-скрипты; zsh | medium
PowerShell | | low
Delphi | Object Pascal; Pascal; Паскаль; Делфи | low
Visual Basic | VB.NET; VBA; VB | low
Assembler | ассемблер; assembly | low
Lua | | low
Haskell | | low
Elixir | | low
Solidity | | low
`,
  frontend: `
HTML | HTML5; хтмл | high
CSS | CSS3; цсс | high
React | React.js; ReactJS; Реакт | high
Vue.js | Vue; VueJS; Vue 3; Вью | high
Angular | AngularJS; Angular 2+ | medium
Svelte | SvelteKit | low
Next.js | NextJS | medium | React
Nuxt | Nuxt.js; NuxtJS | medium | Vue.js
Redux | Redux Toolkit; RTK | medium
MobX | | low
jQuery | джквери | low
SASS | SCSS; Less | medium
Tailwind CSS | Tailwind | medium
Bootstrap | | low
Webpack | вебпак | medium
Vite | | medium
Верстка | адаптивная верстка; кроссбраузерная верстка; вёрстка; layout | medium
Web Components | | low
Three.js | WebGL | low
Figma-to-code | | low
`,
  backend: `
Node.js | NodeJS; Node; нода | high
Express | Express.js | medium | Node.js
NestJS | Nest.js | medium | Node.js
Django | Джанго | high | Python
Flask | | medium | Python
FastAPI | | high | Python
Spring | Spring Boot; Spring Framework; Spring Cloud; Spring MVC | high | Java
Hibernate | JPA | medium
.NET | .NET Core; .NET Framework; dotnet; ASP.NET; ASP.NET Core | high
Entity Framework | EF Core | medium
Laravel | ларавел | medium | PHP
Symfony | | medium | PHP
Yii | Yii2 | low | PHP
Bitrix | 1С-Битрикс; Битрикс; 1C-Bitrix | medium
WordPress | Вордпресс | low
Ruby on Rails | Rails; RoR | low | Ruby
REST API | REST; RESTful; REST API | high
GraphQL | | medium
gRPC | | medium
Микросервисы | микросервисная архитектура; microservices | high
Kafka | Apache Kafka | high
RabbitMQ | | high
Celery | | low
WebSocket | WebSockets | medium
OAuth | JWT; OAuth 2.0; OpenID Connect | medium
Unity | Unity3D | low
Unreal Engine | UE4; UE5 | low
`,
  mobile: `
Android | Android SDK; андроид | high
iOS | iOS SDK | high
Flutter | | medium | Dart
React Native | | medium | React
SwiftUI | | medium | Swift
Jetpack Compose | | medium | Kotlin
UIKit | | medium
`,
  data: `
SQL | T-SQL; PL/SQL; SQL-запросы; язык запросов SQL; PL/pgSQL | high
Pandas | | high | Python
NumPy | | medium | Python
Scikit-learn | sklearn | medium
Machine Learning | ML; машинное обучение | high
Deep Learning | глубокое обучение; нейронные сети; нейросети | medium
PyTorch | | medium
TensorFlow | Keras | medium
NLP | обработка естественного языка | medium
Computer Vision | компьютерное зрение; OpenCV | medium
LLM | большие языковые модели; GPT; RAG; LangChain | high
Power BI | PowerBI | high
Tableau | | medium
Apache Superset | Superset | low
DataLens | Yandex DataLens | medium
Excel | MS Excel; Microsoft Excel; Эксель; Excel (ВПР); сводные таблицы; ВПР | high
Google Sheets | Google Таблицы | medium
Статистика | математическая статистика; statistics; теория вероятностей | medium
A/B-тестирование | A/B тесты; AB-тесты; A/B testing; AB testing; A/B | medium
ETL | ELT; ETL-процессы | medium
Airflow | Apache Airflow | medium
Spark | Apache Spark; PySpark | medium
Hadoop | HDFS; Hive | low
dbt | | low
Jupyter | Jupyter Notebook | low
Анализ данных | data analysis; аналитика данных | high
Визуализация данных | data visualization; дашборды; dashboards | medium
Яндекс Метрика | Яндекс.Метрика; Метрика | medium
Google Analytics | GA4 | medium
Продуктовая аналитика | product analytics; юнит-экономика; когортный анализ | medium
`,
  db: `
PostgreSQL | Postgres; Постгрес; PostgresSQL; psql; Postgre | high
MySQL | MariaDB | medium
MS SQL Server | MSSQL; MS SQL; SQL Server | medium
Oracle | Oracle DB | medium
SQLite | | low
MongoDB | Mongo | medium
Redis | | high
ClickHouse | Кликхаус | high
Elasticsearch | ELK; Elastic; OpenSearch | medium
Cassandra | | low
Greenplum | | medium
Firebird | InterBase | low
Проектирование баз данных | проектирование БД; моделирование данных; data modeling | medium
`,
  devops: `
Docker | докер; Docker Compose; docker-compose | high
Kubernetes | K8s; кубернетес; кубер | high
Helm | | medium
Terraform | | medium
Ansible | | medium
CI/CD | CI; CD; continuous integration; непрерывная интеграция | high
GitLab CI | GitLab CI/CD | medium | CI/CD
GitHub Actions | | medium | CI/CD
Jenkins | | medium | CI/CD
Linux | Линукс; Ubuntu; Debian; CentOS; Astra Linux; RHEL; Unix | high
Nginx | | medium
Prometheus | | medium
Grafana | | medium
AWS | Amazon Web Services; EC2; AWS S3 | medium
Google Cloud | GCP | low
Azure | Microsoft Azure | low
Yandex Cloud | Яндекс Облако | medium
Git | GitHub; GitLab; Bitbucket; гит; система контроля версий | high
Мониторинг | monitoring; Zabbix; observability | medium
`,
  qa: `
Тестирование | QA; тестирование ПО; ручное тестирование; manual testing; software testing | high
Автоматизированное тестирование | автотесты; автоматизация тестирования; test automation; автотестирование | high
Selenium | Selenide; WebDriver | medium
Playwright | | medium
Cypress | | low
Postman | | medium
Jest | | medium
Pytest | | medium
JUnit | | medium
Нагрузочное тестирование | JMeter; Locust; k6; load testing | medium
Тест-дизайн | тест-кейсы; чек-листы; test cases; тестовая документация; баг-репорты; test design | medium
Unit-тестирование | unit-тесты; unit testing; юнит-тесты; TDD | medium
API-тестирование | API testing; Swagger; тестирование API | medium
`,
  onec: `
1С | 1C; 1С:Предприятие; 1С Предприятие 8; 1С:Предприятие 8; 1С программирование; 1С 8.3; программирование 1С | high
1С:Бухгалтерия | 1С Бухгалтерия; 1С:БП; БП 3.0; 1С:Бухгалтерия предприятия | high | 1С
1С:ERP | 1С ERP; ERP-системы на базе 1С; 1С:ERP Управление предприятием | high | 1С
1С:ЗУП | ЗУП; 1С:Зарплата и управление персоналом; 1С Зарплата | high | 1С
1С:УТ | 1С:Управление торговлей; УТ 11 | medium | 1С
1С:КА | 1С:Комплексная автоматизация; КА 2 | medium | 1С
1С:Документооборот | | low | 1С
СКД | система компоновки данных | high | 1С
БСП | библиотека стандартных подсистем | medium | 1С
Управляемые формы | управляемое приложение | medium | 1С
Обмены 1С | КД 2.0; КД 3.0; конвертация данных; EnterpriseData; обмены XML/JSON; обмены данными | medium | 1С
Хранилище конфигурации | EDT; 1С:EDT | low | 1С
1С:Специалист | сертификат 1С:Специалист; 1С:Профессионал | medium | 1С
`,
  tools: `
MS Office | Microsoft Office; Word; PowerPoint; Outlook; пакет MS Office; офисные программы | medium
Jira | Джира | high
Confluence | | medium
Notion | | low
Trello | | low
YouGile | Kaiten; Битрикс24 задачи | low
Miro | | low
1С:Документооборот и СЭД | СЭД; Directum; ЭДО; электронный документооборот | medium
Slack | | low
Google Workspace | G Suite | low
`,
  accounting: `
Бухгалтерский учет | бухучет; бухгалтерия; ведение бухгалтерского учета; bookkeeping; accounting | high
Налоговый учет | налогообложение; НДС; налог на прибыль; УСН; taxation; tax | high
Бухгалтерская отчетность | финансовая отчетность; отчетность в ФНС; сдача отчетности; financial reporting; РСБУ | high
МСФО | IFRS | medium
GAAP | US GAAP | low
Расчет заработной платы | расчет зарплаты; payroll; расчетный отдел | medium
Первичная документация | первичка; первичные документы | medium
Банк-клиент | банковские выписки; клиент-банк | medium
Управленческий учет | управленческая отчетность; management accounting | medium
Финансовый анализ | financial analysis; финансовое моделирование; financial modeling | medium
Бюджетирование | budgeting; планирование бюджета | medium
Аудит | audit; внутренний аудит | medium
Кассовые операции | касса; кассовая дисциплина | low
Казначейство | платежный календарь; treasury | low
Дебиторская задолженность | accounts receivable; кредиторская задолженность; accounts payable | medium
CPA | Certified Public Accountant; ACCA | low
SAP | SAP ERP; SAP FI | medium
QuickBooks | | low
Контур | Контур.Экстерн; СБИС; Диадок | medium
`,
  sales: `
Продажи | sales; активные продажи; прямые продажи; продажа | high
B2B-продажи | B2B; сложные продажи; корпоративные продажи | high | Продажи
B2C-продажи | B2C; розничные продажи; retail | medium | Продажи
Холодные звонки | cold calling; холодный обзвон | medium
Ведение переговоров | переговоры; negotiation; negotiations; деловые переговоры | high
CRM | CRM-системы; CRM системы | high
amoCRM | АмоCRM | medium | CRM
Битрикс24 | Bitrix24 | medium | CRM
Salesforce | | low | CRM
Воронка продаж | sales funnel; sales pipeline | medium
Работа с возражениями | отработка возражений; objection handling | medium
Клиентский сервис | customer service; обслуживание клиентов; клиентоориентированность | medium
Account management | аккаунт-менеджмент; ведение клиентов; работа с ключевыми клиентами; key account | medium
Тендеры | госзакупки; 44-ФЗ; 223-ФЗ; тендерные процедуры | medium
Мерчандайзинг | merchandising | low
Кассовое обслуживание | работа с кассой; POS | low
Выполнение плана продаж | план продаж; KPI продаж; sales targets; quota | medium
Маркетплейсы | Wildberries; Ozon; Яндекс Маркет; marketplace | high
`,
  marketing: `
Маркетинг | marketing; маркетинговая стратегия; marketing strategy | medium
SMM | social media; ведение соцсетей; social media marketing; соцсети | medium
SEO | поисковая оптимизация; SEO-оптимизация | medium
Контекстная реклама | PPC; Google Ads; AdWords | medium
Яндекс Директ | Яндекс.Директ; Директ; Yandex Direct | high | Контекстная реклама
Таргетированная реклама | таргетинг; таргет; VK Реклама; targeting; paid social | medium
Контент-маркетинг | content marketing; контент-план; копирайтинг; copywriting; редактура | medium
Email-маркетинг | email marketing; рассылки; Unisender; Mailchimp | low
Performance-маркетинг | performance marketing; перформанс | high
Бренд-менеджмент | branding; брендинг; brand management | low
PR | связи с общественностью; public relations; пиар | low
Маркетинговые исследования | market research; исследования рынка; анализ конкурентов; конкурентный анализ | medium
Веб-аналитика | web analytics; сквозная аналитика; Roistat | medium
CRM-маркетинг | CRM marketing; удержание клиентов; retention | medium
Event-маркетинг | организация мероприятий; event management; ивенты | low
`,
  hr: `
Подбор персонала | рекрутинг; recruiting; recruitment; найм персонала; talent acquisition; сорсинг; sourcing | high
Кадровое делопроизводство | кадровый учет; КДП; HR administration; трудовые книжки | high
Трудовое право | ТК РФ; трудовой кодекс; labor law; employment law | medium
Адаптация персонала | онбординг; onboarding | medium
Оценка персонала | performance review; оценка 360; ассессмент; assessment | medium
Обучение персонала | T&D; training and development; корпоративное обучение; L&D | medium
HR-бренд | employer branding; HR brand | low
Компенсации и льготы | C&B; compensation and benefits; grading; грейдирование | medium
HRM-системы | HRM; HRIS; Workday; BambooHR; E-Staff; Хантфлоу; Huntflow | low
Проведение собеседований | собеседования; interviewing | medium
`,
  management: `
Управление проектами | project management; PM; проектное управление; ведение проектов | high
Управление командой | team management; руководство командой; people management; руководство отделом; team leadership | high
Agile | эджайл; гибкие методологии | high
Scrum | скрам | high | Agile
Kanban | канбан | medium | Agile
Waterfall | PMBOK; PMP; Prince2 | low
Product management | продакт-менеджмент; управление продуктом; product owner | medium
Roadmap | роадмап; дорожная карта; product roadmap | medium
Стратегическое планирование | strategic planning; стратегическое развитие | medium
Управление P&L | P&L; P&L ответственность; управление прибылью | medium
Бизнес-анализ | business analysis; сбор требований; requirements gathering; BPMN; UML | high
Системный анализ | system analysis; ТЗ; техническое задание; спецификации | high
Риск-менеджмент | управление рисками; risk management | low
Бизнес-процессы | оптимизация бизнес-процессов; бизнес процессы; business processes; процессный подход | medium
Lean | бережливое производство; Six Sigma; кайдзен | low
Stakeholder management | работа со стейкхолдерами; стейкхолдеры; stakeholders | medium
OKR | KPI; OKR/KPI | medium
Customer Development | CustDev; кастдев; CJM; JTBD | medium
Unit-экономика | unit economics; LTV; CAC | medium
Управление изменениями | change management | low
Наставничество | менторинг; mentoring; coaching; коучинг | medium
`,
  design: `
Figma | Фигма | high
Adobe Photoshop | Photoshop; Фотошоп | medium
Adobe Illustrator | Illustrator; Иллюстратор | medium
Adobe InDesign | InDesign | low
Adobe After Effects | After Effects; моушн-дизайн; motion design | low
Sketch | | low
UX/UI | UX; UI; UX/UI-дизайн; UI/UX; пользовательский опыт; user experience; юзабилити; usability | high
Прототипирование | prototyping; wireframes; вайрфреймы; прототипы | medium
Дизайн-системы | design system; design systems; UI-kit | medium
Графический дизайн | graphic design; полиграфия; айдентика | medium
3D-моделирование | 3D; Blender; 3ds Max; Cinema 4D; Maya | low
CorelDRAW | Corel | low
`,
  hospitality: `
Гостиничный бизнес | hotel management; гостиничный сервис; hospitality; отельный бизнес | medium
Opera PMS | Opera; Fidelio; PMS; Shelter | medium
Обслуживание гостей | guest service; guest relations; работа с гостями; front office; ресепшен; reception | medium
Бронирование | reservations; booking; Booking.com; системы бронирования | medium
Ресторанный сервис | food and beverage; F&B; сервировка; официант; бармен | medium
HoReCa | хорека; общепит; ресторанный бизнес; restaurant management | medium
iiko | R-Keeper; r_keeper | medium
Санитарные нормы | СанПиН; HACCP; ХАССП; food safety | medium
Управление запасами | inventory management; инвентаризация; складской учет | medium
Revenue management | управление доходами; ценообразование | low
Кулинария | приготовление блюд; cooking | low
Работа с жалобами | complaint handling; урегулирование конфликтов; конфликтные ситуации | low
`,
  law: `
Гражданское право | ГК РФ; гражданский кодекс; civil law | medium
Договорная работа | договоры; составление договоров; contract law; contracts; contract drafting | high
Судебная практика | судебные споры; арбитраж; арбитражный процесс; litigation; представительство в суде | medium
Корпоративное право | corporate law; M&A; корпоративные процедуры | medium
Юридическая экспертиза | правовой анализ; legal research; due diligence; правовая экспертиза | medium
КонсультантПлюс | Консультант Плюс; Гарант; СПС | medium
Претензионная работа | претензии; досудебное урегулирование | medium
Налоговое право | tax law | low
Интеллектуальная собственность | IP law; товарные знаки; патенты | low
Комплаенс | compliance; 115-ФЗ; ПОД/ФТ; AML; KYC | medium
Персональные данные | 152-ФЗ; GDPR | low
Банкротство | bankruptcy | low
Legal writing | юридическое письмо; подготовка процессуальных документов; legal drafting | medium
`,
  engineering: `
AutoCAD | Автокад | medium
Компас-3D | Компас; KOMPAS | medium
SolidWorks | | medium
Revit | BIM | medium
ЕСКД | ГОСТ; ЕСПД; СНиП | medium
Чтение чертежей | чертежи; technical drawings; проектная документация | medium
Охрана труда | ОТ и ТБ; техника безопасности; промышленная безопасность; HSE | medium
Электротехника | электромонтаж; электроснабжение; ПУЭ | medium
ПЛК | PLC; SCADA; АСУ ТП; контроллеры | medium
Схемотехника | Altium Designer; печатные платы; PCB; микроконтроллеры; STM32; Arduino | low
Контроль качества | quality control; ОТК; ISO 9001; QMS | medium
Сметное дело | сметы; Гранд-Смета; сметный расчет | medium
`,
  logistics: `
Логистика | logistics; транспортная логистика; supply chain; цепи поставок | medium
Закупки | procurement; purchasing; снабжение; работа с поставщиками | high
ВЭД | внешнеэкономическая деятельность; таможенное оформление; customs | medium
Складская логистика | WMS; склад; warehouse | medium
Управление автопарком | автопарк; fleet management | low
`,
  support: `
Windows Server | Active Directory; GPO; групповые политики | medium
Сетевое администрирование | компьютерные сети; TCP/IP; DNS; DHCP; VPN; Cisco; Mikrotik; networking; LAN | medium
Техническая поддержка | helpdesk; help desk; service desk; техподдержка; desktop support; поддержка пользователей | medium
ITIL | ITSM | low
Виртуализация | VMware; Hyper-V; Proxmox; virtualization | medium
Информационная безопасность | ИБ; information security; cybersecurity; кибербезопасность; SIEM; pentest | medium
Резервное копирование | backup; бэкапы; Veeam | low
Администрирование | системное администрирование; sysadmin; system administration | medium
`,
  languages: `
Английский язык | английский; English; англ | high
Немецкий язык | немецкий; German; Deutsch | low
Французский язык | французский; French | low
Испанский язык | испанский; Spanish | low
Китайский язык | китайский; Chinese; Mandarin | medium
Итальянский язык | итальянский; Italian | low
Турецкий язык | турецкий; Turkish | low
Арабский язык | арабский; Arabic | low
Японский язык | японский; Japanese | low
Корейский язык | корейский; Korean | low
`,
  soft: `
Коммуникация | коммуникативные навыки; communication; communication skills; деловая коммуникация | medium
Работа в команде | teamwork; командная работа; collaboration | medium
Лидерство | leadership; лидерские качества | medium
Тайм-менеджмент | time management; управление временем; планирование времени | medium
Аналитическое мышление | analytical thinking; analytical skills; критическое мышление; critical thinking; системное мышление | medium
Решение проблем | problem solving; problem-solving; решение задач | medium
Публичные выступления | public speaking; презентации; presentations; навыки презентации | medium
Деловая переписка | business correspondence; деловое письмо; business writing | medium
Многозадачность | multitasking | low
Эмоциональный интеллект | emotional intelligence; эмпатия | low
Самоорганизация | self-management; самостоятельность | low
Обучение других | преподавание; teaching; проведение тренингов; тренер | low
`,
};

function parseTable(category: string, body: string): SkillEntry[] {
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name = "", aliasList = "", demand = "medium", implies = ""] = line.split("|").map((part) => part.trim());
      const rawAliases = aliasList ? aliasList.split(";").map((a) => a.trim()).filter(Boolean) : [];
      const caseSensitive = rawAliases.filter((a) => a.startsWith("*")).map((a) => a.slice(1));
      const aliases = [name, ...rawAliases.filter((a) => !a.startsWith("*"))].filter((a) => !caseSensitive.includes(a));
      return {
        name,
        aliases,
        category,
        demand: (demand === "high" || demand === "low" ? demand : "medium") as Demand,
        implies: implies ? implies.split(";").map((s) => s.trim()) : [],
        caseSensitive,
      };
    });
}

export const SKILL_DICTIONARY: readonly SkillEntry[] = Object.entries(TABLE).flatMap(([category, body]) =>
  parseTable(category, body),
);

export const SKILL_BY_NAME: ReadonlyMap<string, SkillEntry> = new Map(SKILL_DICTIONARY.map((e) => [e.name, e]));
