import type { LanguageId, SubmitResult } from '@grindstone/contract';
import type { ProblemRow } from '../db/schema';
import { AppError } from '../http/app-error';
import type { JudgeHandle } from '../http/context';
import { judgeJob } from '../judging/judge-job';
import { runJudgeJob } from '../judging/judge-port';
import { errorText, summarise } from '../judging/summarise';
import { judgeTests } from '../problems/problem-mapping';
import type { ProblemsRepository } from '../problems/repository';
import type { SubmissionsRepository } from './repository';

interface Deps {
  problems: ProblemsRepository;
  submissions: SubmissionsRepository;
  judge: JudgeHandle;
}

/**
 * Submit: stores a pending submission, judges it on visible + hidden tests, records the verdict.
 * Hidden tests stay hidden: the error names the failing test's number but never its data or the
 * program's output on it. A judge failure leaves the submission as Internal Error, not pending.
 */
export async function submitCode(
  deps: Deps,
  userId: string,
  problem: ProblemRow,
  request: { code: string; language: LanguageId },
): Promise<SubmitResult> {
  const tests = await deps.problems.findTests(problem.id, true);
  const submissionId = await deps.submissions.insertPending({
    userId,
    problemId: problem.id,
    language: request.language,
    code: request.code,
  });
  try {
    const result = await runJudgeJob(
      deps.judge,
      judgeJob(problem, request.language, request.code, judgeTests(tests)),
    );
    const summary = summarise(result);
    // A compilation error runs no test; it still counts as 0 of all of them.
    const total = summary.total || tests.visible.length + tests.hidden.length;
    const error = errorText(result, summary, (index) => index < tests.visible.length);
    await deps.submissions.recordVerdict(submissionId, {
      status: summary.status,
      statusId: summary.statusId,
      passed: summary.passed,
      total,
      runtimeSeconds: summary.runtime,
      memoryKb: Math.round(summary.memory),
      error,
    });
    if (summary.accepted) await deps.problems.markSolved(userId, problem.id);
    return {
      accepted: summary.accepted,
      error,
      status: summary.status,
      status_id: summary.statusId,
      passedTestCases: summary.passed,
      totalTestCases: total,
      runtime: summary.runtime,
      memory: Math.round(summary.memory),
      submissionId,
    };
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'The judge failed unexpectedly';
    await deps.submissions.recordVerdict(submissionId, {
      status: 'Internal Error',
      statusId: 13,
      passed: 0,
      total: tests.visible.length + tests.hidden.length,
      runtimeSeconds: null,
      memoryKb: null,
      error: message,
    });
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', 'Submission failed: the judge is unavailable');
  }
}
