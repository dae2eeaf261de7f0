// The user page's reads (DESIGN resolution 20): GET …/users/{userId} and …/sessions. One query
// each, keyed under the organization's users so every users write refreshes them too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  userDetailsSchema,
  userSessionsSchema,
  type UserDetails,
  type UserSession,
} from '@shared/people';
import { api } from '../../../lib/api-client';
import { userPath, usersKeys } from '../../../entities/user/users-keys';

const detailsSchema = userDetailsSchema.describe('user');
const sessionsSchema = userSessionsSchema.describe('user sessions');

export const userKeys = {
  details: (organizationId: string, userId: string) =>
    [...usersKeys.list(organizationId), 'user', userId] as const,
  sessions: (organizationId: string, userId: string) =>
    [...userKeys.details(organizationId, userId), 'sessions'] as const,
};

export const userDetailsQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: userKeys.details(organizationId, userId),
    queryFn: ({ signal }): Promise<UserDetails> =>
      api.get(userPath(organizationId, userId), { schema: detailsSchema, signal }),
    retry: false,
  });

export const userSessionsQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: userKeys.sessions(organizationId, userId),
    queryFn: async ({ signal }): Promise<UserSession[]> =>
      (
        await api.get(`${userPath(organizationId, userId)}/sessions`, {
          schema: sessionsSchema,
          signal,
        })
      ).items,
    retry: false,
  });

export const useUserDetails = (organizationId: string, userId: string) =>
  useQuery(userDetailsQueryOptions(organizationId, userId));

export const useUserSessions = (organizationId: string, userId: string, enabled = true) =>
  useQuery({ ...userSessionsQueryOptions(organizationId, userId), enabled });
