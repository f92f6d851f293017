/**
 * The person's real strengths, quoted from their own lines, and the specific errors a reviewer spots first
 * (decision 071). Strengths are evidence, not hygiene: a raise, a result with numbers, the size of a team led,
 * a certificate, a degree, a publication — never "has a phone number" or "bachelor's degree".
 */

import { withoutGluedDuration } from "./dates";
import { SALARY_WORDS } from "./facts";
import { summaryYears } from "./profile";
import { sectionIndex } from "./sections";
import { anyOf, foldCase, type PreparedText, type TextTest, WordPattern } from "./text";
import type { ResumeFacts, SectionKind } from "./types";

export interface SpecificError {
  id: "summary_years" | "template_filler" | "misspelled_name" | "duplicate_skill";
  finding: string;
  fix: string;
}

const BULLET = /^\s*(?:[-–—•·▪■◦●*+►▶➢✓✔]|\d{1,2}[.)])\s*/u;

/**
 * Kinds of evidence, strongest first; each pattern is tested on a folded line. `numeric`: every form of the pattern
 * has a digit, so lines without one are passed over without running it.
 */
const EVIDENCE: ReadonlyArray<{ kind: string; label: string; pattern: TextTest; numeric?: true }> = [
  {
    kind: "funding",
    label: "Привлечённые инвестиции",
    // Money raised from investors, not clients attracted («Привлекла 60 новых клиентов») or deals closed by sales
    // ("Closed $4.2M in new business").
    pattern: anyOf(
      new WordPattern(
        /raised\s+(?:an?\s+)?[$€£]\d|(?:raised|secured|closed)\s+[^.;]{0,40}(?:round|seed|funding|financing|investment)/u,
      ),
      /series [abc](?![\p{L}])|(?:привлек\p{L}*|привлёк)\s+(?:[^\s.;]+\s+){0,4}(?:инвестиц|финансировани|раунд)/u,
    ),
  },
  {
    kind: "scale",
    label: "Масштаб руководства",
    pattern:
      /(?:team|staff|organi[sz]ation|department|office)s?\s+(?:of|from)\s+\d+|(?:led|managed|managing|manages|supervis\p{L}*|oversaw|overseeing|руководил\p{L}*|руковожу|управлял\p{L}*)\s+(?:\p{L}+\s+){0,3}\d+\+?\s*(?:\p{L}+\s+)?(?:people|engineers|employees|staff|reports|developers|человек|сотрудник\p{L}*|специалист\p{L}*|разработчик\p{L}*|administrative)|(?:команд\p{L}*|отдел\p{L}*|коллектив\p{L}*)\s+(?:из|в)\s+\d+|\d+\+?\s+(?:offices|stores|branches|магазин\p{L}*|филиал\p{L}*)/u,
    numeric: true,
  },
  {
    kind: "money",
    label: "Результат в деньгах",
    // A count in millions is money only with its currency: "3.6 million users" and "2M deliveries" are not.
    pattern:
      /(?:[$€£₽]\s?\d|\d\s?(?:[$€£₽]|(?:млн|млрд|тыс)\.?\s?(?:руб|₽|долл|\$|евро|€)|(?:million|billion)\s(?:dollars|usd|eur|euros|in (?:revenue|sales|savings))))/u,
    numeric: true,
  },
  {
    kind: "percent",
    label: "Результат в цифрах",
    pattern:
      /\d+(?:[.,]\d+)?\s?(?:%|процент\p{L}*|x(?![\p{L}])|раз(?:а)?(?![\p{L}]))|(?:from|с)\s+\d+\s+(?:to|до)\s+\d+/u,
    numeric: true,
  },
  {
    kind: "certificate",
    label: "Сертификат",
    pattern: anyOf(
      new WordPattern(
        /(?:cpa|cfa|acca|cima|pmp|capm|psm|cka|ckad|cks|ccna|ccnp|vcp|istqb|cissp|cism|ipb|дипифр|аттестат\p{L}*|1[сc]:?\s?(?:специалист|профессионал|эксперт)|certified|certification|сертифицирован\p{L}*|сертификат\p{L}*\s+\p{Lu}?[\p{L}\d]+)(?![\p{L}])/u,
      ),
      /aws (?:solutions|certified)|google (?:professional|cloud certified|it support)/u,
    ),
  },
  {
    kind: "publication",
    label: "Публикации и награды",
    pattern: new WordPattern(
      /(?:neurips|icml|iclr|cvpr|iccv|acl|emnlp|best paper|award|awarded|prize|winner|finalist|employee of the year|dean'?s list|magna cum laude|summa cum laude|cum laude|с отличием|красн\p{L}* диплом|публикаци\p{L}*|патент\p{L}*|patent|published|премия|лауреат|победител\p{L}*|призёр|призер)(?![\p{L}])/u,
    ),
  },
  {
    kind: "degree",
    label: "Образование",
    pattern: new WordPattern(
      /(?:ph\.?\s?d\.?|doctor of|кандидат\p{L}* (?:\p{L}+ )?наук|доктор\p{L}* (?:\p{L}+ )?наук|mba|juris doctor|j\.d\.|master of|m\.s\.|msc|m\.sc\.|meng|магистр\p{L}*|магистратур\p{L}*)(?![\p{L}])/u,
    ),
  },
];

/** Dates a PDF's layout glued onto a bullet ("…99.97% June 2023 – present"): not part of the person's sentence. */
const TRAILING_DATES =
  /\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+)?(?:19|20)\d\d\s*[–—-]\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+)?(?:19|20)\d\d|present|current|now)\s*$/iu;

