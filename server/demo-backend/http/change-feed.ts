// A live feed of changes (DESIGN resolution 14), for pipelines and onboardings: every change
// gets the next id, the most recent ones are kept so a reconnecting browser (Last-Event-ID)
// gets exactly what it missed, and `serveChangeFeed` sends them as server-sent events, only
// those a connection's caller may see when the changes belong to organizations.
import type { Request, Response } from 'express';
import { ONBOARDING_EVENT } from '@shared/onboardings';
import { PIPELINE_EVENT, STREAM_READY_EVENT } from '@shared/pipelines';
import type { Onboarding, Pipeline } from '@shared/schemas';

/** Changes kept for resuming; a browser away for longer starts again from `ready`. */
export const KEPT_PIPELINE_EVENTS = 1_000;
/**
 * Changes are sent to the open feeds in batches this far apart: fifty pipelines moving at once
 * cost each feed one write (one chunk through the gateway) per batch, not one per change.
 */
export const FEED_BATCH_MS = 200;

interface Change {
  id: number;
  /** The change as the feed sends it: its `id:`, `event:` and `data:` lines. */
  text: string;
  /** The organization the change belongs to; none: every connection gets it. */
  scope?: string;
}

export class ChangeFeed<T> {
  readonly #kept: Change[] = [];
  readonly #listeners = new Set<(changes: readonly Change[], text: string) => void>();
  readonly #watchers = new Set<(item: T) => void>();
  #batch: Change[] = [];
  #flush: NodeJS.Timeout | undefined;

  constructor(
    private readonly eventName: string,
    private readonly batchMs = FEED_BATCH_MS,
  ) {}
  // Ids grow across restarts too (microseconds at start), so an id from before a restart is
  // older than anything kept and resumes from `ready` rather than skipping changes.
  #last = Date.now() * 1000;

  /** The id of the newest change: where a new connection starts. */
  get cursor(): number {
    return this.#last;
  }

  publish(item: T, scope?: string): void {
    this.#last += 1;
    const text = `id: ${this.#last}\nevent: ${this.eventName}\ndata: ${JSON.stringify(item)}\n\n`;
    const change: Change =
      scope === undefined ? { id: this.#last, text } : { id: this.#last, text, scope };
    for (const watcher of this.#watchers) watcher(item);
    this.#kept.push(change);
    if (this.#kept.length > KEPT_PIPELINE_EVENTS) this.#kept.shift();
    this.#batch.push(change);
    if (this.#flush) return;
    this.#flush = setTimeout(() => {
      const batch = this.#batch;
      this.#batch = [];
      this.#flush = undefined;
      // Written once for every feed: the text of a batch is the same for all of them.
      const text = batch.map((change) => change.text).join('');
      for (const listener of this.#listeners) listener(batch, text);
    }, this.batchMs);
    this.#flush.unref();
  }

  /** The changes after `lastId`, or undefined when they are not all kept (or no id was sent). */
  since(lastId: number | undefined): Change[] | undefined {
    if (lastId === undefined || lastId > this.#last) return undefined;
    const oldest = this.#kept[0]?.id ?? this.#last + 1;
    if (lastId < oldest - 1) return undefined;
    return this.#kept.filter((change) => change.id > lastId);
  }

  /** `listener` gets the changes published since the last batch, in order, and their text. */
  subscribe(listener: (changes: readonly Change[], text: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** `watcher` gets every item as it is published (the backend's own followers). */
  watch(watcher: (item: T) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  /** Open connections (tests, metrics). */
  get listeners(): number {
    return this.#listeners.size;
  }
}

function lastEventId(req: Request): number | undefined {
  const raw = req.get('Last-Event-ID')?.trim();
  return raw && /^\d{1,17}$/.test(raw) ? Number(raw) : undefined;
}

export class PipelineEvents extends ChangeFeed<Pipeline> {
  constructor(batchMs = FEED_BATCH_MS) {
    super(PIPELINE_EVENT, batchMs);
  }
}

/** Onboarding changes, each with `organizationId`, scoped to that organization. */
export class OnboardingEvents extends ChangeFeed<Onboarding> {
  constructor(batchMs = FEED_BATCH_MS) {
    super(ONBOARDING_EVENT, batchMs);
  }
}

/** Who may go on reading a feed, asked again at every batch and heartbeat (resolution 21). */
export interface FeedAccess<C> {
  /** The caller as of now, or undefined once their session or permission is gone. */
  callerNow: (req: Request) => C | undefined;
  /** Whether that caller may see a change of organization `scope`. */
  canSee?: (scope: string, caller: C) => boolean;
}

/**
 * Serves the feed: what was missed (or `ready`), then every change, and a heartbeat comment.
 * The caller is checked again before every write: a stream ends at the first batch or heartbeat
 * after its sign-out, expiry, removal or role change, and a scoped change reaches only a caller
 * who may read its organization now.
 */
export function serveChangeFeed<T, C>(
  events: ChangeFeed<T>,
  heartbeatMs: number,
  access: FeedAccess<C>,
) {
  return (req: Request, res: Response): void => {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // A browser that lost the connection waits this long before reconnecting.
    res.write('retry: 2000\n\n');
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => {
      if (stillAllowed()) res.write(': heartbeat\n\n');
    }, heartbeatMs);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    let caller: C | undefined;
    function stillAllowed(): boolean {
      caller = access.callerNow(req);
      if (caller !== undefined) return true;
      // Its reconnection gets the 401 (or 403) that sends the console to its signed-out state.
      stop();
      res.end();
      return false;
    }
    // One write per batch; a change this connection already got in its replay is skipped.
    let sentUpTo = 0;
    const send = (changes: readonly Change[], text?: string) => {
      const last = changes.at(-1);
      if (!last || last.id <= sentUpTo || !stillAllowed()) return;
      const shown = changes.filter(
        (change) =>
          change.id > sentUpTo &&
          (change.scope === undefined || !access.canSee || access.canSee(change.scope, caller!)),
      );
      sentUpTo = last.id;
      if (shown.length === 0) return;
      res.write(
        shown.length === changes.length && text !== undefined
          ? text
          : shown.map((change) => change.text).join(''),
      );
    };
    const missed = events.since(lastEventId(req));
    if (missed) send(missed);
    else {
      sentUpTo = events.cursor;
      res.write(`id: ${events.cursor}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
    }
    if (res.writableEnded) return;
    unsubscribe = events.subscribe(send);
    res.on('close', stop);
  };
}
