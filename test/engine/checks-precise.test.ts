/**
 * Issue 22, the fifth recruiter review's kinds of untrustworthy checks (decision 555): a spelling "correction" of a
 * right word, a typo left unreported, checks of a section that is not there, a stale document passed as current, and
 * market norms. Every case is generated from forms (words × endings, slips × positions, layouts), none is a resume's
 * text.
 */
import { describe, expect, it } from "vitest";
import { isQuantified } from "../../worker/analysis/engine/content";
import { analyzeCourses } from "../../worker/analysis/engine/education";
import { analyzeResume } from "../../worker/analysis/engine/index";
import { findPersonalData } from "../../worker/analysis/engine/personal";
import { findMisspellings } from "../../worker/analysis/engine/spelling";
import { foldCase, prepareText } from "../../worker/analysis/engine/text";
import { ruResume } from "./fixtures/resume-parts";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const criterion = (text: string, id: string) => analyze(text).criteria.find((c) => c.id === id);

const ru = (text: string) => findMisspellings(prepareText(text), "ru");
const en = (text: string) => findMisspellings(prepareText(text), "en");

describe("spelling never corrects a right word", () => {
  it("inflected forms of dictionary words are never flagged (nouns, adjectives, verbs × endings)", () => {
    const paradigms: Array<[string, readonly string[]]> = [
      ["процесс", ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]],
      ["документ", ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]],
      ["программ", ["а", "ы", "е", "у", "ой", "ам", "ами", "ах"]],
      ["ответственн", ["ый", "ого", "ому", "ым", "ом", "ая", "ой", "ую", "ое", "ые", "ых", "ыми"]],
      ["разрабатыва", ["ть", "ю", "ешь", "ет", "ем", "ете", "ют", "л", "ла", "ли", "емых", "емого"]],
    ];
    for (const [stem, endings] of paradigms) {
      const forms = endings.map((e) => stem + e).filter((w) => w.length >= 6);
      expect(ru(`Слова: ${forms.join(", ")}.`), stem).toEqual([]);
    }
  });

  it("derived words the dictionary lists only as their base: a productive prefix, a loanword's stem", () => {
    // Russian prefixes × listed verbs and nouns.
    const prefixed = ["ре", "пере", "авто", "микро", "видео"].flatMap((p) =>
      ["структурировал", "настроил", "тестирование", "сервисы"].map((w) => p + w),
    );
    for (const word of prefixed) expect(ru(`Я ${word} все системы.`), word).toEqual([]);
    // English words written in Cyrillic, with Russian case and verb endings.
    const loans = ["алерт", "скрапер", "линтер", "лог", "вирал"];
    const endings = ["ы", "ов", "ами", "ирование", "ьный", "ьное"];
    for (const stem of loans)
      for (const ending of endings) {
        const word = stem + ending;
        if (word.length < 6) continue;
        expect(ru(`Настроил ${word} для сервисов.`), word).toEqual([]);
      }
  });

  it("English: British spellings and a noun of action on a listed word are words", () => {
    for (const word of ["analyse", "analysed", "catalyse", "licence", "defence", "programme", "programmes"])
      expect(en(`We ${word} the results every week for the team.`), word).toEqual([]);
    for (const word of ["insolation", "insolations"])
      expect(en(`Papers on ${word} anomalies and drought in tropical forests.`), word).toEqual([]);
  });

  it("the resume itself vouches for a word written twice or more, and for a line in another language", () => {
    // A one-letter substitution inside a long common word: flagged once, accepted when the resume repeats it.
    const words = ["ответственность", "внимательность", "организованность"];
    for (const word of words) {
      const term = `${word.slice(0, 4)}ы${word.slice(5)}`;
      expect(
        ru(`Мои качества: ${term} и многое другое.`).map((m) => m.word),
        term,
      ).toEqual([term]);
      expect(ru(`Мои качества: ${term}. Главное — ${term}.`), term).toEqual([]);
    }
    const italian = [
      "Le scelte dei giovani e la scuola ancora oggi in Italia",
      "Nuove architetture della rete e dei servizi",
    ];
    for (const line of italian) expect(en(`Publications\n${line}, 2019.`), line).toEqual([]);
  });

  it("two equally near words: the typo is named with no guess", () => {
    // Each form is one letter from two dictionary words (изучаемых / изымаемых; обучаемых / обуваемых).
    for (const [word, a, b] of [
      ["изумаемых", "изучаемых", "изымаемых"],
      ["обумаемых", "обучаемых", "обуваемых"],
    ] as const) {
      const found = ru(`Список ${word} предметов.`);
      for (const m of found) expect([a, b], word).not.toContain(m.suggestion);
    }
  });
});

