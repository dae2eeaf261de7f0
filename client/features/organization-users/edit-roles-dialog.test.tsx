import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditRolesDialog } from './edit-roles-dialog';

const person = { id: 'u-1', name: 'Pat Doe', email: 'pat@example.com', roles: ['User', 'Auditor'] };

function setup(props: Partial<Parameters<typeof EditRolesDialog>[0]> = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<EditRolesDialog user={person} onSave={onSave} onClose={onClose} {...props} />);
  return { onSave, onClose, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save Roles' });

describe('EditRolesDialog', () => {
  it('shows whose roles are edited with the current roles checked, unknown ones kept', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Edit User Roles' })).toHaveTextContent('Pat Doe');
    expect(screen.getByRole('checkbox', { name: 'User' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auditor' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).not.toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('saves the new roles chosen with the keyboard', async () => {
    const { onSave, user } = setup();
    expect(screen.getByRole('checkbox', { name: 'User' })).toHaveFocus();
    await user.keyboard(' '); // User off
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toHaveFocus();
    await user.keyboard(' ');
    expect(save()).toBeEnabled();
    await user.tab(); // the Manager permissions disclosure
    await user.tab(); // Auditor
    await user.tab(); // its disclosure
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(save()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith(['Manager', 'Auditor']);
  });

  it('warns when every role is taken away', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'User' }));
    await user.click(screen.getByRole('checkbox', { name: 'Auditor' }));
    expect(
      screen.getByText('Without a role this user will have no permissions.'),
    ).toBeInTheDocument();
    await user.click(save());
    expect(onSave).toHaveBeenCalledWith([]);
  });

  it('shows the failure in a dismissable banner', async () => {
    const onDismissError = vi.fn();
    const { user } = setup({ error: 'Failed to update user roles: Forbidden', onDismissError });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user roles: Forbidden');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissError).toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing without a user', () => {
    setup({ user: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
