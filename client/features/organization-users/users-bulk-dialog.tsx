// Bulk actions of /organization/users (loaded lazily): change the roles of, or remove, the
// selected users with the single-row calls and their SPEC §8 / resolution 2 texts.
import { useState } from 'react';
import type { OrganizationUser } from '@shared/schemas';
import { BulkActionDialog } from '../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../components/bulk/bulk-question';
import { isMissingEndpoint } from '../../lib/api-client';
import type { BulkSummary } from '../../lib/bulk/run-bulk';
import { formatCount } from '../../lib/format';
import { removeUser } from './api/remove-user';
import { updateUserRoles } from './api/update-user-roles';
import { REMOVE_NOT_IMPLEMENTED_MESSAGE, removeUserErrorMessage } from './remove-user-error';
import { RolePicker } from './role-picker';
import { updateRolesErrorMessage } from './update-roles-error';
import { userDisplayName } from './user-display';

export type UsersBulkAction = 'roles' | 'remove';

const NOUN = { one: 'user', other: 'users' };

export interface UsersBulkDialogProps {
  action: UsersBulkAction;
  organizationId: string;
  organizationName: string;
  /** The selected users, in the list's order, taken when the action was chosen. */
  users: readonly OrganizationUser[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

export function UsersBulkDialog({
  action,
  organizationId,
  organizationName,
  users,
  onFinished,
  onClose,
}: UsersBulkDialogProps) {
  const [roles, setRoles] = useState<string[]>(['User']);
  const items = users.map((user) => ({ id: user.id, label: userDisplayName(user) }));
  const example = items[0]?.label ?? '';
  const count = items.length;

  if (action === 'remove') {
    return (
      <BulkActionDialog
        title="Remove Users"
        question={bulkQuestion('Remove', count, NOUN, example, `from ${organizationName}`)}
        items={items}
        noun={NOUN}
        confirmLabel={`Remove ${formatCount(count)}`}
        progressVerb="Removing"
        danger
        run={(item) => removeUser(organizationId, item.id)}
        failureMessage={removeUserErrorMessage}
        // DESIGN resolution 2 (and 11): once for the run, and nothing more is sent.
        unsupportedMessage={(error) =>
          isMissingEndpoint(error) ? REMOVE_NOT_IMPLEMENTED_MESSAGE : null
        }
        onFinished={onFinished}
        onClose={onClose}
      />
    );
  }
  return (
    <BulkActionDialog
      title="Change User Roles"
      question={bulkQuestion('Change the roles of', count, NOUN, example)}
      items={items}
      noun={NOUN}
      confirmLabel={`Change ${formatCount(count)}`}
      progressVerb="Updating roles"
      canConfirm={roles.length > 0}
      run={(item) => updateUserRoles(organizationId, item.id, roles)}
      failureMessage={updateRolesErrorMessage}
      onFinished={onFinished}
      onClose={onClose}
    >
      <RolePicker value={roles} onChange={setRoles} legend="New roles (replace the current ones)" />
    </BulkActionDialog>
  );
}
