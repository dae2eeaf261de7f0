import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnboardingTimelineView } from './onboarding-timeline-view';

// 60 onboardings, listed newest first: the Timeline puts the oldest first.
const onboardings = Array.from({ length: 60 }, (_, i) => ({
  id: `onb-${59 - i}`,
  customerSlug: `customer-${59 - i}`,
  status: 'in_progress',
  createdDate: new Date(Date.UTC(2024, 0, 1) + (59 - i) * 86_400_000).toISOString(),
}));

describe('OnboardingTimelineView', () => {
  it('draws 50 entries at a time, oldest first, and the rest on Show more', async () => {
    const user = userEvent.setup();
    render(
      <OnboardingTimelineView
        onboardings={onboardings}
        label="Acme onboardings, oldest first"
        renderActions={() => null}
      />,
    );
    const timeline = screen.getByRole('list', { name: 'Acme onboardings, oldest first' });
    const entries = () => within(timeline).getAllByRole('listitem');
    expect(entries()).toHaveLength(50);
    expect(entries()[0]).toHaveAttribute('data-onboarding-id', 'onb-0');
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(entries()).toHaveLength(60);
    expect(entries().at(-1)).toHaveAttribute('data-onboarding-id', 'onb-59');
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
