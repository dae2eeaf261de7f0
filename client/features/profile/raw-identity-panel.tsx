// 'Show /auth/me Response' / 'Show /auth/roles Response': fetch the raw JSON on demand.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner } from '../../components/error-banner';
import { JsonView } from '../../components/json-view';
import { Loading } from '../../components/loading';
import { rawIdentityQueryOptions } from './api/get-raw-identity';
import { identityFetchError, type IdentityEndpoint } from './identity-messages';

export function RawIdentityPanel({ endpoint }: { endpoint: IdentityEndpoint }) {
  // Each Show fetches afresh: the point is to see what the server says now.
  const [request, setRequest] = useState(0);
  const shown = request > 0;
  const query = useQuery({ ...rawIdentityQueryOptions(endpoint, request), enabled: shown });

  return (
    <div className="raw-identity">
      {shown ? (
        <div className="raw-identity__bar">
          <span className="raw-identity__title">{endpoint} response</span>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-label={`Hide ${endpoint} Response`}
            onClick={() => setRequest(0)}
          >
            Hide
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setRequest((n) => n + 1)}
        >
          Show {endpoint} Response
        </button>
      )}
      {shown && query.isPending ? <Loading inline label={`Loading ${endpoint}...`} /> : null}
      {shown && query.isError ? (
        <ErrorBanner
          message={identityFetchError(endpoint, query.error)}
          onDismiss={() => setRequest(0)}
        />
      ) : null}
      {shown && query.isSuccess ? (
        <JsonView
          value={query.data}
          label={`${endpoint} response`}
          copyLabel="Copy to Clipboard"
          copiedText="Copied to clipboard!"
        />
      ) : null}
    </div>
  );
}
