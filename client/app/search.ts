// Typed search params, validated with zod schemas (each field `.catch()`es, so bad values fall
// back instead of crashing). zod is ~25 KB gzip, too much for the initial bundle, so each
// route names a loader for its schema (all of them are in boot-modules.ts's chunk) and app.tsx
// awaits loadSearchSchemas() beside the first auth check, before the router renders. Validation
// itself stays synchronous.

import type * as z from '@shared/zod';

const loaders: (() => Promise<void>)[] = [];
let loading: Promise<void> | undefined;

/**
 * A route's validateSearch from a lazily loaded zod schema:
 *   validateSearch: deferredSearch(() => loadBootModules().then((m) => m.xSearchSchema))
 */
export function deferredSearch<Schema extends z.ZodType>(
  load: () => Promise<Schema>,
): (search: Record<string, unknown>) => z.output<Schema> {
  // The route's search type is the schema's output: the import is lazy, its type is not.
  let schema: Schema | undefined;
  loaders.push(async () => {
    schema = await load();
  });
  return (search) => {
    if (!schema) throw new Error('Search schemas used before loadSearchSchemas() finished');
    try {
      return schema.parse(search);
    } catch {
      // A schema whose fields all .catch() never gets here; an odd one still must not crash.
      return schema.parse({});
    }
  };
}

/** Loads every registered schema once; the router must not render before this resolves. */
export function loadSearchSchemas(): Promise<void> {
  loading ??= Promise.all(loaders.map((load) => load())).then(() => undefined);
  return loading;
}
