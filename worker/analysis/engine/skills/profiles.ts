/**
 * Professional profiles: which skills point at a profile, which skills employers commonly expect with it
 * (the source of skill_gap_analysis) and which industries it fits. Expectations are estimates compiled together
 * with the skill dictionary (see SKILL_DICTIONARY_COMPILED).
 */

import { profilesOfTitle } from "../../knowledge/professions";
import { foldCase } from "../text";
import type { MatchedSkill, ProfileMatch } from "../types";
import { SKILL_BY_NAME } from "./dictionary";

export interface Profile {
  id: string;
  title: string;
  /** Skills that suggest the profile. */
  signals: readonly string[];
  /** Skills commonly expected in vacancies of this profile, most important first. */
  expected: readonly string[];
  industries: readonly string[];
  /** Words of a fitting education (field of study). */
  education: RegExp;
  /** Skills that are a clear plus but dated, for the "stack freshness" criterion. */
  legacy?: readonly string[];
}

/**
 * Fields of study of the IT profiles. A qualification's word alone names no field: «Инженер-технолог винодельческой
 * промышленности» is an engineer of winemaking (decision 720), so «инженер» counts only with a field of its own here.
 */
const IT_EDUCATION =
  /информат|программ|вычислительн|информационн|прикладн|математ|физик|кибернет|компьютер|computer|software|informatics|mathemat|physics|(?:electrical|electronic|computer|software|systems) engineering|радио|телекоммуникац|автоматиз|data science|(?<![a-z])it(?![a-z])/u;

