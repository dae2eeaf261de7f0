// GET /api/v1/provisioner/{id} → one pipeline with its status and steps (SPEC §7), read by the
// provisioner's dialogs and the onboardings' pipeline dialog (features never import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pipelineSchema, type Pipeline } from '@shared/schemas';
import { api } from '../api-client';
import { pipelineKeys } from './pipeline-keys';

const schema = pipelineSchema.describe('pipeline');

export function getPipeline(id: string, signal?: AbortSignal): Promise<Pipeline> {
  return api.get(`/api/v1/provisioner/${encodeURIComponent(id)}`, { schema, signal });
}

export const pipelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pipelineKeys.detail(id),
    queryFn: ({ signal }) => getPipeline(id, signal),
  });

/** One pipeline; `id` null disables the query (nothing to load). */
export function usePipeline(id: string | null | undefined) {
  return useQuery({ ...pipelineQueryOptions(id ?? ''), enabled: Boolean(id) });
}
