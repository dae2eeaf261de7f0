// The shape of the demo backend's data file: what is stored, not what the API answers
// (organization DTOs add counts and relations computed from these records).
import type { MfaFactor, UserSuspension } from '@shared/people';
import type { Role } from '@shared/permissions';
import type { DomainRecord } from '@shared/domains';
import type { Floors, SettingsOverrides } from '@shared/inheritance';
import type { Agency, Onboarding, OrganizationUser, Pipeline } from '@shared/schemas';

export const DATA_VERSION = 1;

export interface StoredOrganization {
  id: string;
  name: string;
  slug: string;
  /** Optional on purpose: one seeded organization has none (the UI shows Active). */
  status?: string;
  createdDate: string;
  description?: string;
  domains: string[];
  /**
   * DESIGN resolution 24: each domain's proof, by domain. A domain without one was listed
   * before domains were proven and counts as verified.
   */
  domainChecks?: Record<string, DomainRecord>;
}

export interface ManagedLink {
  organizationId: string;
  managedOrganizationId: string;
  addedDate: string;
  status: string;
}

/**
 * A person who can sign in. Their roles and organization are their row in its user list
 * (DESIGN resolution 21); nobody changes or removes their own row, so the demo keeps its
 * administrator.
 */
export interface DemoAccount {
  sub: string;
  name: string;
  email: string;
  roles: Role[];
  organizationId?: string;
}

/**
 * Sessions are stored by a SHA-256 of the cookie value, never the value itself. `id` is the
 * public name the user page shows and revokes by (files from before it had none: see
 * `sessionIdOf`); `lastSeenAt` moves at most once a minute (session-activity.ts).
 */
export interface StoredSession {
  key: string;
  id?: string;
  sub: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt?: string;
  ip?: string;
  userAgent?: string;
}

/** An invitation as stored; `token` is the invite link's secret, never answered or recorded. */
export interface StoredInvitation {
  invitedAt: string;
  invitedBy: string | null;
  expiresAt: string;
  /** The last send (the invitation or its last resend): the resend cooldown counts from it. */
  sentAt: string;
  acceptedAt?: string | null;
  token?: string;
}

/**
 * A row of an organization's user list as stored. `inviteStatus` is the stored one: a pending
 * invitation past `expiresAt` reads expired (`invitationStatusAt`) wherever it is answered.
 */
export type StoredUser = OrganizationUser & {
  createdDate?: string;
  invitation?: StoredInvitation;
  suspension?: UserSuspension;
  /** The status a reactivation restores. */
  statusBeforeSuspension?: string;
  mfa?: { factors: MfaFactor[] };
};

/**
 * An organization's settings (DESIGN resolution 23): only the fields set here (a full document
 * sets them all; the rest are inherited) and the floors it sets for the ones it manages.
 */
export interface StoredSettings {
  settings: SettingsOverrides;
  floors?: Floors;
}

export interface DemoData {
  version: typeof DATA_VERSION;
  organizations: StoredOrganization[];
  managedLinks: ManagedLink[];
  accounts: DemoAccount[];
  /** Organization users by organization id, in listing (paging) order. */
  users: Record<string, StoredUser[]>;
  settings: Record<string, StoredSettings>;
  onboardings: Record<string, Onboarding[]>;
  pipelines: Pipeline[];
  agencies: Agency[];
  sessions: StoredSession[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A structural check of a loaded file: enough to refuse a truncated or foreign file. */
export function looksLikeDemoData(value: unknown): value is DemoData {
  if (!isRecord(value) || value.version !== DATA_VERSION) return false;
  const lists = ['organizations', 'managedLinks', 'accounts', 'pipelines', 'agencies', 'sessions'];
  const maps = ['users', 'settings', 'onboardings'];
  return (
    lists.every((key) => Array.isArray(value[key])) && maps.every((key) => isRecord(value[key]))
  );
}
