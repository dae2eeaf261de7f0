// The seed's onboardings: their steps by status, some linked to the seeded pipelines (one to a
// pipeline the provisioner no longer has).
import type { Onboarding, OnboardingStep } from '@shared/schemas';
import type { DemoData } from '../store/demo-data';
import { daysAgo, organizationId, pipelineId, seedUuid } from './seed-ids';

const STEP_TEMPLATE: [name: string, description: string, assignedTo: string][] = [
  ['Kick-off call', 'Agree scope, contacts and the go-live date', 'Max Manager'],
  ['Tenant provisioning', 'Create the tenant and its production workspace', 'Provisioner'],
  ['Domain verification', 'Verify the DNS TXT record of every domain', 'Customer IT'],
  ['SSO configuration', 'Connect the identity provider and test a sign-in', 'Ada Admin'],
  ['User import', 'Import users and send the invitations', 'Uma User'],
];

/** How many of the five steps are done for each onboarding status (unknown: one). */
const STEPS_DONE: Record<string, number> = {
  completed: 5,
  in_progress: 2,
  'in-progress': 3,
  failed: 1,
  error: 2,
  cancelled: 2,
  pending: 0,
};

function stepStatus(onboardingStatus: string, index: number, done: number): string {
  if (index < done) return 'completed';
  if (onboardingStatus === 'cancelled') return 'skipped';
  if (index > done) return 'pending';
  if (onboardingStatus === 'in_progress' || onboardingStatus === 'in-progress')
    return 'in_progress';
  if (onboardingStatus === 'failed' || onboardingStatus === 'error') return 'failed';
  return onboardingStatus in STEPS_DONE ? 'pending' : 'blocked';
}

function onboardingSteps(key: string, status: string, startDaysAgo: number): OnboardingStep[] {
  const done = STEPS_DONE[status] ?? 1;
  return STEP_TEMPLATE.map(([name, description, assignedTo], index) => {
    const state = stepStatus(status, index, done);
    return {
      id: seedUuid(`onboarding-step:${key}:${index}`),
      order: index + 1,
      name,
      description,
      assignedTo,
      completedDate:
        state === 'completed' ? daysAgo(Math.max(0, startDaysAgo - (index + 1) * 2)) : null,
      status: state,
    };
  });
}

export function onboarding(
  key: string,
  organizationName: string,
  status: string,
  customerSlug: string,
  startDaysAgo: number,
  notes: string,
  pipeline?: string,
): Onboarding {
  const steps = onboardingSteps(key, status, startDaysAgo);
  // Stored out of order on purpose: the console sorts steps by `order`.
  if (key === 'acme-roadrunner') steps.reverse();
  const finished = status === 'completed' || status === 'cancelled';
  const record: Onboarding = {
    id: seedUuid(`onboarding:${key}`),
    organizationName,
    status,
    customerSlug,
    createdDate: daysAgo(startDaysAgo),
    updatedDate: daysAgo(Math.max(0, startDaysAgo - 6)),
    completedDate: finished ? daysAgo(Math.max(0, startDaysAgo - 10)) : null,
    notes,
    steps,
  };
  if (pipeline) record.pipelineId = pipeline;
  return record;
}

export function seedOnboardings(): DemoData['onboardings'] {
  const acme = 'Acme Corporation';
  const globex = 'Globex Corporation';
  return {
    [organizationId('acme')]: [
      onboarding(
        'acme-europe',
        acme,
        'completed',
        'acme-europe',
        130,
        'Went live on schedule; EU data residency confirmed.',
        pipelineId('acme-europe-provision'),
      ),
      onboarding(
        'acme-roadrunner',
        acme,
        'in_progress',
        'roadrunner',
        12,
        'DNS propagation is slow; provisioner is retrying.',
        pipelineId('roadrunner-provision'),
      ),
      onboarding('acme-coyote', acme, 'pending', 'coyote', 3, 'Waiting for the signed order form.'),
      onboarding(
        'acme-labs',
        acme,
        'failed',
        'acme-labs',
        20,
        'Teardown blocked by a legal hold; see the pipeline.',
        pipelineId('acme-labs-teardown'),
      ),
      onboarding(
        'acme-asia',
        acme,
        'on_hold',
        'acme-asia',
        45,
        'Paused by the customer until the next fiscal year.',
      ),
      onboarding(
        'acme-labs-old',
        acme,
        'cancelled',
        'acme-labs',
        200,
        'Superseded; the pipeline record has been purged.',
        pipelineId('purged'),
      ),
    ],
    [organizationId('globex')]: [
      onboarding(
        'globex',
        globex,
        'in-progress',
        'globex',
        9,
        'Domain migration underway.',
        pipelineId('globex-migrate'),
      ),
      onboarding(
        'globex-initech',
        globex,
        'error',
        'initech',
        16,
        'Storage quota exhausted; needs a support ticket.',
        pipelineId('initech-provision'),
      ),
      onboarding(
        'globex-hooli',
        globex,
        'cancelled',
        'hooli',
        35,
        'Customer chose a different plan.',
        pipelineId('hooli-provision'),
      ),
      onboarding(
        'globex-pied-piper',
        globex,
        'pending',
        'pied-piper',
        1,
        '',
        pipelineId('pied-piper-provision'),
      ),
    ],
    [organizationId('umbrella')]: [
      onboarding(
        'umbrella',
        'Umbrella Health',
        'completed',
        'umbrella',
        95,
        'HIPAA review passed.',
        pipelineId('umbrella-provision'),
      ),
      onboarding(
        'umbrella-cyberdyne',
        'Umbrella Health',
        'failed',
        'cyberdyne',
        50,
        'Account suspended before provisioning.',
      ),
    ],
    [organizationId('tyrell')]: [
      onboarding(
        'tyrell',
        'Tyrell Corporation',
        'completed',
        'tyrell',
        65,
        'Completed; deployment link reported as suspicious.',
        pipelineId('tyrell-provision'),
      ),
    ],
    [organizationId('stark')]: [
      onboarding(
        'stark',
        'Stark Industries',
        'in_progress',
        'stark',
        42,
        'Second domain still to be verified.',
        pipelineId('stark-migrate'),
      ),
    ],
  };
}
