/**
 * Page maths of the PDF export (spec §1 and §9: A4 592.28 × 841.89 pt, canvas scale 2, JPEG quality
 * 0.6). The page is rendered once into a tall canvas, then cut into A4 slices. Pure, so it is tested.
 */
export const A4_PT = { width: 592.28, height: 841.89 } as const;
export const PDF_CANVAS_SCALE = 2;
export const PDF_JPEG_QUALITY = 0.6;
/** White space around the image on each page, in points. */
export const PDF_MARGIN_PT = 24;

export interface PageSlice {
  /** Canvas pixels from the top of the rendering. */
  top: number;
  height: number;
}

/** Height in canvas pixels of one page's printable area when the canvas width fills the printable width. */
export const pageHeightPx = (canvasWidth: number, margin = PDF_MARGIN_PT): number =>
  Math.floor((canvasWidth * (A4_PT.height - 2 * margin)) / (A4_PT.width - 2 * margin));

/** A slice shorter than this share of a page is not worth a break: the block is cut instead. */
const MIN_FILL = 0.3;

/**
 * Cuts a rendering `totalHeight` pixels tall into pages of at most `pageHeight`. Each page ends at the
 * lowest block boundary (`breaks`: tops and bottoms of cards and rows) that still fits, so a row or a
 * card is not cut in half; a block taller than a page is cut at the page height.
 */
export const slicePages = (totalHeight: number, pageHeight: number, breaks: readonly number[]): PageSlice[] => {
  const total = Math.ceil(totalHeight);
  const page = Math.max(1, Math.floor(pageHeight));
  const candidates = [...new Set(breaks.map((b) => Math.round(b)))]
    .filter((b) => b > 0 && b < total)
    .sort((a, b) => a - b);
  const slices: PageSlice[] = [];
  let top = 0;
  while (top < total) {
    const limit = top + page;
    if (limit >= total) {
      slices.push({ top, height: total - top });
      break;
    }
    let end = limit;
    for (const b of candidates) {
      if (b > limit) break;
      if (b - top >= page * MIN_FILL) end = b;
    }
    slices.push({ top, height: end - top });
    top = end;
  }
  return slices;
};

/** The image height in points of a slice on the page. */
export const sliceHeightPt = (sliceHeightPx: number, canvasWidth: number, margin = PDF_MARGIN_PT): number =>
  (sliceHeightPx * (A4_PT.width - 2 * margin)) / canvasWidth;

/** A file name from the test title and the date, safe on every system. */
export const pdfFileName = (title: string, isoDate: string | null): string => {
  const base = title
    .normalize('NFKC')
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const date = isoDate ? isoDate.slice(0, 10) : '';
  return `${[base || 'score-report', date].filter(Boolean).join(' ')}.pdf`;
};
