// One event's details: who, what, when (exact, in the viewer's time zone), on which object,
// the before/after diff field by field, the raw JSON, and a link that opens this event again.
import { useEffect, useRef, useState } from 'react';
import type { AuditEvent } from '@shared/audit';
import { Button } from '../../components/button';
import { JsonView } from '../../components/json-view';
import { Dialog } from '../../components/dialog';
import { actionWords } from '../../entities/activity/activity-words';
import { actorName, targetName } from './activity-format';
import { exactTime } from './activity-time';
import { diffRows, fieldLabel } from './audit-diff';

export interface EventDetailsDialogProps {
  event: AuditEvent | null;
  /** Shown when the event of a shared link is still being looked up or cannot be found. */
  missing?: 'loading' | 'not-found' | null;
  link: string;
  onClose: () => void;
}

function CopyLinkButton({ link }: { link: string }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(link);
      setMessage('Link copied to clipboard!');
    } catch {
      setMessage('Could not copy to the clipboard.');
    }
    timer.current = setTimeout(() => setMessage(''), 4000);
  };
  return (
    <span className="act-copy">
      <Button size="sm" onClick={() => void copy()}>
        Copy link
      </Button>
      <span role="status" className="act-muted">
        {message}
      </span>
    </span>
  );
}

function DiffTable({ event }: { event: AuditEvent }) {
  const rows = diffRows(event.changes);
  if (rows.length === 0)
    return <p className="act-muted">No field values recorded for this event.</p>;
  return (
    <table className="act-diff">
      <caption className="act-diff__caption">Changes</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} data-kind={row.kind}>
            <th scope="row">{fieldLabel(row.field)}</th>
            <td>
              <del className="act-diff__before">{row.before}</del>
              {row.removed.length > 0 && row.kind === 'changed' ? (
                <span className="act-muted"> (removed: {row.removed.join(', ')})</span>
              ) : null}
            </td>
            <td>
              <ins className="act-diff__after">{row.after}</ins>
              {row.added.length > 0 && row.kind === 'changed' ? (
                <span className="act-muted"> (added: {row.added.join(', ')})</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EventDetailsDialog({ event, missing, link, onClose }: EventDetailsDialogProps) {
  const open = Boolean(event || missing);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={event ? actionWords(event) : 'Event'}
      size="lg"
      footer={
        <>
          {event ? <CopyLinkButton link={link} /> : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {event ? (
        <div className="act-details">
          {/* Focus starts here, at the top: When and Who in view, not the JSON's Copy button
              far below (the first control, which the dialog would otherwise focus and scroll to). */}
          <dl className="act-details__facts" tabIndex={-1} data-autofocus aria-label="Event">
            <dt>When</dt>
            <dd>
              <time dateTime={event.time}>{exactTime(event.time)}</time>
            </dd>
            <dt>Who</dt>
            <dd>
              {actorName(event)}
              {event.actor.email ? ` (${event.actor.email})` : ''}
            </dd>
            <dt>Target</dt>
            <dd>
              {targetName(event)} <span className="act-muted">({event.target.type})</span>
            </dd>
            <dt>Organization</dt>
            <dd>{event.organizationName ?? event.organizationId ?? '—'}</dd>
            <dt>Action code</dt>
            <dd>
              <code>{event.action}</code>
              {event.attemptedAction ? (
                <>
                  {' '}
                  (tried <code>{event.attemptedAction}</code>)
                </>
              ) : null}
            </dd>
          </dl>
          <DiffTable event={event} />
          <h3 className="act-details__heading">Raw JSON</h3>
          <JsonView value={event} label="Event JSON" />
        </div>
      ) : missing === 'loading' ? (
        <p>Looking up the event…</p>
      ) : (
        <p>This event is not in the activity record, or the current filters leave it out.</p>
      )}
    </Dialog>
  );
}
