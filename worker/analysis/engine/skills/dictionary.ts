/**
 * The curated bilingual skill dictionary. Each line is `Name | alias; alias | demand [| implied skill]`.
 * Demand tiers (high / medium / low) are ESTIMATES of how often Russian-market vacancies (hh.ru, Habr Career,
 * LinkedIn RU/EN) asked for a skill, compiled by hand at SKILL_DICTIONARY_COMPILED; they are not live data and
 * should be re-compiled at least once a year.
 */
import { monthYear } from "../../../../shared/month-year";
import { generatedLanguageLines, generatedToolLines, spokenLanguageLines } from "../../knowledge/skills";
import { OBSOLETE_SKILLS } from "../../knowledge/skills.obsolete";
import { ORDINARY_WORD_ALIASES, ORDINARY_WORD_NAMES } from "../../knowledge/skills.ordinary.generated";
import type { Demand } from "../types";

export const SKILL_DICTIONARY_COMPILED = "2026-11";

/** «ноябрь 2026» for the dictionary's date: the report never shows machine dates. */
export const compiledLabel = (compiled = SKILL_DICTIONARY_COMPILED): string => monthYear(compiled);

/** «в ноябре 2026» for the same date. */
export const compiledLabelPrepositional = (): string => monthYear(SKILL_DICTIONARY_COMPILED, "prepositional");

export interface SkillAlias {
  text: string;
  /** Matches only with this exact letter case ("Go", "R"), to avoid ordinary words. */
  caseSensitive: boolean;
  /** An ordinary word too ("booking", «Контур», "Less"): counts only where skills are listed (see match.ts). */
  ambiguous: boolean;
  /**
   * The entry's name is an English word ("React", "Angular", "Airflow"): written in lower case it is that word in an
   * English sentence ("react to", "angular momentum"), and the product only where skills are listed (decision 590).
   */
  wordInProse?: true;
}

export interface SkillEntry {
  name: string;
  /** The name shown in an English resume when `name` is Russian. */
  en: string | null;
  aliases: readonly SkillAlias[];
  category: string;
  demand: Demand;
  /** A more specific skill implies a general one: "1С:Бухгалтерия" also counts as "1С". */
  implies: readonly string[];
  /** Ended by its maker in this month ("2020-12"): knowledge/skills.obsolete.ts (decision 590). */
  obsoleteSince?: string;
}

/** Categories of technical tools: an ambiguous one counts next to another technical term ("Go and Python"). */
export const TECH_CATEGORIES: ReadonlySet<string> = new Set([
  "lang",
  "frontend",
  "backend",
  "mobile",
  "data",
  "db",
  "devops",
  "qa",
  "onec",
  "tools",
  "support",
  "design",
]);

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
  education: "Образование и преподавание",
  soft: "Гибкие навыки",
};

