import { inlineRows, textRows, type TextBase } from './inline-flow.ts';
import { gapRow, rowsHeight, RULE, shiftRows, type Painter, type Row } from './painter.ts';
import { richBlocks, type Block, type TableCell } from './rich-blocks.ts';

/**
 * Blocks (paragraphs, lists, quotes, tables) as rows for the page frame: paragraphs as lines, a list item
 * with its bullet or number, a quote with a bar beside it, a table row by row with its borders (a row is
 * never split across pages).
 */

const LIST_INDENT = 18;
const QUOTE_INDENT = 14;
const CELL_PAD = 4;
const HEADING_SCALE = { 2: 1.3, 3: 1.15, 4: 1.05 } as const;

const listRows = (p: Painter, block: Extract<Block, { kind: 'list' }>, width: number, base: TextBase): Row[] =>
  block.items.flatMap((item, i) => {
    const rows = shiftRows(blockRows(p, item, width - LIST_INDENT, base), LIST_INDENT);
    const marker = textRows(p, block.ordered ? `${i + 1}.` : '•', LIST_INDENT, base)[0];
    const [head, ...rest] = rows;
    if (!head || !marker) return rows;
    return [{ ...head, draw: (x: number, y: number) => (marker.draw(x, y), head.draw(x, y)) }, ...rest];
  });

const quoteRows = (p: Painter, blocks: readonly Block[], width: number, base: TextBase): Row[] =>
  shiftRows(blockRows(p, blocks, width - QUOTE_INDENT, base), QUOTE_INDENT, (x, y, h) => {
    p.doc
      .save()
      .rect(x + 2, y, 2.5, h)
      .fillColor('#bbbbbb')
      .fill()
      .restore();
  });

const cellRows = (p: Painter, cell: TableCell, width: number, base: TextBase) =>
  blockRows(p, cell.blocks, Math.max(10, width - 2 * CELL_PAD), cell.header ? { ...base, bold: true } : base);

const tableRows = (p: Painter, rows: readonly TableCell[][], width: number, base: TextBase): Row[] => {
  const columns = Math.max(1, ...rows.map((r) => r.reduce((s, c) => s + c.colspan, 0)));
  const colWidth = width / columns;
  return rows.map((cells) => {
    let col = 0;
    const laid = cells.map((cell) => {
      const w = colWidth * Math.min(cell.colspan, columns - col);
      const at = col * colWidth;
      col += cell.colspan;
      return { at, w, rows: cellRows(p, cell, w, base), header: cell.header };
    });
    const height = Math.max(base.size * 1.5, ...laid.map((c) => rowsHeight(c.rows) + 2 * CELL_PAD));
    return {
      height,
      draw: (x: number, y: number) => {
        for (const c of laid) {
          if (c.header)
            p.doc
              .save()
              .rect(x + c.at, y, c.w, height)
              .fillColor('#eeeeee')
              .fill()
              .restore();
          p.doc
            .save()
            .lineWidth(0.6)
            .strokeColor(RULE)
            .rect(x + c.at, y, c.w, height)
            .stroke()
            .restore();
          let cy = y + CELL_PAD;
          for (const r of c.rows) {
            r.draw(x + c.at + CELL_PAD, cy);
            cy += r.height;
          }
        }
      },
    };
  });
};

const oneBlock = (p: Painter, block: Block, width: number, base: TextBase): Row[] => {
  switch (block.kind) {
    case 'paragraph': {
      const size = block.heading ? base.size * HEADING_SCALE[block.heading] : base.size;
      return inlineRows(p, block.inlines, width, { ...base, size, align: block.align });
    }
    case 'list':
      return listRows(p, block, width, base);
    case 'quote':
      return quoteRows(p, block.blocks, width, base);
    case 'table':
      return tableRows(p, block.rows, width, base);
  }
};

/** Blocks as rows of `width`, with a gap between blocks. */
export const blockRows = (p: Painter, blocks: readonly Block[], width: number, base: TextBase): Row[] =>
  blocks.flatMap((block, i) => [...(i ? [gapRow(base.size * 0.45)] : []), ...oneBlock(p, block, width, base)]);

/** Stored rich text (either form) as rows. */
export const richRows = (p: Painter, text: string, width: number, base: TextBase): Row[] =>
  blockRows(p, richBlocks(text), width, base);
