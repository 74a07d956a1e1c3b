import { isRichTextHtml, splitMath } from '@prepwell/contracts';
import { decodeEntities, sanitizeRichText } from '../../lib/rich-text.ts';

/**
 * Stored rich text (a stem, a choice, a passage, an explanation, directions) as blocks and runs the PDF
 * layout draws. Pure: no PDF, no I/O. Both stored forms are read, as lib/rich-text.ts renders them for the web:
 * - the plain authored form: `$…$` inline and `$$…$$` display math, a blank line between paragraphs, a
 *   single newline a line break, lines starting with `- ` a bulleted list;
 * - the editor's HTML, reduced again to the allow-list (sanitizeRichText) before it is read here: p, h2–h4,
 *   strong, em, u, s, sub, sup, br, blockquote, ul/ol/li, table, `<span data-math>`, a coloured span and
 *   images from /uploads/; `$…$` in its text is math too.
 */

export type Script = 'sub' | 'sup' | null;

export interface TextStyle {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  script: Script;
  /** A CSS colour the sanitizer let through (`#rgb`, `#rrggbb`, `rgb(…)`), or null. */
  color: string | null;
}

export const PLAIN: TextStyle = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  script: null,
  color: null,
};

export type Inline =
  | { kind: 'text'; text: string; style: TextStyle }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'break' }
  | { kind: 'image'; src: string; alt: string };

export type Align = 'left' | 'center' | 'right';

export interface TableCell {
  header: boolean;
  colspan: number;
  blocks: Block[];
}

export type Block =
  | { kind: 'paragraph'; inlines: Inline[]; align: Align; heading: 0 | 2 | 3 | 4 }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'table'; rows: TableCell[][] };

const paragraph = (inlines: Inline[], align: Align = 'left', heading: 0 | 2 | 3 | 4 = 0): Block => ({
  kind: 'paragraph',
  inlines,
  align,
  heading,
});

/** Text with `$…$` / `$$…$$` math, in one style. */
const mathRuns = (text: string, style: TextStyle): Inline[] =>
  splitMath(text)
    .filter((s) => s.value !== '')
    .map((s): Inline =>
      s.kind === 'text'
        ? { kind: 'text', text: s.value, style }
        : { kind: 'math', tex: s.value, display: s.kind === 'display' },
    );

// ——— The plain authored form ———

const plainLines = (text: string): Inline[] => {
  const out: Inline[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' });
    out.push(...mathRuns(line, PLAIN));
  });
  return out;
};

const plainParagraph = (para: string): Block[] => {
  const out: Block[] = [];
  let prose: string[] = [];
  let items: string[] = [];
  const flushProse = () => {
    if (prose.length) out.push(paragraph(plainLines(prose.join('\n'))));
    prose = [];
  };
  const flushList = () => {
    if (items.length) out.push({ kind: 'list', ordered: false, items: items.map((l) => [paragraph(plainLines(l))]) });
    items = [];
  };
  for (const line of para.split('\n')) {
    if (line.startsWith('- ')) {
      flushProse();
      items.push(line.slice(2));
    } else {
      flushList();
      prose.push(line);
    }
  }
  flushProse();
  flushList();
  return out;
};

const plainBlocks = (text: string): Block[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap(plainParagraph);

// ——— The editor's HTML form ———

interface Tag {
  name: string;
  attrs: Record<string, string>;
  closing: boolean;
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>$/;
const ATTR = /([a-zA-Z-]+)="([^"]*)"/g;

const readTag = (token: string): Tag | null => {
  const m = TAG.exec(token);
  if (!m) return null;
  const attrs: Record<string, string> = {};
  for (const a of (m[3] ?? '').matchAll(ATTR)) attrs[a[1]!.toLowerCase()] = decodeEntities(a[2]!);
  return { name: m[2]!.toLowerCase(), attrs, closing: m[1] === '/' };
};

/** An element of the sanitized HTML as a small tree (the sanitizer's output is well formed). */
interface Element {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
}
type Node = Element | string;

const VOID = new Set(['br', 'img']);

