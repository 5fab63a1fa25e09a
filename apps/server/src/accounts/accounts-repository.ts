import { randomUUID } from 'node:crypto';
import { DELETED_USER_NAME } from '@grindstone/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountTokens,
  assignmentExtensions,
  classMembers,
  problemLists,
  problemNotes,
  reviews,
  sessions,
  userIdentities,
  users,
} from '../db/schema';
import { NO_PASSWORD } from './unusable-password';

/** The writes of resets, confirmations and deletions on the user and the rows around it. */
export function accountsRepository(db: Database) {
  return {
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Only the first proof counts; a later one keeps the original date. */
    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    /** Every session of the user, the caller's included (a reset, a deletion). */
    async endAllSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** When this session began: a password-less account's deletion needs a recent sign-in. */
    async sessionStartedAt(tokenHash: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row?.createdAt;
    },

    /**
     * Deletes an account: the row stays, so that forum posts and comments keep an author (shown as
     * "deleted user") and submissions their foreign key, but nothing personal is left in it. The
     * e-mail becomes a unique address under `.invalid` (a reserved name no mail reaches), so the
     * real address can register again; the password can match nothing. Everything that is only
     * the learner's own goes: sessions, linked sign-ins, links, class memberships (classes' views
     * are built from them, so the submissions leave those views), lists, notes, reviews.
     */
    async scrub(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          firstName: DELETED_USER_NAME,
          lastName: '',
          email: `deleted-${randomUUID()}@deleted.invalid`,
          passwordHash: NO_PASSWORD,
          profileImage: '',
          bio: '',
          location: '',
          github: '',
          age: null,
          role: 'user',
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
      await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await db.delete(classMembers).where(eq(classMembers.userId, userId));
      await db.delete(assignmentExtensions).where(eq(assignmentExtensions.userId, userId));
      await db.delete(problemLists).where(eq(problemLists.userId, userId));
      await db.delete(problemNotes).where(eq(problemNotes.userId, userId));
      await db.delete(reviews).where(eq(reviews.userId, userId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
