// zod's fast path compiles parsers with `new Function`; the console's CSP forbids eval, and even
// zod's guarded probe is reported as a violation. Loaded before any schema parses in the browser.
import { config } from 'zod';

config({ jitless: true });
