import { FLASHCARD_MEDIA_MAX_BYTES } from '@prepwell/contracts';

/**
 * Spec §5: a mnemonic's image (jpg, png, gif, HEIC) or video (mp4, avi, wmv, mov), 5 MB each. Checked here
 * before the upload so the student hears at once; the server checks again, by content.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'wmv', 'mov'] as const;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/heic', 'image/heif'];
const VIDEO_TYPES = ['video/mp4', 'video/x-msvideo', 'video/avi', 'video/msvideo', 'video/x-ms-wmv', 'video/quicktime'];

/** The file input's `accept`: the types and the extensions (browsers give HEIC and WMV no type). */
export const MEDIA_ACCEPT = [
  ...IMAGE_TYPES,
  ...VIDEO_TYPES,
  ...IMAGE_EXTENSIONS.map((e) => `.${e}`),
  ...VIDEO_EXTENSIONS.map((e) => `.${e}`),
].join(',');

export type MediaCheck = { ok: true; kind: 'image' | 'video' } | { ok: false; problem: 'wrong_format' | 'too_big' };

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const checkMedia = (file: { name: string; type: string; size: number }): MediaCheck => {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  // The name and the type must agree where the browser gives a type: a renamed file is the wrong format.
  const image = (IMAGE_EXTENSIONS as readonly string[]).includes(ext) && (type === '' || IMAGE_TYPES.includes(type));
  const video = (VIDEO_EXTENSIONS as readonly string[]).includes(ext) && (type === '' || VIDEO_TYPES.includes(type));
  if (!image && !video) return { ok: false, problem: 'wrong_format' };
  if (file.size > FLASHCARD_MEDIA_MAX_BYTES) return { ok: false, problem: 'too_big' };
  return { ok: true, kind: image ? 'image' : 'video' };
};
