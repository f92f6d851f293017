/** ATS compatibility: can an applicant tracking system read the file and find the sections? */
import { genitiveCount, WORD_FORMS } from "../text";
import { examplePhone, marketOf } from "./region";
import { type Criterion, evidenceQuote, layoutFact } from "./types";

/** Letters typed apart: three single letters or more, each followed by one space («О П Ы Т», "S K I L L S"). */
const TYPED_SPACING = /(?:^|[^\p{L}])(?:\p{L} ){2,}\p{L}(?![\p{L}])/u;

const CATEGORY = "ATS";

export const atsCriteria: readonly Criterion[] = [
  {
    id: "ats.text_layer",
    title: "Текст распознаётся",
    category: CATEGORY,
    weight: 5,
    description: "В файле есть текстовый слой: это не скан и не картинка.",
    evaluate: ({ facts, input }) => {
      const pages = typeof input.pageCount === "number" && input.pageCount > 0 ? input.pageCount : 1;
      if (input.layout?.hasTextLayer === false || facts.wordCount === 0) {
        return {
          score: 0,
          finding: "Текст из файла не извлекается — похоже на скан или картинку.",
          fix: "Сохрани резюме из Word или Google Docs как PDF («Файл → Скачать → PDF»), а не сканируй и не вставляй картинкой. Проверка: в PDF должно выделяться и копироваться слово.",
        };
      }
      if (facts.looksLikeGarbage)
        return {
          score: 0.1,
          finding: "Вместо текста извлекаются в основном символы, а не слова.",
          fix: "Пересохрани файл в PDF или DOCX из текстового редактора и убедись, что текст копируется. Если это скан — набери резюме заново.",
        };
      const imagePage = layoutFact(input, "image_page");
      if (imagePage?.page)
        return {
          score: 0.5,
          finding: `На странице ${imagePage.page} нет текста — это картинка, скан или пустая страница: её содержимое не прочтут ни ATS, ни эта проверка.`,
          fix: "Набери содержимое этой страницы текстом (или удали пустую страницу) и сохрани резюме в PDF из редактора. Проверка: на каждой странице слова должны выделяться и копироваться.",
        };
      if (input.format === "pdf" && facts.wordCount < 40 * pages)
        return {
          score: 0.3,
          finding: `Из ${genitiveCount(pages, ["страницы", "страниц"])} извлечено всего около ${genitiveCount(facts.wordCount, WORD_FORMS)} — часть текста, вероятно, картинкой.`,
          fix: "Проверь, что весь текст набран, а не вставлен изображением (частая проблема шаблонов Canva). Попробуй скопировать текст из PDF в блокнот — что не скопировалось, не увидит и ATS.",
        };
      return { score: 1, finding: "Текст в файле распознаётся." };
    },
  },
  {
    id: "ats.file_format",
    title: "Формат файла",
    category: CATEGORY,
    weight: 2,
    description: "PDF или DOCX читают все системы; DOC и RTF — устаревшие, ODT читают не все, TXT — без оформления.",
    evaluate: ({ input }) => {
      switch (input.format) {
        case "pdf":
        case "docx":
          return { score: 1, finding: `Формат ${input.format.toUpperCase()} — подходит для любых ATS.` };
        case "odt":
          return {
            score: 0.7,
            finding: "Формат ODT (LibreOffice) читают не все ATS.",
            fix: "Пересохрани резюме в DOCX или PDF: «Файл → Сохранить как» или «Экспорт в PDF».",
          };
        case "doc":
        case "rtf":
          return {
            score: 0.7,
            finding: `Формат ${input.format.toUpperCase()} устарел: часть систем читает его с ошибками.`,
            fix: "Пересохрани резюме в DOCX или PDF: «Файл → Сохранить как → PDF».",
          };
        case "txt":
          return {
            score: 0.6,
            finding: "Формат TXT читается, но выглядит как черновик.",
            fix: "Для отправки работодателю оформи резюме в Word или Google Docs и сохрани в PDF — TXT оставь для копирования в формы.",
          };
        default:
          return null;
      }
    },
  },
  {
    id: "ats.columns",
    title: "Одна колонка",
    category: CATEGORY,
    weight: 3,
    description: "Текст в одну колонку: в двух колонках ATS смешивает строки из разных блоков.",
    evaluate: ({ facts, input }) => {
      const nonEmpty = Math.max(1, facts.lineCount);
      const share = facts.formatting.columnLines / nonEmpty;
      // Extraction's facts (decision 545): a column or a table row of several-line cells seen in the file itself.
      const columns = layoutFact(input, "columns");
      if (columns || input.layout?.multiColumn || share > 0.15) {
        return {
          score: 0.4,
          finding: `Резюме свёрстано в несколько колонок (или с боковой панелью)${evidenceQuote(columns, ": колонка начинается с")}.`,
          fix: "Сделай версию в одну колонку: контакты и навыки из боковой панели перенеси в шапку и отдельный раздел. ATS читает строки слева направо и склеивает куски из разных колонок.",
        };
      }
      const textBox = layoutFact(input, "text_box");
      if (textBox)
        return {
          score: 0.6,
          finding: `Часть текста — в надписях (текстовых полях)${evidenceQuote(textBox, ", например")}: ATS часто читает их отдельно от остального текста или пропускает.`,
          fix: "Перенеси текст из надписей в обычные абзацы документа: заголовок раздела, затем строки.",
        };
      return { score: 1, finding: "Текст идёт в одну колонку." };
    },
  },
  {
    id: "ats.tables",
    title: "Без таблиц",
    category: CATEGORY,
    weight: 2,
    description: "Содержимое не свёрстано таблицей: ячейки часто читаются не по порядку.",
    evaluate: ({ facts, input }) => {
      const share = facts.formatting.tableLines / Math.max(1, facts.lineCount);
      // Where extraction knew the structure (decision 545) its facts decide: a row of cells, not a "|" between words
      // or a one-cell frame. Text given without a file is judged by its lines.
      const table = layoutFact(input, "table");
      if (table || (table === undefined && (input.layout?.hasTables || share > 0.1))) {
        return {
          score: 0.5,
          finding: `Часть резюме свёрстана таблицей${evidenceQuote(table, ": строка таблицы начинается с")}.`,
          fix: "Замени таблицу обычным текстом: заголовок раздела, затем строки. Для дат и должностей используй табуляцию или тире, а не ячейки.",
        };
      }
      return { score: 1, finding: "Таблиц для вёрстки не видно." };
    },
  },
  {
    id: "ats.special_chars",
    title: "Без эмодзи и значков",
    category: CATEGORY,
    weight: 1,
    description: "Нет эмодзи и иконок-символов, которые ATS превращает в мусор.",
    evaluate: ({ facts }) =>
      facts.formatting.specialChars > 3
        ? {
            score: 0.5,
            finding: `Найдено ${facts.formatting.specialChars} эмодзи или значков-иконок.`,
            // The example in the resume's language and the person's phone format, not always Russia's (decision 700).
            fix: `Замени эмодзи и иконки (📞 ✉ ★ ➤) словами и обычными маркерами «•» или «–»: перед номером — слово «${facts.language === "en" ? "Phone" : "Телефон"}», а не значок, номер — в международном формате: ${examplePhone(marketOf(facts))}. Иконки ATS не понимает.`,
          }
        : { score: 1, finding: "Эмодзи и значков-иконок нет или почти нет." },
  },
  {
    id: "ats.encoding",
    title: "Кодировка текста",
    category: CATEGORY,
    weight: 3,
    description: "Нет «кракозябр» и символов-заменителей — текст не сломан при сохранении.",
    evaluate: ({ facts, input }) => {
      const broken = layoutFact(input, "broken_text");
      if (broken) {
        // A broken word ("JeƯ (6)") is no phrase the quote cleaner keeps: the word alone is shown (decision 725),
        // unless its broken letter is one no screen shows (a private-use glyph, U+FFFD).
        const word = broken.evidence.replace(/\s*\(\d+\)$/u, "");
        const shown = word && !/[\uE000-\uF8FF\uFFFD]/u.test(word) ? `, например «${word}»` : "";
        const example = evidenceQuote(broken, ", например") || shown;
        return {
          score: 0.2,
          finding: `Часть букв не читается: шрифт файла не сопоставляет их символам${example}. ATS читает такие слова с ошибкой или не читает вовсе.`,
          fix: "Пересохрани файл в PDF из Word/Google Docs со стандартными шрифтами (Arial, Calibri, Times New Roman) и проверь, что текст копируется без искажений.",
        };
      }
      return facts.formatting.mojibake > 2
        ? {
            score: 0.2,
            finding: "В тексте есть «кракозябры» — похоже, сломана кодировка или встроенные шрифты.",
            fix: "Пересохрани файл в PDF из Word/Google Docs со стандартными шрифтами (Arial, Calibri, Times New Roman) и проверь, что текст копируется без искажений.",
          }
        : { score: 1, finding: "Кодировка в порядке." };
    },
  },
  {
    id: "ats.long_lines",
    title: "Без сплошных простыней текста",
    category: CATEGORY,
    weight: 1,
    description: "Нет абзацев длиннее 600 символов: их трудно читать и разбирать.",
    evaluate: ({ facts }) =>
      facts.formatting.longParagraphs > 0
        ? {
            score: 0.6,
            finding: `Есть очень длинные абзацы (${facts.formatting.longParagraphs}).`,
            fix: "Разбей длинные абзацы на пункты по 1–2 строки: одно действие — один пункт.",
          }
        : { score: 1, finding: "Длинных абзацев нет." },
  },
  {
    id: "ats.plain_headings",
    title: "Заголовки читаются машиной",
    category: CATEGORY,
    weight: 2,
    description: "Заголовки без разрядки («О П Ы Т»): иначе ATS не узнаёт разделы.",
    evaluate: ({ facts }) => {
      // Spaces typed between letters are regular: a run of single letters («О П Ы Т»). Spaces at random places
      // («ИЗБ РА ННЫЕПРОЕКТЫ») are the PDF's glyph positions read back by the extraction — not the person's doing,
      // and not what another reader of the file sees: no claim is made of them (decision 630).
      const spaced = facts.sections.filter((s) => s.letterSpaced && TYPED_SPACING.test(s.heading));
      return spaced.length
        ? {
            score: 0.4,
            finding: `Заголовки набраны вразрядку: «${spaced[0]?.heading}».`,
            fix: "Убери пробелы между буквами в заголовках — пиши «ОПЫТ РАБОТЫ», а разрядку делай настройкой интервала шрифта, а не пробелами.",
          }
        : { score: 1, finding: "Заголовки записаны обычным текстом." };
    },
  },
];