describe("spelling reports the real slips, all of them", () => {
  /** Common words and the slips people make in them: a double letter typed once, two letters swapped, one left out. */
  const COMMON = [
    "программирования",
    "процессов",
    "указанных",
    "коммуникабельность",
    "аналитический",
    "руководитель",
    "ответственность",
    "разработкой",
  ];
  const slips = (word: string): string[] => {
    const out: string[] = [];
    const double = /(.)\1/u.exec(word);
    if (double) out.push(word.slice(0, double.index) + word.slice(double.index + 1));
    const mid = Math.floor(word.length / 2);
    out.push(word.slice(0, mid) + word[mid + 1] + word[mid] + word.slice(mid + 2));
    return out;
  };

  it("one-edit typos of common words are flagged with the word they should be", () => {
    for (const word of COMMON)
      for (const typo of slips(word)) {
        const found = ru(`Опыт: ${typo} систем в компании.`);
        expect(
          found.map((m) => `${m.word}→${m.suggestion}`),
          typo,
        ).toEqual([`${typo}→${word}`]);
      }
  });

  it("a language's name misspelt is a typo wherever it stands, a surname or a foreign word is not", () => {
    const slips = (name: string): string[] => {
      const mid = Math.floor(name.length / 2);
      return [
        name.slice(0, mid) + name.slice(mid + 1),
        name.slice(0, mid) + name[mid + 1] + name[mid] + name.slice(mid + 2),
      ];
    };
    for (const [name, lang] of [
      ["Английский", "ru"],
      ["Немецкий", "ru"],
      ["Японский", "ru"],
      ["Japanese", "en"],
      ["Russian", "en"],
      ["Portuguese", "en"],
    ] as const)
      for (const typo of slips(name)) {
        const text = lang === "ru" ? `Языки: русский, ${typo} — B2.` : `Languages: English (native), ${typo} (B2).`;
        expect(
          findMisspellings(prepareText(text), lang).map((m) => `${m.word}→${m.suggestion}`),
          typo,
        ).toContain(`${typo}→${name}`);
      }
    for (const [text, lang] of [
      ["Worked with Paul Germain at the lab.", "en"],
      ["Società Italiana di Statistica, member", "en"],
    ] as const)
      expect(findMisspellings(prepareText(text), lang), text).toEqual([]);
  });

  it("a dense resume: every typo is reported, not only the first one or two", () => {
    const typos = COMMON.map((w) => slips(w)[0]!);
    const text = typos.map((t, i) => `${i + 1}. Занимался: ${t} проектов.`).join("\n");
    // Tool names of the other script do not use up the search of the resume's own words.
    const tools = "Kubernetes Terraform Ansible Prometheus Grafana Jenkins GitLab Helm ArgoCD Vault Consul Nomad";
    const found = ru(`Стек: ${tools.split(" ").join(", ")}, ${tools.toLowerCase().split(" ").join(", ")}\n${text}`);
    expect(found.map((m) => m.word)).toEqual(typos);
  });
});

/** A Russian student's resume with no experience of any kind: education, skills, qualities. */
function studentResume(study: string, extra = ""): string {
  return [
    "Анна Смирнова",
    "anna.smirnova@example.com",
    "+7 900 111-22-33",
    "Москва",
    "",
    "Образование",
    study,
    "",
    "Навыки",
    "Английский язык (C1), китайский язык (B1), MS Office",
    "",
    "Личные качества",
    "Ответственность, внимательность, любознательность",
    extra,
  ].join("\n");
}

