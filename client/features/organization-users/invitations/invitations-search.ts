// /global/invitations' search: the status chips, the text search and "expiring within 24 h".
import * as z from '@shared/zod';
import { tableSearchSchema } from '../../../components/data-table/table-search';

export const INVITATION_FILTERS = ['open', 'pending', 'expired', 'expiring'] as const;
export type InvitationFilterName = (typeof INVITATION_FILTERS)[number];

// The table's own keys (q is its filter text, sent to the server as the search).
export const invitationsSearchSchema = z.object({
  ...tableSearchSchema.shape,
  show: z.enum(INVITATION_FILTERS).optional().catch(undefined),
});
export type InvitationsSearch = z.infer<typeof invitationsSearchSchema>;
