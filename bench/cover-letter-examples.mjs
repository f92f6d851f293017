// Cover-letter examples and a check on real resumes. Bundles the built-in generator for Node (esbuild) and
//   npx node bench/cover-letter-examples.mjs            writes docs/examples/cover-letters.md: five letters from the
//                                                       project's fixtures (Russian and English, three styles)
//   npx node bench/cover-letter-examples.mjs --corpus   prints word count, language and fact-check problems of a
//                                                       letter per file of the shared corpus (read in place, never
//                                                       copied; nothing is written)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bundleForNode, root } from "./bundle-for-node.mjs";

const { module: m, cleanup } = await bundleForNode(
  {
    writeBuiltin: "worker/cover-letter/index.ts",
    factSources: "worker/cover-letter/index.ts",
    findProblems: "worker/cover-letter/fact-check.ts",
    countLetterWords: "worker/cover-letter/builtin-letter.ts",
    coverLetterRequestSchema: "shared/schemas/cover-letter.ts",
    extractDocument: "worker/extraction/index.ts",
    RU_SALES_MANAGER: "test/engine/fixtures/ru-sales-manager.ts",
    RU_1C_PROGRAMMER: "test/engine/fixtures/ru-1c-programmer.ts",
    RU_JUNIOR_FRONTEND: "test/engine/fixtures/ru-junior-frontend.ts",
    EN_BACKEND_ENGINEER: "test/engine/fixtures/en-backend-engineer.ts",
    EN_MARKETING_MANAGER: "test/engine/fixtures/en-marketing-manager.ts",
  },
  "rework-letters-",
);

const STYLE_NAMES = { formal: "официальный", friendly: "дружелюбный", creative: "творческий" };

const EXAMPLES = [
  {
    fixture: "RU_SALES_MANAGER",
    file: "test/engine/fixtures/ru-sales-manager.ts",
    request: {
      company_name: "ТехноСнаб",
      position_name: "Менеджер по работе с ключевыми клиентами",
      personal_style: "formal",
      vacancy_description:
        "Ищем менеджера по работе с ключевыми клиентами: B2B-продажи, ведение переговоров, amoCRM, уверенный Excel.",
    },
  },
  {
    fixture: "RU_1C_PROGRAMMER",
    file: "test/engine/fixtures/ru-1c-programmer.ts",
    request: {
      company_name: "Агрохолдинг «Колос»",
      position_name: "Ведущий программист 1С",
      personal_style: "friendly",
    },
  },
  {
    fixture: "RU_JUNIOR_FRONTEND",
    file: "test/engine/fixtures/ru-junior-frontend.ts",
    request: {
      company_name: "Лаборатория Касперского",
      position_name: "Junior Frontend-разработчик",
      personal_style: "creative",
      vacancy_description: "Стек: React, TypeScript, Redux; будет плюсом Jest и опыт с REST API.",
    },
  },
  {
    fixture: "EN_BACKEND_ENGINEER",
    file: "test/engine/fixtures/en-backend-engineer.ts",
    request: {
      company_name: "Stripe",
      position_name: "Staff Backend Engineer",
      personal_style: "formal",
      vacancy_description:
        "You will design high-load APIs in Go and Python, run services on Kubernetes and work with Kafka and PostgreSQL.",
    },
  },
  {
    fixture: "EN_MARKETING_MANAGER",
    file: "test/engine/fixtures/en-marketing-manager.ts",
    request: {
      company_name: "Canva",
      position_name: "Growth Marketing Manager",
      personal_style: "creative",
      vacancy_description:
        "We are looking for a growth marketer with SEO, Google Analytics and email marketing experience.",
    },
  },
];

function letterFor(text, input) {
  const request = m.coverLetterRequestSchema.parse(input);
  const letter = m.writeBuiltin(text, request);
  return {
    request,
    letter,
    words: m.countLetterWords(letter.content),
    problems: m.findProblems(letter.content, m.factSources(text, request)),
  };
}

async function writeExamples() {
  const parts = [
    "# Cover letters from the built-in generator",
    "",
    "Five letters written by the built-in generator (`worker/cover-letter/`, decision 100) from the project's resume",
    "fixtures, so a reader can judge them. Regenerate with `npx node bench/cover-letter-examples.mjs`. Every number,",
    "name and skill in them comes from the fixture resume or from the request; the achievements are quoted verbatim.",
    "Russian letters avoid gendered past-tense forms of their own (the resume's quoted lines keep theirs).",
    "",
  ];
  EXAMPLES.forEach(({ fixture, file, request: input }, index) => {
    const { request, letter, words, problems } = letterFor(m[fixture], input);
    if (problems.length) throw new Error(`${fixture}: fact problems ${JSON.stringify(problems)}`);
    parts.push(`## ${index + 1}. ${request.company_name} — ${request.position_name}`, "");
    parts.push(`- resume: \`${file}\``);
    parts.push(
      `- style: ${STYLE_NAMES[request.personal_style]}; language: ${letter.language === "ru" ? "Russian" : "English"}; ${words} words`,
    );
    if (request.vacancy_description) parts.push(`- vacancy description: «${request.vacancy_description}»`);
    parts.push("", "```text", letter.content, "```", "");
  });
  writeFileSync(path.join(root, "docs/examples/cover-letters.md"), parts.join("\n"));
  console.log("wrote docs/examples/cover-letters.md");
}

async function checkCorpus() {
  const dir = "/work/shared/corpus/files";
  const rows = [];
  for (const name of readdirSync(dir).sort()) {
    let text;
    try {
      text = (
        await m.extractDocument(new Uint8Array(readFileSync(path.join(dir, name))), { filename: name, contentType: "" })
      ).text;
    } catch {
      continue;
    }
    for (const input of [
      { company_name: "Северсталь", position_name: "Ведущий специалист" },
      {
        company_name: "Acme",
        position_name: "Specialist",
        personal_style: "friendly",
        vacancy_description: "We need Python, SQL, Excel and negotiation skills.",
      },
    ]) {
      const { letter, words, problems } = letterFor(text, input);
      rows.push({
        file: name.slice(0, 40),
        lang: letter.language,
        words,
        problems: problems.map((p) => `${p.kind}:${p.value}`).join(" "),
      });
    }
  }
  console.table(rows);
  const bad = rows.filter((r) => r.problems || r.words < 120 || r.words > 250);
  console.log(JSON.stringify({ letters: rows.length, outOfRangeOrProblems: bad.length }));
}

try {
  if (process.argv.includes("--corpus")) await checkCorpus();
  else await writeExamples();
} finally {
  cleanup();
}
