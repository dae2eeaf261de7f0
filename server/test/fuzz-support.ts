// Shared by the fuzz suites (server/gateway/fuzz.test.ts, server/demo-backend/fuzz.test.ts): a raw HTTP/1.1
// client on net sockets, so a malformed request reaches the server byte for byte as generated
// (http.request and supertest refuse to send most of them), the fast-check generators of
// hostile requests, and the checks every answer must pass.
import net from 'node:net';
import fc from 'fast-check';
import { hasAsciiControl } from '@shared/control-characters';
import { domainCheckFrom } from '../demo-backend/organizations';
import { resolveTarget } from '../gateway/paths';

/** How the body is framed; everything but 'length' and 'chunked' is a framing error. */
export type Framing =
  'length' | 'chunked' | 'bad-length' | 'duplicate-length' | 'length-and-chunked' | 'bad-chunk';

export interface FuzzRequest {
  method: string;
  /** Request target as sent: unicode is written as UTF-8 bytes, not escaped. */
  target: string;
  version: string;
  headers: [string, string][];
  body: Buffer | undefined;
  framing: Framing;
  /** The protocol error put in on purpose, if any: Node's parser refuses these itself. */
  malformed?: MalformationKind;
}

export type MalformationKind = 'method' | 'version' | 'framing' | 'target' | 'header';

export interface FuzzAnswer {
  /** 0 when the connection closed without a (final) answer. */
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Map<string, string>;
  body: Buffer;
  /** Bytes after the end of the answer: a second, unasked-for answer on the same connection. */
  trailing: Buffer;
}

/** Node's default limit for the request line plus headers (--max-http-header-size). */
export const NODE_MAX_HEADER_BYTES = 16 * 1024;

