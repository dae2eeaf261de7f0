// The activity list's columns: time (relative, exact on hover and focus), actor, action in
// words, target (a link to its screen when it has one), organization, and the row's details.
import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AuditEvent } from '@shared/audit';
import { TimeWithTip } from '../../components/time-with-tip';
import { actionWords } from '../../entities/activity/activity-words';
import { actorName, targetLink, targetName } from './activity-format';
import { exactTime, relativeTime } from './activity-time';

export function EventTime({ time, now }: { time: string; now?: number }) {
  return (
    <TimeWithTip dateTime={time} exact={exactTime(time)}>
      {relativeTime(time, now)}
    </TimeWithTip>
  );
}

export function TargetCell({
  event,
  isAdministrator,
}: {
  event: AuditEvent;
  isAdministrator: boolean;
}) {
  const link = targetLink(event, isAdministrator);
  const name = targetName(event);
  const type = <span className="act-muted">{event.target.type}</span>;
  if (!link) {
    return (
      <span className="act-target">
        {name} {type}
      </span>
    );
  }
  const anchor =
    link.to === '/organization/$orgId/settings' ? (
      <Link to={link.to} params={link.params} search={link.search}>
        {name}
      </Link>
    ) : link.to === '/organization/overview' ? (
      <Link to={link.to}>{name}</Link>
    ) : (
      <Link to={link.to} search={link.search as never}>
        {name}
      </Link>
    );
  return (
    <span className="act-target">
      {anchor} {type}
    </span>
  );
}

export function activityColumns(isAdministrator: boolean): ColumnDef<AuditEvent, unknown>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      accessorFn: (e) => e.time,
      cell: ({ row }) => <EventTime time={row.original.time} />,
      size: 120,
    },
    {
      id: 'actor',
      header: 'Actor',
      accessorFn: (e) => actorName(e),
      meta: { csv: (e) => `${actorName(e)} <${e.actor.email ?? ''}>` },
      cell: ({ row }) => (
        <span className="act-actor">
          {actorName(row.original)}
          {row.original.actor.email ? (
            <span className="act-muted">{row.original.actor.email}</span>
          ) : null}
        </span>
      ),
      size: 190,
    },
    {
      id: 'action',
      header: 'Action',
      accessorFn: (e) => actionWords(e),
      // 180: the columns fit the 990 px a 1280 px window leaves, less a 15 px scrollbar.
      size: 180,
    },
    {
      id: 'target',
      header: 'Target',
      accessorFn: (e) => targetName(e),
      cell: ({ row }) => <TargetCell event={row.original} isAdministrator={isAdministrator} />,
      size: 190,
    },
    {
      id: 'organization',
      header: 'Organization',
      accessorFn: (e) => e.organizationName ?? e.organizationId ?? '',
      size: 180,
    },
  ];
}
