// pdfkit 0.20 takes `horizontalScaling` (percent, the PDF `Tz` operator) on text; @types/pdfkit 0.17 lacks it.
declare namespace PDFKit.Mixins {
  interface TextOptions {
    horizontalScaling?: number;
  }
}
