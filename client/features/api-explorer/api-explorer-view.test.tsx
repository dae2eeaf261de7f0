import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiExplorerView, type ApiExplorerViewProps } from './api-explorer-view';
import { EXPLORER_HISTORY_STORAGE_KEY } from './explorer-history';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200, statusText = 'OK') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1' },
  });
}

function renderView(props: Partial<ApiExplorerViewProps> = {}) {
  const user = userEvent.setup();
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <ApiExplorerView
        userId="u1"
        organizationId="org-1"
        organizationName="Acme Corp"
        origin="https://portal.example"
        {...props}
      />
    </Provider>,
  );
  return { user, ...view };
}

const endpointField = () => screen.getByRole('textbox', { name: 'Endpoint' });
const sendButton = () => screen.getByRole('button', { name: 'Send Request' });
const historyList = () => screen.queryByRole('list', { name: 'Recent requests, newest first' });

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one input event (typing key by key is slow in a test DOM). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function sendTo(user: User, endpoint: string) {
  await fill(user, endpointField(), endpoint);
  await user.click(sendButton());
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API Explorer presets', () => {
  it('fill the request form with {orgId} from the selected organization', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: /^Get Organization Users/ }));
    expect(endpointField()).toHaveValue('/api/v1/organizations/org-1/users');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('GET');
    expect(screen.getByText(/is filled with the selected organization/)).toHaveTextContent(
      'Acme Corp',
    );
    expect(fetchMock).not.toHaveBeenCalled(); // picking a preset does not send
  });

  it('Query Agencies asks for its required name parameter', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: /^Query Agencies/ }));
    expect(endpointField()).toHaveValue('/api/v1/agencies');
    expect(
      screen.getByText('Query Agencies requires name: fill in the query parameters.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus());
  });

  it('cannot use the organization presets without a selected organization, and says why', async () => {
    const { user } = renderView({ organizationId: null, organizationName: null });
    const users = screen.getByRole('button', { name: /^Get Organization Users/ });
    const onboardings = screen.getByRole('button', { name: /^Get Onboardings/ });
    expect(users).toBeDisabled();
    expect(onboardings).toBeDisabled();
    expect(users).toHaveAccessibleDescription(/No organization selected/);
    await user.click(screen.getByRole('button', { name: /^Health Check/ }));
    expect(endpointField()).toHaveValue('/health');
  });
});

