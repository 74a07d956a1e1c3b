import { HTML_LANG, type Lang } from '@prepwell/contracts';
import { isWinAnsi, registerFonts, type FontSet } from '../test-pdf/pdf-fonts.ts';
import { loadPdfKit } from '../test-pdf/pdf-kit.ts';

/**
 * A generic business document as a PDF (decision 0044): tuition bills, progress reports, anything that is a
 * title, a few labelled facts, tables, paragraphs and perhaps a small bar chart. Text is real PDF text
 * (selectable, `pdftotext` reads it): Latin text prints in Helvetica, any string with characters outside
 * WinAnsi (Chinese names and labels) in Noto Sans CJK (pdf-fonts.ts, embedded as a subset; without the font
 * those characters print as `?`). Pages break by themselves; a table repeats its header on a new page.
 *
 * The caller formats every value (money, dates) in the reader's language: this module draws strings.
 *
 * ```ts
 * const pdf = await renderDocumentPdf({
 *   lang: 'tw',
 *   title: '學費帳單 2026-11',
 *   subtitle: 'Prepwell 補習中心',
 *   blocks: [
 *     { kind: 'facts', rows: [{ label: '學生', value: '王小明' }] },
 *     { kind: 'table', columns: [{ label: '項目' }, { label: '金額', align: 'right', width: 90 }],
 *       rows: [['學費', 'NT$12,000']], totals: [['合計', 'NT$12,000']] },
 *     { kind: 'bars', title: '各科分數', bars: [{ label: '閱讀', value: 620, max: 800 }] },
 *     { kind: 'paragraph', text: '請於月底前付款。' },
 *   ],
 * });
 * ```
 */
export interface DocumentPdf {
  /** The reader's language: picks the CJK face (traditional or simplified) and the PDF's language tag. */
  lang: Lang;
  title: string;
  subtitle?: string | undefined;
  /** The heading colour (the tenant's theme colour, `#rrggbb`); dark grey without one. */
  accentColor?: string | undefined;
  blocks: DocumentBlock[];
  /** Small print at the bottom of every page (e.g. the centre's name and contact). */
  footer?: string | undefined;
}

export type DocumentBlock =
  /** A section heading. */
  | { kind: 'heading'; text: string }
  /** Wrapped text; blank lines ("\n\n") separate paragraphs. */
  | { kind: 'paragraph'; text: string }
  /** Labelled facts in two columns: label (grey) and value. */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  /**
   * A table: `width` in points (columns without one share the rest), `align: 'right'` for amounts; `totals`
   * are bold rows under a rule (sums the caller computed).
   */
  | {
      kind: 'table';
      columns: { label: string; width?: number | undefined; align?: 'left' | 'right' | undefined }[];
      rows: string[][];
      totals?: string[][] | undefined;
      /** Printed in place of the rows when there are none. */
      empty?: string | undefined;
    }
  /** A small horizontal bar chart: each bar's value against its own `max` (or the largest value); `text` is printed after it. */
  | {
      kind: 'bars';
      title?: string | undefined;
      bars: { label: string; value: number; max?: number | undefined; text?: string | undefined }[];
    };

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const BODY = 10;
const GREY = '#555555';
const INK = '#1a1b1e';
const RULE = '#c8c8c8';

interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width: number;
}

/** The whole document drawn; resolves with the PDF's bytes. */
export const renderDocumentPdf = async (input: DocumentPdf): Promise<Buffer> => {
  const kit = await loadPdfKit();
  const doc = new kit.PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    lang: HTML_LANG[input.lang],
    displayTitle: true,
    info: { Title: input.title },
    autoFirstPage: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = registerFonts(doc, input.lang);
  const painter = new Painter(doc, fonts, input.accentColor ?? '#333333');
  painter.title(input.title, input.subtitle);
  for (const block of input.blocks) painter.block(block);
  if (input.footer) painter.footer(input.footer);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
};

