// The sidebar's organization picker on its own: SPEC §2's texts, type-ahead over 5,000
// organizations in a virtualized list, the keyboard, and pins and recents per signed-in user.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { ContextOrganization } from '../../entities/organization/get-organization-context';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { signedInAs, type TestAccount } from '../../test/auth-fixtures';
import { OrganizationPicker, type OrganizationPickerProps } from './organization-picker';

const SMALL: ContextOrganization[] = [
  { id: 'org-acme', name: 'Acme Corporation' },
  { id: 'org-globex', name: 'Globex' },
  { id: 'org-beta', name: 'Beta Labs' },
  { id: 'org-europe', name: 'Acme Europe GmbH' },
  { id: 'org-zeta', name: 'Zeta Zürich AG' },
];

const WORDS = ['North', 'Blue', 'River', 'Summit', 'Cedar', 'Atlas', 'Harbor', 'Nova'];
/** 5,000 organizations: the user's own first, then the managed ones. */
const MANY: ContextOrganization[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: `org-${i}`,
  name: i === 0 ? 'Acme Corporation' : `${WORDS[i % 8]} ${WORDS[(i * 7) % 8]} Labs ${i}`,
}));

function Harness({
  organizations,
  initial,
  onSelect,
}: {
  organizations: ContextOrganization[];
  initial: string;
  onSelect?: (id: string) => void;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <OrganizationPicker
      organizations={organizations}
      selectedOrganizationId={selected}
      select={(id) => {
        onSelect?.(id);
        setSelected(id);
      }}
      loading={false}
      error={null}
      reload={() => undefined}
    />
  );
}

function renderPicker(
  options: {
    account?: TestAccount;
    organizations?: ContextOrganization[];
    initial?: string;
    onSelect?: (id: string) => void;
  } = {},
) {
  const store = createStore();
  store.set(authStateAtom, signedInAs(options.account ?? 'admin'));
  const organizations = options.organizations ?? SMALL;
  const view = render(
    <Provider store={store}>
      <Harness
        organizations={organizations}
        initial={options.initial ?? organizations[0]!.id}
        onSelect={options.onSelect}
      />
    </Provider>,
  );
  return { ...view, user: userEvent.setup() };
}

const combobox = () => screen.getByRole('combobox', { name: 'Selected organization' });
const listbox = () => screen.findByRole('listbox', { name: 'Organizations' });
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
const groupNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));

