import { isRichTextHtml, splitMath } from '@prepwell/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

const inline = (text: string) =>
  splitMath(text)
    .map((s) =>
      s.kind === 'text'
        ? escapeHtml(s.value).replace(/\n/g, '<br>')
        : `<span data-math="${s.kind}">${escapeHtml(s.value.trim())}</span>`,
    )
    .join('');

const block = (paragraph: string): string => {
  const out: string[] = [];
  let list: string[] = [];
  let prose: string[] = [];
  const flushList = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li><p>${inline(l)}</p></li>`).join('')}</ul>`);
    list = [];
  };
  const flushProse = () => {
    if (prose.length) out.push(`<p>${inline(prose.join('\n'))}</p>`);
    prose = [];
  };
  for (const line of paragraph.split('\n')) {
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

/**
 * A stored rich text → the editor's HTML. Editor HTML passes as is; the plain authored form of the
 * runners (`$…$` and `$$…$$` math, blank-line paragraphs, `- ` lists, as apps/api/src/lib/rich-text.ts
 * reads it) becomes paragraphs, lists and math nodes, so older and imported questions edit correctly.
 */
export const toEditorHtml = (stored: string): string => {
  if (!stored.trim()) return '';
  if (isRichTextHtml(stored)) return stored;
  return stored
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(block)
    .join('');
};

/** The editor's HTML → what is stored: an editor left empty (`<p></p>`) is the empty text. */
export const fromEditorHtml = (html: string): string => {
  const text = html.replace(/<[^>]*>/g, '').trim();
  return text.length > 0 || /<img\s/i.test(html) ? html : '';
};

/** The plain text of a rich text (excerpts, accessible names). */
export const plainOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
