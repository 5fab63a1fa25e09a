import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { sessionsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResolvedSession {
  user: UserRow;
  expiresAt: Date;
  /** True when the expiry moved, so the cookie should be sent again with the new lifetime. */
  refreshed: boolean;
}

export function sessionService(
  db: Database,
  ttlDays: number,
  clock: () => Date = () => new Date(),
) {
  const repository = sessionsRepository(db);
  const ttlMs = ttlDays * DAY_MS;

  return {
    ttlMs,

    /** Creates a session and returns the opaque token for the cookie; only its hash is stored. */
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await repository.insert({ tokenHash: hashToken(token), userId, expiresAt, refreshedAt: now });
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<ResolvedSession | undefined> {
      const now = clock();
      const tokenHash = hashToken(token);
      const found = await repository.findLive(tokenHash, now);
      if (!found) return undefined;
      if (now.getTime() - found.session.refreshedAt.getTime() < REFRESH_AFTER_MS) {
        return { user: found.user, expiresAt: found.session.expiresAt, refreshed: false };
      }
      const expiresAt = new Date(now.getTime() + ttlMs);
      await repository.extend(tokenHash, expiresAt, now);
      return { user: found.user, expiresAt, refreshed: true };
    },

    revoke: (token: string) => repository.delete(hashToken(token)),

    removeExpired: () => repository.deleteExpired(clock()),
  };
}

export type SessionService = ReturnType<typeof sessionService>;
