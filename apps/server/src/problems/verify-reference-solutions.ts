import { type JudgeResult, toLanguageId } from '@grindstone/contract';
import { checkerFailurePrefix } from '@grindstone/judge';
import { AppError } from '../errors';
import { JudgeFailure } from '../judging/judge-failure';
import { type JudgeSettings, judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';
import { summarise } from '../judging/summarise';
import { judgeTests } from './problem-mapping';
import type { ProblemFields, ProblemTests } from './repository';

/**
 * Judges every reference solution on every visible and hidden test before a problem is saved.
 * The first failure is reported as a 400 naming the language, the test and the verdict, so an
 * author can never publish a problem whose own solution fails. A judge failure is not a verdict
 * on the solution: `runJudgeJob` throws it (`JudgeFailure`, a 503 whose detail goes to the log).
 */
export async function verifyReferenceSolutions(
  judge: JudgeHandle,
  solutions: ProblemFields['referenceSolution'],
  settings: JudgeSettings,
  tests: ProblemTests,
): Promise<void> {
  const cases = judgeTests(tests);
  const failures = await Promise.all(
    solutions.map(async (solution, position) => {
      const language = toLanguageId(solution.language);
      if (!language) return undefined;
      const result = await runJudgeJob(
        judge,
        judgeJob(settings, language, solution.code, cases),
      ).catch(explainCheckerFailure);
      const summary = summarise(result);
      if (summary.accepted) return undefined;
      return { position, message: describeFailure(solution.language, tests, result, summary) };
    }),
  );
  const failed = failures.filter((failure) => failure !== undefined);
  if (failed.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    failed.map((failure) => failure.message).join('\n'),
    failed.map((failure) => ({
      path: `referenceSolution.${failure.position}.completeCode`,
      message: failure.message,
    })),
  );
}

/**
 * The problem's own checker broke while judging its reference solution (it did not compile,
 * crashed, ran too long, said FAIL): the author sees why, as a 400, where a learner would only
 * be told that the judge failed.
 */
function explainCheckerFailure(error: unknown): never {
  if (error instanceof JudgeFailure && error.logDetail?.startsWith(checkerFailurePrefix)) {
    const message = `${error.logDetail.slice(0, 4000)}`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'customChecker', message }]);
  }
  throw error;
}

function describeFailure(
  language: string,
  tests: ProblemTests,
  result: JudgeResult,
  summary: ReturnType<typeof summarise>,
): string {
  const prefix = `Reference solution (${language})`;
  if (!result.compile.ok) {
    return `${prefix} failed to compile: ${result.compile.output.slice(0, 1000)}`;
  }
  const failure = summary.firstFailure;
  if (!failure) return `${prefix} could not be judged: ${summary.status}`;
  const visibleCount = tests.visible.length;
  const which =
    failure.index < visibleCount
      ? `visible test ${failure.index + 1}`
      : `hidden test ${failure.index - visibleCount + 1}`;
  return `${prefix} failed ${which}: ${failure.test.status.description}`;
}
