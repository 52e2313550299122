import { defineConfig } from 'vitest/config';

// Tests import the packages' TypeScript sources through the "docgen-source" export condition,
// so a test run never depends on stale compiled output.
export default defineConfig({
  resolve: { conditions: ['docgen-source', 'module', 'node', 'default'] },
  ssr: { resolve: { conditions: ['docgen-source', 'module', 'node', 'default'] } },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
