// The live feed of pipeline changes (DESIGN resolution 14): every change gets the next id, the
// most recent ones are kept so a reconnecting browser (Last-Event-ID) gets exactly what it
// missed, and `GET /api/v1/provisioner/events` serves them as server-sent events.
import type { Request, Response } from 'express';
import { PIPELINE_EVENT, STREAM_READY_EVENT } from '@shared/pipelines';
import type { Pipeline } from '@shared/schemas';

/** Changes kept for resuming; a browser away for longer starts again from `ready`. */
export const KEPT_PIPELINE_EVENTS = 1_000;
/**
 * Changes are sent to the open feeds in batches this far apart: fifty pipelines moving at once
 * cost each feed one write (one chunk through the gateway) per batch, not one per change.
 */
export const FEED_BATCH_MS = 200;

interface PipelineChange {
  id: number;
  /** The change as the feed sends it: its `id:`, `event:` and `data:` lines. */
  text: string;
}

const feedText = (id: number, data: string) =>
  `id: ${id}\nevent: ${PIPELINE_EVENT}\ndata: ${data}\n\n`;

export class PipelineEvents {
  readonly #kept: PipelineChange[] = [];
  readonly #listeners = new Set<(changes: readonly PipelineChange[], text: string) => void>();
  #batch: PipelineChange[] = [];
  #flush: NodeJS.Timeout | undefined;

  constructor(private readonly batchMs = FEED_BATCH_MS) {}
  // Ids grow across restarts too (microseconds at start), so an id from before a restart is
  // older than anything kept and resumes from `ready` rather than skipping changes.
  #last = Date.now() * 1000;

  /** The id of the newest change: where a new connection starts. */
  get cursor(): number {
    return this.#last;
  }

  publish(pipeline: Pipeline): void {
    this.#last += 1;
    const change = { id: this.#last, text: feedText(this.#last, JSON.stringify(pipeline)) };
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
  since(lastId: number | undefined): PipelineChange[] | undefined {
    if (lastId === undefined || lastId > this.#last) return undefined;
    const oldest = this.#kept[0]?.id ?? this.#last + 1;
    if (lastId < oldest - 1) return undefined;
    return this.#kept.filter((change) => change.id > lastId);
  }

  /** `listener` gets the changes published since the last batch, in order, and their text. */
  subscribe(listener: (changes: readonly PipelineChange[], text: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
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

/** Serves the feed: what was missed (or `ready`), then every change, and a heartbeat comment. */
export function servePipelineEvents(events: PipelineEvents, heartbeatMs: number) {
  return (req: Request, res: Response): void => {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // A browser that lost the connection waits this long before reconnecting.
    res.write('retry: 2000\n\n');
    // One write per batch; a change this connection already got in its replay is skipped.
    let sentUpTo = 0;
    const send = (changes: readonly PipelineChange[], text?: string) => {
      const last = changes.at(-1);
      if (!last || last.id <= sentUpTo) return;
      const all = changes[0]!.id > sentUpTo;
      res.write(
        all && text !== undefined
          ? text
          : changes
              .filter((change) => change.id > sentUpTo)
              .map((change) => change.text)
              .join(''),
      );
      sentUpTo = last.id;
    };
    const missed = events.since(lastEventId(req));
    if (missed) send(missed);
    else {
      sentUpTo = events.cursor;
      res.write(`id: ${events.cursor}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
    }
    const unsubscribe = events.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