class Painter {
  private y = PAGE.margin;
  private readonly left = PAGE.margin;
  private readonly width = PAGE.width - 2 * PAGE.margin;
  private readonly bottom = PAGE.height - PAGE.margin - 14;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: FontSet,
    private readonly accent: string,
  ) {}

  /** Picks the font for a whole string: Helvetica when WinAnsi has every character, else Noto Sans CJK. */
  private setFont(text: string, bold: boolean, size: number): string {
    const winAnsi = [...text].every(isWinAnsi);
    if (winAnsi || !this.fonts.wide) {
      this.doc.font(bold ? this.fonts.latin.bold : this.fonts.latin.regular).fontSize(size);
      return winAnsi ? text : [...text].map((c) => (isWinAnsi(c) || c === '\n' ? c : '?')).join('');
    }
    this.doc.font(bold ? this.fonts.wide.bold : this.fonts.wide.regular).fontSize(size);
    return text;
  }

  private height(text: string, style: Style): number {
    const shown = this.setFont(text, style.bold ?? false, style.size ?? BODY);
    return this.doc.heightOfString(shown || ' ', { width: style.width, lineGap: 1.5 });
  }

  private put(text: string, x: number, y: number, style: Style) {
    const shown = this.setFont(text, style.bold ?? false, style.size ?? BODY);
    this.doc
      .fillColor(style.color ?? INK)
      .text(shown, x, y, { width: style.width, align: style.align ?? 'left', lineGap: 1.5, lineBreak: true });
  }

  /** Starts a new page when `needed` points do not fit on this one; true when it did. */
  private ensure(needed: number): boolean {
    if (this.y + needed <= this.bottom) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  private rule(y: number, color = RULE, width = 0.6) {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  title(title: string, subtitle: string | undefined) {
    const style: Style = { size: 18, bold: true, color: this.accent, width: this.width };
    this.put(title, this.left, this.y, style);
    this.y += this.height(title, style) + 2;
    if (subtitle) {
      const sub: Style = { size: 11, color: GREY, width: this.width };
      this.put(subtitle, this.left, this.y, sub);
      this.y += this.height(subtitle, sub);
    }
    this.y += 4;
    this.rule(this.y, this.accent, 1.2);
    this.y += 12;
  }

  block(block: DocumentBlock) {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.text);
      case 'paragraph':
        return this.paragraph(block.text);
      case 'facts':
        return this.facts(block.rows);
      case 'table':
        return this.table(block);
      case 'bars':
        return this.bars(block);
    }
  }

  private heading(text: string) {
    const style: Style = { size: 12.5, bold: true, color: this.accent, width: this.width };
    this.ensure(this.height(text, style) + 30);
    this.y += 4;
    this.put(text, this.left, this.y, style);
    this.y += this.height(text, style) + 6;
  }

  private paragraph(text: string) {
    const style: Style = { width: this.width };
    for (const para of text.split(/\n{2,}/)) {
      // One line at a time, so a long paragraph breaks across pages.
      for (const line of para.split('\n')) {
        const h = this.height(line, style);
        this.ensure(h);
        this.put(line, this.left, this.y, style);
        this.y += h;
      }
      this.y += 6;
    }
  }

  private facts(rows: { label: string; value: string }[]) {
    const labelWidth = Math.min(150, this.width * 0.3);
    const label: Style = { color: GREY, width: labelWidth - 8 };
    const value: Style = { width: this.width - labelWidth };
    for (const row of rows) {
      const h = Math.max(this.height(row.label, label), this.height(row.value, value)) + 3;
      this.ensure(h);
      this.put(row.label, this.left, this.y, label);
      this.put(row.value, this.left + labelWidth, this.y, value);
      this.y += h;
    }
    this.y += 8;
  }

  private table(block: Extract<DocumentBlock, { kind: 'table' }>) {
    const fixed = block.columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
    const flexible = block.columns.filter((c) => c.width === undefined).length;
    const share = flexible ? Math.max(40, (this.width - fixed) / flexible) : 0;
    const widths = block.columns.map((c) => c.width ?? share);
    const pad = 4;
    const row = (cells: string[], bold: boolean, color?: string) => {
      const styles = block.columns.map((c, i): Style => ({
        bold,
        color,
        align: c.align ?? 'left',
        width: widths[i]! - 2 * pad,
      }));
      const h = Math.max(...cells.map((cell, i) => this.height(cell, styles[i]!))) + 2 * pad;
      return {
        h,
        draw: () => {
          let x = this.left;
          cells.forEach((cell, i) => {
            this.put(cell, x + pad, this.y + pad, styles[i]!);
            x += widths[i]!;
          });
          this.y += h;
        },
      };
    };
    const header = () => {
      const r = row(
        block.columns.map((c) => c.label),
        true,
        GREY,
      );
      r.draw();
      this.rule(this.y, INK, 0.8);
    };
    const first = block.rows[0] ? row(block.rows[0], false) : undefined;
    this.ensure(row(['x'], true).h + (first?.h ?? 20) + 4);
    header();
    if (!block.rows.length && block.empty) {
      const style: Style = { color: GREY, width: this.width - 2 * pad };
      this.put(block.empty, this.left + pad, this.y + pad, style);
      this.y += this.height(block.empty, style) + 2 * pad;
    }
    for (const cells of block.rows) {
      const r = row(cells, false);
      if (this.ensure(r.h)) header();
      r.draw();
      this.rule(this.y);
    }
    if (block.totals?.length) {
      this.rule(this.y, INK, 0.8);
      for (const cells of block.totals) {
        const r = row(cells, true);
        if (this.ensure(r.h)) header();
        r.draw();
      }
    }
    this.y += 12;
  }

  private bars(block: Extract<DocumentBlock, { kind: 'bars' }>) {
    if (block.title) this.heading(block.title);
    const largest = Math.max(0, ...block.bars.map((b) => b.value));
    const labelWidth = Math.min(140, this.width * 0.28);
    const textWidth = 70;
    const area = this.width - labelWidth - textWidth - 8;
    const label: Style = { width: labelWidth - 8 };
    const text: Style = { width: textWidth, color: GREY };
    for (const bar of block.bars) {
      const h = Math.max(16, this.height(bar.label, label) + 4);
      this.ensure(h);
      const max = bar.max ?? largest;
      const fraction = max > 0 ? Math.min(1, Math.max(0, bar.value / max)) : 0;
      this.put(bar.label, this.left, this.y + 2, label);
      const x = this.left + labelWidth;
      this.doc
        .rect(x, this.y + 3, area, 10)
        .fillColor('#eeeeee')
        .fill();
      if (fraction > 0)
        this.doc
          .rect(x, this.y + 3, area * fraction, 10)
          .fillColor(this.accent)
          .fill();
      this.put(bar.text ?? String(bar.value), x + area + 8, this.y + 2, text);
      this.y += h;
    }
    this.y += 10;
  }

  /** The footer on every page, with the page number, drawn at the end (buffered pages). */
  footer(text: string) {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const style: Style = { size: 8, color: GREY, width: this.width - 40 };
      // Writing inside the bottom margin must not start a new page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.put(text, this.left, PAGE.height - PAGE.margin + 10, style);
      this.put(`${i + 1} / ${range.count}`, this.left + this.width - 40, PAGE.height - PAGE.margin + 10, {
        ...style,
        width: 40,
        align: 'right',
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}
