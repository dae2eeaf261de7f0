import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the title, message and actions', () => {
    render(
      <EmptyState
        title="No organizations found."
        message="You may not have access to any organizations."
      >
        <button type="button">Add Organization</button>
      </EmptyState>,
    );
    expect(screen.getByText('No organizations found.')).toBeInTheDocument();
    expect(screen.getByText('You may not have access to any organizations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Organization' })).toBeInTheDocument();
  });

  it('leaves the message out when none is given', () => {
    const { container } = render(<EmptyState title="Ready to search agencies" />);
    expect(container.querySelector('.empty-state__message')).toBeNull();
  });
});
