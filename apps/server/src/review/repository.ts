import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems, reviews } from '../db/schema';

const itemColumns = {
  problemId: reviews.problemId,
  title: problems.title,
  difficulty: problems.difficulty,
  dueAt: reviews.dueAt,
};

/** How many due and upcoming reviews the queue lists at most. */
const DUE_SHOWN = 200;
const UPCOMING_SHOWN = 20;

/** Only this module queries reviews (problems/repository.ts adds the first one on a solve). */
export function reviewsRepository(db: Database) {
  return {
    /** Enabled reviews due before `dueBefore` (the next UTC midnight), and the next ones after. */
    async queue(userId: string, dueBefore: Date) {
      const mine = and(eq(reviews.userId, userId), eq(reviews.enabled, true));
      const [due, upcoming] = await Promise.all([
        db
          .select(itemColumns)
          .from(reviews)
          .innerJoin(problems, eq(problems.id, reviews.problemId))
          .where(and(mine, lt(reviews.dueAt, dueBefore)))
          .orderBy(asc(reviews.dueAt), asc(reviews.problemId))
          .limit(DUE_SHOWN),
        db
          .select(itemColumns)
          .from(reviews)
          .innerJoin(problems, eq(problems.id, reviews.problemId))
          .where(and(mine, gte(reviews.dueAt, dueBefore)))
          .orderBy(asc(reviews.dueAt), asc(reviews.problemId))
          .limit(UPCOMING_SHOWN),
      ]);
      return { due, upcoming };
    },

    async find(userId: string, problemId: string) {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.problemId, problemId)))
        .limit(1);
      return row;
    },

    async update(
      userId: string,
      problemId: string,
      fields: Partial<
        Pick<
          typeof reviews.$inferInsert,
          'dueAt' | 'intervalDays' | 'step' | 'enabled' | 'lastGradedAt'
        >
      >,
    ) {
      const [row] = await db
        .update(reviews)
        .set(fields)
        .where(and(eq(reviews.userId, userId), eq(reviews.problemId, problemId)))
        .returning();
      return row;
    },

    async problemCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(problems);
      return Number(row?.n ?? 0);
    },

    /** The problem at this place in a stable order (by id), for the problem of the day. */
    async problemAt(index: number) {
      const [row] = await db
        .select({ _id: problems.id, title: problems.title, difficulty: problems.difficulty })
        .from(problems)
        .orderBy(asc(problems.id))
        .offset(index)
        .limit(1);
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
