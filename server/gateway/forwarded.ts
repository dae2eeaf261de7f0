// What the gateway believes about the browser's side of the connection: https or not, and the
// host it asked for. X-Forwarded-Proto/-Host are believed only from a trusted hop: a peer on
// loopback or a private/unique-local/link-local network (the load balancer or ingress in
// front of the container). A client on the public internet cannot claim https or a host.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import ipaddr from 'ipaddr.js';

const TRUSTED_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);
const trustedPeer = Symbol('trustedPeer');
type PeerSocket = Socket & { [trustedPeer]?: boolean };

/** Decided once per connection, since keep-alive sockets carry many requests. */
export function isTrustedPeer(socket: Socket): boolean {
  const peer = socket as PeerSocket;
  let trusted = peer[trustedPeer];
  if (trusted === undefined) {
    const address = socket.remoteAddress;
    trusted =
      address !== undefined &&
      ipaddr.isValid(address) &&
      TRUSTED_RANGES.has(ipaddr.process(address).range());
    peer[trustedPeer] = trusted;
  }
  return trusted;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

export function isHttpsRequest(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  if (proto === undefined || !isTrustedPeer(req.socket)) return false;
  return firstValue(proto)?.toLowerCase() === 'https';
}

/** The host the browser addressed (Host, or X-Forwarded-Host from a trusted hop). */
export function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  if (forwarded !== undefined && isTrustedPeer(req.socket)) {
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
 * CSRF defence in depth: a state-changing request that names an Origin must name ours.
 * Requests without Origin (curl, same-origin GET navigations) are left to the BFF's checks.
 */
export function isCrossOriginWrite(req: IncomingMessage, https: boolean): boolean {
  const method = req.method;
  if (method === 'GET' || method === 'HEAD') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const match = /^(https?):\/\/([^/?#\s]+)$/i.exec(origin);
  const host = requestHost(req);
  if (!match || !host) return true;
  const scheme = match[1]!.toLowerCase();
  return normalizedOrigin(scheme, match[2]!) !== normalizedOrigin(https ? 'https' : 'http', host);
}
