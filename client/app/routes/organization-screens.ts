// An organization's screens' pages (overview, users and a user, managed organizations, settings,
// activity, onboardings) as one chunk, for the reason global-screens.ts gives. Moving between an
// organization's tabs downloads nothing more.
export { organizationActivityLazyRoute } from './organization-activity.lazy';
export { organizationIdSettingsLazyRoute } from './organization-id-settings.lazy';
export { organizationManagedLazyRoute } from './organization-managed.lazy';
export { organizationOnboardingsLazyRoute } from './organization-onboardings.lazy';
export { organizationOverviewLazyRoute } from './organization-overview.lazy';
export { organizationSettingsLazyRoute } from './organization-settings.lazy';
export { organizationUserLazyRoute } from './organization-user.lazy';
export { organizationUsersLazyRoute } from './organization-users.lazy';
