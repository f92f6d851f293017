/**
 * Decision 325: a careful recruiter's kinds of problem in 12 unseen reports, one test each. Advice follows the
 * person's own market; examples never invent contacts from the name; strengths are the person's results by meaning;
 * priorities follow the person; an old document is said when clear; the generated text does not glue a criterion's
 * title in as content nor say "below average" beside an above-average score.
 */
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "../../shared/schemas/analysis";
import { reportContradictions } from "../../worker/analysis/engine/consistency";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const said = (result: AnalysisResult): string => JSON.stringify(result);
/** A short accountant's resume with a phone and no e-mail, messenger or link: what the writer must not make up. */
const NO_EMAIL_ACCOUNTANT = `Анна Смирнова
Бухгалтер
+7 912 345-67-89
Опыт работы
2019 — 2024, ООО «Ромашка» — бухгалтер`;
const fixOf = (report: ReturnType<typeof analyze>, id: string): string =>
  report.criteria.find((f) => f.id === id)?.fix ?? "";

describe("market and country: advice follows the person's own city and country", () => {
  const minsk = analyze(`Алесь Ковалёв
Бухгалтер
Город: Минск
alesь@tut.by
Опыт работы
Март 2019 — по настоящее время, ОАО «Белагро» — бухгалтер
Закрывал месяц и готовил налоговую отчётность по 12 юрлицам
Образование
БГЭУ, 2018`);

  it("a person in Minsk is not told Moscow, roubles or +7", () => {
    const text = said(minsk.result);
    expect(text).not.toMatch(/Москв|₽|руб\./u);
    expect(fixOf(minsk, "contacts.phone")).toContain("+375");
    expect(fixOf(minsk, "market.salary")).not.toContain("₽");
    expect(fixOf(minsk, "market.work_format")).toContain("Минск");
  });

  it("a person with an Israeli or Singapore phone gets no hh.ru, no roubles, no Moscow", () => {
    for (const phone of ["+972 52 123 4567", "+65 9123 4567"]) {
      const report = analyze(`Мария Левина
Аналитик данных
${phone}
maria@gmail.com
Опыт работы
Март 2020 — по настоящее время, Data Corp — аналитик данных
Построила 15 дашбордов для отдела продаж в Power BI
Образование
МГУ, 2019`);
      const text = said(report.result);
      expect(text).not.toMatch(/hh\.ru|₽|Москв/u);
      expect(report.criteria.find((f) => f.id === "market.salary")?.status).toBe("pass");
    }
  });

  it("a person in Almaty is given a Kazakh phone template and tenge", () => {
    const report = analyze(`Айгерим Садыкова
Менеджер по продажам
Город: Алматы
aigerim@mail.kz
Опыт работы
Март 2020 — по настоящее время, ТОО «Альфа» — менеджер по продажам
Образование
КазНУ, 2019`);
    expect(fixOf(report, "contacts.phone")).toContain("+7 7XX");
    expect(fixOf(report, "market.salary")).toContain("₸");
  });

  it("when the market is unknown, the phone example is a marked template with no country", () => {
    const report = analyze(`Пётр Иванов
Инженер
petr@mail.com
Опыт работы
2019 — 2024, ООО «Завод» — инженер`);
    const fix = fixOf(report, "contacts.phone");
    expect(fix).toContain("+[код страны]");
    expect(fix).toContain("шаблон");
    expect(fix).not.toContain("+7 912");
  });

  it("no e-mail, Telegram or LinkedIn is made up from the person's name; templates are marked", () => {
    const report = analyze(NO_EMAIL_ACCOUNTANT);
    const text = said(report.result);
    expect(text).not.toMatch(/anna[._-]smirnova/u);
    expect(fixOf(report, "contacts.email")).toContain("шаблон");
    expect(fixOf(report, "contacts.messenger")).toMatch(/@\[твой ник\]» \(шаблон\)/u);
  });
});

describe("strengths by meaning", () => {
  const strengthsOf = (text: string): string => analyze(text).result.strengths.join("\n");

  it("a company's own audience or AUM is not the person's result; the person's action with a number is", () => {
    const strengths = strengthsOf(`Ирина Белова
Менеджер по маркетингу
Опыт работы
Март 2019 — по настоящее время, ООО «Медиа» — менеджер по маркетингу
Компания — медиахолдинг с аудиторией 12 млн человек и выручкой 5 млрд ₽
Увеличила подписную базу на 40% за год
Образование
МГУ, 2018`);
    expect(strengths).not.toMatch(/аудиторией 12 млн/u);
    expect(strengths).toMatch(/Увеличила подписную базу на 40%/u);
  });

  it("a time split or a period is not a result in numbers", () => {
    const strengths = strengthsOf(`Олег Серов
Разработчик
Опыт работы
Март 2019 — по настоящее время, ООО «Софт» — разработчик
Формат работы: 50% удалённо / 50% в офисе
Работал в команде с 2019 до 2021 года
Образование
МГТУ им. Баумана, 2018`);
    expect(strengths).not.toMatch(/удалённо|с 2019 до 2021/u);
  });

  it("a university line with honours is not a publication or an award", () => {
    const strengths = strengthsOf(`Ольга Миронова
Юрист
Опыт работы
2019 — 2024, ООО «Право» — юрист
Образование
Московский государственный университет, юридический факультет, диплом с отличием, 2018`);
    expect(strengths).not.toMatch(/Публикации и награды/u);
  });

  it("a certificate is a line that names one; Chartered Accountant is a qualification, certificates handled at work are not", () => {
    const chartered = strengthsOf(`Priya Sharma
Finance Manager
Experience
2018 – present, Deloitte — Finance Manager
Qualifications
Chartered Accountant (ICAI), 2017`);
    expect(chartered).toMatch(/Сертификат: «Chartered Accountant/u);
    const duty = strengthsOf(`Инна Котова
Специалист по ВЭД
Опыт работы
2019 — 2024, ООО «Импорт» — специалист по ВЭД
Оформление сертификатов соответствия на продукцию
Образование
РЭУ им. Плеханова, 2018`);
    expect(duty).not.toMatch(/Сертификат/u);
  });
});

