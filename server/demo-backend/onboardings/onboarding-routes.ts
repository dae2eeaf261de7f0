// Onboardings (SPEC §7's list, DESIGN resolution 16's writes, issue #23): per organization
// list, create (once per Idempotency-Key, optionally starting the workspace pipeline), edit,
// step changes; the provisioning steps follow their pipelines. Across organizations (the list
// by status and the live feed): all-onboardings-routes.ts.
import { Router, type Request, type Response } from 'express';
import {
  createOnboardingSchema,
  isFinalOnboardingStatus,
  updateOnboardingSchema,
  updateOnboardingStepSchema,
} from '@shared/onboardings';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/pipelines';
import { hasPolicy } from '@shared/permissions';
import type { Onboarding } from '@shared/schemas';
import { assertPermissions, callerOf, organizationAccess } from '../http/access';
import { audit } from '../store/audit-record';
import type { OnboardingEvents, PipelineEvents } from '../http/change-feed';
import type { DataStore } from '../store/data-store';
import type { DemoData } from '../store/demo-data';
import { badRequest, conflict, notFound } from '../http/http-error';
import { bodyFingerprint, earlierWithKey, idempotencyKey } from '../http/idempotency';
import {
  assertOpen,
  followPipeline,
  linkProvisioning,
  moveStatus,
  newOnboarding,
  onboardingView,
  setStepStatus,
  type Person,
  type StoredOnboarding,
  type StoredStep,
} from './onboarding-records';
import {
  newPipeline,
  pipelineAudit,
  pipelineView,
  PROVISIONER,
  type PipelineRunner,
} from '../pipelines';
import { parseBody } from '../http/validate';
import { findInDraft } from '../store/draft-lists';

export interface OnboardingRouteOptions {
  store: DataStore;
  runner: PipelineRunner;
  pipelineEvents: PipelineEvents;
  events: OnboardingEvents;
  heartbeatMs: number;
}

/** The organization of a route under /organizations/:id (merged params). */
const orgId = (req: Request) => String((req.params as { id?: string }).id);

const personOf = (res: Response): Person => {
  const { sub, name, email } = callerOf(res).account;
  return { sub, name: name || email };
};

function organizationOf(data: Readonly<DemoData>, id: string) {
  const organization = data.organizations.find((o) => o.id === id);
  if (!organization) throw notFound(`Organization ${id} not found`);
  return organization;
}

function onboardingIn(draft: DemoData, organizationId: string, id: string): StoredOnboarding {
  const found = findInDraft(draft.onboardings[organizationId] ?? [], (o) => o.id === id);
  if (!found) throw notFound(`Onboarding ${id} not found`);
  return found as StoredOnboarding;
}

const target = (onboarding: Onboarding) => ({
  type: 'onboarding' as const,
  id: onboarding.id,
  name: onboarding.customerSlug || onboarding.id,
});

