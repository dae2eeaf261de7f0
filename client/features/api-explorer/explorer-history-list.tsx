// The request history: newest first, each entry a button that restores its whole request.
import { EXPLORER_HISTORY_LIMIT } from '@shared/constants';
import type { HistoryEntry } from './explorer-history';
import { formatClockTime } from './explorer-response-panel';
import { isSuccessStatus } from './response-view';

export interface ExplorerHistoryListProps {
  entries: readonly HistoryEntry[];
  onRestore: (entry: HistoryEntry) => void;
  onClear: () => void;
}

export function ExplorerHistoryList({ entries, onRestore, onClear }: ExplorerHistoryListProps) {
  return (
    <section
      className="api-explorer__card api-explorer__history"
      aria-labelledby="api-explorer-history-title"
    >
      <div className="api-explorer__card-head">
        <h2 id="api-explorer-history-title" className="api-explorer__card-title">
          History{' '}
          <span className="api-explorer__count">
            ({entries.length} of {EXPLORER_HISTORY_LIMIT})
          </span>
        </h2>
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={onClear}
          disabled={entries.length === 0}
        >
          Clear History
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="api-explorer__empty">
          No requests yet. The latest {EXPLORER_HISTORY_LIMIT} are kept here.
        </p>
      ) : (
        <ol className="api-explorer__history-list" aria-label="Recent requests, newest first">
          {entries.map((entry) => {
            const ok = isSuccessStatus(entry.status);
            const time = new Date(entry.time);
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  className="api-explorer__history-item"
                  title="Restore this request"
                  onClick={() => onRestore(entry)}
                >
                  <span className="api-explorer__history-main">
                    <span className="api-explorer__method">{entry.method}</span>
                    <span className="api-explorer__history-endpoint">{entry.endpoint}</span>
                  </span>
                  <span className="api-explorer__history-meta">
                    <span
                      className={`api-explorer__history-status ${ok ? 'api-explorer__status--ok' : 'api-explorer__status--error'}`}
                    >
                      <span aria-hidden="true">{ok ? '✓' : '✕'}</span>{' '}
                      {entry.status === 0 ? 'No response' : entry.status}
                    </span>
                    <span>{entry.durationMs} ms</span>
                    <time dateTime={entry.time}>
                      {Number.isNaN(time.getTime()) ? '' : formatClockTime(time)}
                    </time>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
