import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoOrganizationSelected } from './no-organization-selected';

describe('NoOrganizationSelected', () => {
  it('shows the text as the empty state title with the screen’s message', () => {
    render(<NoOrganizationSelected message="Choose an organization." />);
    expect(screen.getByText('No Organization Selected')).toHaveClass('empty-state__title');
    expect(screen.getByText('Choose an organization.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('can be the page heading, with the empty state’s own title under it', () => {
    render(
      <NoOrganizationSelected
        message="Select one."
        heading={{ className: 'page__title', title: 'Nothing to show.' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No Organization Selected' })).toHaveClass(
      'page__title',
    );
    expect(screen.getByText('Nothing to show.')).toHaveClass('empty-state__title');
  });
});
