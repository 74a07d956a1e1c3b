import { describe, expect, it } from 'vitest';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@prepwell/contracts';
import { dataUrlBytes, screenshotDataUrl, screenshotProblem, sniffImage } from './screenshot-rules.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytes = (head: number[], size = head.length) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

describe('the feedback screenshot checks', () => {
  it('knows a PNG and a JPEG by content, and nothing else', () => {
    expect(sniffImage(bytes(PNG_HEAD))).toBe('png');
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(bytes([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull(); // GIF89a
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses a file over the limit or of another type', () => {
    expect(screenshotProblem(bytes(PNG_HEAD, FEEDBACK_SCREENSHOT_MAX_BYTES))).toBeNull();
    expect(screenshotProblem(bytes(PNG_HEAD, FEEDBACK_SCREENSHOT_MAX_BYTES + 1))).toBe('tooBig');
    expect(screenshotProblem(bytes([0x47, 0x49, 0x46]))).toBe('wrongType');
  });

  it('types the data URL by content and measures it', () => {
    const url = screenshotDataUrl(bytes([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))!;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(dataUrlBytes(url)).toBe(7);
    expect(screenshotDataUrl(bytes([1, 2, 3]))).toBeNull();
  });
});
