// The selected organization id, remembered in localStorage as plain text (SPEC §3). Kept apart
// from the loader so signing out can clear it without pulling in the data layer.
import { STORAGE_KEYS } from '@shared/constants';
import { atomWithStorage } from 'jotai/utils';
import { validatedStorage, type StorageValidator } from './validated-storage';

const validId: StorageValidator<string | null> = (value) =>
  typeof value === 'string' && value.trim() ? value : undefined;

const storage = validatedStorage(validId, { raw: true });

export const selectedOrganizationIdAtom = atomWithStorage(
  STORAGE_KEYS.selectedOrganizationId,
  null,
  storage,
  { getOnInit: true },
);

/** The stored selection read outside React (route loaders), validated as the atom does. */
export function readSelectedOrganizationId(): string | null {
  return storage.getItem(STORAGE_KEYS.selectedOrganizationId, null);
}
