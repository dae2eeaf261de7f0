// "Platform at a glance" (issue #23, dashboard:admin): the Administrator sees failed and running
// pipelines, onboardings stuck past the threshold and the last day's refused requests, each a
// link to the filtered list; a backend without the onboardings list is said so; a Manager gets
// neither the panel nor its reads.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../lib/local-day';
import { ORG_ID, signedInAs } from '../../test/auth-fixtures';
import { mockApi, type Route } from '../../test/fake-backend';
import { renderApp } from '../../test/render-app';
import { statsAnswer } from '../../test/stats-fixtures';

// The test DOM has no canvas: the bars are the browser test's; the figure, links and table are here.
vi.mock('../../components/charts/draw-day-bars', () => ({
  drawDayBars: () => () => undefined,
}));

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

describe('Platform at a glance, drawn (DESIGN resolution 27)', () => {
  const today = localDay(Date.now());
  const stats = {
    'GET /api/v1/provisioner/stats': {
      body: statsAnswer((index): Record<string, number> =>
        index === 29 ? { completed: 2, failed: 1 } : {},
      ),
    },
    'GET /api/v1/audit-events/stats': {
      body: statsAnswer((index) => ({ session: index % 3, organization: 1 })),
    },
  } satisfies Record<string, Route>;

  it("draws pipelines by outcome and activity per day, each day's row a link to its filtered list", async () => {
    const api = backend(stats);
    await renderApp('/', signedInAs('admin'));
    const region = await panel();
    const pipelines = await within(region).findByRole('figure', {
      name: 'Pipelines by outcome per day',
    });
    const table = within(pipelines).getByRole('table');
    const todayRow = within(table).getAllByRole('row')[1]!;
    expect(within(todayRow).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/global/provisioner?created=${today}`,
    );
    expect(within(todayRow).getByRole('link', { name: /^1 failed on/ })).toHaveAttribute(
      'href',
      `/global/provisioner?created=${today}&status=failed`,
    );
    expect(within(pipelines).getByText('3 pipelines in 30 days')).toBeInTheDocument();

    const activity = within(region).getByRole('figure', { name: 'Activity per day' });
    const activityRows = within(within(activity).getByRole('table')).getAllByRole('row');
    expect(activityRows).toHaveLength(31);
    expect(within(activityRows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      `/global/activity?range=custom&from=${today}&to=${today}`,
    );
    // The figures stay beside the charts.
    expect(within(figure(region, 'Failed pipelines')).getByText('2')).toBeInTheDocument();
    const [call] = api.callsTo('/api/v1/audit-events/stats');
    expect(call?.url.searchParams.get('bucket')).toBe('day');
    expect(call?.url.searchParams.get('organizationId')).toBeNull();
    const from = Date.parse(call?.url.searchParams.get('from') ?? '');
    const to = Date.parse(call?.url.searchParams.get('to') ?? '');
    expect((to - from) / 86_400_000).toBe(30);
    expect(localDay(from)).toBe(localDay(Date.now() - 29 * 86_400_000));
  });

  it('keeps the figures and shows no chart and no error when the backend has no stats (404, 501)', async () => {
    backend({
      'GET /api/v1/provisioner/stats': { status: 404, body: { message: 'Not found' } },
      'GET /api/v1/audit-events/stats': { status: 501, body: { message: 'Not implemented' } },
    });
    await renderApp('/', signedInAs('admin'));
    const region = await panel();
    expect(await within(figure(region, 'Failed pipelines')).findByText('2')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText(/Loading/)).toBeNull());
    expect(within(region).queryByRole('figure')).toBeNull();
    expect(within(region).queryByText(/Not found|Not implemented/)).toBeNull();
  });

  it('says so in place of a chart whose read failed otherwise', async () => {
    backend({
      ...stats,
      'GET /api/v1/provisioner/stats': { status: 500, body: { message: 'Upstream down' } },
    });
    await renderApp('/', signedInAs('admin'));
    const region = await panel();
    expect(
      await within(region).findByText('Pipelines by outcome per day: Upstream down'),
    ).toBeInTheDocument();
    expect(await within(region).findByRole('figure', { name: 'Activity per day' })).toBeVisible();
  });
});
