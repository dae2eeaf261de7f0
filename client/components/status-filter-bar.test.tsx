import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusFilterBar } from './status-filter-bar';

describe('StatusFilterBar', () => {
  it('writes counts with the locale thousands separator (5,000, not 5000)', () => {
    render(
      <StatusFilterBar
        filters={[
          { value: 'all', label: 'All' },
          { value: 'pending', label: 'Pending' },
        ]}
        value="all"
        counts={{ all: 12_345, pending: 5_000 }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'All 12,345' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending 5,000' })).toBeInTheDocument();
  });
});
