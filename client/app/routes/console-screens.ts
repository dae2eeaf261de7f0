// The other screens' pages (dashboard, profile, general settings, API explorer, access denied)
// as one chunk, for the reason global-screens.ts gives.
export { accessDeniedLazyRoute } from './access-denied.lazy';
export { apiExplorerLazyRoute } from './api-explorer.lazy';
export { dashboardLazyRoute } from './dashboard.lazy';
export { generalSettingsLazyRoute } from './general-settings.lazy';
export { profileLazyRoute } from './profile.lazy';
