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
import { getOrganization } from '../../../lib/api/get-organization';
import { invalidateOrganizationData } from '../../../lib/api/organization-keys';
import {
  organizationSettingsKey,
  settingsPath,
  type LoadedSettings,
} from './get-organization-settings';
import { normalizeSettingsDocument } from '../settings-document';

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
}

/** The whole document, with If-Match when the read gave a version (DESIGN resolution 18). */
export async function patchOrganizationSettings(
  document: OrganizationSettings,
  etag: string | null = null,
): Promise<SavedSettings> {
  let savedEtag: string | null = null;
  const raw = await api.patch(settingsPath(document.id), document, {
    headers: etag ? { 'If-Match': etag } : {},
    onHeaders: (headers) => (savedEtag = headers.get('ETag')),
  });
  // SPEC §7 does not show the answer: use it when it is a document, else what was sent.
  const saved =
    typeof raw === 'object' && raw !== null && 'settings' in raw
      ? normalizeSettingsDocument(raw, document.id)
      : document;
  return { document: saved, etag: savedEtag };
}

export async function renameOrganization(organizationId: string, name: string): Promise<void> {
  const organization = await getOrganization(organizationId);
  await api.patch(
    `/api/v1/organizations/${encodeURIComponent(organizationId)}`,
    renamePayload(organization, name),
  );
}

export interface SaveSettingsInput {
  document: OrganizationSettings;
  /** The name as loaded; a different name in the document renames the organization first. */
  loadedName: string;
  /** The version the form was seeded from (none: no If-Match). */
  etag?: string | null;
}

export async function saveOrganizationSettings({
  document,
  loadedName,
  etag,
}: SaveSettingsInput): Promise<SavedSettings> {
  if (document.name !== loadedName) await renameOrganization(document.id, document.name);
  return patchOrganizationSettings(document, etag ?? null);
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
      });
      if (document.name !== loadedName) await invalidateOrganizationData(queryClient);
    },
  });
}
