// An activity event's action in words, for the Activity screens and the user page's record.
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
