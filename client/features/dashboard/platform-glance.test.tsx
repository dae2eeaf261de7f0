// "Platform at a glance" (issue #23, dashboard:admin): the Administrator sees failed and running
// pipelines, onboardings stuck past the threshold and the last day's refused requests, each a
// link to the filtered list; a backend without the onboardings list is said so; a Manager gets
// neither the panel nor its reads.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi, type Route } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OLD = '2020-01-01T00:00:00.000Z';
const NOW = new Date().toISOString();

function backend(extra: Record<string, Route> = {}) {
  return mockApi({
    [`GET /api/v1/organizations/${ORG_ID}`]: { body: { id: ORG_ID, name: 'Acme Corporation' } },
    [`GET /api/v1/organizations/${ORG_ID}/managed`]: { body: [] },
    'GET /api/v1/provisioner': {
      body: {
        pipelines: [
          { pipelineId: 'p1', status: 'failed' },
          { pipelineId: 'p2', status: 'failed' },
          { pipelineId: 'p3', status: 'running' },
          { pipelineId: 'p4', status: 'completed' },
        ],
      },
    },
    'GET /api/v1/onboardings': (request) => ({
      body: {
        items:
          request.url.searchParams.get('status') === 'pending'
            ? [{ id: 'o1', status: 'pending', createdDate: OLD }]
            : [
                { id: 'o2', status: 'in_progress', updatedDate: OLD },
                { id: 'o3', status: 'in_progress', updatedDate: NOW },
              ],
        nextCursor: null,
      },
    }),
    'GET /api/v1/audit-events': { body: { items: [], nextCursor: null, total: 7 } },
    ...extra,
  });
}

const panel = () => screen.findByRole('region', { name: 'Platform at a glance' });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('li') as HTMLElement;

describe('Platform at a glance', () => {
  it('gives the Administrator the figures, each a link to its filtered list', async () => {
    const api = backend();
    await renderApp('/', signedInAs('admin'));
    const region = await panel();
    const failed = figure(region, 'Failed pipelines');
    expect(await within(failed).findByText('2')).toBeInTheDocument();
    expect(within(failed).getByRole('link')).toHaveAttribute(
      'href',
      '/global/provisioner?status=failed',
    );
    expect(within(figure(region, 'Running pipelines')).getByText('1')).toBeInTheDocument();
    const stuck = figure(region, 'Onboardings stuck for over 14 days');
    expect(await within(stuck).findByText('2')).toBeInTheDocument();
    const denied = figure(region, 'Refused requests in the last 24 hours');
    expect(await within(denied).findByText('7')).toBeInTheDocument();
    expect(within(denied).getByRole('link')).toHaveAttribute(
      'href',
      '/global/activity?group=denied&range=24h',
    );
    const audit = api.callsTo('/api/v1/audit-events')[0];
    expect(audit?.url.searchParams.get('action')).toBe('access.denied');
  });

  it('says so when the backend has no onboardings list across organizations', async () => {
    backend({ 'GET /api/v1/onboardings': { status: 404, body: { message: 'Not found' } } });
    await renderApp('/', signedInAs('admin'));
    const region = await panel();
    expect(
      await within(region).findByText(
        'This backend does not list onboardings across organizations.',
      ),
    ).toBeInTheDocument();
  });

  it('is not shown to a Manager, and asks nothing for it', async () => {
    const api = backend();
    await renderApp('/', signedInAs('manager'));
    await screen.findByRole('heading', { name: 'Welcome, Max Manager', level: 1 });
    expect(screen.queryByRole('region', { name: 'Platform at a glance' })).toBeNull();
    expect(api.callsTo('/api/v1/onboardings')).toEqual([]);
    expect(api.callsTo('/api/v1/provisioner')).toEqual([]);
  });
});
