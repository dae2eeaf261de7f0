// What happens to an onboarding, as changes on its record (a store draft): made from a
// template, its status moved by DESIGN resolution 16's rules, a step completed, reopened or
// assigned, and its provisioning step following the workspace pipeline. No HTTP here.
import { randomUUID } from 'node:crypto';
import type { OnboardingStatus } from '@shared/constants';
import {
  isFinalOnboardingStatus,
  ONBOARDING_TEMPLATES,
  onboardingStatusOf,
  openStepCount,
  transitionRefusal,
  type CreateOnboardingPayload,
} from '@shared/onboardings';
import type { Onboarding, OnboardingStep, Pipeline } from '@shared/schemas';
import { conflict } from '../http/http-error';
import { bodyFingerprint } from '../http/idempotency';

export interface Person {
  sub: string;
  name: string;
}

/** A step as stored: the spec's fields, who completed it, and the pipeline it follows. */
export type StoredStep = OnboardingStep & {
  assigneeId?: string;
  completedBy?: Person;
  /** The workspace pipeline doing this step: it completes when the pipeline does. */
  pipelineId?: string;
};

export type StoredOnboarding = Onboarding & {
  steps?: StoredStep[];
  createdBy?: Person;
  /** Opaque (creator + Idempotency-Key hash); never sent to the browser. */
  idempotencyKey?: string;
  /** A hash of the create's whole body: a repeat with the key and another body is a 409. */
  idempotencyBody?: string;
};

/** What the browser sees: the record and its organization's id, without the key. */
export function onboardingView(onboarding: StoredOnboarding, organizationId: string): Onboarding {
  const { idempotencyKey: _key, idempotencyBody: _body, ...view } = onboarding;
  return { ...view, organizationId };
}

export function newOnboarding(
  body: CreateOnboardingPayload,
  organizationName: string,
  createdBy: Person,
  now: Date,
  idempotencyKey?: string,
): StoredOnboarding {
  const time = now.toISOString();
  return {
    id: randomUUID(),
    organizationName,
    status: 'pending',
    customerSlug: body.customerSlug,
    createdDate: time,
    updatedDate: time,
    completedDate: null,
    notes: body.notes ?? '',
    steps: ONBOARDING_TEMPLATES[body.template].steps.map((step, index) => ({
      id: randomUUID(),
      order: index + 1,
      name: step.name,
      description: step.description,
      completedDate: null,
      status: 'pending',
    })),
    createdBy,
    ...(idempotencyKey ? { idempotencyKey, idempotencyBody: bodyFingerprint(body) } : {}),
  };
}

/** Hands the template's provisioning step to `pipelineId`; the onboarding is then under way. */
export function linkProvisioning(
  onboarding: StoredOnboarding,
  template: CreateOnboardingPayload['template'],
  pipelineId: string,
): void {
  const index = ONBOARDING_TEMPLATES[template].steps.findIndex(
    (step) => 'provisions' in step && step.provisions,
  );
  const step = onboarding.steps?.[index];
  onboarding.pipelineId = pipelineId;
  onboarding.status = 'in_progress';
  if (!step) return;
  step.pipelineId = pipelineId;
  step.assignedTo = 'Provisioner';
  step.status = 'in_progress';
}

/** Moves the status (409 with the rule's words when refused); final ones get completedDate. */
export function moveStatus(
  onboarding: StoredOnboarding,
  to: OnboardingStatus,
  canReopen: boolean,
  now: Date,
): void {
  const refusal = transitionRefusal(onboarding.status, to, {
    canReopen,
    openSteps: openStepCount(onboarding),
  });
  if (refusal) throw conflict(refusal);
  if (onboardingStatusOf(onboarding.status) === to) return;
  onboarding.status = to;
  onboarding.completedDate = to === 'completed' || to === 'cancelled' ? now.toISOString() : null;
}

/** Completes or reopens a step by hand (a pipeline's step follows its pipeline only). */
export function setStepStatus(
  onboarding: StoredOnboarding,
  step: StoredStep,
  status: 'pending' | 'completed',
  by: Person,
  now: Date,
): void {
  if (step.pipelineId)
    throw conflict(
      `${step.name ?? 'This step'} follows pipeline ${step.pipelineId.slice(0, 8)}; it completes when the pipeline does`,
    );
  if (step.status === status) return;
  step.status = status;
  if (status === 'completed') {
    step.completedDate = now.toISOString();
    step.completedBy = { ...by };
    // The first step done means the work has begun; the last one, that it is done.
    if (onboardingStatusOf(onboarding.status) === 'pending') onboarding.status = 'in_progress';
    completeWhenNothingOpen(onboarding, now);
  } else {
    step.completedDate = null;
    delete step.completedBy;
  }
}

/** DESIGN resolution 25: an open onboarding whose last open step is completed is completed. */
function completeWhenNothingOpen(onboarding: StoredOnboarding, now: Date): void {
  if (isFinalOnboardingStatus(onboarding.status) || openStepCount(onboarding) > 0) return;
  onboarding.status = 'completed';
  onboarding.completedDate = now.toISOString();
}

/** The final statuses refuse step changes until an Administrator reopens the onboarding. */
export function assertOpen(onboarding: StoredOnboarding): void {
  if (isFinalOnboardingStatus(onboarding.status))
    throw conflict(
      `The onboarding is ${onboardingStatusOf(onboarding.status)}; reopen it to change its steps`,
    );
}

/**
 * The provisioning step and the onboarding as `pipeline` now says: completed completes the
 * step, failed fails it and the onboarding, running again (a retry) resumes both. Returns
 * whether anything changed.
 */
export function followPipeline(
  onboarding: StoredOnboarding,
  pipeline: Pipeline,
  by: Person,
  now: Date,
): boolean {
  const step = onboarding.steps?.find((s) => s.pipelineId === pipeline.pipelineId);
  if (!step) return false;
  const status = onboardingStatusOf(onboarding.status);
  const before = `${step.status}/${onboarding.status}`;
  if (pipeline.status === 'completed') {
    step.status = 'completed';
    step.completedDate ??= now.toISOString();
    step.completedBy ??= { ...by };
    if (status === 'failed') onboarding.status = 'in_progress';
    completeWhenNothingOpen(onboarding, now);
  } else if (pipeline.status === 'failed') {
    step.status = 'failed';
    if (status === 'in_progress') onboarding.status = 'failed';
  } else if (pipeline.status === 'running') {
    step.status = 'in_progress';
    if (status === 'failed') onboarding.status = 'in_progress';
  }
  return `${step.status}/${onboarding.status}` !== before;
}
