// How an event reads in the list and the CSV: its action in words, its target's name, and
// where the target's own screen is (the list links there).
import type { AuditEvent } from '@shared/audit';

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