describe("no check of a section that is not there", () => {
  const studies = [
    "2020 — 2024 НИУ ВШЭ, бакалавр, иностранные языки",
    "МГУ им. Ломоносова, филологический факультет, 2019–2023",
    "2021 – 2025 СПбГУ, бакалавриат, лингвистика",
  ];
  it("numbers, action verbs and duties are not judged without any experience", () => {
    for (const study of studies) {
      const report = analyze(studentResume(study));
      for (const id of ["content.quantified", "content.action_verbs", "content.duties"]) {
        const verdict = report.criteria.find((c) => c.id === id);
        expect(verdict?.status ?? "na", `${id} / ${study}`).not.toBe("fail");
        expect(verdict?.finding ?? "", `${id} / ${study}`).not.toMatch(/в опыте|описании опыта/u);
      }
    }
  });

  it("«описано подробно» is never said of a resume «length.words» finds too short", () => {
    // Four lines a job, a handful of words each: lines enough, words too few for eight years.
    const jobs = [2016, 2020]
      .map((start) =>
        [
          `Январь ${start} — Декабрь ${start + 3}`,
          `ООО «Альфа-${start}», бухгалтер`,
          "• Учёт",
          "• Отчёты",
          "• Касса",
          "• Банк",
        ].join("\n"),
      )
      .join("\n");
    const report = analyze(ruResume({ jobs }));
    const detail = report.criteria.find((c) => c.id === "experience.detail")?.finding ?? "";
    const words = report.criteria.find((c) => c.id === "length.words");
    if (words?.status === "fail" || (words?.score ?? 1) < 1) expect(detail).not.toMatch(/подробно/u);
  });
});

describe("a stale document, said with what to update", () => {
  const stale = (text: string) => analyze(text).result.weaknesses.filter((w) => /давно|обнов/u.test(w));
  it("a study «по настоящее время» open longer than any programme", () => {
    for (const present of ["сейчас", "наст. время", "н.в.", "по настоящее время"])
      for (const start of [2010, 2014, 2017]) {
        const said = stale(studentResume(`${start} — ${present} НИУ ВШЭ, бакалавриат, иностранные языки`));
        expect(said.join(" "), `${start} ${present}`).toMatch(/Учёба/u);
      }
    // A study begun three years ago is current.
    expect(stale(studentResume("2023 — сейчас НИУ ВШЭ, бакалавриат, иностранные языки")).join(" ")).not.toMatch(
      /Учёба/u,
    );
  });

  it("an expected end of study already past", () => {
    for (const phrase of ["ожидаемый выпуск в", "планируемый год окончания —", "студент 3 курса, выпуск в"])
      for (const year of [2019, 2022, 2024]) {
        const said = stale(studentResume(`НИУ ВШЭ, бакалавриат, лингвистика, ${phrase} ${year}`));
        expect(said.join(" "), `${phrase} ${year}`).toMatch(new RegExp(`${year}`, "u"));
      }
    // A plain year of graduation is a fact, not a plan.
    expect(stale(studentResume("НИУ ВШЭ, бакалавриат, лингвистика, окончание 2019")).join(" ")).not.toMatch(
      /ожидалось/u,
    );
  });

  it("a summary's «более N лет», true when the newest job began, outgrown by the dates", () => {
    for (const [claim, first, newest] of [
      [6, 2008, 2014],
      [5, 2010, 2015],
      [10, 2004, 2014],
    ] as const) {
      const jobs = [
        `Январь ${first} — Декабрь ${newest - 1}\nООО «Бета», бухгалтер\n• Вела учёт и сдавала отчётность по 40 компаниям.`,
        `Январь ${newest} — по настоящее время\nООО «Гамма», главный бухгалтер\n• Закрываю месяц за 5 дней вместо 10.`,
      ].join("\n");
      // A degree finished three years ago keeps the document recent by its dates (decision 675's one measure of five
      // years): what is stale here is the summary's count alone.
      const education = "2019 — 2023 МГТУ им. Баумана, магистр, информатика";
      const said = stale(ruResume({ top: `О себе\nБухгалтер, опыт более ${claim} лет в учёте.`, jobs, education }));
      expect(said.join(" "), `${claim} ${first} ${newest}`).toMatch(/О себе/u);
    }
  });
});

