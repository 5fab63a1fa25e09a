import type { ProblemInput } from '@grindstone/contract';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { type ProblemExtras, toProblemFields, toProblemTests } from './problem-mapping';
import { verifyReferenceSolutions } from './verify-reference-solutions';

/**
 * Creates a problem, or wholly replaces one when `target.id` is given (a package imported again
 * under its slug), after its reference solutions pass every test. Nothing is saved when
 * verification fails. Returns the problem's id. Admins' partial updates go through
 * `updateProblem`.
 */
export async function saveProblem(
  context: Pick<AppContext, 'problems' | 'judge'>,
  input: ProblemInput,
  target: { id?: string; extras?: ProblemExtras; skipVerification?: boolean } = {},
): Promise<string> {
  const fields = toProblemFields(input, target.extras);
  const tests = toProblemTests(input);
  if (target.id && !(await context.problems.findById(target.id))) {
    throw notFound('Problem not found');
  }
  if (!target.skipVerification) {
    await verifyReferenceSolutions(context.judge, fields.referenceSolution, fields, tests);
  }
  if (!target.id) return context.problems.create(fields, tests);
  if (!(await context.problems.update(target.id, fields, tests)))
    throw notFound('Problem not found');
  return target.id;
}
