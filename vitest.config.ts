import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
// With its file suffix (TypeScript and Vite map .js to the .ts file): Vite warns about every
// extensionless import in a config, once per project, ten times in CI's log.
import { LongestFirstSequencer } from './scripts/lib/longest-first.js';

// Three levels, one runner: unit (shared + server, node), client (components, happy-dom),
// browser (the built console in Debian's Chromium through playwright-core).
//
// CI's machine has 2 cores, where vitest's default (cores - 1) ran every file one after another.
// unit and client are CPU-bound: two at a time. Then the browser files, two at a time, each with
// its own gateway and demo backend on free ports and its own contexts in its worker's Chromium.
// One file alone kept the two cores ~80 % busy: a test waits on its round trips (test →
// Playwright → Chromium → gateway → backend and back), and each process idles while another
// works. A second file fills those gaps: ~97 % busy, CI's browser span 738 → 715 s (stop 50).
// At stop 40, with helpers loading the machine beside them, two made loaded tests time out;
// stop 50's runs had none. BROWSER_WORKERS=1 runs them one at a time (one file's timing alone).
const BROWSER_WORKERS = Number(process.env.BROWSER_WORKERS ?? 2);

/**
 * What both client projects share: components and screens in happy-dom. In jsdom the same
 * files took 214 core-seconds (117 s on two cores), in happy-dom 138 (78 s). A file that needs
 * what only jsdom has (its CSS parser, its stylesheet hiding closed popovers) says so in a
 * `@vitest-environment jsdom` comment.
 */
const CLIENT = {
  environment: 'happy-dom' as const,
  maxWorkers: 2,
  include: ['client/**/*.test.{ts,tsx}'],
  setupFiles: ['client/test/setup.ts'],
  // Whole screens take 1–2 s alone; beside the browser tests on two busy cores
  // (load 6) they took over the 5 s default, so a slow machine failed correct tests.
  testTimeout: 15_000,
};

/**
 * The client tests that replace a module (vi.mock), run the entry (which renders the app as it
 * loads) or ask for another environment: each runs with a module registry of its own
 * (scripts/source-rules.test.ts keeps this list equal to the files that do any of them).
 */
export const CLIENT_TESTS_NEEDING_FRESH_MODULES = [
  'client/main.test.tsx',
  'client/app/route-error.test.tsx',
  'client/components/time-with-tip.test.tsx',
  'client/styles/color-schemes.test.ts',
  'client/components/charts/day-bar-chart.test.tsx',
  'client/components/data-table/data-table.test.tsx',
  'client/components/data-table/selection.test.tsx',
  'client/features/dashboard/platform-glance.test.tsx',
  'client/features/organization-overview/organization-overview-page.test.tsx',
  'client/features/organization-users/organization-users-page.test.tsx',
];

export default defineConfig({
  // tsconfig's @shared/* alias (esbuild and tsx read it from tsconfig.json themselves).
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    globals: true,
    // Files known to be long start first (scripts/lib/longest-first.ts).
    sequence: { sequencer: LongestFirstSequencer },
    // Under CI, also a JSON report (.ci/run adds up every run's): TEST_RESULTS_JSON names its
    // file, so each run (npm test, the Node 24 gateway suite) keeps its own.
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: process.env.TEST_RESULTS_JSON ?? '.test-results/vitest.json' }],
        ]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: 2,
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          // One module registry per worker, not per file: importing each file's graph anew cost
          // the project 65 s of its 272 s of CPU; shared, 148 → 95 s on two cores. Every test
          // builds its own app and data folder, and three file orders (default and two
          // shuffled) passed.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...CLIENT,
          name: 'client',
          exclude: [...configDefaults.exclude, ...CLIENT_TESTS_NEEDING_FRESH_MODULES],
          // One document and one module registry per worker, not per file: the project took
          // 225 s in CI with a fresh one per file and 68 s without. Each test still starts
          // from a fresh store, query client, DOM and storage (client/test/setup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...CLIENT,
          // A replaced module or a running app would leak into the next file of a shared registry.
          name: 'client-fresh-modules',
          include: CLIENT_TESTS_NEEDING_FRESH_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          // The demo backend bundled once and stores seeded at scale once (support/global-setup.ts).
          globalSetup: ['tests/browser/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: BROWSER_WORKERS,
          // One worker for every file, not a new one per file: each file still starts its own
          // gateway, backend and browser connection (console-fixture.ts), and nothing it keeps
          // lives at module level. Six files took 101 s isolated and 93.5 s shared.
          isolate: false,
          // After unit and client (group 0), so the browser files have the cores to themselves.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
