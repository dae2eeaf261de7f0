// INVITE_TTL_DAYS: how long an invitation lives (DESIGN resolution 20), read once at start; a
// bad value stops the start with one line naming it, as PIPELINE_STEP_MS does.
import { INVITE_TTL_DAYS_DEFAULT, INVITE_TTL_DAYS_MAX, INVITE_TTL_DAYS_MIN } from '@shared/people';
import type { DataStore } from '../store/data-store';
import type { LastSeen } from './session-activity';

/** What the people routes share: the store, the invitation lifetime, sessions' last use. */
export interface PeopleOptions {
  store: DataStore;
  inviteTtlDays: number;
  lastSeen: LastSeen;
}

export function inviteTtlDaysFrom(env: NodeJS.ProcessEnv): number {
  const value = env.INVITE_TTL_DAYS;
  if (value === undefined || value === '') return INVITE_TTL_DAYS_DEFAULT;
  const days = Number(value);
  if (!/^\d{1,2}$/.test(value) || days < INVITE_TTL_DAYS_MIN || days > INVITE_TTL_DAYS_MAX)
    throw new Error(
      `INVITE_TTL_DAYS must be a whole number of days from ${INVITE_TTL_DAYS_MIN} to ${INVITE_TTL_DAYS_MAX} (got "${value}")`,
    );
  return days;
}

/** When an invitation sent at `now` expires. */
export function inviteExpiry(now: number, ttlDays: number): string {
  return new Date(now + ttlDays * 86_400_000).toISOString();
}
