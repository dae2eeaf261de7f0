// DESIGN resolution 23 on the settings screen: what a BFF says about inheritance beside the
// document (`sources`, `floors`, `inheritsFrom`, `inheritedValues`, `managedCount`), read
// leniently (a BFF without `sources` keeps today's screen), and how the form's fields map to
// the shared `group.field` names, so a save sends null for each field left inherited.
import {
  FLOOR_FIELDS,
  floorRefusal,
  floorText,
  type AppliedFloors,
  type FieldSource,
  type FloorField,
} from '@shared/inheritance';
import type { OrganizationSettings, SettingsGroups } from '@shared/schemas';
import { formatIpRanges } from './ip-ranges';
import { parseSessionTimeout } from './settings-rules';
import type { SettingsErrors, SettingsField, SettingsForm } from './settings-form';

export interface SettingsTree {
  sources: Record<string, FieldSource>;
  floors: AppliedFloors;
  inheritsFrom: { organizationId: string; organizationName: string } | null;
  inheritedValues: SettingsGroups | null;
  managedCount: number;
}

/** Each form field's shared name (the General tab's name belongs to the organization). */
export const FIELD_PATHS: Partial<Record<SettingsField, string>> = {
  emailNotifications: 'notifications.emailNotifications',
  slackNotifications: 'notifications.slackNotifications',
  notificationFrequency: 'notifications.notificationFrequency',
  requireMfa: 'security.requireMfa',
  passwordPolicy: 'security.passwordPolicy',
  sessionTimeout: 'security.sessionTimeout',
  enableApiAccess: 'integrations.enableApiAccess',
  webhookUrl: 'integrations.webhookUrl',
  allowedIpRanges: 'integrations.allowedIpRanges',
  logoUrl: 'branding.logoUrl',
  primaryColor: 'branding.primaryColor',
  customDomain: 'branding.customDomain',
};
export const INHERITABLE_FIELDS = Object.keys(FIELD_PATHS) as SettingsField[];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSource = (value: unknown): value is FieldSource =>
  isObject(value) &&
  (value.from === 'own' || value.from === 'inherited') &&
  typeof value.organizationName === 'string';

/** The inheritance facts of a settings answer; null when the BFF sends none. */
export function readSettingsTree(raw: unknown): SettingsTree | null {
  if (!isObject(raw) || !isObject(raw.sources)) return null;
  const sources = Object.fromEntries(Object.entries(raw.sources).filter(([, s]) => isSource(s)));
  const floors: AppliedFloors = {};
  if (isObject(raw.floors)) {
    for (const field of FLOOR_FIELDS) {
      const floor = raw.floors[field];
      if (isObject(floor) && typeof floor.organizationName === 'string' && 'value' in floor)
        floors[field] = floor as unknown as AppliedFloors[FloorField];
    }
  }
  const from = raw.inheritsFrom;
  return {
    sources: sources as Record<string, FieldSource>,
    floors,
    inheritsFrom:
      isObject(from) && typeof from.organizationName === 'string'
        ? { organizationId: String(from.organizationId), organizationName: from.organizationName }
        : null,
    inheritedValues: isObject(raw.inheritedValues)
      ? (raw.inheritedValues as unknown as SettingsGroups)
      : null,
    managedCount: typeof raw.managedCount === 'number' ? raw.managedCount : 0,
  };
}

/** The fields shown as inherited when the document was read. */
export function inheritedFields(tree: SettingsTree | null): Set<SettingsField> {
  if (!tree?.inheritsFrom) return new Set();
  return new Set(
    INHERITABLE_FIELDS.filter((field) => tree.sources[FIELD_PATHS[field]!]?.from === 'inherited'),
  );
}

/** What a field shows after "Use inherited value", in the form's terms; undefined if unknown. */
export function inheritedFormValue(
  tree: SettingsTree | null,
  field: SettingsField,
): SettingsForm[SettingsField] | undefined {
  const path = FIELD_PATHS[field];
  if (!path || !tree?.inheritedValues) return undefined;
  const [group, name] = path.split('.') as [keyof SettingsGroups, string];
  const value = (tree.inheritedValues[group] as Loose | undefined)?.[name];
  if (value === undefined || value === null) return field === 'sessionTimeout' ? undefined : '';
  if (field === 'sessionTimeout') return String(value);
  if (field === 'allowedIpRanges') return formatIpRanges(value as string[]);
  return value as SettingsForm[SettingsField];
}

/** The PATCH body: the document, with null for each field left inherited (DESIGN resolution 23). */
export function withInheritedNulls(
  document: OrganizationSettings,
  inherited: ReadonlySet<SettingsField>,
): unknown {
  const settings = structuredClone(document.settings) as unknown as Record<string, Loose>;
  for (const field of inherited) {
    const [group, name] = FIELD_PATHS[field]!.split('.') as [string, string];
    settings[group]![name] = null;
  }
  return { ...document, settings };
}

/** The floors the form loosens, as errors on their fields, in the backend's words. */
export function floorErrors(form: SettingsForm, tree: SettingsTree | null): SettingsErrors {
  if (!tree) return {};
  const errors: SettingsErrors = {};
  const values = {
    requireMfa: form.requireMfa,
    passwordPolicy: form.passwordPolicy,
    sessionTimeout: parseSessionTimeout(form.sessionTimeout),
  };
  for (const field of FLOOR_FIELDS) {
    const name = field.slice('security.'.length) as keyof typeof values;
    if (floorRefusal({ [name]: values[name] }, tree.floors)) {
      errors[name] = floorText(field, tree.floors[field]!);
    }
  }
  return errors;
}
