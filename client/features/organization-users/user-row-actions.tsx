// A users row's actions (SPEC §2): View and JSON for everyone; Edit and Remove with
// canManageUsers. Each opens the screen's one mode.
import type { OrganizationUser } from '@shared/schemas';
import { Button } from '../../components/button';
import { userDisplayName } from './user-display';

export type RowMode = { kind: 'view' | 'json' | 'edit' | 'delete'; user: OrganizationUser };

export function UserRowActions({
  user,
  canManageUsers,
  onOpen,
}: {
  user: OrganizationUser;
  canManageUsers: boolean;
  onOpen: (mode: RowMode) => void;
}) {
  const name = userDisplayName(user);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`View ${name}`}
        onClick={() => onOpen({ kind: 'view', user })}
      >
        View
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`JSON ${name}`}
        onClick={() => onOpen({ kind: 'json', user })}
      >
        JSON
      </Button>
      {canManageUsers ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${name}`}
            onClick={() => onOpen({ kind: 'edit', user })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="button--danger-text"
            aria-label={`Remove ${name}`}
            onClick={() => onOpen({ kind: 'delete', user })}
          >
            Remove
          </Button>
        </>
      ) : null}
    </>
  );
}
