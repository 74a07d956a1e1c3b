/**
 * TeX → SVG with MathJax (mathjax-full 3: TeX input, SVG output, the lite DOM adaptor, no browser DOM),
 * for the booklet to draw with svg-to-pdfkit. MathJax loads on the first PDF (dynamic import), never at
 * start: idle memory matters and most processes never print.
 *
 * MathJax's SVG viewBox is in thousandths of an em with the baseline at y = 0, so a formula's width,
 * height above the baseline and depth below it follow from it in ems of the surrounding text.
 */
export interface MathBox {
  svg: string;
  /** In ems of the text it sits in. */
  width: number;
  ascent: number;
  descent: number;
}

/** A formula's box, or null when its TeX does not parse (the booklet prints the TeX as it was typed). */
export type Typeset = (tex: string, display: boolean) => MathBox | null;

const VIEW_BOX = /viewBox="(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+)"/;

/** The box of a MathJax SVG from its viewBox (an empty box when there is none). */
export const boxOf = (svg: string): MathBox => {
  const m = VIEW_BOX.exec(svg);
  if (!m) return { svg, width: 0, ascent: 0, descent: 0 };
  const [minY, width, height] = [Number(m[2]), Number(m[3]), Number(m[4])];
  return { svg, width: width / 1000, ascent: -minY / 1000, descent: (minY + height) / 1000 };
};

const load = async (): Promise<() => Typeset> => {
  const [{ mathjax }, { TeX }, { SVG }, { liteAdaptor }, { RegisterHTMLHandler }, { AllPackages }] = await Promise.all([
    import('mathjax-full/js/mathjax.js'),
    import('mathjax-full/js/input/tex.js'),
    import('mathjax-full/js/output/svg.js'),
    import('mathjax-full/js/adaptors/liteAdaptor.js'),
    import('mathjax-full/js/handlers/html.js'),
    import('mathjax-full/js/input/tex/AllPackages.js'),
  ]);
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  // Never `require` or `autoload` (nothing loads while typesetting) nor `html` (\href would become a link in
  // the PDF, as the web's KaTeX refuses it with `trust` off); a TeX error is thrown rather than typeset
  // (`noerrors` would draw a box styled by CSS, which an SVG drawn into a PDF does not have).
  const packages = AllPackages.filter((p) => !['require', 'autoload', 'noerrors', 'html'].includes(p));
  const document = mathjax.document('', {
    InputJax: new TeX({
      packages,
      formatError: (_jax: unknown, error: unknown) => {
        throw error;
      },
    }),
    // Paths inline in each formula (no shared <defs>): each SVG is drawn on its own.
    OutputJax: new SVG({ fontCache: 'none' }),
  });
  /** A typesetter with its own cache, for one document: a formula repeated in a booklet is typeset once. */
  return () => {
    const cache = new Map<string, MathBox | null>();
    const convert = (tex: string, display: boolean): MathBox | null => {
      try {
        const node = document.convert(tex, { display });
        return boxOf(adaptor.outerHTML(adaptor.firstChild(node) as never));
      } catch {
        return null;
      }
    };
    return (tex, display) => {
      const key = `${display ? 'D' : 'I'}${tex}`;
      if (!cache.has(key)) cache.set(key, convert(tex, display));
      return cache.get(key)!;
    };
  };
};

let loading: Promise<() => Typeset> | undefined;

/** A fresh typesetter (per document); the first call loads MathJax. A failed load is tried again next time. */
export const loadTypeset = async (): Promise<Typeset> => {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return (await loading)();
};
