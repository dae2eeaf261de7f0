// A form's messages by field, from the same zod schema the backend checks the body with: the
// first message of each field (named by the last part of its path), none when the form is valid.
// The schema's messages name the API's fields ("customerSlug must be …"); a form says its own
// labels instead ("Customer slug must be …", issue #34 item 9).
import type * as z from '@shared/zod';

export function fieldProblems<F extends string>(
  schema: z.ZodType,
  payload: unknown,
  labels: Partial<Record<F, string>> = {},
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const problems: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1) as F;
    const label = labels[field];
    problems[field] ??=
      label && issue.message.startsWith(`${field} `)
        ? `${label}${issue.message.slice(field.length)}`
        : issue.message;
  }
  return problems;
}
