import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InviteUserDialog } from './invite-user-dialog';

function setup(props: Partial<Parameters<typeof InviteUserDialog>[0]> = {}) {
  const onInvite = vi.fn();
  const onClose = vi.fn();
  render(
    <InviteUserDialog
      open
      organizationName="Acme"
      onInvite={onInvite}
      onClose={onClose}
      {...props}
    />,
  );
  return { onInvite, onClose, user: userEvent.setup() };
}

const send = () => screen.getByRole('button', { name: 'Send Invitation' });

describe('InviteUserDialog', () => {
  it('starts on the email field with Send disabled and User chosen', () => {
    setup();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(send()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'User' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).not.toBeChecked();
  });

  it('says the email is required when the field is left blank, and sends nothing', async () => {
    const { onInvite, user } = setup();
    expect(screen.queryByText('Email is required for invitation')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), '   ');
    await user.tab();
    expect(screen.getByText('Email is required for invitation')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();
    await user.click(send());
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('says the email is required when Enter is pressed on a blank form', async () => {
    const { onInvite, user } = setup();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Email is required for invitation')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('is operable from the keyboard alone: type, tab to roles, toggle with Space, press Send with Enter', async () => {
    const { onInvite, user } = setup();
    await user.keyboard('new.person@example.com');
    await user.tab();
    expect(screen.getByLabelText('Name (optional)')).toHaveFocus();
    await user.keyboard('  New Person  ');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'User' })).toHaveFocus();
    await user.tab(); // the User permissions disclosure
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toBeChecked();
    await user.tab(); // the Manager permissions disclosure
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(send()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onInvite).toHaveBeenCalledWith({
      email: 'new.person@example.com',
      name: 'New Person',
      roles: ['User', 'Manager'],
    });
  });

  it('omits the name and roles when they are blank', async () => {
    const { onInvite, user } = setup();
    await user.type(screen.getByLabelText(/Email/), 'solo@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'User' }));
    expect(screen.getByText('No roles chosen.')).toBeInTheDocument();
    await user.click(send());
    expect(onInvite).toHaveBeenCalledWith({ email: 'solo@example.com' });
  });

  it('says which role is highlighted and why, and lists what each role grants', async () => {
    const { user } = setup();
    expect(
      screen.getByText(/Administrator is highlighted because it grants every permission/),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toHaveAccessibleDescription(
      /grants every permission/,
    );
    await user.click(screen.getByText(/^Manager grants 9 of \d+ permissions$/));
    const list = screen.getByRole('list', { name: 'Permissions granted by Manager' });
    expect(list).toHaveTextContent('users:write');
    expect(list).not.toHaveTextContent('users:manage');
  });

  it('says beside the name field why a typed name cannot be sent, keeps it, and sends nothing', async () => {
    const { onInvite, user } = setup();
    await user.type(screen.getByLabelText(/Email/), 'new.person@example.com');
    const name = screen.getByLabelText('Name (optional)');
    const tooLong = 'x'.repeat(201);
    await user.click(name);
    await user.paste(tooLong);
    const message = 'Name must be at most 200 characters (it has 201).';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveValue(tooLong);
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onInvite).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(send());
    expect(onInvite).toHaveBeenCalledWith({
      email: 'new.person@example.com',
      name: 'x'.repeat(200),
      roles: ['User'],
    });
  });

  it('says the name must not hide characters', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name (optional)'), 'Ev\u200Be');
    expect(
      screen.getByText('Name must not contain invisible or text-direction characters.'),
    ).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('shows a failure in a dismissable banner and keeps what was typed', async () => {
    const onDismissError = vi.fn();
    const { user } = setup({
      error: 'Failed to invite user: HTTP 500: Internal Server Error',
      onDismissError,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to invite user: HTTP 500: Internal Server Error',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismissError).toHaveBeenCalled();
  });

  it('closes with Escape and with Cancel', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
