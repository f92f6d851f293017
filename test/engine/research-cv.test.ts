/**
 * Research CVs (decision 435): one recogniser of the kind from knowledge kept as data (the research headings by
 * facet, author identifiers, doctoral degrees, research and faculty titles), stored in the reading; the role family
 * of a research post; and the writer's academic mode — commercial conventions said as information, the research
 * reader's verdicts instead, strengths from the person's real research facts. Properties run over generated forms
 * (headings × languages × layouts, titles × genders); every resume here is made up.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume, writeEnglishReport } from "../../worker/analysis/engine/index";
import { RESEARCH_HEADINGS, type ResearchFacet } from "../../worker/analysis/knowledge/headings";
import { EN_POSTDOC, RU_DOCENT } from "./fixtures/research-cvs";
import { NOW } from "./now";

const analyze = (text: string) => analyzeResume({ text, format: "pdf" }, { now: NOW });
const read = (text: string) => readResume({ text, format: "pdf" }, { now: NOW });
const cyrillic = (text: string): boolean => /[а-яё]/iu.test(text);

/** Entries of a facet, as people list them. */
const ENTRIES: Readonly<Record<ResearchFacet, { en: readonly string[]; ru: readonly string[] }>> = {
  publications: {
    en: [
      "Ivanova A., Petrov B. Sparse coding of odour memories. Journal of Neuroscience 41(3):112–125, 2021.",
      "Ivanova A. Gain control in the olfactory bulb. Physical Review E 98, 032411 (2019).",
      "Ivanova A., Lee C. Spiking models of recall. Proceedings of CNS 2018, pp. 45–52.",
    ],
    ru: [
      "Иванова А. А., Петров Б. Б. Разреженное кодирование запахов // Журнал высшей нервной деятельности. 2021. Т. 71, № 3. С. 112–125.",
      "Иванова А. А. Регуляция усиления в обонятельной луковице // Вестник МГУ. Серия 16. 2019. № 2. С. 30–38.",
      "Иванова А. А., Ли С. Модели припоминания // Труды конференции «Нейроинформатика-2018». М., 2018. С. 45–52.",
    ],
  },
  talks: {
    en: [
      "Odour memories in spiking networks. Bernstein Conference, Berlin, 2022.",
      "Gain control in sensory systems. FENS Forum, Paris, 2020.",
    ],
    ru: [
      "Кодирование запахов в импульсных сетях. Конференция «Нейроинформатика», Москва, 2022.",
      "Регуляция усиления. Съезд физиологического общества, Казань, 2020.",
    ],
  },
  grants: {
    en: [
      "Marie Skłodowska-Curie Individual Fellowship, 2022–2024.",
      "DFG research grant, principal investigator, 2019–2021.",
    ],
    ru: ["Грант РНФ № 21-15-00123, руководитель, 2021–2023.", "Стипендия Президента РФ для молодых учёных, 2019–2021."],
  },
  teaching: {
    en: ["Computational Neuroscience, lectures and exercises, 2020–2023.", "Supervision of two master's theses, 2021."],
    ru: [
      "Вычислительная нейронаука, лекции и семинары, 2020–2023.",
      "Руководство двумя магистерскими диссертациями, 2021.",
    ],
  },
};

/** Every phrase of a facet with the language it is written in. */
const phrases = (facet: ResearchFacet): string[] => Object.values(RESEARCH_HEADINGS[facet]).flat();

const LAYOUTS: ReadonlyArray<(heading: string) => string> = [
  (h) => h.charAt(0).toUpperCase() + h.slice(1),
  (h) => h.toUpperCase(),
  (h) => `${h.charAt(0).toUpperCase()}${h.slice(1)}:`,
  (h) => `## ${h.charAt(0).toUpperCase()}${h.slice(1)}`,
];

