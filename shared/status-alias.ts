// How a raw status from a backend is looked up among a list's spellings: trimmed, lower-cased,
// spaces and hyphens turned into '_' ('In-Progress' → 'in_progress'). The console's status
// filters and the onboarding rules both read statuses this way.

/** The status `raw` stands for in `aliases`, or null for a missing or unknown one. */
export function statusByAlias<S extends string>(
  aliases: Readonly<Record<string, S>>,
  raw: unknown,
): S | null {
  if (typeof raw !== 'string') return null;
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return Object.hasOwn(aliases, key) ? aliases[key]! : null;
}
