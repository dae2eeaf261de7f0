// The response panel: status (colour plus icon and words), duration, time, the spec's error
// line, the body (pretty JSON or text) in a scrolling area, response headers, Copy as cURL.
import { EXPLORER_RESPONSE_MAX_HEIGHT_PX } from '@shared/constants';
import { Loading } from '../../components/loading';
import type { ExplorerResult } from './explorer-result';
import { formatResponseBody, httpErrorLine, isSuccessStatus } from './response-view';
import { useCopyText } from '../../components/use-copy-text';

export interface ExplorerResponsePanelProps {
  result: ExplorerResult | null;
  sending: boolean;
  /** The cURL text of the request that produced `result`. */
  curl: string | null;
}

export function formatClockTime(date: Date): string {
  return date.toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

export function ExplorerResponsePanel({ result, sending, curl }: ExplorerResponsePanelProps) {
  const { copy, message } = useCopyText('cURL command copied to clipboard!');
  return (
    <section
      className="api-explorer__card api-explorer__response"
      aria-labelledby="api-explorer-response-title"
      aria-busy={sending || undefined}
    >
      <div className="api-explorer__card-head">
        <h2 id="api-explorer-response-title" className="api-explorer__card-title">
          Response
        </h2>
        {result && curl ? (
          <div className="api-explorer__copy">
            <span className="api-explorer__copy-status" role="status">
              {message}
            </span>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => void copy(curl)}
            >
              Copy as cURL
            </button>
          </div>
        ) : null}
      </div>
      {sending ? <Loading label="Sending request..." inline /> : null}
      {result ? (
        <ResponseDetails result={result} />
      ) : sending ? null : (
        <p className="api-explorer__empty">Send a request to see its response here.</p>
      )}
    </section>
  );
}

function ResponseDetails({ result }: { result: ExplorerResult }) {
  const ok = isSuccessStatus(result.status);
  const noResponse = result.status === 0;
  const errorLine = noResponse
    ? (result.networkError ?? 'Network error')
    : httpErrorLine(result.status, result.statusText);
  const body = formatResponseBody(result.text);

  return (
    <>
      <div className="api-explorer__summary" role="status">
        <span
          className={`api-explorer__status ${ok ? 'api-explorer__status--ok' : 'api-explorer__status--error'}`}
          data-testid="api-explorer-status"
        >
          <span aria-hidden="true">{ok ? '✓' : '✕'}</span>{' '}
          {noResponse ? 'No response' : `${result.status} ${result.statusText}`.trim()}
          <span className="visually-hidden">{ok ? ' (success)' : ' (error)'}</span>
        </span>
        <span className="api-explorer__meta">
          <span className="api-explorer__meta-label">Duration</span> {Math.round(result.durationMs)}{' '}
          ms
        </span>
        <span className="api-explorer__meta">
          <span className="api-explorer__meta-label">Time</span>{' '}
          <time dateTime={result.time.toISOString()}>{formatClockTime(result.time)}</time>
        </span>
      </div>
      <p className="api-explorer__request-line">
        <code className="api-explorer__code">
          {result.request.method} {result.request.path}
        </code>
      </p>
      {errorLine ? <p className="api-explorer__error-line">{errorLine}</p> : null}
      {body.kind === 'empty' ? (
        <p className="api-explorer__empty">
          {noResponse ? 'No response body.' : 'Empty response body.'}
        </p>
      ) : (
        // Focusable so keyboard users can scroll a long body.
        <pre
          className={`api-explorer__body-view api-explorer__body-view--${body.kind}`}
          style={{ maxHeight: EXPLORER_RESPONSE_MAX_HEIGHT_PX }}
          tabIndex={0}
          role="region"
          aria-label={body.kind === 'json' ? 'Response body (JSON)' : 'Response body (text)'}
        >
          {body.text}
        </pre>
      )}
      {result.headers.length ? (
        <details className="api-explorer__headers">
          <summary>Response headers ({result.headers.length})</summary>
          <dl className="api-explorer__headers-list">
            {result.headers.map(([name, value]) => (
              <div key={name} className="api-explorer__header">
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}