export function serialize(request: FuzzRequest): Buffer {
  const lines = [`${request.method} ${request.target} ${request.version}`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  // Every request closes its connection, so the answer ends where the socket does.
  lines.push('Connection: close');
  const body = request.body ?? Buffer.alloc(0);
  const chunked = () => {
    const parts: Buffer[] = [];
    for (let offset = 0; offset < body.length; offset += 64 * 1024) {
      const piece = body.subarray(offset, offset + 64 * 1024);
      parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from('0\r\n\r\n'));
    return Buffer.concat(parts);
  };
  let payload = body;
  switch (request.framing) {
    case 'length':
      if (request.body !== undefined) lines.push(`Content-Length: ${body.length}`);
      break;
    case 'chunked':
      lines.push('Transfer-Encoding: chunked');
      payload = chunked();
      break;
    case 'bad-length':
      lines.push(`Content-Length: ${body.length}x`);
      break;
    case 'duplicate-length':
      lines.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`);
      break;
    case 'length-and-chunked':
      lines.push(`Content-Length: ${body.length}`, 'Transfer-Encoding: chunked');
      payload = chunked();
      break;
    case 'bad-chunk':
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from('zz\r\n'), body, Buffer.from('\r\n0\r\n\r\n')]);
      break;
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), payload]);
}

/** A chunked body and how many bytes it took; tolerant of a truncated one (checks, not trust). */
function dechunk(data: Buffer): { content: Buffer; used: number } {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) break;
    if (size === 0) {
      // The last chunk, then (no trailers here) the blank line.
      const done = data.indexOf('\r\n\r\n', lineEnd);
      return { content: Buffer.concat(parts), used: done === -1 ? data.length : done + 4 };
    }
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return { content: Buffer.concat(parts), used: data.length };
}

/** The final answer in `data`; `method` because a HEAD answer has no body whatever it says. */
export function parseAnswer(data: Buffer, method = 'GET'): FuzzAnswer {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return { status: 0, headers: new Map(), body: Buffer.alloc(0), trailing: rest };
    const head = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
    const body = rest.subarray(end + 4);
    // 1xx are interim (100 Continue to an Expect): the final answer follows.
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    const headers = new Map<string, string>();
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    if (method === 'HEAD' || status === 204 || status === 304)
      return { status, headers, body: Buffer.alloc(0), trailing: body };
    if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
      const { content, used } = dechunk(body);
      return { status, headers, body: content, trailing: body.subarray(used) };
    }
    const length = headers.get('content-length');
    if (length !== undefined && /^\d+$/.test(length)) {
      return {
        status,
        headers,
        body: body.subarray(0, Number(length)),
        trailing: body.subarray(Number(length)),
      };
    }
    return { status, headers, body, trailing: Buffer.alloc(0) };
  }
}

/** Sends the bytes on a fresh connection and reads until the server closes it. */
export function exchange(
  port: number,
  bytes: Buffer,
  method = 'GET',
  timeoutMs = 15_000,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that refuses a request mid-upload may reset the connection; what arrived counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks), method));
    });
    socket.write(bytes, () => undefined);
  });
}

/** The whole-request size of the head, to tell when Node's header limit applies. */
export function headBytes(request: FuzzRequest): number {
  return serialize({ ...request, body: undefined, framing: 'length' }).length;
}

// ---------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------

/** What a generated request may refer to: real ids and a live session of the fuzzed server. */
export interface FuzzTargets {
  organizationId: string;
  userId: string;
  /** `demo_session=…` of a signed-in administrator. */
  sessionCookie: () => string;
  /** host:port the server listens on (its own origin). */
  host: string;
}

const STANDARD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
// Methods Node's parser knows but nothing here serves (CONNECT is Node's tunnelling hook).
const OTHER_KNOWN_METHODS = [
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'PURGE',
  'M-SEARCH',
  'REPORT',
  'SEARCH',
  'LINK',
  'QUERY',
  'CONNECT',
];
// Shapes the parser must refuse: unknown tokens, lower case, spaces, controls, non-ASCII.
const MALFORMED_METHODS = [
  'get',
  'Post',
  'GETT',
  'G ET',
  '',
  'DELETE\u0000',
  'P\u00d6ST',
  'PRI',
  'BREW',
];

const methodArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('GET') },
  { weight: 3, arbitrary: fc.constantFrom('POST', 'PATCH') },
  { weight: 4, arbitrary: fc.constantFrom(...STANDARD_METHODS) },
  { weight: 1, arbitrary: fc.constantFrom(...OTHER_KNOWN_METHODS) },
);

const malformedMethodArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MALFORMED_METHODS),
  fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/),
  fc.string({ unit: 'binary-ascii', maxLength: 8 }).filter((m) => !/[\r\n]/.test(m)),
);

const NASTY_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2e',
  '.%2e',
  '%2e',
  '%2f',
  '%2F',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%5c',
  '..%5c',
  '\\',
  '..\\..',
  '%00',
  '%00.js',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%c0%ae%c0%ae',
  '%u002e',
  '%252e%252e',
  '.env',
  '.git',
  '.git/config',
  '',
  '~',
  '*',
  ';',
  'a;b=c',
  '%3F',
  '%23',
  '%20',
  '+',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
  'index.html',
  'main-ABCD1234.js',
  'x.js',
  'x.css.map',
];

/** Segments a client may legally send (percent-encoded where needed). */
const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 6, arbitrary: fc.stringMatching(/^[\w.~-]{1,24}$/) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent) },
  // Long ones: past 16 KB the request line alone overflows Node's header limit (431).
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => 'a'.repeat(n)) },
);

/** Raw, unescaped: spaces, controls and non-ASCII bytes in the target, for the parser to refuse. */
const rawSegmentArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('é', '日本語', '😀', '\u202e', 'a b', '\t', '\u0000', '\u007f', '<script>', '"'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }).filter((s) => !/[\r\n]/.test(s)),
);

const QUERY_KEYS = [
  'offset',
  'skipToken',
  'name',
  'searchType',
  'stateOrProvince',
  'id',
  'returnUrl',
  '__proto__',
  '__proto__[x]',
  'constructor[prototype][fuzzPolluted]',
  'a[b][c]',
  'a[]',
  '',
  '%',
  '%E0',
  'name[]',
];
const QUERY_VALUES = [
  '',
  '0',
  '20',
  '-1',
  '1.5',
  '999999999999999999999',
  'NaN',
  '%',
  '%E0%A4%A',
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  'eyJvIjoieCIsIm4iOi0xfQ',
  'Acme',
  'exact',
  'CA',
  'true',
];

const queryArb: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 }).map(encodeURIComponent)),
      fc.oneof(
        fc.constantFrom(...QUERY_VALUES),
        fc.string({ unit: 'grapheme', maxLength: 16 }).map(encodeURIComponent),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`,
  );

/** Paths the servers route on, to which random segments and a query are added. */
function basePaths(targets: FuzzTargets): string[] {
  const org = `/api/v1/organizations/${targets.organizationId}`;
  return [
    '/',
    '/api/v1',
    '/api/v1/',
    '/api/v1/organizations',
    org,
    `${org}/users`,
    `${org}/users/${targets.userId}`,
    `${org}/settings`,
    `${org}/domains`,
    `${org}/managed`,
    `${org}/onboardings`,
    '/api/v1/agencies',
    '/api/v1/agencies/1',
    '/api/v1/provisioner',
    '/api/v1/provisioner/1',
    '/auth',
    '/auth/me',
    '/auth/roles',
    '/login',
    '/login/style.css',
    '/logout',
    '/health',
    '/gateway',
    '/gateway/healthz',
    '/gateway/readyz',
    '/gateway/metrics',
    '/assets',
    '/assets/main-ABCD1234.js',
    '/favicon.svg',
    '/index.html',
    '/organization/users',
    '/api/v10',
    '/authors',
    '/healthz',
    '/__demo/faults',
    '/api/v1/__demo/reset',
    '//api/v1/organizations',
    '/API/V1/organizations',
  ];
}

function targetArb(targets: FuzzTargets): fc.Arbitrary<string> {
  const structured = fc
    .tuple(
      fc.constantFrom(...basePaths(targets)),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.array(segmentArb, { minLength: 1, maxLength: 3 }) },
      ),
      queryArb,
    )
    .map(
      ([base, segments, query]) =>
        `${[base.replace(/\/$/, ''), ...segments].join('/') || '/'}${query}`,
    );
  const odd = fc.constantFrom(
    '*',
    'http://evil.example/api/v1/organizations',
    '//evil.example',
    'evil',
    '/?',
    '/#x',
    '/%',
    `http://${targets.host}/gateway/healthz`,
  );
  return fc.oneof({ weight: 15, arbitrary: structured }, { weight: 1, arbitrary: odd });
}

