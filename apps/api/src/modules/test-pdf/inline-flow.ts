import type { MathBox } from './math-svg.ts';
import { fontFor, fontRuns } from './pdf-fonts.ts';
import { INK, MUTED, type Painter, type Row } from './painter.ts';
import { PLAIN, type Align, type Inline, type TextStyle } from './rich-blocks.ts';

/**
 * Lines of runs (text in its styles, inline math, display math and images on lines of their own), broken
 * to a width and drawn as real text: a run of one style is one string, so a PDF reader selects, searches
 * and copies it. Lines break at spaces, and anywhere between Chinese characters except before closing or
 * after opening punctuation; a word wider than the line breaks between characters. Inline math is
 * MathJax's SVG set on the baseline, with its TeX laid over it as invisible text (searchable, copyable).
 */

export interface TextBase {
  size: number;
  color?: string;
  /** Every run bold (headings, table headers). */
  bold?: boolean;
  align?: Align;
}

interface TextPiece {
  kind: 'text';
  text: string;
  /** Printed in Noto Sans CJK rather than Helvetica (pdf-fonts.ts). */
  wide: boolean;
  style: TextStyle;
  size: number;
  rise: number;
  width: number;
  space: boolean;
}
interface MathPiece {
  kind: 'math';
  tex: string;
  box: MathBox;
  size: number;
  width: number;
}
type Piece = TextPiece | MathPiece;

/** Something on a line of its own: display math or an image. */
interface Solo {
  width: number;
  height: number;
  draw: (x: number, y: number) => void;
}

const CJK =
  /[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3190-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{2fa1f}]/u;
const CLOSING = new Set('，。、；：！？）」』】〕〉》”’・…ー々〜％,.;:!?)]}');
const OPENING = new Set('（「『【〔〈《“‘([{');
const TOKENS = new RegExp(`(\\s+)|(${CJK.source})|((?:(?!${CJK.source})\\S)+)`, 'gu');

const ASCENT = 0.9;
const DESCENT = 0.22;
const LEADING = 0.38;
/** MathJax's TeX fonts run small beside Helvetica (x-height 0.44 em against 0.52): formulas are set a little larger. */
const MATH_SCALE = 1.1;

const fontOf = (p: Painter, piece: Pick<TextPiece, 'wide' | 'style'>) =>
  fontFor(p.fonts, piece.wide, piece.style.bold, piece.style.italic);

const measure = (p: Painter, piece: Pick<TextPiece, 'wide' | 'style' | 'size' | 'text'>) =>
  p.doc.font(fontOf(p, piece)).fontSize(piece.size).widthOfString(piece.text);

const scriptSize = (style: TextStyle, size: number) => (style.script ? size * 0.7 : size);
const riseOf = (style: TextStyle, size: number) =>
  style.script === 'sup' ? size * 0.35 : style.script === 'sub' ? -size * 0.15 : 0;

const textPieces = (p: Painter, text: string, style: TextStyle, base: TextBase): TextPiece[] => {
  const size = scriptSize(style, base.size);
  const rise = riseOf(style, base.size);
  const out: TextPiece[] = [];
  for (const m of text.matchAll(TOKENS)) {
    const space = m[1] !== undefined;
    // A word may change font inside (`x≤5`): its parts stay glued (mayBreak).
    for (const run of fontRuns(p.fonts, space ? ' ' : m[0])) {
      const piece = { text: run.text, wide: run.wide, style, size };
      out.push({ kind: 'text', ...piece, rise, width: measure(p, piece), space });
    }
  }
  return out;
};

const isCjk = (piece: Piece | undefined) => piece?.kind === 'text' && CJK.test(piece.text);
const first = (piece: Piece) => (piece.kind === 'text' ? piece.text[0] : undefined);
const last = (piece: Piece) => (piece.kind === 'text' ? piece.text[piece.text.length - 1] : undefined);

