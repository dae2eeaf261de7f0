import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it('is an alert with the message and a Dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<ErrorBanner message="Failed to load pipelines" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load pipelines');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("offers 'Clear Error' when asked, plus a title", async () => {
    const onDismiss = vi.fn();
    render(
      <ErrorBanner title="Error" message="boom" onDismiss={onDismiss} dismissLabel="Clear Error" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Error' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows Retry only with onRetry and no dismiss without onDismiss', async () => {
    const onRetry = vi.fn();
    render(<ErrorBanner message="boom" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
