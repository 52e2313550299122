import { defineConfig } from 'vitest/config';

// Tests import the packages' TypeScript sources through the "docgen-source" export condition,
// so a test run never depends on stale compiled output.
const conditions = ['docgen-source', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    setupFiles: ['tests/setup-source-maps.ts'],
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'],
          // Two files at once, whatever the cores (vitest's default on two cores is one): most of these tests wait
          // for a child build, a server or the disk. The browser tests run after them (see `sequence`).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Real Chromium (Debian's, through playwright-core) against sites built and served once for all files.
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // Two files at once, each with its own Chromium: a page load waits on the network and the renderer as much
          // as on the cores. Files share the sites built once; none changes them.
          maxWorkers: 2,
          testTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
