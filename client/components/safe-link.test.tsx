import { render, screen } from '@testing-library/react';
import { SafeLink } from './safe-link';

describe('SafeLink', () => {
  it.each(['http://example.com/a', 'https://example.com/path?q=1'])(
    'renders a new-tab link for %s',
    (href) => {
      render(<SafeLink href={href}>Open</SafeLink>);
      const link = screen.getByRole('link', { name: 'Open' });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['/relative/path'],
    ['example.com'],
    [' https://example.com'],
    [''],
    [undefined],
    [null],
  ])('renders %j as text, never a link', (href) => {
    const { container } = render(<SafeLink href={href}>Label</SafeLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Label').tagName).toBe('SPAN');
  });

  it('shows the URL itself when there is no label', () => {
    render(<SafeLink href="javascript:alert(1)" />);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    render(<SafeLink href="https://example.com/x" />);
    expect(screen.getByRole('link', { name: 'https://example.com/x' })).toBeInTheDocument();
  });

  it('passes other anchor props through', () => {
    render(
      <SafeLink href="https://example.com" className="x" title="Deployment">
        Go
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveClass('x');
    expect(link).toHaveAttribute('title', 'Deployment');
  });
});