const EXTRA_HEADER_NAMES = [
  'X-Forwarded-For',
  'X-Forwarded-Proto',
  'X-Forwarded-Host',
  'X-Request-Id',
  'Forwarded',
  'Accept',
  'Range',
  'If-None-Match',
  'If-Modified-Since',
  'Authorization',
  'Upgrade',
  'TE',
  'Trailer',
  'Proxy-Authorization',
  'Keep-Alive',
  'X-HTTP-Method-Override',
  'Accept-Language',
  'Referer',
  'Cache-Control',
  'X-CSRF',
  'Set-Cookie',
  'Content-Disposition',
];

const extraHeaderArb: fc.Arbitrary<[string, string]> = fc.tuple(
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EXTRA_HEADER_NAMES) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,20}$/) },
  ),
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'https',
        'http, https',
        '127.0.0.1',
        '*',
        'bytes=0-0',
        'bytes=-1,0-',
        'W/"x"',
        'websocket',
        'h2c',
        'trailers',
        '0',
        'Basic YTpi',
        'none',
        'close',
        'x-csrf, cookie',
      ),
    },
    // obs-text: Node lets bytes 0x80-0xff through in values (read as latin1).
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 8 }) },
  ),
);

/** Header lines the parser must refuse, or that overflow its 16 KB limit (431). */
const malformedHeaderArb: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constantFrom('Bad Name', 'X:Y', 'X\u0000', '', 'X\u00e9'), fc.constant('1')),
  fc.tuple(
    fc.constant('X-Value'),
    fc
      .string({ unit: 'binary-ascii', minLength: 1, maxLength: 16 })
      // A control character other than tab (CR and LF are left out: they end the line).
      .filter((s) => !/[\r\n]/.test(s) && hasAsciiControl(s.replaceAll('\t', ''))),
  ),
  fc.tuple(
    fc.constantFrom('Cookie', 'X-Big', 'Referer'),
    fc.integer({ min: 8_000, max: 40_000 }).map((n) => 'v'.repeat(n)),
  ),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  ';;;',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/html',
];

