// "Export CSV": every event matching the filters, fetched page by page (not only the rows
// loaded on screen), with a progress line and Cancel; the file downloads when all is in.
import { useEffect, useRef, useState } from 'react';
import type { AuditQuery } from '@shared/audit';
import { Button } from '../../components/button';
import { downloadCsv } from '../../lib/csv';
import { formatCount } from '../../lib/format';
import { getAuditEvents } from '../../entities/activity/audit-events';
import { activityCsv, collectActivity } from './activity-csv';

type ExportState =
  { phase: 'idle'; message?: string } | { phase: 'running'; done: number; total?: number };

export function ActivityExport({ query, fileName }: { query: AuditQuery; fileName: string }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', done: 0 });
    try {
      const events = await collectActivity(query, getAuditEvents, abort.signal, (done, total) =>
        setState({ phase: 'running', done, total }),
      );
      downloadCsv(fileName, activityCsv(events));
      setState({ phase: 'idle', message: `Exported ${formatCount(events.length)} events.` });
    } catch (error) {
      const cancelled = abort.signal.aborted;
      setState({
        phase: 'idle',
        message: cancelled
          ? 'Export cancelled.'
          : `Export failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      controller.current = null;
    }
  };

  const running = state.phase === 'running';
  return (
    <div className="act-export">
      {running ? (
        <>
          <progress
            className="act-export__bar"
            aria-label="Export progress"
            value={state.done}
            max={state.total && state.total > 0 ? state.total : undefined}
          />
          <Button size="sm" onClick={() => controller.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={() => void start()}>
          Export all matching (CSV)
        </Button>
      )}
      <span role="status" className="act-muted">
        {running
          ? `Exporting ${formatCount(state.done)}${
              state.total !== undefined ? ` of ${formatCount(state.total)}` : ''
            } events…`
          : (state.message ?? '')}
      </span>
    </div>
  );
}
