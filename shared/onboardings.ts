// Operating onboardings (DESIGN resolution 16, issue #23): the status transitions, the step
// templates, the create / edit / step bodies and the live feed's names. The demo backend
// enforces these rules; the console offers only what they allow.
import { ONBOARDING_STATUSES, type OnboardingStatus } from './constants';
import { lengthProblem, NOTES_MAX_LENGTH } from './input-rules';
import { PIPELINE_REGIONS, PIPELINE_SLUG } from './pipelines';
import { statusByAlias } from './status-alias';
import * as z from './zod';

/**
 * Spellings backends use for the five statuses, keyed by the lower-cased value with spaces and
 * hyphens turned into '_' (`in-progress` and `error` are SPEC §4's).
 */
export const ONBOARDING_STATUS_ALIASES: Readonly<Record<string, OnboardingStatus>> = {
  pending: 'pending',
  in_progress: 'in_progress',
  inprogress: 'in_progress',
  completed: 'completed',
  failed: 'failed',
  error: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The status a raw value stands for, or null for a missing or unknown one ('on_hold'). */
export const onboardingStatusOf = (raw: unknown): OnboardingStatus | null =>
  statusByAlias(ONBOARDING_STATUS_ALIASES, raw);

/** Where each status may go; an unknown status ('on_hold') may resume or be cancelled. */
const TRANSITIONS: Record<OnboardingStatus | 'unknown', readonly OnboardingStatus[]> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'failed', 'cancelled'],
  failed: ['in_progress', 'cancelled'],
  completed: [],
  cancelled: [],
  unknown: ['in_progress', 'cancelled'],
};

/** Completed and cancelled are final: only an Administrator (admin:access) reopens one. */
export const isFinalOnboardingStatus = (raw: unknown) => {
  const status = onboardingStatusOf(raw);
  return status === 'completed' || status === 'cancelled';
};

/** Steps not done yet: completing an onboarding needs none (skipped ones count as done). */
export const openStepCount = (onboarding: { steps?: readonly { status?: string }[] }) =>
  (onboarding.steps ?? []).filter(
    (step) => step.status !== 'completed' && step.status !== 'skipped',
  ).length;

export interface TransitionContext {
  /** The caller holds admin:access (may reopen a final onboarding to in_progress). */
  canReopen: boolean;
  /** Steps not completed yet (completing the onboarding needs none). */
  openSteps: number;
}

/** The statuses `raw` may move to, in SPEC §4's order. */
export function onboardingTransitions(
  raw: unknown,
  { canReopen }: Pick<TransitionContext, 'canReopen'>,
): OnboardingStatus[] {
  const from = onboardingStatusOf(raw);
  const allowed = new Set(TRANSITIONS[from ?? 'unknown']);
  if (canReopen && isFinalOnboardingStatus(raw)) allowed.add('in_progress');
  return ONBOARDING_STATUSES.filter((status) => allowed.has(status));
}

