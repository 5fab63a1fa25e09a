import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema';

/** Only this module queries the sessions table. */
export function sessionsRepository(db: Database) {
  return {
    async insert(
      session: Pick<SessionRow, 'tokenHash' | 'userId' | 'expiresAt' | 'refreshedAt'>,
    ): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The live session with its user, or undefined when unknown or expired. */
    async findLive(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async extend(tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, refreshedAt: now })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Every session of the user but one (the one changing the password). */
    async deleteOthersOf(userId: string, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },

    /** Returns how many expired sessions were deleted. */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
