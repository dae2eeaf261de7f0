import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewToggle } from './view-toggle';

describe('ViewToggle', () => {
  it('is a labelled group of toggle buttons with aria-pressed', async () => {
    const onChange = vi.fn();
    render(
      <ViewToggle
        views={[
          { id: 'table', label: 'Table' },
          { id: 'cards', label: 'Cards' },
        ]}
        value="table"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(onChange).toHaveBeenCalledWith('cards');
  });
});
