// The agencies screen against a fake backend: the form's rules, the search kept in the URL
// (and re-run on load), the results table and cards, details with and without a state, errors.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgenciesPage } from './agencies-page';
import { agenciesSearchSchema } from './agency-search';
import { jsonResponse as json, stubBackend } from '../../test/fake-backend';
import { renderAt, signInAs, type Call } from '../../test/screen-harness';

const LONG_NOTE = 'All unincorporated areas of Sangamon County plus contracted municipalities';

const SPRINGFIELD_IL = {
  id: '644d6339-d928-4a14-9004-396ca5ca8278',
  name: 'Springfield Police Department',
  stateOrProvince: 'IL',
  agencyType: 'Law Enforcement',
  notes: '',
  jurisdiction: LONG_NOTE,
  primaryContact: { name: 'Maria Lopez', title: 'Chief of Police' },
};
const SPRINGFIELD_MO = {
  id: '75f4c942-fa93-4eb3-a5ac-dd505f7d8838',
  name: 'Springfield Police Department',
  stateOrProvince: 'MO',
  agencyType: 'Law Enforcement',
  notes: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function backend(override?: (call: Call) => Response | undefined) {
  return stubBackend((call) => {
    const answer = override?.(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/v1/agencies') {
      const state = call.url.searchParams.get('stateOrProvince');
      return json(
        [SPRINGFIELD_IL, SPRINGFIELD_MO].filter((a) => !state || a.stateOrProvince === state),
      );
    }
    if (call.url.pathname === `/api/v1/agencies/${SPRINGFIELD_IL.id}`) return json(SPRINGFIELD_IL);
    return json({ message: 'Not found' }, 404);
  }).requests;
}

function renderPage(path = '/global/agencies') {
  return renderAt(path, AgenciesPage, { schema: agenciesSearchSchema });
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const search = (router: { state: { location: { search: Record<string, unknown> } } }) =>
  router.state.location.search;

describe('AgenciesPage', () => {
  it('keeps Search disabled while the name is blank and says why', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user } = renderPage();
    await screen.findByText('Ready to search agencies');
    expect(searchButton()).toBeDisabled();
    const name = screen.getByLabelText(/Agency Name/);
    expect(name).toHaveAccessibleDescription('Agency name is required for search');
    await user.type(name, '   ');
    expect(searchButton()).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    await user.type(name, 'spring');
    expect(searchButton()).toBeEnabled();
    expect(screen.queryByText('Agency name is required for search')).not.toBeInTheDocument();
  });

  it('searches with the chosen type and state, keeps the search in the URL and shows the results', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    const { user, router } = renderPage();
    await user.type(await screen.findByLabelText(/Agency Name/), ' springfield ');
    await user.selectOptions(screen.getByLabelText('Search Type'), 'Starts With');
    await user.click(searchButton());

    const table = await screen.findByRole('table');
    const request = calls.find((call) => call.url.pathname === '/api/v1/agencies');
    expect(request?.url.searchParams.get('name')).toBe('springfield');
    expect(request?.url.searchParams.get('searchType')).toBe('startsWith');
    expect(request?.url.searchParams.has('stateOrProvince')).toBe(false);
    expect(search(router)).toMatchObject({ name: 'springfield', searchType: 'startsWith' });

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.join('|')).toContain('Name');
    expect(headers.join('|')).toContain('Location');
    // notes is empty in every result: no column for it.
    expect(headers.some((text) => text?.includes('Notes'))).toBe(false);
    expect(headers.some((text) => text?.includes('Jurisdiction'))).toBe(true);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('644d6339')).toHaveAttribute('title', SPRINGFIELD_IL.id);
    expect(first.getByText('IL')).toBeInTheDocument();
    const cut = first.getByText(`${LONG_NOTE.slice(0, 50)}…`);
    expect(cut).toHaveAttribute('title', LONG_NOTE);
    // An object-valued field reads as a summary (its column is the third field: asked for).
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Primary Contact' }));
    const shown = within(within(table).getAllByRole('row')[1]!);
    expect(shown.getByText('Maria Lopez · Chief of Police')).toBeInTheDocument();
    // The row's actions come last, as on every other list.
    expect(headers.at(-1)).toMatch(/^Actions/);
  });

  it('shows the first two other fields and hides the rest until asked for', async () => {
    const many = {
      ...SPRINGFIELD_IL,
      county: 'Sangamon',
      phone: '+1-555-0104',
      employees: 2400,
      website: 'https://springfield.example',
    };
    backend((call) =>
      call.url.pathname === '/api/v1/agencies' ? json([many, SPRINGFIELD_MO]) : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage('/global/agencies?name=springfield');
    const table = await screen.findByRole('table');
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[↕↑↓]/g, '').trim());
    expect(headers()).toEqual(['Name', 'ID', 'Location', 'Agency Type', 'Jurisdiction', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Employees' }));
    expect(headers()).toContain('Employees');
    expect(within(table).getByText('2,400')).toBeInTheDocument();
  });

  it('runs the search named in the URL on load and fills the form with it', async () => {
    const calls = backend();
    signInAs(['Administrator']);
    renderPage('/global/agencies?name=springfield&searchType=exact&stateOrProvince=MO&view=cards');
    expect(
      await screen.findByRole('heading', { name: 'Springfield Police Department', level: 3 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText(/Agency Name/)).toHaveValue('springfield');
    expect(screen.getByLabelText('Search Type')).toHaveValue('exact');
    expect(screen.getByLabelText('State/Province')).toHaveValue('MO');
    const request = calls.find((call) => call.url.pathname === '/api/v1/agencies');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      name: 'springfield',
      searchType: 'exact',
      stateOrProvince: 'MO',
    });
    expect(screen.getByRole('button', { name: 'Cards', pressed: true })).toBeInTheDocument();
  });

  it('enables View Details of a row without a state only with a State/Province typed', async () => {
    // A row that knows its state opens with it (agency-form-dialog.test); one that does not
    // needs the form's (SPEC §2).
    const stateless = ({ stateOrProvince: _s, ...agency }: { stateOrProvince: string }) => agency;
    const calls = backend((call) =>
      call.url.pathname === '/api/v1/agencies'
        ? json([stateless(SPRINGFIELD_IL), stateless(SPRINGFIELD_MO)])
        : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage('/global/agencies?name=springfield&searchType=any');
    const buttons = await screen.findAllByRole('button', { name: /View Details/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'State or Province is required to get agency details',
      );
    }
    expect(screen.getByText('State or Province is required to get agency details')).toBeVisible();

    await user.type(screen.getByLabelText('State/Province'), 'IL');
    const enabled = screen.getAllByRole('button', { name: /View Details/ });
    expect(enabled[0]).toBeEnabled();
    expect(screen.queryByText('State or Province is required to get agency details')).toBeNull();
    await user.click(enabled[0]!);

    const dialog = await screen.findByRole('dialog', { name: 'Agency Details' });
    await within(dialog).findByText('Basic Information');
    const request = calls.find((call) => call.url.pathname.startsWith('/api/v1/agencies/'));
    expect(request?.url.pathname).toBe(`/api/v1/agencies/${SPRINGFIELD_IL.id}`);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      id: SPRINGFIELD_IL.id,
      stateOrProvince: 'IL',
    });
    expect(within(dialog).getByText('Additional Details')).toBeInTheDocument();
    expect(within(dialog).getByText(LONG_NOTE)).toBeInTheDocument();
    const contact = dialog.querySelector('[data-field="primaryContact"]');
    expect(JSON.parse(contact?.textContent ?? '')).toEqual(SPRINGFIELD_IL.primaryContact);
    expect(within(dialog).queryByText('Notes')).toBeNull();
  });

  it('shows the backend message when details fail', async () => {
    backend((call) =>
      call.url.pathname.startsWith('/api/v1/agencies/')
        ? json({ message: 'Agency 75f4c942 not found in IL' }, 404)
        : undefined,
    );
    signInAs(['Administrator']);
    const { user } = renderPage('/global/agencies?name=springfield&stateOrProvince=IL');
    await user.click(await screen.findByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Agency Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Agency 75f4c942 not found in IL',
    );
  });

  it('shows the backend message when a search fails', async () => {
    backend((call) =>
      call.url.pathname === '/api/v1/agencies'
        ? json({ message: 'name is required' }, 400)
        : undefined,
    );
    signInAs(['Administrator']);
    renderPage('/global/agencies?name=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('name is required');
  });

  it('clears the results but keeps the form; Reset clears both', async () => {
    backend();
    signInAs(['Administrator']);
    const { user, router } = renderPage(
      '/global/agencies?name=springfield&searchType=partial&stateOrProvince=IL&view=cards',
    );
    await screen.findByRole('heading', { name: 'Springfield Police Department', level: 3 });
    await user.click(screen.getByRole('button', { name: 'Clear Results' }));
    expect(await screen.findByText('Ready to search agencies')).toBeInTheDocument();
    expect(search(router)).toEqual({ view: 'cards' });
    expect(screen.getByLabelText(/Agency Name/)).toHaveValue('springfield');
    expect(screen.getByRole('button', { name: 'Clear Results' })).toBeDisabled();

    await user.click(searchButton());
    await screen.findByRole('heading', { name: 'Springfield Police Department', level: 3 });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('Ready to search agencies');
    expect(screen.getByLabelText(/Agency Name/)).toHaveValue('');
    expect(screen.getByLabelText('Search Type')).toHaveValue('any');
    expect(screen.getByLabelText('State/Province')).toHaveValue('');
    await waitFor(() => expect(search(router)).toEqual({ view: 'cards' }));
  });
});
