// Bundles the API (and the workspace contracts it imports) into dist/main.js; npm packages stay external.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('API built: apps/api/dist/main.js');