/** Whether a line may break between two neighbouring pieces. */
const mayBreak = (before: Piece, after: Piece) => {
  if (after.kind === 'text' && after.space) return true;
  if (before.kind === 'text' && before.space) return true;
  if (CLOSING.has(first(after) ?? '') || OPENING.has(last(before) ?? '')) return false;
  return isCjk(before) || isCjk(after);
};

const pieceAscent = (piece: Piece) =>
  piece.kind === 'text'
    ? piece.size * ASCENT + piece.rise
    : piece.box.ascent * piece.size * (piece.width / (piece.box.width * piece.size || 1));
const pieceDescent = (piece: Piece) =>
  piece.kind === 'text'
    ? piece.size * DESCENT - piece.rise
    : piece.box.descent * piece.size * (piece.width / (piece.box.width * piece.size || 1));

/** Draws one run of text (pieces of one style joined) with its baseline at `baseline`. */
const drawRun = (p: Painter, run: TextPiece[], x: number, baseline: number, base: TextBase) => {
  const { style, size, rise } = run[0]!;
  const font = fontOf(p, run[0]!);
  const text = run.map((r) => r.text).join('');
  const width = run.reduce((s, r) => s + r.width, 0);
  const y = baseline - rise;
  const color = style.color ?? base.color ?? INK;
  // Helvetica has its own oblique faces; Noto Sans CJK is slanted.
  const slant = style.italic && run[0]!.wide;
  p.doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(text, x, y, { lineBreak: false, baseline: 'alphabetic', oblique: slant ? 12 : false });
  if (style.underline || style.strike) {
    const at = style.underline ? y + size * 0.12 : y - size * 0.3;
    p.doc
      .save()
      .lineWidth(Math.max(0.5, size / 18))
      .strokeColor(color)
      .moveTo(x, at)
      .lineTo(x + width, at)
      .stroke()
      .restore();
  }
};

/** MathJax sizes its SVG in `ex`; the box it gets here is in points. */
const sizedSvg = (svg: string, width: number, height: number) =>
  svg.replace(/^<svg\b[^>]*>/, (root) =>
    root
      .replace(/\swidth="[^"]*"/, ` width="${width.toFixed(3)}"`)
      .replace(/\sheight="[^"]*"/, ` height="${height.toFixed(3)}"`)
      .replace(/\sstyle="[^"]*"/, ''),
  );

/** Draws a formula's SVG with its baseline at `baseline`, and its TeX over it as invisible text. */
const drawMath = (p: Painter, piece: MathPiece, x: number, baseline: number) => {
  const scale = piece.width / (piece.box.width * piece.size || 1);
  const em = piece.size * scale;
  const ascent = piece.box.ascent * em;
  const height = (piece.box.ascent + piece.box.descent) * em;
  if (piece.width > 0 && height > 0)
    p.svgToPdf(p.doc, sizedSvg(piece.box.svg, piece.width, height), x, baseline - ascent, {
      width: piece.width,
      height,
      assumePt: true,
      // MathJax writes characters its fonts lack (\text{中文}) as SVG text.
      fontCallback: (_family, bold) => fontFor(p.fonts, !!p.fonts.wide, bold, false),
    });
  // The TeX over it, invisible, squeezed to the formula's width: a reader searches and copies it.
  const runs = fontRuns(p.fonts, piece.tex.replace(/\s+/g, ' ').trim());
  const widths = runs.map((r) =>
    p.doc
      .font(fontFor(p.fonts, r.wide, false, false))
      .fontSize(piece.size)
      .widthOfString(r.text),
  );
  const natural = widths.reduce((a, b) => a + b, 0);
  if (natural <= 0 || piece.width <= 0) return;
  const squeeze = piece.width / natural;
  p.doc.save().fillOpacity(0);
  let at = x;
  runs.forEach((r, i) => {
    p.doc
      .font(fontFor(p.fonts, r.wide, false, false))
      .fontSize(piece.size)
      .text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', horizontalScaling: 100 * squeeze });
    at += widths[i]! * squeeze;
  });
  p.doc.restore();
};

