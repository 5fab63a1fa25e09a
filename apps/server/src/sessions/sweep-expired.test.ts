import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../test-support/test-databases';
import { usersRepository } from '../users/repository';
import { hashToken, sessionService } from './session-service';
import { startExpiredSessionSweeps } from './sweep-expired';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('expired-session sweeps on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;
  const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const user = await usersRepository(database.db).insert({
      firstName: 'Sweeper',
      email: `sweep-${kind}@example.com`,
      passwordHash: 'x',
    });
    userId = user?.id ?? '';
  });
  afterAll(() => database.destroy());

  /** A session started `daysAgo` days ago with a 7-day lifetime. */
  const startSession = (daysAgo: number) =>
    sessionService(database.db, 7, () => new Date(Date.now() - daysAgo * DAY)).start(userId);
  const storedHashes = async () =>
    (await database.db.query.sessions.findMany()).map((row) => row.tokenHash);

  it('deletes expired sessions at start, then periodically, and keeps live ones', async () => {
    const expired = await startSession(30);
    const live = await startSession(1);
    const sessions = sessionService(database.db, 7);

    const stop = await startExpiredSessionSweeps(sessions, log, 25);
    try {
      expect(await storedHashes()).not.toContain(hashToken(expired.token));
      expect(await storedHashes()).toContain(hashToken(live.token));

      const expiredLater = await startSession(8);
      await vi.waitFor(async () =>
        expect(await storedHashes()).not.toContain(hashToken(expiredLater.token)),
      );
      expect(await storedHashes()).toContain(hashToken(live.token));
    } finally {
      stop();
    }
  });
});
