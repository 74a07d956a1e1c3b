import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@prepwell/contracts';

/**
 * Issue 17, the feedback screenshot's checks before sending (the server checks the same by content): a PNG
 * or a JPEG by its first bytes, never by its name or the browser's guess, at most FEEDBACK_SCREENSHOT_MAX_BYTES.
 */

export const SCREENSHOT_MAX_LABEL = `${FEEDBACK_SCREENSHOT_MAX_BYTES / 1024 / 1024} MB`;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type by its magic bytes, or null. */
export const sniffImage = (head: Uint8Array): 'png' | 'jpeg' | null => {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return starts(PNG) ? 'png' : starts(JPEG) ? 'jpeg' : null;
};

export type ScreenshotProblem = 'tooBig' | 'wrongType';

/** What is wrong with a file's bytes as a screenshot, or null. */
export const screenshotProblem = (bytes: Uint8Array): ScreenshotProblem | null =>
  bytes.length > FEEDBACK_SCREENSHOT_MAX_BYTES ? 'tooBig' : sniffImage(bytes) ? null : 'wrongType';

const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
};

/** The data URL the API takes, typed by the content (a PNG named .jpg is sent as a PNG). */
export const screenshotDataUrl = (bytes: Uint8Array): string | null => {
  const type = sniffImage(bytes);
  return type ? `data:image/${type};base64,${base64Of(bytes)}` : null;
};

/** A data URL's decoded size in bytes (without decoding it). */
export const dataUrlBytes = (dataUrl: string): number => {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
};
