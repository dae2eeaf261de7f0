// GET /api/v1/provisioner → the `pipelines` list (SPEC §7), read by the provisioner screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pipelineListSchema, type Pipeline } from '@shared/schemas';
import { api } from '../api-client';
import { pipelineKeys } from './pipeline-keys';

const schema = pipelineListSchema.describe('pipelines');

export async function getPipelines(signal?: AbortSignal): Promise<Pipeline[]> {
  const { pipelines } = await api.get('/api/v1/provisioner', { schema, signal });
  return pipelines;
}

export const pipelinesQueryOptions = () =>
  queryOptions({
    queryKey: pipelineKeys.list(),
    queryFn: ({ signal }) => getPipelines(signal),
  });

export function usePipelines(
  options: {
    enabled?: boolean;
    /** Polling without a live feed: given the list, ms until the next read, or false. */
    refetchInterval?: (pipelines: Pipeline[] | undefined) => number | false;
  } = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    ...pipelinesQueryOptions(),
    enabled: options.enabled ?? true,
    // A hidden tab does not poll (refetchIntervalInBackground stays false).
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}