describe("priorities follow the person", () => {
  it("a student is not told first to quantify results", () => {
    const report = analyze(`Дарья Орлова
Студентка 3 курса
Образование
НИУ ВШЭ, факультет экономики, 2023 — 2027
Проекты
Курсовая работа по анализу рынка кофеен
Навыки: Excel, PowerPoint`);
    expect(report.result.general_impression).not.toMatch(/«Результаты в цифрах»/u);
    expect(report.result.recommendations[0] ?? "").not.toMatch(/результат в цифрах/u);
  });
});

describe("priorities follow a career changer", () => {
  it("a career changer's first advice is about the target field", () => {
    const report = analyze(`Ольга Власова
Frontend-разработчик
olga@mail.ru
Навыки: JavaScript, TypeScript, React, HTML, CSS, Git
Опыт работы
Март 2025 — по настоящее время, ООО «Веб Студия» — Frontend-разработчик
Верстала страницы на React и TypeScript
Январь 2015 — декабрь 2023, ООО «Ромашка» — бухгалтер
Вела учёт, сократила закрытие месяца с 7 до 3 дней
Образование
РЭУ им. Плеханова, 2014`);
    expect(report.result.recommendations[0]).toMatch(/^Ты меняешь сферу: .*«Frontend-разработчик»/u);
  });
});

describe("old documents", () => {
  it("a resume whose newest date is years ago says so; a current one does not", () => {
    const old = analyze(`Сергей Лебедев
Инженер-конструктор
Опыт работы
Январь 2014 — март 2018, ООО «Завод» — инженер-конструктор
Сентябрь 2010 — декабрь 2013, ООО «Мост» — инженер
Образование
МГТУ им. Баумана, 2010`);
    expect(old.result.weaknesses.join("\n")).toMatch(/Самая поздняя дата в резюме — март 2018/u);
    // A current job the resume describes is current (a bare old «по настоящее время» is decision 410's case).
    const current = analyze(`Сергей Лебедев
Инженер-конструктор
Опыт работы
Январь 2014 — по настоящее время, ООО «Завод» — инженер-конструктор
- Спроектировал линейку редукторов для трёх заводов группы и довёл её до серийного выпуска
- Сократил время подготовки конструкторской документации с десяти до шести дней за счёт шаблонов
- Руковожу группой из четырёх конструкторов и провожу ревью чертежей перед запуском в производство
Сентябрь 2010 — декабрь 2013, ООО «Мост» — инженер`);
    expect(current.result.weaknesses.join("\n")).not.toMatch(/Самая поздняя дата|Дата в резюме/u);
  });
});

describe("generated text", () => {
  it("no criterion title glued in as content; the band agrees with the score", () => {
    const report = analyze(NO_EMAIL_ACCOUNTANT);
    const description = report.result.competitiveness?.description ?? "";
    expect(description).not.toMatch(/тянет вниз: [^.«]*(?:указан|есть)/u);
    expect(reportContradictions(report.result)).toEqual([]);
  });

  it("the consistency check catches «ниже среднего» beside an above-average score and a glued title", () => {
    const report = analyze(NO_EMAIL_ACCOUNTANT);
    const forged: AnalysisResult = {
      ...report.result,
      overall_score: 7.5,
      competitiveness: {
        ...report.result.competitiveness!,
        description: `Сейчас резюме ниже среднего. Основное, что тянет вниз: ${report.result.criteria![0]!.title.toLowerCase()}.`,
      },
    };
    const problems = reportContradictions(forged).join("\n");
    expect(problems).toMatch(/ниже среднего» при оценке выше типичной/u);
    expect(problems).toMatch(/название критерия вместо содержания/u);
  });

  it("no «no courses» next to a course the report quotes", () => {
    const report = analyze(`Анна Котова
Аналитик данных
anna@mail.ru
Опыт работы
Март 2020 — по настоящее время, ООО «Ромашка» — аналитик
Строила отчёты для отдела продаж
О себе
В 2023 году прошла курс «Аналитик данных» в Яндекс Практикуме и применяю SQL каждый день`);
    expect(report.result.strengths.join("\n")).toMatch(/Обучение: /u);
    expect(report.result.education_analysis?.description).not.toMatch(/не видно/u);
    expect(reportContradictions(report.result)).toEqual([]);
  });
});
