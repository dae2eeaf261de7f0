// The onboarding texts of SPEC §5 and §8, word for word, in one place.
import { errorText } from '../../lib/api-client';

export const NO_PIPELINE_MESSAGE = 'No pipeline ID found for this onboarding';

export function loadOnboardingsFailure(organization: string, error: unknown): string {
  return `Failed to load onboardings for ${organization}: ${errorText(error)}`;
}

export function loadPipelineFailure(pipelineId: string, error: unknown): string {
  return `Failed to load pipeline ${pipelineId}: ${errorText(error)}`;
}
