import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  classes,
  classMembers,
  contestParticipants,
  contestRatings,
  contests,
  postComments,
  postLikes,
  posts,
  problemListItems,
  problemLists,
  problemNotes,
  problems,
  reviews,
  solvedProblems,
  submissions,
  userIdentities,
} from '../db/schema';

/**
 * The reads of "download my data": every row that is the learner's, each query filtered on
 * their user id, joined only to the titles of the problems, contests and classes they name.
 */
export function exportRepository(db: Database) {
  return {
    identities: (userId: string) =>
      db
        .select({ issuer: userIdentities.issuer, createdAt: userIdentities.createdAt })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId)),

    submissions: (userId: string) =>
      db
        .select({ submission: submissions, problemTitle: problems.title })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(eq(submissions.userId, userId))
        .orderBy(asc(submissions.createdAt)),

    solved: (userId: string) =>
      db
        .select({
          problemId: solvedProblems.problemId,
          problemTitle: problems.title,
          solvedAt: solvedProblems.solvedAt,
        })
        .from(solvedProblems)
        .innerJoin(problems, eq(problems.id, solvedProblems.problemId))
        .where(eq(solvedProblems.userId, userId))
        .orderBy(asc(solvedProblems.solvedAt)),

    posts: (userId: string) =>
      db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.seq)),

    comments: (userId: string) =>
      db
        .select()
        .from(postComments)
        .where(eq(postComments.userId, userId))
        .orderBy(asc(postComments.seq)),

    likes: (userId: string) => db.select().from(postLikes).where(eq(postLikes.userId, userId)),

    lists: (userId: string) =>
      db
        .select()
        .from(problemLists)
        .where(eq(problemLists.userId, userId))
        .orderBy(asc(problemLists.createdAt)),

    listItems: (userId: string) =>
      db
        .select({
          listId: problemListItems.listId,
          problemId: problemListItems.problemId,
          problemTitle: problems.title,
        })
        .from(problemListItems)
        .innerJoin(problemLists, eq(problemLists.id, problemListItems.listId))
        .innerJoin(problems, eq(problems.id, problemListItems.problemId))
        .where(eq(problemLists.userId, userId))
        .orderBy(asc(problemListItems.position)),

    notes: (userId: string) =>
      db
        .select({ note: problemNotes, problemTitle: problems.title })
        .from(problemNotes)
        .innerJoin(problems, eq(problems.id, problemNotes.problemId))
        .where(eq(problemNotes.userId, userId)),

    reviews: (userId: string) =>
      db
        .select({ review: reviews, problemTitle: problems.title })
        .from(reviews)
        .innerJoin(problems, eq(problems.id, reviews.problemId))
        .where(eq(reviews.userId, userId)),

    contests: (userId: string) =>
      db
        .select({
          participant: contestParticipants,
          contestTitle: contests.title,
          rank: contestRatings.rank,
          ratingAfter: contestRatings.ratingAfter,
        })
        .from(contestParticipants)
        .innerJoin(contests, eq(contests.id, contestParticipants.contestId))
        .leftJoin(
          contestRatings,
          and(
            eq(contestRatings.contestId, contestParticipants.contestId),
            eq(contestRatings.userId, contestParticipants.userId),
          ),
        )
        .where(eq(contestParticipants.userId, userId)),

    classMemberships: (userId: string) =>
      db
        .select({ member: classMembers, className: classes.name })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(eq(classMembers.userId, userId)),
  };
}

export type ExportRepository = ReturnType<typeof exportRepository>;
