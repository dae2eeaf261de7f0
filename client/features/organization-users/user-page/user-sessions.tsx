// The person's sessions (issue #32 item 4): created, last seen, IP, browser and OS, "this
// session", with Revoke for each and Revoke all.
import type { UserSession } from '@shared/people';
import { ErrorBanner } from '../../../components/error-banner';
import { Loading } from '../../../components/loading';
import { TimeWithTip } from '../../../components/time-with-tip';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatQuantity, formatRelative } from '../../../lib/format';
import { deviceOf } from './session-words';
import type { ActionControl } from './user-action-control';

export interface UserSessionsProps {
  sessions: UserSession[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  revoke: ActionControl<UserSession>;
  revokeAll: ActionControl<void>;
}

export function UserSessions({
  sessions,
  loading,
  error,
  onRetry,
  revoke,
  revokeAll,
}: UserSessionsProps) {
  return (
    <section className="user-page__panel" aria-labelledby="user-sessions-heading">
      <div className="user-page__panel-head">
        <h2 id="user-sessions-heading" className="user-page__heading">
          Sessions
          {sessions ? (
            <span className="user-page__count">
              {formatQuantity(sessions.length, 'session', 'sessions')}
            </span>
          ) : null}
        </h2>
        {sessions && sessions.length > 0 ? revokeAll.render('Revoke all', undefined) : null}
      </div>
      {loading ? <Loading label="Loading sessions..." /> : null}
      {error ? (
        <ErrorBanner title="Could not load sessions" message={errorText(error)} onRetry={onRetry} />
      ) : null}
      {sessions && sessions.length === 0 ? (
        <p className="user-page__muted">Not signed in anywhere.</p>
      ) : null}
      {sessions && sessions.length > 0 ? (
        <div className="user-page__table-wrap">
          <table className="user-page__table user-page__table--stacked">
            <thead>
              <tr>
                <th scope="col">Browser and system</th>
                <th scope="col">IP address</th>
                <th scope="col">Signed in</th>
                <th scope="col">Last seen</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const device = deviceOf(session.userAgent);
                return (
                  <tr key={session.id}>
                    <td data-label="Browser and system">
                      {device.browser} on {device.os}
                      {session.current ? (
                        <span className="user-page__this-session">This session</span>
                      ) : null}
                    </td>
                    <td className="user-page__mono" data-label="IP address">
                      {session.ip ?? 'Unknown'}
                    </td>
                    <td data-label="Signed in">{formatDate(session.createdAt)}</td>
                    <td data-label="Last seen">
                      <TimeWithTip
                        dateTime={session.lastSeenAt}
                        exact={formatDate(session.lastSeenAt)}
                      >
                        {formatRelative(session.lastSeenAt)}
                      </TimeWithTip>
                    </td>
                    <td>
                      {revoke.render(
                        'Revoke',
                        session,
                        `Revoke session ${device.browser} on ${device.os}`,
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
