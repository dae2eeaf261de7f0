import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryView, type QueryViewProps } from './query-view';

type Query = QueryViewProps<{ name: string }>['query'];

function renderView(query: Partial<Query>, fallback?: { name: string }) {
  const refetch = vi.fn();
  render(
    <QueryView
      query={{ data: undefined, error: null, isPending: false, refetch, ...query }}
      fallback={fallback}
      failureMessage={(error) => `Failed to load: ${error.message}`}
      failureTitle="Acme"
      loadingLabel="Loading thing..."
    >
      {(data) => <p>Name: {data.name}</p>}
    </QueryView>,
  );
  return refetch;
}

describe('QueryView', () => {
  it('shows the loading line while the read is pending', () => {
    renderView({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading thing...');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the data once it is there', () => {
    renderView({ data: { name: 'Acme' } });
    expect(screen.getByText('Name: Acme')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fallback until the read answers', () => {
    renderView({ isPending: true }, { name: 'From the list' });
    expect(screen.getByText('Name: From the list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failure with its title and a Retry that reads again', async () => {
    const refetch = renderView({ error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('AcmeFailed to load: boom');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data below a failed refresh', () => {
    renderView({ data: { name: 'Acme' }, error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load: boom');
    expect(screen.getByText('Name: Acme')).toBeInTheDocument();
  });
});
