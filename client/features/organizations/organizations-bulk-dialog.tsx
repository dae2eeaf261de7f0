// Bulk actions of /global/organizations (loaded lazily): change the status of, or delete, the
// selected organizations with the single-row calls and their SPEC §8 / resolution 2 texts.
import { useId, useState } from 'react';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { SelectField } from '../../components/form/select-field';
import { statusLabel } from '../../components/status-chip';
import { asFailure, isMissingEndpoint } from '../../lib/api-client';
import type { BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';
import { deleteOrganization } from './api/delete-organization';
import { updateOrganization } from '../../entities/organization/update-organization';
import {
  DELETE_NOT_IMPLEMENTED_MESSAGE,
  deleteOrganizationFailure,
  updateOrganizationFailure,
} from './organization-messages';

export type OrganizationsBulkAction = 'status' | 'delete';

const NOUN = { one: 'organization', other: 'organizations' };
const STATUS_CHOICES = ORGANIZATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

export interface OrganizationsBulkDialogProps {
  action: OrganizationsBulkAction;
  /** The selected organizations, in the list's order, taken when the action was chosen. */
  organizations: readonly Organization[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

export function OrganizationsBulkDialog({
  action,
  organizations,
  onFinished,
  onClose,
}: OrganizationsBulkDialogProps) {
  const id = useId();
  const [status, setStatus] = useState<OrganizationStatus>('active');
  const items = organizations.map((organization) => ({
    id: organization.id,
    label: organization.name,
    organization,
  }));
  const example = organizations[0]?.name ?? '';
  const count = items.length;

  if (action === 'delete') {
    return (
      <BulkActionDialog
        title="Delete Organizations"
        question={bulkQuestion('Delete', count, NOUN, example)}
        items={items}
        noun={NOUN}
        confirmLabel={`Delete ${formatCount(count)}`}
        progressVerb="Deleting"
        danger
        run={(item) => deleteOrganization(item.id)}
        failureMessage={(error) => deleteOrganizationFailure(asFailure(error))}
        // DESIGN resolution 2 (and 11): once for the run, and nothing more is sent.
        unsupportedMessage={(error) =>
          isMissingEndpoint(asFailure(error)) ? DELETE_NOT_IMPLEMENTED_MESSAGE : null
        }
        onFinished={onFinished}
        onClose={onClose}
      >
        <p>This action cannot be undone.</p>
      </BulkActionDialog>
    );
  }
  return (
    <BulkActionDialog
      title="Change Organization Status"
      question={bulkQuestion(`Set the status to ${statusLabel(status)} for`, count, NOUN, example)}
      items={items}
      noun={NOUN}
      confirmLabel={`Change ${formatCount(count)}`}
      progressVerb="Updating"
      run={({ organization }) =>
        // The update payload carries the name (required); domains are left out, so they stay.
        updateOrganization({ id: organization.id, payload: { name: organization.name, status } })
      }
      failureMessage={(error) => updateOrganizationFailure(asFailure(error))}
      onFinished={onFinished}
      onClose={onClose}
    >
      <SelectField
        id={`${id}-status`}
        label="New status"
        value={status}
        options={STATUS_CHOICES}
        onValueChange={setStatus}
      />
    </BulkActionDialog>
  );
}
