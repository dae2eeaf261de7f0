// /api-explorer: send test requests to the BFF as the signed-in user (SPEC §2 API Explorer).
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { Loading } from '../../components/loading';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { useOrganizationContext } from '../../lib/organization-context/use-organization-context';
import { ApiExplorerView } from './api-explorer-view';

export const SIGNED_OUT_MESSAGE = 'Access Denied - Please log in to use the API Explorer.';

export function ApiExplorerPage() {
  const { isAuthenticated, loading, user } = useAuth();
  const {
    selectedOrganization,
    selectedOrganizationId,
    loading: organizationsLoading,
  } = useOrganizationContext();

  if (loading) return <Loading />;
  if (!isAuthenticated) {
    return (
      <AccessDeniedMessage
        title="API Explorer"
        message={SIGNED_OUT_MESSAGE}
        onSignIn={() => signIn()}
      />
    );
  }
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