// Line format: `Name [~ English name] | alias; alias | demand [| implied skill]`. An alias (or the name) written
// `*Go` is case-sensitive; `?booking` is ambiguous — an ordinary word too, so it counts only where skills are listed
// (a skills section, a list item, next to other tech terms: decision 027). `?*Less` is both.
const TABLE: Readonly<Record<string, string>> = {
  lang: `
JavaScript | JS; ECMAScript; ES6; ES2015; ES6+; джаваскрипт; Java Script; Vanilla JS | high
TypeScript | ?*TS; тайпскрипт | high
Python | Python3; Python 3; питон; пайтон | high
Java | Java SE; Java EE; Jakarta EE; джава; Java 8; Java 11; Java 17 | high
Kotlin | котлин | high
Go | ?*Go; Golang; гоу; Go-разработка | high
C# | C sharp; си шарп; С# | high
C++ | C/C++; cpp; си плюс плюс; C++17; C++20; C++11; С++; С/С++ | medium
C | ?*C; язык C; ANSI C; C99; C11 | medium
PHP | PHP7; PHP8; PHP 7; PHP 8; пхп | medium
Ruby | ?*Ruby; руби | low
Rust | ?*Rust; раст | medium
Swift | ?*Swift; свифт | medium
Objective-C | ObjC; Objective C | low
Scala | ?*Scala; скала | low
Dart | ?*Dart | medium
R | ?*R; язык R; RStudio | low
MATLAB | матлаб; Matlab | low
Julia | ?*Julia | low
OCaml | | low
Perl | ?*Perl | low
Bash | ?shell; ?sh; shell-скрипты; bash-скрипты; ?zsh; shell scripting; командная строка Linux; Linux CLI | medium
PowerShell | | low
Delphi | Object Pascal; ?Pascal; Паскаль; Делфи | low
Visual Basic | VB.NET; VBA; ?*VB | low
Visual Basic 6 | VB6; VB 6; VB 6.0; VB6.0; Visual Basic 6.0 | low
Assembler | ассемблер; assembly; ?*Assembly | low
Lua | ?*Lua | low
Haskell | Haskel | low
Elixir | | low
Erlang | | low
Clojure | | low
Groovy | | low
Solidity | | low
Fortran | | low
COBOL | | low
`,
  frontend: `
Zustand | ?zustand | medium
Zod | ?*Zod | low
Backbone.js | ?*Backbone; backbonejs | low
D3.js | d3; d3js | medium
Tilda | ?Tilda; Тильда | medium
HTML | HTML5; хтмл; HTML/CSS | high
CSS | CSS3; цсс; Css | high
React | React.js; ReactJS; Реакт; React Hooks | high
Vue.js | ?*Vue; VueJS; Vue 3; Vue2; Vue3; Вью; Vuex; Pinia | high
Angular | AngularJS; Angular 2+; RxJS; NgRx | medium
Svelte | SvelteKit | low
Next.js | NextJS | medium | React
Nuxt | Nuxt.js; NuxtJS | medium | Vue.js
Redux | Redux Toolkit; RTK; Redux-Saga; Redux Thunk | medium
MobX | | low
jQuery | джквери; Jquery | low
Ajax | ?*Ajax; ?*AJAX | low
SASS | SCSS; ?*Less; ?*LESS; Stylus | medium
Tailwind CSS | Tailwind | medium
Bootstrap | ?*Bootstrap | low
Material UI | MUI; Ant Design; Chakra UI | low
Webpack | вебпак | medium
Vite | ?*Vite | medium
Gulp | ?*Gulp; Grunt | low
Babel | ?*Babel | low
ESLint | Prettier; JSHint; Stylelint | low
npm | ?*NPM; ?*npm; pnpm | medium
Yarn | ?*Yarn | low
Верстка | адаптивная верстка; кроссбраузерная верстка; вёрстка; ?layout; pixel perfect; Pixel-perfect; responsive design; адаптивный дизайн | medium
БЭМ | BEM | low
Web Components | | low
Three.js | WebGL | low
Storybook | | low
Ionic | ?*Ionic | low
Electron | ?*Electron | low
Chrome DevTools | DevTools; Developer Tools | low
# Ended by their makers (knowledge/skills.obsolete.ts, decision 590): bare "Flash" is also memory ("NAND Flash").
Adobe Flash | Flash MX; Macromedia Flash; ?Flash Player; ?Adobe Flash Player; Flash Professional; Adobe Flash Professional; Flash CS3; Flash CS4; Flash CS5; Flash CS6; Flash 8 | low
WML | *WML; *WAP; WMLScript | low
`,
  backend: `
# Libraries a skills list names (development-half misses, decision 225)
asyncio | asyncio | medium | Python
aiohttp | aiohttp | medium | Python
aiogram | aiogram | low | Python
Pydantic | pydantic | medium | Python
unittest | unittest; ?*PyUnit | low | Python
behave | ?behave | low
Tokio | ?tokio | low | Rust
Axum | ?axum | low | Rust
Actix | actix-web; actix web | low | Rust
SQLx | sqlx | low
GORM | gorm | low | Go
Gin | Gin Web Framework; ?*Gin; gin-gonic | medium | Go
ZIO | ?*ZIO | low | Scala
sbt | ?*sbt | low | Scala
Aeron | ?*Aeron | low
OpenMP | openmp | low
OpenCL | opencl | low
Camunda | camunda; Camunda BPM | medium
Pega | ?*Pega; Pegasystems | low
Solana | ?*Solana | low
Node.js | NodeJS; ?*Node; нода; Node JS | high
Express | ?*Express; Express.js; Koa | medium | Node.js
NestJS | Nest.js | medium | Node.js
Meteor | MeteorJS; Meteor.js | low | Node.js
Django | Джанго; Django REST Framework; DRF | high | Python
Flask | ?*Flask | medium | Python
FastAPI | | high | Python
SQLAlchemy | Alembic | medium | Python
Spring | Spring Boot; Spring Framework; Spring Cloud; Spring MVC; Spring Data; ?*Spring | high | Java
Hibernate | JPA | medium
Maven | Gradle | medium
.NET | .NET Core; .NET Framework; dotnet; ASP.NET; ASP.NET Core; .NET 6; .NET 8 | high
Entity Framework | EF Core | medium
Laravel | ларавел | medium | PHP
Symfony | | medium | PHP
Yii | Yii2 | low | PHP
CodeIgniter | Codeigniter | low | PHP
Composer | ?*Composer | low | PHP
XAMPP | Xampp; OpenServer; Open Server; *LAMP | low
Bitrix | 1С-Битрикс; Битрикс; 1C-Bitrix | medium
WordPress | Вордпресс; Wordpress | low
Ruby on Rails | ?*Rails; RoR | low | Ruby
REST API | *REST; RESTful; REST API; REST APIs; RESTful API | high
GraphQL | ?*Apollo | medium
gRPC | Protobuf; Protocol Buffers | medium
SOAP | ?*SOAP; WSDL | low
Микросервисы ~ Microservices | микросервисная архитектура; microservices; microservice architecture | high
Kafka | Apache Kafka | high
RabbitMQ | | high
NATS | ?*NATS | low
ZeroMQ | ZMQ | low
Celery | ?*Celery | low
WebSocket | WebSockets | medium
OAuth | JWT; OAuth 2.0; OpenID Connect; OIDC; SAML | medium
Okta | Keycloak; Auth0 | low
Unity | Unity3D; Unity Engine; ?*Unity | low
Unreal Engine | UE4; UE5; ?*Unreal; Blueprints | low
# C++ libraries a C++ skills list names (Stack Overflow tags): "STL" is also a 3D-printing file and a city's code.
Qt | *Qt; Qt Creator; QML; Qt Quick; PyQt | medium
Boost | ?*Boost; Boost.Asio; boost-asio | low
STL | ?*STL | low
Scrapy | | low | Python
MFC | ?*MFC; Microsoft Foundation Classes | low
HLSL/GLSL | HLSL; GLSL; шейдеры; shaders | low
`,
  mobile: `
Android | Android SDK; андроид; Android Studio | high
iOS | iOS SDK | high
Flutter | | medium | Dart
React Native | | medium | React
SwiftUI | | medium | Swift
Jetpack Compose | | medium | Kotlin
UIKit | | medium
Xcode | | low
Firebase | | low
ADB | ?*ADB; Android Debug Bridge | low
`,
  data: `
XGBoost | xgboost | medium
DVC | ?*DVC | low
MONAI | ?*MONAI | low
SageMath | sage math | low
Slurm | ?slurm | low
SQL | T-SQL; PL/SQL; SQL-запросы; язык запросов SQL; PL/pgSQL; ?*My Sql | high
Pandas | ?*Pandas | high | Python
NumPy | | medium | Python
SciPy | | low | Python
Scikit-learn | sklearn; scikit learn | medium
Machine Learning | ?*ML; машинное обучение; ML-модели | high
Deep Learning | глубокое обучение; нейронные сети; нейросети; neural networks | medium
PyTorch | | medium
TensorFlow | Keras | medium
JAX | ?*JAX | low
ONNX | ONNX Runtime; TensorRT | low
CUDA | | low
Triton | ?*Triton | low
Ray | ?*Ray | low
Distributed training | распределенное обучение; DeepSpeed; FSDP; Horovod | low
MLOps | MLflow; Kubeflow; SageMaker; AWS SageMaker | medium
Hugging Face | HuggingFace; Transformers | medium
NLP | обработка естественного языка; natural language processing | medium
Computer Vision | компьютерное зрение; OpenCV; YOLO | medium
LLM | большие языковые модели; ?*GPT; ?*RAG; LangChain; LlamaIndex; prompt engineering | high
Power BI | PowerBI; DAX | high
Tableau | | medium
Looker | Looker Studio; Google Data Studio | low
Apache Superset | ?*Superset | low
DataLens | Yandex DataLens | medium
# Bare «ВПР» is also the schools' «Всероссийские проверочные работы»: only «функция ВПР» / «Excel (ВПР)» mean VLOOKUP.
Excel | MS Excel; Microsoft Excel; Эксель; Excel (ВПР); сводные таблицы; функция ВПР; ?*Excel; ?*EXCEL; Excel VBA; Power Query; pivot tables; VLOOKUP | high
Google Sheets | Google Таблицы; Google Spreadsheets | medium
MS Access | Microsoft Access; ?*Access | low
Статистика ~ Statistics | математическая статистика; ?statistics; теория вероятностей; SPSS; Stata | medium
A/B-тестирование ~ A/B testing | A/B тесты; AB-тесты; A/B testing; AB testing; ?*A/B | medium
ETL | ELT; ETL-процессы | medium
Airflow | Apache Airflow | medium
Spark | Apache Spark; PySpark; ?*Spark | medium
Hadoop | HDFS; ?*Hive | low
dbt | ?*dbt | low
Jupyter | Jupyter Notebook; Google Colab | low
Анализ данных ~ Data analysis | data analysis; аналитика данных; data analytics; ?анализ данных | high
Визуализация данных ~ Data visualization | data visualization; дашборды; dashboards; matplotlib; seaborn; Plotly | medium
Яндекс Метрика | Яндекс.Метрика; ?Метрика; Yandex Metrica | medium
Google Analytics | GA4 | medium
Продуктовая аналитика ~ Product analytics | product analytics; юнит-экономика; когортный анализ; Amplitude; Mixpanel | medium
Базы данных ~ Databases | работа с базами данных; ?базы данных; ?databases; СУБД; DBMS | medium
`,
  db: `
PostgreSQL | Postgres; Постгрес; PostgresSQL; psql; Postgre; ?*PG | high | SQL
MySQL | MariaDB; My SQL | medium | SQL
MS SQL Server | MSSQL; MS SQL; SQL Server | medium | SQL
Oracle | ?*Oracle; Oracle DB; Oracle Database | medium
SQLite | | low | SQL
MongoDB | ?*Mongo | medium
Redis | | high
ClickHouse | Кликхаус | high
Elasticsearch | *ELK; ?*Elastic; OpenSearch; Kibana; Logstash | medium
Cassandra | ?*Cassandra; ScyllaDB | low
InfluxDB | TimescaleDB | low
RocksDB | LevelDB | low
Greenplum | | medium
Firebird | InterBase | low
Snowflake | ?*Snowflake; BigQuery; Redshift | low
DynamoDB | | low
Neo4j | | low
Проектирование баз данных ~ Database design | проектирование БД; моделирование данных; data modeling; database design | medium
`,
  devops: `
Ghidra | ?Ghidra | low
IDA Pro | ?*IDA; IDA Pro | low
Valgrind | ?valgrind | low
PVS-Studio | PVS Studio | low
Cisco Packet Tracer | Packet Tracer | low
Novell NetWare | NetWare | low
DevOps | | medium
Docker | докер; Docker Compose; docker-compose; Podman | high
Kubernetes | K8s; кубернетес; кубер; OpenShift; k3s | high
Helm | ?*Helm | medium
Kustomize | | low
ArgoCD | Argo CD; Argo; Flux; FluxCD; GitOps | medium
Terraform | OpenTofu; Terragrunt | medium
Ansible | | medium
Packer | ?*Packer; Vagrant | low
CI/CD | ?*CI; ?*CD; continuous integration; непрерывная интеграция; continuous delivery; continuous deployment | high
GitLab CI | GitLab CI/CD | medium | CI/CD
GitHub Actions | | medium | CI/CD
Jenkins | ?*Jenkins | medium | CI/CD
CircleCI | Circle CI | low | CI/CD
TeamCity | Travis CI; Bamboo | low | CI/CD
Linux | Линукс; Ubuntu; Debian; CentOS; Astra Linux; RHEL; ?*Unix; Red Hat; Alt Linux; ALT Linux | high
Windows | ?*Windows; Windows 10; Windows 11; MS Windows | low
macOS | Mac OS; MacOS; OS X | low
Nginx | Apache HTTP Server; HAProxy; Traefik | medium
Prometheus | ?*Prometheus; Alertmanager | medium
Grafana | | medium
Loki | ?*Loki; Jaeger; OpenTelemetry | low
AWS | Amazon Web Services; EC2; AWS S3; ?*S3; Lambda; AWS Lambda; CloudFormation; EKS; ECS | medium
Google Cloud | GCP; Google Cloud Platform | low
Azure | Microsoft Azure; ?*Azure | low
Yandex Cloud | Яндекс Облако | medium
Cloudflare | | low
Git | ?GitHub; ?GitLab; ?Bitbucket; гит; система контроля версий; системы контроля версий; SVN; Mercurial; version control | high
CMake | ?*Make; Makefile | low
Мониторинг ~ Monitoring | ?monitoring; ?мониторинг; Zabbix; observability; Nagios | medium
Vault | HashiCorp Vault | low
`,
  qa: `
Тестирование ~ Software testing | ?QA; тестирование ПО; ручное тестирование; manual testing; software testing; ?тестирование; ?testing; теория тестирования; тестирование WEB; тестирование веб-приложений; web testing; тестирование мобильных приложений; mobile testing; STLC; SDLC; quality assurance | high
Автоматизированное тестирование ~ Test automation | автотесты; автоматизация тестирования; test automation; автотестирование | high
Selenium | Selenide; WebDriver | medium | Автоматизированное тестирование
Playwright | | medium | Автоматизированное тестирование
Cypress | ?*Cypress | low | Автоматизированное тестирование
Appium | | low | Автоматизированное тестирование
Postman | ?*Postman; Insomnia | medium | API-тестирование
Charles Proxy | ?*Charles; Fiddler; ?*Fiddler; Proxyman; Burp Suite; снифферы | low
Jest | ?*Jest; Vitest; Mocha | medium | Unit-тестирование
Pytest | | medium | Unit-тестирование
JUnit | TestNG | medium | Unit-тестирование
Allure | ?*Allure; TestRail; Qase; TestIT; Zephyr | low
Нагрузочное тестирование ~ Load testing | JMeter; Locust; k6; load testing; performance testing | medium
Тест-дизайн ~ Test design | тест-кейсы; чек-листы; test cases; тестовая документация; баг-репорты; test design; bug reports; тест-дизайна | medium
Unit-тестирование ~ Unit testing | unit-тесты; unit testing; юнит-тесты; TDD; ?*TDD; BDD | medium
API-тестирование ~ API testing | API testing; Swagger; тестирование API; OpenAPI | medium
`,
  onec: `
1С | 1C; 1С:Предприятие; 1С Предприятие 8; 1С:Предприятие 8; 1С программирование; 1С 8.3; программирование 1С; 1С: Предприятие 8; создание конфигурации 1С; конфигурирование 1С; 1С:Предприятие 8.3 | high
1С:Бухгалтерия | 1С Бухгалтерия; 1C Accounting; 1С:БП; БП 3.0; 1С:Бухгалтерия предприятия; 1С:Бухгалтерия 8; 1С: Бухгалтерия | high | 1С
1С:ERP | 1С ERP; ERP-системы на базе 1С; 1С:ERP Управление предприятием; 1С:УПП; УПП | high | 1С
1С:ЗУП | ?ЗУП; 1С:Зарплата и управление персоналом; 1С Зарплата; 1С ЗУП; 1С: ЗУП; 1С:Зарплата | high | 1С
1С:УТ | 1С:Управление торговлей; УТ 11; 1С УТ; 1С:Розница; 1С Розница | medium | 1С
1С:КА | 1С:Комплексная автоматизация; КА 2 | medium | 1С
1С:Документооборот | | low | 1С
1С:УНФ | 1С:Управление нашей фирмой; УНФ | low | 1С
СКД | система компоновки данных | high | 1С
БСП | библиотека стандартных подсистем | medium | 1С
Управляемые формы | управляемое приложение | medium | 1С
Обмены 1С | КД 2.0; КД 3.0; конвертация данных; EnterpriseData; обмены XML/JSON; обмены данными | medium | 1С
Хранилище конфигурации | ?*EDT; 1С:EDT | low | 1С
1С:Специалист | сертификат 1С:Специалист; 1С:Профессионал | medium | 1С
`,
  tools: `
MS Office | Microsoft Office; пользователь ПК; уверенный пользователь ПК; ПК; computer literacy; компьютерная грамотность; ?*Word; MS Word; Microsoft Word; PowerPoint; MS PowerPoint; ?*Outlook; MS Outlook; пакет MS Office; офисные программы; Microsoft Office Suite; MS Office Suite; Office 365; Microsoft 365 | medium
Jira | Джира; JIRA | high
Confluence | ?*Confluence | medium
YouTrack | | low
Notion | ?*Notion | low
Trello | Asana; ClickUp; Monday.com | low
YouGile | Kaiten; Битрикс24 задачи; Pyrus | low
Miro | ?*Miro | low
# Editors, IDEs and database clients the Stack Overflow Developer Survey asks about ("Integrated development environment",
# names only; decision 590) that O*NET's products lack. Each is its own product: the person has the one they name.
Visual Studio Code | VS Code; VSCode; Visual Studio Code | medium
PyCharm | | low
WebStorm | | low
PhpStorm | | low
CLion | | low
GoLand | | low
DataGrip | | low
Rider | ?*Rider; JetBrains Rider | low
DBeaver | | low
pgAdmin | pgAdmin 4 | low
Notepad++ | | low
Sublime Text | ?*Sublime | low
NetBeans | | low
1С:Документооборот и СЭД | СЭД; Directum; ЭДО; электронный документооборот; Тезис; ДЕЛО | medium
Slack | ?*Slack; Microsoft Teams; MS Teams | low
Google Workspace | G Suite; Google Docs | low
Зум | ?*Zoom; Google Meet | low
Слепая печать ~ Touch typing | ?*Typing; touch typing; слепой набор; десятипальцевый набор; wpm | low
`,
  accounting: `
Бухгалтерский учет ~ Accounting | бухучет; ?бухгалтерия; ведение бухгалтерского учета; bookkeeping; ?accounting; ?учет; полный цикл бухгалтерского учета; accounting software | high
Налоговый учет ~ Tax accounting | налогообложение; НДС; налог на прибыль; УСН; ?taxation; ?tax; ЕНВД; НДФЛ; ОСНО; налоговые декларации; tax returns; tax reporting; ?*VAT; VAT returns; GST; TDS | high
Бухгалтерская отчетность ~ Financial reporting | финансовая отчетность; отчетность в ФНС; сдача отчетности; financial reporting; ?financial statements; отчетность в ПФР; отчетность в ФСС; отчетность в СФР | high
РСБУ ~ RAS | RAS | medium | Бухгалтерская отчетность
МСФО ~ IFRS | IFRS; трансформация отчетности | medium
GAAP | US GAAP | low
Расчет заработной платы ~ Payroll | расчет зарплаты; payroll; расчетный отдел; начисление заработной платы; начисление зарплаты | medium
Первичная документация ~ Source documents | первичка; первичные документы; первичной документации; ?invoices; счета-фактуры; УПД; товарные накладные | medium
Банк-клиент | банковские выписки; клиент-банк; банковские операции | medium
Сверка расчетов ~ Reconciliation | акты сверки; сверка с контрагентами; reconciliation; bank reconciliation; account reconciliation | medium
Управленческий учет ~ Management accounting | управленческая отчетность; management accounting | medium
Финансовый анализ ~ Financial analysis | financial analysis; финансовое моделирование; financial modeling; финансовое планирование | medium
Бюджетирование ~ Budgeting | ?budgeting; планирование бюджета; budget management; ?бюджет; ?budgets | medium
Аудит ~ Audit | ?audit; ?аудит; внутренний аудит; internal audit; аудиторские проверки | medium
Кассовые операции ~ Cash handling | касса; кассовая дисциплина; кассовые операции; cash handling; инкассация; ?*cash register; работа с наличными; кассовый аппарат; кассовые документы | low
Основные средства ~ Fixed assets | учет основных средств; ОС и НМА; fixed assets | low
Казначейство ~ Treasury | платежный календарь; ?treasury | low
Дебиторская задолженность ~ Accounts receivable | accounts receivable; кредиторская задолженность; accounts payable; ДЗ и КЗ; AR/AP | medium
Себестоимость ~ Cost accounting | калькуляция себестоимости; cost accounting; costing | low
Инвентаризация ~ Inventory count | ?инвентаризация; инвентаризации; stocktaking; stock count | medium
CPA | Certified Public Accountant; ACCA; ДипИФР | low
SAP | ?*SAP; SAP ERP; SAP FI; SAP CO; SAP MM; SAP PP; SAP FICO; SAP SD; SAP S/4HANA | medium
QuickBooks | Xero; FreshBooks; ?*Sage; Sage 50; Tally; Tally ERP | low
Контур | ?*Контур; Контур.Экстерн; СБИС; Диадок; Контур.Бухгалтерия; Контур Экстерн; Такском; Контур.Фокус | medium
`,
  sales: `
Продажи ~ Sales | ?sales; активные продажи; прямые продажи; ?продажа; ?продажи; sales management; direct sales; навыки продаж; техники продаж; управление продажами; развитие продаж; анализ продаж; sales skills; upselling; cross-selling; кросс-продажи; допродажи | high
B2B-продажи ~ B2B sales | ?B2B; сложные продажи; корпоративные продажи; B2B sales; продажи B2B | high | Продажи
B2C-продажи ~ B2C sales | ?B2C; розничные продажи; ?retail; retail sales; продажи B2C | medium | Продажи
Холодные звонки ~ Cold calling | cold calling; холодный обзвон; cold calls; холодные продажи; телефонные продажи; telemarketing | medium
Ведение переговоров ~ Negotiation | переговоры; negotiation; negotiations; деловые переговоры; negotiation skills; телефонные переговоры; проведение переговоров | high
Презентация продукта ~ Product presentation | презентация товара; product demos; product presentations; демонстрация продукта | medium
CRM | CRM-системы; CRM системы | high
amoCRM | АмоCRM; Amo CRM | medium | CRM
Битрикс24 ~ Bitrix24 | Bitrix24; Bitrix 24; Битрикс 24 | medium | CRM
Salesforce | | low | CRM
HubSpot | Pipedrive; Zoho CRM | low | CRM
Воронка продаж ~ Sales funnel | sales funnel; sales pipeline; pipeline management | medium
Работа с возражениями ~ Objection handling | отработка возражений; objection handling; работа с сомнениями | medium
Скрипты продаж ~ Sales scripts | скрипты продаж; sales scripts; скрипты звонков | low
Клиентский сервис ~ Customer service | customer service; обслуживание клиентов; консультирование клиентов; консультирование покупателей; работа с клиентами; customer care; customer support; клиентский сервис | medium
Account management | аккаунт-менеджмент; ведение клиентов; работа с ключевыми клиентами; key account; key account management; KAM; client relationship management | medium
Поиск клиентов ~ Lead generation | лидогенерация; lead generation; поиск новых клиентов; привлечение клиентов; prospecting; business development; развитие клиентской базы | medium
Тендеры ~ Tenders | госзакупки; 44-ФЗ; 223-ФЗ; тендерные процедуры; ?тендеры; tenders | medium
Мерчандайзинг ~ Merchandising | merchandising; выкладка товара; планограммы; visual merchandising; визуальный мерчандайзинг | low
Кассовое обслуживание ~ Cashier operations | работа с кассой; ?*POS; POS-терминал; POS systems; онлайн-касса; ККТ; контрольно-кассовая техника | low
Розничная торговля ~ Retail management | управление магазином; store management; работа в рознице; retail management; товарооборот | medium
Выполнение плана продаж ~ Sales targets | план продаж; KPI продаж; sales targets; ?quota; выполнение плана | medium
Маркетплейсы ~ Marketplaces | Wildberries; Ozon; Яндекс Маркет; ?marketplace; ?marketplaces; маркетплейсы | high
Дистрибуция ~ Distribution | дистрибуция; ?distribution; работа с дистрибьюторами; дилерская сеть | low
Ценообразование ~ Pricing | ?ценообразование; pricing; pricing strategy | low
`,
  marketing: `
Маркетинг ~ Marketing | ?marketing; маркетинговая стратегия; marketing strategy; ?маркетинг | medium
SMM | ?social media; ведение соцсетей; social media marketing; ?соцсети; ?*Facebook; ?*Instagram; ?*Twitter; ?*TikTok; ?*VK | medium
SEO | поисковая оптимизация; SEO-оптимизация | medium
Контекстная реклама ~ PPC | ?*PPC; Google Ads; AdWords | medium
Яндекс Директ ~ Yandex Direct | Яндекс.Директ; ?Директ; Yandex Direct | high | Контекстная реклама
Таргетированная реклама ~ Targeted ads | таргетинг; ?таргет; VK Реклама; targeting; paid social; Facebook Ads; myTarget | medium
Контент-маркетинг ~ Content marketing | content marketing; контент-план; копирайтинг; copywriting; редактура; editing | medium
Email-маркетинг ~ Email marketing | email marketing; ?рассылки; Unisender; Mailchimp; SendPulse | low
Performance-маркетинг ~ Performance marketing | performance marketing; перформанс | high
Бренд-менеджмент ~ Brand management | branding; брендинг; brand management | low
PR | связи с общественностью; public relations; пиар; ?*PR | low
Маркетинговые исследования ~ Market research | market research; исследования рынка; анализ конкурентов; конкурентный анализ; competitive analysis | medium
Веб-аналитика ~ Web analytics | web analytics; сквозная аналитика; Roistat | medium
CRM-маркетинг ~ CRM marketing | CRM marketing; удержание клиентов; ?retention | medium
Event-маркетинг ~ Event management | организация мероприятий; event management; ивенты; event planning | low
`,
  hr: `
Подбор персонала ~ Recruiting | рекрутинг; recruiting; recruitment; найм персонала; talent acquisition; сорсинг; sourcing; hiring; подбор; recruiting & hiring | high
Кадровое делопроизводство ~ HR administration | кадровый учет; КДП; HR administration; трудовые книжки; кадровые документы; воинский учет | high
Трудовое право ~ Labor law | ТК РФ; трудовой кодекс; labor law; employment law; трудовое законодательство | medium
Адаптация персонала ~ Onboarding | онбординг; onboarding | medium
Оценка персонала ~ Performance review | performance review; оценка 360; ассессмент; ?assessment; performance appraisal | medium
Обучение персонала ~ Staff training | T&D; training and development; корпоративное обучение; L&D; staff training; обучение сотрудников; обучение персонала; employee training | medium
HR-бренд ~ Employer branding | employer branding; HR brand | low
Компенсации и льготы ~ Compensation and benefits | C&B; compensation and benefits; ?grading; грейдирование | medium
HRM-системы ~ HRM systems | HRM; HRIS; Workday; BambooHR; E-Staff; Хантфлоу; Huntflow | low
Проведение собеседований ~ Interviewing | собеседования; interviewing | medium
`,
  management: `
Управление проектами ~ Project management | project management; ?*PM; проектное управление; ведение проектов; управление проектом | high
Управление программами ~ Program management | program management; programme management | medium
Управление командой ~ Team management | team management; управление продажами отдела; руководство коллективом; мотивация персонала; staff motivation; supervision; ?supervising; staff scheduling; составление графиков работы; руководство командой; people management; руководство отделом; team leadership; управление персоналом; управление коллективом; staff management; руководство коллективом | high
Agile | эджайл; гибкие методологии; Agile methodologies | high
Scrum | скрам | high | Agile
Kanban | канбан | medium | Agile
Waterfall | PMBOK; ?*PMP; Prince2 | low
Product management | продакт-менеджмент; управление продуктом; product owner | medium
Roadmap | роадмап; дорожная карта; product roadmap | medium
Стратегическое планирование ~ Strategic planning | strategic planning; стратегическое развитие | medium
Управление P&L ~ P&L management | P&L; P&L ответственность; управление прибылью | medium
Бизнес-анализ ~ Business analysis | business analysis; сбор требований; requirements gathering; BPMN; ?*UML | high
Системный анализ ~ Systems analysis | system analysis; ?*ТЗ; техническое задание; ?спецификации; technical specifications | high
Риск-менеджмент ~ Risk management | управление рисками; risk management | low
Бизнес-процессы ~ Business processes | оптимизация бизнес-процессов; бизнес процессы; business processes; процессный подход; process improvement | medium
Бережливое производство ~ Lean manufacturing | ?*Lean; бережливое производство; lean manufacturing; кайдзен; kaizen; Six Sigma; Шесть сигм; 5S; ?*5С; TPM; SMED; ?*SMED; канбан производства; вытягивающая система | medium
Stakeholder management | работа со стейкхолдерами; стейкхолдеры; stakeholders | medium
OKR | ?*KPI; OKR/KPI | medium
Customer Development | CustDev; кастдев; ?*CJM; JTBD | medium
Unit-экономика ~ Unit economics | unit economics; ?*LTV; ?*CAC | medium
Управление изменениями ~ Change management | change management | low
Наставничество ~ Mentoring | менторинг; mentoring; ?coaching; коучинг; наставничество | medium
Управление поставщиками ~ Supplier management | supplier management; vendor management; работа с поставщиками; управление поставщиками | medium
Документооборот ~ Document management | делопроизводство; работа с документами; работа с документацией; оформление документов; data entry; ?*Data Entry; ?filing; ?scheduling; ведение отчетности; document management; records management; ведение документации; архивирование документов | medium
Офис-менеджмент ~ Office management | административно-хозяйственная деятельность; АХД; office management; управление офисом | low
`,
  design: `
Vegas Pro | Sony Vegas; Magix Vegas; Vegas Pro; ?*Vegas | low
Figma | Фигма | high
Adobe Photoshop | ?*Photoshop; Фотошоп | medium
Adobe Illustrator | ?*Illustrator; Иллюстратор | medium
Adobe InDesign | InDesign | low
Adobe After Effects | After Effects; моушн-дизайн; motion design | low
Adobe Premiere Pro | Premiere Pro; Adobe Premiere; ?*Premiere | low
DaVinci Resolve | ?*Resolve | low
Sketch | ?*Sketch | low
Canva | ?*Canva | low
UX/UI | ?*UX; ?*UI; UX/UI-дизайн; UI/UX; пользовательский опыт; user experience; юзабилити; usability; user experience design; UX design; UI design | high
Прототипирование ~ Prototyping | prototyping; wireframes; вайрфреймы; прототипы; Axure | medium
Дизайн-системы ~ Design systems | design system; design systems; UI-kit | medium
Графический дизайн ~ Graphic design | graphic design; полиграфия; айдентика | medium
3D-моделирование ~ 3D modeling | ?*3D; Blender; 3ds Max; Cinema 4D; ?*Maya; 3D modeling; ZBrush | low
CorelDRAW | ?*Corel | low
`,
  hospitality: `
Гостиничный бизнес ~ Hotel management | hotel management; гостиничный сервис; ?hospitality; отельный бизнес | medium
Opera PMS | ?*Opera; Fidelio; ?*PMS; ?*Shelter; Opera Cloud | medium
Обслуживание гостей ~ Guest service | guest service; guest relations; работа с гостями; front office; ?ресепшен; ?reception; front desk | medium
Бронирование ~ Reservations | ?reservations; ?booking; ?*Booking.com; системы бронирования; бронирование номеров; reservation systems; ?бронирование | medium
Ресторанный сервис ~ Food and beverage service | food and beverage; ?*F&B; сервировка; ?официант; ?бармен; обслуживание банкетов; banquet service; барное дело | medium
HoReCa | хорека; ?общепит; ресторанный бизнес; restaurant management; restaurant operations | medium
iiko | R-Keeper; r_keeper; RKeeper; Poster POS | medium
Санитарные нормы ~ Food safety | СанПиН; HACCP; ХАССП; food safety; food handling; ServSafe | medium
Управление запасами ~ Inventory management | inventory management; управление запасами; товарные остатки; stock management; inventory control | medium
Revenue management | управление доходами | low
Кулинария ~ Cooking | приготовление блюд; ?cooking; технологические карты; калькуляционные карты; кулинария | low
Работа с жалобами ~ Complaint handling | complaint handling; урегулирование конфликтов; конфликтные ситуации; conflict resolution | low
`,
  law: `
Гражданское право ~ Civil law | ГК РФ; гражданский кодекс; civil law | medium
Договорная работа ~ Contract drafting | ?договоры; составление договоров; заключение договоров; ведение договоров; contract law; ?contracts; contract drafting; договорная работа | high
Судебная практика ~ Litigation | судебные споры; ?арбитраж; арбитражный процесс; litigation; представительство в суде | medium
Корпоративное право ~ Corporate law | corporate law; ?*M&A; корпоративные процедуры | medium
Юридическая экспертиза ~ Legal research | правовой анализ; legal research; due diligence; правовая экспертиза | medium
КонсультантПлюс | Консультант Плюс; ?*Гарант; ?*СПС; Westlaw; LexisNexis | medium
Претензионная работа ~ Pre-trial claims | ?претензии; досудебное урегулирование; претензионная работа | medium
Налоговое право ~ Tax law | tax law | low
Интеллектуальная собственность ~ Intellectual property | IP law; товарные знаки; патенты; intellectual property | low
Комплаенс ~ Compliance | ?compliance; 115-ФЗ; ПОД/ФТ; ?*AML; ?*KYC; комплаенс | medium
Персональные данные ~ Data protection | 152-ФЗ; GDPR | low
Банкротство ~ Bankruptcy | ?bankruptcy; ?банкротство | low
Legal writing | юридическое письмо; подготовка процессуальных документов; legal drafting | medium
Records search | records search; поиск в реестрах; public records | low
`,
  engineering: `
AutoCAD | Автокад | medium | Чтение чертежей
Компас-3D | ?*Компас; KOMPAS; Компас 3D; КОМПАС-3D | medium | Чтение чертежей
SolidWorks | | medium | Чтение чертежей
Revit | ?*BIM; Archicad; Navisworks | medium
ЕСКД ~ Drafting standards | ?*ГОСТ; ЕСПД; СНиП; ЕСТД | medium | Чтение чертежей
Чтение чертежей ~ Technical drawings | ?чертежи; technical drawings; чтение чертежей; blueprint reading; ?проектная документация | medium
Охрана труда ~ Occupational safety | ОТ и ТБ; техника безопасности; промышленная безопасность; ?*HSE; охрана труда; occupational safety; OSHA; пожарная безопасность | medium
Электротехника ~ Electrical engineering | электромонтаж; электроснабжение; ПУЭ; electrical engineering | medium
ПЛК ~ PLC | ?*PLC; ?*SCADA; АСУ ТП; ?контроллеры; Siemens S7; TIA Portal | medium
Схемотехника ~ Circuit design | Altium Designer; печатные платы; ?*PCB; микроконтроллеры; STM32; Arduino | low
Контроль качества ~ Quality control | quality control; ?*ОТК; ISO 9001; ?*QMS; ?*СМК; входной контроль; контроль качества | medium
Сметное дело ~ Cost estimating | сметы; Гранд-Смета; сметный расчет; cost estimating | medium
Технологическая подготовка производства ~ Process engineering | технологические процессы; техпроцессы; технология производства; разработка техпроцессов; process engineering | medium
Планирование производства ~ Production planning | производственное планирование; production planning; MRP; ?*MES; ?*ERP | medium
Станки с ЧПУ ~ CNC machining | ЧПУ; CNC; ?*CNC; токарные работы; фрезерные работы; Fanuc; Sinumerik | medium
Сварка ~ Welding | сварочные работы; welding; ?сварка | low
Техническое обслуживание оборудования ~ Equipment maintenance | ТО оборудования; ППР; ремонт оборудования; equipment maintenance; preventive maintenance | medium
Метрология ~ Metrology | метрология; измерительные инструменты; ?*ИТР | low
FMEA | ?*8D; ?*PPAP; APQP | low
Анализ корневых причин ~ Root cause analysis | root cause analysis; ?*RCA; 5 почему; 5 Whys; диаграмма Исикавы; Ishikawa | low
Вождение погрузчика ~ Forklift operation | forklift; forklift operation; погрузчик; водитель погрузчика; forklift certified | low
`,
  logistics: `
Логистика ~ Logistics | ?logistics; транспортная логистика; supply chain; цепи поставок; ?логистика; supply chain management | medium
Закупки ~ Procurement | ?procurement; ?purchasing; ?снабжение; ?закупки; закупочная деятельность; управление закупками | high
ВЭД ~ Foreign trade | внешнеэкономическая деятельность; таможенное оформление; ?customs; Инкотермс; Incoterms; таможенное декларирование; customs clearance | medium
Складская логистика ~ Warehouse operations | ?*WMS; ?склад; ?warehouse; складской учет; складское хозяйство; учет ТМЦ; ТМЦ; приемка ТМЦ; shipping and receiving; order picking; складская логистика; приемка товара; отгрузка товара; комплектация заказов; warehouse management; адресное хранение | medium
Управление автопарком ~ Fleet management | автопарк; fleet management | low
Диспетчеризация ~ Dispatching | диспетчеризация; диспетчерская работа; ?dispatching; ?dispatch; маршрутизация; route planning; планирование маршрутов; GPS-мониторинг; ГЛОНАСС; Wialon; Омникомм | medium
Грузоперевозки ~ Freight transportation | грузоперевозки; freight; ?*FTL; ?*LTL; мультимодальные перевозки; экспедирование; freight forwarding; ТТН; путевые листы | medium
`,
  support: `
Windows Server | Active Directory; ?*GPO; групповые политики; ?*AD | medium
Сетевое администрирование ~ Networking | компьютерные сети; TCP/IP; ?*DNS; ?*DHCP; ?*VPN; Cisco; Mikrotik; ?networking; ?*LAN; VLAN; маршрутизация сетей | medium
Техническая поддержка ~ Technical support | helpdesk; help desk; service desk; техподдержка; desktop support; поддержка пользователей; technical support; IT support | medium
Установка ПО ~ Software installation | software installation; установка программного обеспечения; установка ПО; настройка ПО | low
Настройка оборудования ~ Hardware setup | hardware setup; сборка ПК; ремонт ПК; hardware troubleshooting; настройка оргтехники; ?оргтехника | low
ITIL | ?*ITSM | low
Виртуализация ~ Virtualization | VMware; VMware vSphere; vSphere; ESXi; Hyper-V; Proxmox; virtualization; KVM | medium
Информационная безопасность ~ Information security | ?*ИБ; information security; cybersecurity; кибербезопасность; ?*SIEM; pentest; пентест | medium
Резервное копирование ~ Backup | ?backup; бэкапы; Veeam; резервное копирование | low
Администрирование ~ System administration | системное администрирование; sysadmin; system administration; ?администрирование | medium
`,
  education: `
Преподавание ~ Teaching | ?преподавание; ?teaching; classroom teaching; педагогическая деятельность; ведение уроков | medium
ФГОС | ФГОС НОО; ФГОС ООО; ФГОС СОО; ФГОС ДО | medium | Преподавание
Разработка учебных программ ~ Curriculum development | curriculum design; рабочие программы; разработка рабочих программ; curriculum development; lesson planning; планирование уроков; поурочное планирование; КТП; календарно-тематическое планирование; методические материалы; методическая работа | medium
Подготовка к ОГЭ и ЕГЭ ~ Exam preparation | подготовка к ЕГЭ; подготовка к ОГЭ; ?*ЕГЭ; ?*ОГЭ; ?*GCSE; ?*A-level; exam preparation; IELTS preparation | medium
Классное руководство ~ Homeroom teaching | классное руководство; классный руководитель; homeroom | low
Дистанционное обучение ~ Online teaching | дистанционное обучение; online teaching; электронное обучение; e-learning; ?*LMS; ?*Moodle; Google Classroom; Сферум; ?*Stepik | medium
Управление классом ~ Classroom management | classroom management; дисциплина в классе | low
Безопасность детей ~ Safeguarding | safeguarding; child protection; охрана жизни и здоровья детей | low
Методика преподавания ~ Teaching methods | методика преподавания; методики преподавания; teaching methods; pedagogy; педагогика | medium | Преподавание
Инклюзивное образование ~ Inclusive education | инклюзивное образование; inclusive education; differentiated instruction; дифференцированный подход; special needs; ОВЗ; работа с детьми с ОВЗ | low
Проектная деятельность учащихся ~ Student projects | проектная деятельность; исследовательская деятельность учащихся; олимпиадная подготовка; подготовка к олимпиадам | low
Оценивание ~ Student assessment | критериальное оценивание; formative assessment; student assessment | low
Интерактивная доска ~ Interactive whiteboard | интерактивная доска; SMART Board; interactive whiteboard | low
`,
  languages: `
Английский язык ~ English | английский; ?English; англ; английский язык | high
Немецкий язык ~ German | немецкий; ?German; Deutsch | low
Французский язык ~ French | французский; ?French | low
Испанский язык ~ Spanish | испанский; ?Spanish | low
Китайский язык ~ Chinese | китайский; ?Chinese; Mandarin | medium
Итальянский язык ~ Italian | итальянский; ?Italian | low
Турецкий язык ~ Turkish | турецкий; ?Turkish | low
Арабский язык ~ Arabic | арабский; ?Arabic | low
Японский язык ~ Japanese | японский; ?Japanese | low
Корейский язык ~ Korean | корейский; ?Korean | low
`,
  soft: `
Коммуникация ~ Communication | коммуникативные навыки; ?communication; communication skills; деловая коммуникация; ?коммуникабельность; written and verbal communication | medium
Работа в команде ~ Teamwork | teamwork; командная работа; ?collaboration; работа в команде | medium
Лидерство ~ Leadership | ?leadership; лидерские качества | medium
Тайм-менеджмент ~ Time management | time management; управление временем; планирование времени | medium
Аналитическое мышление ~ Analytical thinking | analytical thinking; analytical skills; критическое мышление; critical thinking; системное мышление; аналитическое мышление | medium
Решение проблем ~ Problem solving | problem solving; problem-solving; ?решение задач | medium
Публичные выступления ~ Public speaking | public speaking; ?презентации; ?presentations; навыки презентации; публичные выступления | medium
Деловая переписка ~ Business correspondence | business correspondence; деловое письмо; business writing; деловая переписка | medium
Многозадачность ~ Multitasking | multitasking; ?многозадачность | low
Эмоциональный интеллект ~ Emotional intelligence | emotional intelligence; ?эмпатия | low
Самоорганизация ~ Self-organisation | self-management; ?самостоятельность; самоорганизация | low
Внимание к деталям ~ Attention to detail | attention to detail; внимательность к деталям; ?внимательность; detail-oriented | low
Организованность ~ Organizational skills | organizational skills; organisational skills; ?organized; ?организованность | low
Стрессоустойчивость ~ Stress resistance | ?стрессоустойчивость; stress resistance; handling pressure; работа в условиях стресса; poised under pressure | low
Адаптивность ~ Adaptability | ?adaptability; ?гибкость; адаптивность | low
Обучение других ~ Training others | проведение тренингов; ?тренер; ?instruction | low
Грамотная речь ~ Clear speech | грамотная речь; грамотность; ?грамотное; поставленная речь | low
Деловое общение ~ Business communication | деловое общение; навыки межличностного общения; межличностное общение; interpersonal skills; деловой этикет | medium
Ответственность ~ Responsibility | ?ответственность; ?исполнительность; ?пунктуальность; ?responsibility; ?reliability; ?dependable | low
Обучаемость ~ Fast learning | ?обучаемость; быстрая обучаемость; fast learner; quick learner | low
Ориентация на результат ~ Results orientation | ориентация на результат; результативность; results-oriented; results oriented | low
Организаторские навыки ~ Organising skills | организаторские навыки; организаторские способности; организация работы | low
Работа с большим объемом информации ~ Handling large amounts of information | работа с большим объемом информации; работа с информацией | low
Клиентоориентированность ~ Customer focus | ?клиентоориентированность; customer focus; customer-oriented; service oriented | low
`,
};

