// Issue #32 item 6: where a role sees people but not the write actions, one line says what is
// needed and who has it, rather than leaving the actions silently absent.
export function ManageUsersNotice() {
  return (
    <p className="manage-users-notice">
      You can view people here. Inviting, suspending, resending invitations, revoking sessions and
      resetting MFA need the users:manage permission, which Administrators have: ask one of them.
    </p>
  );
}
