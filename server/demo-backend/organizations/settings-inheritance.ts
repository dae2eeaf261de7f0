// DESIGN resolution 23 in the demo backend: an organization's settings resolved through the
// chain of managing organizations (each field from the nearest organization that set it; the
// root's unset fields are SPEC §9's defaults), the floors its managing organizations set, and
// which fields it sets itself. A floor is also applied to what is resolved, so a child never
// runs looser than a floor whatever it stored before the floor was set.
import {
  FLOOR_FIELDS,
  SETTINGS_FIELDS,
  stricterFloor,
  tighten,
  type AppliedFloors,
  type SettingsOverrides,
  type SettingsSources,
} from '@shared/inheritance';
import { defaultOrganizationSettings, type SettingsGroups } from '@shared/schemas';
import type { DemoData, StoredOrganization } from '../store/demo-data';
import { asItStands } from '../store/draft-lists';

/** Each managed organization's managing organization (its first link, if several). */
export function parentsOf(data: Readonly<DemoData>): Map<string, string> {
  const parents = new Map<string, string>();
  for (const link of asItStands(data.managedLinks)) {
    if (!parents.has(link.managedOrganizationId))
      parents.set(link.managedOrganizationId, link.organizationId);
  }
  return parents;
}

const parentMaps = new WeakMap<object, Map<string, string>>();
/** parentsOf for a committed state, kept while it is current (never for a draft). */
export function committedParents(data: Readonly<DemoData>): Map<string, string> {
  let parents = parentMaps.get(data.managedLinks);
  if (!parents) parentMaps.set(data.managedLinks, (parents = parentsOf(data)));
  return parents;
}

/** The organization, then its managing organization, and so on up (a cycle stops the walk). */
export function chainOf(
  data: Readonly<DemoData>,
  organization: StoredOrganization,
  parents: Map<string, string>,
  byId: (id: string) => StoredOrganization | undefined,
): StoredOrganization[] {
  const chain = [organization];
  const seen = new Set([organization.id]);
  for (let id = parents.get(organization.id); id && !seen.has(id); id = parents.get(id)) {
    const next = byId(id);
    if (!next) break;
    chain.push(next);
    seen.add(id);
  }
  return chain;
}

export const readField = (groups: SettingsOverrides | undefined, field: string): unknown => {
  const [group, name] = field.split('.') as [keyof SettingsOverrides, string];
  return (groups?.[group] as Record<string, unknown> | undefined)?.[name];
};

function writeField(
  groups: Record<string, Record<string, unknown>>,
  field: string,
  value: unknown,
) {
  const [group, name] = field.split('.') as [string, string];
  (groups[group] ??= {})[name] = value;
}

/** The fields an organization sets itself. */
export function ownFields(overrides: SettingsOverrides | undefined): string[] {
  return SETTINGS_FIELDS.filter((field) => readField(overrides, field) !== undefined);
}

/** The floors that apply to the first of `chain` (set by the others), strictest first, nearest on a tie. */
export function appliedFloors(
  data: Readonly<DemoData>,
  chain: readonly StoredOrganization[],
): AppliedFloors {
  const floors: AppliedFloors = {};
  for (const ancestor of chain.slice(1)) {
    const set = data.settings[ancestor.id]?.floors;
    if (!set) continue;
    for (const field of FLOOR_FIELDS) {
      const value = set[field];
      if (value === undefined || value === null) continue;
      if (stricterFloor(field, floors[field]?.value, value) === 'b')
        floors[field] = { value, organizationId: ancestor.id, organizationName: ancestor.name };
    }
  }
  return floors;
}

export interface ResolvedSettings {
  groups: SettingsGroups;
  sources: SettingsSources;
  floors: AppliedFloors;
  /** The managing organization, when there is one. */
  inheritsFrom: { organizationId: string; organizationName: string } | null;
}

export function resolveSettings(
  data: Readonly<DemoData>,
  chain: readonly StoredOrganization[],
  own: SettingsOverrides | undefined = data.settings[chain[0]!.id]?.settings,
): ResolvedSettings {
  const self = chain[0]!;
  const root = chain[chain.length - 1]!;
  const defaults = defaultOrganizationSettings(self).settings;
  const floors = appliedFloors(data, chain);
  const groups: Record<string, Record<string, unknown>> = {};
  const sources: SettingsSources = {};
  for (const field of SETTINGS_FIELDS) {
    let value: unknown = undefined;
    let from = root;
    for (const [index, organization] of chain.entries()) {
      const set = readField(index === 0 ? own : data.settings[organization.id]?.settings, field);
      if (set !== undefined) {
        value = set;
        from = organization;
        break;
      }
    }
    if (value === undefined) value = readField(defaults, field);
    const floor = (FLOOR_FIELDS as readonly string[]).includes(field)
      ? floors[field as keyof AppliedFloors]
      : undefined;
    if (floor) value = tighten(field as keyof AppliedFloors, value, floor.value);
    writeField(groups, field, value);
    sources[field] = {
      from: from.id === self.id ? 'own' : 'inherited',
      organizationId: from.id,
      organizationName: from.name,
    };
  }
  const parent = chain[1];
  return {
    groups: groups as unknown as SettingsGroups,
    sources,
    floors,
    inheritsFrom: parent ? { organizationId: parent.id, organizationName: parent.name } : null,
  };
}

/** What the activity record compares for settings: the values and which fields are set here. */
export function settingsRecord(resolved: ResolvedSettings): Record<string, unknown> {
  const setHere = Object.entries(resolved.sources)
    .filter(([, source]) => source.from === 'own')
    .map(([field]) => field);
  return { ...resolved.groups, setHere };
}
