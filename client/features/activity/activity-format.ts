// How an event reads in the list and the CSV: its action in words, its target's name, and
// where the target's own screen is (the list links there).
import type { AuditEvent } from '@shared/audit';

const ACTION_WORDS: Record<string, string> = {
  'organization.created': 'Created organization',
  'organization.updated': 'Updated organization',
  'organization.deleted': 'Deleted organization',
  'organization.domain_added': 'Added a domain',
  'organization.domain_removed': 'Removed a domain',
  'organization.managed_added': 'Added a managed organization',
  'organization.managed_removed': 'Removed a managed organization',
  'user.invited': 'Invited user',
  'user.roles_changed': 'Changed roles',
  'user.removed': 'Removed user',
  'user.suspended': 'Suspended user',
  'user.reactivated': 'Reactivated user',
  'invitation.resent': 'Resent invitation',
  'invitation.revoked': 'Revoked invitation',
  'invitation.link_copied': 'Copied invite link',
  'session.revoked': 'Revoked a session',
  'mfa.reset': 'Reset MFA',
  'settings.updated': 'Updated settings',
  'settings.floors_updated': 'Set floors for managed organizations',
  'settings.applied': 'Settings applied from the managing organization',
  'organization.domain_checked': 'Domain check changed its state',
  'agency.created': 'Created agency',
  'agency.updated': 'Updated agency',
  'profile.updated': 'Updated own profile',
  'onboarding.created': 'Created onboarding',
  'onboarding.updated': 'Updated onboarding',
  'onboarding.step_updated': 'Updated an onboarding step',
  'pipeline.created': 'Created pipeline',
  'pipeline.retried': 'Retried pipeline',
  'pipeline.cancelled': 'Cancelled pipeline',
  'pipeline.completed': 'Pipeline completed',
  'pipeline.failed': 'Pipeline failed',
  'session.signed_in': 'Signed in',
  'session.signed_out': 'Signed out',
  'access.denied': 'Was denied',
};

/** "Changed roles"; an action this console does not know reads as its raw name. */
export function actionWords(
  event: Pick<AuditEvent, 'action' | 'attemptedAction' | 'count'>,
): string {
  const words = ACTION_WORDS[event.action] ?? event.action;
  if (event.action !== 'access.denied') return words;
  const tried = event.attemptedAction;
  // The backend counts identical refusals within a minute on one event.
  const times = event.count !== undefined && event.count > 1 ? ` (${event.count} times)` : '';
  return `${tried ? `${words}: ${ACTION_WORDS[tried]?.toLowerCase() ?? tried}` : words}${times}`;
}

export function actorName(event: AuditEvent): string {
  return event.actor.name || event.actor.email || event.actor.sub;
}

export function targetName(event: AuditEvent): string {
  return event.target.name || event.target.id;
}

export type TargetLink =
  | { to: '/global/organizations'; search: { q: string } }
  | { to: '/organization/overview'; search: Record<string, never> }
  | { to: '/organization/users'; search: { q: string } }
  | {
      to: '/organization/$orgId/settings';
      params: { orgId: string };
      search: { tab?: SettingsTabName };
    };

const SETTINGS_TABS = ['notifications', 'security', 'integrations', 'branding'] as const;
type SettingsTabName = (typeof SETTINGS_TABS)[number];

/** Where the target is shown, or null (a deleted organization, an account, an unknown type). */
export function targetLink(event: AuditEvent, isAdministrator: boolean): TargetLink | null {
  const { type, id } = event.target;
  if (event.action === 'organization.deleted' || event.action === 'user.removed') return null;
  if (type === 'organization') {
    return isAdministrator
      ? { to: '/global/organizations', search: { q: targetName(event) } }
      : { to: '/organization/overview', search: {} };
  }
  if (type === 'user') return { to: '/organization/users', search: { q: targetName(event) } };
  if (type === 'settings') {
    const group = event.changes?.[0]?.field.split('.')[0];
    const tab = SETTINGS_TABS.find((name) => name === group);
    return {
      to: '/organization/$orgId/settings',
      params: { orgId: id },
      search: tab ? { tab } : {},
    };
  }
  return null;
}
