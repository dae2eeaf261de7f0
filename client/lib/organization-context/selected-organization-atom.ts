// The selected organization id, remembered in localStorage as plain text (SPEC §3). Kept apart
// from the loader so signing out can clear it without pulling in the data layer.
import { STORAGE_KEYS } from '@shared/constants';
import { readStorage, storageAtom, type StorageValidator } from '../storage-atom';

const validId: StorageValidator<string | null> = (value) =>
  typeof value === 'string' && value.trim() ? value : undefined;

export const selectedOrganizationIdAtom = storageAtom<string | null>(
  STORAGE_KEYS.selectedOrganizationId,
  validId,
  null,
  { raw: true },
);

/** The stored selection read outside React (route loaders), validated as the atom does. */
export function readSelectedOrganizationId(): string | null {
  return readStorage(STORAGE_KEYS.selectedOrganizationId, validId, null, { raw: true });
}