describe("false «нет»: what is there is found", () => {
  it("a tool implies its kind: Postman is API testing, Selenium is test automation", () => {
    const qa = (tool: string) =>
      [
        "Ольга Иванова",
        "QA-инженер",
        "olga@example.com",
        "+7 900 111-22-33",
        "Минск",
        "",
        "Опыт работы",
        "Январь 2021 — Декабрь 2024",
        "ООО «Альфа», QA-инженер",
        "• Тестировал веб- и мобильные приложения, писал тест-кейсы и чек-листы.",
        "• Заводил баг-репорты в Jira, проводил регрессионное тестирование.",
        `• Проверял запросы в ${tool}.`,
        "",
        "Навыки",
        `Тест-дизайн, ${tool}, Jira, SQL, Git`,
      ].join("\n");
    for (const [tool, kind] of [
      ["Postman", "API-тестирование"],
      ["Selenium", "Автоматизированное тестирование"],
      ["Playwright", "Автоматизированное тестирование"],
    ] as const) {
      const gap = (analyze(qa(tool)).result.skill_gap_analysis ?? []).join(" ");
      expect(gap, tool).toMatch(/просят/u);
      expect(gap, tool).not.toContain(kind);
    }
  });

  it("a date of birth in any format, labelled or alone on its line anywhere", () => {
    const kinds = (text: string) => findPersonalData(foldCase(text), text, 2026).map((h) => h.kind);
    for (const day of ["August 31, 1981", "March 3, 1990", "December 12 1975", "31.08.1981", "31 августа 1981"]) {
      const far = `John Smith\nTeacher\n${"Taught algebra and geometry to classes of 30.\n".repeat(20)}B ${day}\nSkills`;
      expect(kinds(far), day).toContain("birth");
    }
    for (const label of ["Birthday: 1 May 1990", "Born: 1990", "Д.р.: 01.05.1990", "День рождения: 1 мая 1990"])
      expect(kinds(`Иван Петров\n${label}`), label).toContain("birth");
    // A recent day alone on its line deep in the text is an entry's date, not a birthday.
    const entry = `John Smith\n${"Taught algebra.\n".repeat(20)}March 3, 2015\nPromoted to head of department`;
    expect(kinds(entry)).not.toContain("birth");
  });

  it("a city beside its country on a header line, in either language", () => {
    for (const [city, country] of [
      ["Kharkiv", "Ukraine"],
      ["Porto", "Portugal"],
      ["Алматы", "Казахстан"],
      ["Tbilisi", "Georgia"],
    ] as const)
      for (const sep of [" ", ", ", " · "]) {
        const text = `Maria Lopez\nmaria.lopez@example.com\n+351 912 345 678\n${city}${sep}${country}\n\nExperience\n2019 – 2024 Acme, Accountant\n• Closed the books monthly.`;
        const city_ = criterion(text, "contacts.city");
        expect(city_?.status, `${city}${sep}${country}`).toBe("pass");
      }
  });

  it("courses are counted by entry, in each form further education is written", () => {
    const forms = [
      "(повышение квалификации)",
      "(профессиональная переподготовка)",
      "Professional retraining",
      "Online course",
    ];
    for (let n = 1; n <= forms.length; n++) {
      const entries = forms.slice(0, n).map((form, i) => `0${i + 1}.09.20${10 + i} – 01.12.20${10 + i}\n${form}`);
      expect(analyzeCourses(foldCase(entries.join("\n\n"))).count, `${n}`).toBe(n);
    }
  });

  it("a time measured as a result is a number", () => {
    for (const line of [
      "прошёл стажировку за 2 недели вместо месяца",
      "спустя 2 месяца заменил ведущего инженера",
      "через 6 месяцев назначен руководителем группы",
      "onboarded in 3 weeks instead of 2 months",
      "within 6 months promoted to team lead",
    ])
      expect(isQuantified(foldCase(line)), line).toBe(true);
    expect(isQuantified(foldCase("работал в течение 2 лет в отделе продаж"))).toBe(false);
  });
});

