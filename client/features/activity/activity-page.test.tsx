import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@shared/audit';
import { signedInAs } from '../../test/auth-fixtures';
import { jsonResponse, mockApi } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { NOT_OFFERED_TITLE } from './activity-page';

afterEach(() => vi.unstubAllGlobals());

const event = (n: number, extra: Partial<AuditEvent> = {}): AuditEvent => ({
  id: `e${n}`,
  time: new Date(Date.now() - n * 3_600_000).toISOString(),
  actor: { sub: 'ada', name: 'Ada Admin', email: 'admin@example.com' },
  action: 'user.roles_changed',
  organizationId: 'org-acme',
  organizationName: 'Acme',
  target: { type: 'user', id: `u${n}`, name: `Person ${n}` },
  changes: [{ field: 'roles', before: ['User'], after: ['Manager'] }],
  ...extra,
});

describe('Activity page', () => {
  it('lists events with relative times, loads more with the cursor and opens the diff', async () => {
    const api = mockApi({
      'GET /api/v1/audit-events': (request) => {
        const cursor = request.url.searchParams.get('cursor');
        return jsonResponse(
          cursor === 'c2'
            ? { items: [event(3)], nextCursor: null, total: 3 }
            : { items: [event(1), event(2)], nextCursor: 'c2', total: 3 },
        );
      },
    });
    await renderApp('/global/activity?group=users', signedInAs('admin'));
    const table = await screen.findByRole('table', { name: 'Activity' });
    await within(table).findByText('Person 1');
    expect(within(table).getByText('1 h ago')).toBeInTheDocument();
    expect(screen.getByText('3 events match the filter')).toBeInTheDocument();
    const first = api.calls.find((c) => c.address.startsWith('/api/v1/audit-events?'));
    expect(first?.address).toContain('action=user.');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Person 3');
    expect(api.calls.some((c) => c.address.includes('cursor=c2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(
      within(table).getAllByRole('button', { name: 'Details: Changed roles' })[0]!,
    );
    const dialog = await screen.findByRole('dialog');
    // Focus starts at the top (When, Who), not on the JSON's Copy button far below (#24 friction 3).
    expect(document.activeElement).toBe(dialog.querySelector('.act-details__facts'));
    expect(document.activeElement).toHaveTextContent(/^When/);
    const diff = within(dialog).getByRole('table', { name: 'Changes' });
    expect(within(diff).getByRole('row', { name: /Roles/ })).toHaveTextContent(/User.*Manager/);
  });

  it("counts the loaded events in the list, beside the backend's total above it", async () => {
    mockApi({
      'GET /api/v1/audit-events': () =>
        jsonResponse({ items: [event(1), event(2)], nextCursor: 'c2', total: 302 }),
    });
    await renderApp('/global/activity', signedInAs('admin'));
    const table = await screen.findByRole('table', { name: 'Activity' });
    await within(table).findByText('Person 1');
    expect(screen.getByText('302 events')).toBeInTheDocument();
    expect(screen.getByText('2 events loaded')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter' }), 'Person 1');
    expect(await screen.findByText('1 of 2 events loaded')).toBeInTheDocument();
  });

  for (const status of [404, 405, 501]) {
    it(`says the backend does not offer the record on ${status}`, async () => {
      mockApi({
        'GET /api/v1/audit-events': { status, body: { message: 'nope' } },
      });
      await renderApp('/global/activity', signedInAs('admin'));
      expect(await screen.findByText(NOT_OFFERED_TITLE)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Activity' })).toBeNull();
    });
  }

  it('shows a failure (not "not offered") for a 500, with the message', async () => {
    mockApi({ 'GET /api/v1/audit-events': { status: 500, body: { message: 'database down' } } });
    await renderApp('/global/activity', signedInAs('admin'));
    expect(await screen.findByText(/Failed to load activity: database down/)).toBeInTheDocument();
    expect(screen.queryByText(NOT_OFFERED_TITLE)).toBeNull();
  });

  it('names the organization a History link asks for, never the selected one in its place', async () => {
    mockApi({
      'GET /api/v1/organizations/org-acme': { body: { id: 'org-acme', name: 'Acme Corporation' } },
      'GET /api/v1/organizations/org-acme/managed': {
        body: [{ id: 'org-beta', name: 'Beta Labs', managedOrganizationId: 'org-beta' }],
      },
      'GET /api/v1/audit-events': { body: { items: [event(1)], nextCursor: null, total: 1 } },
    });
    await renderApp('/organization/activity?org=org-beta', signedInAs('admin'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Beta Labs Activity',
    );
  });

  it('shows the id of an organization outside the list rather than another one’s name', async () => {
    mockApi({
      'GET /api/v1/organizations/org-acme': { body: { id: 'org-acme', name: 'Acme Corporation' } },
      'GET /api/v1/organizations/org-acme/managed': { body: [] },
      'GET /api/v1/audit-events': { body: { items: [], nextCursor: null, total: 0 } },
    });
    await renderApp('/organization/activity?org=org-gone', signedInAs('admin'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('org-gone Activity');
  });

  it('reads the name of an organization outside the list for the heading (#24 friction 3)', async () => {
    mockApi({
      'GET /api/v1/organizations/org-acme': { body: { id: 'org-acme', name: 'Acme Corporation' } },
      'GET /api/v1/organizations/org-acme/managed': { body: [] },
      'GET /api/v1/organizations/org-far': { body: { id: 'org-far', name: 'Far Away Ltd' } },
      'GET /api/v1/audit-events': { body: { items: [], nextCursor: null, total: 0 } },
    });
    await renderApp('/organization/activity?org=org-far', signedInAs('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Far Away Ltd Activity' }));
  });
});
