// The people capability's one entry (docs/architecture.md, "The demo backend"): sign-in and
// sessions, an organization's users and invitations, the global invitations list, the
// last-seen clock of sessions and the invitation lifetime (INVITE_TTL_DAYS).
export { sessionRoutes } from './session-routes';
export { userRoutes } from './user-routes';
export { allInvitationsRoutes } from './all-invitations-routes';
export { LastSeen } from './session-activity';
export { inviteTtlDaysFrom } from './people-config';
