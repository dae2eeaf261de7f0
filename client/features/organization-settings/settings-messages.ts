// SPEC §8 texts of the settings screen.

export const LOAD_SETTINGS_FALLBACK = 'Failed to load organization settings';
export const SETTINGS_SAVED = 'Settings saved successfully!';
export const NO_ORGANIZATION_SELECTED = 'No Organization Selected';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

/**
 * SPEC §8 names 'Failed to load organization settings' as the fallback. Like its other load
 * failures ("the message, or 'Failed to load organizations'"), the error's own message is
 * shown when there is one (it says what went wrong, e.g. 'HTTP 503: Service Unavailable' or
 * the backend's reason), and the fallback only when there is none.
 */
export function loadSettingsFailure(error: unknown): string {
  return messageOf(error) || LOAD_SETTINGS_FALLBACK;
}

export function saveSettingsFailure(error: unknown): string {
  return `Failed to save settings: ${messageOf(error) || 'Unknown error'}`;
}