/**
 * Product names of the curated table that are also ordinary words (generated from the Russian and English Hunspell
 * dictionaries, decision 540): «ДЕЛО», «Тезис», "Lambda", "Mocha". One in capitals or with a capital inside ("RESTful")
 * is read only so spelled, like a hand-flagged acronym (`*REST`); a capitalised one only so spelled and where skills
 * are listed (`?*`), like O*NET's everyday names.
 */
const ORDINARY_WORDS: ReadonlySet<string> = new Set(ORDINARY_WORD_ALIASES.split("|"));
/** Entry names that are English words (generated, decision 590): see `SkillAlias.wordInProse`. */
const ORDINARY_NAMES: ReadonlySet<string> = new Set(ORDINARY_WORD_NAMES.split("|"));
const ordinaryFlags = (text: string): string =>
  ORDINARY_WORDS.has(text) ? (/^.[\p{Ll}]*$/u.test(text) ? "?*" : "*") : "";

/** `*Go` is case-sensitive, `?booking` ambiguous, `?*Less` both; an ordinary word's name as generated. */
function parseAlias(raw: string): SkillAlias {
  const written = /^[*?]+/.exec(raw)?.[0] ?? "";
  const text = raw.slice(written.length).trim();
  const flags = written || ordinaryFlags(text);
  return { text, caseSensitive: flags.includes("*"), ambiguous: flags.includes("?") };
}

