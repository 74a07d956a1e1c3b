import {
  A4_PT,
  PDF_CANVAS_SCALE,
  PDF_JPEG_QUALITY,
  PDF_MARGIN_PT,
  pageHeightPx,
  slicePages,
  sliceHeightPt,
} from './pdf-pages.ts';

/** Elements marked `data-pdf-block` (cards, rows) are kept whole on a page when they fit. */
const BLOCK_SELECTOR = '[data-pdf-block]';

const blockBreaks = (root: HTMLElement, scale: number): number[] => {
  const top = root.getBoundingClientRect().top;
  return [...root.querySelectorAll(BLOCK_SELECTOR)].flatMap((el) => {
    const r = el.getBoundingClientRect();
    return [(r.top - top) * scale, (r.bottom - top) * scale];
  });
};

/**
 * Renders `root` at canvas scale 2 and saves it as an A4 PDF of JPEG pages at quality 0.6 (spec §1, §9).
 * The two libraries load here, on the click, never with the page. html2canvas-pro paints the DOM itself
 * (about 8 s for a 98-question report here); modern-screenshot's foreign-object cloning took over 60 s.
 */
export async function exportToPdf(root: HTMLElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas-pro'), import('jspdf')]);
  await document.fonts.ready;
  const breaks = blockBreaks(root, PDF_CANVAS_SCALE);
  const canvas = await html2canvas(root, { scale: PDF_CANVAS_SCALE, backgroundColor: '#ffffff', logging: false });
  const slices = slicePages(canvas.height, pageHeightPx(canvas.width), breaks);
  const pdf = new jsPDF({ unit: 'pt', format: [A4_PT.width, A4_PT.height], orientation: 'portrait', compress: true });
  const page = document.createElement('canvas');
  page.width = canvas.width;
  const context = page.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  slices.forEach((slice, index) => {
    page.height = slice.height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, page.width, page.height);
    context.drawImage(canvas, 0, slice.top, canvas.width, slice.height, 0, 0, canvas.width, slice.height);
    if (index > 0) pdf.addPage([A4_PT.width, A4_PT.height], 'portrait');
    const width = A4_PT.width - 2 * PDF_MARGIN_PT;
    pdf.addImage(
      page.toDataURL('image/jpeg', PDF_JPEG_QUALITY),
      'JPEG',
      PDF_MARGIN_PT,
      PDF_MARGIN_PT,
      width,
      sliceHeightPt(slice.height, canvas.width),
    );
  });
  pdf.save(fileName);
}
