// The headers every gateway response carries (HTML, assets, JSON errors, proxied answers),
// precomputed once as flat [name, value, …] lists so a response adds them without work.

// img-src also allows http:/https:/data: because organization logos are previewed from the
// URL an administrator typed into the settings (shown only when isSafeHttpUrl says so).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: http: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// Powerful features the console never uses, off for it and anything it embeds; a BFF's own
// Permissions-Policy can only switch more off (header-floor.ts).
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
].join(', ');

// No includeSubDomains: the gateway does not own its parent domain's other hosts.
export const HSTS = 'max-age=31536000';

const COMMON = [
  'Content-Security-Policy',
  CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options',
  'nosniff',
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy',
  'same-origin',
  'X-Frame-Options',
  'DENY',
  'Permissions-Policy',
  PERMISSIONS_POLICY,
] as const;

export const SECURITY_HEADERS: readonly string[] = COMMON;
export const SECURITY_HEADERS_HTTPS: readonly string[] = [
  ...COMMON,
  'Strict-Transport-Security',
  HSTS,
];

/** Lower-cased names the gateway owns; an upstream's own values for them are dropped. */
export const OWNED_HEADER_NAMES: ReadonlySet<string> = new Set([
  ...SECURITY_HEADERS_HTTPS.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
  'x-powered-by',
  'x-request-id',
]);

export function securityHeaders(https: boolean): readonly string[] {
  return https ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS;
}
