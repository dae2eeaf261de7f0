// npm run bench:crash — the kill -9 loop of issue #25: the demo backend on one fresh DATA_DIR,
// four writers creating organizations, SIGKILL at a random moment, start again; CRASH_KILLS
// times (default 50). Then a clean stop, and the files are checked (scripts/lib/crash-loop.ts).
// Prints the kills, the writes answered, what the data and the record hold, the integrity
// checks, anything moved aside, and the start times. Exits 1 when anything is inconsistent.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runCrashLoop } from '../lib/crash-loop';

const kills = Number(process.env.CRASH_KILLS ?? 50);
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-portal-crash-'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

console.log(`kill -9 loop: ${kills} kills on ${dataDir} (load average ${load()})`);
const result = await runCrashLoop({
  dataDir,
  kills,
  onKill: (index) => index % 10 === 0 && console.log(`  ${index} kills`),
});
const sorted = [...result.startMs].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const consistent =
  result.withoutEvent.length === 0 &&
  result.eventWithoutData.length === 0 &&
  result.lostAcknowledged.length === 0 &&
  result.integrity === 'ok' &&
  result.aside.length === 0;
console.table({
  kills: result.kills,
  'starts that took over a killed one': result.takeovers,
  'writes answered 201': result.acknowledged,
  'organizations k-N in the data': result.stored,
  'organization.created events for them': result.recorded,
  'data without its event': result.withoutEvent.length,
  'event without its data': result.eventWithoutData.length,
  'answered writes lost': result.lostAcknowledged.length,
  'integrity check': result.integrity,
  'files moved aside': result.aside.length,
  'start to first answer, median / max (ms)': `${at(0.5)} / ${sorted.at(-1)}`,
});
console.log(`${consistent ? 'consistent' : 'INCONSISTENT'} (load average ${load()})`);
if (!consistent) {
  console.log(JSON.stringify(result, null, 2));
  process.exit(1);
}
