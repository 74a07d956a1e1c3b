// Writes .br and .gz beside every text asset of the build, so the server sends them pre-compressed
// (@fastify/static `preCompressed`) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build's folder: apps/web/dist, or the one given (`node scripts/precompress.mjs /tmp/dist-lh` after
// `vite build --outDir /tmp/dist-lh`).
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|woff2?)$/;

const walk = async (dir) =>
  (
    await Promise.all(
      (await readdir(dir, { withFileTypes: true })).map((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      ),
    )
  ).flat();

let raw = 0;
let br = 0;
for (const file of await walk(dist)) {
  if (!TEXT.test(file) || (await stat(file)).size < 512) continue;
  const data = await readFile(file);
  const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  raw += data.length;
  br += brotli.length;
}
console.log(`precompressed the web build: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB (brotli)`);
