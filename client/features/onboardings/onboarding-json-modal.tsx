import type { Onboarding } from '../../../shared/schemas';
import { JsonView } from '../../components/json-view';
import { Modal } from '../../components/modal';

export function OnboardingJsonModal({
  onboarding,
  onClose,
}: {
  onboarding: Onboarding | null;
  onClose: () => void;
}) {
  return (
    <Modal open={onboarding !== null} onClose={onClose} size="lg" title="Onboarding JSON">
      {onboarding ? (
        <JsonView value={onboarding} label={`Onboarding ${onboarding.id} as JSON`} />
      ) : null}
    </Modal>
  );
}
