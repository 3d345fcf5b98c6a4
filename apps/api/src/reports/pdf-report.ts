// The page layout every PDF report shares: A4, DejaVu Sans embedded, a title block, sections,
// label/value rows, paragraphs, tables that repeat their header across pages, and a footer with
// "Página N de M" and the generated-on date on every page.
//
// Library: pdfkit. It writes real text (selectable, found by pdfjs and by a court's PDF reader),
// embeds a subset of any TrueType font through fontkit, runs in Node with no browser or native
// build, and is small and maintained. pdfmake sits on top of pdfkit and adds a JSON layout
// language we do not need; @react-pdf/renderer brings React and yoga layout to the server for the
// same result. Font: DejaVu Sans from the npm package dejavu-fonts-ttf (free licence, full Latin
// coverage: ã, ç, º, ª, §, —), embedded so the file reads the same on any machine (PDF/A habit).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatValue } from './labels.ts';

const require = createRequire(import.meta.url);
// pdfkit's own font engine, typed here by the one call we make (the package ships no types).
const fontkit = require('fontkit') as { openSync(path: string): object };
/**
 * Parsed once per process: reading DejaVu's tables is most of the cost of a small report, and a
 * fontkit font is read-only (pdfkit ≥ 0.17 accepts one; each document makes its own subset).
 */
const FONTS = {
  body: fontkit.openSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: fontkit.openSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];

const MARGIN = 50;
const FOOTER_GAP = 30;
const BODY_SIZE = 9.5;
const TABLE_SIZE = 7.5;
const MUTED = '#555555';

/** "24/11/2026 17:05 (horário de Brasília)": the one way a report prints the moment it was made. */
export function brasiliaDateTime(date: Date): string {
  return `${formatValue(date, 'datetime')} (horário de Brasília)`;
}

export interface TableColumn {
  header: string;
  /** Share of the width left to the wrapping columns. */
  width: number;
  /** Sized to its widest cell and never wrapped (figures, dates). */
  nowrap?: boolean;
  align?: 'left' | 'right';
}

export interface ReportMeta {
  /** Shown as the first heading and stored as the PDF's title. */
  title: string;
  /** What kind of report ("Memória de cálculo"), above the title. */
  kind: string;
  generatedAt: Date;
}

export class PdfReport {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly meta: ReportMeta;

  constructor(meta: ReportMeta) {
    this.meta = meta;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_GAP },
      bufferPages: true,
      lang: 'pt-BR',
      displayTitle: true,
      info: { Title: meta.title, Subject: meta.kind, Creator: 'Lexato', CreationDate: meta.generatedAt },
    });
    this.doc.registerFont('body', FONTS.body as FontSource);
    this.doc.registerFont('bold', FONTS.bold as FontSource);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font('bold').fontSize(9).fillColor(MUTED).text(meta.kind.toUpperCase());
    this.doc.font('bold').fontSize(16).fillColor('black').text(meta.title);
    this.doc.moveDown(0.5);
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  section(title: string): this {
    if (this.doc.y > this.bottom - 60) this.doc.addPage();
    this.doc.moveDown(0.8);
    this.doc.font('bold').fontSize(11.5).fillColor('black').text(title, MARGIN);
    this.doc.moveDown(0.3);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; bold?: boolean } = {}): this {
    this.doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(BODY_SIZE)
      .fillColor(options.muted ? MUTED : 'black')
      .text(text, MARGIN, undefined, { width: this.width });
    this.doc.moveDown(0.25);
    return this;
  }

  /** "Label: value" lines, the label in bold. */
  fields(rows: ReadonlyArray<readonly [string, string]>): this {
    for (const [label, value] of rows) {
      this.doc.font('bold').fontSize(BODY_SIZE).fillColor('black').text(`${label}: `, MARGIN, undefined, {
        continued: true,
        width: this.width,
      });
      this.doc.font('body').text(value);
    }
    return this;
  }

  /** Items under a bullet, wrapped lines aligned with the text rather than under the bullet. */
  bullets(items: readonly string[]): this {
    const indent = 16;
    for (const item of items) {
      this.doc.font('body').fontSize(BODY_SIZE).fillColor('black');
      this.ensureRoom(this.doc.currentLineHeight(true));
      const top = this.doc.y;
      this.doc.text('•', MARGIN + 6, top, { lineBreak: false });
      this.doc.text(item, MARGIN + indent, top, { width: this.width - indent });
      this.doc.moveDown(0.15);
    }
    this.doc.x = MARGIN;
    return this;
  }

  /** Starts a new page unless `height` points fit above the footer (no heading left alone). */
  ensureRoom(height: number): this {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
    return this;
  }

  /** Vertical space between blocks, in lines of the body text. */
  space(lines = 0.5): this {
    this.doc.moveDown(lines);
    return this;
  }

  /** A table whose header is repeated at the top of every page it runs onto. */
  table(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>): this {
    const pad = 3;
    const widths = this.columnWidths(columns, rows, pad);
    const drawRow = (cells: readonly string[], header: boolean) => {
      this.doc.font(header ? 'bold' : 'body').fontSize(TABLE_SIZE);
      const heights = cells.map((cell, i) =>
        this.doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad }),
      );
      const height = Math.max(...heights) + 2 * pad;
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        if (!header) {
          drawRow(
            columns.map((c) => c.header),
            true,
          );
          // The repeated header left the bold font on: the row was measured in the body font.
          this.doc.font('body').fontSize(TABLE_SIZE);
        }
      }
      const top = this.doc.y;
      if (header) this.doc.rect(MARGIN, top, this.width, height).fill('#e8e8e8');
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        this.doc
          .fillColor('black')
          .text(cell, x + pad, top + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
        x += w;
      });
      this.doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.width, top + height)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
      this.doc.x = MARGIN;
      this.doc.y = top + height;
    };
    drawRow(
      columns.map((c) => c.header),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.doc.moveDown(0.5);
    return this;
  }

  /** Fixed columns get their widest cell (header included); the others share what is left. */
  private columnWidths(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>, pad: number) {
    const fixed = columns.map((c, i) => {
      if (!c.nowrap) return 0;
      this.doc.font('bold').fontSize(TABLE_SIZE);
      let widest = Math.max(...c.header.split(' ').map((w) => this.doc.widthOfString(w)));
      this.doc.font('body');
      for (const row of rows) widest = Math.max(widest, this.doc.widthOfString(row[i] ?? ''));
      return widest + 2 * pad + 1;
    });
    const free = Math.max(0, this.width - fixed.reduce((a, b) => a + b, 0));
    const shares = columns.reduce((sum, c) => sum + (c.nowrap ? 0 : c.width), 0);
    // Only fixed columns: what is left goes to all of them alike, so headers wrap less.
    if (shares === 0) return fixed.map((w) => w + free / columns.length);
    return columns.map((c, i) => (c.nowrap ? (fixed[i] ?? 0) : (free * c.width) / shares));
  }

  /** Writes the footer on every page and returns the finished file. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    const generated = `Gerado em ${brasiliaDateTime(this.meta.generatedAt)} pela Lexato`;
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      // The footer sits inside the bottom margin: lift the margin so pdfkit does not add a page.
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN - 10;
      this.doc.font('body').fontSize(7.5).fillColor(MUTED);
      this.doc.text(generated, MARGIN, y, { width: this.width, lineBreak: false });
      this.doc.text(`Página ${i - start + 1} de ${count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      this.doc.page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.done;
  }
}
