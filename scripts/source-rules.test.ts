// Rules that hold for every file under client/: raw HTML, eval and fetch outside the one API
// client are never allowed (issue #8 item 7), nor a cast of search or params (issue #9 item 3).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_TESTS_NEEDING_FRESH_MODULES } from '../vitest.config';
import { filesUnder } from './lib/files-under';

const clientDir = path.resolve(import.meta.dirname, '../client');
const API_CLIENT = path.join('lib', 'api-client.ts');

function sourceFiles(dir: string): string[] {
  return filesUnder(dir).filter((file) => /\.(ts|tsx)$/.test(file) && !isTestSupport(file));
}

/** Tests and their harnesses stub fetch on purpose; they never reach the bundle. */
function isTestSupport(file: string): boolean {
  const relative = path.relative(clientDir, file);
  return (
    /\.test\.tsx?$/.test(relative) ||
    relative.startsWith(`test${path.sep}`) ||
    /(^|[-/])test-[\w-]+\.tsx?$|-test-utils\.tsx?$/.test(relative)
  );
}

/** Comments may name what they warn about. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const rules: { name: string; pattern: RegExp; allowedIn?: string }[] = [
  { name: 'dangerouslySetInnerHTML', pattern: /dangerouslySetInnerHTML/ },
  { name: 'eval', pattern: /\beval\s*\(|new\s+Function\s*\(/ },
  {
    name: 'raw fetch',
    pattern: /(^|[^.\w])fetch\s*\(|window\.fetch|globalThis\.fetch/,
    allowedIn: API_CLIENT,
  },
  // Issue #9 item 3: search and params are typed from each route's schema and read through
  // getRouteApi(id); a cast or a non-strict read throws that typing away.
  {
    name: 'cast of search or params',
    pattern: /\buse(Search|Params)\s*\((?:[^()]|\([^()]*\))*\)\s*as\b|\bstrict\s*:\s*false\b/,
  },
];

describe('client source rules', () => {
  const files = sourceFiles(clientDir);

  it('finds the client sources', () => {
    expect(files.length).toBeGreaterThan(1);
  });

  for (const rule of rules) {
    it(`uses no ${rule.name}${rule.allowedIn ? ` outside ${rule.allowedIn}` : ''}`, () => {
      const offenders = files
        .filter((file) => !(rule.allowedIn && file.endsWith(rule.allowedIn)))
        .filter((file) => rule.pattern.test(code(file)))
        .map((file) => path.relative(clientDir, file));
      expect(offenders).toEqual([]);
    });
  }

  it('would catch an offender (the patterns match what they are meant to)', () => {
    expect(rules[0]!.pattern.test('<div dangerouslySetInnerHTML={{ __html: x }} />')).toBe(true);
    expect(rules[1]!.pattern.test('eval("1")')).toBe(true);
    expect(rules[2]!.pattern.test('await fetch("/x")')).toBe(true);
    expect(rules[2]!.pattern.test('queryClient.fetchQuery()')).toBe(false);
    const casts = rules[3]!.pattern;
    expect(casts.test('const s = useSearch({ strict: false }) as { q?: string };')).toBe(true);
    expect(casts.test('const p = useParams({ from: "/x" }) as { id: string };')).toBe(true);
    expect(casts.test('route.useSearch() as Search')).toBe(true);
    expect(casts.test('useMatch({ strict: false })')).toBe(true);
    expect(casts.test('const search = agenciesRoute.useSearch();')).toBe(false);
    expect(casts.test('const { orgId } = byIdRoute.useParams();')).toBe(false);
  });
});

// Product folders hold product code only: test helpers live in client/test/ and server/test/
// (issue #9 item 5), so a reader of a feature or of the gateway meets no test scaffolding.
const repoRoot = path.resolve(import.meta.dirname, '..');
const TEST_KIT_DIRS = ['client/test', 'server/test'];
const TEST_HELPER_NAME = /test-utils|test-support|fuzz-support|mock-api|fake-backend|harness/;

/** Test helpers (by name) outside the test kits, relative to the repository. */
function misplacedTestHelpers(files: string[]): string[] {
  return files
    .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
    .filter((file) => TEST_HELPER_NAME.test(path.posix.basename(file)))
    .filter((file) => !TEST_KIT_DIRS.some((dir) => file.startsWith(`${dir}/`)));
}

