// Upload rules and user-facing messages shared by the Worker and the browser.
// Keep this file free of node/worker imports: the client bundles it to check a file before sending it.
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, type AcceptedExtension } from "./upload-formats";

export { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES, type AcceptedExtension } from "./upload-formats";

export const MAX_UPLOAD_BYTES = 10_485_760;

/** Every message the extraction layer can show to a user, in Russian. */
export const UPLOAD_MESSAGES = {
  // Exact strings from the product specification (section 5).
  unsupportedFormat: "Неподдерживаемый формат файла. Пожалуйста, загрузи файл в формате PDF, DOC, DOCX или TXT.",
  tooLarge: "Размер файла слишком большой. Максимальный размер – 10МБ.",
  // Ours: what went wrong after the file passed the name/type/size rule.
  contentMismatch:
    "Содержимое файла не соответствует его формату. Пожалуйста, загрузи настоящий файл PDF, DOC, DOCX или TXT.",
  executable:
    "Этот файл — программа, а не документ. Такие файлы мы не принимаем: загрузи резюме в формате PDF, DOC, DOCX или TXT.",
  image:
    "Этот файл — изображение, а не документ. Текст на картинках мы не распознаём: загрузи резюме в формате PDF, DOC, DOCX или TXT.",
  pdfEncrypted:
    "PDF-файл защищён паролем. Сними пароль (например, сохрани документ заново без защиты) и загрузи файл ещё раз.",
  documentEncrypted: "Документ защищён паролем. Сними пароль, сохрани документ заново и загрузи его ещё раз.",
  pdfNoText:
    "В PDF-файле нет текстового слоя: похоже, это скан или картинка. Сохрани резюме в PDF из текстового редактора или загрузи DOCX.",
  damaged: "Не удалось прочитать файл: он повреждён или сохранён не полностью.",
  emptyDocument: "В файле нет текста. Проверь, что загружаешь заполненное резюме.",
  tooComplex:
    "Файл слишком большой или сложный для обработки. Резюме обычно занимает 1–3 страницы: сократи документ и загрузи его ещё раз.",
  // Parser budget (decision 012): a file that would cost more to read than any resume needs.
  pdfTooMuchData:
    "Внутри PDF-файла слишком много сжатых данных: после распаковки он занял бы больше 16 МБ. Резюме столько не нужно — сохрани документ в PDF заново из текстового редактора или загрузи DOCX.",
  pdfTooManyObjects:
    "PDF-файл устроен слишком сложно: в нём больше 20 000 упакованных внутренних объектов. Сохрани резюме в PDF заново из текстового редактора или загрузи DOCX.",
  pdfTooMuchText:
    "В PDF-файле слишком много отдельных фрагментов текста (больше 30 000). Резюме столько не бывает: проверь, что загружаешь нужный файл, или сохрани его в PDF заново.",
  docBrokenStructure:
    "Файл DOC повреждён: его внутренняя структура зациклена или ссылается за пределы файла. Открой документ в Word, сохрани его заново (лучше в DOCX) и загрузи ещё раз.",
  rtfTooDeep:
    "В документе слишком много вложенных групп форматирования, такой файл мы не читаем. Открой его в Word, сохрани в DOCX и загрузи ещё раз.",
  docxTooLargeUnpacked:
    "Файл DOCX после распаковки слишком большой. Резюме столько не занимает — сохрани документ заново из Word и загрузи ещё раз.",
  odtTooLargeUnpacked:
    "Файл ODT после распаковки слишком большой. Резюме столько не занимает — сохрани документ заново из LibreOffice и загрузи ещё раз.",
} as const;

/** The spec's list of possible causes, appended to PDF errors that do not mention a password (section 8). */
export const PDF_POSSIBLE_CAUSES = [
  "Возможные причины:",
  "• файл защищён паролем;",
  "• текст отсканирован и не распознан (нет текстового слоя, OCR не выполнялся);",
  "• файл повреждён;",
  "• формат PDF несовместим (например, создан нестандартной программой).",
].join("\n");

/**
 * Rejections whose message already names the one cause (a scan without text, an encrypted file, a PDF too big to
 * read safely): the list of possible causes after it would contradict it («нет текстового слоя» … «файл защищён
 * паролем»), issue 24. Only a reading failure with no known cause gets the spec's list.
 */
const PDF_CAUSE_NAMED = new Set<string>([
  "pdf_encrypted",
  "document_encrypted",
  "pdf_no_text",
  "empty_document",
  "too_complex",
  "pdf_too_much_data",
  "pdf_too_many_objects",
  "pdf_unsupported_compression",
  "pdf_too_much_text",
  "image",
  "executable",
]);

/**
 * Appends the causes list unless the rejection's code names its cause, the message mentions a password, or it
 * already has the list (idempotent).
 */
export function withPdfCauses(message: string, code: string | null = null): string {
  if (code !== null && PDF_CAUSE_NAMED.has(code)) return message;
  if (/парол/i.test(message) || message.includes(PDF_POSSIBLE_CAUSES)) return message;
  return `${message}\n\n${PDF_POSSIBLE_CAUSES}`;
}

export type UploadRejectionCode =
  | "unsupported_format"
  | "too_large"
  | "content_mismatch"
  | "executable"
  | "image"
  | "pdf_encrypted"
  | "document_encrypted"
  | "pdf_no_text"
  | "damaged"
  | "empty_document"
  | "too_complex"
  | "pdf_too_much_data"
  | "pdf_too_many_objects"
  | "pdf_too_much_text"
  | "doc_broken_structure"
  | "rtf_too_deep"
  | "docx_too_large_unpacked"
  | "odt_too_large_unpacked";

export class UploadRejected extends Error {
  constructor(
    public code: UploadRejectionCode | (string & {}),
    message: string,
    public status = 400,
  ) {
    super(message);
    this.name = "UploadRejected";
  }
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0
    ? ""
    : filename
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

function bareMimeType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/**
 * The kind of file the user says they are sending: the extension wins, the MIME type is the fallback
 * (browsers send an empty or generic type for .doc/.docx quite often).
 */
export function declaredKind(file: { name: string; type: string }): AcceptedExtension | null {
  const extension = extensionOf(file.name);
  if ((ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return extension as AcceptedExtension;
  return ACCEPTED_MIME_TYPES[bareMimeType(file.type)] ?? null;
}

/** The spec's upload rule (section 5): accepted extension or MIME type, and at most 10 MB. Throws UploadRejected. */
export function checkUploadRule(file: { name: string; type: string; size: number }): void {
  if (declaredKind(file) === null) {
    throw new UploadRejected("unsupported_format", UPLOAD_MESSAGES.unsupportedFormat, 415);
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new UploadRejected("too_large", UPLOAD_MESSAGES.tooLarge, 413);
  }
}
