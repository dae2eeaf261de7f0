// The users screen against a BFF that searches (DESIGN resolution 17) and one that does not:
// what is requested as the user types and sorts, what the count says, and what is kept on screen.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, stubBackend, type FakeRequest } from '../../test/fake-backend';
import { advanceClock, useMovingFakeClock } from '../../test/fake-clock';
import { renderUsersView } from '../../test/users-harness';

const person = (n: number, name = `Person ${n}`) => ({
  id: `u${n}`,
  name,
  email: `p${n}@acme.example`,
  status: 'active',
  roles: ['User'],
  lastActivity: null,
});
const TOTAL = 5000;
const acme = { organizationId: 'acme', organizationName: 'Acme', canManageUsers: true };

let calls: FakeRequest[];
let respond: (call: FakeRequest) => Response | Promise<Response>;
beforeEach(() => {
  calls = stubBackend((call) => respond(call)).requests;
});
afterEach(() => vi.unstubAllGlobals());

const searches = () => calls.filter((call) => call.method === 'GET').map((call) => call.url.search);
const count = () => document.querySelector('.table-toolbar__count')?.textContent;
const names = () =>
  [...document.querySelectorAll('.users-cell__name')].map((cell) => cell.textContent);

/** A BFF that searches: `q` picks "Dmitri Costa" (#3,000) out of 5,000; `sort` reverses. */
function searchingBackend(call: FakeRequest) {
  const q = call.url.searchParams.get('q');
  if (q) {
    const found = 'dmitri costa'.includes(q.toLowerCase()) ? [person(3000, 'Dmitri Costa')] : [];
    return json({ items: found, hasMore: false, total: found.length });
  }
  const page = Array.from({ length: 20 }, (_, i) => person(i));
  if (call.url.searchParams.get('sort') === '-lastActivity') page.reverse();
  return json({ items: page, skipToken: 'next', hasMore: true, total: TOTAL });
}

describe('users search on the server', () => {
  it('shows the total and finds a user far past the loaded pages as one types', async () => {
    respond = searchingBackend;
    renderUsersView(acme);
    await waitFor(() => expect(count()).toBe('20 of 5,000 users (more available)'));
    expect(searches()).toEqual(['']);

    // Typed faster than the pause: the first key goes at once, the rest of the burst as one.
    // The keys go in one task (no delay) and the clock the pause reads stands still, so a busy
    // machine typing slowly still types one burst.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('searchbox', { name: 'Filter' }), 'Dmitri');
    clock.mockRestore();
    await waitFor(() => expect(searches()).toEqual(['', '?q=D', '?q=Dmitri']));
    await waitFor(() => expect(names()).toEqual(['Dmitri Costa']));
    expect(count()).toBe('1 user');
    expect(screen.queryByText(/loaded so far/)).not.toBeInTheDocument();
  });

  it('says "no match" for a search that finds nobody, and keeps the last rows meanwhile', async () => {
    let release: () => void = () => undefined;
    respond = async (call) => {
      if (call.url.searchParams.get('q') === 'x') await new Promise<void>((r) => (release = r));
      return searchingBackend(call);
    };
    const { user } = renderUsersView(acme);
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'x');
    await waitFor(() => expect(searches()).toContain('?q=x'));
    // The answer is on its way: the previous rows stay.
    expect(names()).toHaveLength(20);
    release();
    expect(await screen.findByText('No matching results.')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches "x".')).toBeInTheDocument();
  });

  it('drops an answer that arrives after a newer search', async () => {
    const slow: Array<() => void> = [];
    respond = async (call) => {
      if (call.url.searchParams.get('q') === 'Dm') await new Promise<void>((r) => slow.push(r));
      return searchingBackend(call);
    };
    useMovingFakeClock();
    const { user } = renderUsersView(acme);
    await waitFor(() => expect(names()).toHaveLength(20));
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await user.type(filter, 'Dm');
    await waitFor(() => expect(searches()).toContain('?q=Dm'));
    await user.type(filter, 'x');
    await waitFor(() => expect(screen.getByText('Nothing matches "Dmx".')).toBeInTheDocument());
    slow.forEach((answer) => answer());
    await advanceClock(10_000);
    expect(screen.getByText('Nothing matches "Dmx".')).toBeInTheDocument();
    expect(names()).toEqual([]);
  });

  it('sorts on the server and shows its order as given', async () => {
    respond = searchingBackend;
    const { user } = renderUsersView(acme);
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: /Last Activity/ }));
    await waitFor(() => expect(searches().at(-1)).toBe('?sort=lastActivity'));
    await user.click(screen.getByRole('button', { name: /Last Activity/ }));
    await waitFor(() => expect(searches().at(-1)).toBe('?sort=-lastActivity'));
    await waitFor(() => expect(names()[0]).toBe('Person 19'));
    // The server has no order by roles: that column is not offered for sorting.
    expect(screen.queryByRole('button', { name: /^Roles/ })).not.toBeInTheDocument();
  });
});

describe('users search against a BFF that ignores it', () => {
  it('filters the loaded users in the browser and says the search covers them only', async () => {
    respond = () =>
      json({
        items: [person(1, 'Ann Lee'), ...Array.from({ length: 19 }, (_, i) => person(i + 2))],
      });
    const { user } = renderUsersView(acme);
    await waitFor(() => expect(count()).toBe('20 users (more available)'));
    expect(
      screen.getByText(
        'Search and sort cover the 20 users loaded so far: this backend does not search all users.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'ann');
    await waitFor(() => expect(names()).toEqual(['Ann Lee']));
    expect(searches()).toEqual(['']);
    expect(count()).toBe('1 of 20 users (more available)');
  });
});

describe('the invitation filter (issue #32)', () => {
  it('asks the server for pending invitations and shows when each expires', async () => {
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    respond = (call) => {
      if (call.url.searchParams.get('invite') === 'pending') {
        const invited = {
          ...person(7, 'Dana Wagner'),
          status: 'invited',
          inviteStatus: 'pending',
          invitation: { invitedAt: inHours(-24), expiresAt: inHours(5) },
        };
        return json({ items: [invited], hasMore: false, total: 1 });
      }
      return searchingBackend(call);
    };
    const { user } = renderUsersView(acme);
    await waitFor(() => expect(count()).toBe('20 of 5,000 users (more available)'));
    await user.selectOptions(screen.getByLabelText('Show'), 'Pending invitations');
    await waitFor(() => expect(names()).toEqual(['Dana Wagner']));
    expect(searches()).toContain('?invite=pending');
    expect(screen.getByText('expires in 5 hours')).toBeInTheDocument();
  });
});
