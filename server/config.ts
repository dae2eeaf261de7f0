// Gateway configuration: the environment is parsed once at start-up (DESIGN.md table) and a
// bad value stops the start with one line naming the variable and what it expects.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCidrRange } from '@shared/cidr';
import * as z from '@shared/zod';
import { parseAccessLog } from './gateway/access-log';
import type { AccessLogSetting } from './gateway/access-log';
import { isHostName } from './gateway/allowed-hosts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** The BFF; unset only outside production, where index.ts starts the demo backend. */
  bffUrl: URL | undefined;
  port: number;
  host: string;
  bffTimeoutMs: number;
  logLevel: LogLevel;
  /** The built SPA (index.html + assets/). */
  staticDir: string;
  production: boolean;
  /** Sockets the gateway opens to the BFF at most; requests beyond wait in a bounded queue. */
  bffMaxConnections: number;
  /** Event streams open through the gateway at once, at most (each holds a BFF socket). */
  bffMaxStreams: number;
  /** Event streams one caller (session) may hold open at once. */
  bffMaxStreamsPerUser: number;
  /** Ordinary requests one caller (session) may have in flight at once. */
  bffMaxRequestsPerUser: number;
  /** The BFF's session cookie: what tells one caller from another for the per-user bounds. */
  sessionCookie: string;
  /** A request body that sends nothing for this long is cut off (408) and its BFF socket freed. */
  bodyIdleTimeoutMs: number;
  /** A separate listener serving /metrics (Prometheus), or undefined for none. */
  metricsPort: number | undefined;
  /** When set, /gateway/metrics on the public port needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Whether /gateway/metrics answers on the public port (token or not). */
  publicMetrics: boolean;
  /** Peers (CIDRs) whose X-Forwarded-* headers are believed; empty: nobody's. */
  trustProxy: string[];
  /** Serve *.map files: always outside production, only with SOURCE_MAPS=public in it. */
  serveSourceMaps: boolean;
  /** After SIGTERM: readyz says 503 while requests are still served, for this long. */
  drainDelayMs: number;
  /** Then how long requests in flight may take before they are cut. */
  shutdownTimeoutMs: number;
  /** X-Served-By on every answer when set (load-balancer demos); unset: no header. */
  servedBy: string | undefined;
  /** OTLP/HTTP collector base URL: spans are exported only when set. */
  otlpEndpoint: URL | undefined;
  /** Host names answered besides the local ones (gateway/allowed-hosts.ts); empty: none. */
  allowedHosts: string[];
  /** Which requests get an access log line (gateway/access-log.ts). */
  accessLog: AccessLogSetting;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly expected: string,
  ) {
    super(`${variable} must be ${expected}`);
    this.name = 'ConfigError';
  }
}

const MAX_TIMEOUT_MS = 600_000;

// What each variable expects, in words a person reading the error line can act on.
const EXPECTED = {
  BFF_URL: 'an absolute http:// or https:// URL (it is required when NODE_ENV=production)',
  PORT: 'an integer from 0 to 65535',
  HOST: 'a host name or IP address to listen on',
  BFF_TIMEOUT_MS: `an integer number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`,
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  STATIC_DIR: 'a directory path',
  BFF_MAX_CONNECTIONS: 'an integer from 1 to 10000',
  BFF_MAX_STREAMS: 'an integer from 1 to 100000',
  BFF_MAX_STREAMS_PER_USER: 'an integer from 1 to 100000',
  BFF_MAX_REQUESTS_PER_USER: 'an integer from 1 to 10000',
  SESSION_COOKIE: "a cookie name (letters, digits and !#$%&'*+-.^_`|~)",
  BODY_IDLE_TIMEOUT_MS: `an integer number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`,
  METRICS_PORT: 'an integer from 1 to 65535',
  METRICS_TOKEN: 'at least 16 characters without spaces',
  TRUST_PROXY:
    'a comma-separated list of IP ranges in CIDR notation (or single addresses), such as 10.0.0.0/8',
  SOURCE_MAPS: 'public or private',
  DRAIN_DELAY_MS: `an integer number of milliseconds from 0 to ${MAX_TIMEOUT_MS}`,
  SHUTDOWN_TIMEOUT_MS: `an integer number of milliseconds from 0 to ${MAX_TIMEOUT_MS}`,
  OTEL_EXPORTER_OTLP_ENDPOINT: 'an absolute http:// or https:// URL of an OTLP/HTTP collector',
  ALLOWED_HOSTS:
    'a comma-separated list of host names or IP addresses without ports, such as console.example.com',
  SERVED_BY: 'a replica name of letters, digits, ".", "_" or "-" (at most 64)',
  ACCESS_LOG: 'all, errors, or sample:N with N from 1 to 999999',
} as const;
type Variable = keyof typeof EXPECTED;
/** Every variable the gateway reads besides NODE_ENV (deploy manifests are checked against it). */
export const CONFIG_VARIABLES = Object.keys(EXPECTED) as readonly Variable[];

