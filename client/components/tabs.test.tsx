import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const TABS = [
  { id: 'general', label: 'General' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'integrations', label: 'Integrations', disabled: true },
  { id: 'branding', label: 'Branding' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('general');
  return (
    <Tabs
      tabs={TABS}
      value={value}
      label="Settings"
      onChange={(id) => {
        onChange?.(id);
        setValue(id);
      }}
    >
      <p>Panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has tablist/tab/tabpanel roles with one tab stop', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    const general = screen.getByRole('tab', { name: 'General' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    expect(general).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(panel).toHaveTextContent('Panel general');
    expect(general).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with arrows, wrapping and skipping disabled tabs; Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel notifications');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Branding' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Branding' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Branding' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Branding' })).toHaveTextContent('Panel branding');
  });

  it('Tab leaves the tab list for the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(onChange).toHaveBeenCalledWith('security');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel security');
  });
});
