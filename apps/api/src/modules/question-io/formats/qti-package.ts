import { posix } from 'node:path';
import { ImportFileError, type RawProblem } from '../import-problems.ts';
import type { ParsedEntry } from '../import-item.ts';
import { readQtiItem } from './qti-item.ts';
import { readZip } from './safe-zip.ts';
import { attr, childElements, descendants, firstChild, parseXml, textOf, type XmlElement } from './safe-xml.ts';
import { childrenToHtml, resolveImagesInHtml, type HtmlContext } from './xhtml.ts';

/**
 * A QTI content package: a zip (checked by safe-zip.ts) with `imsmanifest.xml` at its root, whose
 * resources of a QTI item type (`imsqti_item_xmlv2p1`, `…v2p2`, `…v3p0`) are read in manifest order.
 * A resource may carry our extension in its metadata (`<pw:question>` of PW_NAMESPACE, JSON of the
 * question's own fields, decision 0025): when present it gives every field of ours exactly (labels,
 * difficulty, IRT, source id, passage, texts as stored), so an export of ours imports unchanged; the QTI
 * item itself is what any other tool reads.
 */
export const PW_NAMESPACE = 'https://prepwell.app/ns/qti-question/1';

export interface QtiPackage {
  entries: ParsedEntry[];
  files: Map<string, Uint8Array>;
}

const utf8 = (data: Uint8Array) => new TextDecoder('utf-8').decode(data);

/** Our extension's JSON as a candidate's fields, with image paths resolved against the package root. */
const fromExtension = (json: string, name: string): ParsedEntry => {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return { problems: [{ row: null, item: name, field: 'metadata', code: 'file_unreadable' }] };
  }
  const ctx: HtmlContext = { baseDir: '', images: [], missing: [] };
  const rich = (v: unknown) => (typeof v === 'string' ? resolveImagesInHtml(v, ctx) : v);
  const choices = Array.isArray(data.choices)
    ? (data.choices as { id?: unknown; text?: unknown }[]).map((c) => ({ id: c.id, text: rich(c.text) }))
    : data.choices;
  const passage = data.passage as Record<string, unknown> | null | undefined;
  const labels = Array.isArray(data.labels) ? data.labels.filter((l): l is string => typeof l === 'string') : [];
  const { labels: _labels, passage: _passage, ...fields } = data;
  return {
    candidate: {
      row: null,
      item: name,
      input: {
        ...fields,
        stem: rich(data.stem),
        choices,
        explanation: rich(data.explanation),
        sampleAnswer: rich(data.sampleAnswer),
      },
      labelNames: labels,
      passage: passage ? { ...passage, body: rich(passage.body) } : null,
      images: [...new Set(ctx.images)],
    },
  };
};

const stimulusReader = (files: Map<string, Uint8Array>, itemDir: string) => (ref: XmlElement) => {
  const href = attr(ref, 'href');
  if (!href) return null;
  const path = posix.normalize(posix.join(itemDir, href));
  const file = files.get(path);
  if (!file) return null;
  const stimulus = parseXml(utf8(file));
  const body = firstChild(stimulus, 'stimulusBody');
  if (!body) return null;
  const ctx: HtmlContext = { baseDir: posix.dirname(path), images: [], missing: [] };
  return { title: attr(stimulus, 'title') ?? null, body: childrenToHtml(body.children, ctx).trim() };
};

export const readQtiPackage = (data: Uint8Array): QtiPackage => {
  const files = readZip(data);
  const manifestFile = files.get('imsmanifest.xml');
  if (!manifestFile) throw new ImportFileError('manifest_missing');
  const manifest = parseXml(utf8(manifestFile));
  const resources = descendants(manifest, 'resource').filter((r) => /^imsqti_item/i.test(attr(r, 'type') ?? ''));
  if (resources.length === 0) throw new ImportFileError('empty_file');
  const entries: ParsedEntry[] = [];
  for (const resource of resources) {
    const name = attr(resource, 'identifier') ?? attr(resource, 'href') ?? '?';
    const href = attr(resource, 'href') ?? firstChild(resource, 'file')?.attrs.href;
    const path = href ? posix.normalize(href) : '';
    const file = files.get(path);
    if (!file) {
      entries.push({
        problems: [{ row: null, item: name, field: 'file', code: 'item_missing', vars: { path: path.slice(0, 200) } }],
      });
      continue;
    }
    let entry: ParsedEntry;
    try {
      const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
      entry = readQtiItem(parseXml(utf8(file)), { name, baseDir: dir, stimulus: stimulusReader(files, dir) });
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      entry = {
        problems: [{ row: null, item: name, field: 'file', code: error.code, vars: error.vars } satisfies RawProblem],
      };
    }
    const metadata = firstChild(resource, 'metadata');
    const extension = metadata ? childElements(metadata, 'question')[0] : undefined;
    if (extension && 'candidate' in entry) entry = fromExtension(textOf(extension), name);
    entries.push(entry);
  }
  return { entries, files };
};
