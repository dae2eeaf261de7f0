import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessDeniedMessage } from './access-denied-message';

describe('AccessDeniedMessage', () => {
  it("shows 'Access Denied', the message and a working Sign In button", async () => {
    const onSignIn = vi.fn();
    render(
      <AccessDeniedMessage message="Please log in to view your profile." onSignIn={onSignIn} />,
    );
    expect(screen.getByRole('heading', { name: 'Access Denied', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('can link to the sign-in address instead', () => {
    render(<AccessDeniedMessage message="m" signInHref="/login?returnUrl=%2F" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Access Denied');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2F',
    );
  });

  it('has no button without a sign-in action', () => {
    render(<AccessDeniedMessage message="m" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
