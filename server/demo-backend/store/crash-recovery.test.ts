// Issue #25 items 1 and 6 with real processes: a kill -9 during writes never costs data or
// splits a change from its event, a crash's leftovers are recovered at the next start, and a
// second backend on a folder in use is refused without touching the first one's files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCrashLoop } from '../../../scripts/lib/crash-loop';
import {
  type DemoProcess,
  signInOver,
  spawnDemoBackend,
  untilReady,
} from '../../test/demo-process';
import { client, makeBackend, signIn, storedData } from '../../test/demo-backend-support';

const started: DemoProcess[] = [];
afterEach(async () => {
  for (const demo of started.splice(0)) {
    if (demo.child.exitCode === null && demo.child.signalCode === null) {
      demo.child.kill('SIGKILL');
      await demo.exited;
    }
  }
});

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'demo-crash-test-'));
const movedAside = (dir: string) => readdirSync(dir).filter((name) => /corrupt/.test(name));

/** A pid no process has: one that just ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('kill -9 during writes', () => {
  it('5 kills: every start recovers, nothing is renamed, data and record agree, integrity ok', async () => {
    const result = await runCrashLoop({ dataDir: tempDir(), kills: 5, writers: 3 });
    expect(result.takeovers).toBe(5);
    expect(result.integrity).toBe('ok');
    expect(result.aside).toEqual([]);
    expect(result.withoutEvent).toEqual([]);
    expect(result.eventWithoutData).toEqual([]);
    expect(result.lostAcknowledged).toEqual([]);
    expect(result.stored).toBeGreaterThanOrEqual(result.acknowledged);
  }, 120_000);

  it('the leftovers of a killed process (its claim, SQLite lock folders) are taken over, the data kept', async () => {
    const { app, dataFile } = makeBackend();
    const admin = client(app, await signIn(app, 'admin'));
    await admin.send('post', '/api/v1/organizations', { name: 'Before The Crash' }).expect(201);
    const dir = path.dirname(dataFile);
    // What a kill -9 mid-write leaves: node-sqlite3-wasm's lock folders and our claim.
    mkdirSync(path.join(dir, 'data.sqlite.lock'));
    writeFileSync(
      path.join(dir, 'data.sqlite.pid'),
      JSON.stringify({ pid: deadPid(), started: null }),
    );
    const demo = await spawnDemoBackend(dir);
    started.push(demo);
    await untilReady(demo);
    expect(demo.output()).toMatch(/took over .* from a demo backend that stopped without closing/);
    const cookie = await signInOver(demo.url);
    const names = (await (
      await fetch(`${demo.url}/api/v1/organizations`, { headers: { cookie } })
    ).json()) as { name: string }[];
    expect(names.map((organization) => organization.name)).toContain('Before The Crash');
    expect(movedAside(dir)).toEqual([]);
  }, 60_000);
});

describe('two backends on one folder', () => {
  it('the second is refused with one line and exit 1; the first keeps its files and its writes', async () => {
    const dir = tempDir();
    const first = await spawnDemoBackend(dir);
    started.push(first);
    await untilReady(first);

    const second = await spawnDemoBackend(dir);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `demo backend: another demo backend (pid ${first.child.pid}) is using ${dir}; stop it or give this one another DATA_DIR`,
    );

    const cookie = await signInOver(first.url);
    const created = await fetch(`${first.url}/api/v1/organizations`, {
      method: 'POST',
      headers: { cookie, 'x-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Still Mine' }),
    });
    expect(created.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(movedAside(dir)).toEqual([]);
    expect(storedData(path.join(dir, 'data.json')).organizations.map((o) => o.name)).toContain(
      'Still Mine',
    );
    // Closed cleanly, the folder is free again.
    expect(readdirSync(dir)).not.toContain('data.sqlite.pid');
  }, 60_000);
});
