// The onboarding texts of SPEC §5 and §8, word for word, in one place.

export const NO_PIPELINE_MESSAGE = 'No pipeline ID found for this onboarding';
export const NO_ORGANIZATION_TITLE = 'No Organization Selected';

export function loadOnboardingsFailure(organization: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Failed to load onboardings for ${organization}: ${message}`;
}

export function loadPipelineFailure(pipelineId: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Failed to load pipeline ${pipelineId}: ${message}`;
}
