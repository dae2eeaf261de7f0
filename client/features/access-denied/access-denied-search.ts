// Typed search of /access-denied: the address the guard refused (`from`), so the page can say
// which page it was and what it needs, and still can after a reload. Only the path travels:
// the page reads the requirement from that route's own facts, so a hand-edited URL cannot make
// it name a wrong reason.
import * as z from '@shared/zod';

export const accessDeniedSearchSchema = z.object({
  from: z
    .string()
    .max(2048)
    .refine((value) => value.startsWith('/') && !value.startsWith('//'))
    .optional()
    .catch(undefined),
});
export type AccessDeniedSearch = z.infer<typeof accessDeniedSearchSchema>;
