import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lazyContracts } from './apps/web/src/build/lazy-contracts.ts';

// @mantine/tiptap sits at the root of node_modules while @mantine/core and /hooks sit under apps/web
// (package-lock's layout): the component tests transform it and point its imports at the app's copies.
const webMantine = (name: string) =>
  fileURLToPath(new URL(`apps/web/node_modules/@mantine/${name}/esm/index.mjs`, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Pure logic of the web app (no DOM). The web's tests see the contracts as the browser's build makes them:
      // each schema built at its first use (decision 0057).
      {
        plugins: [lazyContracts()],
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      // Component tests: what a person does on a form, a dialog or a runner tool, in happy-dom with
      // Testing Library (apps/web/src/test/setup.ts: English texts, Mantine's browser APIs, fetch stubbed per test).
      {
        plugins: [lazyContracts()],
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          server: { deps: { inline: [/@mantine[\\/]tiptap/] } },
          alias: [
            { find: /^@mantine\/core$/, replacement: webMantine('core') },
            { find: /^@mantine\/hooks$/, replacement: webMantine('hooks') },
          ],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form with Mantine re-renders per keystroke: seconds on a busy 2-core machine, not 5.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
