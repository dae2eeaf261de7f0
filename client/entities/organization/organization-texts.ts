// The Edit Organization dialog's texts (SPEC §8 and DESIGN resolution 18), shared by the
// organizations screen, Organization Overview and Managed Orgs (issue #23).

export const updateOrganizationFailure = (error: { message: string }) =>
  `Failed to update organization: ${error.message}`;

/** DESIGN resolution 18: the organization changed since the edit form was filled. */
export const ORGANIZATION_CHANGED_ELSEWHERE =
  'This organization was changed by someone else since it was loaded. Reload the latest version (your edits stay over it), then save.';
