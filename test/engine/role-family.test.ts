/**
 * The role family a recruiter reads (decision 300): the target an objective names, the title in a header that runs
 * past its first lines or under a name below a sidebar, research that names a setting beside machine learning, and
 * an abstention when a student's studies and skills disagree. Every resume here is made up.
 */
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { detectCandidateProfile } from "../../worker/analysis/engine/profile";
import { familyOfTitle } from "../../worker/analysis/knowledge/professions";
import { NOW } from "./now";

const person = (text: string) => analyzeResume({ text, format: "docx" }, { now: NOW }).reading.person;

const JOBS_EN = `Experience
Sales Associate
March 2019 - June 2024
Helped customers, kept the floor stocked, handled returns.
Education
Springfield Community College, 2018`;

describe("the role an objective asks for", () => {
  // Forms × titles: every way of naming the wanted role inside an objective gives the family the title has alone.
  const titles = ["Registered Nurse", "Office Manager", "Graphic Designer", "Accountant", "Truck Driver", "Paralegal"];
  const forms = [
    (t: string) => `Objective: Seeking a position as a ${t} with a growing company.`,
    (t: string) => `Objective: To obtain a position as an experienced ${t} where my skills are used.`,
    (t: string) => `Objective: To acquire a ${t} position with a dynamic company.`,
    (t: string) => `Career Objective: Looking for a ${t} role in a friendly team.`,
  ];
  for (const title of titles)
    for (const [i, form] of forms.entries())
      it(`form ${i + 1} names "${title}"`, () => {
        const expected = familyOfTitle(title);
        expect(expected).not.toBeNull();
        const read = person(`Jordan Miles\njordan.miles@example.com · (555) 201-7788\n${form(title)}\n${JOBS_EN}`);
        expect(read.family).toBe(expected);
      });

  it("a field of work named alone is the family: 'a position in the healthcare field'", () => {
    const read = person(
      `Jordan Miles\njordan.miles@example.com\nObjective: Seeking a career position in the healthcare field.\n${JOBS_EN}`,
    );
    expect(read.family).toBe("other");
  });

  it("«Цель: … на должность Web-дизайнера» is the target, whatever the skills say", () => {
    const read = person(`Иванова Мария
Телефон: +7 900 111-22-33
E-mail: m.ivanova@example.ru
Цель: получение работы в крупной компании на должность Web-дизайнера с перспективой роста
Образование
2019-2023, Университет-Пример, «Иностранные языки и межкультурная коммуникация»
Навыки
HTML, CSS, JavaScript, Git, Adobe Photoshop`);
    expect(read.family).toBe("design");
  });

  it("a duty with no verb of seeking is no objective: 'Served in the role of a nurse'", () => {
    const read = person(`Jordan Miles
jordan.miles@example.com
Summary
Served in the role of a nurse aide at a summer camp.
Experience
Warehouse Worker
March 2019 - June 2024
Loaded trucks, counted stock, drove a forklift.`);
    expect(read.family).toBe("logistics_transport");
  });
});

describe("the headline where the header puts it", () => {
  it("a title under a second name block after the address (header past its eighth line)", () => {
    const read = person(`Ivanova Maria
maria.ivanova@example.com
8(900)123-45-67

Address
Jubilee Street
Moscow
Russia

Иванова Мария Сергеевна
Переводчик

Обо мне
Возраст: 22 года. Люблю языки.
Навыки
Java, PHP, Android`);
    expect(read.family).toBe("other");
  });

  it("a title under a name that stands below a sidebar of skills (a two-column PDF)", () => {
    const read = person(`Город: Москва
ТЕХНИЧЕСКИЕ НАВЫКИ
Копирайтинг
SEO
Tilda
ЯЗЫКИ
Английский B1
Петрова Анна
anna.petrova@example.ru
Веб-разработчик
Более 2 лет делаю сайты на JavaScript.
Опыт работы
Контент-менеджер, ООО «Пример»
Сентябрь 2022 — по настоящее время
Наполнение страниц, написание текстов.`);
    expect(read.family).toBe("software_engineering");
  });

  it("a bullet line of skills picked by a word list does not hide the title line above it", () => {
    const text = `MERCHANDISER, SALES
Summary
Reliable, friendly and punctual.
Highlights
■ Organizational skills ■ Marketing, Lead Generation ■
Experience
Merchandiser, Sales 05/2013 to Current Company Name City , State
Sold to 120 accounts; grew the territory 30 %.`;
    const report = analyzeResume({ text, format: "pdf" }, { now: NOW });
    expect(detectCandidateProfile(text, report.facts).headline).toBe("MERCHANDISER, SALES");
  });
});

