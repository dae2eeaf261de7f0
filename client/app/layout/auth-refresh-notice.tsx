// Back from Refresh Auth: one toast saying who is signed in now and with which roles.
import { useEffect } from 'react';
import { useToast } from '../../components/toast';
import { useAuth } from '../../lib/auth/hooks';
import { refreshMessage, takeBeforeRefresh } from '../../lib/auth/refresh-message';

export function AuthRefreshNotice() {
  const auth = useAuth();
  const toast = useToast();
  const settled = !auth.loading;
  useEffect(() => {
    // Only the identity check's answer counts (a state restored from storage is still loading).
    if (!settled) return;
    const before = takeBeforeRefresh();
    if (before && auth.isAuthenticated) toast.info(refreshMessage(before, auth));
  }, [settled, auth, toast]);
  return null;
}
