import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryDialog, type QueryDialogProps } from './query-dialog';

type Query = QueryDialogProps<{ name: string }>['query'];

function renderDialog(query: Partial<Query>, fallback?: { name: string }) {
  const refetch = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryDialog
      open
      onClose={onClose}
      title="Thing Details"
      actions={<button type="button">Refresh</button>}
      query={{ data: undefined, error: null, isPending: false, refetch, ...query }}
      fallback={fallback}
      failureMessage={(error) => `Failed to load: ${error.message}`}
      failureTitle="Acme"
      loadingLabel="Loading thing..."
    >
      {(data) => <p>Name: {data.name}</p>}
    </QueryDialog>,
  );
  return { refetch, onClose, dialog: screen.getByRole('dialog', { name: 'Thing Details' }) };
}

describe('QueryDialog', () => {
  it('shows the loading line while the read is pending', () => {
    const { dialog } = renderDialog({ isPending: true });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading thing...');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the data once it is there', () => {
    const { dialog } = renderDialog({ data: { name: 'Acme' } });
    expect(within(dialog).getByText('Name: Acme')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows the fallback until the read answers', () => {
    const { dialog } = renderDialog({ isPending: true }, { name: 'From the list' });
    expect(within(dialog).getByText('Name: From the list')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('shows a failure with its title and a Retry that reads again', async () => {
    const { dialog, refetch } = renderDialog({ error: new Error('boom') });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('AcmeFailed to load: boom');
    expect(within(dialog).queryByRole('status')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data below a failed refresh', () => {
    const { dialog } = renderDialog({ data: { name: 'Acme' }, error: new Error('boom') });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load: boom');
    expect(within(dialog).getByText('Name: Acme')).toBeInTheDocument();
  });

  it('ends the footer with Close, after the actions', async () => {
    const { dialog, onClose } = renderDialog({ data: { name: 'Acme' } });
    const footer = dialog.querySelector('footer');
    expect(footer).not.toBeNull();
    const buttons = within(footer!).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Refresh', 'Close']);
    await userEvent.click(buttons[1]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
