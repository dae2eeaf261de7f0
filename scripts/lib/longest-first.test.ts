import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DURATIONS_FILE, longestFirst } from './longest-first';

const browserDir = path.resolve(import.meta.dirname, '../../tests/browser');

function browserTestFiles(dir = browserDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? browserTestFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [path.relative(path.dirname(path.dirname(browserDir)), path.join(dir, entry.name))]
        : [],
  );
}

describe('the browser files, longest first', () => {
  it('starts unknown files first, then the known ones longest first', () => {
    const seconds: Record<string, number> = { walk: 45, small: 3, big: 70 };
    expect(longestFirst(['small', 'new', 'walk', 'big'], (file) => seconds[file])).toEqual([
      'new',
      'big',
      'walk',
      'small',
    ]);
  });

  it('knows every browser file (a new one: npx tsx scripts/browser-durations.ts after a CI run)', () => {
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    expect(Object.keys(durations).sort()).toEqual(browserTestFiles().sort());
  });
});
