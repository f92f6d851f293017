/**
 * Decision 410: what a careful recruiter frowned at in the development half's reports, one test per kind. The writer
 * refuses layout fragments in every field; strengths are the person's facts by meaning; advice names the person's own
 * country's job site or none; an old document behind a bare «по настоящее время» is raised; an entry inside a paragraph
 * is found before "missing" is said.
 */
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../shared/schemas/analysis";
import {
  layoutFragments,
  repairReport,
  reportContradictions,
  reportSentences,
} from "../../worker/analysis/engine/consistency";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { cleanPhrase } from "../../worker/analysis/engine/quotes";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const said = (result: AnalysisResult): string => JSON.stringify(result);
const fixOf = (report: ReturnType<typeof analyze>, id: string): string =>
  report.criteria.find((f) => f.id === id)?.fix ?? "";
const junk = (result: AnalysisResult): string[] =>
  reportSentences(result).flatMap((s) => layoutFragments(s).map((kind) => `${kind}: ${s}`));

describe("the shared list of layout fragments knows the new kinds", () => {
  it.each([
    ["Публикации и награды: «[1] Beyond Single-Task: Robust Generalization for LLMs».", "номер пункта в цитате"],
    ["Образование: «Bachelor of Science (Banking & Finance) 2013 nd».", "обрывок в конце цитаты"],
    ["Образование: «Ph.D. in Microbiology McMaster University, Department of Biology z».", "обрывок в конце цитаты"],
    [
      "Перепиши: строку «I worked on developing novel techniques for the software of» допиши.",
      "обрывок в конце цитаты",
    ],
    ["Результат в деньгах: «до 20 +40% 30+ до 100 млрд ₽».", "цифры без слов в цитате"],
    ["Публикации и награды: «▸ Призёр олимпиады по криптографии (2022)».", "значок вёрстки в цитате"],
    ["Перепиши обязанности как результаты: строку  допиши: что изменилось.", "пропуск на месте цитаты"],
  ])("%s", (sentence, kind) => {
    expect(layoutFragments(sentence)).toContain(kind);
  });

  it.each([
    "Перепиши пункты, например: образец (цифры в нём не твои) — «Перевёл каталог — страница грузится за 1,2 с вместо 3,5 с».",
    "Шаблонных фраз вроде «обязанности», «участие в» не нашлось.",
    "Начинай пункты с сильного глагола: «Built», «Led» — вместо «Responsible for» или «Worked on».",
    "Запиши номер через +7: «+7 873 555-01-56».",
    "Указаны дата рождения или возраст («Дата рождения: 20.08.1992 г»).",
    "Навыки, которые часто просят в вакансиях: «1С», «1С:ERP», «СКД».",
  ])("clean: %s", (sentence) => {
    expect(layoutFragments(sentence)).toEqual([]);
  });
});

describe("quotes lose a list's marks and the layout's stray ends", () => {
  it.each([
    ["▸ Призёр олимпиады им. Верченко по криптографии (2022)", "Призёр олимпиады им. Верченко по криптографии (2022)"],
    [
      "○ Учитываю аспекты защиты при проектировании архитектуры",
      "Учитываю аспекты защиты при проектировании архитектуры",
    ],
    [
      "[1] Beyond Single-Task: Robust Multi-Task Length Generalization",
      "Beyond Single-Task: Robust Multi-Task Length Generalization",
    ],
    ["Bachelor of Science (Banking & Finance) 2013 nd", "Bachelor of Science (Banking & Finance) 2013"],
    [
      "Ph.D. in Microbiology McMaster University, Department of Biology z",
      "Ph.D. in Microbiology McMaster University, Department of Biology",
    ],
    ["Перевёл каталог — страница грузится за 1,2 с", "Перевёл каталог — страница грузится за 1,2 с"],
  ])("%s", (raw, clean) => {
    expect(cleanPhrase(raw)).toBe(clean);
  });
});

