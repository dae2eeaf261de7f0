// Writes tests/browser/durations.json (each browser file's seconds, which the test order reads:
// scripts/lib/longest-first.ts) from a vitest JSON report, CI's by default:
// `npx tsx scripts/browser-durations.ts [.test-results/npm-test.json]`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE } from './lib/longest-first';

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const root = path.resolve(import.meta.dirname, '..');
const report = JSON.parse(
  readFileSync(process.argv[2] ?? path.join(root, '.test-results/npm-test.json'), 'utf8'),
) as Report;
const seconds = report.testResults
  .map((file) => ({
    file: path.relative(root, file.name).split(path.sep).join('/'),
    seconds: Math.round((file.endTime - file.startTime) / 1000),
  }))
  .filter(({ file }) => file.startsWith('tests/browser/'))
  .sort((a, b) => b.seconds - a.seconds);
writeFileSync(
  DURATIONS_FILE,
  `${JSON.stringify(Object.fromEntries(seconds.map(({ file, seconds: s }) => [file, s])), null, 2)}\n`,
);
console.log(`${seconds.length} browser files written to ${path.relative(root, DURATIONS_FILE)}`);
