// What main shows: the page, or, when the auth state no longer meets the page's requirement
// (the session ended or the roles changed while it was open), the message its route states.
// The route guard decides on navigation; this covers the time until the next one, so that the
// pages themselves never check who is signed in.
import { Outlet } from '@tanstack/react-router';
import { AccessDeniedMessage } from '../../components/access-denied-message';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { guardOutcome } from '../../lib/route-access';
import { useCurrentFacts } from './navigation';

export function PageGate() {
  const auth = useAuth();
  const { requires, signedOut, denied } = useCurrentFacts();
  const outcome = guardOutcome(auth, requires);
  if (outcome === 'sign-in' && signedOut) {
    return (
      <AccessDeniedMessage
        {...(signedOut.title ? { title: signedOut.title } : {})}
        message={signedOut.message}
        onSignIn={() => signIn()}
      />
    );
  }
  if (outcome === 'denied' && denied) return <AccessDeniedMessage message={denied} />;
  return <Outlet />;
}
