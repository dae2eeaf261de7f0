// Managed organizations inherit (DESIGN resolution 23): the settings fields by name, where each
// field's value came from (`sources`), the floors a managing organization sets for the ones it
// manages, and the one rule both sides apply to them: a child may tighten, never loosen.
import { PASSWORD_POLICIES, type PasswordPolicy } from './constants';
import {
  brandingSettingsSchema,
  integrationSettingsSchema,
  notificationSettingsSchema,
  securitySettingsSchema,
  type SettingsGroups,
} from './schemas';
import * as z from './zod';

export const SETTINGS_GROUPS = ['notifications', 'security', 'integrations', 'branding'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

const GROUP_SCHEMAS = {
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  integrations: integrationSettingsSchema,
  branding: brandingSettingsSchema,
} as const;

/** Every settings field as `group.field`, in the screen's order. */
export const SETTINGS_FIELDS = SETTINGS_GROUPS.flatMap((group) =>
  Object.keys(GROUP_SCHEMAS[group].shape).map((field) => `${group}.${field}`),
);

export const GROUP_LABELS: Record<SettingsGroup, string> = {
  notifications: 'Notifications',
  security: 'Security',
  integrations: 'Integrations',
  branding: 'Branding',
};

export const FIELD_LABELS: Record<string, string> = {
  'notifications.emailNotifications': 'Email notifications',
  'notifications.slackNotifications': 'Slack notifications',
  'notifications.notificationFrequency': 'Notification frequency',
  'security.requireMfa': 'Require MFA',
  'security.passwordPolicy': 'Password policy',
  'security.sessionTimeout': 'Session timeout',
  'integrations.enableApiAccess': 'API access',
  'integrations.webhookUrl': 'Webhook URL',
  'integrations.allowedIpRanges': 'Allowed IP ranges',
  'branding.logoUrl': 'Logo URL',
  'branding.primaryColor': 'Primary color',
  'branding.customDomain': 'Custom domain',
};

/** What an organization stores: only the fields set here (a full document sets them all). */
export type SettingsOverrides = { [G in SettingsGroup]?: Partial<SettingsGroups[G]> };

/** A PATCH body's groups: every field given, `null` meaning "take the inherited value". */
export type SettingsPatchGroups = { [G in SettingsGroup]: Nullable<SettingsGroups[G]> };

type Nullable<T> = { [F in keyof T]-?: T[F] | null };

function nullableGroup<T>(schema: z.ZodObject): z.ZodType<Nullable<T>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([field, inner]) => [field, (inner as z.ZodType).nullable()]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Nullable<T>>;
}

/** PATCH …/settings: the whole document, where a field may be null (back to inherited). */
/** The fields GET …/settings adds to the document (resolution 23); never written. */
const READ_ONLY_KEYS = [
  'sources',
  'floors',
  'inheritsFrom',
  'inheritedValues',
  'managedCount',
] as const;

export const settingsPatchSchema = z.strictObject({
  id: z.string({ error: 'id must be a string' }),
  name: z.string({ error: 'name must be a string' }),
  slug: z.string({ error: 'slug must be a string' }).optional(),
  domains: z.array(z.string(), { error: 'domains must be a list of strings' }).optional(),
  // What GET adds beside the document, accepted and ignored so that a read sent back unchanged
  // is a valid write (a client that echoes the document it read).
  ...Object.fromEntries(READ_ONLY_KEYS.map((key) => [key, z.unknown().optional()])),
  settings: z.strictObject({
    notifications: nullableGroup<SettingsGroups['notifications']>(notificationSettingsSchema),
    security: nullableGroup<SettingsGroups['security']>(securitySettingsSchema),
    integrations: nullableGroup<SettingsGroups['integrations']>(integrationSettingsSchema),
    branding: nullableGroup<SettingsGroups['branding']>(brandingSettingsSchema),
  }),
});

export interface FieldSource {
  from: 'inherited' | 'own';
  organizationId: string;
  organizationName: string;
}
export type SettingsSources = Record<string, FieldSource>;

// ---- floors ----

export const FLOOR_FIELDS = [
  'security.requireMfa',
  'security.sessionTimeout',
  'security.passwordPolicy',
] as const;
export type FloorField = (typeof FLOOR_FIELDS)[number];