function researchCv(language: "en" | "ru", heading: string, facet: ResearchFacet, count: number): string {
  const entries = ENTRIES[facet][language].slice(0, count);
  return language === "en"
    ? `Anna Ivanova, PhD
Postdoctoral Researcher, computational neuroscience
anna.ivanova@example.org
Experience
Postdoctoral Researcher, Institute of Neuroscience
2021 – present
Education
PhD in Neuroscience, University of Bonn, 2016 – 2020
${heading}
${entries.join("\n")}
`
    : `Иванова Анна Андреевна
Научный сотрудник, к.б.н.
anna.ivanova@example.org
Опыт работы
Научный сотрудник, Институт высшей нервной деятельности
2021 – по настоящее время
Образование
Кандидат биологических наук, МГУ, 2016 – 2020
${heading}
${entries.join("\n")}
`;
}

describe("a research CV is recognised from its headings, in both languages and any layout", () => {
  const facets = Object.keys(RESEARCH_HEADINGS) as ResearchFacet[];
  for (const facet of facets)
    it(`every ${facet} heading × layout gives a listing of that facet with its entries`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...phrases(facet)),
          fc.constantFrom(...LAYOUTS),
          fc.integer({ min: 2, max: 2 }),
          (phrase, layout, count) => {
            const language = cyrillic(phrase) ? "ru" : "en";
            const reading = read(researchCv(language, layout(phrase), facet, count));
            expect(reading.research.kind, phrase).toBe("research_cv");
            const listing = reading.research.listings.find((l) => l.facet === facet);
            expect(listing, phrase).toBeDefined();
            expect(listing!.count, phrase).toBe(count);
          },
        ),
        { numRuns: 60, seed: 435 },
      );
    });

  it("full references are told from bare titles, in APA, Vancouver-like and ГОСТ styles", () => {
    for (const language of ["en", "ru"] as const) {
      const heading = language === "en" ? "Publications" : "Публикации";
      const listing = read(researchCv(language, heading, "publications", 3)).research.listings[0]!;
      expect(listing.references, language).toBe(3);
      expect(listing.journal, language).toBe(true);
    }
    const bare = read(
      researchCv("en", "Publications", "publications", 0).replace(
        "Publications\n",
        "Publications\nOdour memories\nGain control\n",
      ),
    ).research.listings[0]!;
    expect(bare.references).toBe(0);
  });

  it("a qualifier in front keeps the facet and marks the selection ('Selected publications', «Избранные публикации»)", () => {
    for (const [heading, language] of [
      ["Selected Publications", "en"],
      ["Recent Publications", "en"],
      ["Избранные публикации", "ru"],
      ["Основные публикации", "ru"],
    ] as const) {
      const listing = read(researchCv(language, heading, "publications", 2)).research.listings[0];
      expect(listing?.facet, heading).toBe("publications");
      expect(listing?.selected, heading).toBe(true);
    }
  });

  it("author identifiers are found anywhere in the text", () => {
    const base = researchCv("en", "Publications", "publications", 2);
    for (const [line, kind] of [
      ["ORCID: 0000-0002-1825-009X", "orcid"],
      ["https://orcid.org/0000-0002-1825-0097", "orcid"],
      ["Google Scholar: scholar.google.com/citations?user=abc", "scholar"],
      ["h-index: 14", "hindex"],
      ["Индекс Хирша (РИНЦ): 9", "hindex"],
      ["Scopus Author ID: 57190000000", "scopus"],
      ["ResearcherID: A-1234-2019", "researcherid"],
      ["SPIN-код: 1234-5678", "elibrary"],
    ] as const) {
      const reading = read(base.replace("anna.ivanova@example.org", `anna.ivanova@example.org\n${line}`));
      expect(
        reading.research.identifiers.map((id) => id.kind),
        line,
      ).toContain(kind);
    }
  });

  it("an ORCID iD is never the phone, written with hyphens or spaces", () => {
    for (const orcid of ["0000-0002-1825-0097", "0000 0002 1825 0097", "0000-0002-1825-009X"]) {
      const reading = read(
        `Anna Ivanova\nanna@example.org\nORCID iD ${orcid}\nExperience\nPostdoc, Bonn\n2021 – present\n`,
      );
      expect(reading.contacts.phones, orcid).toEqual([]);
      expect(
        reading.research.identifiers.map((id) => id.kind),
        orcid,
      ).toContain("orcid");
    }
  });

  it("a word inside another word is no identifier («принцип» holds «ринц»)", () => {
    const reading = read("Иван Петров\nРазработчик\nОпыт работы\nПишу код по принципу SOLID.\n");
    expect(reading.research.identifiers).toEqual([]);
  });

  it("a commercial resume with a paper or two is no research CV", () => {
    const text = `John Smith
Senior Software Engineer
john@example.com
Experience
Senior Software Engineer, Acme Corp
2019 – present
Built the billing service in Go.
Education
MSc Computer Science, 2015
Publications
Smith J. Fast billing. Proceedings of GopherCon 2020, pp. 1–4.
`;
    const reading = read(text);
    expect(reading.research.kind).toBe("resume");
    expect(reading.person.family).toBe("software_engineering");
  });

  it("a founder-CTO with a PhD and papers works in industry: not a research CV", () => {
    const text = `Jane Roe
Co-Founder & CTO
jane@example.com
Experience
Co-Founder & CTO, Nexus AI
2023 – present
Research Scientist, Google DeepMind
2020 – 2023
Education
PhD in Computer Science, Princeton University, 2015 – 2020
Publications
Roe J. Efficient search. Journal of Machine Learning Research 21(4):1–30, 2020.
Roe J. Sparse attention. Proceedings of NeurIPS 2021, pp. 1–12.
`;
    expect(read(text).research.kind).toBe("resume");
  });
});

