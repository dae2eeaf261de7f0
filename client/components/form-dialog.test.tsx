import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { FormDialog } from './form-dialog';

function renderDialog({ submitDisabled = false, busy = false } = {}) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const onClose = vi.fn();
  const onKeyDown = vi.fn();
  render(
    <FormDialog
      title="Add Thing"
      submitLabel="Add"
      submitDisabled={submitDisabled}
      busy={busy}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onClose={onClose}
      formClassName="things-form"
    >
      <label>
        Name <input />
      </label>
    </FormDialog>,
  );
  return {
    onSubmit,
    onClose,
    onKeyDown,
    dialog: screen.getByRole('dialog', { name: 'Add Thing' }),
  };
}

describe('FormDialog', () => {
  it("submits the form from the footer's button and from Enter in a field", async () => {
    const user = userEvent.setup();
    const { dialog, onSubmit, onKeyDown } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByLabelText('Name'), 'Acme{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onKeyDown).toHaveBeenCalled();
  });

  it('closes on Cancel', async () => {
    const { dialog, onClose, onSubmit } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables the submit button when asked', () => {
    renderDialog({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('marks the submit button busy while the request runs', async () => {
    const { dialog, onSubmit } = renderDialog({ busy: true });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