describe('test code placement', () => {
  it('keeps test helpers out of the product folders (client/, server/, shared/)', () => {
    const files = ['client', 'server', 'shared'].flatMap((dir) =>
      filesUnder(path.join(repoRoot, dir)),
    );
    expect(files.length).toBeGreaterThan(1);
    expect(misplacedTestHelpers(files)).toEqual([]);
  });

  it('would catch a helper in a feature folder or beside the gateway', () => {
    expect(
      misplacedTestHelpers([
        path.join(repoRoot, 'client/features/organizations/organizations-test-utils.tsx'),
        path.join(repoRoot, 'server/gateway/test-support.ts'),
        path.join(repoRoot, 'server/fuzz-support.ts'),
        path.join(repoRoot, 'client/test/fake-backend.ts'),
        path.join(repoRoot, 'server/test/gateway-support.ts'),
      ]),
    ).toEqual([
      'client/features/organizations/organizations-test-utils.tsx',
      'server/gateway/test-support.ts',
      'server/fuzz-support.ts',
    ]);
  });
});

// The client project shares one module registry per worker (vitest.config.ts): a test file that
// replaces a module with vi.mock, or runs the entry (which renders the app as it loads), runs in
// the client-fresh-modules project instead, or its stand-in or its app would reach later files.
// So does a file that asks for another environment: vitest tears the shared document down for
// it, and a module the next file imports late then fails to load ("after the environment was
// torn down").
describe('client tests that need fresh modules', () => {
  const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock)\s*\(|import\(\s*['"]\.\/main['"]\s*\)/;
  const OTHER_ENVIRONMENT = /^\/\/ @vitest-environment /m;
  const needsFreshModules = (file: string) =>
    NEEDS_FRESH_MODULES.test(code(file)) || OTHER_ENVIRONMENT.test(readFileSync(file, 'utf8'));
  const needing = filesUnder(path.join(repoRoot, 'client'))
    .filter((file) => /\.test\.tsx?$/.test(file) && needsFreshModules(file))
    .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'))
    .sort();

  it('run with a module registry of their own, and only they do', () => {
    expect(needing.length).toBeGreaterThan(1);
    expect([...CLIENT_TESTS_NEEDING_FRESH_MODULES].sort()).toEqual(needing);
  });

  // The unit project shares its registry too, and has no project for files that replace modules.
  it('are none of the unit tests (shared, server, scripts)', () => {
    // This file names the calls in its own checks' examples.
    const unitTests = ['shared', 'server', 'scripts'].flatMap((folder) =>
      filesUnder(path.join(repoRoot, folder)).filter(
        (file) => /\.test\.ts$/.test(file) && file !== import.meta.filename,
      ),
    );
    expect(unitTests.length).toBeGreaterThan(50);
    const replacing = unitTests.filter((file) => /\bvi\.(mock|doMock)\s*\(/.test(code(file)));
    expect(replacing.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });

  it('would catch a vi.mock, a vi.doMock or an import of the entry, and not a mocked function', () => {
    expect(NEEDS_FRESH_MODULES.test("vi.mock('../lib/csv')")).toBe(true);
    expect(NEEDS_FRESH_MODULES.test('vi.doMock("x", () => ({}))')).toBe(true);
    expect(NEEDS_FRESH_MODULES.test("await act(() => import('./main'));")).toBe(true);
    expect(NEEDS_FRESH_MODULES.test('vi.mocked(downloadCsv).mock.calls')).toBe(false);
    expect(NEEDS_FRESH_MODULES.test('vi.fn().mockReturnValue(1)')).toBe(false);
    // Split: vitest reads that comment anywhere in a test file, this one's included.
    expect(OTHER_ENVIRONMENT.test('// @vitest-' + 'environment jsdom -- its CSS')).toBe(true);
    expect(OTHER_ENVIRONMENT.test("environment: 'jsdom'")).toBe(false);
  });
});
