// The activity record (DESIGN.md resolutions 9 and 10): the event and page shapes of
// GET /api/v1/audit-events, the action names, and the query limits, for BFF and console.
import * as z from './zod';

export const AUDIT_ACTIONS = [
  'organization.created',
  'organization.updated',
  'organization.deleted',
  'organization.domain_added',
  'organization.domain_removed',
  'organization.managed_added',
  'organization.managed_removed',
  'user.invited',
  'user.roles_changed',
  'user.removed',
  'user.suspended',
  'user.reactivated',
  'invitation.resent',
  'invitation.revoked',
  'invitation.link_copied',
  'session.revoked',
  'mfa.reset',
  'settings.updated',
  'settings.floors_updated',
  'settings.applied',
  'organization.domain_checked',
  'agency.created',
  'agency.updated',
  'profile.updated',
  'onboarding.created',
  'onboarding.updated',
  'onboarding.step_updated',
  'pipeline.created',
  'pipeline.retried',
  'pipeline.cancelled',
  'pipeline.completed',
  'pipeline.failed',
  'session.signed_in',
  'session.signed_out',
  'access.denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'organization',
  'user',
  'settings',
  'account',
  'pipeline',
  'agency',
  'onboarding',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

const jsonValue: z.ZodType<unknown> = z.unknown();

export const auditChangeSchema = z.looseObject({
  field: z.string(),
  before: jsonValue,
  after: jsonValue,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

// Loose on purpose: a real BFF may send actions and fields this console does not know yet;
// the list shows them by their raw name.
export const auditEventSchema = z.looseObject({
  id: z.string(),
  time: z.string(),
  actor: z.looseObject({
    sub: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
  }),
  action: z.string(),
  organizationId: z.string().nullable().optional(),
  organizationName: z.string().nullable().optional(),
  target: z.looseObject({ type: z.string(), id: z.string(), name: z.string().optional() }),
  changes: z.array(auditChangeSchema).optional(),
  /** For access.denied: the action that was refused. */
  attemptedAction: z.string().optional(),
  /** For access.denied: how many identical refusals (same actor and attempt, one minute) this event stands for; absent for one. */
  count: z.number().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.looseObject({
  items: z.array(auditEventSchema),
  /** Opaque; pass back as `cursor` for the next (older) page. Null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many events match the filters in all (optional for a BFF that cannot count cheaply). */
  total: z.number().optional(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The query parameters of GET /api/v1/audit-events, all optional. */
export interface AuditQuery {
  organizationId?: string;
  actor?: string;
  action?: string;
  targetId?: string;
  since?: string;
  until?: string;
  q?: string;
  limit?: number;
  cursor?: string;
}

export const AUDIT_QUERY_KEYS = [
  'organizationId',
  'actor',
  'action',
  'targetId',
  'since',
  'until',
  'q',
  'limit',
  'cursor',
] as const satisfies readonly (keyof AuditQuery)[];
