// The colour theme preference (light, dark or the system's), kept in localStorage and applied
// as data-theme on <html>; base.css holds both palettes.
import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useEffect } from 'react';
import { oneOf, validatedStorage } from './validated-storage';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};
export const THEME_STORAGE_KEY = 'theme-preference';

export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  THEME_STORAGE_KEY,
  'system',
  validatedStorage(oneOf(THEME_PREFERENCES)),
  { getOnInit: true },
);

export function applyTheme(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
) {
  // 'system' also goes on the attribute: base.css lets prefers-color-scheme decide then.
  root.dataset.theme = preference;
}

/** Mounted once at the top: keeps <html data-theme> in step with the preference. */
export function useApplyTheme() {
  const preference = useAtomValue(themePreferenceAtom);
  useEffect(() => applyTheme(preference), [preference]);
}
