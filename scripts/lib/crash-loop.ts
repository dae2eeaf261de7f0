// The kill -9 loop (issue #25 item 1): start the demo backend on one DATA_DIR, create
// organizations from several writers at once, SIGKILL it at a random moment, start it again,
// and so on; then stop it cleanly and look at the database: SQLite's integrity check,
// every organization created has its `organization.created` event and every event its
// organization, every write answered 201 is there, and nothing was renamed aside.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { readDatabase } from '../../server/demo-backend/store/demo-database';
import { Positions, dataOf } from '../../server/demo-backend/store/document-rows';
import { signInOver, spawnDemoBackend, untilReady } from '../../server/test/demo-process';

export interface CrashLoopResult {
  kills: number;
  /** Writes answered 201 before their process was killed. */
  acknowledged: number;
  /** Organizations `k-N` in the data at the end, and `organization.created` events for them. */
  stored: number;
  recorded: number;
  withoutEvent: string[];
  eventWithoutData: string[];
  lostAcknowledged: string[];
  /** `pragma integrity_check` of data.sqlite. */
  integrity: string;
  /** Files the starts moved aside (there should be none). */
  aside: string[];
  /** Starts that said they took the folder over from a killed process. */
  takeovers: number;
  /** Spawn to first answer, per start, in ms. */
  startMs: number[];
}

const CREATED = /^k-\d+$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function integrityOf(file: string): string {
  const db = new sqlite.Database(file, { fileMustExist: true });
  try {
    return db
      .all('pragma integrity_check')
      .map((row) => String(Object.values(row)[0]))
      .join('; ');
  } finally {
    db.close();
  }
}

export async function runCrashLoop(options: {
  dataDir: string;
  kills: number;
  writers?: number;
  /** Called after each kill (progress). */
  onKill?: (index: number) => void;
}): Promise<CrashLoopResult> {
  const { dataDir, kills, writers = 4 } = options;
  const acknowledged = new Set<string>();
  const startMs: number[] = [];
  let takeovers = 0;
  let counter = 0;

  const start = async () => {
    const began = Date.now();
    const demo = await spawnDemoBackend(dataDir);
    await untilReady(demo);
    startMs.push(Date.now() - began);
    return demo;
  };

  for (let index = 0; index < kills; index += 1) {
    const demo = await start();
    const cookie = await signInOver(demo.url);
    let killed = false;
    const write = async () => {
      while (!killed) {
        const name = `k-${(counter += 1)}`;
        try {
          const response = await fetch(`${demo.url}/api/v1/organizations`, {
            method: 'POST',
            headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          if (response.status === 201) acknowledged.add(name);
          else if (!killed)
            throw new Error(`write answered ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const writing = Promise.all(Array.from({ length: writers }, write));
    await sleep(50 + Math.random() * 700);
    killed = true;
    demo.child.kill('SIGKILL');
    await demo.exited;
    await writing;
    if (/took over/.test(demo.output())) takeovers += 1;
    options.onKill?.(index + 1);
  }

  const last = await start();
  if (/took over/.test(last.output())) takeovers += 1;
  last.child.kill('SIGTERM');
  await last.exited;

  const file = path.join(dataDir, 'data.sqlite');
  const integrity = integrityOf(file);
  const stored = readDatabase(file);
  const names = new Set(
    dataOf(stored.rows, new Positions())
      .organizations.map((organization) => organization.name)
      .filter((name) => CREATED.test(name)),
  );
  const recorded = new Set(
    stored.events
      .map((body) => JSON.parse(body) as { action: string; target: { name?: string } })
      .filter((event) => event.action === 'organization.created')
      .map((event) => event.target.name ?? '')
      .filter((name) => CREATED.test(name)),
  );
  return {
    kills,
    acknowledged: acknowledged.size,
    stored: names.size,
    recorded: recorded.size,
    withoutEvent: [...names].filter((name) => !recorded.has(name)),
    eventWithoutData: [...recorded].filter((name) => !names.has(name)),
    lostAcknowledged: [...acknowledged].filter((name) => !names.has(name)),
    integrity,
    aside: readdirSync(dataDir).filter((name) => /\.(corrupt|v\d+)-|\.corrupt$/.test(name)),
    takeovers,
    startMs,
  };
}
