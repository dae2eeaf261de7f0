// The Timeline view: onboardings by createdDate, oldest first, on a vertical line, a page at a
// time like the cards (an organization may have thousands).
import type { ReactNode } from 'react';
import type { Onboarding } from '@shared/schemas';
import { CARDS_PAGE_SIZE, ShowMore, usePageWindow } from '../../components/data-table/page-window';
import { formatDate } from '../../lib/format';
import { OnboardingCard } from './onboarding-card';
import { sortByCreatedAscending } from './onboarding-timeline';

export function OnboardingTimelineView({
  onboardings,
  label,
  renderActions,
}: {
  onboardings: readonly Onboarding[];
  label: string;
  renderActions: (onboarding: Onboarding) => ReactNode;
}) {
  const sorted = sortByCreatedAscending(onboardings);
  const pages = usePageWindow(sorted.length, CARDS_PAGE_SIZE);
  return (
    <>
      <ol className="onb-timeline" aria-label={label}>
        {sorted.slice(pages.start, pages.end).map((onboarding) => (
          <li key={onboarding.id} className="onb-timeline__item" data-onboarding-id={onboarding.id}>
            <time className="onb-timeline__date" dateTime={onboarding.createdDate}>
              {formatDate(onboarding.createdDate)}
            </time>
            <div className="onb-timeline__body">
              <OnboardingCard onboarding={onboarding} />
              <div className="onb-timeline__actions">{renderActions(onboarding)}</div>
            </div>
          </li>
        ))}
      </ol>
      <ShowMore pages={pages} total={sorted.length} />
    </>
  );
}
