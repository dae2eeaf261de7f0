// A user's whole life (DESIGN resolution 20): the user page's details, invitations, suspension,
// sessions and MFA factors, for the BFF contract and the console alike. The rules here (who may
// act on whom, when an invitation can be resent or revoked) are asked by both sides.
import {
  PERMISSIONS,
  ROLES,
  hasPolicy,
  permissionsFor,
  type Permission,
  type Role,
} from './permissions';
import { organizationUserSchema } from './schemas';
import * as z from './zod';

export const INVITE_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** How long an invitation lives (`INVITE_TTL_DAYS`, Auth0's default and range). */
export const INVITE_TTL_DAYS_DEFAULT = 7;
export const INVITE_TTL_DAYS_MIN = 1;
export const INVITE_TTL_DAYS_MAX = 30;
/** A second resend within this long of the last send is a 429 with Retry-After. */
export const INVITE_RESEND_COOLDOWN_MS = 60_000;
/** "Expiring within 24 h" on Global → Invitations. */
export const INVITE_EXPIRING_SOON_MS = 24 * 3_600_000;

export const SUSPEND_REASON_MAX_LENGTH = 500;
export const MFA_FACTOR_TYPES = ['totp', 'webauthn'] as const;

export const INVITATIONS_PAGE_DEFAULT = 50;
/** What GET /api/v1/invitations lists without `status`: the ones that still need someone. */
export const INVITATIONS_STATUS_DEFAULT: readonly InviteStatus[] = ['pending', 'expired'];
export const INVITATIONS_PAGE_MAX = 200;

export const suspendUserSchema = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(SUSPEND_REASON_MAX_LENGTH, {
      error: `reason must be at most ${SUSPEND_REASON_MAX_LENGTH} characters`,
    }),
});
export type SuspendUserPayload = z.infer<typeof suspendUserSchema>;

export const userInvitationSchema = z.looseObject({
  invitedAt: z.string(),
  /** The inviter's name (or id, from a BFF that has no name for them). */
  invitedBy: z.string().nullable().optional(),
  expiresAt: z.string(),
  /** The last time it was sent (the first send or the last resend). */
  sentAt: z.string().optional(),
  acceptedAt: z.string().nullable().optional(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;

export const userSuspensionSchema = z.looseObject({
  reason: z.string(),
  /** Who suspended them, by name. */
  by: z.string(),
  at: z.string(),
});
export type UserSuspension = z.infer<typeof userSuspensionSchema>;

export const mfaFactorSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type MfaFactor = z.infer<typeof mfaFactorSchema>;

/** GET /api/v1/organizations/{orgId}/users/{userId} */
export const userDetailsSchema = organizationUserSchema.extend({
  createdDate: z.string().optional(),
  invitation: userInvitationSchema.nullable().optional(),
  suspension: userSuspensionSchema.nullable().optional(),
  mfa: z.looseObject({ factors: z.array(mfaFactorSchema) }).optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const userSessionSchema = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().optional(),
  userAgent: z.string().optional(),
  /** The session this request was made with. */
  current: z.boolean().optional(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** GET …/users/{userId}/sessions */
export const userSessionsSchema = z.looseObject({ items: z.array(userSessionSchema) });

/** One row of GET /api/v1/invitations. */
export const invitationRowSchema = z.looseObject({
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  organizationId: z.string(),
  organizationName: z.string().optional(),
  status: z.string(),
  invitedAt: z.string(),
  invitedBy: z.string().nullable().optional(),
  expiresAt: z.string(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

/** GET /api/v1/invitations?status=pending,expired&q=&expiringWithin=24h&cursor=&limit= */
export const invitationsPageSchema = z.looseObject({
  items: z.array(invitationRowSchema),
  nextCursor: z.string().nullable().optional(),
  total: z.number().optional(),
});
export type InvitationsPage = z.infer<typeof invitationsPageSchema>;

/** The statuses an invitation can be resent or revoked from. */
export function isOpenInvitation(status: string | undefined): boolean {
  return status === 'pending' || status === 'expired';
}

/** An invitation's status as of `now`: a pending one past its expiry is expired. */
export function invitationStatusAt(
  stored: string | undefined,
  expiresAt: string | undefined,
  now: number,
): string | undefined {
  if (stored === 'pending' && expiresAt && Date.parse(expiresAt) <= now) return 'expired';
  return stored;
}

/**
 * Resolution 20's privilege rule: an actor never acts on someone holding a role whose rights the
 * actor's roles do not all have (a Manager on an Administrator; an Administrator, who holds every
 * right, on anyone). The first such role, or undefined when they may.
 */
export function roleLackedToActOn(
  actorRoles: readonly string[],
  targetRoles: readonly string[],
): Role | undefined {
  const actorGrants = permissionsFor(actorRoles);
  return ROLES.find(
    (role) =>
      targetRoles.includes(role) &&
      [...permissionsFor([role])].some((permission) => !actorGrants.has(permission)),
  );
}

/** The sentence both sides use when the privilege rule refuses. */
export function privilegeRefusal(name: string, role: Role): string {
  return `${name} holds the ${role} role, which you do not have; ask an Administrator`;
}

/** Copying an invite link hands out a sign-in: Administrators only (recorded). */
export function mayCopyInviteLink(roles: readonly string[]): boolean {
  return hasPolicy(roles, 'canReachEveryOrganization');
}

/** What a set of roles grants, each permission with the roles it comes from (in ROLES order). */
export function grantsOf(roles: readonly string[]): { permission: Permission; from: Role[] }[] {
  const held = ROLES.filter((role) => roles.includes(role));
  const granted = permissionsFor(held);
  return PERMISSIONS.filter((permission) => granted.has(permission)).map((permission) => ({
    permission,
    from: held.filter((role) => permissionsFor([role]).has(permission)),
  }));
}
