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

  it('applies variant and size; busy ignores presses but keeps focus', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="danger" size="sm" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('button--danger', 'button--sm');
    button.focus();
    rerender(
      <Button variant="danger" size="sm" busy onClick={onClick}>
        Delete
      </Button>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a busy submit button does not submit its form again', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled still disables', () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('exposes the classes for links styled as buttons', () => {
    expect(buttonClass('primary')).toBe('button button--primary');
    expect(buttonClass('ghost', 'sm', 'x')).toBe('button button--ghost button--sm x');
  });
});
