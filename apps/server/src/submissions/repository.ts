import { randomUUID } from 'node:crypto';
import { type Counterexample, JudgeStatus, judgeStatus } from '@grindstone/contract';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type SubmissionRow, submissions } from '../db/schema';

export type NewSubmission = Pick<SubmissionRow, 'userId' | 'problemId' | 'language' | 'code'> &
  Partial<Pick<SubmissionRow, 'contestId' | 'participantId'>>;
export type Verdict = Pick<
  SubmissionRow,
  'status' | 'statusId' | 'passed' | 'total' | 'runtimeSeconds' | 'memoryKb' | 'error'
> &
  Partial<Pick<SubmissionRow, 'failedTest' | 'score'>>;

export const PENDING = 'pending';
/** What a submission says when the judge failed while judging it, or it was left pending. */
export const INTERNAL_ERROR = judgeStatus(JudgeStatus.internalError);

/** Only this module queries submissions. */
export function submissionsRepository(db: Database) {
  return {
    async insertPending(submission: NewSubmission): Promise<string> {
      const id = randomUUID();
      await db.insert(submissions).values({ ...submission, id, status: PENDING });
      return id;
    },

    async recordVerdict(id: string, verdict: Verdict): Promise<void> {
      await db.update(submissions).set(verdict).where(eq(submissions.id, id));
    },

    async findById(id: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
      return row;
    },

    /** Keeps the finder's answer, so that asking again costs no judge time. */
    async recordCounterexample(id: string, counterexample: Counterexample): Promise<void> {
      await db.update(submissions).set({ counterexample }).where(eq(submissions.id, id));
    },

    /** Removes a submission the judge refused to take (busy): it was never judged. */
    async deletePending(id: string): Promise<void> {
      await db
        .delete(submissions)
        .where(and(eq(submissions.id, id), sql`${submissions.status} = ${PENDING}`));
    },

    /** Newest first. */
    /** The user's best points per problem scored by subtasks (submissions.score). */
    async bestScores(
      userId: string,
    ): Promise<Array<{ problemId: string; score: number; maxScore: number }>> {
      const points = (field: 'score' | 'maxScore') =>
        sql<number>`max((${submissions.score}->>${field})::double precision)`.mapWith(Number);
      return db
        .select({
          problemId: submissions.problemId,
          score: points('score'),
          maxScore: points('maxScore'),
        })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), isNotNull(submissions.score)))
        .groupBy(submissions.problemId);
    },

    async listFor(userId: string, problemId: string): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
        .orderBy(desc(submissions.createdAt))
        .limit(200);
    },

    /**
     * Marks submissions still pending from before `olderThan` (every pending one when null) as
     * Internal Error, so none stays pending forever after a crash or restart. Returns how many
     * were marked.
     */
    async failStalePending(olderThan: Date | null, error: string): Promise<number> {
      const pending = sql`${submissions.status} = ${PENDING}`;
      const marked = await db
        .update(submissions)
        .set({ status: INTERNAL_ERROR.description, statusId: INTERNAL_ERROR.id, error })
        .where(olderThan ? and(pending, lt(submissions.createdAt, olderThan)) : pending)
        .returning({ id: submissions.id });
      return marked.length;
    },
  };
}

export type SubmissionsRepository = ReturnType<typeof submissionsRepository>;
