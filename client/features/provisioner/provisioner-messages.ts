// The provisioner texts of SPEC §8, word for word, in one place.
import { errorText } from '../../lib/api-client';

export const LOAD_PIPELINES_FAILED = 'Failed to load pipelines';

/** The list: the error's own message, else the spec's fallback. */
export function loadPipelinesFailure(error: unknown): string {
  return errorText(error, LOAD_PIPELINES_FAILED);
}

/** One pipeline's document (the JSON view). */
export function loadPipelineFailure(id: string, error: unknown): string {
  return `Failed to load pipeline ${id}: ${errorText(error)}`;
}

/** The details dialog. */
export function loadPipelineDetailsFailure(id: string, error: unknown): string {
  return `Failed to load pipeline details for ${id}: ${errorText(error)}`;
}

/** Resolution 4: the backend answered 404, 405 or 501 to a pipeline write. */
export const PIPELINE_WRITES_UNAVAILABLE =
  'This backend does not offer creating, retrying or cancelling pipelines; those buttons are now disabled.';
