// "Calls the console knows": every BFF call with its method; choosing one fills the form.
import { formatCount } from '../../lib/format';
import { KNOWN_CALLS, type KnownCall } from './explorer-calls';

export function ExplorerCallsList({ onPick }: { onPick: (call: KnownCall) => void }) {
  return (
    <details className="api-explorer__card api-explorer__calls">
      <summary className="api-explorer__card-title">
        Calls the console knows{' '}
        <span className="api-explorer__count">({formatCount(KNOWN_CALLS.length)})</span>
      </summary>
      <p className="api-explorer__hint">
        Choose one to fill the method, the endpoint and an example body. Replace any other{' '}
        {'{placeholder}'} in the endpoint with an id.
      </p>
      <table className="api-explorer__calls-table">
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {KNOWN_CALLS.map((call) => (
            <tr key={`${call.method} ${call.path}`}>
              <td>
                <button
                  type="button"
                  className="api-explorer__call"
                  onClick={() => onPick(call)}
                  aria-label={`Use ${call.method} ${call.path}`}
                >
                  <span className="api-explorer__method">{call.method}</span>{' '}
                  <code>{call.path}</code>
                </button>
              </td>
              <td>
                {call.what}
                {call.query ? (
                  <span className="api-explorer__call-note"> Query: {call.query}.</span>
                ) : null}
                <span className="api-explorer__call-note"> ({call.source})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
