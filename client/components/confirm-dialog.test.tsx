import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Remove Domain"
      message='Are you sure you want to remove the domain "a.com" from this organization?'
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question, described by the message, with Cancel focused first', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Remove Domain' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove the domain "a.com" from this organization?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = setup({ confirmLabel: 'Remove', danger: true });
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveClass('button--danger');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, nothing can be clicked and Escape does nothing', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = setup({ busy: true, cancelLabel: 'Keep' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Are you sure/)).toBeNull();
  });
});
