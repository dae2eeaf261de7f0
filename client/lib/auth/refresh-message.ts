// Back from Refresh Auth: the identity kept before the trip (refresh-notice.ts), read once, and
// the sentence saying what the new sign-in gave. Loaded only on that return.
import type { AuthState } from '@shared/schemas';
import { REFRESH_KEY, type Before } from './refresh-notice';

/** The identity before a refresh, once: it is removed as it is read. */
export function takeBeforeRefresh(): Before | null {
  try {
    const text = sessionStorage.getItem(REFRESH_KEY);
    sessionStorage.removeItem(REFRESH_KEY);
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
