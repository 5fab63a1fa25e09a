import type { ProblemInput, TestGroup } from '@grindstone/contract';
import { AppError, notFound } from '../errors';
import { hasCheckerProgram, type JudgeSettings } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { testGroupsProblem } from '../judging/score';
import { type ProblemExtras, toProblemFields, toProblemTests } from './problem-mapping';
import type { ProblemsRepository } from './repository';
import { verifyInputScripts } from './verify-input-scripts';
import { verifyReferenceSolutions } from './verify-reference-solutions';

/** What writing a problem needs: its storage, and the judge that verifies its reference solutions. */
export interface ProblemWriteDeps {
  problems: ProblemsRepository;
  judge: JudgeHandle;
}

/**
 * Creates a problem, or wholly replaces one when `target.id` is given (a package imported again
 * under its slug), after its reference solutions pass every test. Nothing is saved when
 * verification fails. Returns the problem's id. Admins' partial updates go through
 * `updateProblem`.
 */
export async function saveProblem(
  deps: ProblemWriteDeps,
  input: ProblemInput,
  target: { id?: string; extras?: ProblemExtras; skipVerification?: boolean } = {},
): Promise<string> {
  const fields = toProblemFields(input, target.extras);
  const tests = toProblemTests(input);
  assertCheckerProgram(fields);
  assertTestGroupsFit(fields.testGroups, tests.hidden.length);
  if (target.id && !(await deps.problems.findById(target.id))) {
    throw notFound('Problem not found');
  }
  if (!target.skipVerification) {
    await verifyReferenceSolutions(deps.judge, fields.referenceSolution, fields, tests);
    await verifyInputScripts(deps.judge, fields, tests);
  }
  if (!target.id) return deps.problems.create(fields, tests);
  if (!(await deps.problems.update(target.id, fields, tests))) throw notFound('Problem not found');
  return target.id;
}

/** Refuses test groups that do not cover the hidden tests exactly (judging/score.ts). */
export function assertTestGroupsFit(groups: readonly TestGroup[], hiddenTests: number) {
  const problem = testGroupsProblem(groups, hiddenTests);
  if (problem === null) return;
  throw new AppError('VALIDATION_FAILED', problem, [{ path: 'testGroups', message: problem }]);
}

/** Refuses a problem (as it would be saved) that names a custom checker without its program. */
export function assertCheckerProgram(problem: Pick<JudgeSettings, 'checker' | 'customChecker'>) {
  if (hasCheckerProgram(problem)) return;
  const message =
    'A custom checker needs its program: customChecker with a protocol and C++ source';
  throw new AppError('VALIDATION_FAILED', message, [{ path: 'customChecker', message }]);
}
