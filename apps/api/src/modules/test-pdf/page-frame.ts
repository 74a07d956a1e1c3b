import { singleLine } from './inline-flow.ts';
import { MUTED, RULE, rowsHeight, type Painter, type Row } from './painter.ts';

/** A4 in points, and the booklet's margins. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN_X = 56;
const TOP = 70;
const BOTTOM = A4.height - 62;

/**
 * The pages: rows placed top to bottom, a new page when the next row does not fit, each page with the
 * header in force when it began ("title — section", tenant-neutral) and its number in the footer. Both are
 * drawn as the page begins, so the document can stream page by page.
 */
export class PageFrame {
  readonly left = MARGIN_X;
  readonly width = A4.width - 2 * MARGIN_X;
  y = TOP;
  private page = 0;
  /** The running header of pages begun from now on; empty: none (the cover). */
  header = '';

  constructor(private readonly p: Painter) {}

  newPage() {
    const { doc, t } = this.p;
    doc.addPage({ size: 'A4', margin: 0 });
    this.page += 1;
    this.y = TOP;
    const small = { size: 8.5, color: MUTED };
    if (this.header) {
      singleLine(this.p, this.header, this.width, small)?.draw(this.left, 30);
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor(RULE)
        .moveTo(this.left, 48)
        .lineTo(this.left + this.width, 48)
        .stroke()
        .restore();
    }
    singleLine(this.p, t('page', { page: this.page }), this.width, { ...small, align: 'center' })?.draw(
      this.left,
      A4.height - 42,
    );
  }

  /** Room for rows on a whole page. */
  readonly pageRoom = BOTTOM - TOP;

  /** Room left on this page. */
  get room() {
    return BOTTOM - this.y;
  }

  /** Rows one after another, breaking pages between rows; a gap at the top of a page is dropped. */
  place(rows: readonly Row[], x = this.left) {
    for (const row of rows) {
      if (row.gap && this.y === TOP) continue;
      if (this.y + row.height > BOTTOM && this.y > TOP) {
        this.newPage();
        if (row.gap) continue;
      }
      row.draw(x, this.y);
      this.y += row.height;
    }
  }

  /** Rows kept on one page when they fit on one: a new page first when they do not fit on this one. */
  keep(rows: readonly Row[], x = this.left) {
    const height = rowsHeight(rows.filter((r, i) => !(i === 0 && r.gap)));
    if (height > this.room && height <= this.pageRoom && this.y > TOP) this.newPage();
    this.place(rows, x);
  }

  space(height: number) {
    if (this.y > TOP) this.y = Math.min(this.y + height, BOTTOM);
  }
}
