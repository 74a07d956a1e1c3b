import { createHash } from 'node:crypto';
import katex from 'katex';
import sanitizeHtml from 'sanitize-html';
import { isRichTextHtml, RICH_TEXT_TAGS, splitMath } from '@prepwell/contracts';
import { escapeHtml } from './plain-text.ts';

/**
 * Authored rich text → safe HTML, with math typeset by KaTeX on the server, so a runner shows a
 * question without loading a math library first (issue 3's bundle budget). The text is escaped; only
 * KaTeX's own markup (with `trust` off) and the few structures below are produced:
 * - `$…$` inline and `$$…$$` display math (`\$` is a dollar sign);
 * - a blank line separates paragraphs, a single newline is a line break;
 * - lines that start with `- ` form a bulleted list (notes in SAT synthesis questions).
 * Results are cached by text: content is read far more often than it changes.
 *
 * Issue 13: the question bank's editor stores HTML instead (isRichTextHtml: it opens with a block tag).
 * sanitizeRichText reduces it on every write to RICH_TEXT_TAGS and a few checked attributes; renderRichText
 * sanitizes it again, typesets `<span data-math="inline|display">LaTeX</span>` and `$…$` in text with KaTeX.
 */

const KATEX_OPTIONS = { throwOnError: false, output: 'html', trust: false, strict: 'ignore' } as const;

const inline = (text: string) =>
  splitMath(text)
    .map((s) =>
      s.kind === 'text'
        ? escapeHtml(s.value).replace(/\n/g, '<br>')
        : katex.renderToString(s.value, { ...KATEX_OPTIONS, displayMode: s.kind === 'display' }),
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

// ——— The HTML form (issue 13) ———

/** Images only from the app's own uploads (what `POST /api/images` answers): no other host, no `data:`. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];
const ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    img: ['src', 'alt'],
    span: ['data-math', 'style'],
    p: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: { span: { color: COLOR }, p: ALIGN, h2: ALIGN, h3: ALIGN, h4: ALIGN, li: ALIGN },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['src'],
  disallowedTagsMode: 'discard',
  // Removed with their content, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
    'title',
  ],
  transformTags: {
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const ok = OWN_UPLOAD.test(src) && !src.split('/').includes('..');
      const kept: Record<string, string> = ok ? { src } : {};
      if (ok && attribs.alt !== undefined) kept.alt = attribs.alt;
      return { tagName, attribs: kept };
    },
    span: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept['data-math'] !== 'inline' && kept['data-math'] !== 'display') delete kept['data-math'];
      return { tagName, attribs: kept };
    },
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** colspan/rowspan only as small whole numbers. */
function spans(attribs: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) if (/^[1-9][0-9]?$/.test(attribs[name] ?? '')) out[name] = attribs[name]!;
  return out;
}

/**
 * Rich text as stored (every write of a stem, choice, explanation, sample answer or passage body): the
 * plain authored form is kept as it is (it is escaped when rendered); the editor's HTML is reduced to the
 * allow-list. Idempotent.
 */
export const sanitizeRichText = (text: string): string =>
  isRichTextHtml(text) ? sanitizeHtml(text, SANITIZE).trim() : text;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Text of sanitized HTML back to characters (sanitize-html escapes &, <, >, "). */
export const decodeEntities = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });

const MATH_SPAN = /<span\b([^>]*)>([^<]*)<\/span>/g;

/** The HTML form: sanitized again (defence in depth), then math spans and `$…$` in text nodes typeset. */
const renderHtmlForm = (text: string): string => {
  const typeset: string[] = [];
  const safe = sanitizeHtml(text.replace(/\u0000/g, ''), SANITIZE);
  const withSpans = safe.replace(MATH_SPAN, (whole, attrs: string, latex: string) => {
    const mode = /data-math="(inline|display)"/.exec(attrs)?.[1];
    if (!mode) return whole;
    typeset.push(katex.renderToString(decodeEntities(latex), { ...KATEX_OPTIONS, displayMode: mode === 'display' }));
    return `\u0000${typeset.length - 1}\u0000`;
  });
  return withSpans
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : inline(decodeEntities(part).replace(/\s*\n\s*/g, ' '))))
    .join('')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => typeset[Number(i)] ?? '');
};

/**
 * The normalized text of a passage body (markup and case ignored, whitespace collapsed), hashed: two
 * passages with the same hash are the same text (`sat_passage_exists`). Migration 0015 backfills the
 * same function in SQL for the rows written before it.
 */
export const passageTextHash = (body: string): string =>
  createHash('sha256')
    .update(
      decodeEntities(body.replace(/<[^>]*>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    )
    .digest('hex');

const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

/** Renders authored text to HTML (cached). An empty text is an empty string. */
export const renderRichText = (text: string): string => {
  if (!text) return '';
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  // Math may span a blank line only inside $$…$$, which authors do not do; paragraphs split first.
  const html = isRichTextHtml(text)
    ? renderHtmlForm(text)
    : text
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
