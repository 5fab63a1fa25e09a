import { randomUUID } from 'node:crypto';
import type { Difficulty, LanguageId } from '@grindstone/contract';
import type { Database } from '../db/client';
import { problems, solvedProblems, submissions } from '../db/schema';

/**
 * Rows written straight into the tables, for tests about what is read back (profiles, the
 * activity calendar) that need many problems or submissions at chosen times without judging
 * each one. Behaviour that goes through the judge is tested through the API instead.
 */
export async function insertProblem(
  db: Database,
  fields: { title: string; difficulty: Difficulty; tags?: string[] },
): Promise<string> {
  const id = randomUUID();
  await db.insert(problems).values({
    id,
    title: fields.title,
    description: `The ${fields.title} problem.`,
    difficulty: fields.difficulty,
    tags: fields.tags ?? ['array'],
    timeLimitMs: 2000,
    memoryLimitKb: 262_144,
    checker: 'default',
    startCode: [],
    referenceSolution: [],
  });
  return id;
}

/** A judged submission at `at`: Accepted (status 3) or Wrong Answer (status 4). */
export async function insertSubmission(
  db: Database,
  fields: {
    userId: string;
    problemId: string;
    at: Date;
    accepted: boolean;
    code?: string;
    language?: LanguageId;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(submissions).values({
    id,
    userId: fields.userId,
    problemId: fields.problemId,
    language: fields.language ?? 'javascript',
    code: fields.code ?? 'console.log(1)',
    status: fields.accepted ? 'Accepted' : 'Wrong Answer',
    statusId: fields.accepted ? 3 : 4,
    createdAt: fields.at,
  });
  if (fields.accepted) {
    await db
      .insert(solvedProblems)
      .values({ userId: fields.userId, problemId: fields.problemId, solvedAt: fields.at })
      .onConflictDoNothing();
  }
  return id;
}