describe('SPEC §2 texts', () => {
  const base: OrganizationPickerProps = {
    organizations: [],
    selectedOrganizationId: null,
    select: () => undefined,
    loading: false,
    error: null,
    reload: () => undefined,
  };

  it("shows 'Loading organizations...' while the list loads", () => {
    render(<OrganizationPicker {...base} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading organizations...');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows 'Error loading organizations' with the detail, and Retry reloads", async () => {
    const reload = vi.fn();
    render(<OrganizationPicker {...base} error="Database unavailable" reload={reload} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error loading organizations')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'No organizations to manage' when there is none", () => {
    render(<OrganizationPicker {...base} />);
    expect(screen.getByText('No organizations to manage')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('the combobox', () => {
  it('shows the selected organization, closed, and lists every organization with the current one marked', async () => {
    const { user } = renderPicker({ initial: 'org-beta' });
    expect(combobox()).toHaveValue('Beta Labs');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(combobox());
    const list = await listbox();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', list.id);
    // The current one (a recent by now) leads; the rest alphabetically.
    expect(optionNames(list)).toEqual([
      'Beta Labs',
      'Acme Corporation',
      'Acme Europe GmbH',
      'Globex',
      'Zeta Zürich AG',
    ]);
    const current = within(list).getByRole('option', { name: 'Beta Labs' });
    expect(current).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'Globex' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(activeOption()).toBe('Beta Labs');
    expect(screen.getByRole('status')).toHaveTextContent('5 organizations');
  });

  it('filters as one types (any word, any case, accents ignored) and Enter takes the best match', async () => {
    const onSelect = vi.fn();
    const { user } = renderPicker({ onSelect });
    await user.click(combobox());
    await user.keyboard('zur');
    const list = await listbox();
    expect(optionNames(list)).toEqual(['Zeta Zürich AG']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 organizations');

    await user.clear(combobox());
    await user.type(combobox(), 'EUROPE acme');
    expect(optionNames(list)).toEqual(['Acme Europe GmbH']);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('org-europe');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('Acme Europe GmbH');
  });

  it('ranks names that start with the query first, then word starts, then the rest', async () => {
    const organizations = [
      { id: 'a', name: 'Blue Harbor' },
      { id: 'b', name: 'Harbor Blue' },
      { id: 'c', name: 'Seaharbor' },
      { id: 'd', name: 'Acme' },
    ];
    const { user } = renderPicker({ organizations, initial: 'd' });
    await user.type(combobox(), 'harbor');
    expect(optionNames(await listbox())).toEqual(['Harbor Blue', 'Blue Harbor', 'Seaharbor']);
  });

  it('says so when nothing matches, and Escape restores the selection', async () => {
    const onSelect = vi.fn();
    const { user } = renderPicker({ onSelect });
    await user.type(combobox(), 'no such thing');
    await screen.findByText('No matching organizations');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 5 organizations');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveValue('Acme Corporation');
    expect(combobox()).toHaveFocus();
  });

  it('works by keyboard alone: arrows, Home/End, Page keys, Enter, Escape, Tab', async () => {
    const onSelect = vi.fn();
    const { user } = renderPicker({ onSelect });
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await listbox();
    expect(activeOption()).toBe('Acme Corporation');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Acme Europe GmbH');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('Zeta Zürich AG');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Zeta Zürich AG');
    await user.keyboard('{Home}');
    expect(activeOption()).toBe('Acme Corporation');
    await user.keyboard('{PageDown}');
    expect(activeOption()).toBe('Zeta Zürich AG');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('org-globex');
    expect(combobox()).toHaveValue('Globex');
    expect(combobox()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await listbox();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    await listbox();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('tells organizations of the same name apart by the start of their id', async () => {
    const organizations = [
      { id: 'aaaa1111-0000', name: 'Globex' },
      { id: 'bbbb2222-0000', name: 'Globex' },
      { id: 'cccc3333-0000', name: 'Initech' },
    ];
    const { user } = renderPicker({ organizations, initial: 'cccc3333-0000' });
    await user.click(combobox());
    const list = await listbox();
    expect(optionNames(list)).toEqual(['Initech', 'Globex aaaa1111', 'Globex bbbb2222']);
    expect(within(list).getByRole('option', { name: 'Globex bbbb2222' })).toBeInTheDocument();
  });

  it('tells look-alike names apart by the start of their id (#25 item 7)', async () => {
    const organizations = [
      { id: 'aaaa1111-0000', name: 'Acme Corporation' },
      { id: 'bbbb2222-0000', name: '\u0410cme Corporation' },
      { id: 'cccc3333-0000', name: 'Initech' },
    ];
    const { user } = renderPicker({ organizations, initial: 'cccc3333-0000' });
    await user.click(combobox());
    const list = await listbox();
    expect(optionNames(list)).toEqual(
      expect.arrayContaining(['Acme Corporation aaaa1111', '\u0410cme Corporation bbbb2222']),
    );
    expect(optionNames(list)).toContain('Initech');
  });

  it('picks with the mouse', async () => {
    const onSelect = vi.fn();
    const { user } = renderPicker({ onSelect });
    await user.click(combobox());
    await user.click(within(await listbox()).getByRole('option', { name: 'Globex' }));
    expect(onSelect).toHaveBeenCalledWith('org-globex');
    expect(combobox()).toHaveValue('Globex');
  });
});

describe('at 5,000 organizations', () => {
  it('renders only a window of the list and finds one by typing', async () => {
    const onSelect = vi.fn();
    const { user } = renderPicker({ organizations: MANY, onSelect });
    await user.click(combobox());
    const list = await listbox();
    expect(screen.getByRole('status')).toHaveTextContent('5,000 organizations');
    const shown = within(list).getAllByRole('option').length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(40);

    await user.keyboard('4321');
    expect(optionNames(list)).toEqual([MANY[4321]!.name]);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('org-4321');
  });

  it('keeps the active option rendered as the keyboard walks far down the list', async () => {
    const { user } = renderPicker({ organizations: MANY });
    await user.click(combobox());
    await listbox();
    await user.keyboard('{End}');
    const id = combobox().getAttribute('aria-activedescendant');
    expect(id && document.getElementById(id)).toHaveAttribute('role', 'option');
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    const last = MANY.map((o) => o.name)
      .sort(collator.compare)
      .at(-1);
    expect(activeOption()).toBe(last);
  });
});

describe('pins and recents', () => {
  it('pins with the pin button and with Alt+P: pinned organizations lead, remembered per user', async () => {
    const { user, unmount } = renderPicker({ account: 'admin' });
    await user.click(combobox());
    let list = await listbox();
    const pin = screen.getByRole('button', { name: 'Pin Zeta Zürich AG' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    expect(screen.getByRole('button', { name: 'Pin Zeta Zürich AG' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(groupNames(list)).toEqual(['Pinned', 'Recent', 'All organizations']);
    expect(
      within(within(list).getByRole('group', { name: 'Pinned' })).getByRole('option'),
    ).toHaveTextContent('Zeta Zürich AG');
    // The list stayed open and the input kept focus.
    expect(combobox()).toHaveFocus();

    // Keyboard: Globex is active after typing its name; Alt+P pins it.
    await user.keyboard('glob');
    expect(activeOption()).toBe('Globex');
    await user.keyboard('{Alt>}p{/Alt}');
    await user.keyboard('{Escape}');
    await user.click(combobox());
    list = await listbox();
    expect(optionNames(within(list).getByRole('group', { name: 'Pinned' }))).toEqual([
      'Zeta Zürich AG',
      'Globex',
    ]);
    expect(
      JSON.parse(localStorage.getItem(`${STORAGE_KEYS.organizationPicks}:u-admin`) ?? ''),
    ).toMatchObject({
      pinned: ['org-zeta', 'org-globex'],
    });
    unmount();

    // Another user on the same browser has their own (none yet).
    const other = renderPicker({ account: 'manager' });
    await other.user.click(combobox());
    list = await listbox();
    expect(groupNames(list)).toEqual(['Recent', 'All organizations']);
    expect(screen.getByRole('button', { name: 'Pin Globex' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    other.unmount();

    // The first user's pins are back at their next visit; Alt+P on a pinned one unpins it.
    const again = renderPicker({ account: 'admin' });
    await again.user.click(combobox());
    list = await listbox();
    expect(optionNames(within(list).getByRole('group', { name: 'Pinned' }))).toEqual([
      'Zeta Zürich AG',
      'Globex',
    ]);
    await again.user.keyboard('{Home}{Alt>}p{/Alt}');
    expect(optionNames(within(list).getByRole('group', { name: 'Pinned' }))).toEqual(['Globex']);
  });

  it('lists recently used organizations after the pinned ones, latest first, per user', async () => {
    const { user, unmount } = renderPicker({ account: 'admin' });
    for (const name of ['Globex', 'Beta Labs']) {
      await user.click(combobox());
      await user.click(within(await listbox()).getByRole('option', { name }));
    }
    await user.click(combobox());
    let list = await listbox();
    expect(optionNames(within(list).getByRole('group', { name: 'Recent' }))).toEqual([
      'Beta Labs',
      'Globex',
      'Acme Corporation',
    ]);
    // Recents are filtered like the rest.
    await user.keyboard('a');
    expect(optionNames(within(list).getByRole('group', { name: 'Recent' }))).toEqual([
      'Beta Labs',
      'Acme Corporation',
    ]);
    unmount();

    const other = renderPicker({ account: 'user' });
    await other.user.click(combobox());
    list = await listbox();
    expect(optionNames(within(list).getByRole('group', { name: 'Recent' }))).toEqual([
      'Acme Corporation',
    ]);
  });

  it('ignores a stored value that is not a list of ids', async () => {
    localStorage.setItem(`${STORAGE_KEYS.organizationPicks}:u-admin`, '{"pinned":"nope"}');
    const { user } = renderPicker({ account: 'admin' });
    await user.click(combobox());
    expect(groupNames(await listbox())).toEqual(['Recent', 'All organizations']);
  });
});