describe("the role family of a research or faculty post", () => {
  const TITLES_EN = [
    "Assistant Professor of Economics",
    "Associate Professor of Physics",
    "Professor of English Literature",
    "Lecturer in Earth Sciences",
    "Senior Lecturer in Chemistry",
    "Postdoctoral Fellow",
    "Postdoctoral Researcher",
    "Research Fellow",
    "Principal Investigator",
  ];
  /** Russian posts of ЕКС «профессорско-преподавательский состав» and research, in both genders. */
  const TITLES_RU = [
    ["Доцент кафедры физики", "Доцент кафедры физики"],
    ["Профессор кафедры истории", "Профессор кафедры истории"],
    ["Старший преподаватель кафедры математики", "Старший преподаватель кафедры математики"],
    ["Заведующий кафедрой химии", "Заведующая кафедрой химии"],
    ["Заведующий лабораторией генетики", "Заведующая лабораторией генетики"],
    ["Старший научный сотрудник", "Старший научный сотрудник"],
    ["Ведущий научный сотрудник", "Ведущий научный сотрудник"],
    ["Ассистент кафедры биологии", "Ассистент кафедры биологии"],
  ] as const;
  /** Tools a researcher lists: they name no software role. */
  const TOOLS = "Python, R, MATLAB, C++, Git, SQL, Docker, PyTorch";

  const cv = (title: string, language: "en" | "ru"): string =>
    language === "en"
      ? `Alex Morgan, PhD
${title}
alex.morgan@example.edu
Experience
${title}, University of Leeds
2018 – present
Education
PhD, University of Leeds, 2013 – 2017
Publications
Morgan A. On the origin of things. Journal of Things 12(2):1–20, 2020.
Morgan A. More things. Physical Review Letters 120, 101 (2018).
Skills
${TOOLS}
`
      : `Морозова Алла Сергеевна
${title}
alla@example.ru
Опыт работы
${title}, МГУ имени М. В. Ломоносова
2018 – по настоящее время
Образование
Кандидат наук, МГУ, 2013 – 2017
Публикации
Морозова А. С. О природе вещей // Вестник МГУ. 2020. Т. 5, № 2. С. 1–20.
Морозова А. С. Ещё о вещах // Известия РАН. 2018. № 3. С. 10–15.
Навыки
${TOOLS}
`;

  it("titles × languages: research and academia, never teaching or a software role", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...TITLES_EN.map((t) => [t, "en"] as const),
          ...TITLES_RU.flat().map((t) => [t, "ru"] as const),
        ),
        ([title, language]) => {
          const reading = read(cv(title, language));
          expect(reading.research.kind, title).toBe("research_cv");
          expect(reading.person.family, title).toBe("research_academia");
        },
      ),
      { numRuns: 80, seed: 4350 },
    );
  });

  it("a school teacher stays a teacher: the research family is for university posts", () => {
    const text = `Мария Ивановна Петрова
Учитель математики
maria@example.ru
Опыт работы
Учитель математики, ГБОУ Школа № 1234
2015 – по настоящее время
Образование
МПГУ, учитель математики, 2010 – 2015
`;
    expect(read(text).person.family).toBe("education_teaching");
  });
});