/** The floors an organization sets for the ones it manages (PUT …/settings/floors). */
export interface Floors {
  'security.requireMfa'?: true | null;
  /** The longest session its managed organizations may allow, in minutes. */
  'security.sessionTimeout'?: number | null;
  /** The weakest password policy its managed organizations may choose. */
  'security.passwordPolicy'?: PasswordPolicy | null;
}

const policyValues = PASSWORD_POLICIES.map((p) => p.value) as [PasswordPolicy, ...PasswordPolicy[]];

export const floorsSchema = z.strictObject({
  'security.requireMfa': z
    .literal(true, { error: 'security.requireMfa can only be required (true) or cleared (null)' })
    .nullable()
    .optional(),
  'security.sessionTimeout': securitySettingsSchema.shape.sessionTimeout.nullable().optional(),
  'security.passwordPolicy': z
    .enum(policyValues, { error: `passwordPolicy must be one of ${policyValues.join(', ')}` })
    .nullable()
    .optional(),
});

/** One floor as it applies to an organization: its value and who set it. */
export interface AppliedFloor {
  value: boolean | number | string;
  organizationId: string;
  organizationName: string;
}
export type AppliedFloors = Partial<Record<FloorField, AppliedFloor>>;

const policyRank = (policy: unknown) => PASSWORD_POLICIES.findIndex((p) => p.value === policy);

/** True when `value` is looser than the floor `floor` of `field`. */
export function loosensFloor(field: FloorField, value: unknown, floor: unknown): boolean {
  if (floor === undefined || floor === null) return false;
  if (field === 'security.requireMfa') return floor === true && value !== true;
  if (field === 'security.sessionTimeout')
    return typeof value === 'number' && value > Number(floor);
  return policyRank(value) < policyRank(floor);
}

/** The stricter of a value and a floor. */
export function tighten<T>(field: FloorField, value: T, floor: unknown): T {
  return loosensFloor(field, value, floor) ? (floor as T) : value;
}

/** The stricter of two floors (the first on a tie, so the nearer organization is named). */
export function stricterFloor(field: FloorField, a: unknown, b: unknown): 'a' | 'b' {
  if (b === undefined || b === null) return 'a';
  if (a === undefined || a === null) return 'b';
  return loosensFloor(field, a, b) ? 'b' : 'a';
}

const policyLabel = (value: unknown) => String(value);

/** The floor in words: what it demands and who set it ("… set by Acme Corporation"). */
export function floorText(field: FloorField, floor: AppliedFloor): string {
  const by = `a floor set by ${floor.organizationName}`;
  if (field === 'security.requireMfa') return `Require MFA must stay on: ${by}`;
  if (field === 'security.sessionTimeout')
    return `Session timeout may be at most ${String(floor.value)} minutes: ${by}`;
  return `Password policy must be ${policyLabel(floor.value)} or stricter: ${by}`;
}

/** The first floor the groups loosen, in words; null when they keep every floor. */
export function floorRefusal(
  security: Partial<Record<'requireMfa' | 'sessionTimeout' | 'passwordPolicy', unknown>>,
  floors: AppliedFloors,
): string | null {
  for (const field of FLOOR_FIELDS) {
    const floor = floors[field];
    const value = security[field.slice('security.'.length) as 'requireMfa'];
    if (floor && value !== null && value !== undefined && loosensFloor(field, value, floor.value))
      return floorText(field, floor);
  }
  return null;
}

// ---- apply to managed organizations ----

export const applySettingsSchema = z.strictObject({
  groups: z
    .array(z.enum(SETTINGS_GROUPS, { error: `groups must be among ${SETTINGS_GROUPS.join(', ')}` }))
    .min(1, { error: 'groups must name at least one group' }),
  organizationIds: z
    .array(z.string(), { error: 'organizationIds must be a list of ids' })
    .max(100_000)
    .optional(),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
});
export type ApplySettingsRequest = z.infer<typeof applySettingsSchema>;

/** At most this many changed organizations are named in an answer; the counts cover all. */
export const APPLY_NAMED_MAX = 50;

export interface ApplySettingsResult {
  changed: number;
  unchanged: number;
  /** How many organizations each field would go back to inherited in. */
  fields: Record<string, number>;
  /** The first APPLY_NAMED_MAX changed organizations with their fields. */
  organizations: { organizationId: string; organizationName: string; fields: string[] }[];
  dryRun: boolean;
}
