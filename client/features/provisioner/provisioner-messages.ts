// The provisioner texts of SPEC §8, word for word, in one place.

export const LOAD_PIPELINES_FAILED = 'Failed to load pipelines';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The list: the error's own message, else the spec's fallback. */
export function loadPipelinesFailure(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || LOAD_PIPELINES_FAILED;
}

/** One pipeline's document (the JSON view). */
export function loadPipelineFailure(id: string, error: unknown): string {
  return `Failed to load pipeline ${id}: ${messageOf(error)}`;
}

/** The details modal. */
export function loadPipelineDetailsFailure(id: string, error: unknown): string {
  return `Failed to load pipeline details for ${id}: ${messageOf(error)}`;
}
