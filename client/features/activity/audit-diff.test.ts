import { describe, expect, it } from 'vitest';
import { diffRows, fieldLabel, valueText } from './audit-diff';

describe('diffRows', () => {
  it('reads a role change as a changed list with what came and went', () => {
    expect(diffRows([{ field: 'roles', before: ['User'], after: ['Manager', 'User'] }])).toEqual([
      {
        field: 'roles',
        kind: 'changed',
        before: 'User',
        after: 'Manager, User',
        added: ['Manager'],
        removed: [],
      },
    ]);
  });

  it('names additions and removals by empty sides', () => {
    const [added, removed] = diffRows([
      { field: 'name', before: null, after: 'Acme' },
      { field: 'managedOrganization', before: 'Globex', after: null },
    ]);
    expect(added).toMatchObject({ kind: 'added', before: '(empty)', after: 'Acme' });
    expect(removed).toMatchObject({ kind: 'removed', before: 'Globex', after: '(empty)' });
  });

  it('shows booleans, numbers and objects as text', () => {
    expect(valueText(false)).toBe('false');
    expect(valueText(480)).toBe('480');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(diffRows(undefined)).toEqual([]);
  });
});

describe('fieldLabel', () => {
  it('turns dotted camelCase paths into words', () => {
    expect(fieldLabel('security.sessionTimeout')).toBe('Security › Session timeout');
    expect(fieldLabel('managedOrganization')).toBe('Managed organization');
  });
});
