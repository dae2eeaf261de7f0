// Runs the pipelines made or retried through the API (seeded ones are history and stay as they
// are): each step's attempt takes `stepMs`, a failed attempt is tried again after a doubling
// backoff, and every change is stored (with its activity event when the pipeline settles) and
// published to the live feed. After a restart `resume` picks up where the store says each
// pipeline was; a step that was running then is run again (at least once per step).
import type { AuditAction } from '@shared/audit';
import type { DataStore, DemoLogger } from '../store/data-store';
import { audit, type Actor } from '../store/audit-record';
import type { PipelineEvents } from '../http/change-feed';
import { DEFAULT_PIPELINE_CONCURRENCY } from './pipeline-timing';
import {
  currentStepIndex,
  finishStep,
  isActive,
  isRunHere,
  pipelineView,
  startStep,
  type RunPipeline,
} from './pipeline-lifecycle';

type Phase = 'start' | 'finish';

/** Who the record names for what the runner itself does (a step poisoned, a run completed). */
export const PROVISIONER: Actor = {
  account: {
    sub: 'system:provisioner',
    name: 'Provisioner',
    email: 'provisioner@system',
    roles: [],
  },
};

/** One activity event about a pipeline (global: no organization). */
export function pipelineAudit(
  actor: Actor,
  action: AuditAction,
  pipeline: RunPipeline,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  const name = pipeline.inputParams?.title ?? pipeline.pipelineId;
  const target = { type: 'pipeline' as const, id: pipeline.pipelineId, name };
  return audit(actor, action, null, target, before, after);
}

export class PipelineRunner {
  readonly #timers = new Map<string, NodeJS.Timeout>();
  /** Pipelines holding one of the `concurrency` places; the others wait in `#waiting`, in order. */
  readonly #running = new Set<string>();
  readonly #waiting: string[] = [];

  constructor(
    private readonly store: DataStore,
    private readonly events: PipelineEvents,
    private readonly stepMs: number,
    private readonly logger: DemoLogger,
    private readonly concurrency = DEFAULT_PIPELINE_CONCURRENCY,
  ) {}

  /** Picks up the pipelines it ran (made or retried through the API) that were pending or running. */
  resume(): void {
    const now = Date.now();
    for (const pipeline of this.store.data.pipelines as RunPipeline[]) {
      if (!isRunHere(pipeline) || !isActive(pipeline)) continue;
      const id = pipeline.pipelineId;
      const step = pipeline.steps?.[currentStepIndex(pipeline)];
      if (!this.#takePlace(id)) continue;
      if (step?.status === 'running') {
        const startedAt = Date.parse(step.started_at ?? '') || now;
        this.#schedule(id, 'finish', startedAt + this.stepMs - now);
      } else if (step?.status === 'retrying') {
        this.#schedule(id, 'start', Date.parse(step.next_retry_at ?? '') - now);
      } else this.#schedule(id, 'start', 0);
    }
  }

  /** Starts a pipeline just made pending (created or retried), or queues it behind the others. */
  run(id: string): void {
    if (this.#takePlace(id)) this.#schedule(id, 'start', 0);
  }

  /** Forgets a pipeline's next step (cancelled) and gives its place to the next one waiting. */
  stop(id: string): void {
    this.#clearTimer(id);
    const waiting = this.#waiting.indexOf(id);
    if (waiting !== -1) this.#waiting.splice(waiting, 1);
    this.#release(id);
  }

  /** A place for `id` when one is free; else `id` waits, pending, behind the ones before it. */
  #takePlace(id: string): boolean {
    if (this.#running.has(id)) return true;
    if (this.#running.size < this.concurrency) {
      this.#running.add(id);
      return true;
    }
    if (!this.#waiting.includes(id)) this.#waiting.push(id);
    return false;
  }

  #release(id: string): void {
    if (!this.#running.delete(id)) return;
    const next = this.#waiting.shift();
    if (next !== undefined && this.#takePlace(next)) this.#schedule(next, 'start', 0);
  }

  #clearTimer(id: string): void {
    clearTimeout(this.#timers.get(id));
    this.#timers.delete(id);
  }

  #schedule(id: string, phase: Phase, delayMs: number): void {
    this.#clearTimer(id);
    const timer = setTimeout(
      () => {
        this.#timers.delete(id);
        this.#advance(id, phase).catch((error: unknown) =>
          this.logger.error(`demo backend: pipeline ${id} could not advance: ${String(error)}`),
        );
      },
      Math.max(0, delayMs || 0),
    );
    // A test's backend or a stopping server is never held open by a pipeline.
    timer.unref();
    this.#timers.set(id, timer);
  }

  async #advance(id: string, phase: Phase): Promise<void> {
    const result = await this.store.update((draft, record) => {
      // Looked up in the committed data (the draft's base): walking the draft would make an
      // immer proxy of every pipeline it passes, a thousand per step at DEMO_SCALE=large.
      const index = this.store.data.pipelines.findIndex((p) => p.pipelineId === id);
      const pipeline = draft.pipelines[index] as RunPipeline | undefined;
      if (!pipeline || !isActive(pipeline)) return null;
      const now = new Date();
      let next: { phase: Phase; delayMs: number } | null = {
        phase: 'finish',
        delayMs: this.stepMs,
      };
      if (phase === 'finish') {
        const outcome = finishStep(pipeline, now, this.stepMs);
        if (outcome.kind === 'next') startStep(pipeline, now);
        else if (outcome.kind === 'retry') next = { phase: 'start', delayMs: outcome.delayMs };
        else {
          next = null;
          const action = outcome.kind === 'completed' ? 'pipeline.completed' : 'pipeline.failed';
          record(pipelineAudit(PROVISIONER, action, pipeline));
        }
      } else if (!startStep(pipeline, now)) return null;
      return { view: pipelineView(pipeline), next };
    });
    if (!result) return this.#release(id);
    this.events.publish(result.view);
    if (result.next) this.#schedule(id, result.next.phase, result.next.delayMs);
    else this.#release(id);
  }
}
