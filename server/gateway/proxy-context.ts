// What the gateway tells the proxy about one request: its own module, so that proxy.ts and
// forward-headers.ts (which proxy.ts imports) both name it without a circle.
import type { RequestTrace } from './trace';

export interface ProxyContext {
  id: string;
  https: boolean;
  /** Security headers + X-Request-Id, flat; the response adds to it. */
  headers: string[];
  /** The resolved path and query (paths.ts resolveTarget), appended to BFF_URL's path. */
  target: string;
  /** The gateway's span, sent as the BFF's parent; none: no trace headers. */
  trace?: RequestTrace;
}
