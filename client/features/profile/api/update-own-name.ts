// PATCH /auth/me { name } (issue #23, profile:edit): the caller renames themself. The answer is
// the identity as GET /auth/me gives it; the raw /auth/me panel reads afresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { userSchema, type User } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { authStateAtom } from '../../../lib/auth/auth-atoms';

const schema = userSchema.describe('identity');

export function updateOwnName(name: string): Promise<User> {
  return api.patch('/auth/me', { name }, { schema });
}

export function useUpdateOwnName() {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: updateOwnName,
    onSuccess: (identity, name) => {
      // Into the auth state: the header, the dashboard and the palette show it at once,
      // without a new identity check (issue #23).
      const auth = store.get(authStateAtom);
      if (auth.user)
        store.set(authStateAtom, { ...auth, user: { ...auth.user, name: identity.name ?? name } });
      void queryClient.invalidateQueries({ queryKey: ['raw-identity'] });
    },
  });
}
