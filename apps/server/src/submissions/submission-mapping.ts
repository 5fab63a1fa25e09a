import type { Submission } from '@grindstone/contract';
import type { SubmissionRow } from '../db/schema';

export function toSubmission(row: SubmissionRow): Submission {
  return {
    _id: row.id,
    status: row.status,
    status_id: row.statusId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    code: row.code,
    runtime: row.runtimeSeconds,
    memory: row.memoryKb,
    testCasesPassed: row.passed,
    testCasesTotal: row.total,
    errorMessage: row.error,
    ...(row.failedTest ? { failedTest: row.failedTest } : {}),
    ...(row.counterexample ? { counterexample: row.counterexample } : {}),
    ...(row.score ? { score: row.score } : {}),
  };
}
