// The live feed of pipeline changes (DESIGN resolution 14): every change gets the next id, the
// most recent ones are kept so a reconnecting browser (Last-Event-ID) gets exactly what it
// missed, and `GET /api/v1/provisioner/events` serves them as server-sent events.
import type { Request, Response } from 'express';
import { PIPELINE_EVENT, STREAM_READY_EVENT } from '@shared/pipelines';
import type { Pipeline } from '@shared/schemas';

/** Changes kept for resuming; a browser away for longer starts again from `ready`. */
export const KEPT_PIPELINE_EVENTS = 1_000;

interface PipelineChange {
  id: number;
  data: string;
}

export class PipelineEvents {
  readonly #kept: PipelineChange[] = [];
  readonly #listeners = new Set<(change: PipelineChange) => void>();
  // Ids grow across restarts too (microseconds at start), so an id from before a restart is
  // older than anything kept and resumes from `ready` rather than skipping changes.
  #last = Date.now() * 1000;

  /** The id of the newest change: where a new connection starts. */
  get cursor(): number {
    return this.#last;
  }

  publish(pipeline: Pipeline): void {
    this.#last += 1;
    const change = { id: this.#last, data: JSON.stringify(pipeline) };
    this.#kept.push(change);
    if (this.#kept.length > KEPT_PIPELINE_EVENTS) this.#kept.shift();
    for (const listener of this.#listeners) listener(change);
  }

  /** The changes after `lastId`, or undefined when they are not all kept (or no id was sent). */
  since(lastId: number | undefined): PipelineChange[] | undefined {
    if (lastId === undefined || lastId > this.#last) return undefined;
    const oldest = this.#kept[0]?.id ?? this.#last + 1;
    if (lastId < oldest - 1) return undefined;
    return this.#kept.filter((change) => change.id > lastId);
  }

  subscribe(listener: (change: PipelineChange) => void): () => void {
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
    const send = (change: PipelineChange) =>
      res.write(`id: ${change.id}\nevent: ${PIPELINE_EVENT}\ndata: ${change.data}\n\n`);
    const missed = events.since(lastEventId(req));
    if (missed) missed.forEach(send);
    else res.write(`id: ${events.cursor}\nevent: ${STREAM_READY_EVENT}\ndata: {}\n\n`);
    const unsubscribe = events.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