/** Display math centred, or an image, on a line of its own. */
const solo = (p: Painter, inline: Inline, width: number, base: TextBase): Solo | TextPiece[] => {
  if (inline.kind === 'math') {
    const box = p.typeset(inline.tex, true);
    if (!box) return textPieces(p, `$$${inline.tex}$$`, PLAIN, base);
    const size = base.size * MATH_SCALE;
    const natural = box.width * size;
    const scaled = Math.min(natural, width);
    const piece: MathPiece = { kind: 'math', tex: inline.tex, box, size, width: scaled };
    const ascent = pieceAscent(piece);
    const height = ascent + pieceDescent(piece) + base.size * 0.6;
    return {
      width: scaled,
      height,
      draw: (x, y) => drawMath(p, piece, x + (width - scaled) / 2, y + base.size * 0.3 + ascent),
    };
  }
  if (inline.kind !== 'image') return [];
  const image = p.images.get(inline.src);
  if (!image) return textPieces(p, p.t('image', { alt: inline.alt }), { ...PLAIN, italic: true, color: MUTED }, base);
  // 96 dpi pixels in points, no wider than the line nor taller than a third of the page.
  const scale = Math.min(0.75, width / image.width, 260 / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  return {
    width: w,
    height: h + base.size * 0.5,
    draw: (x, y) => {
      try {
        p.doc.image(image.data, x, y + base.size * 0.25, { width: w, height: h });
      } catch {
        // A PNG variant pdfkit cannot read: its place is framed rather than the booklet failing.
        p.doc
          .save()
          .lineWidth(0.5)
          .strokeColor(MUTED)
          .rect(x, y + base.size * 0.25, w, h)
          .stroke()
          .restore();
      }
    },
  };
};

type Line = { pieces: Piece[] } | { solo: Solo };

/** Breaks runs into lines no wider than `width`. */
const breakLines = (p: Painter, inlines: readonly Inline[], width: number, base: TextBase): Line[] => {
  const lines: Line[] = [];
  let line: Piece[] = [];
  let lineWidth = 0;
  const endLine = (force: boolean) => {
    while (line.length && line[line.length - 1]!.kind === 'text' && (line[line.length - 1] as TextPiece).space) {
      lineWidth -= line.pop()!.width;
    }
    if (line.length || force) lines.push({ pieces: line });
    line = [];
    lineWidth = 0;
  };
  // Pieces in order, each unit the pieces between two break opportunities.
  let units: Piece[][] = [];
  const flushUnits = () => {
    for (const unit of units) place(unit);
    units = [];
  };
  const place = (unit: Piece[]) => {
    const w = unit.reduce((s, u) => s + u.width, 0);
    const spaceOnly = unit.every((u) => u.kind === 'text' && u.space);
    if (spaceOnly) {
      if (line.length) {
        line.push(...unit);
        lineWidth += w;
      }
      return;
    }
    if (lineWidth + w > width && line.length) endLine(false);
    if (w > width) {
      // Wider than a line: a formula shrinks to fit, a word breaks between characters.
      for (const piece of unit) {
        if (piece.kind === 'math') {
          const fitted = { ...piece, width: Math.min(piece.width, width) };
          if (lineWidth + fitted.width > width && line.length) endLine(false);
          line.push(fitted);
          lineWidth += fitted.width;
          continue;
        }
        for (const ch of Array.from(piece.text)) {
          const cw = measure(p, { ...piece, text: ch });
          if (lineWidth + cw > width && line.length) endLine(false);
          line.push({ ...piece, text: ch, width: cw });
          lineWidth += cw;
        }
      }
      return;
    }
    line.push(...unit);
    lineWidth += w;
  };
  let previous: Piece | undefined;
  for (const inline of inlines) {
    if (inline.kind === 'break') {
      flushUnits();
      endLine(true);
      previous = undefined;
      continue;
    }
    if ((inline.kind === 'math' && inline.display) || inline.kind === 'image') {
      const made = solo(p, inline, width, base);
      if (Array.isArray(made)) {
        for (const piece of made) addPiece(piece);
        continue;
      }
      flushUnits();
      endLine(false);
      lines.push({ solo: made });
      previous = undefined;
      continue;
    }
    const pieces: Piece[] =
      inline.kind === 'text'
        ? textPieces(p, inline.text, base.bold ? { ...inline.style, bold: true } : inline.style, base)
        : mathPieces(p, inline.tex, base);
    for (const piece of pieces) addPiece(piece);
  }
  flushUnits();
  endLine(false);
  return lines;

  function addPiece(piece: Piece) {
    if (!previous || mayBreak(previous, piece) || !units.length) units.push([piece]);
    else units[units.length - 1]!.push(piece);
    previous = piece;
  }
};

/** Inline math; a formula that does not parse prints as the TeX typed. */
const mathPieces = (p: Painter, tex: string, base: TextBase): Piece[] => {
  const box = p.typeset(tex, false);
  if (!box) return textPieces(p, `$${tex}$`, PLAIN, base);
  const size = base.size * MATH_SCALE;
  return [{ kind: 'math', tex, box, size, width: box.width * size }];
};

/** A line as a row: its height from the tallest piece, its runs drawn on one baseline. */
const lineRow = (p: Painter, line: Line, width: number, base: TextBase): Row => {
  if ('solo' in line) {
    const s = line.solo;
    const dx = base.align === 'center' ? (width - s.width) / 2 : base.align === 'right' ? width - s.width : 0;
    return { height: s.height, draw: (x, y) => s.draw(x + dx, y) };
  }
  const ascent = Math.max(base.size * ASCENT, ...line.pieces.map(pieceAscent));
  const descent = Math.max(base.size * DESCENT, ...line.pieces.map(pieceDescent));
  const lead = base.size * LEADING;
  const used = line.pieces.reduce((s, piece) => s + piece.width, 0);
  const dx = base.align === 'center' ? (width - used) / 2 : base.align === 'right' ? width - used : 0;
  return {
    height: ascent + descent + lead,
    draw: (x0, y) => {
      const baseline = y + lead / 2 + ascent;
      let x = x0 + dx;
      let run: TextPiece[] = [];
      let runX = x;
      const flush = () => {
        if (run.length) drawRun(p, run, runX, baseline, base);
        run = [];
      };
      for (const piece of line.pieces) {
        if (piece.kind === 'math') {
          flush();
          drawMath(p, piece, x, baseline);
        } else {
          const head = run[0];
          if (head && (head.style !== piece.style || head.size !== piece.size || head.wide !== piece.wide)) flush();
          if (!run.length) runX = x;
          run.push(piece);
        }
        x += piece.width;
      }
      flush();
    },
  };
};

/** Runs laid out in lines of `width`, one row per line. */
export const inlineRows = (p: Painter, inlines: readonly Inline[], width: number, base: TextBase): Row[] =>
  breakLines(p, inlines, width, base).map((line) => lineRow(p, line, width, base));

/** One plain text in a style, as rows (labels, headings, notes). */
export const textRows = (p: Painter, text: string, width: number, base: TextBase, style: Partial<TextStyle> = {}) =>
  inlineRows(p, [{ kind: 'text', text, style: { ...PLAIN, ...style } }], width, base);

/** One plain text on one line: cut with an ellipsis when it would wrap (running headers). */
export const singleLine = (p: Painter, text: string, width: number, base: TextBase): Row | undefined => {
  const fits = (t: string) => textRows(p, t, width, base);
  let rows = fits(text);
  if (rows.length <= 1) return rows[0];
  const chars = Array.from(text);
  let [lo, hi] = [0, chars.length];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(`${chars.slice(0, mid).join('').trimEnd()}…`).length <= 1) lo = mid;
    else hi = mid - 1;
  }
  rows = fits(`${chars.slice(0, lo).join('').trimEnd()}…`);
  return rows[0];
};
