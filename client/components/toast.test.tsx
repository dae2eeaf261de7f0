import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { ACTION_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS, ToastViewport, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Organization created')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Failed to save settings: boom')}>
        fail
      </button>
      <button type="button" onClick={() => toast.info('Heads up')}>
        info
      </button>
      <button
        type="button"
        onClick={() => toast.success('Pipeline created', { label: 'Open', onClick: () => {} })}
      >
        with action
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <Provider store={createStore()}>
      <Buttons />
      <ToastViewport />
    </Provider>,
  );
}

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each kind in a polite live region that exists before any toast', async () => {
    const user = userEvent.setup();
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = region.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live).toBeInTheDocument();
    expect(within(live).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'info' }));
    const items = within(live).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Organization created'),
      expect.stringContaining('Failed to save settings: boom'),
      expect.stringContaining('Heads up'),
    ]);
    expect(items[0]).toHaveClass('toast--success');
    expect(items[1]).toHaveClass('toast--error');
    expect(items[2]).toHaveClass('toast--info');
  });

  it('shows three at most: a fourth pushes the oldest out instead of piling up', async () => {
    const user = userEvent.setup();
    renderToasts();
    for (const name of ['ok', 'fail', 'info', 'ok'])
      await user.click(screen.getByRole('button', { name }));
    const live = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Failed to save settings: boom'),
      expect.stringContaining('Heads up'),
      expect.stringContaining('Organization created'),
    ]);
  });

  it('closes on demand', async () => {
    const user = userEvent.setup();
    renderToasts();
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Organization created')).toBeNull();
  });

  it('dismisses itself after 5 seconds', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(screen.getByText('Organization created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(screen.getByText('Organization created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Organization created')).toBeNull();
  });

  it('stays 10 seconds when it offers a follow-up', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'with action' }));
    act(() => vi.advanceTimersByTime(ACTION_TOAST_TIMEOUT_MS - 100));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Pipeline created')).toBeNull();
  });

  it('pauses while hovered so it can be read', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const item = screen.getByRole('listitem');
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 2));
    expect(screen.getByText('Failed to save settings: boom')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 10));
    expect(screen.queryByText('Failed to save settings: boom')).toBeNull();
  });
});
