import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

export type NewUser = Pick<UserRow, 'firstName' | 'email' | 'passwordHash'> &
  Partial<Pick<UserRow, 'role'>>;

export type ProfileChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'age' | 'bio' | 'github' | 'location' | 'profileImage'>
>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Only this module queries the users table. */
export function usersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normaliseEmail(email)))
        .limit(1);
      return row;
    },

    /** Returns undefined when the e-mail is already taken (the unique index decides, not a race). */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, id: randomUUID(), email: normaliseEmail(user.email) })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setRole(id: string, role: UserRow['role']): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** The admin's user list: live accounts matching `query` by name or e-mail, oldest first. */
    async search(query: string | undefined, offset: number, limit: number) {
      const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        isNull(users.deletedAt),
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
