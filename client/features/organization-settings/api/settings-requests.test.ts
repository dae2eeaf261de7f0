// The settings calls as the backend sees them: paths, methods, the exact JSON, and the 404
// fallback of SPEC §4.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultOrganizationSettings } from '@shared/schemas';
import { ApiError } from '../../../lib/api-client';
import { getOrganizationSettings } from './get-organization-settings';
import { renamePayload, saveOrganizationSettings } from './save-organization-settings';
import { loadSettingsFailure, saveSettingsFailure } from '../settings-messages';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function stubFetch(answer: (sent: Sent) => { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request: Sent = {
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      const { status, body } = answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        statusText: 'Status',
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const monsters = {
  id: 'o-m',
  name: 'Monsters Inc',
  slug: 'monsters',
  domains: ['monsters.example'],
  status: 'active',
};

describe('getOrganizationSettings', () => {
  it('returns the document the backend holds', async () => {
    const stored = defaultOrganizationSettings({
      id: 'o-a',
      name: 'Acme',
      slug: 'acme',
      domains: [],
    });
    stored.settings.security.sessionTimeout = 240;
    const sent = stubFetch(() => ({ status: 200, body: stored }));
    const loaded = await getOrganizationSettings('o-a');
    expect(loaded).toEqual({ document: stored, fromDefaults: false, etag: null, tree: null });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/organizations/o-a/settings',
    ]);
  });

  it('falls back silently to the defaults with name, slug and domains of the organization on a 404', async () => {
    const sent = stubFetch((r) =>
      r.path.endsWith('/settings')
        ? { status: 404, body: { message: 'no settings' } }
        : { status: 200, body: monsters },
    );
    const loaded = await getOrganizationSettings('o-m');
    expect(loaded.fromDefaults).toBe(true);
    expect(loaded.document).toEqual(
      defaultOrganizationSettings({
        id: 'o-m',
        name: 'Monsters Inc',
        slug: 'monsters',
        domains: ['monsters.example'],
      }),
    );
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/organizations/o-m/settings',
      'GET /api/v1/organizations/o-m',
    ]);
  });

  it('fails on any other error, without asking for the organization', async () => {
    const sent = stubFetch(() => ({ status: 500 }));
    const error = await getOrganizationSettings('o-a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(loadSettingsFailure(error)).toBe('HTTP 500: Status');
    expect(sent).toHaveLength(1);
  });

  it('fails when the organization of a 404 cannot be read either', async () => {
    stubFetch((r) =>
      r.path.endsWith('/settings')
        ? { status: 404 }
        : { status: 404, body: { message: 'Organization o-x not found' } },
    );
    const error = await getOrganizationSettings('o-x').catch((e: unknown) => e);
    expect(loadSettingsFailure(error)).toBe('Organization o-x not found');
  });
});

describe('load and save messages', () => {
  it('uses the error message, else the SPEC fallback', () => {
    expect(loadSettingsFailure(new ApiError('Network error', 0))).toBe('Network error');
    expect(loadSettingsFailure(new Error(''))).toBe('Failed to load organization settings');
    expect(loadSettingsFailure('odd')).toBe('Failed to load organization settings');
    expect(
      saveSettingsFailure(new ApiError('sessionTimeout must be between 30 and 1440 minutes', 400)),
    ).toBe('Failed to save settings: sessionTimeout must be between 30 and 1440 minutes');
  });
});

describe('saveOrganizationSettings', () => {
  const document = defaultOrganizationSettings({
    id: 'o-m',
    name: 'Monsters Inc',
    slug: 'monsters',
    domains: [],
  });

  it('PATCHes the whole document, exactly, and takes the saved answer', async () => {
    const sent = stubFetch((r) => ({ status: 200, body: r.body }));
    const saved = await saveOrganizationSettings({ document, loadedName: 'Monsters Inc' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.path).toBe('/api/v1/organizations/o-m/settings');
    expect(JSON.stringify(sent[0]?.body)).toBe(JSON.stringify(document));
    expect(saved).toEqual({ document, etag: null, tree: null });
  });

  it('keeps the sent document when the answer is not a document', async () => {
    stubFetch(() => ({ status: 204 }));
    expect(await saveOrganizationSettings({ document, loadedName: 'Monsters Inc' })).toEqual({
      document,
      etag: null,
      tree: null,
    });
  });

  it('renames the organization first when the name changed, keeping its status', async () => {
    const sent = stubFetch((r) =>
      r.method === 'GET'
        ? { status: 200, body: { ...monsters, status: 'suspended' } }
        : { status: 200, body: r.body },
    );
    await saveOrganizationSettings({
      document: { ...document, name: 'Monsters Incorporated' },
      loadedName: 'Monsters Inc',
    });
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['GET', '/api/v1/organizations/o-m', undefined],
      [
        'PATCH',
        '/api/v1/organizations/o-m',
        { name: 'Monsters Incorporated', status: 'suspended' },
      ],
      [
        'PATCH',
        '/api/v1/organizations/o-m/settings',
        { ...document, name: 'Monsters Incorporated' },
      ],
    ]);
  });

  it('does not save the settings when the rename fails', async () => {
    const sent = stubFetch((r) =>
      r.method === 'GET'
        ? { status: 200, body: monsters }
        : { status: 409, body: { message: 'Name taken' } },
    );
    const error = await saveOrganizationSettings({
      document: { ...document, name: 'Acme' },
      loadedName: 'Monsters Inc',
    }).catch((e: unknown) => e);
    expect(saveSettingsFailure(error)).toBe('Failed to save settings: Name taken');
    expect(sent.filter((r) => r.path.endsWith('/settings'))).toHaveLength(0);
  });

  it('a rename sends a known status, Active when missing or unknown', () => {
    expect(renamePayload({ status: 'inactive' }, 'X')).toEqual({ name: 'X', status: 'inactive' });
    expect(renamePayload({}, 'X')).toEqual({ name: 'X', status: 'active' });
    expect(renamePayload({ status: 'pending' }, 'X')).toEqual({ name: 'X', status: 'active' });
  });
});
