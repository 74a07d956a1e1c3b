import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import type { PrintBooklet } from './booklet-model.ts';
import type { LoadedImage } from './painter.ts';
import { imagesOf, richBlocks } from './rich-blocks.ts';

/**
 * The images a booklet shows, read from the uploads folder before layout (layout is synchronous). Only
 * `/uploads/…` sources reach here (the sanitizer keeps no other), resolved inside the uploads root; PNG and
 * JPEG are embedded as they are, anything else (or a missing file) prints as its alt text. A PNG's pixels
 * are inflated once here, within a size limit: pdfkit decodes some PNGs asynchronously, where a corrupt one
 * would throw outside any request instead of printing as its alt text.
 */

const MAX_IMAGES = 300;
const MAX_BYTES = 64 * 1024 * 1024;
/** A PNG is decoded for the PDF: up to 6 megapixels (a 2560 × 1440 screenshot fits). */
const MAX_PNG_PIXELS = 6_000_000;
const inflateAsync = promisify(inflate);

/** Every rich text the booklet prints (the explanations only with the answer key). */
const textsOf = (booklet: PrintBooklet, answers: boolean): string[] => [
  booklet.test.directions,
  ...booklet.sections.flatMap((s) => [
    s.directions,
    ...s.modules.flatMap((m) => [
      m.directions,
      ...m.items.flatMap((item) =>
        item.kind === 'passage'
          ? [item.passage.body, item.passage.transcript ?? '']
          : [item.question.stem, ...item.question.choices.map((c) => c.text), answers ? item.question.explanation : ''],
      ),
    ]),
  ]),
];

/** Width and height in pixels of a PNG or a JPEG, or null for anything else. */
export const imageSize = (data: Buffer): { width: number; height: number } | null => {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('latin1', 12, 16) === 'IHDR')
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let at = 2;
    while (at + 9 < data.length && data[at] === 0xff) {
      const marker = data[at + 1]!;
      const length = data.readUInt16BE(at + 2);
      // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
};

/** Whether a PNG's chunks are whole and its image data inflates to no more than its size allows. */
const pngDecodes = async (data: Buffer, size: { width: number; height: number }): Promise<boolean> => {
  if (size.width * size.height > MAX_PNG_PIXELS) return false;
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > data.length) return false;
    if (type === 'IDAT') parts.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!parts.length) return false;
  // At most 8 bytes a pixel (16-bit RGBA) and a filter byte a row.
  const limit = size.height * (1 + size.width * 8);
  return inflateAsync(Buffer.concat(parts), { maxOutputLength: limit }).then(
    () => true,
    () => false,
  );
};

const isPng = (data: Buffer) => data.readUInt32BE(0) === 0x89504e47;

export const loadImages = async (
  uploadsRoot: string,
  booklet: PrintBooklet,
  answers: boolean,
): Promise<Map<string, LoadedImage | null>> => {
  const sources = [...new Set(textsOf(booklet, answers).flatMap((text) => imagesOf(richBlocks(text))))];
  const root = resolve(uploadsRoot);
  const out = new Map<string, LoadedImage | null>();
  let bytes = 0;
  for (const src of sources.slice(0, MAX_IMAGES)) {
    const path = resolve(root, src.replace(/^\/uploads\//, ''));
    const data = path.startsWith(root + sep) ? await readFile(path).catch(() => null) : null;
    const size = data && bytes + data.length <= MAX_BYTES ? imageSize(data) : null;
    const usable =
      !!data && !!size && size.width > 0 && size.height > 0 && (!isPng(data) || (await pngDecodes(data, size)));
    if (data && size && usable) {
      bytes += data.length;
      out.set(src, { data, ...size });
    } else out.set(src, null);
  }
  return out;
};
