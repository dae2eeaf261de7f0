// SPEC §8 texts of the settings screen.
import { errorText } from '../../lib/api-client';

export const LOAD_SETTINGS_FALLBACK = 'Failed to load organization settings';
export const SETTINGS_SAVED = 'Settings saved successfully!';

/**
 * SPEC §8 names 'Failed to load organization settings' as the fallback. Like its other load
 * failures ("the message, or 'Failed to load organizations'"), the error's own message is
 * shown when there is one (it says what went wrong, e.g. 'HTTP 503: Service Unavailable' or
 * the backend's reason), and the fallback only when there is none.
 */
export function loadSettingsFailure(error: unknown): string {
  return errorText(error, LOAD_SETTINGS_FALLBACK);
}

export function saveSettingsFailure(error: unknown): string {
  return `Failed to save settings: ${errorText(error, 'Unknown error')}`;
}

/** DESIGN resolution 18: a save refused because the settings changed since they were read. */
export const SETTINGS_CHANGED_ELSEWHERE =
  'These settings were changed by someone else since you opened them. Nothing was saved; your edits are still here. Reload the latest version (your edits stay over it), then save again.';
export const SETTINGS_RELOADED =
  'Latest settings loaded with your edits kept over them: Save Settings applies them.';