describe("the writer's academic mode", () => {
  // A three-page postdoc CV with a pause between the PhD and the postdoc, grants, talks and a DOI.
  const POSTDOC = `Anna Ivanova, PhD
Postdoctoral Researcher, computational neuroscience
anna.ivanova@example.org · ORCID 0000-0002-1825-0097 · Google Scholar: scholar.google.com/citations?user=abc
Research interests
Memory in spiking networks, olfaction, sensory gain control; models fitted to two-photon recordings.
Research Experience
Postdoctoral Researcher, Institute of Neuroscience, Bonn
2022 – present
Doctoral researcher, University of Bonn
2016 – 2020
Education
PhD in Neuroscience, University of Bonn, 2016 – 2020
MSc Physics, Moscow State University, 2014 – 2016
Selected Publications
${ENTRIES.publications.en.join("\n")}
Ivanova A. Odour maps. eLife 10:e123, 2021. doi:10.7554/eLife.12345
Grants and Fellowships
${ENTRIES.grants.en.join("\n")}
Invited Talks
${ENTRIES.talks.en.join("\n")}
Teaching
${ENTRIES.teaching.en.join("\n")}
Skills
Python, NumPy, PyTorch, MATLAB, NEST
${"Further detail of the methods used in these studies and their results.\n".repeat(140)}`;

  const report = analyze(POSTDOC);
  const finding = (id: string) => report.criteria.find((f) => f.id === id)!;
  const everything = JSON.stringify(report.result);

  it("reads as a research CV in research and academia", () => {
    expect(report.reading.research.kind).toBe("research_cv");
    expect(report.reading.person.family).toBe("research_academia");
    expect(report.result.general_impression).toContain("наука и исследования");
  });

  it("no page limit for a research CV", () => {
    expect(report.facts.estimatedPages).toBeGreaterThanOrEqual(3);
    expect(finding("length.pages").status).toBe("info");
    expect(finding("length.words").status).toBe("info");
  });

  it("no numbers asked of every result, no action-verb rule", () => {
    expect(finding("content.quantified").status).toBe("info");
    expect(finding("content.action_verbs").status).toBe("info");
    expect(everything).not.toContain("добавь цифры к 3–5 главным пунктам");
  });

  it("no key-skills section, summary or desired position asked for", () => {
    for (const id of [
      "structure.skills_section",
      "structure.summary",
      "structure.desired_position",
      "skills.in_demand",
    ])
      expect(finding(id).status, id).toBe("info");
    expect(finding("research.statement").status).toBe("pass");
  });

  it("a grant is no salary and a pause between the PhD and the postdoc is no gap", () => {
    expect(finding("market.salary").status).toBe("info");
    expect(finding("experience.gaps").status).toBe("info");
    expect(report.result.experience_analysis?.description).not.toMatch(/Перерыв|не работаешь/u);
  });

  it("says what a research reader values: publications with full references, grants, talks, teaching, profiles", () => {
    expect(finding("research.publications").status).toBe("pass");
    expect(finding("research.publications").finding).toMatch(
      /^Публикации перечислены: 4 работы в разделе «Selected Publications»/u,
    );
    expect(finding("research.selected").status).toBe("pass");
    expect(finding("research.record").status).toBe("pass");
    expect(finding("research.identifiers").finding).toContain("ORCID");
    expect(finding("research.identifiers").finding).toContain("Google Scholar");
  });

  it("strengths quote the real facts: the degree, the works with journals, the grants, the talks", () => {
    const strengths = report.result.strengths;
    expect(strengths[0]).toContain("PhD in Neuroscience, University of Bonn");
    expect(strengths).toContain(
      "Публикации: 4 работы в разделе «Selected Publications», среди них — в журналах или трудах конференций.",
    );
    expect(strengths).toContain("Гранты, стипендии и награды: 2 в разделе «Grants and Fellowships».");
    expect(strengths).toContain("Доклады и выступления: 2 в разделе «Invited Talks».");
  });

  it("never pastes a reference or a DOI into a sentence", () => {
    for (const entry of ENTRIES.publications.en) expect(everything).not.toContain(entry.slice(0, 40));
    expect(everything).not.toContain("10.7554");
  });

  it("work around grants is no grant, and the degree's field is not matched against a profession", () => {
    const duty = analyze(
      POSTDOC.replace(
        "Grants and Fellowships\n",
        "Service\nServed on the faculty grants committee; helped to obtain funding for a student café.\nGrants and Fellowships\n",
      ).replace(/Grants and Fellowships\n[^\n]+\n[^\n]+\n/u, ""),
    );
    expect(duty.reading.research.kind).toBe("research_cv");
    expect(duty.result.strengths.join(" ")).not.toMatch(/Грант|committee|café/u);
    expect(duty.criteria.find((f) => f.id === "education.relevance")!.status).toBe("info");
  });

  it("a research CV without publications is told so only after every heading was searched", () => {
    const without = analyze(
      POSTDOC.replace(/Selected Publications[\s\S]*?Grants and Fellowships/u, "Grants and Fellowships"),
    );
    expect(without.reading.research.kind).toBe("research_cv");
    const verdict = without.criteria.find((f) => f.id === "research.publications")!;
    expect(verdict.status).toBe("fail");
    expect(verdict.finding).toContain("искали");
  });

  it("a commercial resume keeps the commercial rules and reports the research criteria as not applicable", () => {
    const commercial = analyze(`Иван Петров
Менеджер по продажам
ivan@example.ru, +7 900 000-00-00
Опыт работы
Менеджер по продажам, ООО «Вектор»
март 2019 – по настоящее время
Вёл переговоры с клиентами.
Образование
РЭУ им. Плеханова, 2018
`);
    expect(commercial.reading.research.kind).toBe("resume");
    expect(commercial.criteria.find((f) => f.id === "content.quantified")!.status).not.toBe("info");
    for (const f of commercial.criteria.filter((c) => c.id.startsWith("research.")))
      expect(f.status, f.id).toBe("info");
  });
});

