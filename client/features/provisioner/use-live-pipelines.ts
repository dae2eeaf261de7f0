// Keeps the provisioner's list and open details current by themselves (DESIGN resolution 14):
// the pipeline feed's changes go into the query cache once per frame; `ready` (a connection
// that could not resume) reads the list again unless it was read since that connection began.
// Without the feed the screen polls (see provisioner-page.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { PIPELINE_EVENT, PIPELINE_EVENTS_PATH, STREAM_READY_EVENT } from '@shared/pipelines';
import { pipelineSchema, type Pipeline } from '@shared/schemas';
import { useToast } from '../../components/toast';
import { pipelineKeys } from '../../entities/pipeline/pipeline-keys';
import { createFrameBatch } from '../../lib/live/frame-batch';
import { useEventStream, type StreamState } from '../../lib/live/use-event-stream';
import { storePipelines } from './api/pipeline-writes';
import { settledNotice } from './started-pipelines';

function parsePipeline(data: string): Pipeline | null {
  try {
    const parsed = pipelineSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function useLivePipelines(enabled = true): StreamState {
  const queryClient = useQueryClient();
  const toast = useToast();
  const openedAt = useRef(0);
  const batch = useMemo(
    () =>
      createFrameBatch<Pipeline>((changed) => {
        storePipelines(queryClient, changed);
        for (const pipeline of changed) {
          const notice = settledNotice(pipeline);
          if (notice) toast[notice.kind](notice.text);
        }
      }),
    [queryClient, toast],
  );
  useEffect(() => () => batch.cancel(), [batch]);

  return useEventStream({
    url: PIPELINE_EVENTS_PATH,
    enabled,
    onOpen: (startedAt) => (openedAt.current = startedAt),
    handlers: {
      [PIPELINE_EVENT]: (data) => {
        const pipeline = parsePipeline(data);
        if (pipeline) batch.add(pipeline.pipelineId, pipeline);
      },
      [STREAM_READY_EVENT]: () => {
        const list = queryClient.getQueryState(pipelineKeys.list());
        if (list && list.dataUpdatedAt >= openedAt.current) return;
        void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
      },
    },
  });
}
