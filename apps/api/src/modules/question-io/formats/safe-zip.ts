import { Inflate } from 'fflate';
import { ImportFileError } from '../import-problems.ts';

/**
 * Zips from a file are hostile. This reader takes the central directory (never a local header's word)
 * and inflates every entry itself, counting the bytes it produces: more than MAX_ZIP_ENTRIES entries, more
 * than `maxTotalBytes` of output in all (counted while inflating, so a header that lies about sizes does
 * not help a bomb), a path that could leave the folder (`..`, absolute, backslash, drive letter, NUL), an
 * encrypted entry, an unknown compression, ZIP64 or a zip inside the zip is refused with an ImportFileError.
 */
export const MAX_ZIP_ENTRIES = 2_000;
export const MAX_ZIP_TOTAL_BYTES = 100 * 1024 * 1024;
/** Compressed bytes handed to the inflater at a time: one push produces at most ~1,000× this. */
const CHUNK = 4 * 1024;

export const isZip = (data: Uint8Array) =>
  data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && (data[2] === 0x03 || data[2] === 0x05);

const u16 = (d: Uint8Array, o: number) => d[o]! | (d[o + 1]! << 8);
const u32 = (d: Uint8Array, o: number) => (d[o]! | (d[o + 1]! << 8) | (d[o + 2]! << 16) | (d[o + 3]! << 24)) >>> 0;

/** The end of central directory record, searched from the end (a comment may follow it). */
const findEnd = (d: Uint8Array) => {
  for (let o = d.length - 22; o >= Math.max(0, d.length - 22 - 0xffff); o--) if (u32(d, o) === 0x06054b50) return o;
  throw new ImportFileError('zip_invalid');
};

export const isUnsafeEntryName = (name: string) =>
  name === '' ||
  name.includes('\\') ||
  name.includes('\0') ||
  name.startsWith('/') ||
  /^[a-zA-Z]:/.test(name) ||
  name.split('/').some((part) => part === '..');

const NESTED_ARCHIVE = /\.(zip|jar|war|ear|apk|xlsx|docx|pptx|odt|ods|epub|7z|rar|gz|tgz)$/i;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

const readDirectory = (d: Uint8Array): Entry[] => {
  const end = findEnd(d);
  const count = u16(d, end + 10);
  const dirOffset = u32(d, end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ImportFileError('zip_invalid');
  if (count > MAX_ZIP_ENTRIES) throw new ImportFileError('zip_too_many_entries', { max: MAX_ZIP_ENTRIES });
  const entries: Entry[] = [];
  let o = dirOffset;
  for (let i = 0; i < count; i++) {
    if (o + 46 > d.length || u32(d, o) !== 0x02014b50) throw new ImportFileError('zip_invalid');
    const nameLength = u16(d, o + 28);
    const extraLength = u16(d, o + 30);
    const commentLength = u16(d, o + 32);
    if (o + 46 + nameLength > d.length) throw new ImportFileError('zip_invalid');
    const name = new TextDecoder('utf-8', { fatal: false }).decode(d.subarray(o + 46, o + 46 + nameLength));
    const compressedSize = u32(d, o + 20);
    const localOffset = u32(d, o + 42);
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff) throw new ImportFileError('zip_invalid');
    entries.push({ name, method: u16(d, o + 10), flags: u16(d, o + 8), compressedSize, localOffset });
    o += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

const inflateEntry = (d: Uint8Array, entry: Entry, budget: { left: number; max: number }): Uint8Array => {
  const o = entry.localOffset;
  if (o + 30 > d.length || u32(d, o) !== 0x04034b50) throw new ImportFileError('zip_invalid');
  const start = o + 30 + u16(d, o + 26) + u16(d, o + 28);
  const end = start + entry.compressedSize;
  if (end > d.length) throw new ImportFileError('zip_invalid');
  const data = d.subarray(start, end);
  const take = (n: number) => {
    budget.left -= n;
    if (budget.left < 0)
      throw new ImportFileError('zip_too_large', { max: `${Math.round(budget.max / 1024 / 1024)} MB` });
  };
  if (entry.method === 0) {
    take(data.length);
    return data.slice();
  }
  if (entry.method !== 8) throw new ImportFileError('zip_invalid');
  const parts: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    take(chunk.length);
    parts.push(chunk);
    size += chunk.length;
  });
  try {
    for (let p = 0; p < data.length; p += CHUNK)
      inflater.push(data.subarray(p, Math.min(p + CHUNK, data.length)), p + CHUNK >= data.length);
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('zip_invalid');
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * Every file of the zip by its path (folders skipped), checked as above. `maxTotalBytes` caps the
 * inflated total (MAX_ZIP_TOTAL_BYTES by default).
 */
export const readZip = (data: Uint8Array, maxTotalBytes = MAX_ZIP_TOTAL_BYTES): Map<string, Uint8Array> => {
  if (!isZip(data)) throw new ImportFileError('zip_invalid');
  const entries = readDirectory(data);
  const files = new Map<string, Uint8Array>();
  const budget = { left: maxTotalBytes, max: maxTotalBytes };
  for (const entry of entries) {
    if (isUnsafeEntryName(entry.name)) throw new ImportFileError('zip_unsafe_path', { path: entry.name.slice(0, 200) });
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & 1) throw new ImportFileError('zip_encrypted');
    if (NESTED_ARCHIVE.test(entry.name)) throw new ImportFileError('zip_nested', { path: entry.name.slice(0, 200) });
    const content = inflateEntry(data, entry, budget);
    if (isZip(content)) throw new ImportFileError('zip_nested', { path: entry.name.slice(0, 200) });
    files.set(entry.name, content);
  }
  return files;
};
