// DESIGN resolution 19: every permission and policy of shared/permissions.ts gates something
// real. A name counts as used when a client or server source (tests aside) names it in quotes
// (a route's requirement, a button's usePolicy, a server check); a permission also counts when
// a used policy lists it. One that nothing uses fails here, by name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_POLICIES, PERMISSIONS, POLICIES } from '@shared/permissions';
import { filesUnder } from './lib/files-under';

const ROOT = path.resolve(import.meta.dirname, '..');

const text = ['client', 'server']
  .flatMap((dir) => filesUnder(path.join(ROOT, dir)))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const named = (name: string) => text.includes(`'${name}'`) || text.includes(`"${name}"`);

function unusedNames(): { permissions: string[]; policies: string[] } {
  const policies = [...Object.keys(POLICIES), ...Object.keys(ADMINISTRATOR_POLICIES)];
  const usedPolicies = new Set(policies.filter(named));
  const throughPolicies = new Set(
    Object.entries(POLICIES)
      .filter(([policy]) => usedPolicies.has(policy))
      .flatMap(([, permissions]) => permissions as readonly string[]),
  );
  return {
    permissions: PERMISSIONS.filter((p) => !named(p) && !throughPolicies.has(p)),
    policies: policies.filter((policy) => !usedPolicies.has(policy)),
  };
}

describe('every permission and policy gates something (resolution 19)', () => {
  it('finds each one named by a route, a button or a server check', () => {
    expect(unusedNames()).toEqual({ permissions: [], policies: [] });
  });

  it('would see a name nothing uses', () => {
    expect(named('organizations:read')).toBe(true);
    expect(named('no-such:permission')).toBe(false);
  });
});
