// /organization/users/$userId's search: the organization the user belongs to, when a link names
// one (Global → Invitations, the activity record); else the selected organization.
import * as z from '@shared/zod';

// The router parses search values as JSON, so a hand-typed ?org=123 arrives as a number.
export const userPageSearchSchema = z.object({
  org: z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .optional()
    .catch(undefined),
});
export type UserPageSearch = z.infer<typeof userPageSearchSchema>;