describe("the writer refuses a fragment rather than print it", () => {
  it("a strength or an advice item that still carries one is left out; a bracketed quote is taken out of its sentence", () => {
    const report = analyze(`Мария Котова
Аналитик данных
maria@mail.ru
Опыт работы
Март 2020 — по настоящее время, ООО «Альфа» — аналитик данных
Построила 15 дашбордов для отдела продаж`);
    const broken: AnalysisResult = {
      ...report.result,
      strengths: ["Результат в деньгах: «до 20 +40% 30+ до 100 млрд ₽».", ...report.result.strengths],
      weaknesses: [
        "Проекты, похоже, есть («▸ Учитываю аспекты защиты»), но не под заголовком.",
        ...report.result.weaknesses,
      ],
      recommendations: [
        "Перепиши обязанности как результаты: строку  допиши: что изменилось.",
        ...report.result.recommendations,
      ],
    };
    const repaired = repairReport(broken, "ru");
    expect(junk(repaired)).toEqual([]);
    expect(repaired.strengths).not.toContain("Результат в деньгах: «до 20 +40% 30+ до 100 млрд ₽».");
    expect(repaired.weaknesses[0]).toBe("Проекты, похоже, есть, но не под заголовком.");
  });

  it("a quoted line with a bullet symbol or a list number reaches the report without it", () => {
    const report = analyze(`Олег Смирнов
Backend-разработчик
oleg@mail.ru
Опыт работы
Март 2021 — по настоящее время, ООО «Бета» — backend-разработчик
- Разработал сервис платежей на Go
Награды
▸ Призёр олимпиады им. Верченко по криптографии (2022)
Образование
Университет ИТМО, бакалавриат, 2023`);
    expect(junk(report.result)).toEqual([]);
    expect(report.result.strengths.join("\n")).toContain("«Призёр олимпиады им. Верченко по криптографии (2022)»");
    expect(reportContradictions(report.result)).toEqual([]);
  });
});

