// Typed search params of both Activity routes: the filters (all kept in the URL so a view can
// be shared, and so History links can open the list filtered to one object) and the open event.
import * as z from '@shared/zod';
import { tableSearchSchema } from '../../components/data-table/table-search';

// The router parses search values as JSON, so a hand-typed ?actor=123 arrives as a number.
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

export const ACTION_GROUPS = [
  { value: 'all', label: 'All actions', prefix: undefined },
  { value: 'organizations', label: 'Organizations', prefix: 'organization.' },
  { value: 'domains', label: 'Domains', prefix: 'organization.domain_' },
  { value: 'managed', label: 'Managed organizations', prefix: 'organization.managed_' },
  { value: 'users', label: 'Users and roles', prefix: 'user.' },
  { value: 'settings', label: 'Settings', prefix: 'settings.' },
  { value: 'sessions', label: 'Sign-in and sign-out', prefix: 'session.' },
  { value: 'denied', label: 'Access denied', prefix: 'access.denied' },
] as const;
export type ActionGroup = (typeof ACTION_GROUPS)[number]['value'];

export const TIME_RANGES = [
  { value: 'all', label: 'Any time', days: undefined },
  { value: '24h', label: 'Last 24 hours', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'custom', label: 'Custom range', days: undefined },
] as const;
export type TimeRange = (typeof TIME_RANGES)[number]['value'];

const groupValues = ACTION_GROUPS.map((g) => g.value) as [ActionGroup, ...ActionGroup[]];
const rangeValues = TIME_RANGES.map((r) => r.value) as [TimeRange, ...TimeRange[]];
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const activitySearchSchema = z.object({
  ...tableSearchSchema.shape,
  /** Actor: part of a name or email, or a sub. */
  actor: text,
  group: z.enum(groupValues).optional().catch(undefined),
  /** Target id (History links), with its name for the filter's label. */
  target: text,
  targetName: text,
  range: z.enum(rangeValues).optional().catch(undefined),
  /** Custom range, inclusive days in the viewer's time zone (YYYY-MM-DD). */
  from: day,
  to: day,
  /** Free text over names (sent as `q`). */
  text: text,
  /** Global route only: one organization. */
  org: text,
  /** The event whose details are open (a shareable link), and its time to find it again. */
  event: text,
  at: text,
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;
