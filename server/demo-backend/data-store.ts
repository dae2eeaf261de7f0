// The demo backend's one source of truth: loaded (or seeded) from the data file at start,
// changed only through `update`, which applies a change to a copy, writes the file
// atomically and only then makes the copy current. Updates run one at a time, so two
// requests never interleave, and a change that throws leaves memory and file untouched.
// The activity record lives beside it (audit-log.ts): appended, never rewritten per event.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AuditEvent } from '@shared/audit';
import { syncDirectory, temporaryPath, writeFileAtomicSync } from './atomic-file';
import { appendEvents, auditFileFor, readEvents, writeEventsSync } from './audit-log';
import type { NewAuditEvent, Recorder } from './audit-record';
import { seedAuditEvents, seededEventCount } from './audit-seed';
import { looksLikeDemoData, type DemoData } from './demo-data';
import type { DemoScale } from './demo-scale';
import { createScaledSeedData } from './seed-scale';

export interface DemoLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

function serialize(data: DemoData): string {
  return JSON.stringify(data, null, 2) + '\n';
}

function writeAtomicSync(file: string, data: DemoData): void {
  writeFileAtomicSync(file, serialize(data));
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
  #events: AuditEvent[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  readonly auditFile: string;

  constructor(
    readonly file: string,
    private readonly logger: DemoLogger,
    /** What a new or reset store is seeded with (DEMO_SCALE); existing data is kept as is. */
    readonly scale: DemoScale = 'default',
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.auditFile = auditFileFor(file);
    const loaded = readDataFile(file);
    if (loaded.data) {
      this.#data = loaded.data;
      logger.info(`demo backend: data loaded from ${file}`);
      this.#loadEvents();
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
      logger.info(
        `demo backend: seeding a new data file at ${file}${scale === 'default' ? '' : ` (DEMO_SCALE=${scale})`}`,
      );
    }
    this.#data = createScaledSeedData(scale);
    writeAtomicSync(file, this.#data);
    this.reseedEvents();
  }

  #loadEvents(): void {
    const read = readEvents(this.auditFile);
    if (!read) {
      // Data from before the activity record existed: start it with the demo's history.
      this.reseedEvents();
      return;
    }
    this.#events = read.events;
    if (read.repaired) {
      this.logger.warn(`demo backend: dropped unreadable lines from ${this.auditFile}`);
      writeEventsSync(this.auditFile, this.#events);
    }
  }

  /** Replaces the activity record with the seeded demo history (first start, demo reset). */
  reseedEvents(now = Date.now()): void {
    this.#events = seedAuditEvents(this.#data, now, seededEventCount(this.scale));
    writeEventsSync(this.auditFile, this.#events);
  }

  /** The activity record, oldest first; append-only (through `update` or `record`). */
  get events(): readonly AuditEvent[] {
    return this.#events;
  }

  #stamp(pending: readonly NewAuditEvent[]): AuditEvent[] {
    const time = new Date().toISOString();
    return pending.map((event) => ({ id: randomUUID(), time, ...event }));
  }

  /** Appends events that change no data (refused attempts), in order with the updates. */
  record(...events: NewAuditEvent[]): Promise<void> {
    const run = async () => {
      const stamped = this.#stamp(events);
      await appendEvents(this.auditFile, stamped);
      this.#events.push(...stamped);
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** The committed state; treat as read-only (change it through `update`). */
  get data(): Readonly<DemoData> {
    return this.#data;
  }

  /**
   * Applies `change` to a copy of the data, persists it and makes it current. If `change`
   * throws (a validation or not-found error) or the write fails, nothing changes. Events
   * passed to `record` are appended to the activity record once the data is written.
   */
  update<T>(change: (draft: DemoData, record: Recorder) => T): Promise<T> {
    const run = async (): Promise<T> => {
      const draft = structuredClone(this.#data);
      const pending: NewAuditEvent[] = [];
      const result = change(draft, (event) => void pending.push(event));
      await writeAtomic(this.file, draft);
      this.#data = draft;
      const stamped = this.#stamp(pending);
      await appendEvents(this.auditFile, stamped);
      this.#events.push(...stamped);
      return result;
    };
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }
}
