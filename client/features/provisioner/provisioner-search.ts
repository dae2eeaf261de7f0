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
  /** Only the pipelines created on this day of the viewer's (YYYY-MM-DD; the charts' bars). */
  created: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});
export type ProvisionerSearch = z.infer<typeof provisionerSearchSchema>;