describe("the project's research CV fixtures read as their people", () => {
  it("a доцент with ГОСТ references, grants of Russian funds and a РИНЦ profile", () => {
    const { reading, result } = analyze(RU_DOCENT);
    expect(reading.research.kind).toBe("research_cv");
    expect(reading.person.family).toBe("research_academia");
    expect(result.general_impression).toMatch(
      /^Резюме читается как «Доцент кафедры физической химии» \(наука и исследования\)/u,
    );
    expect(reading.research.identifiers.map((id) => id.kind)).toEqual(["orcid", "elibrary", "hindex"]);
    expect(result.strengths).toContain("Гранты, стипендии и награды: 2 в разделе «Гранты».");
    expect(result.strengths).toContain("Доклады и выступления: 2 в разделе «Доклады на конференциях».");
  });

  it("a postdoc: the name line with a degree is no role, the post is", () => {
    const { reading, result } = analyze(EN_POSTDOC);
    expect(reading.research.kind).toBe("research_cv");
    expect(result.general_impression).toMatch(/^Резюме читается как «Postdoctoral Research Fellow»/u);
    expect(JSON.stringify(result)).not.toContain("10.3354");
    expect(result.experience_analysis?.description).not.toMatch(/Перерыв/u);
    expect(writeEnglishReport(result, reading).strengths).toEqual([
      "Publications: 3 under «Selected Publications», journal or proceedings papers among them.",
      "Grants, fellowships and awards: 2 under «Grants and Fellowships».",
      "Talks and presentations: 2 under «Invited Talks».",
    ]);
  });
});
