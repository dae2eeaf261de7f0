// The pipeline contract both sides share (DESIGN resolutions 13–15): the types the provisioner
// runs and their steps, the create and retry bodies, which status allows which operation, and the
// shape of the live event stream. The demo backend's runner and the console's Provisioner both
// read it from here, so a step or a rule is named in one place.
import { nameProblem } from './input-rules';
import * as z from './zod';

/** Each pipeline type and the steps it runs, in order. */
export const PIPELINE_STEPS = {
  'workspace-create': ['validate', 'allocate', 'provision', 'dns', 'verify'],
  'workspace-teardown': ['export-data', 'revoke-access', 'delete-workspace'],
  'tenant-provision': ['create-tenant', 'configure-dns', 'deploy-workspace'],
  'domain-migration': ['snapshot-records', 'move-domains', 'verify-domains'],
} as const satisfies Record<string, readonly string[]>;
export type PipelineType = keyof typeof PIPELINE_STEPS;
export const PIPELINE_TYPES = Object.keys(PIPELINE_STEPS) as [PipelineType, ...PipelineType[]];

export const PIPELINE_REGIONS = ['eu-west-1', 'us-east-1', 'us-west-2', 'ap-southeast-2'] as const;

/** What a step's `status` may say (SPEC §4 names completed, running, failed and retrying). */
export const PIPELINE_STEP_STATUSES = [
  'pending',
  'running',
  'retrying',
  'completed',
  'failed',
  'cancelled',
] as const;

/** A step is tried at most this often; the last failure poisons it and fails the pipeline. */
export const PIPELINE_STEP_MAX_ATTEMPTS = 3;

/** A workspace slug: what a DNS label allows, lower case. */
export const PIPELINE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A slug PIPELINE_SLUG accepts, suggested from a name ('Zürich Bank AG' → 'zurich-bank-ag'):
 * accents dropped, every other run of non-letters a hyphen, at most 63 characters; '' when the
 * name has no Latin letter or digit to keep.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
}

export const createPipelineSchema = z.strictObject({
  type: z.enum(PIPELINE_TYPES, { error: `type must be one of ${PIPELINE_TYPES.join(', ')}` }),
  inputParams: z.strictObject(
    {
      title: z
        .string({ error: 'title must be a string' })
        .trim()
        .min(1, { error: 'title is required' })
        .superRefine((title, context) => {
          const problem = nameProblem('title', title);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      slug: z.string({ error: 'slug must be a string' }).regex(PIPELINE_SLUG, {
        error:
          'slug must be 1–63 lower-case letters, digits or hyphens, not starting or ending with a hyphen',
      }),
      region: z.enum(PIPELINE_REGIONS, {
        error: `region must be one of ${PIPELINE_REGIONS.join(', ')}`,
      }),
    },
    { error: 'inputParams must be an object with title, slug and region' },
  ),
});
export type CreatePipelinePayload = z.infer<typeof createPipelineSchema>;

/** Retry: from the named step, else from the first failed or poisoned one. */
export const retryPipelineSchema = z.strictObject({
  fromStep: z.string({ error: 'fromStep must be a string' }).min(1).optional(),
});
export type RetryPipelinePayload = z.infer<typeof retryPipelineSchema>;

/** The header that makes a create safe to send twice (the same key within 24 h: one pipeline). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Only a settled, unsuccessful pipeline can run again. */
export function canRetryPipeline(status: string | undefined): boolean {
  return status === 'failed' || status === 'cancelled';
}

/** Only a pipeline that has not settled can be cancelled (in_progress is running, SPEC §4). */
export function canCancelPipeline(status: string | undefined): boolean {
  return status === 'pending' || status === 'running' || status === 'in_progress';
}

/**
 * The live stream (`GET /api/v1/provisioner/events`, text/event-stream). Each message has a
 * monotonic `id:`; a reconnect sends it back as `Last-Event-ID` and gets every later change.
 * - `pipeline`: data is the whole pipeline after a change (pipelineSchema).
 * - `ready`: the first message of a connection that resumed from nothing (no Last-Event-ID) or
 *   from an id older than the server keeps: its id is the cursor; the client reads its lists anew
 *   to cover what it may have missed.
 * - comment lines (`: heartbeat`) every STREAM_HEARTBEAT_MS keep proxies from closing it.
 */
export const PIPELINE_EVENTS_PATH = '/api/v1/provisioner/events';
export const PIPELINE_EVENT = 'pipeline';
export const STREAM_READY_EVENT = 'ready';
export const STREAM_HEARTBEAT_MS = 15_000;