function parseTable(category: string, body: string): SkillEntry[] {
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("#"))
    .map((line) => {
      const [nameField = "", aliasList = "", demand = "medium", implies = ""] = line
        .split("|")
        .map((part) => part.trim());
      const [rawName = "", en = null] = nameField.split("~").map((part) => part.trim());
      const name = parseAlias(rawName);
      const rawAliases = aliasList
        ? aliasList
            .split(";")
            .map((a) => a.trim())
            .filter(Boolean)
            .map(parseAlias)
        : [];
      // A flagged alias overrides a plain one of the same letters: "Go | ?*Go" matches only "Go" and only in context.
      const byText = new Map<string, SkillAlias>();
      for (const alias of [
        name,
        ...(en ? [{ text: en, caseSensitive: false, ambiguous: name.ambiguous }] : []),
        ...rawAliases,
      ]) {
        const key = alias.text.toLowerCase();
        const known = byText.get(key);
        if (!known || (!known.caseSensitive && !known.ambiguous)) byText.set(key, alias);
      }
      const plainName = byText.get(name.text.toLowerCase());
      if (plainName && !plainName.caseSensitive && !plainName.ambiguous && ORDINARY_NAMES.has(name.text))
        byText.set(name.text.toLowerCase(), { ...plainName, wordInProse: true });
      const aliases = [...byText.values()];
      return {
        name: name.text,
        en: en || null,
        aliases,
        category,
        demand: (demand === "high" || demand === "low" ? demand : "medium") as Demand,
        implies: implies ? implies.split(";").map((s) => s.trim()) : [],
      };
    });
}

