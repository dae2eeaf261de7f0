// SPEC §7 lists arrive bare or wrapped, depending on the BFF: `items`, OData's `value`, or a key
// named after the entity. One reader for every list call that accepts the wrappers.

/** The list in `data`: the array itself, else the first array under `items`, `value` or `key`. */
export function wrappedList(data: unknown, key?: string): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const name of key ? ['items', 'value', key] : ['items', 'value']) {
    const inner = record[name];
    if (Array.isArray(inner)) return inner;
  }
  return undefined;
}
