// Typed search params of both onboardings routes: the DataTable's keys (sort, q, view, hide),
// the status filter and, on the global route, the selected organization.
import * as z from '@shared/zod';
import { tableSearchSchema } from '../../components/data-table/table-search';

// The router parses search values as JSON, so a hand-typed ?org=123 arrives as a number.
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

export const onboardingsSearchSchema = z.object({
  ...tableSearchSchema.shape,
  /** A status filter ('all' when missing; aliases such as in-progress are accepted). */
  status: text,
});
export type OnboardingsSearch = z.infer<typeof onboardingsSearchSchema>;

export const globalOnboardingsSearchSchema = onboardingsSearchSchema.extend({
  /** The organization whose onboardings are shown. */
  org: text,
});
export type GlobalOnboardingsSearch = z.infer<typeof globalOnboardingsSearchSchema>;

export const ONBOARDINGS_VIEWS = ['table', 'cards', 'timeline'] as const;
export type OnboardingsView = (typeof ONBOARDINGS_VIEWS)[number];
