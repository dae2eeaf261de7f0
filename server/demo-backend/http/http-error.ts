// Every failure of the demo backend is JSON `{ error, message }` with a fitting status;
// nothing else (stack, file path, library text) ever reaches the client.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { DemoLogger } from '../store/data-store';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in to use this API');
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);

export const jsonNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ error: 'not_found', message: `No such endpoint: ${req.method} ${req.path}` });
};

/** body-parser's error types, mapped to what the client should read. */
const BODY_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'bad_request', 'Malformed JSON body'],
  'entity.too.large': [413, 'payload_too_large', 'Request body is larger than 1 MB'],
  'encoding.unsupported': [415, 'unsupported_media_type', 'Unsupported content encoding'],
  'charset.unsupported': [415, 'unsupported_media_type', 'Unsupported charset; send UTF-8 JSON'],
  'request.aborted': [400, 'bad_request', 'Request body was not received completely'],
  'request.size.invalid': [400, 'bad_request', 'Request body length does not match Content-Length'],
};

export function jsonErrorHandler(logger: DemoLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) {
      res.status(error.status).json({ error: error.code, message: error.message });
      return;
    }
    const type = (error as { type?: unknown } | null)?.type;
    const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
    if (known) {
      const [status, code, message] = known;
      res.status(status).json({ error: code, message });
      return;
    }
    // Other router and body-parser errors that carry a 4xx are the client's too: a malformed
    // percent-encoding in a path parameter (URIError), a body that does not decode with its
    // Content-Encoding (a zlib error). Found by the fuzz suite; they used to answer 500.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        error instanceof URIError
          ? 'The URL path has a malformed percent-encoding'
          : 'The request could not be read';
      res.status(status).json({ error: 'bad_request', message });
      return;
    }
    logger.error(
      `demo backend: ${req.method} ${req.path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    res.status(500).json({ error: 'internal', message: 'Internal server error' });
  };
}