export const PROFILES: readonly Profile[] = [
  {
    id: "frontend",
    title: "фронтенд-разработчик",
    signals: [
      "JavaScript",
      "TypeScript",
      "React",
      "Vue.js",
      "Angular",
      "HTML",
      "CSS",
      "Redux",
      "Next.js",
      "Верстка",
      "SASS",
      "Webpack",
    ],
    expected: ["TypeScript", "React", "HTML", "CSS", "Git", "REST API", "Webpack", "Jest", "Redux", "Next.js"],
    industries: ["IT и разработка ПО", "E-commerce", "Финтех", "Digital-агентства и медиа"],
    education: IT_EDUCATION,
    legacy: ["jQuery", "Bootstrap"],
  },
  {
    id: "backend",
    title: "бэкенд-разработчик",
    signals: [
      "Python",
      "Java",
      "Go",
      "C#",
      "PHP",
      "Node.js",
      "Django",
      "FastAPI",
      "Spring",
      ".NET",
      "Laravel",
      "Kotlin",
      "Ruby",
      "Rust",
      "PostgreSQL",
      "Микросервисы",
    ],
    expected: [
      "SQL",
      "PostgreSQL",
      "Docker",
      "Git",
      "REST API",
      "Linux",
      "Redis",
      "Kafka",
      "CI/CD",
      "Микросервисы",
      "Unit-тестирование",
      "Kubernetes",
    ],
    industries: ["IT и разработка ПО", "Финтех и банки", "E-commerce", "Телеком"],
    education: IT_EDUCATION,
    legacy: ["Delphi", "Visual Basic", "Perl"],
  },
  {
    id: "mobile",
    title: "мобильный разработчик",
    signals: [
      "Android",
      "iOS",
      "Kotlin",
      "Swift",
      "Flutter",
      "React Native",
      "SwiftUI",
      "Jetpack Compose",
      "UIKit",
      "Dart",
    ],
    expected: ["Kotlin", "Swift", "Git", "REST API", "CI/CD", "Unit-тестирование", "Jetpack Compose", "SwiftUI"],
    industries: ["IT и разработка ПО", "Финтех и банки", "E-commerce", "Медиа и развлечения"],
    education: IT_EDUCATION,
    legacy: ["Objective-C"],
  },
  {
    id: "onec",
    title: "программист 1С",
    signals: [
      "1С",
      "1С:ERP",
      "1С:Бухгалтерия",
      "1С:ЗУП",
      "1С:УТ",
      "СКД",
      "БСП",
      "Управляемые формы",
      "Обмены 1С",
      "1С:КА",
    ],
    expected: [
      "СКД",
      "БСП",
      "Управляемые формы",
      "Обмены 1С",
      "SQL",
      "1С:ERP",
      "1С:Специалист",
      "Хранилище конфигурации",
      "Git",
      "REST API",
    ],
    industries: [
      "Автоматизация учёта (1С-франчайзи)",
      "Производство",
      "Розничная и оптовая торговля",
      "Внутренние ИТ-отделы компаний",
    ],
    education: IT_EDUCATION,
  },
  {
    id: "qa",
    title: "тестировщик (QA)",
    signals: [
      "Тестирование",
      "Автоматизированное тестирование",
      "Selenium",
      "Playwright",
      "Postman",
      "Тест-дизайн",
      "API-тестирование",
      "Pytest",
      "Cypress",
      "Нагрузочное тестирование",
    ],
    expected: [
      "Тест-дизайн",
      "SQL",
      "Postman",
      "API-тестирование",
      "Git",
      "Jira",
      "Автоматизированное тестирование",
      "Linux",
      "Python",
      "CI/CD",
    ],
    industries: ["IT и разработка ПО", "Финтех и банки", "E-commerce", "Геймдев"],
    education: IT_EDUCATION,
  },
  {
    id: "devops",
    title: "DevOps / SRE-инженер",
    signals: [
      "Docker",
      "Kubernetes",
      "Terraform",
      "Ansible",
      "CI/CD",
      "Helm",
      "Prometheus",
      "Grafana",
      "AWS",
      "Jenkins",
      "GitLab CI",
      "Nginx",
    ],
    expected: [
      "Linux",
      "Docker",
      "Kubernetes",
      "CI/CD",
      "Terraform",
      "Ansible",
      "Prometheus",
      "Grafana",
      "Bash",
      "Python",
      "Nginx",
      "Helm",
    ],
    industries: ["IT и разработка ПО", "Облачные сервисы", "Финтех и банки", "Телеком"],
    education: IT_EDUCATION,
  },
  {
    id: "data",
    title: "аналитик данных / data scientist",
    signals: [
      "Pandas",
      "Machine Learning",
      "Power BI",
      "Tableau",
      "Анализ данных",
      "Статистика",
      "Airflow",
      "Spark",
      "ETL",
      "Scikit-learn",
      "PyTorch",
      "DataLens",
      "Продуктовая аналитика",
    ],
    expected: [
      "SQL",
      "Python",
      "Pandas",
      "Статистика",
      "A/B-тестирование",
      "Power BI",
      "Excel",
      "ETL",
      "Airflow",
      "Git",
      "Визуализация данных",
    ],
    industries: ["Финтех и банки", "E-commerce и ритейл", "IT-продукты", "Телеком", "Консалтинг"],
    education: /математ|статист|экономет|информат|прикладн|физик|computer|mathemat|statist|data|econom|кибернет/u,
  },
  {
    id: "analyst",
    title: "бизнес- / системный аналитик",
    signals: ["Бизнес-анализ", "Системный анализ", "Бизнес-процессы", "REST API"],
    expected: [
      "Бизнес-анализ",
      "Системный анализ",
      "SQL",
      "Бизнес-процессы",
      "REST API",
      "Jira",
      "Confluence",
      "Agile",
    ],
    industries: ["IT и разработка ПО", "Финтех и банки", "Консалтинг", "Госсектор и цифровизация"],
    education: IT_EDUCATION,
  },
  {
    id: "pm",
    title: "менеджер проектов / продукта",
    signals: [
      "Управление проектами",
      "Agile",
      "Scrum",
      "Product management",
      "Roadmap",
      "Jira",
      "Stakeholder management",
      "Customer Development",
      "Unit-экономика",
    ],
    expected: [
      "Управление проектами",
      "Agile",
      "Scrum",
      "Jira",
      "Roadmap",
      "Stakeholder management",
      "A/B-тестирование",
      "Unit-экономика",
      "Customer Development",
      "Английский язык",
    ],
    industries: ["IT-продукты", "Финтех и банки", "E-commerce", "Консалтинг"],
    education: /менеджмент|управлен|экономи|management|business|mba|информат|computer/u,
  },
  {
    id: "design",
    title: "дизайнер (UX/UI, графический)",
    signals: [
      "Figma",
      "UX/UI",
      "Adobe Photoshop",
      "Adobe Illustrator",
      "Прототипирование",
      "Дизайн-системы",
      "Графический дизайн",
      "Sketch",
    ],
    expected: [
      "Figma",
      "UX/UI",
      "Прототипирование",
      "Дизайн-системы",
      "Adobe Photoshop",
      "Adobe Illustrator",
      "Customer Development",
    ],
    industries: ["Digital-агентства", "IT-продукты", "E-commerce", "Медиа и реклама"],
    education: /дизайн|design|художеств|архитектур|art|графи/u,
  },
  {
    id: "accounting",
    title: "бухгалтер / финансист",
    signals: [
      "Бухгалтерский учет",
      "Налоговый учет",
      "Бухгалтерская отчетность",
      "1С:Бухгалтерия",
      "МСФО",
      "Первичная документация",
      "Банк-клиент",
      "Аудит",
      "Расчет заработной платы",
      "Финансовый анализ",
    ],
    expected: [
      "1С:Бухгалтерия",
      "Бухгалтерский учет",
      "Налоговый учет",
      "Бухгалтерская отчетность",
      "Excel",
      "Первичная документация",
      "Банк-клиент",
      "Контур",
      "МСФО",
      "КонсультантПлюс",
    ],
    industries: ["Бухгалтерский аутсорсинг", "Производство", "Торговля", "Финансы и аудит"],
    education: /бухгалтер|экономи|финанс|учет|аудит|accounting|finance|econom|business/u,
  },
  {
    id: "sales",
    title: "менеджер по продажам",
    signals: [
      "Продажи",
      "B2B-продажи",
      "B2C-продажи",
      "Холодные звонки",
      "Ведение переговоров",
      "CRM",
      "Воронка продаж",
      "Работа с возражениями",
      "Выполнение плана продаж",
      "Account management",
      "Маркетплейсы",
    ],
    expected: [
      "CRM",
      "Ведение переговоров",
      "Холодные звонки",
      "Работа с возражениями",
      "Воронка продаж",
      "B2B-продажи",
      "Выполнение плана продаж",
      "Excel",
      "amoCRM",
    ],
    industries: ["Оптовая и розничная торговля", "B2B-услуги", "IT-продукты и SaaS", "Производство и дистрибуция"],
    education: /экономи|менеджмент|маркетинг|коммерц|торгов|business|marketing|management/u,
  },
  {
    id: "marketing",
    title: "маркетолог",
    signals: [
      "Маркетинг",
      "SMM",
      "SEO",
      "Контекстная реклама",
      "Яндекс Директ",
      "Таргетированная реклама",
      "Контент-маркетинг",
      "Performance-маркетинг",
      "Веб-аналитика",
      "Email-маркетинг",
      "Маркетинговые исследования",
    ],
    expected: [
      "Яндекс Директ",
      "Таргетированная реклама",
      "Веб-аналитика",
      "Яндекс Метрика",
      "Google Analytics",
      "Контент-маркетинг",
      "Маркетинговые исследования",
      "A/B-тестирование",
      "Excel",
      "Unit-экономика",
    ],
    industries: ["Digital-агентства", "E-commerce и маркетплейсы", "Ритейл", "Медиа", "IT-продукты"],
    education: /маркетинг|реклам|журналист|связи с общественностью|pr\b|marketing|communication|филолог/u,
  },
  {
    id: "hr",
    title: "HR-специалист / рекрутер",
    signals: [
      "Подбор персонала",
      "Кадровое делопроизводство",
      "Адаптация персонала",
      "Оценка персонала",
      "Обучение персонала",
      "HR-бренд",
      "Компенсации и льготы",
      "HRM-системы",
      "Проведение собеседований",
      "Трудовое право",
    ],
    expected: [
      "Подбор персонала",
      "Проведение собеседований",
      "Адаптация персонала",
      "Кадровое делопроизводство",
      "Трудовое право",
      "HRM-системы",
      "Оценка персонала",
      "1С:ЗУП",
      "Excel",
    ],
    industries: ["Кадровые агентства", "IT-компании", "Ритейл", "Производство"],
    education: /психолог|управление персоналом|персонал|менеджмент|human resources|psycholog|hr/u,
  },
  {
    id: "hospitality",
    title: "специалист гостеприимства (отель, ресторан)",
    signals: [
      "Гостиничный бизнес",
      "Opera PMS",
      "Обслуживание гостей",
      "Бронирование",
      "Ресторанный сервис",
      "HoReCa",
      "iiko",
      "Санитарные нормы",
      "Revenue management",
      "Кулинария",
    ],
    expected: [
      "Обслуживание гостей",
      "Бронирование",
      "Opera PMS",
      "Санитарные нормы",
      "Управление запасами",
      "Работа с жалобами",
      "Управление командой",
      "Английский язык",
      "iiko",
    ],
    industries: ["Гостиницы и курорты", "Рестораны и общепит (HoReCa)", "Туризм", "Event-индустрия"],
    education: /гостинич|туризм|сервис|ресторан|hospitality|hotel|tourism|culinary|кулинар/u,
  },
  {
    id: "law",
    title: "юрист",
    signals: [
      "Гражданское право",
      "Договорная работа",
      "Судебная практика",
      "Корпоративное право",
      "Юридическая экспертиза",
      "КонсультантПлюс",
      "Претензионная работа",
      "Legal writing",
      "Комплаенс",
    ],
    expected: [
      "Договорная работа",
      "Судебная практика",
      "Претензионная работа",
      "Гражданское право",
      "Корпоративное право",
      "КонсультантПлюс",
      "Юридическая экспертиза",
      "Legal writing",
    ],
    industries: ["Юридические фирмы", "Корпоративные юрдепартаменты", "Банки и финансы", "Госсектор"],
    education: /юрид|право|юриспруденц|law|legal|j\.?d\b/u,
  },
  {
    id: "support",
    title: "специалист ИТ-поддержки / системный администратор",
    signals: [
      "Техническая поддержка",
      "Windows Server",
      "Сетевое администрирование",
      "Администрирование",
      "ITIL",
      "Виртуализация",
      "Резервное копирование",
    ],
    expected: [
      "Windows Server",
      "Linux",
      "Сетевое администрирование",
      "Техническая поддержка",
      "Виртуализация",
      "ITIL",
      "Bash",
      "Информационная безопасность",
      "Резервное копирование",
    ],
    industries: ["Внутренние ИТ-отделы компаний", "ИТ-аутсорсинг", "Телеком", "Госсектор"],
    education: IT_EDUCATION,
  },
  {
    id: "management",
    title: "руководитель / менеджер",
    signals: [
      "Управление командой",
      "Стратегическое планирование",
      "Управление P&L",
      "Бюджетирование",
      "Бизнес-процессы",
      "OKR",
      "Управление изменениями",
      "Управление проектами",
      "Лидерство",
    ],
    expected: [
      "Управление командой",
      "Стратегическое планирование",
      "Бюджетирование",
      "Управление P&L",
      "OKR",
      "Бизнес-процессы",
      "Управление изменениями",
      "Ведение переговоров",
    ],
    industries: ["Услуги и сервис", "Производство", "Торговля", "IT-компании"],
    education: /менеджмент|управлен|экономи|mba|management|business|administration/u,
  },
  {
    id: "engineering",
    title: "инженер (производство, строительство)",
    signals: [
      "AutoCAD",
      "Компас-3D",
      "SolidWorks",
      "Revit",
      "ЕСКД",
      "Чтение чертежей",
      "Охрана труда",
      "Электротехника",
      "ПЛК",
      "Схемотехника",
      "Сметное дело",
      "Контроль качества",
    ],
    expected: [
      "AutoCAD",
      "ЕСКД",
      "Чтение чертежей",
      "Компас-3D",
      "Охрана труда",
      "Контроль качества",
      "Excel",
      "Управление проектами",
    ],
    industries: ["Производство и промышленность", "Строительство", "Энергетика", "Проектные институты"],
    education:
      /инженер|техническ|машиностро|строител|энергет|электро|механ|архитект|engineering|mechanical|electrical|civil/u,
  },
  {
    // SOC 2018 25-3041 "Tutors": one learner at a time, paid by the family or the learner — no school's standards
    // (ФГОС) or classroom to run. Before the teacher: «частный преподаватель» names both, the tutor more closely.
    id: "tutor",
    title: "репетитор",
    signals: ["Подготовка к ОГЭ и ЕГЭ", "Методика преподавания", "Дистанционное обучение"],
    expected: [
      "Подготовка к ОГЭ и ЕГЭ",
      "Методика преподавания",
      "Дистанционное обучение",
      "Разработка учебных программ",
    ],
    industries: [
      "Частная практика",
      "Онлайн-школы (EdTech)",
      "Центры подготовки к экзаменам",
      "Дополнительное образование",
    ],
    education:
      /педагог|(?:дошкольн|начальн|дополнительн)\p{L}* образован|education|teaching|филолог|математ|биолог|хими|физик|истори|лингвист/u,
  },
  {
    id: "teacher",
    title: "учитель / преподаватель",
    signals: [
      "Преподавание",
      "ФГОС",
      "Разработка учебных программ",
      "Подготовка к ОГЭ и ЕГЭ",
      "Классное руководство",
      "Дистанционное обучение",
      "Управление классом",
      "Методика преподавания",
      "Инклюзивное образование",
      "Безопасность детей",
    ],
    expected: [
      "ФГОС",
      "Разработка учебных программ",
      "Методика преподавания",
      "Дистанционное обучение",
      "Подготовка к ОГЭ и ЕГЭ",
      "Классное руководство",
      "MS Office",
      "Инклюзивное образование",
    ],
    industries: ["Школы и колледжи", "Дополнительное образование", "Онлайн-школы (EdTech)", "Корпоративное обучение"],
    education:
      /педагог|(?:дошкольн|начальн|дополнительн)\p{L}* образован|education|teaching|pgce|филолог|математ|биолог|хими|физик|истори/u,
  },
  {
    // SOC 2010 15-1133 "Software Developers, Systems Software" (O*NET kept it apart from applications until 2018):
    // embedded, firmware, drivers, compilers, engines and graphics. Their gaps are no web backend's (decision 585).
    id: "systems",
    title: "разработчик системного ПО (C/C++, embedded)",
    signals: [
      "C",
      "C++",
      "Assembler",
      "CUDA",
      "OpenGL",
      "DirectX",
      "LLVM",
      "GDB",
      "Valgrind",
      "CMake",
      "Unreal Engine",
    ],
    expected: ["C++", "C", "Linux", "Git", "CMake", "GDB", "Valgrind", "Python"],
    industries: [
      "Встраиваемые системы и электроника",
      "Системное ПО и операционные системы",
      "Игры и компьютерная графика",
      "Телеком и сетевое оборудование",
      "Автомобильная и аэрокосмическая отрасль",
    ],
    education: IT_EDUCATION,
  },
  {
    // O*NET 13-2099.01 "Financial Quantitative Analysts": models of prices and risk, written in code.
    id: "quant",
    title: "количественный аналитик (quant)",
    // Statistics, MATLAB and risk are every analyst's and researcher's: the title names a quant, the terminal signals one.
    signals: ["Bloomberg Professional"],
    expected: ["Python", "C++", "SQL", "Статистика", "Риск-менеджмент", "MATLAB", "Финансовый анализ"],
    industries: ["Инвестиционные банки", "Хедж-фонды и алготрейдинг", "Брокеры и биржи", "Финтех"],
    education: /математ|физик|статист|финанс|эконом|mathemat|physics|statistic|financ|econom|quantitative/u,
  },
  {
    id: "retail",
    title: "специалист розничной торговли",
    signals: [
      "Розничная торговля",
      "Мерчандайзинг",
      "Кассовое обслуживание",
      "Кассовые операции",
      "Инвентаризация",
      "Клиентский сервис",
      "Управление запасами",
      "1С:УТ",
    ],
    expected: [
      "Кассовое обслуживание",
      "Мерчандайзинг",
      "Инвентаризация",
      "Клиентский сервис",
      "1С:УТ",
      "Выполнение плана продаж",
      "Управление командой",
    ],
    industries: ["Розничная торговля", "Сети магазинов", "FMCG", "E-commerce"],
    education: /торгов|коммерц|экономи|менеджмент|retail|business/u,
  },
  {
    id: "logistics",
    title: "специалист по логистике и закупкам",
    signals: ["Логистика", "Закупки", "ВЭД", "Складская логистика", "Тендеры", "Управление запасами"],
    expected: [
      "Закупки",
      "Логистика",
      "Ведение переговоров",
      "Excel",
      "1С:УТ",
      "Тендеры",
      "ВЭД",
      "Управление запасами",
    ],
    industries: ["Дистрибуция и оптовая торговля", "Производство", "Ритейл и e-commerce", "Транспорт и логистика"],
    education: /логист|экономи|менеджмент|транспорт|коммерц|supply|logistics|business/u,
  },
];

