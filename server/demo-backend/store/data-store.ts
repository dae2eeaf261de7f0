// The demo backend's one source of truth: an SQLite database (demo-database.ts) beside the
// old data file's place, read whole into memory at start (reads never wait for the disk)
// and changed only through `update`: the change is applied with immer to a new state that
// shares every untouched record, the rows it touched and its activity events are written
// in one transaction, and only then does the new state become current. Updates run one at a
// time, so two requests never interleave, and a change that throws (or a write that fails)
// leaves memory and database untouched. The folder is claimed first (data-folder.ts: one
// process a folder, a crashed one's leftovers taken over). A data.json (and data.audit.jsonl)
// of earlier versions is migrated into the database once.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { current, freeze, isDraft, produce } from 'immer';
import type { AuditEvent } from '@shared/audit';
import { auditFileFor, readEvents } from './audit-log';
import type { NewAuditEvent, Recorder } from './audit-record';
import { seedAuditEvents, seededEventCount } from '../seed/audit-seed';
import { claimDataFolder } from './data-folder';
import { DATA_VERSION, type DemoData } from './demo-data';
import type { DemoDatabase } from './demo-database';
import type { DemoScale } from '../seed/demo-scale';
import { Positions, changesBetween, dataOf, rowsOf } from './document-rows';
import { createScaledSeedData } from '../seed/seed-scale';
import { keepCopyAside, openDatabase, readDataFile, type DemoLogger } from './store-files';

export type { DemoLogger } from './store-files';

/**
 * Refused-attempt events kept across a restart (the oldest beyond go at start): bounded per
 * actor and minute already (audit-denials.ts), this bounds what a long flood leaves on disk.
 */
export const MAX_STORED_DENIALS = 20_000;

/** The database file for a data file path: `data.json` → `data.sqlite` beside it. */
export function databaseFileFor(dataFile: string): string {
  return path.join(path.dirname(dataFile), `${path.basename(dataFile, '.json')}.sqlite`);
}

/**
 * A copy of `value` without immer drafts: a change's result and events may hold records of
 * the draft, which immer revokes once the change is done.
 */
function plain<T>(value: T): T {
  if (isDraft(value)) return current(value as object) as T;
  if (Array.isArray(value)) return value.map(plain) as T;
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) as T;
  return value;
}

export class DataStore {
  #data: DemoData;
  #events: AuditEvent[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  /** Events `recordCounted` may count again: their place in `#events` and in the database. */
  #counted = new Map<string, { index: number; seq: number }>();
  readonly #positions = new Positions();
  readonly #database: DemoDatabase;
  /** Where the data lives (data.sqlite beside `file`). */
  readonly databaseFile: string;

