// The gateway's security headers are a floor for proxied answers, not a ceiling: where the
// BFF sends a stricter policy of the same name (its sign-in page with `script-src 'none'`,
// say), the browser gets the stricter one. X-Frame-Options DENY and COOP same-origin are
// already the strictest values, so only CSP and Referrer-Policy can be tightened.

type Policy = Map<string, string[]>;

function parsePolicy(header: string): Policy {
  const policy: Policy = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // CSP: the first occurrence of a directive counts, later ones are ignored.
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

// Directives that default-src stands in for when a policy leaves them out (CSP 3 §6.8).
const FETCH_DIRECTIVES: ReadonlySet<string> = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'worker-src',
]);

// Directives that only ever take something away from a page.
const RESTRICTING_DIRECTIVES: ReadonlySet<string> = new Set([
  'sandbox',
  'upgrade-insecure-requests',
  'block-all-mixed-content',
  'require-trusted-types-for',
  'trusted-types',
]);

/** Whether `theirs` allows nothing that `ours` does not (compared as source lists). */
function allowsNoMore(theirs: readonly string[], ours: readonly string[]): boolean {
  const lower = theirs.map((source) => source.toLowerCase());
  if (lower.length === 1 && lower[0] === "'none'") return true;
  const allowed = new Set(ours.map((source) => source.toLowerCase()));
  return lower.length > 0 && lower.every((source) => allowed.has(source));
}

function effective(policy: Policy, directive: string): string[] | undefined {
  return (
    policy.get(directive) ??
    (FETCH_DIRECTIVES.has(directive) ? policy.get('default-src') : undefined)
  );
}

/**
 * One policy at least as strict as ours: per directive, the backend's source list when it
 * allows no more than ours, else ours; plus any purely restricting directive it adds.
 * With nothing stricter from the backend, ours comes back unchanged.
 */
export function floorContentSecurityPolicy(ours: string, theirs: string | undefined): string {
  if (!theirs) return ours;
  const mine = parsePolicy(ours);
  const backend = parsePolicy(theirs);
  let changed = false;
  const parts: string[] = [];
  for (const [directive, sources] of mine) {
    const candidate = effective(backend, directive);
    if (
      candidate &&
      allowsNoMore(candidate, sources) &&
      candidate.join(' ') !== sources.join(' ')
    ) {
      parts.push([directive, ...candidate].join(' '));
      changed = true;
    } else parts.push([directive, ...sources].join(' '));
  }
  for (const [directive, sources] of backend) {
    if (mine.has(directive)) continue;
    const fallback = FETCH_DIRECTIVES.has(directive) ? mine.get('default-src') : undefined;
    if (RESTRICTING_DIRECTIVES.has(directive) || (fallback && allowsNoMore(sources, fallback))) {
      parts.push([directive, ...sources].join(' ').trim());
      changed = true;
    }
  }
  return changed ? parts.join('; ') : ours;
}

// Least to most private; the ones a browser would send the full URL cross-origin with are low.
const REFERRER_STRICTNESS: Record<string, number> = {
  'unsafe-url': 0,
  'no-referrer-when-downgrade': 1,
  origin: 2,
  'origin-when-cross-origin': 2,
  'strict-origin-when-cross-origin': 3,
  'strict-origin': 4,
  'same-origin': 4,
  'no-referrer': 5,
};

/** The backend's Referrer-Policy when it is stricter than ours, else ours. */
export function floorReferrerPolicy(ours: string, theirs: string | undefined): string {
  if (!theirs) return ours;
  // A list names fallbacks; the browser uses the last value it knows.
  const known = theirs
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token in REFERRER_STRICTNESS);
  const chosen = known[known.length - 1];
  if (chosen === undefined) return ours;
  return REFERRER_STRICTNESS[chosen]! > (REFERRER_STRICTNESS[ours] ?? 5) ? chosen : ours;
}

/**
 * Ours, plus every feature the backend switches off entirely (`name=()`) that ours does not
 * name: a backend can take features away from its page, never give one back.
 */
export function floorPermissionsPolicy(ours: string, theirs: string | undefined): string {
  if (!theirs) return ours;
  const named = new Set(ours.split(',').map((item) => item.split('=')[0]!.trim().toLowerCase()));
  const added = theirs
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => /^[a-z][a-z0-9-]*=\(\)$/.test(item) && !named.has(item.split('=')[0]!));
  return added.length > 0 ? [ours, ...added].join(', ') : ours;
}

/**
 * A floor function with the merged results remembered per (ours, BFF's value) (issue #35: the
 * CSP merge cost 4.5–8 µs per answer behind a BFF that sends its own policies, and a BFF sends
 * the same few values again and again). Keyed by the values themselves, so a BFF that changes
 * its policy gets the new floor at once. Bounded: past `limit` values (a BFF with a nonce per
 * answer) it starts over, costing what no cache would.
 */
export class FloorCache {
  readonly #results = new Map<string, Map<string, string>>();
  #size = 0;

  constructor(
    private readonly floor: (ours: string, theirs: string) => string,
    readonly limit = 64,
  ) {}

  get size(): number {
    return this.#size;
  }

  apply(ours: string, theirs: string): string {
    let byTheirs = this.#results.get(ours);
    const known = byTheirs?.get(theirs);
    if (known !== undefined) return known;
    const merged = this.floor(ours, theirs);
    if (this.#size >= this.limit) {
      this.#results.clear();
      this.#size = 0;
      byTheirs = undefined;
    }
    if (!byTheirs) this.#results.set(ours, (byTheirs = new Map()));
    byTheirs.set(theirs, merged);
    this.#size += 1;
    return merged;
  }
}
