// Reading a settings document from the backend. A BFF may leave fields out, add its own, or
// hold values the console cannot offer; the form needs every field, and the PATCH body must
// match the shared strict schema, so missing or unusable values take the SPEC §9 defaults.
import {
  NOTIFICATION_FREQUENCIES,
  PASSWORD_POLICIES,
  type NotificationFrequency,
  type PasswordPolicy,
} from '@shared/constants';
import {
  defaultOrganizationSettings,
  type Organization,
  type OrganizationSettings,
} from '@shared/schemas';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pick = <T>(value: unknown, test: (v: unknown) => v is T, fallback: T): T =>
  test(value) ? value : fallback;

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isFrequency = (v: unknown): v is NotificationFrequency =>
  (NOTIFICATION_FREQUENCIES as readonly unknown[]).includes(v);
const isPolicy = (v: unknown): v is PasswordPolicy => PASSWORD_POLICIES.some((p) => p.value === v);
const isMinutes = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export class UnexpectedSettingsResponse extends Error {
  constructor() {
    super('Unexpected organization settings response');
    this.name = 'UnexpectedSettingsResponse';
  }
}

/** SPEC §9: the document shown when the backend has none, built from the organization. */
export function fallbackSettings(
  organization: Pick<Organization, 'id' | 'name' | 'slug' | 'domains'>,
): OrganizationSettings {
  return defaultOrganizationSettings(organization);
}

export function normalizeSettingsDocument(
  raw: unknown,
  organizationId: string,
): OrganizationSettings {
  if (!isObject(raw)) throw new UnexpectedSettingsResponse();
  const groups = isObject(raw.settings) ? raw.settings : {};
  const group = (name: string): Loose => (isObject(groups[name]) ? groups[name] : {});
  const notifications = group('notifications');
  const security = group('security');
  const integrations = group('integrations');
  const branding = group('branding');

  const base = defaultOrganizationSettings({
    id: pick(raw.id, isString, organizationId),
    name: pick(raw.name, isString, ''),
  });
  const d = base.settings;
  const document: OrganizationSettings = {
    id: base.id,
    name: base.name,
    ...(isString(raw.slug) ? { slug: raw.slug } : {}),
    ...(isStringList(raw.domains) ? { domains: raw.domains } : {}),
    settings: {
      notifications: {
        emailNotifications: pick(
          notifications.emailNotifications,
          isBoolean,
          d.notifications.emailNotifications,
        ),
        slackNotifications: pick(
          notifications.slackNotifications,
          isBoolean,
          d.notifications.slackNotifications,
        ),
        notificationFrequency: pick(
          notifications.notificationFrequency,
          isFrequency,
          d.notifications.notificationFrequency,
        ),
      },
      security: {
        requireMfa: pick(security.requireMfa, isBoolean, d.security.requireMfa),
        passwordPolicy: pick(
          security.passwordPolicy,
          isPolicy,
          d.security.passwordPolicy as PasswordPolicy,
        ),
        sessionTimeout: pick(security.sessionTimeout, isMinutes, d.security.sessionTimeout),
      },
      integrations: {
        enableApiAccess: pick(
          integrations.enableApiAccess,
          isBoolean,
          d.integrations.enableApiAccess,
        ),
        webhookUrl: pick(integrations.webhookUrl, isString, ''),
        allowedIpRanges: pick(integrations.allowedIpRanges, isStringList, []),
      },
      branding: {
        logoUrl: pick(branding.logoUrl, isString, ''),
        primaryColor: pick(branding.primaryColor, isString, ''),
        customDomain: pick(branding.customDomain, isString, ''),
      },
    },
  };
  return document;
}
