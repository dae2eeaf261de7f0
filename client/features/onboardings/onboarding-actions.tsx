// Row actions of an onboarding, the same in the table, the cards and the timeline.
import type { Onboarding } from '@shared/schemas';
import { Button } from '../../components/button';

export interface OnboardingActionHandlers {
  onDetails: (onboarding: Onboarding) => void;
  onJson: (onboarding: Onboarding) => void;
  onPipeline: (onboarding: Onboarding) => void;
  /** Present for holders of onboarding:write while the backend offers the writes. */
  onEdit?: (onboarding: Onboarding) => void;
}

export function OnboardingActions({
  onboarding,
  handlers,
}: {
  onboarding: Onboarding;
  handlers: OnboardingActionHandlers;
}) {
  const name = onboarding.customerSlug || onboarding.id;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Details of ${name}`}
        onClick={() => handlers.onDetails(onboarding)}
      >
        Details
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`JSON of ${name}`}
        onClick={() => handlers.onJson(onboarding)}
      >
        JSON
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Pipeline of ${name}`}
        onClick={() => handlers.onPipeline(onboarding)}
      >
        Pipeline
      </Button>
      {handlers.onEdit ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${name}`}
          onClick={() => handlers.onEdit?.(onboarding)}
        >
          Edit
        </Button>
      ) : null}
    </>
  );
}
