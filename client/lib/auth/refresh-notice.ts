// Refresh Auth leaves for the sign-in page and comes back (SPEC §2); with a BFF that remembers
// the choice, or the demo's account chooser, nothing on screen changed. The identity before the
// trip is kept in sessionStorage, and the console says on return what the new sign-in gave.
import type { AuthState } from '@shared/schemas';

const KEY = 'auth-refresh';

interface Before {
  email: string;
  name: string;
  roles: string[];
}

/** Called right before leaving for the sign-in page. */
export function rememberBeforeRefresh(state: AuthState): void {
  const before: Before = {
    email: state.user?.email ?? '',
    name: state.user?.name ?? '',
    roles: [...state.roles],
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(before));
  } catch {
    // Storage refused (private mode, quota): the refresh still happens, only unannounced.
  }
}

/** The identity before a refresh, once: it is removed as it is read. */
export function takeBeforeRefresh(): Before | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Before>;
    if (typeof parsed.email !== 'string' || !Array.isArray(parsed.roles)) return null;
    return {
      email: parsed.email,
      name: typeof parsed.name === 'string' ? parsed.name : '',
      roles: parsed.roles.filter((role): role is string => typeof role === 'string'),
    };
  } catch {
    return null;
  }
}

const roleList = (roles: readonly string[]) => (roles.length ? roles.join(', ') : 'no roles');
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join('\n') === [...b].sort().join('\n');

/** What the refresh did, in one sentence. */
export function refreshMessage(before: Before, after: AuthState): string {
  const email = after.user?.email ?? '';
  const who = after.user?.name || email || 'User';
  if (email !== before.email) {
    return `Signed in again as ${who} (${email}), roles ${roleList(after.roles)}; was ${before.email || 'someone else'}.`;
  }
  if (!sameRoles(before.roles, after.roles)) {
    return `Sign-in refreshed for ${who}: roles now ${roleList(after.roles)} (were ${roleList(before.roles)}).`;
  }
  return `Sign-in refreshed for ${who}: roles unchanged (${roleList(after.roles)}).`;
}
