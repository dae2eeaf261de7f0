// The gateway's two keep-alive pools to the BFF: one for ordinary requests, bounded by
// BFF_MAX_CONNECTIONS, and one for event streams, bounded by BFF_MAX_STREAMS, so that held
// streams never take the sockets ordinary requests need.
import { Pool } from 'undici';
import { bffConnector } from './unrequested-continue';

export interface BffPools {
  pool: Pool;
  streamPool: Pool;
}

export function createBffPools(
  origin: string,
  timeoutMs: number,
  maxConnections: number,
  maxStreams: number,
): BffPools {
  const shared = {
    // One request per socket at a time: measured, pipelining gave 503s and a 300 ms p50.
    pipelining: 1,
    // Keep-alive is what makes a proxy fast: without it every request pays a TCP handshake and
    // ephemeral ports run out under load. Idle sockets close before a typical BFF's 5 s.
    keepAliveTimeout: 4_000,
    headersTimeout: timeoutMs,
    // For a stream, bodyTimeout is undici's idle time between chunks: heartbeats keep it open
    // for as long as the browser stays, a silent one ends after BFF_TIMEOUT_MS.
    bodyTimeout: timeoutMs,
    connect: bffConnector({ timeout: Math.min(timeoutMs, 10_000) }),
  };
  return {
    // Bounded: a burst of browsers never becomes a burst of BFF sockets (issue #12).
    pool: new Pool(origin, { ...shared, connections: maxConnections }),
    streamPool: new Pool(origin, { ...shared, connections: maxStreams }),
  };
}
