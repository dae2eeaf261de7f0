// The settings form: one state for all five tabs (so a tab switch never loses an edit), the
// mapping from a loaded document into it, its validation, and the exact document PATCHed back.
import {
  DEFAULT_PRIMARY_COLOR,
  type NotificationFrequency,
  type PasswordPolicy,
} from '@shared/constants';
import type { OrganizationSettings } from '@shared/schemas';
import { formatIpRanges, parseIpRanges } from './ip-ranges';
import {
  customDomainError,
  hexColorError,
  httpUrlError,
  organizationNameError,
  parseSessionTimeout,
  sessionTimeoutError,
} from './settings-rules';

export const SETTINGS_TABS = [
  { id: 'general', label: 'General' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'branding', label: 'Branding' },
] as const;
export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

/** What the inputs hold: text stays text until it is valid, so the user's typing survives. */
export interface SettingsForm {
  name: string;
  emailNotifications: boolean;
  slackNotifications: boolean;
  notificationFrequency: NotificationFrequency;
  requireMfa: boolean;
  passwordPolicy: PasswordPolicy;
  sessionTimeout: string;
  enableApiAccess: boolean;
  webhookUrl: string;
  allowedIpRanges: string;
  logoUrl: string;
  primaryColor: string;
  customDomain: string;
}
export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The id of a field's control, so Save can move the focus to the first field in error. */
export const fieldId = (field: SettingsField) => `settings-${field}`;

/** Each field's tab and label (the label also heads its entry in the error summary). */
export const SETTINGS_FIELDS: Record<SettingsField, { tab: SettingsTabId; label: string }> = {
  name: { tab: 'general', label: 'Organization name' },
  emailNotifications: { tab: 'notifications', label: 'Email notifications' },
  slackNotifications: { tab: 'notifications', label: 'Slack notifications' },
  notificationFrequency: { tab: 'notifications', label: 'Notification frequency' },
  requireMfa: { tab: 'security', label: 'Require multi-factor authentication' },
  passwordPolicy: { tab: 'security', label: 'Password policy' },
  sessionTimeout: { tab: 'security', label: 'Session timeout (minutes)' },
  enableApiAccess: { tab: 'integrations', label: 'Enable API access' },
  webhookUrl: { tab: 'integrations', label: 'Webhook URL' },
  allowedIpRanges: { tab: 'integrations', label: 'Allowed IP ranges' },
  logoUrl: { tab: 'branding', label: 'Logo URL' },
  primaryColor: { tab: 'branding', label: 'Primary color' },
  customDomain: { tab: 'branding', label: 'Custom domain' },
};

export function toSettingsForm(document: OrganizationSettings): SettingsForm {
  const { notifications, security, integrations, branding } = document.settings;
  return {
    name: document.name,
    emailNotifications: notifications.emailNotifications,
    slackNotifications: notifications.slackNotifications,
    notificationFrequency: notifications.notificationFrequency,
    requireMfa: security.requireMfa,
    passwordPolicy: security.passwordPolicy as PasswordPolicy,
    sessionTimeout: String(security.sessionTimeout),
    enableApiAccess: integrations.enableApiAccess,
    webhookUrl: integrations.webhookUrl ?? '',
    allowedIpRanges: formatIpRanges(integrations.allowedIpRanges),
    logoUrl: branding.logoUrl ?? '',
    // SPEC §9: the default primary color whenever none is set.
    primaryColor: branding.primaryColor?.trim() || DEFAULT_PRIMARY_COLOR,
    customDomain: branding.customDomain ?? '',
  };
}

/** Every problem at once, keyed by field, in the order the tabs show them. */
export function validateSettingsForm(form: SettingsForm): SettingsErrors {
  const ipErrors = parseIpRanges(form.allowedIpRanges).errors;
  const found: [SettingsField, string | null][] = [
    ['name', organizationNameError(form.name)],
    ['sessionTimeout', sessionTimeoutError(form.sessionTimeout)],
    ['webhookUrl', httpUrlError('Webhook URL', form.webhookUrl)],
    ['allowedIpRanges', ipErrors.length > 0 ? ipErrors.join('\n') : null],
    ['logoUrl', httpUrlError('Logo URL', form.logoUrl)],
    ['primaryColor', hexColorError(form.primaryColor)],
    ['customDomain', customDomainError(form.customDomain)],
  ];
  const errors: SettingsErrors = {};
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

export function hasErrors(errors: SettingsErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The whole document for PATCH /api/v1/organizations/{id}/settings (SPEC §7), from a form that
 * passed validateSettingsForm. id, slug and domains are the loaded ones (they belong to the
 * organization); text is trimmed and the IP list holds the non-blank lines.
 */
export function toSettingsDocument(
  form: SettingsForm,
  loaded: OrganizationSettings,
): OrganizationSettings {
  const sessionTimeout = parseSessionTimeout(form.sessionTimeout);
  if (sessionTimeout === null) throw new Error('toSettingsDocument needs a validated form');
  return {
    id: loaded.id,
    name: form.name.trim(),
    ...(loaded.slug !== undefined ? { slug: loaded.slug } : {}),
    ...(loaded.domains !== undefined ? { domains: [...loaded.domains] } : {}),
    settings: {
      notifications: {
        emailNotifications: form.emailNotifications,
        slackNotifications: form.slackNotifications,
        notificationFrequency: form.notificationFrequency,
      },
      security: {
        requireMfa: form.requireMfa,
        passwordPolicy: form.passwordPolicy,
        sessionTimeout,
      },
      integrations: {
        enableApiAccess: form.enableApiAccess,
        webhookUrl: form.webhookUrl.trim(),
        allowedIpRanges: parseIpRanges(form.allowedIpRanges).ranges,
      },
      branding: {
        logoUrl: form.logoUrl.trim(),
        primaryColor: form.primaryColor.trim(),
        customDomain: form.customDomain.trim(),
      },
    },
  };
}

export function isSameForm(a: SettingsForm, b: SettingsForm): boolean {
  return (Object.keys(a) as SettingsField[]).every((field) => a[field] === b[field]);
}

/**
 * The user's edits (fields where `edited` differs from the `base` it was typed over) laid
 * over `latest`: after someone else saved, their changes and this user's both stay.
 */
export function withEditsOver(
  base: SettingsForm,
  edited: SettingsForm,
  latest: SettingsForm,
): SettingsForm {
  const merged = { ...latest };
  for (const field of Object.keys(edited) as SettingsField[]) {
    if (edited[field] !== base[field]) Object.assign(merged, { [field]: edited[field] });
  }
  return merged;
}
