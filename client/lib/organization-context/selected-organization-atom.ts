// The selected organization id, remembered in localStorage as plain text (SPEC §3). Kept apart
// from the loader so signing out can clear it without pulling in the data layer.
import { STORAGE_KEYS } from '@shared/constants';
import { storageAtom } from '../storage-atom';

export const selectedOrganizationIdAtom = storageAtom<string | null>(
  STORAGE_KEYS.selectedOrganizationId,
  (value) => (typeof value === 'string' && value.trim() ? value : undefined),
  null,
  { raw: true },
);
