// Why a page or control is out of reach, in the user's words with SPEC §6's names: the access
// denied page and the command palette's "no results" both say which permission or policy the
// user's roles do not grant.
import {
  ADMINISTRATOR_POLICIES,
  POLICIES,
  meetsRequirement,
  type Requirement,
} from '@shared/permissions';

/** The requirements the roles do not meet, in the order the route states them. */
export function missingRequirements(
  roles: readonly string[],
  requires: readonly Requirement[] | null,
): Requirement[] {
  return (requires ?? []).filter((requirement) => !meetsRequirement(roles, requirement));
}

/** One requirement: "the permission users:read", "the policy canViewGlobal (global:access)". */
export function requirementText(requirement: Requirement): string {
  if ('permission' in requirement) return `the permission ${requirement.permission}`;
  if ('signedIn' in requirement) return 'signing in';
  const { policy } = requirement;
  if (Object.hasOwn(POLICIES, policy)) {
    const permissions: readonly string[] = POLICIES[policy as keyof typeof POLICIES];
    return `the policy ${policy} (${permissions.join(' and ')})`;
  }
  const roles: readonly string[] =
    ADMINISTRATOR_POLICIES[policy as keyof typeof ADMINISTRATOR_POLICIES];
  return `the policy ${policy} (${roles.join(' or ')} role)`;
}

function joinList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function rolesText(roles: readonly string[], count: number): string {
  if (roles.length === 0) return 'you have no role, so nothing is granted';
  const one = roles.length === 1;
  return `your ${one ? 'role' : 'roles'} (${roles.join(', ')}) ${one ? 'does' : 'do'} not grant ${
    count === 1 ? 'it' : 'them'
  }`;
}

/** "It needs the permission users:read; your role (User) does not grant it." */
export function missingReason(roles: readonly string[], missing: readonly Requirement[]): string {
  if (missing.length === 0) return '';
  return `It needs ${joinList(missing.map(requirementText))}; ${rolesText(roles, missing.length)}.`;
}
