import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DURATIONS_FILE, longestFirst } from './longest-first';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every browser test file, as the durations file names them. */
const browserTestFiles = () =>
  readdirSync(path.join(repoRoot, 'tests/browser'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ['tests/browser', ...file.split(path.sep)].join('/'));

describe('test files, longest first', () => {
  it('starts the files it knows longest first, then the others in the order given', () => {
    const seconds: Record<string, number> = { walk: 45, small: 3, big: 70 };
    expect(longestFirst(['small', 'new', 'walk', 'other', 'big'], (file) => seconds[file])).toEqual(
      ['big', 'walk', 'small', 'new', 'other'],
    );
  });

  it('knows every browser file (a new one: npx tsx scripts/test-durations.ts after a CI run)', () => {
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const browser = Object.keys(durations).filter((file) => file.startsWith('tests/browser/'));
    expect(browser.sort()).toEqual(browserTestFiles().sort());
  });
});
