// DESIGN resolution 24 in the invite: an address at a domain another organization verified is
// a warning naming it (Send stays enabled); one at the organization's own verified domain says so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/fake-backend';
import { InviteUserDialog } from './invite-user-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  fakeBackend({
    'GET /api/v1/domains/globex.example/owner': {
      body: {
        domain: 'globex.example',
        verifiedBy: { organizationId: 'o-globex', organizationName: 'Globex Corporation' },
      },
    },
    'GET /api/v1/domains/acme.example/owner': {
      body: {
        domain: 'acme.example',
        verifiedBy: { organizationId: 'o-acme', organizationName: 'Acme' },
      },
    },
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <InviteUserDialog
        open
        organizationName="Acme"
        organizationId="o-acme"
        onInvite={() => {}}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the invite and verified domains', () => {
  it("warns, naming the organization that verified the address's domain, without blocking", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Email/), 'sam@globex.example');
    expect(
      await screen.findByText(
        /globex\.example is verified by Globex Corporation: this person may belong to that organization/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
  });

  it("says so for the organization's own verified domain", async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/Email/), 'kim@acme.example');
    expect(await screen.findByText('acme.example is a verified domain of Acme.')).toBeVisible();
  });
});
