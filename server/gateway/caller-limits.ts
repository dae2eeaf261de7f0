// Fair shares of the BFF pools per caller (issue #30): one signed-in user must not hold every
// socket that everybody's requests and streams need. A caller is the session the BFF knows them
// by (SESSION_COOKIE); a request without that cookie is nobody's in particular and is bounded
// only by the pools' global limits (the BFF answers it without holding a socket for long).
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The value of cookie `name` in a Cookie header, as the BFF's cookie parser reads it (the first
 * pair of that name, trimmed, quotes removed, percent-decoded), so that spellings the BFF treats
 * alike count as one caller; undefined without one. Only this one value is needed, as an opaque
 * key: parsing every pair (cookie.parse) would allocate a record per request for nothing.
 */
export function sessionOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  let start = 0;
  while (start < header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && header.slice(start, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.length > 1 && value.startsWith('"') && value.endsWith('"'))
        value = value.slice(1, -1);
      if (value.includes('%')) {
        try {
          value = decodeURIComponent(value);
        } catch {
          // kept as sent, as cookie.parse does
        }
      }
      return value === '' ? undefined : value;
    }
    start = end + 1;
  }
  return undefined;
}

/** How many of something each caller holds now, each at most `max`. */
export class PerCallerCount {
  readonly #held = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Callers holding at least one. */
  get callers(): number {
    return this.#held.size;
  }

  heldBy(caller: string): number {
    return this.#held.get(caller) ?? 0;
  }

  /**
   * Counts one in for `caller` (no caller: not counted); returns what gives it back (call it
   * once), or null when the caller already holds `max`.
   */
  take(caller: string | undefined): (() => void) | null {
    if (caller === undefined) return noop;
    const held = this.#held.get(caller) ?? 0;
    if (held >= this.max) return null;
    this.#held.set(caller, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const now = (this.#held.get(caller) ?? 1) - 1;
      if (now <= 0) this.#held.delete(caller);
      else this.#held.set(caller, now);
    };
  }
}

const noop = () => {};