const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'zstd', 'gzip, gzip', 'x-gzip', 'compress'];

/** A JSON object written by hand, so keys like __proto__ stay plain keys in the text. */
const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

const FIELD_NAMES = [
  'name',
  'description',
  'domains',
  'domain',
  'status',
  'email',
  'roles',
  'settings',
  'managedOrganizationId',
  'id',
  'slug',
  'returnUrl',
  '__proto__',
  'constructor',
  'prototype',
];

const jsonValueText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"fuzzPolluted":true}',
    '{"prototype":{"fuzzPolluted":true}}',
    '"Acme Corporation"',
    '"Fuzz Organization"',
    '"fuzz@example.com"',
    '["User","Administrator"]',
    '["Root"]',
    '"x@example.com"',
    '"fuzz.example"',
    '1e309',
    '-0',
    '"\\u0000"',
    '"\\ud800"',
    '"active"',
  ),
);

/** JSON bodies: wrong types, arrays for objects, prototype keys, deep nesting, huge strings, broken text. */
/** Bodies some routes accept, so accepted writes (and the data file after them) are fuzzed too. */
const plausibleBodyArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 24 })
    .map((name) => objectText([['name', JSON.stringify(`Fuzz ${name}`)]])),
  fc
    .tuple(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }),
      fc.constantFrom('active', 'inactive', 'suspended'),
    )
    .map(([name, status]) =>
      objectText([
        ['name', JSON.stringify(`Fuzz ${name}`)],
        ['status', JSON.stringify(status)],
      ]),
    ),
  fc.nat(99_999).map((n) =>
    objectText([
      ['email', JSON.stringify(`fuzz${n}@example.com`)],
      ['roles', '["User"]'],
    ]),
  ),
  fc.nat(99_999).map((n) => objectText([['domain', JSON.stringify(`fuzz${n}.example`)]])),
  fc.constant(objectText([['roles', '["Manager","User"]']])),
);

export const jsonBodyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: plausibleBodyArb },
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 10 })),
          jsonValueText,
        ),
        { maxLength: 6 },
      )
      .map(objectText),
  },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 100, max: 200_000 }),
        fc.constantFrom('[', '{"a":', '{"settings":', '{"name":'),
        fc.boolean(),
      )
      .map(([depth, open, closed]) => {
        const close = open === '[' ? ']' : '}';
        return open.repeat(depth) + (closed ? `1${close.repeat(depth)}` : '');
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1_000, max: 1_100_000 }),
        fc.constantFrom('name', 'description', 'email', 'domain', 'x'),
      )
      .map(([length, field]) => objectText([[field, JSON.stringify('x'.repeat(length))]])),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"name":',
      '{"name":"x",}',
      "{'name':'x'}",
      'nul',
      'NaN',
      '\ufeff{}',
      '{"name":"x"}{"name":"y"}',
      '[]',
      'null',
      '"x"',
      '1',
      '{"__proto__":{"fuzzPolluted":true}}',
      '{"constructor":{"prototype":{"fuzzPolluted":true}}}',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
);

