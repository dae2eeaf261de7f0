// Graceful shutdown behind a load balancer. On the first SIGTERM the gateway only turns
// /gateway/readyz to 503 and keeps serving for the drain delay: a load balancer (or the
// Kubernetes endpoints controller) needs that long to notice and stop sending. Then it stops
// accepting, lets the requests in flight finish up to the shutdown timeout, closes idle
// keep-alive connections as they become idle, and exits 0, or 1 if it had to cut requests.
// A second signal shortens whichever wait is running, the final release (span flush) included.
import type http from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: http.Server;
  /**
   * Requests arrived and not yet answered: the gateway counts them anyway (its in-flight
   * gauge), so shutdown adds no listener of its own to every request.
   */
  inFlight(): number;
  drainDelayMs: number;
  /**
   * Signals that stop without the drain delay: Ctrl+C (SIGINT) on a developer's machine, where
   * no load balancer needs time to stop sending.
   */
  undrainedSignals?: readonly NodeJS.Signals[];
  shutdownTimeoutMs: number;
  logger: Logger;
  /** From now on readyz answers 503 and answers carry Connection: close. */
  startDraining(): void;
  /** Right before the listener closes: ends what would otherwise never finish (event streams). */
  beforeClose?(): void;
  /** Closes what the gateway holds beyond the listener (BFF pool, embedded demo backend). */
  release(): Promise<void>;
  exit(code: number): void;
}

export type ShutdownPhase = 'serving' | 'draining' | 'closing' | 'stopped';

export interface Shutdown {
  /** The handler for SIGTERM and SIGINT. */
  onSignal(signal: NodeJS.Signals): void;
  phase(): ShutdownPhase;
  /** Requests that have arrived and whose answer has not finished. */
  inFlight(): number;
}

/** How often connections that finished their last request are closed while stopping. */
const IDLE_REAP_MS = 100;

export function createShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, inFlight } = options;
  let phase: ShutdownPhase = 'serving';
  let drainTimer: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let reaper: NodeJS.Timeout | undefined;

  /** Set while release() runs: exits without waiting for it any longer. */
  let exitNow: ((reason: string) => void) | undefined;

  const finish = (code: number) => {
    if (phase === 'stopped') return;
    phase = 'stopped';
    clearTimeout(deadline);
    clearInterval(reaper);
    // release() flushes spans to a collector, which may accept and never answer: it gets the
    // shutdown timeout too, and a further signal ends it.
    let exited = false;
    const end = (reason?: string) => {
      if (exited) return;
      exited = true;
      clearTimeout(releaseDeadline);
      if (reason) logger.warn({ reason }, 'not waiting for the release (span flush) any longer');
      logger.info({ exitCode: code }, 'stopped');
      options.exit(code);
    };
    const releaseDeadline = setTimeout(() => end('shutdown timeout'), options.shutdownTimeoutMs);
    exitNow = end;
    void options.release().finally(() => end());
  };

  const cut = (reason: string) => {
    const cutCount = inFlight();
    logger.error({ inFlight: cutCount, reason }, 'cutting the requests still in flight');
    server.closeAllConnections();
    finish(cutCount > 0 ? 1 : 0);
  };

  const stopAccepting = () => {
    phase = 'closing';
    options.beforeClose?.();
    server.close(() => {
      if (phase !== 'closing') return;
      logger.info('every request in flight finished');
      finish(0);
    });
    // Said once it is true: close() has shut the listening socket, so a connection from here on
    // is refused (one that reached it just before is reset).
    logger.info(
      { inFlight: inFlight(), shutdownTimeoutMs: options.shutdownTimeoutMs },
      'stopped accepting connections; waiting for the requests in flight',
    );
    server.closeIdleConnections();
    reaper = setInterval(() => server.closeIdleConnections(), IDLE_REAP_MS);
    deadline = setTimeout(() => cut('shutdown timeout'), options.shutdownTimeoutMs);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (phase === 'serving') {
      phase = 'draining';
      options.startDraining();
      const drainDelayMs = options.undrainedSignals?.includes(signal) ? 0 : options.drainDelayMs;
      // Draining: readyz answers 503 while requests are still served.
      logger.info(
        { signal, step: 'draining', drainDelayMs, inFlight: inFlight() },
        'shutting down',
      );
      if (drainDelayMs === 0) stopAccepting();
      else drainTimer = setTimeout(stopAccepting, drainDelayMs);
    } else if (phase === 'draining') {
      clearTimeout(drainTimer);
      logger.warn({ signal }, 'second signal: ending the drain delay now');
      stopAccepting();
    } else if (phase === 'closing') {
      logger.warn({ signal }, 'second signal: not waiting for the requests in flight');
      cut('second signal');
    } else exitNow?.('second signal');
  };

  return { onSignal, phase: () => phase, inFlight };
}
