import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JsonView } from './json-view';

describe('JsonView', () => {
  const value = { id: 'o1', name: '<b>Acme</b>', domains: ['a.com'] };

  it('shows pretty JSON as text, never as markup', () => {
    const { container } = render(<JsonView value={value} />);
    const pre = screen.getByRole('region', { name: 'JSON' });
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe(JSON.stringify(value, null, 2));
    expect(container.querySelector('b')).toBeNull();
  });

  it("copies the JSON and says 'JSON copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<JsonView value={value} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(value, null, 2));
    expect(await screen.findByText('JSON copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('JSON copied to clipboard!');
  });

  it('takes other labels and reports a failed copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<JsonView value={[1, 2]} copyLabel="Copy to Clipboard" copiedText="Copied!" />);
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy to the clipboard.');
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('survives values JSON cannot express', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    render(<JsonView value={circular} />);
    expect(screen.getByRole('region', { name: 'JSON' })).toHaveTextContent('[object Object]');
  });
});
