// View Analytics (DESIGN.md resolution 4): counts by status and the average time to completion.
import type { Onboarding } from '@shared/schemas';
import { ONBOARDING_STATUSES } from '@shared/constants';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { formatCount, formatQuantity } from '../../lib/format';
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
        {organizationName}: {formatQuantity(analytics.counts.all, 'onboarding', 'onboardings')}
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
              <td>{formatCount(analytics.counts[status])}</td>
            </tr>
          ))}
          {analytics.others.map(({ label, count }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatCount(count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCount(analytics.counts.all)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="onb-fields">
        <div className="onb-fields__row">
          <dt>Average time to completion</dt>
          <dd>
            {analytics.averageCompletionMs === null
              ? 'No completed onboardings with both dates yet'
              : `${formatDuration(analytics.averageCompletionMs)} (from ${formatQuantity(analytics.timed, 'onboarding', 'onboardings')})`}
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
