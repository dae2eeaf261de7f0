// The explorer's list of the calls the console knows (issue #24 item 10): each with its method,
// choosing one fills the form, and a method the console does not use on a path is pointed out.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApiExplorerView } from './api-explorer-view';
import { KNOWN_CALLS, bodyPlaceholderFor, knownMethodsFor } from './explorer-calls';

function renderView() {
  const user = userEvent.setup();
  render(
    <Provider store={createStore()}>
      <ApiExplorerView
        userId="u1"
        organizationId="org-1"
        organizationName="Acme Corp"
        origin="https://portal.example"
      />
    </Provider>,
  );
  return user;
}

const method = () => screen.getByRole('combobox', { name: 'Method' });
const endpoint = () => screen.getByRole('textbox', { name: 'Endpoint' });

describe('knownMethodsFor', () => {
  it("gives the console's methods for a path, placeholders matching one segment", () => {
    expect(knownMethodsFor('/api/v1/organizations/org-1/settings')).toEqual(['GET', 'PATCH']);
    expect(knownMethodsFor('/api/v1/organizations/org-1/users/u-7')).toEqual([
      'GET',
      'PUT',
      'DELETE',
    ]);
    expect(knownMethodsFor('/api/v1/provisioner/p-1/retry')).toEqual(['POST']);
    expect(knownMethodsFor('/api/v1/audit-events?limit=5')).toEqual(['GET']);
    expect(knownMethodsFor('/api/v1/provisioner/events')).toEqual(['GET']);
    expect(knownMethodsFor('/api/v1/nothing')).toEqual([]);
    expect(knownMethodsFor('/api/v1/organizations/a/b/settings')).toEqual([]);
  });

  it('lists every call of SPEC §7 and the extensions the console makes', () => {
    const listed = KNOWN_CALLS.map((call) => `${call.method} ${call.path}`);
    for (const call of [
      'PATCH /api/v1/organizations/{orgId}/settings',
      'PUT /api/v1/organizations/{orgId}/users/{userId}',
      'POST /api/v1/provisioner',
      'POST /api/v1/provisioner/{pipelineId}/retry',
      'POST /api/v1/provisioner/{pipelineId}/cancel',
      'GET /api/v1/provisioner/events',
      'GET /api/v1/audit-events',
      'GET /api/v1/audit-events/stats',
      'GET /api/v1/provisioner/stats',
      'DELETE /api/v1/organizations/{orgId}',
      'POST /api/v1/organizations/{orgId}/managed',
    ]) {
      expect(listed).toContain(call);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('Calls the console knows', () => {
  it('fills method, endpoint (with the selected organization) and an example body', async () => {
    const user = renderView();
    await user.click(screen.getByText(/^Calls the console knows/));
    await user.click(
      screen.getByRole('button', { name: 'Use PATCH /api/v1/organizations/{orgId}/settings' }),
    );
    expect(method()).toHaveValue('PATCH');
    expect(endpoint()).toHaveValue('/api/v1/organizations/org-1/settings');
    expect(endpoint()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Request body (JSON)' })).toHaveValue(
      '{\n  "settings": {}\n}',
    );

    await user.click(
      screen.getByRole('button', { name: 'Use POST /api/v1/provisioner/{pipelineId}/retry' }),
    );
    expect(method()).toHaveValue('POST');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Filled POST /api/v1/provisioner/{pipelineId}/retry. Replace {pipelineId} with an id.',
    );
  });

  it('says which method the console uses when another one is chosen for a known path', async () => {
    const user = renderView();
    await user.click(endpoint());
    await user.paste('/api/v1/organizations/org-1/settings');
    await user.selectOptions(method(), 'PUT');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The console sends GET or PATCH to this endpoint, not PUT.',
    );
    await user.selectOptions(method(), 'PATCH');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('the body placeholder (issue #34 item 9)', () => {
  it("is the known call's starting body, else a generic one", () => {
    expect(bodyPlaceholderFor('PATCH', '/auth/me')).toBe('{\n  "name": "Ada Admin"\n}');
    expect(bodyPlaceholderFor('POST', '/api/v1/organizations/org-1/users/u-7/suspend')).toContain(
      '"reason"',
    );
    expect(bodyPlaceholderFor('POST', '/api/v1/unknown')).toBe('{\n  "name": "value"\n}');
  });
});
