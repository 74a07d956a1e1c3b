import type SVGtoPDF from 'svg-to-pdfkit';

/**
 * pdfkit (with fontkit) and svg-to-pdfkit load on the first PDF, not at start: idle memory of the server
 * matters and most processes never print. A failed load is tried again by the next request.
 */
export interface PdfKit {
  /** The constructor (@types/pdfkit types it as the document interface with a `new`). */
  PDFDocument: PDFKit.PDFDocument;
  svgToPdf: typeof SVGtoPDF;
}

let loading: Promise<PdfKit> | undefined;

export const loadPdfKit = (): Promise<PdfKit> =>
  (loading ??= Promise.all([import('pdfkit'), import('svg-to-pdfkit')]).then(
    ([pdfkit, svg]) => ({ PDFDocument: pdfkit.default, svgToPdf: svg.default }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