const formBodyArb: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom('email', 'returnUrl', 'email[]', '__proto__[fuzzPolluted]', 'x'),
      fc.oneof(
        fc.constantFrom(
          'nobody%40nowhere.example',
          'ADMIN%40EXAMPLE.COM%00',
          '%2F%2Fevil.example',
          '%',
          '',
        ),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

/** `arb` one time in `oneIn`, else null. */
const rarely = <T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/**
 * One deliberate protocol error per malformed request, so that most requests get past
 * Node's parser and exercise the gateway and the backend themselves.
 */
type Malformation =
  | { kind: 'none' }
  | { kind: 'method'; method: string }
  | { kind: 'version'; version: string }
  | { kind: 'framing'; framing: Exclude<Framing, 'length' | 'chunked'> }
  | { kind: 'target'; segment: string }
  | { kind: 'header'; header: [string, string] };

const malformationArb: fc.Arbitrary<Malformation> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 1,
    arbitrary: malformedMethodArb.map((method) => ({ kind: 'method' as const, method })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('HTTP/2.0', 'HTTP/1.x', 'HTTP/1.1 ', 'HTTP/0.9', 'http/1.1', '')
      .map((version) => ({ kind: 'version' as const, version })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('bad-length', 'duplicate-length', 'length-and-chunked', 'bad-chunk')
      .map((framing) => ({ kind: 'framing' as const, framing })),
  },
  { weight: 1, arbitrary: rawSegmentArb.map((segment) => ({ kind: 'target' as const, segment })) },
  {
    weight: 2,
    arbitrary: malformedHeaderArb.map((header) => ({ kind: 'header' as const, header })),
  },
);

export interface RequestOptions {
  /** Real ids, the live session and the server's own host, so requests reach real code. */
  targets: FuzzTargets;
}

/** Mostly hostile requests, and one in ten a well-formed write some route accepts. */
export function requestArb(options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 9, arbitrary: hostileRequestArb(options) },
    { weight: 1, arbitrary: plausibleWriteArb(options) },
  );
}

/**
 * Writes with the right method, path, headers and a body the route takes (or nearly: names
 * and domains can clash), so that accepted writes, and the data file after them, are fuzzed.
 */
function plausibleWriteArb({ targets }: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const org = `/api/v1/organizations/${targets.organizationId}`;
  const name = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 24 })
    .map((text) => JSON.stringify(`Fuzz ${text}`));
  const n = fc.nat(99_999);
  const write: fc.Arbitrary<[string, string, string]> = fc.oneof(
    name.map((value): [string, string, string] => [
      'POST',
      '/api/v1/organizations',
      objectText([['name', value]]),
    ]),
    fc
      .tuple(name, fc.constantFrom('active', 'inactive', 'suspended'))
      .map(([value, status]): [string, string, string] => [
        'PATCH',
        org,
        objectText([
          ['name', value],
          ['status', JSON.stringify(status)],
        ]),
      ]),
    n.map((value): [string, string, string] => [
      'POST',
      `${org}/domains`,
      objectText([['domain', JSON.stringify(`fuzz${value}.example`)]]),
    ]),
    n.map((value): [string, string, string] => [
      'POST',
      `${org}/users`,
      objectText([
        ['email', JSON.stringify(`fuzz${value}@example.com`)],
        ['roles', '["User"]'],
      ]),
    ]),
    fc
      .subarray(['User', 'Manager', 'Administrator'], { minLength: 1 })
      .map((roles): [string, string, string] => [
        'PUT',
        `${org}/users/${targets.userId}`,
        objectText([['roles', JSON.stringify(roles)]]),
      ]),
  );
  return fc
    .tuple(
      write,
      fc.constantFrom<Framing>('length', 'chunked'),
      fc.array(extraHeaderArb, { maxLength: 2 }),
    )
    .map(([[method, target, body], framing, extra]) => ({
      method,
      target,
      version: 'HTTP/1.1',
      headers: [
        ['Host', targets.host],
        ['Cookie', targets.sessionCookie()],
        ['X-CSRF', '1'],
        ['Origin', `http://${targets.host}`],
        ['Content-Type', 'application/json'],
        ...extra,
      ],
      body: Buffer.from(body),
      framing,
    }));
}

