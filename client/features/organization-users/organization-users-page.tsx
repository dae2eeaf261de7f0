// /organization/users (users:read): the users of the selected organization. Invite, edit and
// remove are for canManageUsers only; choosing another organization starts the list over.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NoOrganizationSelected } from '../../entities/organization/no-organization-selected';
import { ErrorBanner } from '../../components/error-banner';
import { Loading } from '../../components/loading';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { usePolicy } from '../../entities/permission/permissions';
import { usersKeys } from '../../entities/user/users-keys';
import { OrganizationUsersView } from './organization-users-view';

/** Drops the pages of the organization the user has just left, so going back starts at page 1. */
function useResetOnOrganizationChange(organizationId: string | null) {
  const queryClient = useQueryClient();
  const previous = useRef(organizationId);
  useEffect(() => {
    const left = previous.current;
    previous.current = organizationId;
    if (left && left !== organizationId)
      queryClient.removeQueries({ queryKey: usersKeys.list(left) });
  }, [organizationId, queryClient]);
}

export function OrganizationUsersPage() {
  const { selectedOrganization, loading, error, reload } = useOrganizationContext();
  const canManageUsers = usePolicy('canManageUsers');
  useResetOnOrganizationChange(selectedOrganization?.id ?? null);

  // The own organization may show before the list (the context's provisional selection).
  if (loading && !selectedOrganization) return <Loading label="Loading organizations..." />;
  if (!selectedOrganization) {
    return (
      <section className="users-page">
        {error ? <ErrorBanner message={error} onRetry={reload} /> : null}
        <h1 className="users-page__title">Users</h1>
        <NoOrganizationSelected message="Choose an organization in the sidebar to see its users." />
      </section>
    );
  }
  return (
    <OrganizationUsersView
      // A fresh screen (mode, dialogs, errors) for each organization.
      key={selectedOrganization.id}
      organizationId={selectedOrganization.id}
      organizationName={selectedOrganization.name}
      canManageUsers={canManageUsers}
    />
  );
}
