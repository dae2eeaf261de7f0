// /api/v1/provisioner: the pipelines (SPEC §7), and operating them (DESIGN resolution 13):
// create (once per Idempotency-Key), retry, cancel, and the live feed (resolution 14).
import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  canCancelPipeline,
  canRetryPipeline,
  createPipelineSchema,
  IDEMPOTENCY_KEY_HEADER,
  retryPipelineSchema,
} from '@shared/pipelines';
import { callerNow, callerOf, requirePermissions } from '../http/access';
import type { DataStore } from '../store/data-store';
import type { DemoData } from '../store/demo-data';
import { HttpError, badRequest, conflict, notFound } from '../http/http-error';
import { earlierWithKey, idempotencyKey } from '../http/idempotency';
import { serveChangeFeed, type PipelineEvents } from '../http/change-feed';
import {
  cancelPipeline,
  defaultRetryStep,
  newPipeline,
  pipelineView,
  retryFrom,
  type RunPipeline,
} from './pipeline-lifecycle';
import { pipelineAudit, type PipelineRunner } from './pipeline-runner';
import { parseBody } from '../http/validate';

export interface ProvisionerRouteOptions {
  store: DataStore;
  runner: PipelineRunner;
  events: PipelineEvents;
  heartbeatMs: number;
}

/** The pipeline in `draft`, found through `base` (the committed data: no proxy per pipeline). */
function pipelineIn(draft: DemoData, id: string, base: Readonly<DemoData> = draft): RunPipeline {
  const pipeline = draft.pipelines[base.pipelines.findIndex((p) => p.pipelineId === id)];
  if (!pipeline) throw notFound(`Pipeline ${id} not found`);
  return pipeline as RunPipeline;
}

/** Pipelines one caller may create per minute; past it a 429 with Retry-After. */
export const PIPELINE_CREATES_PER_MINUTE = 30;

/** Creation per caller, counted by their account (not their address: one office, one NAT). */
function creationLimit() {
  return rateLimit({
    windowMs: 60_000,
    limit: PIPELINE_CREATES_PER_MINUTE,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (_req, res) => callerOf(res).account.sub,
    handler: (_req, _res, next) =>
      next(
        new HttpError(
          429,
          'too_many_requests',
          `At most ${PIPELINE_CREATES_PER_MINUTE} pipelines a minute per person; try again in a minute`,
        ),
      ),
  });
}

export function provisionerRoutes({ store, runner, events, heartbeatMs }: ProvisionerRouteOptions) {
  const router = Router();
  router.use(requirePermissions('provisioner:read'));
  const write = requirePermissions('provisioner:write');

  router.get('/', (_req, res) => {
    res.json({ pipelines: (store.data.pipelines as RunPipeline[]).map(pipelineView) });
  });

  router.get(
    '/events',
    serveChangeFeed(events, heartbeatMs, {
      callerNow: (req) => callerNow(store, req, ['provisioner:read']),
    }),
  );

  router.get('/:id', (req, res) => {
    res.json(pipelineView(pipelineIn(store.data as DemoData, String(req.params.id))));
  });

  router.post('/', write, creationLimit(), async (req, res) => {
    const body = parseBody(req, createPipelineSchema);
    const { account } = callerOf(res);
    const key = idempotencyKey(req, account.sub);
    const { pipeline, replayed } = await store.update((draft, record) => {
      const now = new Date();
      const earlier = earlierWithKey(
        store.data.pipelines as RunPipeline[],
        key,
        (p) => p.createdAt,
        now,
      );
      if (earlier) {
        const same =
          earlier.type === body.type &&
          JSON.stringify(earlier.inputParams) === JSON.stringify(body.inputParams);
        if (!same)
          throw conflict(`This ${IDEMPOTENCY_KEY_HEADER} was already used for another pipeline`);
        return { pipeline: pipelineView(earlier), replayed: true };
      }
      const { sub, name, email } = account;
      const created = newPipeline(body, { sub, name, email }, now, key);
      draft.pipelines.push(created);
      record(pipelineAudit(callerOf(res), 'pipeline.created', created));
      return { pipeline: pipelineView(created), replayed: false };
    });
    if (!replayed) {
      events.publish(pipeline);
      runner.run(pipeline.pipelineId);
    }
    // A repeated create answers as the first one did, and says it is a replay.
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(pipeline);
  });

  router.post('/:id/retry', write, async (req, res) => {
    const body = parseBody(req, retryPipelineSchema);
    const pipeline = await store.update((draft, record) => {
      const found = pipelineIn(draft, String(req.params.id), store.data);
      if (!canRetryPipeline(found.status))
        throw conflict(
          `Pipeline is ${found.status ?? 'in an unknown state'}; only a failed or cancelled pipeline can be retried`,
        );
      const fromStep = body.fromStep ?? defaultRetryStep(found) ?? '';
      const problem = retryFrom(found, fromStep, new Date());
      if (problem) throw badRequest(problem);
      record(pipelineAudit(callerOf(res), 'pipeline.retried', found, undefined, { fromStep }));
      return pipelineView(found);
    });
    events.publish(pipeline);
    runner.run(pipeline.pipelineId);
    res.status(202).json(pipeline);
  });

  router.post('/:id/cancel', write, async (req, res) => {
    const pipeline = await store.update((draft, record) => {
      const found = pipelineIn(draft, String(req.params.id), store.data);
      if (!canCancelPipeline(found.status))
        throw conflict(
          `Pipeline is ${found.status ?? 'in an unknown state'}; only a pending or running pipeline can be cancelled`,
        );
      cancelPipeline(found, new Date());
      record(pipelineAudit(callerOf(res), 'pipeline.cancelled', found));
      return pipelineView(found);
    });
    runner.stop(pipeline.pipelineId);
    events.publish(pipeline);
    res.status(202).json(pipeline);
  });

  return router;
}
