import { describe, expect, it } from 'vitest';
import { isWebLink } from './web-link.ts';

describe('isWebLink (spec §5: links must be valid)', () => {
  it('takes absolute http and https addresses with a host', () => {
    expect(isWebLink('https://example.org/worksheet.pdf')).toBe(true);
    expect(isWebLink('http://video.example.org/v/1?t=30#x')).toBe(true);
  });
  it('refuses what a browser could not open as a web page', () => {
    for (const text of ['worksheet.pdf', 'example.org', 'ftp://example.org/a', 'javascript:alert(1)', 'https://', '']) {
      expect(isWebLink(text), text).toBe(false);
    }
    expect(isWebLink('https://example.org/a b')).toBe(false);
    expect(isWebLink(' https://example.org')).toBe(false);
  });
});
