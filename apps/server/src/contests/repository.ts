import { randomUUID } from 'node:crypto';
import { JudgeStatus, type Score } from '@grindstone/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type ContestRow,
  contestParticipants,
  contestProblems,
  contestRatings,
  contests,
  problems,
  submissions,
  users,
} from '../db/schema';
import type { BoardOutcome } from './standings';

export type ContestFields = Omit<ContestRow, 'id' | 'createdAt' | 'revealedAt' | 'finalisedAt'>;

export interface ContestProblemRow {
  id: string;
  title: string;
  difficulty: 'easy' | 'medium' | 'hard';
  position: number;
}

export interface ParticipationRow {
  id: string;
  contestId: string;
  userId: string;
  virtual: boolean;
  startsAt: Date;
  firstName: string;
  lastName: string;
}

export interface ContestSubmissionRow {
  id: string;
  participantId: string;
  problemId: string;
  createdAt: Date;
  statusId: number | null;
  status: string;
  /** On a problem with subtasks: the points earned. */
  score: Score | null;
}

/** A pass-fail problem's worth under IOI scoring, when accepted. */
export const PASS_FAIL_POINTS = 100;

/** The points a judged submission earned under IOI scoring: its subtasks', or all or nothing. */
export function pointsOf(row: Pick<ContestSubmissionRow, 'statusId' | 'score'>): number {
  if (row.score) return row.score.score;
  return row.statusId === JudgeStatus.accepted ? PASS_FAIL_POINTS : 0;
}

/** What a stored submission means for the board. */
export function outcomeOf(row: Pick<ContestSubmissionRow, 'status' | 'statusId'>): BoardOutcome {
  if (row.statusId === null) return 'judging';
  if (row.statusId === JudgeStatus.accepted) return 'accepted';
  // A compilation error or the judge's own failure is not a try (ICPC rules).
  if (row.statusId === JudgeStatus.compilationError || row.statusId === JudgeStatus.internalError) {
    return 'ignored';
  }
  return 'rejected';
}

