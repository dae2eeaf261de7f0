// What the gateway believes about the browser's side of the connection: https or not, and the
// host it asked for. X-Forwarded-Proto/-Host/-For are believed only from a peer listed in
// TRUST_PROXY (the load balancer or ingress in front of the container); by default nobody's,
// since a private address says nothing about who is behind it (another pod, a VPN client).
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import ipaddr from 'ipaddr.js';

export interface ProxyTrust {
  /** Whether this connection's peer is a listed proxy; decided once per socket. */
  trusts(socket: Socket): boolean;
}

/** From TRUST_PROXY's CIDRs (a bare address is its own /32 or /128). */
export function proxyTrust(cidrs: readonly string[]): ProxyTrust {
  const ranges = cidrs.map((cidr) => {
    if (ipaddr.isValidCIDR(cidr)) return ipaddr.parseCIDR(cidr);
    const address = ipaddr.parse(cidr);
    return [address, address.kind() === 'ipv4' ? 32 : 128] as [typeof address, number];
  });
  const decided = new WeakMap<Socket, boolean>();
  return {
    trusts(socket) {
      if (ranges.length === 0) return false;
      let trusted = decided.get(socket);
      if (trusted === undefined) {
        const address = socket.remoteAddress;
        trusted = false;
        if (address !== undefined && ipaddr.isValid(address)) {
          // '::ffff:10.0.0.5' is the IPv4 peer 10.0.0.5 on a dual-stack socket.
          const peer = ipaddr.process(address);
          trusted = ranges.some(
            ([range, bits]) => peer.kind() === range.kind() && peer.match(range, bits),
          );
        }
        decided.set(socket, trusted);
      }
      return trusted;
    },
  };
}

export const TRUST_NOBODY: ProxyTrust = proxyTrust([]);

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

export function isHttpsRequest(req: IncomingMessage, trust: ProxyTrust = TRUST_NOBODY): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (proto === undefined || !trust.trusts(req.socket)) return false;
  return firstValue(proto)?.toLowerCase() === 'https';
}

/** The host the browser addressed (Host, or X-Forwarded-Host from a trusted hop). */
export function requestHost(
  req: IncomingMessage,
  trust: ProxyTrust = TRUST_NOBODY,
): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  if (forwarded !== undefined && trust.trusts(req.socket)) {
    const host = firstValue(forwarded);
    if (host) return host;
  }
  return req.headers.host;
}

/** The client's address as the proxy saw it, without the IPv4-mapped IPv6 prefix. */
export function peerAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

function normalizedOrigin(scheme: string, host: string): string {
  let normalized = host.toLowerCase();
  const defaultPort = scheme === 'https' ? ':443' : ':80';
  if (normalized.endsWith(defaultPort)) normalized = normalized.slice(0, -defaultPort.length);
  return `${scheme}://${normalized}`;
}

/**
 * CSRF defence in depth: a state-changing request that names an Origin must name ours, and
 * one a browser marks as sent from another site (Sec-Fetch-Site: cross-site, or same-site,
 * which a browser sends only when the origin differs) is refused even without an Origin.
 * Requests with neither (curl, older browsers) are left to the BFF's checks (X-CSRF).
 */
export function isCrossOriginWrite(
  req: IncomingMessage,
  https: boolean,
  trust: ProxyTrust = TRUST_NOBODY,
): boolean {
  const method = req.method;
  if (method === 'GET' || method === 'HEAD') return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    const value = site.trim().toLowerCase();
    if (value === 'cross-site' || value === 'same-site') return true;
  }
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const match = /^(https?):\/\/([^/?#\s]+)$/i.exec(origin);
  const host = requestHost(req, trust);
  if (!match || !host) return true;
  const scheme = match[1]!.toLowerCase();
  return normalizedOrigin(scheme, match[2]!) !== normalizedOrigin(https ? 'https' : 'http', host);
}
