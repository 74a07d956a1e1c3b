// Bundles the API (and the workspace contracts it imports) into dist/main.js; npm packages stay external.
// API_DIST (a folder under dist/, e.g. dist/mine) builds elsewhere, so that two checkouts' journeys on one
// machine do not overwrite each other's bundle (the journeys' E2E_API_DIST runs it).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const out = process.env.API_DIST ?? 'dist';
if (out !== 'dist' && !out.startsWith('dist/')) throw new Error('API_DIST must be dist or a folder under dist/');
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@prepwell/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`API built: apps/api/${out}/main.js`);
