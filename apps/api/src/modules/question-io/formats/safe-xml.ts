import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportFileError } from '../import-problems.ts';

/**
 * XML from a file is hostile: a document type declaration (the door to external entities, entity
 * expansion such as "billion laughs" and network fetches) is refused outright, before parsing; the parser
 * expands no entity at all (`processEntities: false`) and we decode only XML's five predefined entities
 * and numeric character references ourselves. Namespace prefixes are dropped (QTI files use `qti:` or
 * none), comments and processing instructions are ignored. Nothing here ever reads a file or the network.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlChild[];
}
/** A child is an element, text (decoded) or CDATA (`{ cdata }`, kept as written). */
export type XmlChild = XmlElement | string | { cdata: string };

/** Elements nested deeper than this are refused (stack safety on crafted files). */
const MAX_DEPTH = 100;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references; any other `&name;` stays as written. */
export const decodeXmlText = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return PREDEFINED[ref] ?? whole;
  });

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
});

type RawNode = Record<string, unknown>;

const convert = (nodes: RawNode[], depth: number): XmlChild[] => {
  if (depth > MAX_DEPTH) throw new ImportFileError('xml_malformed', { reason: 'depth' });
  const out: XmlChild[] = [];
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@') continue;
      if (key === '#text') out.push(decodeXmlText(String(value)));
      else if (key === '#cdata') {
        const inner = (value as RawNode[]).map((n) => String(n['#text'] ?? '')).join('');
        out.push({ cdata: inner });
      } else {
        const rawAttrs = (node[':@'] ?? {}) as Record<string, unknown>;
        const attrs: Record<string, string> = {};
        for (const [name, v] of Object.entries(rawAttrs)) attrs[name] = decodeXmlText(String(v));
        out.push({ name: key, attrs, children: convert((value ?? []) as RawNode[], depth + 1) });
      }
    }
  }
  return out;
};

/** Parses a hostile XML document into elements, or throws an ImportFileError (`xml_doctype`, `xml_malformed`). */
export const parseXml = (text: string): XmlElement => {
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(text)) throw new ImportFileError('xml_doctype');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ImportFileError('xml_malformed', { line: valid.err.line });
  let nodes: RawNode[];
  try {
    nodes = parser.parse(text) as RawNode[];
  } catch {
    throw new ImportFileError('xml_malformed', { line: 0 });
  }
  const root = convert(nodes, 0).find((c): c is XmlElement => typeof c === 'object' && 'name' in c);
  if (!root) throw new ImportFileError('xml_malformed', { line: 0 });
  return root;
};

export const isElement = (c: XmlChild): c is XmlElement => typeof c === 'object' && 'name' in c;

/**
 * A name as compared here: without case, dashes and QTI 3's `qti-` prefix, so QTI 2's `choiceInteraction`
 * and QTI 3's `qti-choice-interaction` (and `responseIdentifier` / `response-identifier`) are one name.
 */
export const nameKey = (name: string) => name.toLowerCase().replace(/^qti-/, '').replace(/-/g, '');

/** Child elements, optionally by name (compared by nameKey). */
export const childElements = (el: XmlElement, name?: string): XmlElement[] =>
  el.children.filter(isElement).filter((c) => name === undefined || nameKey(c.name) === nameKey(name));

export const firstChild = (el: XmlElement, name: string): XmlElement | undefined => childElements(el, name)[0];

/** Every descendant element with this local name, in document order. */
export const descendants = (el: XmlElement, name: string): XmlElement[] => {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of childElements(e)) {
      if (nameKey(c.name) === nameKey(name)) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
};

/** The text content (text and CDATA of all descendants). */
export const textOf = (el: XmlElement): string =>
  el.children.map((c) => (typeof c === 'string' ? c : 'cdata' in c ? c.cdata : textOf(c))).join('');

/** An attribute by name (compared by nameKey: QTI 2 `responseIdentifier`, QTI 3 `response-identifier`). */
export const attr = (el: XmlElement, ...names: string[]): string | undefined => {
  for (const name of names) {
    const key = Object.keys(el.attrs).find((k) => nameKey(k) === nameKey(name));
    if (key !== undefined) return el.attrs[key];
  }
  return undefined;
};
