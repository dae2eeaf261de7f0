// @vitest-environment jsdom -- its stylesheet hides a closed popover, as browsers do (happy-dom shows it).
import { render, screen } from '@testing-library/react';
import { TimeWithTip } from './time-with-tip';

describe('TimeWithTip', () => {
  it('shows the time in words, reachable by keyboard, described by its exact value', () => {
    render(
      <TimeWithTip dateTime="2026-11-28T07:55:00.000Z" exact="Nov 28, 2026, 7:55 AM">
        3 minutes ago
      </TimeWithTip>,
    );
    const time = screen.getByText('3 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-28T07:55:00.000Z');
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).not.toHaveAttribute('title');
    expect(time).toHaveAccessibleDescription('Nov 28, 2026, 7:55 AM');
    // The tip itself stays hidden until hovered or focused (a popover; the test DOM never opens one).
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Nov 28, 2026, 7:55 AM',
    );
  });
});