const parseHtml = (html: string): Element => {
  const root: Element = { name: '#root', attrs: {}, children: [] };
  const stack: Element[] = [root];
  for (const token of html.split(/(<[^>]*>)/)) {
    if (!token) continue;
    const top = stack[stack.length - 1]!;
    const tag = token.startsWith('<') ? readTag(token) : null;
    if (!tag) {
      if (!token.startsWith('<')) top.children.push(decodeEntities(token));
      continue;
    }
    if (tag.closing) {
      const at = stack.map((e) => e.name).lastIndexOf(tag.name);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: Element = { name: tag.name, attrs: tag.attrs, children: [] };
    top.children.push(element);
    if (!VOID.has(tag.name) && !token.endsWith('/>')) stack.push(element);
  }
  return root;
};

const alignOf = (attrs: Record<string, string>): Align => {
  const m = /text-align:\s*(left|right|center|justify)/.exec(attrs.style ?? '');
  return m?.[1] === 'center' || m?.[1] === 'right' ? m[1] : 'left';
};

const colorOf = (attrs: Record<string, string>): string | null => {
  const m = /(?:^|;)\s*color:\s*([^;]+)/.exec(attrs.style ?? '');
  return m ? m[1]!.trim() : null;
};

const textOf = (node: Node): string => (typeof node === 'string' ? node : node.children.map(textOf).join(''));

const styled = (style: TextStyle, name: string, attrs: Record<string, string>): TextStyle => {
  switch (name) {
    case 'strong':
      return { ...style, bold: true };
    case 'em':
      return { ...style, italic: true };
    case 'u':
      return { ...style, underline: true };
    case 's':
      return { ...style, strike: true };
    case 'sub':
    case 'sup':
      return { ...style, script: name };
    case 'span':
      return { ...style, color: colorOf(attrs) ?? style.color };
    default:
      return style;
  }
};

/** The runs of an element's inline content; whitespace collapses as in HTML. */
const inlinesOf = (nodes: readonly Node[], style: TextStyle): Inline[] => {
  const out: Inline[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push(...mathRuns(node.replace(/\s+/g, ' '), style));
      continue;
    }
    if (node.name === 'br') out.push({ kind: 'break' });
    else if (node.name === 'img') {
      if (node.attrs.src) out.push({ kind: 'image', src: node.attrs.src, alt: node.attrs.alt ?? '' });
    } else if (node.name === 'span' && (node.attrs['data-math'] === 'inline' || node.attrs['data-math'] === 'display'))
      out.push({ kind: 'math', tex: textOf(node).trim(), display: node.attrs['data-math'] === 'display' });
    else out.push(...inlinesOf(node.children, styled(style, node.name, node.attrs)));
  }
  return out;
};

const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'table']);

/** Trims the collapsed whitespace at both ends of a paragraph's runs. */
const trimRuns = (inlines: Inline[]): Inline[] => {
  const out = inlines.filter((r) => r.kind !== 'text' || r.text !== '');
  const first = out[0];
  if (first?.kind === 'text') out[0] = { ...first, text: first.text.trimStart() };
  const last = out[out.length - 1];
  if (last?.kind === 'text') out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out.filter((r) => r.kind !== 'text' || r.text !== '');
};

const tableRows = (table: Element): TableCell[][] => {
  const rows: TableCell[][] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'tr')
        rows.push(
          child.children
            .filter((c): c is Element => typeof c !== 'string' && (c.name === 'td' || c.name === 'th'))
            .map((c) => ({
              header: c.name === 'th',
              colspan: Math.min(Number(c.attrs.colspan ?? '1') || 1, 20),
              blocks: blocksOf(c.children),
            })),
        );
      else if (child.name === 'thead' || child.name === 'tbody') walk(child);
    }
  };
  walk(table);
  return rows.filter((r) => r.length > 0);
};

/** Blocks of a list of nodes: block elements as they are, loose inline content gathered into paragraphs. */
function blocksOf(nodes: readonly Node[]): Block[] {
  const out: Block[] = [];
  let loose: Node[] = [];
  const flush = () => {
    const runs = trimRuns(inlinesOf(loose, PLAIN));
    if (runs.length) out.push(paragraph(runs));
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.name)) {
      loose.push(node);
      continue;
    }
    flush();
    const el = node;
    switch (el.name) {
      case 'p':
      case 'h2':
      case 'h3':
      case 'h4': {
        const heading = el.name === 'p' ? 0 : (Number(el.name[1]) as 2 | 3 | 4);
        const runs = trimRuns(inlinesOf(el.children, heading ? { ...PLAIN, bold: true } : PLAIN));
        if (runs.length) out.push(paragraph(runs, alignOf(el.attrs), heading));
        break;
      }
      case 'ul':
      case 'ol':
        out.push({
          kind: 'list',
          ordered: el.name === 'ol',
          items: el.children
            .filter((c): c is Element => typeof c !== 'string' && c.name === 'li')
            .map((li) => blocksOf(li.children)),
        });
        break;
      case 'blockquote':
        out.push({ kind: 'quote', blocks: blocksOf(el.children) });
        break;
      case 'table':
        out.push({ kind: 'table', rows: tableRows(el) });
        break;
    }
  }
  flush();
  return out;
}

/** Stored rich text → blocks. An empty text is no block. */
export const richBlocks = (text: string): Block[] => {
  if (!text.trim()) return [];
  return isRichTextHtml(text) ? blocksOf(parseHtml(sanitizeRichText(text)).children) : plainBlocks(text);
};

/** Every image source of some blocks (to load the files before layout). */
export const imagesOf = (blocks: readonly Block[]): string[] => {
  const out: string[] = [];
  const walk = (b: Block) => {
    switch (b.kind) {
      case 'paragraph':
        for (const r of b.inlines) if (r.kind === 'image') out.push(r.src);
        break;
      case 'list':
        b.items.forEach((item) => item.forEach(walk));
        break;
      case 'quote':
        b.blocks.forEach(walk);
        break;
      case 'table':
        b.rows.forEach((row) => row.forEach((cell) => cell.blocks.forEach(walk)));
        break;
    }
  };
  blocks.forEach(walk);
  return out;
};
