// The Global screens' pages (activity, agencies, invitations, onboardings, organizations,
// provisioner) as one chunk: esbuild cuts a shared chunk for every set of entries that share
// code, so one chunk per page meant ~80 files per load; the routes' files say which page is
// whose. Moving between Global screens downloads nothing more.
export { globalActivityLazyRoute } from './global-activity.lazy';
export { globalAgenciesLazyRoute } from './global-agencies.lazy';
export { globalInvitationsLazyRoute } from './global-invitations.lazy';
export { globalOnboardingsLazyRoute } from './global-onboardings.lazy';
export { globalOrganizationsLazyRoute } from './global-organizations.lazy';
export { globalProvisionerLazyRoute } from './global-provisioner.lazy';
