// /api-explorer: send test requests to the BFF as the signed-in user (SPEC §2 API Explorer).
import { useAuth } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../entities/organization/use-organization-context';
import { ApiExplorerView } from './api-explorer-view';

export function ApiExplorerPage() {
  const { user } = useAuth();
  const {
    selectedOrganization,
    selectedOrganizationId,
    loading: organizationsLoading,
  } = useOrganizationContext();

  return (
    <ApiExplorerView
      userId={user?.sub ?? ''}
      organizationId={selectedOrganizationId}
      organizationName={selectedOrganization?.name ?? null}
      organizationsLoading={organizationsLoading}
      origin={window.location.origin}
    />
  );
}
