import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { createSeedData } from '../seed/seed';
import { committedIndex } from './organization-index';

describe('committedIndex', () => {
  const seeded = createSeedData();

  it('is kept across a change that leaves the organizations and their links as they were', () => {
    const before = committedIndex(seeded);
    // A sign-in or an audit event: another list changes, the organizations do not.
    const next = produce(seeded, (draft) => {
      draft.sessions.push({ ...draft.sessions[0]!, key: 'another-session' });
    });
    expect(next).not.toBe(seeded);
    expect(committedIndex(next)).toBe(before);
  });

  it('is built again when an organization changes', () => {
    const before = committedIndex(seeded);
    const [first] = seeded.organizations;
    const renamed = produce(seeded, (draft) => {
      draft.organizations[0]!.name = 'Renamed Org';
    });
    const after = committedIndex(renamed);
    expect(after).not.toBe(before);
    expect(after.byId.get(first!.id)?.name).toBe('Renamed Org');
    expect(committedIndex(seeded).byId.get(first!.id)?.name).toBe(first!.name);
  });

  it('is built again when a managed link goes', () => {
    const [link] = seeded.managedLinks;
    expect(committedIndex(seeded).managedByParent.get(link!.organizationId)).toContain(
      link!.managedOrganizationId,
    );
    const unlinked = produce(seeded, (draft) => {
      draft.managedLinks.splice(0, 1);
    });
    expect(committedIndex(unlinked).managedByParent.get(link!.organizationId) ?? []).not.toContain(
      link!.managedOrganizationId,
    );
  });
});
