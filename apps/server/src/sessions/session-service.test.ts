import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../test-support/test-databases';
import { usersRepository } from '../users/repository';
import { sessionService } from './session-service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;
  let now = new Date('2026-01-01T00:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const user = await usersRepository(database.db).insert({
      firstName: 'Session',
      email: `session-${kind}@example.com`,
      passwordHash: 'x',
    });
    userId = user?.id ?? '';
  });
  afterAll(() => database.destroy());

  it('stores only a hash of the token', async () => {
    const sessions = sessionService(database.db, 7, clock);
    const { token } = await sessions.start(userId);
    const rows = await database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('slides the expiry forward on use and expires after the TTL of inactivity', async () => {
    const sessions = sessionService(database.db, 7, clock);
    now = new Date('2026-02-01T00:00:00Z');
    const { token, expiresAt } = await sessions.start(userId);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * DAY);

    now = new Date(now.getTime() + 6 * DAY);
    const used = await sessions.resolve(token);
    expect(used?.refreshed).toBe(true);
    expect(used?.expiresAt.getTime()).toBe(now.getTime() + 7 * DAY);

    now = new Date(now.getTime() + 6 * DAY);
    expect(await sessions.resolve(token)).toBeDefined();

    now = new Date(now.getTime() + 8 * DAY);
    expect(await sessions.resolve(token)).toBeUndefined();
  });

  it('does not write on every request within the refresh interval', async () => {
    const sessions = sessionService(database.db, 7, clock);
    const { token } = await sessions.start(userId);
    now = new Date(now.getTime() + 10 * 60 * 1000);
    expect((await sessions.resolve(token))?.refreshed).toBe(false);
  });

  it('forgets a revoked session', async () => {
    const sessions = sessionService(database.db, 7, clock);
    const { token } = await sessions.start(userId);
    await sessions.revoke(token);
    expect(await sessions.resolve(token)).toBeUndefined();
  });
});