const DIGIT = /\d/;

function clean(line: string): string {
  const flat = withoutGluedDuration(line.replace(BULLET, "").replace(/\s+/gu, " ").trim());
  // Trailing dates need a year: a line without digits (most of them) is not searched for them.
  return DIGIT.test(flat) ? flat.replace(TRAILING_DATES, "") : flat;
}

function quoteOf(line: string, max = 120): string {
  const text = clean(line);
  const cut = text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/u, "")}…` : text;
  return `«${cut.replace(/[.;,:]+$/u, "")}»`;
}

/** A line that may be quoted at all: a sentence-sized line, not a salary, not contacts ("+7 921…", an e-mail). */
function isQuotable(line: string, folded: string, section: SectionKind | null): boolean {
  const length = clean(line).length;
  return (
    length >= 8 &&
    length <= 260 &&
    !SALARY_WORDS.test(folded) &&
    section !== "contacts" &&
    section !== "desired" &&
    !/@|https?:|\+\s?\d[\d\s()-]{8,}/u.test(line)
  );
}

/** 2–4 strengths with the person's own words, strongest first; at most one per kind, two for results. */
export function findStrengths(prepared: PreparedText, facts: ResumeFacts): string[] {
  const { lines, foldedLines } = prepared;
  const byLine = sectionIndex(facts.sections, lines.length);
  // Decided once per line, and only for lines some kind of evidence matched (cleaning a line is not free).
  const quotableLines: boolean[] = [];
  const quotable = (i: number): boolean =>
    (quotableLines[i] ??= isQuotable(lines[i]!, foldedLines[i]!, byLine[i] ?? null));
  const picked: string[] = [];
  const used = new Set<number>();
  const hasDigit = foldedLines.map((line) => /\d/.test(line));
  for (const { kind, label, pattern, numeric } of EVIDENCE) {
    const limit = kind === "percent" ? 2 : 1;
    let taken = 0;
    // Certificates are read from their own section first ("Certifications"), then the rest, job titles last: the
    // name line "Dana Kowalski, CPA" names the credential, the certifications line says which and when.
    const rank = (i: number): number => (byLine[i] === "courses" ? 0 : byLine[i] === "experience" ? 2 : 1);
    const order = kind === "certificate" ? [...lines.keys()].sort((a, b) => rank(a) - rank(b)) : [...lines.keys()];
    for (const i of order) {
      if (taken >= limit) break;
      const line = lines[i]!;
      const folded = foldedLines[i]!;
      if (used.has(i) || (numeric && !hasDigit[i]) || !pattern.test(folded) || !quotable(i)) continue;
      // Dates are not results: "2019 – 2023".
      if ((kind === "money" || kind === "percent") && !/\p{L}{4,}/u.test(clean(line).replace(/\d/gu, ""))) continue;
      if (
        kind === "degree" &&
        byLine[i] !== "education" &&
        !/univers|университет|institute|институт|college|school|academy|академи/u.test(folded)
      )
        continue;
      used.add(i);
      taken++;
      if (kind === "certificate") {
        // Several certificates usually sit on consecutive lines: "CPA" / "CFA" read as one strength.
        // Only quotable lines: an e-mail such as "kowalski.cpa@…" is no certificate.
        const nextLines = [i + 1, i + 2].filter(
          (j) => j < lines.length && pattern.test(foldedLines[j]!) && clean(lines[j]!).length <= 80 && quotable(j),
        );
        const next = nextLines.map((j) => lines[j]!);
        for (const j of nextLines) used.add(j);
        picked.push(`${label}: ${[line, ...next].map((l) => quoteOf(l, 80)).join(", ")}.`);
        continue;
      }
      picked.push(`${label}: ${quoteOf(line)}.`);
    }
    if (picked.length >= 5) break;
  }
  return picked.slice(0, 5);
}

/** Left-over template text: a reviewer stops reading at "Lorem ipsum". */
const FILLER =
  /welcome to rendercv|rendercv reads a cv|lorem ipsum|dolor sit amet|your name here|\[your name\]|\[company(?: name)?\]|company name here|\[job title\]|ваше имя|фамилия имя отчество|\[название компании\]|название компании|this is a sample|sample resume|шаблон резюме|markdown syntax is supported|replace this text|insert (?:your|text)|вставьте текст|your (?:job title|company name)/u;

/** Well-known names people misspell; the key is folded, the value is the right spelling. */
const MISSPELLED: ReadonlyArray<readonly [RegExp, string]> = [
  [/1\s?[сc]\s?:\s?преприяти\p{L}*/u, "1С:Предприятие"],
  [/1\s?[сc]\s?:\s?предприяти[ея](?![\p{L}])/u, "1С:Предприятие"],
  [/1\s?[сc]\s?:\s?бухгалтери(?![\p{L}])/u, "1С:Бухгалтерия"],
  [/(?<![\p{L}])excell(?![\p{L}])/u, "Excel"],
  [/(?<![\p{L}])exel(?![\p{L}])/u, "Excel"],
  [/(?<![\p{L}])javascipt|javscript|java-script(?![\p{L}])/u, "JavaScript"],
  [/(?<![\p{L}])phyton(?![\p{L}])/u, "Python"],
  [/(?<![\p{L}])postgress(?:ql)?(?![\p{L}])|postgre sql/u, "PostgreSQL"],
  [/(?<![\p{L}])my sql(?![\p{L}])/u, "MySQL"],
  [/(?<![\p{L}])kubernates|kubernets|kubernetis(?![\p{L}])/u, "Kubernetes"],
  [/(?<![\p{L}])githab|git hub(?![\p{L}])/u, "GitHub"],
  [/(?<![\p{L}])photoshope|photoshp|фотошоп(?![\p{L}])/u, "Adobe Photoshop"],
  [/(?<![\p{L}])micro?soft ofice|microsoft offise|майкрософт офис/u, "Microsoft Office"],
  [/(?<![\p{L}])power ?bi?\s?desctop/u, "Power BI Desktop"],
  [/(?<![\p{L}])джира(?![\p{L}])/u, "Jira"],
  [/(?<![\p{L}])консультант\s?плюс\s?\+|консультант\+(?![\p{L}])/u, "КонсультантПлюс"],
  [/(?<![\p{L}])автокад(?![\p{L}])/u, "AutoCAD"],
  [/(?<![\p{L}])react\.?js\.?js|reactjs\.js/u, "React"],
  [/(?<![\p{L}])typescipt|typescrypt(?![\p{L}])/u, "TypeScript"],
  [/(?<![\p{L}])linkedln(?![\p{L}])/u, "LinkedIn"],
];

function formatYearsRu(n: number): string {
  const r = Math.round(n);
  const mod10 = r % 10;
  const mod100 = r % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? "год" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "года" : "лет";
  return `${r} ${word}`;
}

export function findSpecificErrors(prepared: PreparedText, facts: ResumeFacts): SpecificError[] {
  const { text, lines, folded } = prepared;
  const errors: SpecificError[] = [];

  const summary = facts.sections.find((s) => s.kind === "summary");
  const summaryText = summary ? lines.slice(summary.line + 1, summary.endLine).join(" ") : lines.slice(0, 12).join(" ");
  const claimed = summaryYears(summaryText);
  const dated = facts.totalExperienceYears;
  if (claimed !== null && dated > 0 && Math.abs(claimed - dated) >= 2) {
    errors.push({
      id: "summary_years",
      finding: `В «О себе» написано про ${formatYearsRu(claimed)} опыта, а по датам мест работы выходит около ${formatYearsRu(dated)}.`,
      fix: "Сверь цифру в «О себе» с датами в опыте и оставь одну: рекрутер замечает расхождение и начинает сомневаться в остальном.",
    });
  }

  const filler = FILLER.exec(folded);
  if (filler) {
    const line = lines.find((l) => foldCase(l).includes(filler[0])) ?? filler[0];
    errors.push({
      id: "template_filler",
      finding: `В резюме остался текст шаблона: ${quoteOf(line, 70)}.`,
      fix: "Удали текст-заглушку шаблона и замени его своим: строкой о себе с ролью и главным результатом.",
    });
  }

  for (const [pattern, right] of MISSPELLED) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const original = text.slice(match.index, match.index + match[0].length);
    errors.push({
      id: "misspelled_name",
      finding: `Название написано с ошибкой: «${original}» вместо «${right}».`,
      fix: `Исправь на «${right}»: ошибка в названии программы или сертификата бросается в глаза и мешает поиску по ключевым словам.`,
    });
    if (errors.filter((e) => e.id === "misspelled_name").length >= 2) break;
  }

  // Found by skills/key-skills.ts, which reads the skills list once for the whole engine.
  const duplicates = facts.duplicateSkills;
  if (duplicates.length) {
    errors.push({
      id: "duplicate_skill",
      finding: `В навыках повторяется: ${duplicates
        .slice(0, 3)
        .map((d) => `«${d}»`)
        .join(", ")}.`,
      fix: "Оставь каждый навык один раз: повторы выглядят как небрежность и занимают место.",
    });
  }
  return errors;
}
