// Offered when the session ended mid-work: signing in again returns to this very address.
import { signIn, useSessionExpired } from '../../lib/auth/hooks';

export function SessionExpiredBanner() {
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <div className="session-expired" role="alert">
      <span>Your session has expired.</span>
      <button type="button" className="button button--primary button--sm" onClick={() => signIn()}>
        Sign in again
      </button>
    </div>
  );
}
