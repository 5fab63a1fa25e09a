import type { JudgeResult, JudgeTest, LanguageId, SubmitResult } from '@grindstone/contract';
import type { ProblemRow } from '../db/schema';
import { JUDGE_FAILED_MESSAGE } from '../judging/judge-failure';
import { judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { JudgeRefusal, runJudgeJob } from '../judging/judge-port';
import { scoreOf } from '../judging/score';
import { errorText, failedTestOf, summarise } from '../judging/summarise';
import { judgeTests } from '../problems/problem-mapping';
import type { ProblemsRepository, ProblemTests } from '../problems/repository';
import { INTERNAL_ERROR, type SubmissionsRepository } from './repository';

/**
 * The judge's form of a problem version's tests, made once: the tests cache hands every
 * submission of that version the same object, so the jobs waiting in the judge's queue share one
 * array, which its memory bound counts once (held-bytes.ts in the judge). Never modified.
 */
const judgeTestsOf = new WeakMap<ProblemTests, JudgeTest[]>();
function sharedJudgeTests(tests: ProblemTests): JudgeTest[] {
  let shared = judgeTestsOf.get(tests);
  if (!shared) {
    shared = judgeTests(tests);
    judgeTestsOf.set(tests, shared);
  }
  return shared;
}

interface Deps {
  problems: ProblemsRepository;
  submissions: SubmissionsRepository;
  judge: JudgeHandle;
  /** Told when a contest submission is stored, judged or removed (the contest's board). */
  contestSubmissionChanged?: (contestId: string, submissionId: string) => Promise<void>;
}

/** The contest a submission counts for, and the learner's participation in it. */
export interface SubmissionContest {
  contestId: string;
  participantId: string;
}

/**
 * Submit: stores a pending submission, judges it on visible + hidden tests, records the verdict.
 * Hidden tests stay hidden: the error names the failing test's number but never its data or the
 * program's output on it. When the judge fails, the submission says Internal Error (with a
 * generic message) and the learner gets 503; when the judge refuses the job (busy), nothing was
 * judged, so the pending row is removed and the history stays as it was (decision 007).
 */
export async function submitCode(
  deps: Deps,
  userId: string,
  problem: ProblemRow,
  request: { code: string; language: LanguageId; contest?: SubmissionContest },
  /** Told the submission's place in line while it waits, and 0 when judging starts. */
  onPosition?: (position: number) => void,
): Promise<SubmitResult> {
  const tests = await deps.problems.testsForJudging(problem);
  const totalTests = tests.visible.length + tests.hidden.length;
  const submissionId = await deps.submissions.insertPending({
    userId,
    problemId: problem.id,
    language: request.language,
    code: request.code,
    ...(request.contest ?? {}),
  });
  const contestChanged = async () => {
    if (request.contest) {
      await deps.contestSubmissionChanged?.(request.contest.contestId, submissionId);
    }
  };
  await contestChanged();
  const judgeTestList = sharedJudgeTests(tests);
  const job = judgeJob(problem, request.language, request.code, judgeTestList);
  let result: JudgeResult;
  try {
    result = await runJudgeJob(deps.judge, job, { learner: userId, onPosition });
  } catch (error) {
    // runJudgeJob throws JudgeRefusal (nothing was judged) or JudgeFailure (the judge failed).
    if (error instanceof JudgeRefusal) {
      await deps.submissions.deletePending(submissionId);
      await contestChanged();
      throw error;
    }
    await deps.submissions.recordVerdict(submissionId, {
      status: INTERNAL_ERROR.description,
      statusId: INTERNAL_ERROR.id,
      passed: 0,
      total: totalTests,
      runtimeSeconds: null,
      memoryKb: null,
      error: JUDGE_FAILED_MESSAGE,
    });
    await contestChanged();
    throw error;
  }

  const summary = summarise(result);
  // A compilation error runs no test; it still counts as 0 of all of them.
  const total = summary.total || totalTests;
  const mayShowTest = (index: number) => index < tests.visible.length;
  const error = errorText(result, summary, mayShowTest);
  const failedTest = failedTestOf(summary, judgeTestList, mayShowTest);
  const score = scoreOf(problem.testGroups, tests.visible.length, result);
  await deps.submissions.recordVerdict(submissionId, {
    status: summary.status,
    statusId: summary.statusId,
    passed: summary.passed,
    total,
    runtimeSeconds: summary.runtime,
    memoryKb: Math.round(summary.memory),
    error,
    failedTest: failedTest ?? null,
    score,
  });
  if (summary.accepted) await deps.problems.markSolved(userId, problem.id);
  await contestChanged();
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
    ...(failedTest ? { failedTest } : {}),
    ...(score ? { score } : {}),
  };
}
