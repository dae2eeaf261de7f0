// GET /api/v1/organizations (SPEC §7), read by the organizations screen and the global
// onboardings' organization choice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { organizationSchema, type Organization } from '@shared/schemas';
import { api } from '../../lib/api-client';
import { organizationKeys } from './organization-keys';

const organizationListSchema = z.array(organizationSchema).describe('organizations');

export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return api.get('/api/v1/organizations', { schema: organizationListSchema, signal });
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => getOrganizations(signal),
  });

export function useOrganizationsQuery(enabled = true) {
  return useQuery({ ...organizationsQueryOptions(), enabled });
}
