// Which Host names the gateway answers (DNS rebinding): a page on rebind.attacker.example
// whose name is made to point at 127.0.0.1 reaches the gateway same-origin from the
// browser's view, cookies and all; the Host header still says rebind.attacker.example.
import type { IncomingMessage } from 'node:http';

/** The names a local console is reached by, with any port. */
export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

// A DNS name, an IPv4 address, or a bracketed IPv6 address; no port (any port matches).
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

// RFC 3986 §3.2.2/§3.2.3 as the Host field uses it (RFC 9110 §7.2: uri-host [":" port]): an
// IP-literal is exactly "[" … "]", else a reg-name or IPv4 address; then an optional port.
const AUTHORITY = /^(\[[0-9a-z:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]*)(?::\d*)?$/;

/**
 * `Host: Console.Example.:8443` → `console.example`; `[::1]:80` → `[::1]`; '' when the field
 * is not an authority at all (`[::1].attacker.example`, `[::1]evil.example`), which no
 * allow-list holds.
 */
export function hostNameOf(host: string): string {
  const match = AUTHORITY.exec(host.trim().toLowerCase());
  if (!match) return '';
  const name = match[1]!;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * The allow-list, or undefined when every Host is answered: ALLOWED_HOSTS when set (plus the
 * local names outside production); outside production with the embedded password-less demo,
 * the local names alone.
 */
export function allowedHostsFor(options: {
  allowedHosts: readonly string[];
  production: boolean;
  demoBackend: boolean;
}): ReadonlySet<string> | undefined {
  const local = options.production ? [] : LOCAL_HOSTS;
  if (options.allowedHosts.length > 0)
    return new Set([...options.allowedHosts.map(hostNameOf), ...local]);
  return options.demoBackend && !options.production ? new Set(local) : undefined;
}

/** How many Host fields the request carried (RFC 9112 §3.2: more than one is a 400). */
export function hostFieldCount(req: IncomingMessage): number {
  const raw = req.rawHeaders;
  let count = 0;
  for (let index = 0; index < raw.length; index += 2)
    if (raw[index]!.length === 4 && raw[index]!.toLowerCase() === 'host') count += 1;
  return count;
}
