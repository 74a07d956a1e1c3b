import { defineConfig } from 'vitest/config';

/** Browser journeys: Playwright (playwright-core) driving Debian's Chromium against the built app. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    // Playwright's own waits are shorter, so a failure says what it waited for.

    hookTimeout: 180_000,
    // expect.poll waits on what the page shows; 1 s (Vitest's default) is too short on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
