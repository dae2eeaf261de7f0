// GET /api/v1/provisioner → the `pipelines` list (SPEC §7), read by the provisioner screen.
// Polled without the live feed: when the BFF tags the list with an ETag, the next read asks
// If-None-Match and a 304 keeps the list held (nothing sent, parsed or checked again).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pipelineListSchema, type Pipeline } from '@shared/schemas';
import { api, ApiError } from '../../lib/api-client';
import { pipelineKeys } from './pipeline-keys';

const schema = pipelineListSchema.describe('pipelines');

/** The ETag each list was answered with (keyed by the list itself). */
const listTags = new WeakMap<Pipeline[], string>();

export async function getPipelines(signal?: AbortSignal, held?: Pipeline[]): Promise<Pipeline[]> {
  const tag = held ? listTags.get(held) : undefined;
  let etag: string | null = null;
  try {
    const { pipelines } = await api.get('/api/v1/provisioner', {
      schema,
      signal,
      headers: tag ? { 'If-None-Match': tag } : undefined,
      onHeaders: (headers) => (etag = headers.get('ETag')),
    });
    if (etag) listTags.set(pipelines, etag);
    return pipelines;
  } catch (error) {
    // Unchanged: the very list held, so its tag goes on being asked with.
    if (held && tag && error instanceof ApiError && error.status === 304) return held;
    throw error;
  }
}

export const pipelinesQueryOptions = () =>
  queryOptions({
    queryKey: pipelineKeys.list(),
    queryFn: ({ signal, client, queryKey }) =>
      getPipelines(signal, client.getQueryData<Pipeline[]>(queryKey)),
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
