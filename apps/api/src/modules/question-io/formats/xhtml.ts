import { posix } from 'node:path';
import { nameKey, textOf, type XmlChild, type XmlElement } from './safe-xml.ts';

/**
 * XHTML content of an item (QTI's item body, a stimulus, a feedback) as the HTML our rich text stores;
 * the question bank's sanitizer reduces it to the allow-list on save. QTI's own elements are left to
 * the caller (`special`), MathML becomes our `data-math` span when it carries a TeX annotation, and an
 * image's `src` inside a package is resolved to the package path and marked `pkg:` until the image is
 * stored (the importer then puts the upload's URL there).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

const VOID = new Set(['br', 'img', 'hr']);
const KEPT_ATTRS = new Set(['src', 'alt', 'href', 'colspan', 'rowspan', 'data-math', 'style', 'width', 'height']);
/** Elements whose content is never part of the text (QTI's scoring and feedback parts inside a body). */
const DROPPED = new Set([
  'rubricblock',
  'feedbackblock',
  'feedbackinline',
  'templateblock',
  'templateinline',
  'printedvariable',
  'script',
  'style',
  'object',
]);

export const PACKAGE_SRC = 'pkg:';

export interface HtmlContext {
  /** The folder of the file inside the package, or null when the file is not in a package. */
  baseDir: string | null;
  /** Package paths of the images referenced, collected while converting. */
  images: string[];
  /** Relative image paths that cannot be resolved (no package), collected. */
  missing: string[];
  /** Replaces a QTI element (an interaction): return HTML, or undefined to convert it as ordinary markup. */
  special?: (el: XmlElement) => string | undefined;
}

/** Resolves an image reference: kept as is when absolute (`/uploads/…`, `https:`), else marked as a package path. */
export const resolveImageSrc = (src: string, ctx: HtmlContext): string => {
  if (/^(https?:|data:|\/)/i.test(src) || src.startsWith(PACKAGE_SRC)) return src;
  if (ctx.baseDir === null) {
    ctx.missing.push(src);
    return src;
  }
  const path = posix.normalize(posix.join(ctx.baseDir, decodeURIComponent(src)));
  ctx.images.push(path);
  return `${PACKAGE_SRC}${path}`;
};

const mathToHtml = (el: XmlElement) => {
  const tex = findTex(el);
  const display = el.attrs.display === 'block';
  return tex === null
    ? escapeXml(textOf(el))
    : `<span data-math="${display ? 'display' : 'inline'}">${escapeXml(tex)}</span>`;
};
const findTex = (el: XmlElement): string | null => {
  if (nameKey(el.name) === 'annotation' && /tex/i.test(el.attrs.encoding ?? '')) return textOf(el).trim();
  for (const c of el.children)
    if (typeof c === 'object' && 'name' in c) {
      const found = findTex(c);
      if (found !== null) return found;
    }
  return null;
};

export const childrenToHtml = (children: readonly XmlChild[], ctx: HtmlContext): string =>
  children.map((c) => nodeToHtml(c, ctx)).join('');

export const nodeToHtml = (node: XmlChild, ctx: HtmlContext): string => {
  if (typeof node === 'string') return escapeXml(node);
  if ('cdata' in node) return escapeXml(node.cdata);
  const special = ctx.special?.(node);
  if (special !== undefined) return special;
  const name = node.name.toLowerCase();
  if (DROPPED.has(nameKey(name))) return '';
  if (name === 'math') return mathToHtml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([k]) => KEPT_ATTRS.has(k.toLowerCase()))
    .map(([k, v]) => {
      const value = name === 'img' && k.toLowerCase() === 'src' ? resolveImageSrc(v, ctx) : v;
      return ` ${k.toLowerCase()}="${escapeXml(value)}"`;
    })
    .join('');
  if (VOID.has(name)) return `<${name}${attrs}>`;
  return `<${name}${attrs}>${childrenToHtml(node.children, ctx)}</${name}>`;
};

/** Resolves the `src` of every image of an HTML string (texts of our own metadata, Moodle's HTML). */
export const resolveImagesInHtml = (html: string, ctx: HtmlContext): string =>
  html.replace(/(<img\b[^>]*?\bsrc=")([^"]*)(")/gi, (_, head: string, src: string, tail: string) => {
    const decoded = src.replace(/&amp;/g, '&');
    return `${head}${escapeXml(resolveImageSrc(decoded, ctx))}${tail}`;
  });

/** Serialises stored (sanitised) HTML as well-formed XHTML for an item body: void elements closed, `&nbsp;` as a number. */
export const htmlToXhtml = (html: string): string =>
  html
    .replace(/<(br|hr)\s*\/?>/gi, '<$1/>')
    .replace(/<img\b([^>]*?)\s*\/?>/gi, '<img$1/>')
    .replace(/&nbsp;/g, '&#160;')
    .replace(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;');
