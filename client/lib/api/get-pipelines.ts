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
    /** Polling without a live feed: ms between reads while the list holds unsettled ones. */
    pollWhileActive?: number | false;
  } = {},
) {
  const { pollWhileActive = false } = options;
  return useQuery({
    ...pipelinesQueryOptions(),
    enabled: options.enabled ?? true,
    // Polls only while something shown can still change; a hidden tab does not poll.
    refetchInterval: (query) =>
      pollWhileActive && query.state.data?.some(isUnsettled) ? pollWhileActive : false,
  });
}

function isUnsettled(pipeline: Pipeline): boolean {
  return /^(pending|running|in[_ ]?progress)$/i.test(pipeline.status?.trim() ?? '');
}
