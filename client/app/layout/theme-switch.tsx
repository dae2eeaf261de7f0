// Light, dark or the system's theme; available signed in or not.
import { useAtom } from 'jotai';
import {
  THEME_LABELS,
  THEME_PREFERENCES,
  themePreferenceAtom,
  type ThemePreference,
} from '../../lib/theme';

export function ThemeSwitch() {
  const [preference, setPreference] = useAtom(themePreferenceAtom);
  return (
    <label className="theme-switch">
      <span className="theme-switch__label">Theme</span>
      <select
        value={preference}
        onChange={(event) => setPreference(event.target.value as ThemePreference)}
      >
        {THEME_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
