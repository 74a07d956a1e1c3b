import type { ImportFormat } from '@prepwell/contracts';
import { isZip } from './safe-zip.ts';

/**
 * The format of an uploaded file, by its content first and its name second: a zip holding
 * `xl/workbook.xml` is a workbook, one holding `imsmanifest.xml` a QTI package (the names sit
 * uncompressed in the zip's directory); XML whose root is `quiz` is Moodle XML, one with an
 * `assessmentItem` a QTI item; text with a GIFT answer block `{…}` is GIFT, else CSV by name or by a
 * header naming the template's columns. Null when it is none of them.
 */
export const detectFormat = (fileName: string, head: Buffer): ImportFormat | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (isZip(head)) {
    const names = head.toString('latin1');
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    if (names.includes('imsmanifest.xml')) return 'qti';
    return ext === 'xlsx' ? 'xlsx' : ext === 'zip' ? 'qti' : null;
  }
  const text = head
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('<')) {
    if (/<quiz[\s>]/.test(start)) return 'moodle_xml';
    if (/<(\w+:)?(assessmentItem|qti-assessment-item)[\s>]/.test(start)) return 'qti';
    return ext === 'xml' ? 'qti' : null;
  }
  if (ext === 'csv') return 'csv';
  if (ext === 'gift' || ext === 'txt') return /(?<!\\)\{[\s\S]*?(?<!\\)\}/.test(text) ? 'gift' : null;
  const firstLine = start.split(/\r?\n/, 1)[0]?.toLowerCase() ?? '';
  if (/(^|,)\s*"?stem"?\s*(,|$)/.test(firstLine) && /(^|,)\s*"?type"?\s*(,|$)/.test(firstLine)) return 'csv';
  if (/(?<!\\)\{[\s\S]*?(?<!\\)\}/.test(text)) return 'gift';
  return null;
};
