// What happens to a pipeline, as changes on its record (a store draft): created, a step
// started, a step finished (done, retried later, or poisoned), cancelled, retried. No timers
// here: pipeline-runner.ts decides when, this decides what. The demo's failures are
// deterministic so a test or a demo can ask for them (README "Demo pipelines"):
// - a slug starting `fail-`: the third step fails every attempt on the first run (it is
//   poisoned and the pipeline fails); a retry of that pipeline succeeds;
// - a slug starting `flaky-`: every step fails its first attempt and passes the next.
import { randomUUID } from 'node:crypto';
import {
  PIPELINE_STEP_MAX_ATTEMPTS,
  PIPELINE_STEPS,
  type CreatePipelinePayload,
} from '@shared/pipelines';
import type { Pipeline, PipelineStep } from '@shared/schemas';

/** Who started a pipeline (shown in the record; only API-made pipelines are ever run). */
export interface PipelineCreator {
  sub: string;
  name: string;
  email: string;
}

/** A pipeline this demo runs: the spec's fields plus its creator and how often it was retried. */
export type RunPipeline = Pipeline & {
  createdBy?: PipelineCreator;
  retryCount?: number;
  /** Opaque (creator + Idempotency-Key hash); never sent to the browser. */
  idempotencyKey?: string;
};

/**
 * Whether this backend runs the pipeline: made through the API, or a seeded (history) one that
 * was retried through it. Only these move, and only these are resumed after a restart.
 */
export function isRunHere(pipeline: RunPipeline): boolean {
  return pipeline.createdBy !== undefined || (pipeline.retryCount ?? 0) > 0;
}

const pendingStep = (step_name: string): PipelineStep => ({
  step_name,
  status: 'pending',
  running: false,
  retry_attempt: 0,
  next_retry_at: null,
  last_error: null,
  output: null,
  started_at: null,
  completed_at: null,
  poisoned: false,
});