describe('sending', () => {
  it('sends a GET with the non-empty parameters through the API client and shows the answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: 'a1', name: 'Fire Dept' }]));
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: /^Query Agencies/ }));
    await fill(user, screen.getByRole('textbox', { name: 'name' }), 'Fire Dept');
    await fill(user, screen.getByRole('textbox', { name: 'stateOrProvince' }), 'CA');
    await user.click(sendButton());

    const status = await screen.findByTestId('api-explorer-status');
    expect(status).toHaveTextContent('200 OK');
    expect(status).toHaveTextContent('(success)');
    expect(status).toHaveClass('api-explorer__status--ok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/agencies?name=Fire%20Dept&stateOrProvince=CA');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('X-CSRF')).toBe('1');

    const body = screen.getByRole('region', { name: 'Response body (JSON)' });
    expect(body.textContent).toBe('[\n  {\n    "id": "a1",\n    "name": "Fire Dept"\n  }\n]');
    expect(body).toHaveStyle({ maxHeight: '400px' });
    const summary = status.parentElement!;
    expect(summary).toHaveTextContent(/Duration \d+ ms/);
    expect(summary).toHaveTextContent(/Time \d{1,2}:\d{2}:\d{2}/);
    expect(screen.getByText('Response headers (2)')).toBeInTheDocument();
    expect(screen.getByText('x-request-id')).toBeInTheDocument();
  });

  it('sends a POST body as JSON and no query parameters', async () => {
    const { user } = renderView();
    await fill(user, screen.getByRole('textbox', { name: 'name' }), 'ignored');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'POST');
    expect(screen.queryByRole('textbox', { name: 'name' })).not.toBeInTheDocument();
    await fill(user, endpointField(), '/api/v1/organizations');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Request body (JSON)' }),
      '{"name": "Acme"}',
    );
    await user.click(sendButton());
    await screen.findByTestId('api-explorer-status');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/organizations');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Acme"}');

    // Issue #34 item 9: a refused body clears the last answer rather than sitting under it.
    await fill(user, screen.getByRole('textbox', { name: 'Request body (JSON)' }), '{"name": ');
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JSON in request body at line 1');
    expect(screen.queryByTestId('api-explorer-status')).toBeNull();
  });

  it("refuses invalid JSON with the spec's message and sends nothing", async () => {
    const { user } = renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PUT');
    await fill(user, endpointField(), '/api/v1/organizations/org-1');
    const body = screen.getByRole('textbox', { name: 'Request body (JSON)' });
    await fill(user, body, '{name: 1}');
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JSON in request body');
    expect(body).toHaveFocus();
    expect(body).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(historyList()).not.toBeInTheDocument();
  });

  it.each(['https://evil.example/api', '//evil.example/api', 'api/v1/organizations'])(
    'refuses the endpoint %s with a clear message and sends nothing',
    async (endpoint) => {
      const { user } = renderView();
      await sendTo(user, endpoint);
      expect(screen.getByRole('alert')).toHaveTextContent(/must start with a single "\/"/);
      expect(endpointField()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("shows a non-2xx answer in red with 'HTTP {status}: {statusText}' and a text body as text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('no such thing', { status: 404, statusText: 'Not Found' }),
    );
    const { user } = renderView();
    await sendTo(user, '/api/v1/nope');
    const status = await screen.findByTestId('api-explorer-status');
    expect(status).toHaveTextContent('404 Not Found');
    expect(status).toHaveTextContent('(error)');
    expect(status).toHaveClass('api-explorer__status--error');
    expect(screen.getByText('HTTP 404: Not Found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Response body (text)' })).toHaveTextContent(
      'no such thing',
    );
  });

  it('shows the network message when no answer comes', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderView();
    await sendTo(user, '/health');
    expect(await screen.findByTestId('api-explorer-status')).toHaveTextContent('No response');
    expect(screen.getByText('Network error')).toBeInTheDocument();
    expect(within(historyList()!).getByRole('button')).toHaveTextContent('No response');
  });

  it('copies the request as cURL with the absolute URL, headers and escaped body, never cookies', async () => {
    const { user } = renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'PATCH');
    await fill(user, endpointField(), '/api/v1/organizations/org-1');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Request body (JSON)' }),
      `{"name": "O'Brien"}`,
    );
    await user.click(sendButton());
    await screen.findByTestId('api-explorer-status');
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    expect(await screen.findByText('cURL command copied to clipboard!')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("curl -X PATCH 'https://portal.example/api/v1/organizations/org-1'");
    expect(copied).toContain("-H 'X-CSRF: 1'");
    expect(copied).toContain(`--data-raw '{"name":"O'\\''Brien"}'`);
    expect(copied).not.toMatch(/cookie/i);
  });
});