describe("research and studies", () => {
  const RESEARCHER = (lab: string, skills: string) => `Alex Moreno
alex.moreno@example.com
Experience
Graduate Student Researcher
Aug 2023 - May 2024
${lab}
Research Assistant
Feb 2023 - Mar 2024
${lab}
Education
Master of Science, State University, 2024
Skills
${skills}`;

  it("a researcher with no machine learning stays in research", () => {
    const read = person(RESEARCHER("Measured soil samples in the field.", "Field sampling, Microscopy, Lab safety"));
    expect(read.family).toBe("research_academia");
  });

  it("a student with no title whose field of study and skills disagree is not guessed at", () => {
    const read = person(`Титов Дмитрий
+7 985 000-11-22
d.titov@example.ru
О себе
Студент 4 курса, люблю учиться и решать задачи.
Навыки
Python, pandas, NumPy, scikit-learn, SQL, Machine Learning, Jupyter, matplotlib, Statistics, Power BI, ETL
Образование
2022 – 2026, Университет-Пример, бакалавриат
Направление подготовки: Информационная безопасность`);
    expect(read.family).toBeNull();
    expect(read.level).toBe("student_intern");
  });
});

describe("a generic head and the field written after its comma (decision 390)", () => {
  // Heads × fields × two layouts: the field keeps its family where the comma splits it off the head.
  const heads = ["Director", "Vice President", "Deputy Director", "Associate Director"];
  const fields = ["Finance", "Corporate Finance", "Human Resources", "Compliance", "Marketing"];
  const layouts = [
    (title: string) =>
      `Experience\nNorthwind Holdings Pte Ltd\n${title} (2015 - Present)\nLed the team and reported monthly.`,
    (title: string) =>
      `Experience\n${title}\nNorthwind Holdings Pte Ltd, 2015 - Present\nLed the team and reported monthly.`,
  ];
  for (const head of heads)
    for (const field of fields)
      for (const [i, layout] of layouts.entries())
        it(`"${head}, ${field}" in layout ${i + 1} is ${field}'s family`, () => {
          const expected = familyOfTitle(`${head} of ${field}`);
          expect(expected).not.toBeNull();
          expect(expected).not.toBe("executive_management");
          const read = person(`Lee Ting\nlee.ting@example.com · +65 9876 1091\n${layout(`${head}, ${field}`)}`);
          expect(read.family).toBe(expected);
        });

  it("a head followed by a place, not a field, stays general management", () => {
    const read = person(
      "Lee Ting\nlee.ting@example.com · +65 9876 1091\nExperience\nNorthwind Holdings Pte Ltd\nDirector, Singapore (2015 - Present)\nLed the company.",
    );
    expect(read.family).not.toBe("accounting_finance");
  });
});

describe("a header line of personal details is no headline (decision 390)", () => {
  const professions = ["электрика", "водителя", "повара", "бухгалтера"];
  const details = ["Женат, трое детей", "Замужем, двое детей", "Не замужем"];
  for (const profession of professions)
    for (const detail of details)
      it(`«${detail}, могу работать в качестве ${profession}» names no family`, () => {
        const text = `Резюме\nИванов Иван Иванович\n${detail}, могу работать в качестве ${profession}\nivanov@example.ru\n+7 912 345-67-89\nО себе\nЛюблю учиться и узнавать новое, ответственный и внимательный человек.`;
        expect(person(text).family).toBeNull();
      });
});
