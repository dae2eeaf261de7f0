import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three levels, one runner: unit (shared + server, node), client (components, jsdom),
// browser (the built console in Debian's Chromium through playwright-core).
export default defineConfig({
  // tsconfig's @shared/* alias (esbuild and tsx read it from tsconfig.json themselves).
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    globals: true,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/test/setup.ts'],
          // Whole screens in jsdom take 1–2 s alone; beside the browser tests on two busy cores
          // (load 6) they took over the 5 s default, so a slow machine failed correct tests.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
