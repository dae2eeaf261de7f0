import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkActionDialog } from './bulk-action-dialog';

describe('BulkActionDialog', () => {
  it('lists the first 100 failures by name and counts the rest', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 150 }, (_, i) => ({ id: `o-${i}`, label: `Org ${i}` }));
    const onFinished = vi.fn();
    render(
      <BulkActionDialog
        title="Delete Organizations"
        question="Delete 150 organizations, including Org 0?"
        items={items}
        noun={{ one: 'organization', other: 'organizations' }}
        confirmLabel="Delete"
        progressVerb="Deleting"
        run={() => Promise.reject(new Error('The backend failed (HTTP 500)'))}
        failureMessage={(error) => (error as Error).message}
        onFinished={onFinished}
        onClose={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Finished' });
    expect(onFinished.mock.calls[0]![0].failed).toHaveLength(150);
    const failures = within(screen.getByRole('list', { name: 'Failures' })).getAllByRole(
      'listitem',
    );
    expect(failures).toHaveLength(100);
    expect(failures[0]).toHaveTextContent('Org 0: The backend failed (HTTP 500)');
    expect(screen.getByText('And 50 more failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry failed (150)' })).toBeInTheDocument();
  });
});
