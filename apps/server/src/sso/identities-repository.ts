import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, userIdentities, users } from '../db/schema';

/** Only this module queries the user_identities table: (issuer, subject) → user. */
export function identitiesRepository(db: Database) {
  return {
    async findUser(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.user;
    },

    /** Links the provider's account to the user; a link that already exists is kept as it is. */
    async link(issuer: string, subject: string, userId: string): Promise<void> {
      await db.insert(userIdentities).values({ issuer, subject, userId }).onConflictDoNothing();
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof identitiesRepository>;
