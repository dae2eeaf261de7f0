// Typed search params of /global/provisioner: the DataTable's keys (sort, q, view, hide) and
// the status filter, so a filtered view can be shared and survives a reload.
import * as z from '@shared/zod';
import { tableSearchSchema } from '../../components/data-table/table-search';

const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

export const provisionerSearchSchema = z.object({
  ...tableSearchSchema.shape,
  /** A status filter ('all' when missing; aliases such as in_progress are accepted). */
  status: text,
});
export type ProvisionerSearch = z.infer<typeof provisionerSearchSchema>;
