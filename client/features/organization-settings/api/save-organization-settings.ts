// Save Settings: PATCH /api/v1/organizations/{id}/settings with the whole document (SPEC §7).
// The General tab's name belongs to the organization itself, which a settings PATCH does not
// change (the demo backend takes id, name, slug and domains from the organization), so a new
// name is first saved with the organization update call of SPEC §7; otherwise the rename
// would be silently lost.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@shared/constants';
import type {
  Organization,
  OrganizationSettings,
  UpdateOrganizationPayload,
} from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { readOrganizationVersion } from '../../../entities/organization/read-organization-version';
import { updateOrganization } from '../../../entities/organization/update-organization';
import { invalidateOrganizationData } from '../../../entities/organization/organization-keys';
import {
  organizationSettingsKey,
  settingsPath,
  type LoadedSettings,
} from './get-organization-settings';
import { normalizeSettingsDocument } from '../settings-document';
import type { SettingsField } from '../settings-form';
import { readSettingsTree, withInheritedNulls, type SettingsTree } from '../settings-tree';

/** The update payload for a rename: the status kept (SPEC §4: Active when missing), domains untouched. */
export function renamePayload(
  organization: Pick<Organization, 'status'>,
  name: string,
): UpdateOrganizationPayload {
  const status = (ORGANIZATION_STATUSES as readonly string[]).includes(organization.status ?? '')
    ? (organization.status as OrganizationStatus)
    : 'active';
  return { name, status };
}

/** What a save stored, and its new version when the backend names one. */
export interface SavedSettings {
  document: OrganizationSettings;
  etag: string | null;
  tree?: SettingsTree | null;
}

/**
 * The condition a whole-document write carries (DESIGN resolutions 18 and 25): the version read,
 * or, for settings shown from the defaults because none existed, "only if there are still none".
 * A BFF that names no version for stored settings gets no condition, as before.
 */
export function writeCondition(etag: string | null, fromDefaults: boolean): Record<string, string> {
  if (etag) return { 'If-Match': etag };
  return fromDefaults ? { 'If-None-Match': '*' } : {};
}

/** The whole document, written over the version it was read at. */
export async function patchOrganizationSettings(
  document: OrganizationSettings,
  etag: string | null = null,
  fromDefaults = false,
  inherited: ReadonlySet<SettingsField> = new Set(),
): Promise<SavedSettings> {
  let savedEtag: string | null = null;
  const body = inherited.size > 0 ? withInheritedNulls(document, inherited) : document;
  const raw = await api.patch(settingsPath(document.id), body, {
    headers: writeCondition(etag, fromDefaults),
    onHeaders: (headers) => (savedEtag = headers.get('ETag')),
  });
  // SPEC §7 does not show the answer: use it when it is a document, else what was sent.
  const saved =
    typeof raw === 'object' && raw !== null && 'settings' in raw
      ? normalizeSettingsDocument(raw, document.id)
      : document;
  return { document: saved, etag: savedEtag, tree: readSettingsTree(raw) };
}

export async function renameOrganization(organizationId: string, name: string): Promise<void> {
  const { organization, etag } = await readOrganizationVersion(organizationId);
  await updateOrganization({
    id: organizationId,
    payload: renamePayload(organization, name),
    etag,
  });
}

export interface SaveSettingsInput {
  document: OrganizationSettings;
  /** The name as loaded; a different name in the document renames the organization first. */
  loadedName: string;
  /** The version the form was seeded from (none: no If-Match). */
  etag?: string | null;
  /** The form shows the defaults: the backend had no settings when they were read. */
  fromDefaults?: boolean;
  /** Fields left inherited: sent as null (DESIGN resolution 23). */
  inherited?: ReadonlySet<SettingsField>;
}

export async function saveOrganizationSettings({
  document,
  loadedName,
  etag,
  fromDefaults = false,
  inherited,
}: SaveSettingsInput): Promise<SavedSettings> {
  if (document.name !== loadedName) await renameOrganization(document.id, document.name);
  return patchOrganizationSettings(document, etag ?? null, fromDefaults, inherited);
}

export function useSaveOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganizationSettings,
    onSuccess: async (saved, { document, loadedName }) => {
      queryClient.setQueryData<LoadedSettings>(organizationSettingsKey(saved.document.id), {
        document: saved.document,
        fromDefaults: false,
        etag: saved.etag,
        tree: saved.tree ?? null,
      });
      if (document.name !== loadedName) await invalidateOrganizationData(queryClient);
    },
  });
}
