// Writes tests/durations.json (the seconds of every browser file and of every other file that
// took LISTED_FROM_SECONDS or more, which the test order reads: scripts/lib/longest-first.ts)
// from a vitest JSON report, CI's by default:
// `npx tsx scripts/test-durations.ts [.test-results/npm-test.json]`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE, LISTED_FROM_SECONDS } from './lib/longest-first';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const root = path.resolve(import.meta.dirname, '..');
const reportFile = path.resolve(process.argv[2] ?? path.join(root, '.test-results/npm-test.json'));
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
// The report names files absolutely, under the checkout that ran it (its .test-results' parent).
const runRoot = path.resolve(path.dirname(reportFile), '..');
const seconds = report.testResults
  .map((file) => ({
    file: path.relative(runRoot, file.name).split(path.sep).join('/'),
    seconds: Math.round((file.endTime - file.startTime) / 1000),
  }))
  .filter(
    ({ file, seconds }) => file.startsWith('tests/browser/') || seconds >= LISTED_FROM_SECONDS,
  )
  .sort((a, b) => b.seconds - a.seconds);
writeFileSync(
  DURATIONS_FILE,
  `${JSON.stringify(Object.fromEntries(seconds.map(({ file, seconds: s }) => [file, s])), null, 2)}\n`,
);
console.log(`${seconds.length} files written to ${path.relative(root, DURATIONS_FILE)}`);
