import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('Unit 1 notes.pdf')).toBe('attachment; filename="Unit 1 notes.pdf"');
  });
  it('adds the RFC 5987 form for a non-ASCII name, with an ASCII fallback', () => {
    expect(attachmentDisposition('阅读 1.pdf')).toBe(
      `attachment; filename="__ 1.pdf"; filename*=UTF-8''%E9%98%85%E8%AF%BB%201.pdf`,
    );
  });
  it('never lets a quote, a backslash or a line break into the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nd(1)\'.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_c  d(1)'.pdf"; filename*=UTF-8''a%22b%5Cc%20%20d%281%29%27.pdf`);
  });
});
