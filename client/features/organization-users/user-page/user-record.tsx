// "Their record" (issue #32 item 1): the latest events where the person acted and where they
// were acted on, newest first, with links to the Activity screen filtered to each.
import { Link } from '@tanstack/react-router';
import type { AuditEvent } from '@shared/audit';
import { ErrorBanner } from '../../../components/error-banner';
import { Loading } from '../../../components/loading';
import { actionWords } from '../../../entities/activity/activity-words';
import { errorText } from '../../../lib/api-client';
import { formatCount, formatDate } from '../../../lib/format';
import type { UserRecord } from '../api/user-record';

export interface UserRecordProps {
  userId: string;
  organizationId: string;
  record: UserRecord | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

function who(event: AuditEvent): string {
  return event.actor.name || event.actor.email || event.actor.sub;
}

export function UserRecordPanel({
  userId,
  organizationId,
  record,
  loading,
  error,
  onRetry,
}: UserRecordProps) {
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatCount(n)})`);
  return (
    <section className="user-page__panel" aria-labelledby="user-record-heading">
      <div className="user-page__panel-head">
        <h2 id="user-record-heading" className="user-page__heading">
          Their record
        </h2>
        <span className="user-page__links">
          <Link to="/organization/activity" search={{ org: organizationId, actor: userId }}>
            All they did{count(record?.asActor)}
          </Link>
          <Link to="/organization/activity" search={{ org: organizationId, target: userId }}>
            All done to them{count(record?.asTarget)}
          </Link>
        </span>
      </div>
      {loading ? <Loading label="Loading their record..." /> : null}
      {error ? (
        <ErrorBanner
          title="Could not load their record"
          message={errorText(error)}
          onRetry={onRetry}
        />
      ) : null}
      {record && record.events.length === 0 ? (
        <p className="user-page__muted">Nothing recorded yet.</p>
      ) : null}
      {record && record.events.length > 0 ? (
        <ol className="user-page__record">
          {record.events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.time}>{formatDate(event.time)}</time>
              <span>
                <strong>{event.actor.sub === userId ? 'They' : who(event)}</strong>{' '}
                {actionWords(event).toLowerCase()}
                {event.target.id !== userId ? `: ${event.target.name || event.target.id}` : ''}
                {event.actor.sub !== userId && event.target.id === userId ? ' (them)' : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
