// The pipelines started (created or retried) from this tab: when one of them settles, the
// screen says so in a toast, wherever the user is on the list.
import type { Pipeline } from '@shared/schemas';
import { normalisePipelineStatus } from './pipeline-status';
import { pipelineTitle } from '../../entities/pipeline/pipeline-fields';
import { shortId } from '../../lib/format';

const startedHere = new Set<string>();

export function rememberStarted(pipelineId: string): void {
  startedHere.add(pipelineId);
}

/** The toast for a pipeline started here that has just completed or failed, once; else null. */
export function settledNotice(
  pipeline: Pipeline,
): { kind: 'success' | 'error'; text: string } | null {
  const status = normalisePipelineStatus(pipeline.status);
  if (!startedHere.has(pipeline.pipelineId) || (status !== 'completed' && status !== 'failed'))
    return null;
  startedHere.delete(pipeline.pipelineId);
  const name = pipelineTitle(pipeline) || shortId(pipeline.pipelineId);
  if (status === 'completed') return { kind: 'success', text: `Pipeline "${name}" completed` };
  const step = pipeline.steps?.find((s) => s.poisoned || s.status === 'failed');
  return {
    kind: 'error',
    text: `Pipeline "${name}" failed${step ? ` at ${step.step_name}` : ''}`,
  };
}
