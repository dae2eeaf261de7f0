// Span export with the OpenTelemetry SDK, for OTEL_EXPORTER_OTLP_ENDPOINT. The SDK is loaded
// by dynamic import only when the variable is set (index.ts awaits this before createApp), so
// a gateway without it neither evaluates nor pays for it. One SERVER span per request, under
// the believed incoming parent or as the root of a new trace; the SDK's span id is the one the
// BFF receives as its parent, so both sides join in the tracing backend.
import type { Logger } from 'pino';
import type { ParentContext, RequestInfo, RequestTrace, Tracer } from './trace';

const SERVICE_NAME = 'admin-portal-gateway';

export async function createOtlpTracer(endpoint: URL, logger: Logger): Promise<Tracer> {
  const [api, sdk, exporterModule, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  // OTLP/HTTP: the variable names the collector's base URL; traces go to /v1/traces under it.
  const url = new URL('v1/traces', endpoint.href.endsWith('/') ? endpoint : `${endpoint.href}/`);
  const exporter = new exporterModule.OTLPTraceExporter({ url: url.href });
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': SERVICE_NAME }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer(SERVICE_NAME);
  logger.info({ endpoint: url.href }, 'exporting spans over OTLP/HTTP');

  const start = (parent: ParentContext | undefined, info: RequestInfo): RequestTrace => {
    const context = parent
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: parent.traceId,
          spanId: parent.spanId,
          traceFlags: Number.parseInt(parent.flags, 16),
          isRemote: true,
          traceState: parent.tracestate ? api.createTraceState(parent.tracestate) : undefined,
        })
      : api.ROOT_CONTEXT;
    const span = tracer.startSpan(
      `${info.method} gateway`,
      {
        kind: api.SpanKind.SERVER,
        attributes: { 'http.request.method': info.method, 'url.path': info.path },
      },
      context,
    );
    const own = span.spanContext();
    return {
      traceId: own.traceId,
      spanId: own.spanId,
      flags: own.traceFlags.toString(16).padStart(2, '0'),
      tracestate: parent?.tracestate,
      end(status, group) {
        span.setAttribute('http.response.status_code', status);
        span.setAttribute('gateway.route_group', group);
        if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      },
    };
  };

  return {
    start,
    shutdown: () => provider.shutdown(),
  };
}
