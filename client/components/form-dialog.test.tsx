import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { FormDialog } from './form-dialog';

function setup(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const onDismissFailure = vi.fn();
  render(
    <FormDialog
      title="Add Thing"
      onClose={onClose}
      id="thing"
      onSubmit={onSubmit}
      submitLabel="Add"
      busy={false}
      failure={null}
      onDismissFailure={onDismissFailure}
      {...props}
    >
      <label htmlFor="thing-name">Name</label>
      <input id="thing-name" />
    </FormDialog>,
  );
  return { onClose, onSubmit, onDismissFailure };
}

describe('FormDialog', () => {
  it('starts in the first field; the footer button submits the form by its id', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup();
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('form', 'thing-form');
    expect(document.getElementById('thing-form')?.tagName).toBe('FORM');
    await user.click(add);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel, and a disabled or busy button does not submit', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit } = setup({ submitDisabled: true });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it is busy and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const { onSubmit } = setup({ busy: true });
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-busy', 'true');
    await user.click(add);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the failure above the fields until dismissed', async () => {
    const user = userEvent.setup();
    const { onDismissFailure } = setup({ failure: 'Failed to add thing' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add thing');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissFailure).toHaveBeenCalledTimes(1);
  });
});
