// POST and PATCH /api/v1/agencies (issue #23): who may, the shared rules as 400s, duplicates
// as 409, edits of extra fields (null removes), and the activity record.
import { describe, expect, it } from 'vitest';
import { AGENCY_FIELDS_MAX } from '@shared/agency-rules';
import { signedInBackend } from '../../test/demo-backend-support';

const { as } = signedInBackend();

const NEW_AGENCY = {
  name: 'Peoria County Sheriff',
  stateOrProvince: 'IL',
  fields: { agencyType: 'Law Enforcement', phone: '+1 309 555 0100' },
};

describe('POST /api/v1/agencies', () => {
  it('creates an agency an Administrator then finds and opens', async () => {
    const created = (await as.admin.send('post', '/api/v1/agencies', NEW_AGENCY).expect(201)).body;
    expect(created).toMatchObject({
      name: 'Peoria County Sheriff',
      stateOrProvince: 'IL',
      agencyType: 'Law Enforcement',
      phone: '+1 309 555 0100',
    });
    const found = (await as.user.get('/api/v1/agencies?name=peoria').expect(200)).body;
    expect(found).toEqual([created]);
    await as.user.get(`/api/v1/agencies/${created.id}?stateOrProvince=IL`).expect(200);
    const events = (
      await as.admin.get(`/api/v1/audit-events?action=agency.&targetId=${created.id}`).expect(200)
    ).body.items;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'agency.created',
      target: { type: 'agency', name: 'Peoria County Sheriff' },
    });
  });

  it('is refused to Managers and Users (agencies:write)', async () => {
    for (const who of ['manager', 'user'] as const) {
      const body = (await as[who].send('post', '/api/v1/agencies', NEW_AGENCY).expect(403)).body;
      expect(body.message).toBe('Your role does not allow this; it needs agencies:write');
    }
  });

  it('answers the shared rules as 400s naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ stateOrProvince: 'IL' }, 'name must be a string'],
      [{ name: '  ', stateOrProvince: 'IL' }, 'name is required'],
      [{ name: 'Ok', stateOrProvince: 'IL', extra: 1 }, 'Unknown field: extra'],
      [
        { name: 'A\u202Eb', stateOrProvince: 'IL' },
        'Agency name must not contain invisible or text-direction characters.',
      ],
      [
        { name: 'Ok', stateOrProvince: 'IL', fields: { '1st': 'x' } },
        'Field name must start with a letter and hold only letters, digits or _ (at most 64).',
      ],
      [
        { name: 'Ok', stateOrProvince: 'IL', fields: { name: 'x' } },
        'Field name name is taken by the agency itself.',
      ],
      [
        { name: 'Ok', stateOrProvince: 'IL', fields: { notes: 'x'.repeat(501) } },
        'notes must be at most 500 characters (it has 501).',
      ],
      [
        {
          name: 'Ok',
          stateOrProvince: 'IL',
          fields: Object.fromEntries(
            Array.from({ length: AGENCY_FIELDS_MAX + 1 }, (_, i) => [`f${i}`, 'x']),
          ),
        },
        `An agency holds at most ${AGENCY_FIELDS_MAX} extra fields.`,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await as.admin.send('post', '/api/v1/agencies', body as object);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });

  it('refuses a second agency of the same name in the same state (409)', async () => {
    const body = (
      await as.admin
        .send('post', '/api/v1/agencies', {
          name: 'springfield  POLICE department',
          stateOrProvince: 'il',
        })
        .expect(409)
    ).body;
    expect(body.message).toBe('An agency named Springfield Police Department already exists in il');
  });
});

describe('PATCH /api/v1/agencies/{id}', () => {
  it('renames, moves and edits extra fields (null removes one)', async () => {
    const created = (
      await as.admin
        .send('post', '/api/v1/agencies', {
          name: 'Joliet Fire',
          stateOrProvince: 'IL',
          fields: { a: '1', b: '2' },
        })
        .expect(201)
    ).body;
    const updated = (
      await as.admin
        .send('patch', `/api/v1/agencies/${created.id}`, {
          name: 'Joliet Fire Department',
          fields: { a: null, b: 'two', c: '3' },
        })
        .expect(200)
    ).body;
    expect(updated).toEqual({
      id: created.id,
      name: 'Joliet Fire Department',
      stateOrProvince: 'IL',
      b: 'two',
      c: '3',
    });
    const event = (
      await as.admin.get(`/api/v1/audit-events?action=agency.updated&targetId=${created.id}`)
    ).body.items[0];
    expect(event.changes.map((change: { field: string }) => change.field).sort()).toEqual([
      'a',
      'b',
      'c',
      'name',
    ]);
  });

  it('answers 404 for an unknown agency and 403 for a Manager', async () => {
    await as.admin.send('patch', '/api/v1/agencies/nope', { name: 'X' }).expect(404);
    await as.manager.send('patch', '/api/v1/agencies/nope', { name: 'X' }).expect(403);
  });
});
