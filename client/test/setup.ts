import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { freshTestStore } from './test-store';

// CI machines are shared 2-core boxes: give findBy/waitFor room beyond the 1 s default so a
// busy moment is not mistaken for a missing element (a real absence still fails, just later).
configure({ asyncUtilTimeout: 5_000 });

// CI's log has no warning that a test causes (#31 item 6): what TanStack Query or React prints
// to console.error/console.warn during a test fails that test, by name. A test that expects
// such a message spies on the console itself (vi.spyOn(console, 'error')), which replaces
// this recorder for that test: the allow-list is explicit, in the test.
const LIBRARY_PROBLEMS = [
  // TanStack Query (development builds)
  /No queryFn was passed|Missing queryFn|skipToken|queryKey needs to be an Array|Query data cannot be undefined/,
  // React
  /unique "key" prop|Cannot update a component|React does not recognize|Invalid hook call/,
  /not wrapped in act\(/,
];
let printed: string[] = [];
const originalConsole = { error: console.error, warn: console.warn };

function recordLibraryProblems(level: 'error' | 'warn') {
  return (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (LIBRARY_PROBLEMS.some((pattern) => pattern.test(text)))
      printed.push(`console.${level}: ${text.split('\n')[0]}`);
    originalConsole[level](...args);
  };
}

// Each test's atoms (auth, toasts, picks) start from nothing: harnesses render in this store.
beforeEach(() => {
  freshTestStore();
  printed = [];
  console.error = recordLibraryProblems('error');
  console.warn = recordLibraryProblems('warn');
});

afterEach(() => {
  cleanup();
  // Test files share one document per worker (vitest.config.ts): what a test put in it itself,
  // outside render(), goes too, so the next test (or file) starts from an empty one.
  document.body.replaceChildren();
  document.title = '';
  console.error = originalConsole.error;
  console.warn = originalConsole.warn;
  // A test on a fake clock (client/test/fake-clock.ts) gives the next one real timers.
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  const name = expect.getState().currentTestName ?? 'this test';
  expect(printed, `"${name}" made TanStack Query or React print a warning`).toEqual([]);
});

// happy-dom's fetch would send a request nothing stubbed to http://localhost:3000 (the test
// document's address), where anything may listen: it fails at once instead, as a browser offline.
window.fetch = () => Promise.reject(new TypeError('Failed to fetch (no fetch stub in this test)'));