const CURATED_TABLE: readonly SkillEntry[] = Object.entries(TABLE).flatMap(([category, body]) =>
  parseTable(category, body),
);
const curatedAlias: ReadonlySet<string> = new Set(
  CURATED_TABLE.flatMap((e) => e.aliases.map((a) => a.text.toLowerCase())),
);
/** The curated table, then the human languages (CLDR names) it does not know: one category, «Иностранные языки». */
const CURATED: readonly SkillEntry[] = [
  ...CURATED_TABLE,
  ...parseTable(
    "languages",
    spokenLanguageLines((alias) => curatedAlias.has(alias.toLowerCase())),
  ),
];

/** Every alias of the curated dictionary, lower-cased: generated knowledge never redefines one. */
const CURATED_ALIASES: ReadonlySet<string> = new Set(
  CURATED.flatMap((e) => e.aliases.map((a) => a.text.toLowerCase())),
);

const isCurated = (alias: string): boolean => CURATED_ALIASES.has(alias.toLowerCase());
const LANGUAGES = parseTable("lang", generatedLanguageLines(isCurated));
const LANGUAGE_ALIASES: ReadonlySet<string> = new Set(
  LANGUAGES.flatMap((e) => e.aliases.map((a) => a.text.toLowerCase())),
);

/** An entry with its maker's end-of-life month, when knowledge/skills.obsolete.ts names it. */
const withObsoleteMark = (entry: SkillEntry): SkillEntry => {
  const mark = OBSOLETE_SKILLS[entry.name];
  return mark ? { ...entry, obsoleteSince: mark.since } : entry;
};

/** The curated dictionary, then the generated languages and software products it does not know (knowledge/skills.ts). */
export const SKILL_DICTIONARY: readonly SkillEntry[] = [
  ...CURATED,
  ...LANGUAGES,
  ...parseTable(
    "tools",
    generatedToolLines((alias) => isCurated(alias) || LANGUAGE_ALIASES.has(alias)),
  ),
].map(withObsoleteMark);

export const SKILL_BY_NAME: ReadonlyMap<string, SkillEntry> = new Map(SKILL_DICTIONARY.map((e) => [e.name, e]));
