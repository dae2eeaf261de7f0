// Bulk Actions on onboardings (issue #23, DESIGN resolution 11's runner): change the status of
// the selected onboardings, or cancel them. A row whose move the transition rules refuse is
// not sent: it fails with the rule's words, like the backend's 409 for a row that moved
// meanwhile; the others are sent one call each.
import { useId, useState } from 'react';
import { ONBOARDING_STATUSES, type OnboardingStatus } from '@shared/constants';
import { openStepCount, transitionRefusal } from '@shared/onboardings';
import type { Onboarding } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { SelectField } from '../../components/form/select-field';
import { errorText, isMissingEndpoint } from '../../lib/api-client';
import type { BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';
import { usePolicy } from '../../entities/permission/permissions';
import { updateOnboarding, useOnboardingWrite } from './api/onboarding-writes';
import { ONBOARDING_STATUS_LABELS } from './onboarding-status';

const NOUN = { one: 'onboarding', other: 'onboardings' };
export const ONBOARDING_WRITES_UNAVAILABLE =
  'This backend does not offer changing onboardings yet.';

export type OnboardingsBulkAction = 'status' | 'cancel';

export interface OnboardingsBulkDialogProps {
  action: OnboardingsBulkAction;
  onboardings: readonly Onboarding[];
  /** Rows without their own organizationId belong to this organization. */
  organizationId?: string;
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

class RefusedTransition extends Error {}

export function OnboardingsBulkDialog({
  action,
  onboardings,
  organizationId,
  onFinished,
  onClose,
}: OnboardingsBulkDialogProps) {
  const id = useId();
  const canReopen = usePolicy('canAccessAdminFeatures');
  const [status, setStatus] = useState<OnboardingStatus>(
    action === 'cancel' ? 'cancelled' : 'in_progress',
  );
  const write = useOnboardingWrite(
    (v: { organizationId: string; onboardingId: string; status: OnboardingStatus }) =>
      updateOnboarding(v.organizationId, v.onboardingId, { status: v.status }),
  );
  const byId = new Map(onboardings.map((o) => [o.id, o]));
  const items = onboardings.map((o) => ({ id: o.id, label: o.customerSlug || o.id }));
  const count = items.length;
  const cancelling = action === 'cancel';
  const label = ONBOARDING_STATUS_LABELS[status];

  return (
    <BulkActionDialog
      title={cancelling ? 'Cancel Onboardings' : 'Change Onboarding Status'}
      question={
        cancelling
          ? bulkQuestion('Cancel', count, NOUN, items[0]?.label ?? '')
          : bulkQuestion('Set the status of', count, NOUN, items[0]?.label ?? '', `to ${label}`)
      }
      items={items}
      noun={NOUN}
      confirmLabel={
        cancelling ? `Cancel ${formatCount(count)}` : `Set ${formatCount(count)} to ${label}`
      }
      progressVerb={cancelling ? 'Cancelling' : 'Updating status'}
      danger={cancelling}
      run={async (item) => {
        const onboarding = byId.get(item.id)!;
        // The rules are the backend's too: a move they refuse is not sent.
        const refusal = transitionRefusal(onboarding.status, status, {
          canReopen,
          openSteps: openStepCount(onboarding),
        });
        if (refusal) throw new RefusedTransition(refusal);
        const owner =
          typeof onboarding.organizationId === 'string'
            ? onboarding.organizationId
            : organizationId;
        if (!owner) throw new RefusedTransition('The onboarding names no organization');
        await write.mutateAsync({ organizationId: owner, onboardingId: item.id, status });
      }}
      failureMessage={(error) =>
        error instanceof RefusedTransition ? error.message : errorText(error)
      }
      unsupportedMessage={(error) =>
        isMissingEndpoint(error) ? ONBOARDING_WRITES_UNAVAILABLE : null
      }
      onFinished={onFinished}
      onClose={onClose}
    >
      {cancelling ? null : (
        <SelectField
          id={`${id}-status`}
          label="New status"
          value={status}
          options={ONBOARDING_STATUSES.map((value) => ({
            value,
            label: ONBOARDING_STATUS_LABELS[value],
          }))}
          description="Onboardings the transition rules do not let move there are left as they are, each with the reason."
          onValueChange={setStatus}
        />
      )}
    </BulkActionDialog>
  );
}