describe("checks that passed when they should fail", () => {
  it("a Markdown or HTML link to a path inside a repository is no working link", () => {
    for (const link of [
      "[Apache](/стек/apache/Apache2.pdf)",
      "[Сертификат](./certificates/course.pdf)",
      "[Проект](../projects/shop/README.md)",
      '<a href="/files/cv.pdf">CV</a>',
    ]) {
      const text = ruResume({ tail: `\nСертификаты\n- ${link}\n- [Курс](https://stepik.org/course/58852)` });
      const verdict = criterion(text, "contacts.links_valid");
      expect(verdict?.status, link).not.toBe("pass");
      expect(verdict?.finding ?? "", link).toMatch(/путь/u);
    }
    for (const link of [
      "[Курс](https://stepik.org/course/58852)",
      "[Почта](mailto:ivan@example.com)",
      "[Наверх](#top)",
    ])
      expect(
        criterion(ruResume({ tail: `\nСсылки\n- ${link}` }), "contacts.links_valid")?.finding ?? "",
        link,
      ).not.toMatch(/путь/u);
  });

  it("«I» dense in a short resume is many, not «немного»", () => {
    const sentences = [
      "I want to work as a front-end developer.",
      "I know HTML and CSS.",
      "I studied React.",
      "I like design.",
    ];
    const text = [
      "Mary Black",
      "mary.black@example.com",
      "",
      "Summary",
      ...sentences,
      "",
      "Skills",
      "HTML, CSS, JavaScript",
      "",
      "Education",
      "2010 – 2014 Kharkiv University, Economics",
    ].join("\n");
    expect(criterion(text, "content.first_person")?.finding ?? "").not.toMatch(/немного/u);
  });
});

describe("market norms", () => {
  const enResume = (personal: string, header = "London, UK") =>
    `John Smith\nAccountant\njohn.smith@example.com\n+44 7700 900123\n${header}\n${personal}\n\nExperience\nJanuary 2018 – December 2024\nAcme Ltd, Accountant\n• Closed the books in 5 days instead of 10.\n\nEducation\n2014 – 2017 University of Leeds, BSc Accounting\n\nSkills\nExcel, SAP, IFRS`;
  it("family status is a problem on a US/UK English résumé, milder on a Russian one", () => {
    for (const personal of ["Marital status: married", "Married, two children"]) {
      const en = criterion(enResume(personal), "privacy.family");
      const ru = criterion(
        ruResume({ header: "ivan@example.com\n+7 900 123-45-67\nМосква\nЖенат, двое детей" }),
        "privacy.family",
      );
      expect(en?.score ?? 1, personal).toBeLessThan(ru?.score ?? 0);
    }
  });

  it("education before experience is the norm on an academic CV", () => {
    // A doctorate's holder whose CV the reader does not take for a research CV (no publications, plain headings).
    for (const [degree, role] of [
      ["PhD in Economics, London School of Economics", "Economist, Bank of Italy"],
      ["PhD in Chemistry, University of Leeds", "Research Chemist, BASF"],
    ] as const) {
      const text = [
        "Jane Doe",
        role.split(",")[0],
        "jane.doe@example.org",
        "",
        "Education",
        `2014 – 2019 ${degree}`,
        "2012 – 2014 MSc, University of Bologna",
        "",
        "Experience",
        `2019 – present ${role}`,
        "• Built forecasting models used by 3 departments.",
        "2017 – 2019 Analyst, Deloitte",
        "• Prepared reports for 10 clients.",
      ].join("\n");
      const order = criterion(text, "structure.order");
      expect(order?.status, degree).not.toBe("warn");
      expect(order?.finding ?? "", degree).not.toMatch(/Перенеси/u);
    }
  });
});