/** Where a resume states its role: the title under the name, the summary's opening, the job titles. */
export interface RoleText {
  title: string;
  /** The whole folded text: an expected skill named in it («accounting» in an accountant's prose) is not missing. */
  text?: string;
  summary?: string;
  jobTitles?: readonly string[];
}

/**
 * Picks the profile with the strongest evidence: signal skills (weighted by mentions) and job-title words. The title
 * under the name counts most (+3), the summary's opening next (+2), then the job titles in the experience section
 * (+1 each, at most +2) — non-IT resumes ("Assistant Hotel Manager", "Office Coordinator") often state the role only
 * there, and their skills are too generic to point anywhere.
 */
export function detectProfile(
  skills: readonly MatchedSkill[],
  roles: RoleText | string,
  allowed: (id: string) => boolean = () => true,
): ProfileMatch | null {
  const found = new Map(skills.map((s) => [s.name, s.count]));
  // An implied skill ("1С" from «1С:Бухгалтерия») is the same evidence again: it covers the expected list but is
  // no second signal, or every accountant would lean towards the 1C programmer.
  const written = new Map(skills.filter((s) => !s.implied).map((s) => [s.name, s.count]));
  const role = typeof roles === "string" ? { title: roles } : roles;
  // Title words are knowledge (knowledge/professions.curated.ts PROFILE_WORDS), read once per text.
  const title = profilesOfTitle(role.title);
  const summary = profilesOfTitle(role.summary ?? "");
  const jobTitles = (role.jobTitles ?? []).map((t) => profilesOfTitle(t));
  let best: { profile: Profile; score: number } | null = null;
  for (const profile of PROFILES) {
    if (!allowed(profile.id)) continue;
    let score = 0;
    for (const signal of profile.signals) {
      const count = written.get(signal);
      if (count) score += 1 + Math.min(count - 1, 2) * 0.25;
    }
    if (title.has(profile.id)) score += 3;
    if (summary.has(profile.id)) score += 2;
    score += Math.min(2, jobTitles.filter((t) => t.has(profile.id)).length);
    if (!best || score > best.score) best = { profile, score };
  }
  if (!best || best.score < 1.5) return null;
  const { profile, score } = best;
  const text = typeof roles === "string" ? "" : (roles.text ?? "");
  const missing = profile.expected.filter((name) => !found.has(name) && !namedIn(text, name));
  return {
    id: profile.id,
    title: profile.title,
    confidence: Math.min(1, score / 7),
    industries: [...profile.industries],
    missing,
    expectedCount: profile.expected.length,
    coveredCount: profile.expected.length - missing.length,
  };
}

/**
 * Whether the text names a skill in words, Russian or English name: an ambiguous alias in prose is not a matched skill
 * (decision 027), but "add Accounting" to an accountant who writes "multi-entity accounting" reads as not reading.
 */
function namedIn(text: string, name: string): boolean {
  if (!text) return false;
  const entry = SKILL_BY_NAME.get(name);
  return [name, entry?.en ?? null].some((n) => {
    if (!n) return false;
    const folded = foldCase(n);
    let at = text.indexOf(folded);
    while (at >= 0) {
      const before = text[at - 1] ?? " ";
      const after = text[at + folded.length] ?? " ";
      if (!/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after)) return true;
      at = text.indexOf(folded, at + 1);
    }
    return false;
  });
}

export function profileById(id: string): Profile | undefined {
  return PROFILES.find((p) => p.id === id);
}
