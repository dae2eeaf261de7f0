// Trace context across the gateway hop: a traceparent is believed only from a trusted proxy,
// the BFF gets the gateway's span as its parent, logs carry the trace id, and with an OTLP
// endpoint the spans reach a collector (an in-process OTLP/HTTP receiver on loopback here).
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createOtlpTracer } from './otel-export';
import { makeStaticFixture, startUpstream } from '../test/gateway-support';
import type { StaticFixture, Upstream } from '../test/gateway-support';
import { parseTraceparent } from './trace';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const INCOMING = `00-${TRACE_ID}-${PARENT_ID}-01`;

let upstream: Upstream;
let fixture: StaticFixture;

beforeAll(async () => {
  upstream = await startUpstream();
  fixture = makeStaticFixture();
});

afterAll(async () => {
  await upstream.close();
  fixture.remove();
});

function logSink() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

/** The traceparent the BFF received for the last proxied request. */
function forwarded() {
  const headers = upstream.requests.at(-1)!.headers;
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(
    String(headers.traceparent),
  );
  expect(match).not.toBeNull();
  return { traceId: match![1]!, spanId: match![2]!, flags: match![3]!, state: headers.tracestate };
}

describe('parseTraceparent', () => {
  it('accepts a version-00 header and keeps tracestate', () => {
    expect(parseTraceparent(INCOMING, 'vendor=abc')).toEqual({
      traceId: TRACE_ID,
      spanId: PARENT_ID,
      flags: '01',
      tracestate: 'vendor=abc',
    });
  });

  it.each([
    ['upper case', INCOMING.toUpperCase()],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${PARENT_ID}-01`],
    ['an all-zero parent id', `00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE_ID}-${PARENT_ID}-01`],
    ['a short trace id', `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`],
    ['garbage', 'hello'],
  ])('refuses %s', (_name, header) => {
    expect(parseTraceparent(header, undefined)).toBeUndefined();
  });

  it('refuses two traceparent headers', () => {
    expect(parseTraceparent([INCOMING, INCOMING], undefined)).toBeUndefined();
  });
});

describe('propagation to the BFF', () => {
  it('continues the trace of a trusted proxy, passes tracestate and logs the trace id', async () => {
    const { lines, logger } = logSink();
    const gateway = createApp(
      loadConfig({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir, TRUST_PROXY: '127.0.0.1' }),
      { logger },
    );
    await request(gateway.handler)
      .get('/api/v1/organizations')
      .set('traceparent', INCOMING)
      .set('tracestate', 'vendor=abc');
    const sent = forwarded();
    expect(sent.traceId).toBe(TRACE_ID);
    expect(sent.spanId).not.toBe(PARENT_ID);
    expect(sent.flags).toBe('01');
    expect(sent.state).toBe('vendor=abc');
    // pino writes the line after the answer: wait for it rather than for a fixed 20 ms.
    await vi.waitFor(() =>
      expect(lines.find((line) => line.msg === 'request')).toMatchObject({
        traceId: TRACE_ID,
        path: '/api/v1/organizations',
      }),
    );
    gateway.close();
  });

  it('starts a new trace when the traceparent comes from an untrusted peer', async () => {
    const gateway = createApp(
      loadConfig({ BFF_URL: upstream.url, STATIC_DIR: fixture.dir, LOG_LEVEL: 'silent' }),
    );
    await request(gateway.handler)
      .get('/api/v1/organizations')
      .set('traceparent', INCOMING)
      .set('tracestate', 'vendor=abc');
    const sent = forwarded();
    expect(sent.traceId).not.toBe(TRACE_ID);
    expect(sent.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.state).toBeUndefined();
    gateway.close();
  });

  it('starts a new trace when a trusted proxy sends an invalid traceparent', async () => {
    const gateway = createApp(
      loadConfig({
        BFF_URL: upstream.url,
        STATIC_DIR: fixture.dir,
        LOG_LEVEL: 'silent',
        TRUST_PROXY: '127.0.0.1',
      }),
    );
    await request(gateway.handler)
      .get('/api/v1/organizations')
      .set('traceparent', `00-${'0'.repeat(32)}-${PARENT_ID}-01`);
    expect(forwarded().traceId).not.toBe('0'.repeat(32));
    gateway.close();
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { intValue?: string | number; stringValue?: string } }[];
}

describe('span export (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends the gateway span to an OTLP/HTTP collector with the BFF-facing span id', async () => {
    const received: { path: string; body: unknown }[] = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body) });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const config = loadConfig({
      BFF_URL: upstream.url,
      STATIC_DIR: fixture.dir,
      TRUST_PROXY: '127.0.0.1',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    const { logger } = logSink();
    const tracer = await createOtlpTracer(config.otlpEndpoint!, logger);
    const gateway = createApp(config, { logger, tracer });

    await request(gateway.handler).get('/api/v1/organizations').set('traceparent', INCOMING);
    const sent = forwarded();
    await tracer.shutdown(); // flushes the batch
    gateway.close();
    collector.close();

    expect(received.map((entry) => entry.path)).toEqual(['/v1/traces']);
    const body = received[0]!.body as {
      resourceSpans: {
        resource: { attributes: { key: string; value: { stringValue: string } }[] };
        scopeSpans: { spans: OtlpSpan[] }[];
      }[];
    };
    const resource = body.resourceSpans[0]!;
    expect(resource.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'admin-portal-gateway' },
    });
    const spans = resource.scopeSpans.flatMap((scope) => scope.spans);
    expect(spans).toHaveLength(1);
    const span = spans[0]!;
    expect(span).toMatchObject({
      traceId: TRACE_ID,
      parentSpanId: PARENT_ID,
      spanId: sent.spanId,
      name: 'GET gateway',
      kind: 2, // SERVER
    });
    const status = span.attributes.find((entry) => entry.key === 'http.response.status_code');
    expect(Number(status?.value.intValue)).toBe(200);
  });
});

describe('the OpenTelemetry SDK stays unloaded without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('is imported only by otel-export.ts, which only index.ts loads, by dynamic import', () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'),
    );
    const importing = (pattern: RegExp) =>
      sources.filter((file) => pattern.test(readFileSync(path.join(serverDir, file), 'utf8')));
    expect(importing(/@opentelemetry\//)).toEqual([path.join('gateway', 'otel-export.ts')]);
    expect(importing(/(from|import\()\s*'[^']*otel-export'/)).toEqual(['index.ts']);
    const index = readFileSync(path.join(serverDir, 'index.ts'), 'utf8');
    expect(index).toMatch(/await import\('\.\/gateway\/otel-export'\)/);
    expect(index).not.toMatch(/^import .*otel-export/m);
  });
});
