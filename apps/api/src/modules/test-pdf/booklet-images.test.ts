import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize, loadImages } from './booklet-images.ts';
import type { PrintBooklet } from './booklet-model.ts';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc(body));
  return Buffer.concat([head, body, tail]);
};
/** An RGBA PNG of `width` × `height` whose image data is `idat`. */
const png = (width: number, height: number, idat: Buffer) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const bookletWith = (stem: string): PrintBooklet =>
  ({
    test: { directions: '' },
    sections: [
      {
        directions: '',
        modules: [
          {
            directions: '',
            items: [{ kind: 'question', question: { stem, choices: [], explanation: '' }, seePassageAt: null }],
          },
        ],
      },
    ],
  }) as unknown as PrintBooklet;

describe('loadImages', () => {
  it('loads PNG and JPEG from the uploads; a corrupt, oversized, missing or foreign file is null', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pdf-images-'));
    mkdirSync(join(root, 't'));
    const good = png(2, 2, deflateSync(Buffer.alloc(2 * (1 + 2 * 4))));
    writeFileSync(join(root, 't', 'good.png'), good);
    writeFileSync(join(root, 't', 'corrupt.png'), png(2, 2, Buffer.from('not zlib at all')));
    writeFileSync(join(root, 't', 'huge.png'), png(10_000, 10_000, deflateSync(Buffer.alloc(10))));
    writeFileSync(join(root, 't', 'pic.gif'), Buffer.from('GIF89a................'));
    const names = ['good.png', 'corrupt.png', 'huge.png', 'pic.gif', 'none.png'];
    const stem = `<p>${names.map((n) => `<img src="/uploads/t/${n}" alt="${n}">`).join('')}</p>`;
    const images = await loadImages(root, bookletWith(stem), false);
    expect(images.get('/uploads/t/good.png')).toMatchObject({ width: 2, height: 2 });
    for (const n of names.slice(1)) expect(images.get(`/uploads/t/${n}`)).toBeNull();
    expect(imageSize(good)).toEqual({ width: 2, height: 2 });
    rmSync(root, { recursive: true, force: true });
  });
});
