// The order vitest starts test files in, where it has no timings of its own (a clean clone, as
// CI runs): the browser files by their seconds in tests/browser/durations.json, longest first.
// vitest falls back to file size, and two of the longest browser files (the accessibility walks,
// ~45 s each) are among the smallest: they started last, and one ran alone for the last ~15 s.
// Longest first leaves the two lanes a short file each to finish on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
export const DURATIONS_FILE = path.join(root, 'tests/browser/durations.json');

/** `files` (already in vitest's order) with those `seconds` knows longest first; unknown ones first, as vitest does. */
export function longestFirst<T>(files: T[], seconds: (file: T) => number | undefined): T[] {
  const known = files.filter((file) => seconds(file) !== undefined);
  const unknown = files.filter((file) => seconds(file) === undefined);
  return [...unknown, ...known.sort((a, b) => seconds(b)! - seconds(a)!)];
}

const isBrowser = (spec: TestSpecification) => spec.project.name === 'browser';

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // vitest's order keeps each project's files together; only the browser project's are moved.
    const ordered = await super.sort(files);
    const start = ordered.findIndex(isBrowser);
    if (start < 0) return ordered;
    const browser = ordered.filter(isBrowser);
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const seconds = (spec: TestSpecification) =>
      durations[path.relative(root, spec.moduleId).split(path.sep).join('/')];
    return [
      ...ordered.slice(0, start),
      ...longestFirst(browser, seconds),
      ...ordered.slice(start + browser.length),
    ];
  }
}
