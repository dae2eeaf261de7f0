import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a type=button secondary button by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button--secondary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size, and busy disables it', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" size="sm" busy onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('button--danger', 'button--sm');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes the classes for links styled as buttons', () => {
    expect(buttonClass('primary')).toBe('button button--primary');
    expect(buttonClass('ghost', 'sm', 'x')).toBe('button button--ghost button--sm x');
  });
});
