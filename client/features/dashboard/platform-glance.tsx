// "Platform at a glance" for dashboard:admin (issue #23): failed and running pipelines,
// onboardings stuck past STUCK_AFTER_DAYS, and the last day's refused requests, each a link to
// the list filtered so; below them the last 30 days drawn (DESIGN resolution 27). Loaded lazily,
// only for who holds the permission; each figure asks for its own read only when its list is
// open to the user (never a call the matrix refuses).
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNotOffered } from '../../entities/activity/audit-events';
import { usePipelines } from '../../entities/pipeline/get-pipelines';
import { errorText } from '../../lib/api-client';
import { usePermission, usePolicy } from '../../entities/permission/permissions';
import { STUCK_AFTER_DAYS, useRecentDenials, useStuckOnboardings } from './api/platform-glance';
import { ActivityPerDayChart, PipelineOutcomeChart } from './glance-charts';

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="glance__item">
      <span className="glance__value">{value}</span>
      <span className="glance__label">{label}</span>
      <span className="glance__link">{children}</span>
    </li>
  );
}

const count = (value: number | undefined, loading: boolean) =>
  value === undefined ? (loading ? '…' : '–') : value.toLocaleString('en-US');

function PipelineFigures() {
  const query = usePipelines();
  const pipelines = query.data;
  const failed = pipelines?.filter((p) => p.status === 'failed').length;
  const running = pipelines?.filter(
    (p) => p.status === 'running' || p.status === 'in_progress',
  ).length;
  const note = query.isError ? errorText(query.error, 'Failed to load pipelines') : null;
  return (
    <>
      <Figure label="Failed pipelines" value={count(failed, query.isPending)}>
        <Link to="/global/provisioner" search={{ status: 'failed' }}>
          {note ?? 'Open the failed pipelines'}
        </Link>
      </Figure>
      <Figure label="Running pipelines" value={count(running, query.isPending)}>
        <Link to="/global/provisioner" search={{ status: 'running' }}>
          Open the running pipelines
        </Link>
      </Figure>
    </>
  );
}

function StuckOnboardingFigure() {
  const query = useStuckOnboardings(true);
  const data = query.data;
  const value =
    data === 'not-offered'
      ? '–'
      : data
        ? `${data.count}${data.more ? '+' : ''}`
        : query.isPending
          ? '…'
          : '–';
  return (
    <Figure label={`Onboardings stuck for over ${STUCK_AFTER_DAYS} days`} value={value}>
      {data === 'not-offered' ? (
        <span className="glance__muted">
          This backend does not list onboardings across organizations.
        </span>
      ) : (
        <Link to="/global/onboardings" search={{ status: 'in_progress' }}>
          Open the onboardings in progress
        </Link>
      )}
    </Figure>
  );
}

function DeniedFigure() {
  const query = useRecentDenials(true);
  const page = query.data;
  const total = page ? (page.total ?? page.items.length) : undefined;
  const offered = !(query.isError && isNotOffered(query.error));
  return (
    <Figure label="Refused requests in the last 24 hours" value={count(total, query.isPending)}>
      {offered ? (
        <Link to="/global/activity" search={{ group: 'denied', range: '24h' }}>
          Open the refused requests
        </Link>
      ) : (
        <span className="glance__muted">This backend does not offer an activity record.</span>
      )}
    </Figure>
  );
}

export function PlatformGlance() {
  const canSeePipelines = usePermission('provisioner:read');
  const canViewGlobal = usePolicy('canViewGlobal');
  const canViewOnboarding = usePolicy('canViewOnboarding');
  const canReadAudit = usePermission('audit:read');
  const canSeeOnboardings = canViewGlobal && canViewOnboarding;
  const canSeeDenials = canViewGlobal && canReadAudit;
  return (
    <section className="dashboard-card glance" aria-labelledby="dashboard-glance">
      <h2 id="dashboard-glance" className="dashboard-card__title">
        Platform at a glance
      </h2>
      <ul className="glance__list">
        {canSeePipelines ? <PipelineFigures /> : null}
        {canSeeOnboardings ? <StuckOnboardingFigure /> : null}
        {canSeeDenials ? <DeniedFigure /> : null}
      </ul>
      {/* Resolution 27: the last 30 days drawn, where the backend counts them per day. */}
      {canSeePipelines || canSeeDenials ? (
        <div className="glance__charts">
          {canSeePipelines ? <PipelineOutcomeChart /> : null}
          {canSeeDenials ? <ActivityPerDayChart /> : null}
        </div>
      ) : null}
    </section>
  );
}
