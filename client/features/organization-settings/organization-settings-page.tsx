// Placeholder for the Organization Settings screen until its feature lands; the shell routes here.
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { signIn, useAuth } from '../../lib/auth/hooks';

export function OrganizationSettingsPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <AccessDeniedMessage message="Access Denied - Please log in to view organization settings." onSignIn={() => signIn()} />;
  return (
    <section className="page">
      <h1>Organization Settings</h1>
      <p>This screen is on its way.</p>
    </section>
  );
}
