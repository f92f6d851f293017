/**
 * The reworked resume as an editable Word document (the `docx` library, decision 280): one column, Word's own
 * heading styles, plain paragraphs and literal bullets — no tables, text boxes or columns — so applicant tracking
 * systems read it in order. Placeholders are highlighted so the person sees what to fill in before sending.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import type { ReworkedResume } from "../../shared/schemas/rework";
import { type RenderedLine, renderSections } from "./render";

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export async function reworkToDocx(resume: ReworkedResume): Promise<Uint8Array> {
  const children: Paragraph[] = [];
  renderSections(resume, { placeholders: true }).forEach((section, index) => {
    if (index > 0) children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2 }));
    for (const line of section.lines) children.push(paragraphOf(line));
  });
  const document = new Document({
    creator: "Rework",
    title: resume.name ?? "Resume",
    styles: { default: { document: { run: { font: "Arial", size: 22 } } } },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}

function paragraphOf(line: RenderedLine): Paragraph {
  switch (line.style) {
    case "name":
      return new Paragraph({ text: line.text, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT });
    case "job":
      return new Paragraph({ children: jobRuns(line), spacing: { before: 160 } });
    case "employer":
      return new Paragraph({ children: [new TextRun({ text: line.text, italics: true })] });
    case "headline":
      return new Paragraph({ children: [new TextRun({ text: line.text, bold: true, size: 26 })] });
    case "bullet":
      // A literal bullet with a hanging indent, not Word numbering: every reader sees it as a list item.
      return new Paragraph({
        text: `•\t${line.text}`,
        indent: { left: 360, hanging: 360 },
        tabStops: [{ type: "left", position: 360 }],
      });
    case "note":
      return new Paragraph({ children: [new TextRun({ text: line.text, italics: true, color: "666666" })] });
    case "placeholder":
      if (line.period) return new Paragraph({ children: jobRuns(line), spacing: { before: 160 } });
      return new Paragraph({ children: [new TextRun({ text: line.text, bold: true, highlight: "yellow" })] });
    default:
      return new Paragraph({ text: line.text });
  }
}

/** A job's line: the position and employer in bold, the period after them in italics, placeholders highlighted. */
function jobRuns(line: RenderedLine): TextRun[] {
  const head = line.period ? line.text.slice(0, line.text.length - line.period.length) : line.text;
  const runs = head
    .split(/(\[[^\]]+\])/u)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("[")
        ? new TextRun({ text: part, bold: true, highlight: "yellow" })
        : new TextRun({ text: part, bold: true }),
    );
  return line.period ? [...runs, new TextRun({ text: line.period, italics: true })] : runs;
}
