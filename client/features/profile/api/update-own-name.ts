// PATCH /auth/me { name } (issue #23, profile:edit): the caller renames themself. The answer is
// the identity as GET /auth/me gives it; the raw /auth/me panel reads afresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { useApplyOwnName } from '../../../lib/auth/hooks';

const schema = userSchema.describe('identity');

export function updateOwnName(name: string): Promise<User> {
  return api.patch('/auth/me', { name }, { schema });
}

export function useUpdateOwnName() {
  const queryClient = useQueryClient();
  const applyOwnName = useApplyOwnName();
  return useMutation({
    mutationFn: updateOwnName,
    onSuccess: (identity, name) => {
      applyOwnName(identity.name ?? name);
      void queryClient.invalidateQueries({ queryKey: ['raw-identity'] });
    },
  });
}
