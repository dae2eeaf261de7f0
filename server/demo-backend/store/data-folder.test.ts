// Issue #25 item 17: the default data folder sits in the shared temp folder, where another
// local user could create it first; and who may claim a folder (item 1's live lock).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderRefused, claimDataFolder, secureDefaultFolder } from './data-folder';
import { spawnDemoBackend } from '../../test/demo-process';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'demo-folder-test-'));

describe('the default data folder', () => {
  it('is created private (0700)', () => {
    const dir = path.join(tempDir(), 'admin-portal-demo');
    secureDefaultFolder(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('one another user can write into is refused', () => {
    const dir = path.join(tempDir(), 'admin-portal-demo');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(() => secureDefaultFolder(dir)).toThrow(
      new DataFolderRefused(
        `demo backend: the data folder ${dir} is writable by other users (mode 777); remove it or set DATA_DIR to a folder of your own`,
      ),
    );
  });

  it('a link planted in its place is refused', () => {
    const root = tempDir();
    mkdirSync(path.join(root, 'elsewhere'), { mode: 0o700 });
    symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'admin-portal-demo'));
    expect(() => secureDefaultFolder(path.join(root, 'admin-portal-demo'))).toThrow(
      /is not a folder of its own/,
    );
  });

  it.skipIf(process.getuid?.() !== 0)('one owned by another user is refused', () => {
    const dir = path.join(tempDir(), 'admin-portal-demo');
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 4242, 4242);
    expect(() => secureDefaultFolder(dir)).toThrow(/belongs to another user \(uid 4242\)/);
  });

  it('the backend started on a planted one says so in one line and exits 1', async () => {
    const temp = tempDir();
    mkdirSync(path.join(temp, 'admin-portal-demo'));
    chmodSync(path.join(temp, 'admin-portal-demo'), 0o777);
    const demo = await spawnDemoBackend('', { TMPDIR: temp });
    expect(await demo.exited).toBe(1);
    expect(demo.output().trim()).toBe(
      `demo backend: the data folder ${path.join(temp, 'admin-portal-demo')} is writable by other users (mode 777); remove it or set DATA_DIR to a folder of your own`,
    );
  }, 30_000);
});

describe('claiming a data folder', () => {
  it('a claim of a live process refuses; a dead one is taken over', () => {
    const file = path.join(tempDir(), 'data.sqlite');
    // Pid 1 is always alive (and never this test).
    writeFileSync(`${file}.pid`, JSON.stringify({ pid: 1, started: null }));
    expect(() => claimDataFolder(file)).toThrow(/another demo backend \(pid 1\) is using/);

    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${file}.pid`, JSON.stringify({ pid: dead, started: null }));
    const claim = claimDataFolder(file);
    expect(claim.recoveredFrom).toBe(dead);
    expect(JSON.parse(readFileSync(`${file}.pid`, 'utf8')).pid).toBe(process.pid);
    claim.release();
  });

  it('a pid reused by another process (a different start time) is not taken for the owner', () => {
    const file = path.join(tempDir(), 'data.sqlite');
    writeFileSync(`${file}.pid`, JSON.stringify({ pid: 1, started: 'not-its-start-time' }));
    expect(claimDataFolder(file).recoveredFrom).toBe(1);
  });
});
