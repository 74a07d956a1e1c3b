import 'katex/dist/katex.min.css';
import katex from 'katex';

/** LaTeX typeset to HTML; KaTeX escapes its input, `trust` stays off, errors show in red instead of throwing. */
export const mathToString = (latex: string, display: boolean): string =>
  katex.renderToString(latex, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });

/** KaTeX in its own chunk: loaded the first time the editor shows a formula. */
export const renderMath = (target: HTMLElement, latex: string, display: boolean): void => {
  target.innerHTML = mathToString(latex || '\\square', display);
};
