// How fast the demo's pipelines move: PIPELINE_STEP_MS (one step's attempt; retries back off
// from it), SSE_HEARTBEAT_MS (the live feed's keep-alive comment) and PIPELINE_CONCURRENCY
// (how many run at once). Tests and demos make
// them short; a bad value stops the start with one line, as DEMO_SCALE does.
import { STREAM_HEARTBEAT_MS } from '@shared/pipelines';

export interface PipelineTiming {
  stepMs: number;
  heartbeatMs: number;
  /** How many pipelines run at once (PIPELINE_CONCURRENCY); the rest wait, pending, in order. */
  concurrency?: number;
}

export const DEFAULT_PIPELINE_STEP_MS = 2_000;
export const DEFAULT_PIPELINE_CONCURRENCY = 8;

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 3_600_000)
    throw new Error(
      `${name} must be a whole number of milliseconds from 1 to 3600000 (got "${value}")`,
    );
  return parsed;
}

function concurrencyFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PIPELINE_CONCURRENCY;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1 || Number(value) > 1_000)
    throw new Error(`PIPELINE_CONCURRENCY must be a whole number from 1 to 1000 (got "${value}")`);
  return Number(value);
}

export function pipelineTimingFrom(env: NodeJS.ProcessEnv): PipelineTiming {
  return {
    stepMs: milliseconds('PIPELINE_STEP_MS', env.PIPELINE_STEP_MS, DEFAULT_PIPELINE_STEP_MS),
    heartbeatMs: milliseconds('SSE_HEARTBEAT_MS', env.SSE_HEARTBEAT_MS, STREAM_HEARTBEAT_MS),
    concurrency: concurrencyFrom(env.PIPELINE_CONCURRENCY),
  };
}
