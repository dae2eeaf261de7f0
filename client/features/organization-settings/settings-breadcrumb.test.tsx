// The settings page's breadcrumb agrees with the sidebar (issue #24 item 7): reached from the
// sidebar it starts at 'Organization' like the header; opened by id for an organization other
// than the sidebar's, the page says so and offers to select it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOrganizationSettings } from '@shared/schemas';
import { fakeBackend } from '../../test/fake-backend';
import { ACME_ID, acmeSettings, renderSettings } from '../../test/settings-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const GLOBEX_ID = 'org-globex';

function backend(managedAnswered: Promise<void> = Promise.resolve()) {
  return fakeBackend({
    [`GET /api/v1/organizations/${ACME_ID}`]: {
      body: { id: ACME_ID, name: 'Acme Corporation' },
    },
    [`GET /api/v1/organizations/${ACME_ID}/managed`]: async () => {
      await managedAnswered;
      return { body: [{ id: GLOBEX_ID, name: 'Globex Corporation' }] };
    },
    [`GET /api/v1/organizations/${ACME_ID}/settings`]: { body: acmeSettings() },
    [`GET /api/v1/organizations/${GLOBEX_ID}/settings`]: {
      // The document's copy of the name lags behind a rename: the sidebar's is shown.
      body: defaultOrganizationSettings({
        id: GLOBEX_ID,
        name: 'Globex (old name)',
        slug: 'globex',
      }),
    },
  });
}

const crumbs = async () =>
  within(await screen.findByRole('navigation', { name: 'Settings breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('settings breadcrumb', () => {
  it("starts at 'Organization' (not the global list) for the sidebar's organization", async () => {
    backend();
    renderSettings({ path: '/organization/settings', organizationId: ACME_ID });
    await screen.findByLabelText('Organization name');
    expect(await crumbs()).toEqual(['Organization', 'Acme Corporation', 'Settings']);
    expect(screen.queryByRole('link', { name: 'Organizations' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the organization opened by id is not the one selected in the sidebar', async () => {
    backend();
    const user = userEvent.setup({ delay: null });
    renderSettings({ path: `/organization/${GLOBEX_ID}/settings`, organizationId: ACME_ID });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Not the organization selected in the sidebar (Acme Corporation).',
    );
    expect(await crumbs()).toEqual(['Organizations', 'Globex Corporation', 'Settings']);
    await user.click(
      within(note).getByRole('button', { name: 'Select Globex Corporation in the sidebar' }),
    );
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it("holds the note's place, unseen, until the sidebar's list answers: the form below stays put", async () => {
    let answerManaged = () => {};
    backend(new Promise<void>((resolve) => (answerManaged = resolve)));
    renderSettings({ path: `/organization/${GLOBEX_ID}/settings`, organizationId: ACME_ID });
    await screen.findByLabelText('Organization name');
    const held = screen.getByRole('note', { hidden: true });
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('note')).toBeNull();
    // Its button is there too, so the line keeps its height when the real one arrives.
    expect(within(held).getByRole('button', { hidden: true })).toBeInTheDocument();

    answerManaged();
    const note = await screen.findByRole('note');
    expect(note).toBe(held);
    expect(note).toHaveTextContent(
      'Not the organization selected in the sidebar (Acme Corporation).',
    );
    within(note).getByRole('button', { name: 'Select Globex Corporation in the sidebar' });
  });
});
