// Provisioner reads shared by the provisioner screen and the onboardings' pipeline modal
// (features never import each other): request functions, query keys and query hooks.
import { useQuery } from '@tanstack/react-query';
import { pipelineListSchema, pipelineSchema, type Pipeline } from '../../shared/schemas';
import { api } from './api-client';

export const pipelineKeys = {
  all: ['pipelines'] as const,
  list: () => [...pipelineKeys.all, 'list'] as const,
  detail: (id: string) => [...pipelineKeys.all, 'detail', id] as const,
};

function describeIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  return `${where}: ${issue?.message ?? 'invalid'}`;
}

/** GET /api/v1/provisioner → the `pipelines` list (SPEC §7). */
export async function getPipelines(signal?: AbortSignal): Promise<Pipeline[]> {
  const data = await api.get<unknown>('/api/v1/provisioner', { signal });
  const result = pipelineListSchema.safeParse(data);
  if (!result.success)
    throw new Error(`Unexpected pipelines response${describeIssue(result.error)}`);
  return result.data.pipelines;
}

/** GET /api/v1/provisioner/{id} → one pipeline with its status and steps. */
export async function getPipeline(id: string, signal?: AbortSignal): Promise<Pipeline> {
  const data = await api.get<unknown>(`/api/v1/provisioner/${encodeURIComponent(id)}`, { signal });
  const result = pipelineSchema.safeParse(data);
  if (!result.success)
    throw new Error(`Unexpected pipeline response${describeIssue(result.error)}`);
  return result.data;
}

export function usePipelines(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pipelineKeys.list(),
    queryFn: ({ signal }) => getPipelines(signal),
    enabled: options.enabled ?? true,
  });
}

/** One pipeline; `id` null disables the query (nothing to load). */
export function usePipeline(id: string | null | undefined) {
  return useQuery({
    queryKey: pipelineKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getPipeline(id ?? '', signal),
    enabled: Boolean(id),
  });
}
