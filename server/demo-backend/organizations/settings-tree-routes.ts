// DESIGN resolution 23's calls for a managing organization: the floors it sets for the
// organizations it manages (GET/PUT …/settings/floors, a conditional whole-document write) and
// "Apply {group} to managed organizations" (POST …/settings/apply): the fields of those groups
// go back to inherited in every managed organization at once, in one transaction, with one
// activity event per organization that changed; a dry run answers the same and changes nothing.
import { Router } from 'express';
import {
  APPLY_NAMED_MAX,
  FLOOR_FIELDS,
  applySettingsSchema,
  floorsSchema,
  type ApplySettingsResult,
  type Floors,
  type SettingsOverrides,
} from '@shared/inheritance';
import { callerOf, organizationAccess } from '../http/access';
import { audit } from '../store/audit-record';
import type { DataStore } from '../store/data-store';
import type { DemoData } from '../store/demo-data';
import { badRequest, notFound } from '../http/http-error';
import { committedIndex } from '../store/organization-index';
import {
  chainOf,
  committedParents,
  ownFields,
  resolveSettings,
  settingsRecord,
} from './settings-inheritance';
import { parseBody } from '../http/validate';
import { assertWriteCondition, versionTag } from '../http/version-tag';
import { findInDraft } from '../store/draft-lists';

const floorsEtag = (floors: Floors | undefined) => versionTag('f', floors ?? null);

function managedIds(data: Readonly<DemoData>, id: string): string[] {
  return data.managedLinks
    .filter((l) => l.organizationId === id)
    .map((l) => l.managedOrganizationId);
}

/** Only the floors that are set. */
function setFloors(floors: Floors): Floors {
  return Object.fromEntries(
    FLOOR_FIELDS.flatMap((field) => (floors[field] == null ? [] : [[field, floors[field]]])),
  ) as Floors;
}

/** The overrides without the fields of `groups`; the fields removed. */
function withoutGroups(own: SettingsOverrides | undefined, groups: readonly string[]) {
  const removed = ownFields(own).filter((field) => groups.includes(field.split('.')[0]!));
  const kept = Object.fromEntries(
    Object.entries(own ?? {}).filter(([group]) => !groups.includes(group)),
  ) as SettingsOverrides;
  return { kept, removed };
}

export function settingsTreeRoutes(store: DataStore): Router {
  const router = Router({ mergeParams: true });
  const orgId = (params: Record<string, string | string[] | undefined>) => String(params.id);

  router.get('/floors', organizationAccess(store, 'organizations:read'), (req, res) => {
    const id = orgId(req.params);
    const floors = store.data.settings[id]?.floors ?? {};
    res
      .set('ETag', floorsEtag(store.data.settings[id]?.floors))
      .json({ floors, managedCount: managedIds(store.data, id).length });
  });

  router.put('/floors', organizationAccess(store, 'organizations:write'), async (req, res) => {
    const id = orgId(req.params);
    const floors = setFloors(parseBody(req, floorsSchema) as Floors);
    const answer = await store.update((draft, record) => {
      const organization = findInDraft(draft.organizations, (o) => o.id === id);
      if (!organization) throw notFound(`Organization ${id} not found`);
      const stored = draft.settings[id];
      assertWriteCondition(req, floorsEtag(stored?.floors), 'These floors were');
      draft.settings[id] = { settings: stored?.settings ?? {}, floors };
      const target = { type: 'settings' as const, id, name: organization.name };
      record(
        audit(
          callerOf(res),
          'settings.floors_updated',
          organization,
          target,
          {
            floors: stored?.floors ?? {},
          },
          { floors },
        ),
      );
      return { floors, managedCount: managedIds(draft, id).length };
    });
    res.set('ETag', floorsEtag(answer.floors)).json(answer);
  });

  router.post('/apply', organizationAccess(store, 'organizations:write'), async (req, res) => {
    const id = orgId(req.params);
    const { groups, organizationIds, dryRun } = parseBody(req, applySettingsSchema);
    const result = await store.update((draft, record): ApplySettingsResult => {
      // Read from the committed state (what is read is not changed here): no draft proxies
      // for 10,000 organizations and their links.
      const data = store.data;
      const { byId } = committedIndex(data);
      const parents = committedParents(data);
      const parent = byId.get(id);
      if (!parent) throw notFound(`Organization ${id} not found`);
      const managed = [...(committedIndex(data).managedByParent.get(id) ?? [])];
      let targets = managed;
      if (organizationIds) {
        const set = new Set(managed);
        const stranger = organizationIds.find((other) => !set.has(other));
        if (stranger !== undefined)
          throw badRequest(`organizationIds: ${stranger} is not managed by ${parent.name}`);
        targets = [...new Set(organizationIds)];
      }
      const fields: Record<string, number> = {};
      const named: ApplySettingsResult['organizations'] = [];
      let changed = 0;
      for (const childId of targets) {
        const child = byId.get(childId);
        const stored = data.settings[childId];
        const { kept, removed } = withoutGroups(stored?.settings, groups);
        if (!child || removed.length === 0) continue;
        changed += 1;
        for (const field of removed) fields[field] = (fields[field] ?? 0) + 1;
        if (named.length < APPLY_NAMED_MAX)
          named.push({ organizationId: child.id, organizationName: child.name, fields: removed });
        if (dryRun) continue;
        const chain = chainOf(data, child, parents, (other) => byId.get(other));
        const before = resolveSettings(data, chain);
        draft.settings[childId] = { ...stored, settings: kept };
        const after = resolveSettings(data, chain, kept);
        const target = { type: 'settings' as const, id: child.id, name: child.name };
        record(
          audit(callerOf(res), 'settings.applied', child, target, settingsRecord(before), {
            ...settingsRecord(after),
          }),
        );
      }
      return { changed, unchanged: targets.length - changed, fields, organizations: named, dryRun };
    });
    res.json(result);
  });

  return router;
}
