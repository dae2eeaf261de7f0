// Auth states for tests: the four demo accounts (DESIGN.md) and the signed-out state.
import type { AuthState, User } from '@shared/schemas';

export const ORG_ID = 'org-acme';

export const TEST_USERS = {
  admin: { sub: 'u-admin', name: 'Ada Admin', email: 'admin@example.com', organizationId: ORG_ID },
  manager: {
    sub: 'u-manager',
    name: 'Max Manager',
    email: 'manager@example.com',
    organizationId: ORG_ID,
  },
  user: { sub: 'u-user', name: 'Uma User', email: 'user@example.com', organizationId: ORG_ID },
  nobody: { sub: 'u-nobody', name: 'Nora Nobody', email: 'nobody@example.com' },
} satisfies Record<string, User>;

export const TEST_ROLES: Record<keyof typeof TEST_USERS, string[]> = {
  admin: ['Administrator'],
  manager: ['Manager'],
  user: ['User'],
  nobody: ['User'],
};

export type TestAccount = keyof typeof TEST_USERS;

export function signedInAs(account: TestAccount, overrides: Partial<AuthState> = {}): AuthState {
  return {
    isAuthenticated: true,
    user: TEST_USERS[account],
    roles: TEST_ROLES[account],
    loading: false,
    ...overrides,
  };
}

export const SIGNED_OUT_STATE: AuthState = {
  isAuthenticated: false,
  user: null,
  roles: [],
  loading: false,
};