const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const httpUrl = z.string().transform((value, ctx) => {
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return url;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'not an http(s) URL' });
  return z.NEVER;
});

const schema = z.object({
  BFF_URL: httpUrl.optional(),
  PORT: integer(0, 65535).default(8080),
  HOST: z
    .string()
    .regex(/^[\w.:[\]-]+$/)
    .default('0.0.0.0'),
  BFF_TIMEOUT_MS: integer(1, MAX_TIMEOUT_MS).default(30_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  STATIC_DIR: z.string().optional(),
  BFF_MAX_CONNECTIONS: integer(1, 10_000).default(128),
  BFF_MAX_STREAMS: integer(1, 100_000).default(1_000),
  BFF_MAX_STREAMS_PER_USER: integer(1, 100_000).default(8),
  BFF_MAX_REQUESTS_PER_USER: integer(1, 10_000).optional(),
  // RFC 6265 §4.1.1: a cookie name is an RFC 9110 token.
  SESSION_COOKIE: z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/)
    .default('demo_session'),
  BODY_IDLE_TIMEOUT_MS: integer(1, MAX_TIMEOUT_MS).default(10_000),
  METRICS_PORT: integer(1, 65535).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/)
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()))
    .refine((ranges) => ranges.every((range) => isCidrRange(range, { bareAddress: true })))
    .optional(),
  SOURCE_MAPS: z.enum(['public', 'private']).optional(),
  DRAIN_DELAY_MS: integer(0, MAX_TIMEOUT_MS).default(5_000),
  SHUTDOWN_TIMEOUT_MS: integer(0, MAX_TIMEOUT_MS).default(10_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()))
    .refine((hosts) => hosts.every(isHostName))
    .optional(),
  SERVED_BY: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
  ACCESS_LOG: z
    .string()
    .transform((value, ctx) => parseAccessLog(value) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER))
    .default('all'),
});

/** dist/public beside the bundled dist/server.js; from a tsx run of server/, ./dist/public. */
function defaultStaticDir(cwd: string): string {
  const besideBundle = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
  return existsSync(besideBundle) ? besideBundle : path.join(cwd, 'dist', 'public');
}

/** Parses the environment; throws ConfigError for the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  // An empty variable (e.g. `BFF_URL=` in a compose file) counts as unset.
  const input: Record<string, string> = {};
  for (const key of Object.keys(EXPECTED)) {
    const value = env[key]?.trim();
    if (value) input[key] = value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const variable = (parsed.error.issues[0]?.path[0] ?? 'BFF_URL') as Variable;
    throw new ConfigError(variable, EXPECTED[variable] ?? 'valid');
  }
  const production = env.NODE_ENV === 'production';
  const values = parsed.data;
  if (!values.BFF_URL && production) throw new ConfigError('BFF_URL', EXPECTED.BFF_URL);
  return {
    bffUrl: values.BFF_URL,
    port: values.PORT,
    host: values.HOST,
    bffTimeoutMs: values.BFF_TIMEOUT_MS,
    logLevel: values.LOG_LEVEL,
    staticDir: values.STATIC_DIR ? path.resolve(cwd, values.STATIC_DIR) : defaultStaticDir(cwd),
    production,
    bffMaxConnections: values.BFF_MAX_CONNECTIONS,
    bffMaxStreams: values.BFF_MAX_STREAMS,
    bffMaxStreamsPerUser: values.BFF_MAX_STREAMS_PER_USER,
    // A quarter of the pool by default: a page's burst of calls fits, four users' holds do not
    // starve the rest.
    bffMaxRequestsPerUser:
      values.BFF_MAX_REQUESTS_PER_USER ?? Math.max(1, Math.floor(values.BFF_MAX_CONNECTIONS / 4)),
    sessionCookie: values.SESSION_COOKIE,
    bodyIdleTimeoutMs: values.BODY_IDLE_TIMEOUT_MS,
    metricsPort: values.METRICS_PORT,
    metricsToken: values.METRICS_TOKEN,
    // Development keeps the scrape handy; production exposes nothing on the public port
    // unless a token guards it (METRICS_PORT is the usual way there).
    publicMetrics: values.METRICS_TOKEN !== undefined || !production,
    trustProxy: values.TRUST_PROXY ?? [],
    serveSourceMaps: !production || values.SOURCE_MAPS === 'public',
    drainDelayMs: values.DRAIN_DELAY_MS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    servedBy: values.SERVED_BY,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    allowedHosts: values.ALLOWED_HOSTS ?? [],
    accessLog: values.ACCESS_LOG,
  };
}
