import { MATERIAL_MIME_TYPES } from '@prepwell/contracts';

type MaterialMime = (typeof MATERIAL_MIME_TYPES)[number];

/** The file-name extensions each allowed type may carry (a name without an extension is judged by content alone). */
const EXTENSIONS: Record<MaterialMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'audio/mpeg': ['mp3', 'mpga', 'mpeg'],
  'audio/wav': ['wav'],
  'video/mp4': ['mp4', 'm4v'],
  'application/zip': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/msword': ['doc'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.ms-excel': ['xls'],
};

/** Old Office files share one container format (CFB); which of them it is, only the name tells. */
const CFB_BY_EXTENSION: Record<string, MaterialMime> = {
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  xls: 'application/vnd.ms-excel',
};

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : null;
};

/**
 * The type a material file is stored as, from what its content is (`detected`, by magic bytes) and what
 * its name claims; null when the content is not an allowed type or contradicts the name (a text file
 * named .pdf, a PNG named .pdf) — 415 `unsupported_file_type`.
 */
export const materialTypeOf = (detected: { mime: string } | undefined, fileName: string): MaterialMime | null => {
  if (!detected) return null;
  const ext = extensionOf(fileName);
  if (detected.mime === 'application/x-cfb') return ext ? (CFB_BY_EXTENSION[ext] ?? null) : null;
  const mime = MATERIAL_MIME_TYPES.find((m) => m === detected.mime);
  if (
    !mime ||
    mime === 'application/msword' ||
    mime === 'application/vnd.ms-powerpoint' ||
    mime === 'application/vnd.ms-excel'
  )
    return mime ?? null;
  return ext === null || EXTENSIONS[mime].includes(ext) ? mime : null;
};
