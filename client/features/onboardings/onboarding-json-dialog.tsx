import type { Onboarding } from '@shared/schemas';
import { JsonView } from '../../components/json-view';
import { Dialog } from '../../components/dialog';

export function OnboardingJsonDialog({
  onboarding,
  onClose,
}: {
  onboarding: Onboarding | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={onboarding !== null} onClose={onClose} size="lg" title="Onboarding JSON">
      {onboarding ? (
        <JsonView value={onboarding} label={`Onboarding ${onboarding.id} as JSON`} />
      ) : null}
    </Dialog>
  );
}
