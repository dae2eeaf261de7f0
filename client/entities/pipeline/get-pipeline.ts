// GET /api/v1/provisioner/{id} → one pipeline with its status and steps (SPEC §7), read by the
// provisioner's dialogs and the onboardings' pipeline dialog (features never import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { canCancelPipeline } from '@shared/pipelines';
import { pipelineSchema, type Pipeline } from '@shared/schemas';
import { api } from '../../lib/api-client';
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

/** How often a pipeline that has not settled is read again where no live feed updates it. */
export const PIPELINE_POLL_MS = 2_000;

/**
 * One pipeline; `id` null disables the query (nothing to load). `live`: read again every
 * PIPELINE_POLL_MS until it settles, for a view no live feed keeps current (issue #34 item 2).
 */
export function usePipeline(id: string | null | undefined, { live = false } = {}) {
  return useQuery({
    ...pipelineQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: live
      ? (query) => (canCancelPipeline(query.state.data?.status) ? PIPELINE_POLL_MS : false)
      : false,
  });
}
