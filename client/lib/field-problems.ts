// A form's messages by field, from the same zod schema the backend checks the body with: the
// first message of each field (named by the last part of its path), none when the form is valid.
import type * as z from '@shared/zod';

export function fieldProblems<F extends string>(
  schema: z.ZodType,
  payload: unknown,
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const problems: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) problems[issue.path.at(-1) as F] ??= issue.message;
  return problems;
}
