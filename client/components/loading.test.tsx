import { render, screen } from '@testing-library/react';
import { Loading } from './loading';

describe('Loading', () => {
  it("announces 'Loading...' by default", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('takes another label', () => {
    render(<Loading label="Loading organizations..." inline />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations...');
    expect(screen.getByRole('status')).toHaveClass('loading--inline');
  });
});
