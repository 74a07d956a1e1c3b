import { FLASHCARD_MEDIA_MAX_BYTES } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { checkMedia } from './media-check.ts';

describe('a mnemonic’s media (spec §5)', () => {
  it('takes the spec’s images and videos up to 5 MB', () => {
    expect(checkMedia({ name: 'cat.JPG', type: 'image/jpeg', size: 1000 })).toEqual({ ok: true, kind: 'image' });
    expect(checkMedia({ name: 'p.heic', type: '', size: 1000 })).toEqual({ ok: true, kind: 'image' });
    expect(checkMedia({ name: 'clip.mov', type: 'video/quicktime', size: 1000 })).toEqual({ ok: true, kind: 'video' });
    expect(checkMedia({ name: 'clip.wmv', type: '', size: FLASHCARD_MEDIA_MAX_BYTES })).toEqual({
      ok: true,
      kind: 'video',
    });
  });

  it('refuses other formats, renamed files and anything over 5 MB', () => {
    expect(checkMedia({ name: 'a.webp', type: 'image/webp', size: 10 })).toEqual({
      ok: false,
      problem: 'wrong_format',
    });
    expect(checkMedia({ name: 'setup.png', type: 'application/x-msdownload', size: 10 })).toEqual({
      ok: false,
      problem: 'wrong_format',
    });
    expect(checkMedia({ name: 'noext', type: '', size: 10 })).toEqual({ ok: false, problem: 'wrong_format' });
    expect(checkMedia({ name: 'big.png', type: 'image/png', size: FLASHCARD_MEDIA_MAX_BYTES + 1 })).toEqual({
      ok: false,
      problem: 'too_big',
    });
  });
});