  constructor(
    /** The data file of earlier versions (data.json), migrated once if found. */
    readonly file: string,
    private readonly logger: DemoLogger,
    /** What a new or reset store is seeded with (DEMO_SCALE); existing data is kept as is. */
    readonly scale: DemoScale = 'default',
  ) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.databaseFile = databaseFileFor(file);
    const claim = claimDataFolder(this.databaseFile);
    if (claim.recoveredFrom !== undefined) {
      logger.warn(
        `demo backend: took over ${path.dirname(file)} from a demo backend that stopped without closing (pid ${claim.recoveredFrom || 'unknown'}); an unfinished write is rolled back`,
      );
    }
    this.#database = openDatabase(this.databaseFile, logger);
    if (this.#database.version() !== undefined) {
      this.#data = freeze(dataOf(this.#database.documents(), this.#positions), true);
      const pruned = this.#database.pruneDenials(MAX_STORED_DENIALS);
      if (pruned > 0) {
        logger.info(
          `demo backend: removed the ${pruned} oldest refused-attempt events (access.denied beyond ${MAX_STORED_DENIALS})`,
        );
      }
      this.#events = this.#database.eventBodies().map((body) => JSON.parse(body) as AuditEvent);
      logger.info(`demo backend: data loaded from ${this.databaseFile}`);
      return;
    }
    const legacy = readDataFile(file);
    if (legacy.data) {
      this.#data = freeze(this.#migrate(legacy.data), true);
      return;
    }
    if (legacy.how === 'corrupt') keepCopyAside(file, legacy.reason, logger);
    else {
      logger.info(
        `demo backend: seeding a new database at ${this.databaseFile}${scale === 'default' ? '' : ` (DEMO_SCALE=${scale})`}`,
      );
    }
    // Frozen now, deeply: immer would freeze it at the first change, making that one slow.
    this.#data = freeze(this.#replaceAll(createScaledSeedData(scale, Date.now())), true);
    this.reseedEvents();
  }

  /** Writes `data` as the whole content (seeding, migrating) and returns it as loaded. */
  #replaceAll(data: DemoData, events?: readonly AuditEvent[]): DemoData {
    const rows = rowsOf(data);
    this.#database.transaction(() => {
      this.#database.replaceAll(DATA_VERSION, rows);
      if (events) {
        this.#database.clearEvents();
        this.#database.appendEvents(events.map((event) => JSON.stringify(event)));
      }
    });
    this.#positions.commit(rows.map((row) => ({ kind: 'put', row })));
    return data;
  }

  #migrate(data: DemoData): DemoData {
    const auditFile = auditFileFor(this.file);
    const read = readEvents(auditFile);
    // Data from before the activity record existed starts it with the demo's history.
    const events = read?.events ?? seedAuditEvents(data, Date.now(), seededEventCount(this.scale));
    this.#replaceAll(data, events);
    this.#events = [...events];
    // Kept (renamed) rather than deleted: the evidence stays, and it is not migrated twice.
    renameSync(this.file, `${this.file}.migrated`);
    if (existsSync(auditFile)) renameSync(auditFile, `${auditFile}.migrated`);
    this.logger.info(
      `demo backend: migrated ${data.organizations.length} organizations and ${events.length} activity events from ${path.basename(this.file)} into ${this.databaseFile}${read?.repaired ? ' (unreadable activity lines left out)' : ''}; the old files are kept as .migrated`,
    );
    return data;
  }

  /** Replaces the activity record with the seeded demo history (first start, demo reset). */
  reseedEvents(now = Date.now()): void {
    const events = seedAuditEvents(this.#data, now, seededEventCount(this.scale));
    this.#database.transaction(() => {
      this.#database.clearEvents();
      this.#database.appendEvents(events.map((event) => JSON.stringify(event)));
    });
    this.#events = events;
    this.#counted.clear();
  }

  /** The activity record, oldest first; appended to (`update`, `record`), never reordered; only a counted denial is rewritten in place. */
  get events(): readonly AuditEvent[] {
    return this.#events;
  }

  #stamp(pending: readonly NewAuditEvent[]): AuditEvent[] {
    const time = new Date().toISOString();
    return pending.map((event) => ({ id: randomUUID(), time, ...event }));
  }

  /** Appends events that change no data (refused attempts), in order with the updates. */
  record(...events: NewAuditEvent[]): Promise<void> {
    return this.#enqueue(() => {
      const stamped = this.#stamp(events);
      this.#database.transaction(() =>
        this.#database.appendEvents(stamped.map((event) => JSON.stringify(event))),
      );
      this.#events.push(...stamped);
    });
  }

  /**
   * Records a refused attempt, or, when an event was recorded under the same `key` (the
   * caller's: same actor, attempt and minute), counts it on that one instead (`count`).
   */
  recordCounted(key: string, event: NewAuditEvent): Promise<void> {
    return this.#enqueue(() => {
      const earlier = this.#counted.get(key);
      if (earlier) {
        const before = this.#events[earlier.index] as AuditEvent;
        const counted = { ...before, count: (before.count ?? 1) + 1 };
        this.#database.replaceEvent(earlier.seq, JSON.stringify(counted));
        this.#events[earlier.index] = counted;
        return;
      }
      const [stamped] = this.#stamp([event]) as [AuditEvent];
      let seq = 0;
      this.#database.transaction(() => (seq = this.#database.appendEvent(JSON.stringify(stamped))));
      this.#events.push(stamped);
      // Keys carry their minute: past ones are never asked for again.
      if (this.#counted.size >= 10_000) this.#counted.clear();
      this.#counted.set(key, { index: this.#events.length - 1, seq });
    });
  }

  #enqueue<T>(run: () => T): Promise<T> {
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** The committed state; never changed in place (an update replaces it). */
  get data(): Readonly<DemoData> {
    return this.#data;
  }

  /**
   * Applies `change` to a draft of the data, stores the rows it touched and the events passed
   * to `record` in one transaction, and makes the result current. If `change` throws (a
   * validation or not-found error) or the write fails, nothing changes.
   */
  update<T>(change: (draft: DemoData, record: Recorder) => T): Promise<T> {
    return this.#enqueue((): T => {
      let pending: NewAuditEvent[] = [];
      let result: T | undefined;
      const next = produce(this.#data, (draft) => {
        result = plain(change(draft, (event) => void pending.push(event)));
        pending = plain(pending);
      });
      const changes = changesBetween(this.#data, next, this.#positions);
      const stamped = this.#stamp(pending);
      this.#database.transaction(() => {
        this.#database.apply(changes);
        this.#database.appendEvents(stamped.map((event) => JSON.stringify(event)));
      });
      this.#positions.commit(changes);
      this.#data = next;
      this.#events.push(...stamped);
      return result as T;
    });
  }
}
