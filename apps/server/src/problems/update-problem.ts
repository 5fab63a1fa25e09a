import type { ProblemUpdate } from '@grindstone/contract';
import { notFound } from '../errors';
import { mergeLanguageEntries, toChangedFields, toChangedTests } from './problem-mapping';
import type { ProblemTests } from './repository';
import { assertCheckerProgram, assertTestGroupsFit, type ProblemWriteDeps } from './save-problem';
import { verifyInputScripts } from './verify-input-scripts';
import { verifyReferenceSolutions } from './verify-reference-solutions';

/** Body fields that change how the reference solutions or the input scripts are judged. */
const judgedFields = [
  'visibleTestCases',
  'hiddenTestCases',
  'referenceSolution',
  'timeLimitMs',
  'languageTimeLimitsMs',
  'memoryLimitKb',
  'checker',
  'floatTolerance',
  'customChecker',
  'randomInputGenerator',
  'inputValidator',
] as const satisfies readonly (keyof ProblemUpdate)[];

/**
 * An admin's update: the fields present in the body replace the stored ones; every other field
 * (companies, limits, checker, slug, editorial, hints, tests not given…) keeps its value, and so
 * does the start code or reference solution of a language the body's lists leave out (Python).
 * When anything that judging depends on is given, the reference solutions are judged first on
 * the problem as it would be saved — the stored values merged with the given ones — and nothing
 * is saved if one fails.
 */
export async function updateProblem(
  deps: ProblemWriteDeps,
  id: string,
  changes: ProblemUpdate,
  options: { skipVerification?: boolean } = {},
): Promise<void> {
  const { problems, judge } = deps;
  const stored = await problems.findById(id);
  if (!stored) throw notFound('Problem not found');
  const fields = toChangedFields(changes);
  if (fields.startCode) fields.startCode = mergeLanguageEntries(stored.startCode, fields.startCode);
  if (fields.referenceSolution) {
    fields.referenceSolution = mergeLanguageEntries(
      stored.referenceSolution,
      fields.referenceSolution,
    );
  }
  const tests = toChangedTests(changes);
  assertCheckerProgram({ ...stored, ...fields });
  if (fields.testGroups || tests.hidden) {
    // A problem's groups must still cover its hidden tests once either of them changes.
    const hidden = tests.hidden?.length ?? (await problems.findTests(id, true)).hidden.length;
    assertTestGroupsFit(fields.testGroups ?? stored.testGroups, hidden);
  }
  const judged = judgedFields.some((field) => changes[field] !== undefined);
  if (judged && !options.skipVerification) {
    const merged = { ...stored, ...fields };
    const storedTests: ProblemTests =
      tests.visible && tests.hidden
        ? { visible: [], hidden: [] }
        : await problems.findTests(id, true);
    const mergedTests = {
      visible: tests.visible ?? storedTests.visible,
      hidden: tests.hidden ?? storedTests.hidden,
    };
    await verifyReferenceSolutions(judge, merged.referenceSolution, merged, mergedTests);
    await verifyInputScripts(judge, merged, mergedTests);
  }
  if (!(await problems.update(id, fields, tests))) throw notFound('Problem not found');
}