describe("strengths by meaning", () => {
  it("Dean's List is a study record quoted as education, not an award", () => {
    const report = analyze(`Lee Tan
Accountant
lee@mail.com
Experience
Jan 2015 – Dec 2020, Acme Ltd — Accountant
Prepared monthly management accounts for the group
Education
Bachelor of Business Administration (Accountancy), National University of Singapore
Awarded the Dean's List twice (2006 and 2009) for being in top 5% of Business cohort`);
    const strengths = report.result.strengths.join("\n");
    expect(strengths).not.toMatch(/Публикации и награды: «Awarded the Dean/u);
    expect(strengths).toMatch(/Образование: «Awarded the Dean’?'?s List/u);
  });

  it("a research abstract's figures, a company's assets and a number the quote lacks are not the person's results", () => {
    const report = analyze(`Ana Ruiz
Economist
ana@uni.es
Experience
2019 – present, University of Madrid — Teaching Assistant
Working Papers
Wealth Dynamics and the Recession in Spain
The bubble burst in 2007, triggering a five-year recession during which the median income fell by 20%. The model
shows that the aggregate shocks of the period generated substantial welfare losses of 8% for younger households.
Nature of the firm: Asia Pacific headquarter of a UK listed Asset Management Company with U$5 billion AUM
Education
PhD in Economics, University of Madrid`);
    const strengths = report.result.strengths.join("\n");
    expect(strengths).not.toMatch(/bubble burst|model shows|Nature of the firm/u);
  });

  it("«публикация» of content is not a publication; a count said by the person's verb is a result", () => {
    const report = analyze(`Елизавета Зуева
Редактор
liza@mail.ru
Опыт работы
2016 — 2020, журнал «Лайт» — редактор
Обеспечил виральное распространение бота за счет генерации и публикации пользовательского контента
Провела 40 съёмок для 12 брендов за два сезона
Образование
НИУ ВШЭ, 2021`);
    const strengths = report.result.strengths.join("\n");
    expect(strengths).not.toMatch(/Публикации и награды: «Обеспечил/u);
    expect(strengths).toContain("«Провела 40 съёмок для 12 брендов за два сезона»");
  });

  it("the in-demand skills are named by the dictionary, three at least, never a counter", () => {
    const report = analyze(`Иван Козлов
Разработчик
ivan@mail.ru
Навыки
python, django, docker, git, postgresql, linux`);
    const skills = report.result.strengths.find((s) => s.startsWith("Навыки, которые часто просят"));
    if (skills) {
      expect(skills).not.toMatch(/«\p{Ll}/u);
      expect(skills.match(/«/gu)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(report.result.strengths.join("\n")).not.toMatch(/^Много востребованных навыков/mu);
  });
});

describe("the person's own job site, or none", () => {
  const resume = (city: string) => `Алесь Ковалёв
Бухгалтер
Город: ${city}
Дата рождения: 12.03.1990
Опыт работы
Март 2019 — по настоящее время, ОАО «Альфа» — бухгалтер
Закрывал месяц и готовил налоговую отчётность по 12 юрлицам
Образование
Экономический университет, 2018`;

  // The site is named to its own export only (decision 675): the export's stamp makes these three one.
  const exported = (city: string) => `${resume(city)}\nКовалёв Алесь • Резюме обновлено 7 ноября 2026 в 10:06`;
  it("Minsk gets rabota.by, Almaty hh.kz, Moscow hh.ru", () => {
    expect(fixOf(analyze(exported("Минск")), "market.salary")).toContain("rabota.by");
    expect(fixOf(analyze(exported("Алматы")), "market.salary")).toContain("hh.kz");
    expect(fixOf(analyze(exported("Москва")), "market.salary")).toContain("hh.ru");
  });

  it("Bishkek and an unknown country are never told hh.ru", () => {
    expect(said(analyze(resume("Бишкек")).result)).not.toContain("hh.ru");
    const unknown = analyze(resume("").replace("Город: \n", ""));
    expect(fixOf(unknown, "privacy.birth")).not.toContain("hh.ru");
  });
});

describe("what a recruiter raises first", () => {
  it("a bare «по настоящее время» that is the newest date, years ago, is raised as an old document", () => {
    const report = analyze(`Александра Колесникова
Верстальщик
sasha@mail.ru
Опыт работы
Июнь 2014 — июнь 2016, Студия сайтов — веб-разработчик
Создание динамических сайтов
Июнь 2016 — по настоящее время, Студия сайтов — html-верстальщик
Верстка динамических сайтов
Образование
Агротехнологический университет, 2013`);
    expect(report.result.weaknesses.join("\n")).toMatch(
      /Самая поздняя дата в резюме — июнь 2016, начало текущей работы/u,
    );
  });

  it("an employer's line written again for a second job is no copied duty", () => {
    const report = analyze(`Айжан Тологутова
Юрист
aizhan@mail.kg
Опыт работы
2012 — 2016 Специалист
ДРНАГС при ГРС при ПКР, Бишкек
Готовила проекты приказов
2016 — по настоящее время Заведующая сектором
ДРНАГС при ГРС при ПКР, Бишкек
Руководила сектором кадров`);
    expect(report.result.weaknesses.join("\n")).not.toMatch(/Один и тот же пункт повторяется/u);
  });

  it("a label is no line to rewrite, and a rewrite example shown before keeps its point", () => {
    const report = analyze(`Ольга Белова
Верстальщик
olga@mail.ru
Опыт работы
Июнь 2019 — июнь 2024, Студия сайтов — верстальщик
Функциональные обязанности:
Верстка динамических сайтов
Тестирование проектов`);
    const text = said(report.result);
    expect(text).not.toContain("строку «Функциональные обязанности» допиши");
    expect(text).not.toMatch(/строку\s+допиши/u);
  });
});

describe("no absence without a search, no role glued to a place", () => {
  it("a degree inside a paragraph is found: education is not called missing", () => {
    const report = analyze(`Александр Петров
Я являюсь студентом в университете. Учусь на последнем курсе магистратуры в СевГУ на кафедре ИСиТ. Опыт работы в сфере web разработки около полутора лет, занимался различными по сложности проектами и поддерживал существующие.
Навыки
JavaScript, React, HTML, CSS, Git`);
    const finding = report.criteria.find((f) => f.id === "structure.education_section")?.finding ?? "";
    expect(finding).not.toBe("Нет раздела «Образование».");
  });

  it("a title glued to a place by a dash is named by its role", () => {
    const report = analyze(`Jon Johansen
Mt. Pleasant —Substitute Teacher
jon@mail.com
Experience
Sep 2020 – Oct 2022, Mt. Pleasant School — Substitute Teacher
Taught math and science classes to 120 students`);
    expect(report.result.candidate_profile?.role ?? "").not.toContain("Mt. Pleasant");
  });
});

/** Decision 411: the two kinds decision 410 left. */
describe("distinctions without a number are the person's strengths", () => {
  const resumeRu = (line: string) => `Анна Смирнова
Аналитик данных
anna@mail.ru
Опыт работы
Март 2019 — март 2024, ООО «Ромашка» — аналитик данных
Подготовка отчётов для руководства
${line}
Образование
НИУ ВШЭ, Прикладная математика, 2019`;
  const resumeEn = (line: string) => `Dana Cole
Data Analyst
dana@mail.com
Experience
Mar 2019 – Mar 2024, Acme Ltd — Data Analyst
Prepared weekly reports for the management team
${line}
Education
BSc Mathematics, University of Utah, 2019`;

  // Generated forms: each kind in both languages, in the words people write it.
  it.each([
    ["Стипендиат Президента РФ для студентов, обучающихся по приоритетным направлениям", "Награда"],
    ["Лауреат премии Правительства Москвы молодым учёным в 2018 году", "Награда"],
    ["Победитель всероссийского конкурса молодых аналитиков в номинации прогнозирование", "Награда"],
    ["Получила грант Российского научного фонда на исследование рынка труда", "Награда"],
    ["Единственный аналитик в команде продукта, отвечала за всю отчётность", "Роль"],
    ["Повышена до старшего аналитика через год работы в компании", "Рост в компании"],
    ["Выросла от стажёра до руководителя группы аналитики за три года", "Рост в компании"],
    ["Статус адвоката, член Адвокатской палаты города Москвы с 2021 года", "Лицензия"],
  ])("%s", (line, label) => {
    const strengths = analyze(resumeRu(line)).result.strengths.join("\n");
    expect(strengths).toContain(`${label}: «${line}»`);
  });

  it.each([
    ["Sterling Scholar in Mathematics, Utah State Board of Education", "Награда"],
    ["Fulbright Fellow at the University of Oslo, studying labour economics", "Награда"],
    ["Winner of the Kaggle Data Science Bowl among student teams", "Награда"],
    ["Recipient of the Gates Millennium Scholarship for undergraduate study", "Награда"],
    ["Sole designer of the reporting product, from research to release", "Роль"],
    ["Promoted from junior analyst to senior analyst within two years", "Рост в компании"],
    ["Licensed Professional Engineer in the state of Utah since 2021", "Лицензия"],
  ])("%s", (line, label) => {
    const strengths = analyze(resumeEn(line)).result.strengths.join("\n");
    expect(strengths).toContain(`${label}: «${line}»`);
  });

  it.each([
    "Начисление стипендий и выплат студентам университета",
    "Grant writing and reporting for the foundation's programs",
    "Research Fellow at the Institute of Economics",
    "First line support engineer for the helpdesk team",
    "Повышение конверсии до целевого уровня в рекламных кампаниях",
    // Other people's distinctions: a mentor's juniors promoted, a teacher's pupils winning.
    "Mentored 3 junior developers; two were promoted within a year",
    "Наставник для стажёров: трое были повышены до аналитиков",
    "Классное руководство, победители городской олимпиады по математике 2022, 2023",
  ])("a duty or a position is no distinction: %s", (line) => {
    const strengths = analyze(resumeRu(line)).result.strengths.join("\n");
    expect(strengths).not.toMatch(/^(?:Награда|Роль|Рост в компании|Лицензия):/mu);
  });
});

describe("a typo in a capitalised word at a sentence's start is raised", () => {
  const resume = (line: string) => `Анна Смирнова
Аналитик данных
anna@mail.ru
О себе
${line}
Опыт работы
Март 2019 — март 2024, ООО «Ромашка» — аналитик данных
Подготовка отчётов для руководства`;
  const errors = (text: string): string => said(analyze(text).result);

  it.each([
    ["Трудолюбиивый, ответственный и внимательный к деталям человек.", "Трудолюбиивый"],
    ["Ответсвенная и внимательная, быстро учусь новому.", "Ответсвенная"],
    ["Управлял проектами. Оргнизовала работу отдела продаж.", "Оргнизовала"],
  ])("%s", (line, word) => {
    expect(errors(resume(line))).toContain(`«${word}» →`);
  });

  it("English: a capitalised first word one slip from the dictionary", () => {
    const text = `Dana Cole
Data Analyst
dana@mail.com
Summary
Managment of weekly reporting for the sales team and its partners.
Experience
Mar 2019 – Mar 2024, Acme Ltd — Data Analyst
Prepared weekly reports for the management team`;
    expect(said(analyze(text).result)).toContain("«Managment» → «Management»");
  });

  it.each([
    "Смирнова Анна Сергеевна, аналитик данных.",
    "Светлана работает в компании с 2019 года.",
    "Гринатом внедрял систему отчётности для клиентов.",
    "Kubernetes используется в проектах компании.",
  ])("a name, a company or a skill is no typo: %s", (line) => {
    const text = said(analyze(resume(line)).result);
    const word = line.split(/[\s,]/u)[0]!;
    expect(text).not.toContain(`«${word}» →`);
  });
});
