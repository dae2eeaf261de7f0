// Placeholder for the Agencies screen until its feature lands; the shell routes here.
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { useIsAdministrator } from '../../lib/permissions';

export function AgenciesPage() {
  const { isAuthenticated } = useAuth();
  const administrator = useIsAdministrator();
  if (!isAuthenticated) return <AccessDeniedMessage message="Access Denied - Please log in to view agencies." onSignIn={() => signIn()} />;
  if (!administrator) return <AccessDeniedMessage message="Global agency management requires administrator privileges." />;
  return (
    <section className="page">
      <h1>Agencies</h1>
      <p>This screen is on its way.</p>
    </section>
  );
}