const participationColumns = {
  id: contestParticipants.id,
  contestId: contestParticipants.contestId,
  userId: contestParticipants.userId,
  virtual: contestParticipants.virtual,
  startsAt: contestParticipants.startsAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

const submissionColumns = {
  id: submissions.id,
  participantId: sql<string>`${submissions.participantId}`,
  problemId: submissions.problemId,
  createdAt: submissions.createdAt,
  statusId: submissions.statusId,
  status: submissions.status,
  score: submissions.score,
};

/** Only this module queries the contest tables. */
export function contestsRepository(db: Database) {
  const repository = {
    async insert(fields: ContestFields, problemIds: string[]): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(contests).values({ ...fields, id });
        await tx
          .insert(contestProblems)
          .values(
            problemIds.map((problemId, position) => ({ contestId: id, problemId, position })),
          );
      });
      return id;
    },

    /** Changes only the given fields; `problemIds`, when given, replaces the list. */
    async update(id: string, fields: Partial<ContestFields>, problemIds?: string[]) {
      await db.transaction(async (tx) => {
        if (Object.keys(fields).length > 0) {
          await tx.update(contests).set(fields).where(eq(contests.id, id));
        }
        // Registered participants start with the contest: a moved start moves theirs.
        if (fields.startsAt) {
          await tx
            .update(contestParticipants)
            .set({ startsAt: fields.startsAt })
            .where(
              and(eq(contestParticipants.contestId, id), eq(contestParticipants.virtual, false)),
            );
        }
        if (problemIds) {
          await tx.delete(contestProblems).where(eq(contestProblems.contestId, id));
          await tx
            .insert(contestProblems)
            .values(
              problemIds.map((problemId, position) => ({ contestId: id, problemId, position })),
            );
        }
      });
    },

    async markRevealed(id: string, at: Date): Promise<void> {
      await db.update(contests).set({ revealedAt: at }).where(eq(contests.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(contests).where(eq(contests.id, id));
    },

    async findById(id: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
      return row;
    },

    async list(): Promise<ContestRow[]> {
      return db.select().from(contests).orderBy(desc(contests.startsAt)).limit(500);
    },

    async problemsOf(contestId: string): Promise<ContestProblemRow[]> {
      return db
        .select({
          id: problems.id,
          title: problems.title,
          difficulty: problems.difficulty,
          position: contestProblems.position,
        })
        .from(contestProblems)
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(eq(contestProblems.contestId, contestId))
        .orderBy(asc(contestProblems.position));
    },

    async problemCounts(contestIds: string[]): Promise<Map<string, number>> {
      if (contestIds.length === 0) return new Map();
      const rows = await db
        .select({ contestId: contestProblems.contestId, n: count() })
        .from(contestProblems)
        .where(inArray(contestProblems.contestId, contestIds))
        .groupBy(contestProblems.contestId);
      return new Map(rows.map((row) => [row.contestId, Number(row.n)]));
    },

    async participantCounts(contestIds: string[]): Promise<Map<string, number>> {
      if (contestIds.length === 0) return new Map();
      const rows = await db
        .select({ contestId: contestParticipants.contestId, n: count() })
        .from(contestParticipants)
        .where(
          and(
            inArray(contestParticipants.contestId, contestIds),
            eq(contestParticipants.virtual, false),
          ),
        )
        .groupBy(contestParticipants.contestId);
      return new Map(rows.map((row) => [row.contestId, Number(row.n)]));
    },

    /** The user's participations in these contests, official first. */
    async participationsOf(userId: string, contestIds: string[]): Promise<ParticipationRow[]> {
      if (contestIds.length === 0) return [];
      return db
        .select(participationColumns)
        .from(contestParticipants)
        .innerJoin(users, eq(users.id, contestParticipants.userId))
        .where(
          and(
            eq(contestParticipants.userId, userId),
            inArray(contestParticipants.contestId, contestIds),
          ),
        )
        .orderBy(asc(contestParticipants.virtual));
    },

    /** Adds the participation unless it exists; answers whether it was added. */
    async addParticipant(row: {
      contestId: string;
      userId: string;
      virtual: boolean;
      startsAt: Date;
    }): Promise<string | null> {
      const id = randomUUID();
      const inserted = await db
        .insert(contestParticipants)
        .values({ ...row, id })
        .onConflictDoNothing()
        .returning({ id: contestParticipants.id });
      return inserted.length > 0 ? id : null;
    },

    async participantById(id: string): Promise<ParticipationRow | undefined> {
      const [row] = await db
        .select(participationColumns)
        .from(contestParticipants)
        .innerJoin(users, eq(users.id, contestParticipants.userId))
        .where(eq(contestParticipants.id, id))
        .limit(1);
      return row;
    },

    async participantsOf(contestId: string): Promise<ParticipationRow[]> {
      return db
        .select(participationColumns)
        .from(contestParticipants)
        .innerJoin(users, eq(users.id, contestParticipants.userId))
        .where(eq(contestParticipants.contestId, contestId));
    },

    async submissionsOf(contestId: string): Promise<ContestSubmissionRow[]> {
      return db
        .select(submissionColumns)
        .from(submissions)
        .where(and(eq(submissions.contestId, contestId), isNotNull(submissions.participantId)))
        .orderBy(asc(submissions.createdAt), asc(submissions.id));
    },

    async contestSubmission(id: string): Promise<ContestSubmissionRow | undefined> {
      const [row] = await db
        .select(submissionColumns)
        .from(submissions)
        .where(and(eq(submissions.id, id), isNotNull(submissions.participantId)))
        .limit(1);
      return row;
    },

    async hasSubmissions(contestId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.contestId, contestId))
        .limit(1);
      return row !== undefined;
    },

    /** The user's own submissions in the contest, newest first. */
    async ownSubmissions(contestId: string, userId: string) {
      return db
        .select({
          id: submissions.id,
          problemId: submissions.problemId,
          language: submissions.language,
          status: submissions.status,
          statusId: submissions.statusId,
          createdAt: submissions.createdAt,
          virtual: contestParticipants.virtual,
          startsAt: contestParticipants.startsAt,
        })
        .from(submissions)
        .innerJoin(contestParticipants, eq(contestParticipants.id, submissions.participantId))
        .where(and(eq(submissions.contestId, contestId), eq(submissions.userId, userId)))
        .orderBy(desc(submissions.createdAt))
        .limit(500);
    },

    /** Applies a finalised contest's ratings: the history rows and every user's new rating. */
    async finalise(
      contestId: string,
      at: Date,
      ratings: Array<{ userId: string; rank: number; ratingBefore: number; ratingAfter: number }>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(contests)
          .set({ finalisedAt: at, revealedAt: sql`coalesce(${contests.revealedAt}, ${at})` })
          .where(and(eq(contests.id, contestId), sql`${contests.finalisedAt} is null`))
          .returning({ id: contests.id });
        if (claimed.length === 0) return false;
        if (ratings.length > 0) {
          await tx.insert(contestRatings).values(ratings.map((row) => ({ ...row, contestId })));
          for (const row of ratings) {
            await tx.update(users).set({ rating: row.ratingAfter }).where(eq(users.id, row.userId));
          }
        }
        return true;
      });
    },

    async ratingsOf(userIds: string[]): Promise<Map<string, number | null>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, rating: users.rating })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.rating]));
    },

    async ratingHistory(userId: string) {
      return db
        .select({
          contestId: contestRatings.contestId,
          title: contests.title,
          endsAt: contests.endsAt,
          rank: contestRatings.rank,
          ratingBefore: contestRatings.ratingBefore,
          ratingAfter: contestRatings.ratingAfter,
        })
        .from(contestRatings)
        .innerJoin(contests, eq(contests.id, contestRatings.contestId))
        .where(eq(contestRatings.userId, userId))
        .orderBy(asc(contests.endsAt));
    },
  };
  return repository;
}

export type ContestsRepository = ReturnType<typeof contestsRepository>;