function hostileRequestArb({ targets }: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const bodyArb: fc.Arbitrary<Buffer | undefined> = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: jsonBodyArb.map((text) => Buffer.from(text)) },
    { weight: 1, arbitrary: formBodyArb.map((text) => Buffer.from(text)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)) },
  );
  return fc
    .record({
      method: methodArb,
      target: targetArb(targets),
      version: fc.constantFrom(
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.0',
      ),
      host: fc.constantFrom(
        'own',
        'own',
        'own',
        'own',
        'own',
        'own',
        'own',
        'none',
        'evil.example',
        'a b',
        '',
        'double',
      ),
      cookie: fc.oneof(
        { weight: 12, arbitrary: fc.constant('session' as const) },
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            'none' as const,
            'unknown' as const,
            'malformed' as const,
            'many' as const,
          ),
        },
        { weight: 1, arbitrary: fc.constant('huge' as const) },
      ),
      csrf: fc.oneof(
        { weight: 6, arbitrary: fc.constant('1') },
        { weight: 1, arbitrary: fc.constantFrom(undefined, '0', 'true', '') },
      ),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(undefined, 'own') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'own-https',
            'https://evil.example',
            'null',
            '://',
            `http://${'o'.repeat(300)}`,
          ),
        },
      ),
      contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 4 }),
      contentEncoding: rarely(fc.constantFrom(...ENCODINGS), 10),
      acceptEncoding: rarely(
        fc.constantFrom(
          'br',
          'gzip, deflate, br',
          'br;q=0, gzip;q=0',
          '*',
          'identity;q=0',
          'br;q=abc',
          ','.repeat(2000),
        ),
        3,
      ),
      expect: rarely(fc.constantFrom('100-continue', '100-Continue', 'foo', ''), 12),
      extra: fc.array(extraHeaderArb, { maxLength: 3 }),
      body: bodyArb,
      framing: fc.constantFrom<Framing>('length', 'length', 'length', 'length', 'chunked'),
      malformation: malformationArb,
    })
    .map((r) => {
      const headers: [string, string][] = [];
      if (r.host === 'own') headers.push(['Host', targets.host]);
      else if (r.host === 'double') headers.push(['Host', targets.host], ['Host', 'evil.example']);
      else if (r.host !== 'none') headers.push(['Host', r.host]);
      const session = targets.sessionCookie();
      const cookie = {
        session,
        none: undefined,
        unknown: 'demo_session=not-a-session',
        malformed: `demo_session=%E0%A4%A; =; ;;; a="; ${session}`,
        // Past Node's 16 KB header limit: 431.
        huge: `${session}; big=${'c'.repeat(20_000)}`,
        many: `${Array.from({ length: 300 }, (_, index) => `c${index}=${index}`).join('; ')}; ${session}`,
      }[r.cookie];
      if (cookie !== undefined) headers.push(['Cookie', cookie]);
      if (r.csrf !== undefined) headers.push(['X-CSRF', r.csrf]);
      if (r.origin === 'own') headers.push(['Origin', `http://${targets.host}`]);
      else if (r.origin === 'own-https') headers.push(['Origin', `https://${targets.host}`]);
      else if (r.origin !== undefined) headers.push(['Origin', r.origin]);
      if (r.contentType !== null) headers.push(['Content-Type', r.contentType]);
      if (r.contentEncoding !== null) headers.push(['Content-Encoding', r.contentEncoding]);
      if (r.acceptEncoding !== null) headers.push(['Accept-Encoding', r.acceptEncoding]);
      if (r.expect !== null) headers.push(['Expect', r.expect]);
      headers.push(...r.extra);
      const request: FuzzRequest = {
        method: r.method,
        target: r.target,
        version: r.version,
        headers,
        body: r.body,
        framing: r.framing,
      };
      const bad = r.malformation;
      if (bad.kind !== 'none') request.malformed = bad.kind;
      // Neither origin-form, absolute-form nor '*': a request line the parser refuses.
      else if (!/^(\/|\*$|https?:\/\/)/.test(request.target)) request.malformed = 'target';
      if (bad.kind === 'method') request.method = bad.method;
      else if (bad.kind === 'version') request.version = bad.version;
      else if (bad.kind === 'framing') request.framing = bad.framing;
      else if (bad.kind === 'header') headers.splice(headers.length > 1 ? 1 : 0, 0, bad.header);
      else if (bad.kind === 'target') {
        const query = request.target.indexOf('?');
        request.target =
          query === -1
            ? `${request.target}/${bad.segment}`
            : `${request.target.slice(0, query)}/${bad.segment}${request.target.slice(query)}`;
      }
      return request;
    });
}