export function newPipeline(
  body: CreatePipelinePayload,
  createdBy: PipelineCreator,
  now: Date,
  idempotencyKey?: string,
): RunPipeline {
  const id = randomUUID();
  const time = now.toISOString();
  return {
    pipelineId: id,
    pipelineUrl: `https://ci.example.com/provisioner/pipelines/${id}`,
    type: body.type,
    status: 'pending',
    inputParams: { ...body.inputParams },
    createdAt: time,
    created_at: time,
    updated_at: time,
    steps: PIPELINE_STEPS[body.type].map(pendingStep),
    createdBy,
    retryCount: 0,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** What the browser sees: everything but the idempotency key. */
export function pipelineView(pipeline: RunPipeline): Pipeline {
  const { idempotencyKey: _key, ...view } = pipeline;
  return view;
}

export const isActive = (pipeline: Pipeline) =>
  pipeline.status === 'pending' || pipeline.status === 'running';

/** The step the pipeline is at: the first one not completed. */
export function currentStepIndex(pipeline: Pipeline): number {
  return (pipeline.steps ?? []).findIndex((step) => step.status !== 'completed');
}

/** Starts (or starts again) the current step; returns false when there is none left. */
export function startStep(pipeline: Pipeline, now: Date): boolean {
  const step = pipeline.steps?.[currentStepIndex(pipeline)];
  if (!step) return false;
  pipeline.status = 'running';
  step.status = 'running';
  step.running = true;
  step.next_retry_at = null;
  step.started_at ??= now.toISOString();
  pipeline.updated_at = now.toISOString();
  return true;
}

function failureOf(pipeline: RunPipeline, index: number, step: PipelineStep): string | null {
  const slug = pipeline.inputParams?.slug ?? '';
  if (slug.startsWith('fail-') && index === 2 && (pipeline.retryCount ?? 0) === 0)
    return `${step.step_name} failed: the demo treats slugs starting "fail-" as broken on their first run`;
  if (slug.startsWith('flaky-') && (step.retry_attempt ?? 0) === 0)
    return `${step.step_name} failed: a transient error (slug starts "flaky-"), retrying`;
  return null;
}

/** What a finished step produced, as spec §3 names the outputs. */
function outputOf(pipeline: Pipeline, index: number): PipelineStep['output'] {
  const { slug = '', region = '' } = pipeline.inputParams ?? {};
  const output: NonNullable<PipelineStep['output']> = { region, slug };
  if (index >= 1) output.workspaceName = `${slug}-production`;
  if (index >= 2) output.tenantDomain = `${slug}.tenant.example.com`;
  if (index === (pipeline.steps?.length ?? 0) - 1)
    output.deploymentUrl = `https://${slug}.example.com`;
  return output;
}

export type StepOutcome =
  { kind: 'completed' | 'next' } | { kind: 'retry'; delayMs: number } | { kind: 'failed' };

/** Ends the running step's attempt; backoff doubles from `stepMs` after each failure. */
export function finishStep(pipeline: RunPipeline, now: Date, stepMs: number): StepOutcome {
  const index = currentStepIndex(pipeline);
  const step = pipeline.steps?.[index];
  if (!step) return { kind: 'completed' };
  const time = now.toISOString();
  pipeline.updated_at = time;
  step.running = false;
  const error = failureOf(pipeline, index, step);
  if (!error) {
    step.status = 'completed';
    step.completed_at = time;
    step.output = outputOf(pipeline, index);
    if (index < (pipeline.steps?.length ?? 0) - 1) return { kind: 'next' };
    pipeline.status = 'completed';
    return { kind: 'completed' };
  }
  const attempts = (step.retry_attempt ?? 0) + 1;
  step.retry_attempt = attempts;
  step.last_error = error;
  if (attempts >= PIPELINE_STEP_MAX_ATTEMPTS) {
    step.status = 'failed';
    step.poisoned = true;
    step.completed_at = time;
    pipeline.status = 'failed';
    return { kind: 'failed' };
  }
  const delayMs = stepMs * 2 ** (attempts - 1);
  step.status = 'retrying';
  step.next_retry_at = new Date(now.getTime() + delayMs).toISOString();
  return { kind: 'retry', delayMs };
}

/** Cancels: the step in progress ends `cancelled`, the ones after it stay pending. */
export function cancelPipeline(pipeline: Pipeline, now: Date): void {
  const step = pipeline.steps?.[currentStepIndex(pipeline)];
  if (step && step.status !== 'pending') {
    step.status = 'cancelled';
    step.running = false;
    step.next_retry_at = null;
    step.completed_at = now.toISOString();
  }
  pipeline.status = 'cancelled';
  pipeline.updated_at = now.toISOString();
}

/** The step a retry starts from by default: the first failed, poisoned or cancelled one. */
export function defaultRetryStep(pipeline: Pipeline): string | undefined {
  const steps = pipeline.steps ?? [];
  return (
    steps.find((s) => s.poisoned || s.status === 'failed' || s.status === 'cancelled') ??
    steps[currentStepIndex(pipeline)]
  )?.step_name;
}

/**
 * Runs again from `fromStep`: it and every later step start over; the completed ones before it
 * keep their outputs. Returns an error message when `fromStep` cannot be the start.
 */
export function retryFrom(pipeline: RunPipeline, fromStep: string, now: Date): string | null {
  const steps = pipeline.steps ?? [];
  const index = steps.findIndex((step) => step.step_name === fromStep);
  if (index === -1)
    return `fromStep must be one of this pipeline's steps: ${steps.map((s) => s.step_name).join(', ')}`;
  const firstUnfinished = currentStepIndex(pipeline);
  if (firstUnfinished !== -1 && index > firstUnfinished)
    return `fromStep cannot skip "${steps[firstUnfinished]?.step_name}", which has not completed`;
  for (let i = index; i < steps.length; i += 1) steps[i] = pendingStep(steps[i]!.step_name);
  pipeline.status = 'pending';
  pipeline.retryCount = (pipeline.retryCount ?? 0) + 1;
  pipeline.updated_at = now.toISOString();
  return null;
}
