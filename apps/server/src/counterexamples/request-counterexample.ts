import {
  type Counterexample,
  isRuntimeError,
  JudgeStatus,
  type LanguageId,
} from '@grindstone/contract';
import { AppError, notFound } from '../errors';
import type { JudgeHandle } from '../judging/judge-port';
import type { ProblemsRepository } from '../problems/repository';
import type { SubmissionsRepository } from '../submissions/repository';
import { findCounterexample } from './find-counterexample';

export interface CounterexampleDeps {
  problems: ProblemsRepository;
  submissions: SubmissionsRepository;
  judge: JudgeHandle;
}

export const counterexampleMessages = {
  accepted: 'This submission was accepted: there is no failing input to find.',
  pending: 'This submission is still being judged.',
  noGenerator:
    'This problem has no random input generator, so no counterexample can be made for it.',
  interactive:
    'This problem is interactive: its tests are conversations with the judge, so no failing input can be made for it.',
  verdict: (status: string) =>
    `Small failing inputs are searched for Wrong Answer and runtime errors only; this submission got ${status}.`,
};

/**
 * A small input on which the learner's submission and the reference disagree: the stored
 * answer when there is one, else the finder's (stored when final). Only the owner may ask
 * (others get 404, as if it did not exist); `takeAllowance` charges the learner's judge rate
 * limit once, and only when the finder runs.
 */
export async function requestCounterexample(
  deps: CounterexampleDeps,
  userId: string,
  submissionId: string,
  takeAllowance: () => Promise<void>,
): Promise<Counterexample> {
  const submission = await deps.submissions.findById(submissionId);
  if (!submission || submission.userId !== userId) throw notFound('Submission not found');
  if (submission.counterexample) return submission.counterexample;
  const statusId = submission.statusId;
  if (statusId === null) throw new AppError('CONFLICT', counterexampleMessages.pending);
  if (statusId === JudgeStatus.accepted) {
    throw new AppError('CONFLICT', counterexampleMessages.accepted);
  }
  if (statusId !== JudgeStatus.wrongAnswer && !isRuntimeError(statusId)) {
    throw new AppError('CONFLICT', counterexampleMessages.verdict(submission.status));
  }
  const problem = await deps.problems.findById(submission.problemId);
  if (!problem) throw notFound('Problem not found');
  const referenceCpp = problem.referenceSolution.find((entry) => entry.language === 'C++');
  // The finder compares outputs; an interactor judges a conversation, which it cannot replay.
  if (problem.customChecker?.interactive) {
    throw new AppError('CONFLICT', counterexampleMessages.interactive);
  }
  if (!problem.randomInputGenerator || !referenceCpp) {
    throw new AppError('CONFLICT', counterexampleMessages.noGenerator);
  }
  await takeAllowance();
  const tests = await deps.problems.testsForJudging(problem);
  const outcome = await findCounterexample(
    deps.judge,
    {
      settings: problem,
      generator: problem.randomInputGenerator,
      validator: problem.inputValidator,
      referenceCpp: referenceCpp.code,
      hiddenInputs: tests.hidden.map((test) => test.input),
    },
    { language: submission.language as LanguageId, code: submission.code },
  );
  if (outcome.complete) {
    await deps.submissions.recordCounterexample(submission.id, outcome.answer);
  }
  return outcome.answer;
}
