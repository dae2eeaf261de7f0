// The gateway's two keep-alive pools to the BFF: one for ordinary requests, bounded by
// BFF_MAX_CONNECTIONS, and one for event streams, bounded by BFF_MAX_STREAMS, so that held
// streams never take the sockets ordinary requests need.
import tls from 'node:tls';
import { Pool } from 'undici';

export interface BffPools {
  pool: Pool;
  streamPool: Pool;
}

/** What both pools are made with (exported so a test can pin `pipelining`). */
export function bffPoolOptions(timeoutMs: number, ca?: string): Pool.Options {
  return {
    // One request per socket at a time: measured, pipelining gave 503s and a 300 ms p50, and a
    // BFF's protocol error then spoils only the one answer on that socket.
    pipelining: 1,
    // Keep-alive is what makes a proxy fast: without it every request pays a TCP handshake and
    // ephemeral ports run out under load. Idle sockets close before a typical BFF's 5 s.
    keepAliveTimeout: 4_000,
    headersTimeout: timeoutMs,
    // For a stream, bodyTimeout is undici's idle time between chunks: heartbeats keep it open
    // for as long as the browser stays, a silent one ends after BFF_TIMEOUT_MS.
    bodyTimeout: timeoutMs,
    connect: {
      timeout: Math.min(timeoutMs, 10_000),
      // Replacing the trust store would drop the system's roots: the extra CA is added to them.
      ...(ca ? { ca: [...tls.rootCertificates, ca] } : {}),
    },
  };
}

export function createBffPools(
  origin: string,
  timeoutMs: number,
  maxConnections: number,
  maxStreams: number,
  ca?: string,
): BffPools {
  const options = bffPoolOptions(timeoutMs, ca);
  return {
    // Bounded: a burst of browsers never becomes a burst of BFF sockets (issue #12).
    pool: new Pool(origin, { ...options, connections: maxConnections }),
    streamPool: new Pool(origin, { ...options, connections: maxStreams }),
  };
}