describe('history', () => {
  it('keeps the latest 10, newest first, across a reload', async () => {
    // Ten older requests already stored (the pure cap is tested in explorer-history.test.ts).
    const older = Array.from({ length: 10 }, (_, i) => ({
      id: `old-${i + 1}`,
      method: 'GET',
      endpoint: `/api/v1/r${10 - i}`,
      params: {},
      body: '',
      status: 200,
      statusText: 'OK',
      durationMs: 5,
      time: '2025-01-02T03:04:05.000Z',
    }));
    localStorage.setItem(
      EXPLORER_HISTORY_STORAGE_KEY,
      JSON.stringify({ owner: 'u1', entries: older }),
    );
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Oops' }));
    const { user, unmount } = renderView();
    expect(within(historyList()!).getAllByRole('button')).toHaveLength(10);

    await sendTo(user, '/api/v1/r11');
    await screen.findByTestId('api-explorer-status');
    const items = within(historyList()!).getAllByRole('button');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('GET/api/v1/r11');
    expect(items[0]).toHaveTextContent('✕ 500');
    expect(items[0]).toHaveTextContent(/\d+ ms/);
    expect(items[1]).toHaveTextContent('/api/v1/r10');
    expect(items[9]).toHaveTextContent('/api/v1/r2');
    expect(screen.getByText('(10 of 10)')).toBeInTheDocument();

    unmount();
    const stored = JSON.parse(localStorage.getItem(EXPLORER_HISTORY_STORAGE_KEY) ?? '{}');
    expect(stored.owner).toBe('u1');
    expect(stored.entries).toHaveLength(10);
    expect(stored.entries[0]).toMatchObject({ endpoint: '/api/v1/r11', status: 500 });
    renderView(); // a fresh store reads it back
    expect(within(historyList()!).getAllByRole('button')[0]).toHaveTextContent('/api/v1/r11');
  });

  it('restores the whole request of an entry', async () => {
    const { user } = renderView();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'DELETE');
    await fill(user, endpointField(), '/api/v1/organizations/org-1/domains');
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Request body (JSON)' }),
      '{"domain": "a.example"}',
    );
    await user.click(sendButton());
    await screen.findByTestId('api-explorer-status');

    await user.click(screen.getByRole('button', { name: /^Health Check/ }));
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('GET');

    await user.click(within(historyList()!).getByRole('button'));
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('DELETE');
    expect(endpointField()).toHaveValue('/api/v1/organizations/org-1/domains');
    expect(endpointField()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Request body (JSON)' })).toHaveValue(
      '{"domain": "a.example"}',
    );
  });

  it('restores GET query parameters', async () => {
    const { user } = renderView();
    await fill(user, endpointField(), '/api/v1/agencies');
    await fill(user, screen.getByRole('textbox', { name: 'skipToken' }), 'tok');
    await user.click(sendButton());
    await screen.findByTestId('api-explorer-status');
    await user.clear(screen.getByRole('textbox', { name: 'skipToken' }));
    await user.click(within(historyList()!).getByRole('button'));
    expect(screen.getByRole('textbox', { name: 'skipToken' })).toHaveValue('tok');
  });

  it('Clear History empties the list and the storage', async () => {
    const { user } = renderView();
    expect(screen.getByRole('button', { name: 'Clear History' })).toBeDisabled();
    await sendTo(user, '/health');
    await screen.findByTestId('api-explorer-status');
    await user.click(screen.getByRole('button', { name: 'Clear History' }));
    expect(historyList()).not.toBeInTheDocument();
    expect(screen.getByText(/No requests yet/)).toBeInTheDocument();
    expect(localStorage.getItem(EXPLORER_HISTORY_STORAGE_KEY)).toBeNull();
  });

  it("never shows or extends another user's history", async () => {
    const { user, unmount } = renderView({ userId: 'someone-else' });
    await sendTo(user, '/api/v1/their-secret');
    await screen.findByTestId('api-explorer-status');
    unmount();

    const mine = renderView({ userId: 'u1' });
    expect(screen.getByText(/No requests yet/)).toBeInTheDocument();
    await sendTo(mine.user, '/health');
    await screen.findByTestId('api-explorer-status');
    const items = within(historyList()!).getAllByRole('button');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('/health');
    expect(localStorage.getItem(EXPLORER_HISTORY_STORAGE_KEY)).not.toContain('their-secret');
  });

  it('ignores a corrupt stored history', () => {
    localStorage.setItem(EXPLORER_HISTORY_STORAGE_KEY, '{not json');
    renderView();
    expect(screen.getByText(/No requests yet/)).toBeInTheDocument();
  });
});
