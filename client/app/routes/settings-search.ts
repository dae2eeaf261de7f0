// Search params of both organization settings routes: the open tab.
import * as z from '@shared/zod';

export const SETTINGS_TABS = [
  'general',
  'notifications',
  'security',
  'integrations',
  'branding',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const settingsSearchSchema = z.object({
  /** The open tab; 'general' when missing or unknown. */
  tab: z.enum(SETTINGS_TABS).optional().catch(undefined),
});
export type SettingsSearch = z.infer<typeof settingsSearchSchema>;
