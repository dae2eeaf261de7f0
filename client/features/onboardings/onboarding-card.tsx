// One onboarding as a card (Cards view) or a timeline entry.
import type { Onboarding } from '@shared/schemas';
import { formatDate, shortId } from '../../lib/format';
import { stepsProgress } from './onboarding-columns';
import { OnboardingStatusChip } from './onboarding-status-chip';

export function OnboardingCard({ onboarding }: { onboarding: Onboarding }) {
  const progress = stepsProgress(onboarding);
  return (
    <div className="onb-card">
      <div className="onb-card__head">
        <span className="onb-card__title">
          {onboarding.customerSlug || shortId(onboarding.id, 12)}
        </span>
        <OnboardingStatusChip status={onboarding.status} />
      </div>
      <dl className="onb-card__fields">
        <div>
          <dt>ID</dt>
          <dd>
            <code title={onboarding.id}>{shortId(onboarding.id, 12)}</code>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(onboarding.createdDate)}</dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>{formatDate(onboarding.completedDate)}</dd>
        </div>
        <div>
          <dt>Steps</dt>
          <dd>{progress ? `${progress} completed` : 'None'}</dd>
        </div>
        <div>
          <dt>Pipeline</dt>
          <dd>
            {onboarding.pipelineId ? (
              <code title={onboarding.pipelineId}>{shortId(onboarding.pipelineId, 8)}</code>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>
      {onboarding.notes ? <p className="onb-card__notes">{onboarding.notes}</p> : null}
    </div>
  );
}
