// Bulk removal on /organization/managed (loaded lazily): the selected organizations stop being
// managed by the selected one, with the single-row call and its resolution 2 / 3 texts.
import type { ManagedOrganization } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import {
  REMOVE_MANAGED_NOT_IMPLEMENTED_MESSAGE,
  removeManagedFailure,
} from '../../entities/organization/managed-organization-texts';
import { asFailure, isMissingEndpoint } from '../../lib/api-client';
import { removeManagedOrganization } from '../../entities/organization/remove-managed-organization';
import type { BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';

const NOUN = { one: 'managed organization', other: 'managed organizations' };

export interface ManagedBulkDialogProps {
  organizationId: string;
  organizationName: string;
  relations: readonly ManagedOrganization[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

export function ManagedBulkDialog({
  organizationId,
  organizationName,
  relations,
  onFinished,
  onClose,
}: ManagedBulkDialogProps) {
  const items = relations.map((relation) => ({
    id: relation.managedOrganizationId,
    label: relation.name ?? relation.managedOrganizationId,
  }));
  const count = items.length;
  return (
    <BulkActionDialog
      title="Remove Managed Organizations"
      question={bulkQuestion(
        'Remove',
        count,
        NOUN,
        items[0]?.label ?? '',
        `from the organizations managed by ${organizationName}`,
      )}
      items={items}
      noun={NOUN}
      confirmLabel={`Remove ${formatCount(count)}`}
      progressVerb="Removing"
      danger
      run={(item) => removeManagedOrganization({ organizationId, managedOrganizationId: item.id })}
      failureMessage={(error) => removeManagedFailure(asFailure(error))}
      unsupportedMessage={(error) =>
        isMissingEndpoint(asFailure(error)) ? REMOVE_MANAGED_NOT_IMPLEMENTED_MESSAGE : null
      }
      onFinished={onFinished}
      onClose={onClose}
    />
  );
}
