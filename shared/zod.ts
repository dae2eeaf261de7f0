// The one zod import for client and server: `import * as z from '<path>/shared/zod'`.
// zod compiles fast parsers with `new Function`, which the console's CSP forbids (even its
// guarded probe is reported as a violation), so jitless is set here, before any module that
// imports from this file builds a schema. Re-exporting names (not zod's `z` namespace
// object) keeps the bundle free of zod's locales and JSON-schema tools.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
