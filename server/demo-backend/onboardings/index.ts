// The onboardings capability's one entry (docs/architecture.md, "The demo backend"): an
// organization's onboardings, the global list with its feed, and the follower that moves an
// onboarding with its provisioning pipeline.
export { allOnboardingRoutes } from './all-onboardings-routes';
export { followProvisioning, organizationOnboardingRoutes } from './onboarding-routes';
