// Bulk actions on /global/organizations: who sees them, the question, the calls made, the
// summary with SPEC §8 messages, resolution 2's text once, Retry failed, one refresh per run.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@shared/schemas';
import { fakeBackend } from '../../test/fake-backend';
import { renderWithApp } from '../../test/organizations-harness';
import { OrganizationsPage } from './organizations-page';

const org = (n: number, name: string): Organization => ({
  id: `0000000${n}-1111-4111-8111-111111111111`,
  name,
  status: 'active',
  domains: [],
  managedOrganizations: [],
});
const acme = org(1, 'Acme Corp');
const beta = org(2, 'Beta LLC');
const cobalt = org(3, 'Cobalt Inc');
const ALL = [acme, beta, cobalt];

afterEach(() => vi.unstubAllGlobals());

async function selectAll(count = 3) {
  const user = userEvent.setup();
  await renderWithApp(<OrganizationsPage />);
  await screen.findByText('Acme Corp', { selector: '.organizations-name__title' });
  await user.click(screen.getByRole('button', { name: 'Select rows' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(screen.getByRole('status')).toHaveTextContent(`${count} selected`);
  return user;
}

const listReads = (api: ReturnType<typeof fakeBackend>) =>
  api.sent.filter((r) => r.method === 'GET' && r.path === '/api/v1/organizations').length;

describe('organizations bulk actions', () => {
  it('a Manager sees neither the selection mode nor bulk actions', async () => {
    fakeBackend({ 'GET /api/v1/organizations': { body: ALL } });
    await renderWithApp(<OrganizationsPage />, { roles: ['Manager'] });
    await screen.findByText('Acme Corp', { selector: '.organizations-name__title' });
    expect(screen.queryByRole('button', { name: 'Select rows' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('deletes the selected organizations after naming the count and an example; a failure keeps its row selected and Retry failed sends only it', async () => {
    let cobaltAnswers = 0;
    const api = fakeBackend({
      'GET /api/v1/organizations': { body: ALL },
      [`DELETE /api/v1/organizations/${acme.id}`]: { status: 204 },
      [`DELETE /api/v1/organizations/${beta.id}`]: { status: 204 },
      [`DELETE /api/v1/organizations/${cobalt.id}`]: () => {
        cobaltAnswers += 1;
        return cobaltAnswers === 1
          ? { status: 409, body: { message: 'Cobalt Inc still has pipelines' } }
          : { status: 204 };
      },
    });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Organizations' });
    expect(dialog).toHaveTextContent(
      'Delete 3 organizations, including Acme Corp?This action cannot be undone.',
    );
    const readsBefore = listReads(api);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3' }));
    await within(dialog).findByRole('heading', { name: 'Finished' });
    expect(within(dialog).getByRole('list', { name: 'Results' })).toHaveTextContent(
      'Succeeded: 2Failed: 1Skipped: 0',
    );
    expect(within(dialog).getByRole('list', { name: 'Failures' })).toHaveTextContent(
      'Cobalt Inc: Failed to delete organization: Cobalt Inc still has pipelines',
    );
    await waitFor(() => expect(listReads(api)).toBe(readsBefore + 1));
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    await within(dialog).findByText('Succeeded: 1');
    expect(api.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `DELETE /api/v1/organizations/${acme.id}`,
      `DELETE /api/v1/organizations/${beta.id}`,
      `DELETE /api/v1/organizations/${cobalt.id}`,
      `DELETE /api/v1/organizations/${cobalt.id}`,
    ]);
  });

  it.each([404, 405, 501])(
    'a backend answering %i gets resolution 2’s text once, and nothing more is sent',
    async (status) => {
      const many = Array.from({ length: 12 }, (_, i) => org(i + 10, `Org ${i + 10}`));
      const api = fakeBackend({
        'GET /api/v1/organizations': { body: [acme, beta, cobalt, ...many] },
        ...Object.fromEntries(
          [acme, beta, cobalt, ...many].map((o) => [
            `DELETE /api/v1/organizations/${o.id}`,
            { status },
          ]),
        ),
      });
      const user = await selectAll(15);
      await user.click(screen.getByRole('button', { name: 'Delete selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Organizations' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete 15' }));
      await within(dialog).findByRole('heading', { name: 'Finished' });
      expect(
        within(dialog).getAllByText(
          'Delete organization functionality is not yet implemented in the API',
        ),
      ).toHaveLength(1);
      expect(api.writes().length).toBeLessThanOrEqual(4);
      expect(within(dialog).getByRole('list', { name: 'Results' })).toHaveTextContent(
        'Succeeded: 0Failed: 0Skipped: 15',
      );
    },
  );

  it('changes the status of the selected organizations with the name kept and no domains sent', async () => {
    const api = fakeBackend({
      'GET /api/v1/organizations': { body: ALL },
      ...Object.fromEntries(ALL.map((o) => [`PATCH /api/v1/organizations/${o.id}`, { body: o }])),
    });
    const user = await selectAll();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Organization Status' });
    await user.selectOptions(within(dialog).getByLabelText('New status'), 'suspended');
    expect(dialog).toHaveTextContent(
      'Set the status to Suspended for 3 organizations, including Acme Corp?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change 3' }));
    await within(dialog).findByText('Succeeded: 3');
    expect(api.patches().map((p) => p.body)).toEqual([
      { name: 'Acme Corp', status: 'suspended' },
      { name: 'Beta LLC', status: 'suspended' },
      { name: 'Cobalt Inc', status: 'suspended' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('No rows selected');
  });

  describe('focus after the dialog closes', () => {
    function backend(deleteStatus = 204) {
      return fakeBackend({
        'GET /api/v1/organizations': { body: ALL },
        ...Object.fromEntries(
          ALL.map((o) => [`DELETE /api/v1/organizations/${o.id}`, { status: deleteStatus }]),
        ),
      });
    }

    it.each([
      [
        'Cancel',
        (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
          user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      ],
      [
        'Close',
        (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
          user.click(within(dialog).getByRole('button', { name: 'Close' })),
      ],
      ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ])('returns to the bulk button after %s', async (_how, close) => {
      backend();
      const user = await selectAll();
      const opener = screen.getByRole('button', { name: 'Delete selected' });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Delete Organizations' });
      await close(user, dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    });

    it('returns to the bulk button after a run with failures, whose rows stay selected', async () => {
      backend(409);
      const user = await selectAll();
      await user.click(screen.getByRole('button', { name: 'Delete selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Organizations' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete 3' }));
      await within(dialog).findByText('Failed: 3');
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(screen.getByRole('button', { name: 'Delete selected' })).toHaveFocus();
    });

    it('goes to the Select rows toggle when every row succeeded and the bulk button went with the selection', async () => {
      backend();
      const user = await selectAll();
      await user.click(screen.getByRole('button', { name: 'Delete selected' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Organizations' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete 3' }));
      await within(dialog).findByText('Succeeded: 3');
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull(),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Select rows' })).toHaveFocus();
    });
  });
});
