// View Analytics (DESIGN.md resolution 4): counts by status and the average time to completion.
import type { Onboarding } from '@shared/schemas';
import { ONBOARDING_STATUSES } from '@shared/constants';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { analyseOnboardings, formatDuration } from './onboarding-analytics';
import { ONBOARDING_STATUS_LABELS } from './onboarding-status';

export function OnboardingAnalyticsDialog({
  open,
  onboardings,
  organizationName,
  onClose,
}: {
  open: boolean;
  onboardings: readonly Onboarding[];
  organizationName: string;
  onClose: () => void;
}) {
  const analytics = analyseOnboardings(onboardings);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Onboarding Analytics"
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="onb-muted">
        {organizationName}: {analytics.counts.all} onboarding{analytics.counts.all === 1 ? '' : 's'}
      </p>
      <table className="onb-analytics">
        <caption className="visually-hidden">Onboardings by status</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {ONBOARDING_STATUSES.map((status) => (
            <tr key={status}>
              <th scope="row">{ONBOARDING_STATUS_LABELS[status]}</th>
              <td>{analytics.counts[status]}</td>
            </tr>
          ))}
          {analytics.other > 0 ? (
            <tr>
              <th scope="row">Other</th>
              <td>{analytics.other}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{analytics.counts.all}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="onb-fields">
        <div className="onb-fields__row">
          <dt>Average time to completion</dt>
          <dd>
            {analytics.averageCompletionMs === null
              ? 'No completed onboardings with both dates yet'
              : `${formatDuration(analytics.averageCompletionMs)} (from ${analytics.timed} onboarding${analytics.timed === 1 ? '' : 's'})`}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