const LABELS: Record<OnboardingStatus, string> = {
  pending: 'pending',
  in_progress: 'in progress',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** Why the rules refuse moving `raw` to `to` (the 409's message), or null when they allow it. */
export function transitionRefusal(
  raw: unknown,
  to: OnboardingStatus,
  context: TransitionContext,
): string | null {
  const from = onboardingStatusOf(raw);
  const fromText = from ? LABELS[from] : typeof raw === 'string' && raw ? raw : 'unknown';
  if (from === to) return null;
  if (!onboardingTransitions(raw, context).includes(to)) {
    if (isFinalOnboardingStatus(raw) && to === 'in_progress')
      return `The onboarding is ${fromText}; only an Administrator can reopen it`;
    return `An onboarding that is ${fromText} cannot become ${LABELS[to]}`;
  }
  if (to === 'completed' && context.openSteps > 0)
    return `${context.openSteps} ${context.openSteps === 1 ? 'step is' : 'steps are'} not completed yet`;
  return null;
}

// ---- templates ----

export interface OnboardingTemplateStep {
  name: string;
  description: string;
  /** The step the workspace-create pipeline does when the onboarding provisions. */
  provisions?: true;
}

export const ONBOARDING_TEMPLATES = {
  standard: {
    label: 'Standard: kick-off to user import (5 steps)',
    steps: [
      { name: 'Kick-off call', description: 'Agree scope, contacts and the go-live date' },
      {
        name: 'Tenant provisioning',
        description: 'Create the tenant and its production workspace',
        provisions: true,
      },
      { name: 'Domain verification', description: 'Verify the DNS TXT record of every domain' },
      {
        name: 'SSO configuration',
        description: 'Connect the identity provider and test a sign-in',
      },
      { name: 'User import', description: 'Import users and send the invitations' },
    ],
  },
  'self-serve': {
    label: 'Self-serve: workspace and first users (3 steps)',
    steps: [
      {
        name: 'Tenant provisioning',
        description: 'Create the tenant and its production workspace',
        provisions: true,
      },
      { name: 'Welcome email', description: 'Send the owner their sign-in link' },
      { name: 'First sign-in', description: 'The owner signs in and invites a colleague' },
    ],
  },
} as const satisfies Record<string, { label: string; steps: readonly OnboardingTemplateStep[] }>;
export type OnboardingTemplate = keyof typeof ONBOARDING_TEMPLATES;
export const ONBOARDING_TEMPLATE_IDS = Object.keys(ONBOARDING_TEMPLATES) as [
  OnboardingTemplate,
  ...OnboardingTemplate[],
];

// ---- bodies ----

const notes = z.string({ error: 'notes must be a string' }).superRefine((text, context) => {
  const problem = lengthProblem('notes', text, NOTES_MAX_LENGTH);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** POST /api/v1/organizations/{id}/onboardings (with an optional Idempotency-Key). */
export const createOnboardingSchema = z.strictObject({
  customerSlug: z.string({ error: 'customerSlug must be a string' }).regex(PIPELINE_SLUG, {
    error:
      'customerSlug must be 1–63 lower-case letters, digits or hyphens, not starting or ending with a hyphen',
  }),
  template: z.enum(ONBOARDING_TEMPLATE_IDS, {
    error: `template must be one of ${ONBOARDING_TEMPLATE_IDS.join(', ')}`,
  }),
  notes: notes.optional(),
  /** Starts a workspace-create pipeline in this region (needs provisioner:write). */
  provisionRegion: z
    .enum(PIPELINE_REGIONS, {
      error: `provisionRegion must be one of ${PIPELINE_REGIONS.join(', ')}`,
    })
    .optional(),
});
export type CreateOnboardingPayload = z.infer<typeof createOnboardingSchema>;

/** PATCH …/onboardings/{onboardingId}: what is given changes. */
export const updateOnboardingSchema = z.strictObject({
  status: z
    .enum(ONBOARDING_STATUSES, { error: `status must be one of ${ONBOARDING_STATUSES.join(', ')}` })
    .optional(),
  notes: notes.optional(),
});
export type UpdateOnboardingPayload = z.infer<typeof updateOnboardingSchema>;

export const ONBOARDING_STEP_STATUSES = ['pending', 'completed'] as const;

/** PATCH …/onboardings/{onboardingId}/steps/{stepId}: complete or reopen, (un)assign. */
export const updateOnboardingStepSchema = z.strictObject({
  status: z
    .enum(ONBOARDING_STEP_STATUSES, { error: 'status must be pending or completed' })
    .optional(),
  /** A user id of the onboarding's organization, or null to unassign. */
  assigneeId: z
    .string({ error: 'assigneeId must be a string or null' })
    .min(1)
    .nullable()
    .optional(),
});
export type UpdateOnboardingStepPayload = z.infer<typeof updateOnboardingStepSchema>;

// ---- the list across organizations and the live feed ----

export const ALL_ONBOARDINGS_PATH = '/api/v1/onboardings';
/** Rows a page of the all-organizations list holds unless `limit` says fewer. */
export const ALL_ONBOARDINGS_PAGE = 50;
export const ALL_ONBOARDINGS_MAX_PAGE = 200;
export const ONBOARDING_EVENTS_PATH = '/api/v1/onboardings/events';
export const ONBOARDING_EVENT = 'onboarding';
