import katex from 'katex';
import { splitMath } from '@prepwell/contracts';

/**
 * Authored rich text → safe HTML, with math typeset by KaTeX on the server, so a runner shows a
 * question without loading a math library first (issue 3's bundle budget). The text is escaped; only
 * KaTeX's own markup (with `trust` off) and the few structures below are produced:
 * - `$…$` inline and `$$…$$` display math (`\$` is a dollar sign);
 * - a blank line separates paragraphs, a single newline is a line break;
 * - lines that start with `- ` form a bulleted list (notes in SAT synthesis questions).
 * Results are cached by text: content is read far more often than it changes.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const inline = (text: string) =>
  splitMath(text)
    .map((s) =>
      s.kind === 'text'
        ? escapeHtml(s.value).replace(/\n/g, '<br>')
        : katex.renderToString(s.value, {
            displayMode: s.kind === 'display',
            throwOnError: false,
            output: 'html',
            trust: false,
            strict: 'ignore',
          }),
    )
    .join('');

const block = (paragraph: string) => {
  const lines = paragraph.split('\n');
  const out: string[] = [];
  let list: string[] = [];
  let prose: string[] = [];
  const flushList = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${inline(l)}</li>`).join('')}</ul>`);
    list = [];
  };
  const flushProse = () => {
    if (prose.length) out.push(`<p>${inline(prose.join('\n'))}</p>`);
    prose = [];
  };
  for (const line of lines) {
    if (line.startsWith('- ')) {
      flushProse();
      list.push(line.slice(2));
    } else {
      flushList();
      prose.push(line);
    }
  }
  flushProse();
  flushList();
  return out.join('');
};

const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

/** Renders authored text to HTML (cached). An empty text is an empty string. */
export const renderRichText = (text: string): string => {
  if (!text) return '';
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  // Math may span a blank line only inside $$…$$, which authors do not do; paragraphs split first.
  const html = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(block)
    .join('');
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, html);
  return html;
};

/** One line of rich text (a choice, a short stem) without the paragraph wrapper. */
export const renderRichInline = (text: string): string => {
  const html = renderRichText(text);
  return html.startsWith('<p>') && html.endsWith('</p>') && html.indexOf('<p>', 1) === -1 ? html.slice(3, -4) : html;
};
