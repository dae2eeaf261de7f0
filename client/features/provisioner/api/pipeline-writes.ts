// Operating pipelines (DESIGN resolution 13): create (sent with an Idempotency-Key, so a
// double click or a resend makes one pipeline), retry from a step, cancel. Each answer is the
// pipeline as it now is; it goes straight into the list and the details the screen shows.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CreatePipelinePayload,
  type RetryPipelinePayload,
} from '@shared/pipelines';
import { pipelineSchema, type Pipeline } from '@shared/schemas';
import { api } from '../../../lib/api-client';
import { pipelineKeys } from '../../../entities/pipeline/pipeline-keys';

const schema = pipelineSchema.describe('pipeline');

/** Puts a pipeline's newest state into the cached list (first, if new) and its details. */
export function storePipelines(queryClient: QueryClient, changed: readonly Pipeline[]): void {
  if (changed.length === 0) return;
  queryClient.setQueryData<Pipeline[]>(pipelineKeys.list(), (list) => {
    if (!list) return list;
    const byId = new Map(changed.map((pipeline) => [pipeline.pipelineId, pipeline]));
    const updated = list.map((pipeline) => {
      const next = byId.get(pipeline.pipelineId);
      if (next) byId.delete(pipeline.pipelineId);
      return next ?? pipeline;
    });
    return byId.size > 0 ? [...byId.values(), ...updated] : updated;
  });
  for (const pipeline of changed) {
    const key = pipelineKeys.detail(pipeline.pipelineId);
    if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, pipeline);
  }
}

export function createPipeline(payload: CreatePipelinePayload, idempotencyKey: string) {
  return api.post('/api/v1/provisioner', payload, {
    schema,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function retryPipeline(pipelineId: string, body: RetryPipelinePayload = {}) {
  return api.post(`/api/v1/provisioner/${encodeURIComponent(pipelineId)}/retry`, body, {
    schema,
  });
}

export function cancelPipeline(pipelineId: string) {
  return api.post(`/api/v1/provisioner/${encodeURIComponent(pipelineId)}/cancel`, undefined, {
    schema,
  });
}

function useStoringMutation<V>(call: (variables: V) => Promise<Pipeline>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (pipeline) => storePipelines(queryClient, [pipeline]),
  });
}

export const useCreatePipeline = () =>
  useStoringMutation((v: { payload: CreatePipelinePayload; idempotencyKey: string }) =>
    createPipeline(v.payload, v.idempotencyKey),
  );
export const useRetryPipeline = () =>
  useStoringMutation((v: { pipelineId: string; fromStep?: string }) =>
    retryPipeline(v.pipelineId, v.fromStep ? { fromStep: v.fromStep } : {}),
  );
export const useCancelPipeline = () =>
  useStoringMutation((pipelineId: string) => cancelPipeline(pipelineId));