/** /api/v1/organizations/:id/onboardings */
export function organizationOnboardingRoutes({
  store,
  runner,
  pipelineEvents,
  events,
}: OnboardingRouteOptions) {
  const router = Router({ mergeParams: true });
  const read = organizationAccess(store, 'onboarding:read');
  const write = organizationAccess(store, 'onboarding:write');

  router.get('/', read, (req, res) => {
    const id = orgId(req);
    res.json((store.data.onboardings[id] ?? []).map((o) => onboardingView(o, id)));
  });

  router.post('/', write, async (req, res) => {
    const body = parseBody(req, createOnboardingSchema);
    const caller = callerOf(res);
    // Provisioning starts a pipeline: the caller needs the provisioner's right too.
    if (body.provisionRegion) assertPermissions(caller, ['provisioner:write']);
    const id = orgId(req);
    const key = idempotencyKey(req, caller.account.sub);
    const by = personOf(res);
    const result = await store.update((draft, record) => {
      const now = new Date();
      const organization = organizationOf(draft, id);
      const existing = (store.data.onboardings[id] ?? []) as StoredOnboarding[];
      const earlier = earlierWithKey(existing, key, (o) => o.createdDate, now);
      if (earlier) {
        if (earlier.idempotencyBody !== bodyFingerprint(body))
          throw conflict(`This ${IDEMPOTENCY_KEY_HEADER} was already used for another onboarding`);
        return { view: onboardingView(earlier, id), replayed: true, pipeline: null };
      }
      const open = existing.find(
        (o) => o.customerSlug === body.customerSlug && !isFinalOnboardingStatus(o.status),
      );
      if (open)
        throw conflict(
          `${organization.name} already has an open onboarding for ${body.customerSlug}`,
        );
      const created = newOnboarding(body, organization.name, by, now, key);
      let pipeline = null;
      if (body.provisionRegion) {
        const title = `${organization.name}: ${body.customerSlug}`.slice(0, 200);
        const started = newPipeline(
          {
            type: 'workspace-create',
            inputParams: { title, slug: body.customerSlug, region: body.provisionRegion },
          },
          { ...by, email: caller.account.email },
          now,
        );
        draft.pipelines.push(started);
        record(pipelineAudit(caller, 'pipeline.created', started));
        linkProvisioning(created, body.template, started.pipelineId);
        pipeline = pipelineView(started);
      }
      (draft.onboardings[id] ??= []).push(created);
      record(
        audit(caller, 'onboarding.created', organization, target(created), undefined, {
          customerSlug: created.customerSlug,
          template: body.template,
          status: created.status,
          pipelineId: created.pipelineId ?? null,
        }),
      );
      return { view: onboardingView(created, id), replayed: false, pipeline };
    });
    if (result.pipeline) {
      pipelineEvents.publish(result.pipeline);
      runner.run(result.pipeline.pipelineId);
    }
    if (result.replayed) res.set('Idempotent-Replayed', 'true');
    else events.publish(result.view, id);
    res.status(201).json(result.view);
  });

  router.patch('/:onboardingId', write, async (req, res) => {
    const body = parseBody(req, updateOnboardingSchema);
    if (body.status === undefined && body.notes === undefined)
      throw badRequest('Give status or notes to change');
    const caller = callerOf(res);
    const id = orgId(req);
    const view = await store.update((draft, record) => {
      const found = onboardingIn(draft, id, String(req.params.onboardingId));
      const before = { status: found.status ?? null, notes: found.notes ?? '' };
      const now = new Date();
      if (body.status !== undefined)
        moveStatus(
          found,
          body.status,
          hasPolicy(caller.account.roles, 'canAccessAdminFeatures'),
          now,
        );
      if (body.notes !== undefined) found.notes = body.notes;
      const after = { status: found.status ?? null, notes: found.notes ?? '' };
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        found.updatedDate = now.toISOString();
        const organization = organizationOf(draft, id);
        record(audit(caller, 'onboarding.updated', organization, target(found), before, after));
      }
      return onboardingView(found, id);
    });
    events.publish(view, id);
    res.json(view);
  });

  router.patch('/:onboardingId/steps/:stepId', write, async (req, res) => {
    const body = parseBody(req, updateOnboardingStepSchema);
    if (body.status === undefined && body.assigneeId === undefined)
      throw badRequest('Give status or assigneeId to change');
    const caller = callerOf(res);
    const id = orgId(req);
    const view = await store.update((draft, record) => {
      const found = onboardingIn(draft, id, String(req.params.onboardingId));
      const step = found.steps?.find((s) => s.id === String(req.params.stepId)) as
        StoredStep | undefined;
      if (!step) throw notFound(`Step ${String(req.params.stepId)} not found`);
      assertOpen(found);
      const organization = organizationOf(draft, id);
      const fields = () => ({
        step: step.name ?? step.id ?? '',
        status: step.status ?? null,
        assignedTo: step.assignedTo ?? null,
        onboardingStatus: found.status ?? null,
      });
      const before = fields();
      const now = new Date();
      if (body.status !== undefined) setStepStatus(found, step, body.status, personOf(res), now);
      if (body.assigneeId === null) {
        delete step.assignedTo;
        delete step.assigneeId;
      } else if (body.assigneeId !== undefined) {
        const user = store.data.users[id]?.find((u) => u.id === body.assigneeId);
        if (!user) throw badRequest(`assigneeId must be a user of ${organization.name}`);
        step.assignedTo = user.name || user.email || user.id;
        step.assigneeId = user.id;
      }
      const after = fields();
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        found.updatedDate = now.toISOString();
        record(
          audit(caller, 'onboarding.step_updated', organization, target(found), before, after),
        );
      }
      return onboardingView(found, id);
    });
    events.publish(view, id);
    res.json(view);
  });

  return router;
}

/** The provisioning steps follow their pipelines (the runner's and the routes' changes). */
export function followProvisioning({ store, pipelineEvents, events }: OnboardingRouteOptions) {
  pipelineEvents.watch((pipeline) => {
    if (!['completed', 'failed', 'running'].includes(pipeline.status ?? '')) return;
    let linked: { organizationId: string; id: string } | undefined;
    for (const [organizationId, list] of Object.entries(store.data.onboardings)) {
      const found = list.find((o) => o.pipelineId === pipeline.pipelineId);
      if (found) {
        linked = { organizationId, id: found.id };
        break;
      }
    }
    if (!linked) return;
    const { organizationId, id } = linked;
    void store
      .update((draft, record) => {
        const onboarding = onboardingIn(draft, organizationId, id);
        const before = { status: onboarding.status ?? null };
        const by = { sub: PROVISIONER.account.sub, name: PROVISIONER.account.name };
        if (!followPipeline(onboarding, pipeline, by, new Date())) return null;
        onboarding.updatedDate = new Date().toISOString();
        if (before.status !== onboarding.status) {
          const organization = organizationOf(draft, organizationId);
          record(
            audit(PROVISIONER, 'onboarding.updated', organization, target(onboarding), before, {
              status: onboarding.status ?? null,
            }),
          );
        }
        return onboardingView(onboarding, organizationId);
      })
      .then((view) => {
        if (view) events.publish(view, organizationId);
      })
      .catch(() => {
        // The store logs its own failures; the next pipeline change tries again.
      });
  });
}
