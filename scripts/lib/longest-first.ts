// The order vitest starts test files in where it has no timings of its own (a clean clone, as CI
// runs): within each project, the files tests/durations.json names (every browser file, and the
// other files that took 5 s or more), longest first, then the rest in vitest's order (largest
// file first). By size alone, the two ~45 s accessibility walks (among the smallest browser
// files) started last and one ran alone for ~15 s; seed-scale.test.ts (30 s) ended the unit
// files the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
export const DURATIONS_FILE = path.join(root, 'tests/durations.json');
/** Files below this many seconds keep vitest's order (every browser file is listed anyway). */
export const LISTED_FROM_SECONDS = 5;

/** `files` (in vitest's order) with those `seconds` knows first, longest first; the rest after, in order. */
export function longestFirst<T>(files: T[], seconds: (file: T) => number | undefined): T[] {
  const known = files.filter((file) => seconds(file) !== undefined);
  const unknown = files.filter((file) => seconds(file) === undefined);
  return [...known.sort((a, b) => seconds(b)! - seconds(a)!), ...unknown];
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // vitest's order keeps each project's files together: each project's run is reordered alone.
    const runs: TestSpecification[][] = [];
    for (const spec of await super.sort(files)) {
      const run = runs.at(-1);
      if (run && run[0]!.project.name === spec.project.name) run.push(spec);
      else runs.push([spec]);
    }
    const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
    const seconds = (spec: TestSpecification) =>
      durations[path.relative(root, spec.moduleId).split(path.sep).join('/')];
    return runs.flatMap((run) => longestFirst(run, seconds));
  }
}
