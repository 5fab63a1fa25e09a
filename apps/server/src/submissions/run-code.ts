import {
  type JudgeTest,
  type LanguageId,
  type RunResult,
  ranToCompletion,
} from '@grindstone/contract';
import type { ProblemRow } from '../db/schema';
import { AppError } from '../errors';
import { judgeJob, outputsJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';
import { errorText, summarise } from '../judging/summarise';
import { codeFor, judgeTests } from '../problems/problem-mapping';
import type { ProblemsRepository } from '../problems/repository';

/**
 * Run: the learner's code on the visible tests, plus an optional custom input whose expected
 * output comes from the problem's reference solution in the same language. A judge failure (in
 * either job) is a 503 with a generic message, never a result whose text is the judge's own.
 */
export async function runCode(
  deps: { problems: ProblemsRepository; judge: JudgeHandle },
  problem: ProblemRow,
  request: { code: string; language: LanguageId; customInput?: string },
  /** Whose run it is: runs wait in line in turn with other learners' jobs. */
  learner?: string,
): Promise<RunResult> {
  const { visible } = await deps.problems.findTests(problem.id, false);
  const tests: JudgeTest[] = judgeTests({ visible, hidden: [] });
  // A problem imported without examples (a Kattis package may have none) runs custom input only.
  if (tests.length === 0 && request.customInput === undefined) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This problem has no examples to run: run your code on your own input',
    );
  }
  if (request.customInput !== undefined) {
    // The reference's output is no answer file for an interactor, which may need one.
    if (problem.customChecker?.interactive) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This problem is interactive: your program talks to the judge, so it runs on the examples only',
      );
    }
    tests.push({
      input: request.customInput,
      expected: await expectedOutputFor(deps.judge, problem, request.language, {
        input: request.customInput,
        learner,
      }),
    });
  }
  const result = await runJudgeJob(
    deps.judge,
    judgeJob(problem, request.language, request.code, tests),
    { learner },
  );
  const summary = summarise(result);
  return {
    success: summary.accepted,
    error: errorText(result, summary, () => true),
    status: summary.status,
    status_id: summary.statusId,
    testCases: result.tests.map((test, index) => ({
      stdin: tests[index]?.input ?? '',
      expected_output: tests[index]?.expected ?? '',
      stdout: test.stdout,
      stderr: test.stderr,
      status_id: test.status_id,
      status: test.status,
      time: test.time,
      memory: test.memory,
      ...(test.checkerMessage ? { checkerMessage: test.checkerMessage } : {}),
      ...(test.exchange ? { exchange: test.exchange } : {}),
    })),
    runtime: summary.runtime,
    memory: summary.memory,
  };
}

async function expectedOutputFor(
  judge: JudgeHandle,
  problem: ProblemRow,
  language: LanguageId,
  { input, learner }: { input: string; learner: string | undefined },
): Promise<string> {
  const reference = codeFor(problem.referenceSolution, language);
  if (!reference)
    throw new AppError('UNAVAILABLE', 'This problem has no reference solution for that language');
  // The reference's own output is the expectation, so its "verdict" against '' is irrelevant;
  // only a crash or a timeout means the input is not valid for this problem.
  const result = await runJudgeJob(judge, outputsJob(problem, language, reference, [input]), {
    learner,
  });
  const run = result.tests[0];
  if (!result.compile.ok || !run || !ranToCompletion(run.status_id)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This custom input is not valid for the problem: the reference solution got ${run?.status.description ?? result.status.description}`,
    );
  }
  return run.stdout;
}