/** A readable one-line description for failure messages (long runs of a byte elided). */
export function describeRequest(request: FuzzRequest): string {
  const text = serialize({ ...request, body: request.body?.subarray(0, 300) }).toString('latin1');
  return JSON.stringify(
    text.replace(/(.)\1{40,}/g, (run, char: string) => `${char}…×${run.length}`),
  ).slice(0, 1_500);
}

// ---------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------

/** Throws when the answer is not a JSON object with a non-empty string `message`. */
export function assertJsonError(answer: FuzzAnswer): void {
  const type = answer.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new Error(`error ${answer.status} is not JSON (Content-Type: ${type || 'none'})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new Error(
      `error ${answer.status} has a body that is not JSON: ${answer.body.toString('latin1').slice(0, 200)}`,
    );
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.length === 0)
    throw new Error(
      `error ${answer.status} has no message: ${JSON.stringify(parsed).slice(0, 200)}`,
    );
}

const hostOf = (request: FuzzRequest) => request.headers.find(([name]) => name === 'Host')?.[1];
const oddExpectation = (request: FuzzRequest) =>
  request.headers.some(([name, value]) => name === 'Expect' && !/^100-continue$/i.test(value));

/** The checks on a server's answer that do not depend on which server it is. */
export interface AnswerRules {
  /** 5xx statuses documented for this request (e.g. 502 for a proxied path with the BFF down). */
  allowed5xx: number[];
  /**
   * Whether an answer Node itself wrote, before any handler ran, may lack a JSON body:
   * 'bare-node' for a plain http.Server (Node's canned 400/431 for what its parser refuses,
   * 400 for HTTP/1.1 without Host, 417 for an Expect it does not know); 'gateway' for the
   * gateway's own server, which answers those itself and may omit the body only for a 431
   * or when the request line cannot be read (it cannot tell a HEAD from a GET then).
   */
  builtInAnswers: 'bare-node' | 'gateway';
}

export function checkAnswer(request: FuzzRequest, answer: FuzzAnswer, rules: AnswerRules): void {
  if (answer.status === 0) {
    // Node hands CONNECT to 'connect' listeners (tunnels); with none it closes the connection.
    if (request.method === 'CONNECT') return;
    throw new Error('the connection closed without an answer');
  }
  if (answer.trailing.length > 0) {
    throw new Error(
      `a second answer followed the ${answer.status}: ${JSON.stringify(answer.trailing.toString('latin1').slice(0, 120))}`,
    );
  }
  if (answer.status >= 500 && !rules.allowed5xx.includes(answer.status)) {
    throw new Error(`answered ${answer.status}: ${answer.body.toString('latin1').slice(0, 200)}`);
  }
  if (answer.status < 400) return;
  // The demo sign-in form answers an unknown account with its HTML page (DESIGN.md). The
  // gateway forwards a target with its dot segments removed: '/login/style.css/..' is '/login/'.
  const forwarded = rules.builtInAnswers === 'gateway' ? resolveTarget(request.target) : undefined;
  const target = forwarded ? forwarded.path + forwarded.search : request.target;
  if (
    request.method === 'POST' &&
    /^\/login\/?(\?|$)/i.test(target) &&
    answer.status === 400 &&
    /^text\/html/.test(answer.headers.get('content-type') ?? '')
  )
    return;
  const bodiless = answer.body.length === 0 && !answer.headers.has('content-type');
  if (bodiless && answer.headers.get('connection')?.toLowerCase() === 'close') {
    if (rules.builtInAnswers === 'bare-node') {
      if (answer.status === 431) return;
      if (answer.status === 417 && oddExpectation(request)) return;
      if (
        answer.status === 400 &&
        (request.malformed !== undefined || (request.version === 'HTTP/1.1' && !hostOf(request)))
      )
        return;
    } else {
      const readableLine =
        /^[A-Z]+$/.test(request.method) &&
        request.malformed !== 'target' &&
        request.malformed !== 'version';
      if (answer.status === 431) return;
      if (
        answer.status === 400 &&
        request.malformed !== undefined &&
        (!readableLine || request.method === 'HEAD')
      )
        return;
    }
  }
  // A HEAD answer carries the GET answer's headers but no body.
  if (request.method === 'HEAD') {
    const type = answer.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type))
      throw new Error(
        `error ${answer.status} to HEAD is not JSON (Content-Type: ${type || 'none'})`,
      );
    return;
  }
  assertJsonError(answer);
}

/**
 * The demo backend's periodic domain check, at its longest period (a day) for a fuzz run: it
 * writes by itself every DOMAIN_CHECK_MS (60 s by default), and a run that a loaded machine
 * slowed past a minute saw that write land inside a refused request ("the data file changed on
 * a 400 to PATCH", CI at stop 51). Nothing else in the backend writes on a timer unless a
 * pipeline runs, and the fuzzer starts none (a step's write would fail the run at once).
 */
export const QUIET_DOMAIN_CHECK = domainCheckFrom({ DOMAIN_CHECK_MS: '86400000' });

/** Prototype pollution would show in this realm too, since the servers run in-process. */
export function assertNoPrototypePollution(): void {
  const probe = {} as Record<string, unknown>;
  if ('fuzzPolluted' in probe || Object.keys(Object.prototype).length > 0) {
    throw new Error(`Object.prototype was polluted: ${Object.keys(Object.prototype).join(', ')}`);
  }
}

/**
 * After a write the server accepted: the administrator's session still reads the organizations.
 * A write that took the fuzzer's own access (stop 41's CI: a DELETE of their own organization)
 * otherwise showed only as 403s in the tests after the fuzz run, naming no request.
 */
export async function assertAdministratorKeepsAccess(
  port: number,
  session: string,
  after: string,
): Promise<void> {
  // On a connection of its own that the server closes, like every case's (no keep-alive left
  // behind for the tests that wait for the server to hold no connection).
  const request: FuzzRequest = {
    method: 'GET',
    target: '/api/v1/organizations',
    version: 'HTTP/1.1',
    headers: [
      ['Host', `127.0.0.1:${port}`],
      ['Cookie', session],
      ['Connection', 'close'],
    ],
    body: undefined,
    framing: 'length',
  };
  const { status } = await exchange(port, serialize(request));
  if (status !== 200) throw new Error(`the administrator's session got ${status} after ${after}`);
}

/** FUZZ_RUNS scales every suite (e.g. FUZZ_RUNS=10 for ten times the cases); FUZZ_SEED replays one. */
export function fuzzParameters(runs: number): {
  numRuns: number;
  seed?: number;
  endOnFailure: true;
} {
  const scale = Number(process.env.FUZZ_RUNS ?? 1);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  return {
    numRuns: Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1))),
    ...(seed === undefined ? {} : { seed }),
    endOnFailure: true,
  };
}
