import type { PdfKit } from './pdf-kit.ts';
import type { FontSet } from './pdf-fonts.ts';
import type { Labels } from './booklet-labels.ts';
import type { Typeset } from './math-svg.ts';

/** An image read from the uploads, with its size in pixels (PNG and JPEG: what PDF embeds as they are). */
export interface LoadedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Everything the layout draws with, for one document. */
export interface Painter {
  doc: PDFKit.PDFDocument;
  svgToPdf: PdfKit['svgToPdf'];
  fonts: FontSet;
  typeset: Typeset;
  t: Labels;
  /** By `/uploads/…` source; null when the file is missing or not a PNG or JPEG. */
  images: ReadonlyMap<string, LoadedImage | null>;
}

/**
 * A vertical piece of a page: a line of text, a table row, a rule, a gap. Pages break between rows only;
 * `draw` paints the row with its top-left corner at (x, y).
 */
export interface Row {
  height: number;
  draw: (x: number, y: number) => void;
  /** Space that is dropped at the top of a page. */
  gap?: boolean;
}

export const gapRow = (height: number): Row => ({ height, gap: true, draw: () => undefined });

/** Rows moved right by `dx` (an indent), each also painting `decorate` (a quote's bar) at its own place. */
export const shiftRows = (
  rows: readonly Row[],
  dx: number,
  decorate?: (x: number, y: number, h: number) => void,
): Row[] =>
  rows.map((row) => ({
    ...row,
    draw: (x, y) => {
      decorate?.(x, y, row.height);
      row.draw(x + dx, y);
    },
  }));

export const rowsHeight = (rows: readonly Row[]) => rows.reduce((sum, r) => sum + r.height, 0);

export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#999999';
