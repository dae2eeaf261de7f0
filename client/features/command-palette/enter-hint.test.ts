import { describe, expect, it } from 'vitest';
import { enterHint } from './command-palette';

describe("the palette footer's Enter hint (issue #34 item 7)", () => {
  it('says where Enter goes before it is pressed', () => {
    const action = { type: 'navigate', href: '/x' } as const;
    expect(enterHint({ id: 'org:1', kind: 'Organization', label: 'Beta Labs', action })).toBe(
      "opens Beta Labs's settings",
    );
    expect(enterHint({ id: 'u', kind: 'People', label: 'Grace Hopper', action })).toBe(
      "opens Grace Hopper's page",
    );
    expect(
      enterHint({
        id: 's',
        kind: 'Action',
        label: 'Switch organization to Beta Labs',
        action: { type: 'switch-organization', organizationId: 'b' },
      }),
    ).toBe('switches organization to Beta Labs');
  });
});
