// The fuzz suites' view of the stored data: the change counter they trust to skip a full read
// must move with every committed write, or they would stop seeing writes at all.
import { describe, expect, it } from 'vitest';
import { databaseFileFor } from '../demo-backend/store/data-store';
import { makeBackend, signedInClients } from './demo-backend-support';
import { changeCounterOf, storedDataHash, storedDataWatch } from './stored-data';

describe('stored data, as the fuzz suites read it', () => {
  it('sees a committed write at once, and a read as no change', async () => {
    const { app, dataFile } = makeBackend();
    const as = await signedInClients(app);
    const database = databaseFileFor(dataFile);
    const watch = storedDataWatch(dataFile);
    const first = watch();
    const counter = changeCounterOf(database);
    expect(first).toBe(storedDataHash(dataFile));

    const organizations = (await as.admin.get('/api/v1/organizations').expect(200)).body as {
      id: string;
    }[];
    expect(changeCounterOf(database)).toBe(counter);
    expect(watch()).toBe(first);

    const id = organizations.at(-1)!.id;
    await as.admin.send('delete', `/api/v1/organizations/${id}`).expect(204);
    expect(changeCounterOf(database)).not.toBe(counter);
    expect(watch()).not.toBe(first);
    expect(watch()).toBe(storedDataHash(dataFile));
  });
});
