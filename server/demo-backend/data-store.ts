// The demo backend's one source of truth: loaded (or seeded) from the data file at start,
// changed only through `update`, which applies a change to a copy, writes the file
// atomically and only then makes the copy current. Updates run one at a time, so two
// requests never interleave, and a change that throws leaves memory and file untouched.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { looksLikeDemoData, type DemoData } from './demo-data';
import { createSeedData } from './seed';

export interface DemoLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

function temporaryPath(file: string): string {
  return path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
}

function serialize(data: DemoData): string {
  return JSON.stringify(data, null, 2) + '\n';
}

/** Makes a rename durable too; some file systems refuse to open a folder, which is fine. */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort
  }
}

function writeAtomicSync(file: string, data: DemoData): void {
  const tmp = temporaryPath(file);
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, serialize(data));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  syncDirectory(path.dirname(file));
}

async function writeAtomic(file: string, data: DemoData): Promise<void> {
  const tmp = temporaryPath(file);
  try {
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(serialize(data));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  syncDirectory(path.dirname(file));
}

type LoadResult =
  | { data: DemoData; how: 'loaded' }
  | { data: undefined; how: 'missing' | 'corrupt'; reason: string };

function readDataFile(file: string): LoadResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { data: undefined, how: 'missing', reason: 'no data file yet' };
    return { data: undefined, how: 'corrupt', reason: `unreadable (${code ?? 'error'})` };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (looksLikeDemoData(parsed)) return { data: parsed, how: 'loaded' };
    return { data: undefined, how: 'corrupt', reason: 'not a demo data file of this version' };
  } catch {
    return { data: undefined, how: 'corrupt', reason: 'not valid JSON' };
  }
}

export class DataStore {
  #data: DemoData;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly logger: DemoLogger,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    const loaded = readDataFile(file);
    if (loaded.data) {
      this.#data = loaded.data;
      logger.info(`demo backend: data loaded from ${file}`);
      return;
    }
    if (loaded.how === 'corrupt') {
      // Keep the evidence before replacing it; a failed copy must not stop the start.
      try {
        copyFileSync(file, `${file}.corrupt`);
        logger.warn(
          `demo backend: data file ${file} is ${loaded.reason}; kept a copy as ${file}.corrupt and reseeded`,
        );
      } catch {
        logger.warn(
          `demo backend: data file ${file} is ${loaded.reason}; reseeded (no copy could be kept)`,
        );
      }
    } else {
      logger.info(`demo backend: seeding a new data file at ${file}`);
    }
    this.#data = createSeedData();
    writeAtomicSync(file, this.#data);
  }

  /** The committed state; treat as read-only (change it through `update`). */
  get data(): Readonly<DemoData> {
    return this.#data;
  }

  /**
   * Applies `change` to a copy of the data, persists it and makes it current. If `change`
   * throws (a validation or not-found error) or the write fails, nothing changes.
   */
  update<T>(change: (draft: DemoData) => T): Promise<T> {
    const run = async (): Promise<T> => {
      const draft = structuredClone(this.#data);
      const result = change(draft);
      await writeAtomic(this.file, draft);
      this.#data = draft;
      return result;
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }
}
