// A row's actions (SPEC §2), laid out by the DataTable's actions cell or card footer: view, JSON
// and settings for everyone; edit and delete for administrators only. Row actions look alike in
// every list: borderless (ghost) buttons, a destructive one in the danger colour, so the row's
// name keeps the room and no filled red button repeats on every row.
import { Link } from '@tanstack/react-router';
import { OWN_ORGANIZATION_DELETE_REASON } from '@shared/constants';
import type { Organization } from '@shared/schemas';
import { buttonClass } from '../../components/button';
import { UnavailableButton } from '../../components/unavailable-button';

export interface OrganizationActionHandlers {
  /** Administrator alone edits and deletes (SPEC §6 notes). */
  canAdminister: boolean;
  /** The signed-in user's organization, whose Delete is shown disabled with the reason. */
  ownOrganizationId?: string;
  onView: (organization: Organization) => void;
  onJson: (organization: Organization) => void;
  onEdit: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
}

export function OrganizationActions({
  organization,
  canAdminister,
  ownOrganizationId,
  onView,
  onJson,
  onEdit,
  onDelete,
}: OrganizationActionHandlers & { organization: Organization }) {
  const name = organization.name;
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={`View ${name}`}
        onClick={() => onView(organization)}
      >
        View
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={`JSON of ${name}`}
        onClick={() => onJson(organization)}
      >
        JSON
      </button>
      <Link
        to="/organization/$orgId/settings"
        params={{ orgId: organization.id }}
        className={buttonClass('ghost', 'sm')}
        aria-label={`Settings of ${name}`}
      >
        Settings
      </Link>
      {canAdminister ? (
        <>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(organization)}
          >
            Edit
          </button>
          {organization.id === ownOrganizationId ? (
            <UnavailableButton
              label="Delete"
              ariaLabel={`Delete ${name}`}
              size="sm"
              variant="ghost"
              reason={OWN_ORGANIZATION_DELETE_REASON}
            />
          ) : (
            <button
              type="button"
              className={`${buttonClass('ghost', 'sm')} button--danger-text`}
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(organization)}
            >
              Delete
            </button>
          )}
        </>
      ) : null}
    </>
  );
}
