import { splitMath } from '@prepwell/contracts';

/**
 * Authored rich text (`$…$` math, blank-line paragraphs, `- ` lists, and the odd HTML tag from imported
 * content) → plain text for a chat bubble and for the model's prompt: tags go, entities are decoded, and
 * simple LaTeX becomes readable symbols (`\frac{3}{4}` → `3/4`, `\le` → `≤`, `x^{2}` → `x^2`).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

const SYMBOLS: Record<string, string> = {
  times: '×',
  cdot: '·',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  Delta: 'Δ',
  lambda: 'λ',
  mu: 'μ',
  sigma: 'σ',
  Sigma: 'Σ',
  omega: 'ω',
  infty: '∞',
  circ: '°',
  degree: '°',
  angle: '∠',
  triangle: '△',
  perp: '⊥',
  parallel: '∥',
  cdots: '…',
  ldots: '…',
  dots: '…',
  to: '→',
  rightarrow: '→',
  Rightarrow: '⇒',
  in: '∈',
  sqrt: '√',
  percent: '%',
  '%': '%',
  $: '$',
  '{': '{',
  '}': '}',
  ',': ' ',
  ';': ' ',
  ' ': ' ',
  quad: ' ',
  qquad: ' ',
};

/** One `{…}` group starting at `from` (which is `{`): its content and the index after it. */
const group = (s: string, from: number): [string, number] => {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return [s.slice(from + 1, i), i + 1];
  }
  return [s.slice(from + 1), s.length];
};

/** A fraction or root argument: bare when it is one token, else in parentheses. */
const wrap = (text: string) => (/^[\w.√π]+$/u.test(text) ? text : `(${text})`);

/** Readable plain text of one LaTeX formula. */
export const latexToText = (latex: string): string => {
  let out = '';
  let i = 0;
  while (i < latex.length) {
    const c = latex[i]!;
    if (c === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(latex.slice(i))?.[1] ?? '';
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const argument = (from: number): [string, number] => {
          while (latex[from] === ' ') from++;
          return latex[from] === '{' ? group(latex, from) : [latex[from] ?? '', from + 1];
        };
        const [num, afterNum] = argument(i);
        const [den, afterDen] = argument(afterNum);
        out += `${wrap(latexToText(num))}/${wrap(latexToText(den))}`;
        i = afterDen;
      } else if (name === 'sqrt') {
        if (latex[i] === '{') {
          const [arg, after] = group(latex, i);
          out += `√${wrap(latexToText(arg))}`;
          i = after;
        } else out += '√';
      } else if (
        name === 'text' ||
        name === 'mathrm' ||
        name === 'textbf' ||
        name === 'mathbf' ||
        name === 'operatorname'
      ) {
        if (latex[i] === '{') {
          const [arg, after] = group(latex, i);
          out += latexToText(arg);
          i = after;
        }
      } else if (name === 'left' || name === 'right' || name === 'displaystyle' || name === 'big' || name === 'Big') {
        // Sizing commands: the delimiter that follows stays.
      } else out += SYMBOLS[name] ?? name;
    } else if (c === '{' || c === '}') {
      i++;
    } else if ((c === '^' || c === '_') && latex[i + 1] === '{') {
      const [arg, after] = group(latex, i + 1);
      const inner = latexToText(arg);
      out += `${c}${inner.length > 1 ? `(${inner})` : inner}`;
      i = after;
    } else {
      out += c;
      i++;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
};

const stripHtml = (text: string) =>
  text
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h\d)\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    });

/** Plain chat text of authored rich text; paragraphs stay separated by one blank line. */
export const chatText = (rich: string | null | undefined): string => {
  if (!rich) return '';
  const text = splitMath(stripHtml(rich.replace(/\r\n?/g, '\n')))
    .map((s) => (s.kind === 'text' ? s.value : latexToText(s.value)))
    .join('');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

/** The first sentence (or line) of a plain text, for a hint; the whole text when it has only one. */
export const firstSentence = (text: string): string => {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  const match = /^.+?(?:[.!?](?=\s|$)|[。！？])/u.exec(line);
  return (match?.[0] ?? line).trim();
};

/** A short excerpt: whitespace folded, cut at `max` characters with an ellipsis. */
export const excerpt = (text: string, max = 120): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};
