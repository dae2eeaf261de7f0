// How a user is named on this screen: name, else email, else the id.
import type { OrganizationUser } from '@shared/schemas';

export function userDisplayName(user: OrganizationUser): string {
  return user.name?.trim() || user.email?.trim() || user.id;
}

/** The status the chip shows: the account status, else the invitation's. */
export function userStatus(user: OrganizationUser): string | undefined {
  return user.status?.trim() || user.inviteStatus?.trim() || undefined;
}
