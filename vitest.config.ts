import { defineConfig } from 'vitest/config';

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
      // Pure logic of the web app (no DOM).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      // Component tests: what a person does on a form, a dialog or a runner tool, in happy-dom with
      // Testing Library (apps/web/src/test/setup.ts: English texts, Mantine's browser APIs, fetch stubbed per test).
      {
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form with Mantine re-renders per keystroke: seconds on a busy 2-core machine, not 5.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
