import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StatusChip, statusLabel, type StatusDomain } from './status-chip';

function chip(ui: ReactElement) {
  const { container } = render(ui);
  return container.querySelector('.chip') as HTMLElement;
}

describe('StatusChip', () => {
  it.each<[StatusDomain | undefined, string, string, string]>([
    ['organization', 'active', 'chip--success', 'Active'],
    ['organization', 'inactive', 'chip--muted', 'Inactive'],
    ['organization', 'pending', 'chip--warning', 'Pending'],
    ['organization', 'suspended', 'chip--danger', 'Suspended'],
    ['user', 'active', 'chip--success', 'Active'],
    ['user', 'inactive', 'chip--muted', 'Inactive'],
    ['user', 'pending', 'chip--warning', 'Pending'],
    ['user', 'suspended', 'chip--danger', 'Suspended'],
    ['user', 'invited', 'chip--info', 'Invited'],
    ['onboarding', 'pending', 'chip--warning', 'Pending'],
    ['onboarding', 'in_progress', 'chip--info', 'In Progress'],
    ['onboarding', 'in-progress', 'chip--info', 'In Progress'],
    ['onboarding', 'completed', 'chip--success', 'Completed'],
    ['onboarding', 'failed', 'chip--danger', 'Failed'],
    ['onboarding', 'error', 'chip--danger', 'Error'],
    ['onboarding', 'cancelled', 'chip--neutral', 'Cancelled'],
    ['pipeline', 'pending', 'chip--warning', 'Pending'],
    ['pipeline', 'running', 'chip--info', 'Running'],
    ['pipeline', 'in_progress', 'chip--info', 'In Progress'],
    ['pipeline', 'completed', 'chip--success', 'Completed'],
    ['pipeline', 'failed', 'chip--danger', 'Failed'],
    ['pipeline', 'cancelled', 'chip--neutral', 'Cancelled'],
    ['step', 'completed', 'chip--success', 'Completed'],
    ['step', 'running', 'chip--info', 'Running'],
    ['step', 'failed', 'chip--danger', 'Failed'],
    ['step', 'retrying', 'chip--warning', 'Retrying'],
    [undefined, 'ACTIVE', 'chip--success', 'Active'],
    [undefined, 'retrying', 'chip--warning', 'Retrying'],
  ])('%s %s → %s, label %s', (domain, status, tone, label) => {
    const element = chip(<StatusChip status={status} domain={domain} />);
    expect(element).toHaveClass('chip', tone);
    expect(element).toHaveTextContent(label);
  });

  it.each<[StatusDomain | undefined, string]>([
    ['organization', 'archived'],
    ['organization', 'invited'],
    ['onboarding', 'running'],
    ['pipeline', 'retrying'],
    [undefined, 'weird_value'],
  ])('unknown value %s/%s is neutral', (domain, status) => {
    expect(chip(<StatusChip status={status} domain={domain} />)).toHaveClass('chip--neutral');
  });

  it('uses the fallback when the status is missing (organizations show Active)', () => {
    const element = chip(<StatusChip status={undefined} domain="organization" fallback="active" />);
    expect(element).toHaveTextContent('Active');
    expect(element).toHaveClass('chip--success');
  });

  it('shows Unknown in neutral without a status or fallback', () => {
    render(<StatusChip status="  " />);
    expect(screen.getByText('Unknown')).toHaveClass('chip--neutral');
  });

  it('turns codes into readable labels', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('IN-PROGRESS')).toBe('In Progress');
    expect(statusLabel('retrying')).toBe('Retrying');
  });
});
