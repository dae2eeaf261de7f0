// How fast the demo's pipelines move: PIPELINE_STEP_MS (one step's attempt; retries back off
// from it) and SSE_HEARTBEAT_MS (the live feed's keep-alive comment). Tests and demos make
// them short; a bad value stops the start with one line, as DEMO_SCALE does.
import { STREAM_HEARTBEAT_MS } from '@shared/pipelines';

export interface PipelineTiming {
  stepMs: number;
  heartbeatMs: number;
}

export const DEFAULT_PIPELINE_STEP_MS = 2_000;

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < 1 || parsed > 3_600_000)
    throw new Error(
      `${name} must be a whole number of milliseconds from 1 to 3600000 (got "${value}")`,
    );
  return parsed;
}

export function pipelineTimingFrom(env: NodeJS.ProcessEnv): PipelineTiming {
  return {
    stepMs: milliseconds('PIPELINE_STEP_MS', env.PIPELINE_STEP_MS, DEFAULT_PIPELINE_STEP_MS),
    heartbeatMs: milliseconds('SSE_HEARTBEAT_MS', env.SSE_HEARTBEAT_MS, STREAM_HEARTBEAT_MS),
  };
}
