import { inputScriptProblems } from '../counterexamples/check-input-scripts';
import { AppError } from '../errors';
import type { JudgeHandle } from '../judging/judge-port';
import { judgeTests } from './problem-mapping';
import type { ProblemFields, ProblemTests } from './repository';

/** Generated inputs per size the form's check makes: enough to catch a broken script quickly. */
const FORM_SEEDS_PER_SIZE = 3;

/**
 * The create and update forms' check of a problem's random-input generator and input validator
 * (both optional): in the sandbox, the validator accepts every test, and the generator's inputs
 * pass the validator and the C++ reference. A failure is a 400 naming the script and the input.
 */
export async function verifyInputScripts(
  judge: JudgeHandle,
  fields: Pick<
    ProblemFields,
    | 'randomInputGenerator'
    | 'inputValidator'
    | 'referenceSolution'
    | 'timeLimitMs'
    | 'languageTimeLimitsMs'
    | 'memoryLimitKb'
    | 'checker'
    | 'floatTolerance'
    | 'customChecker'
  >,
  tests: ProblemTests,
): Promise<void> {
  const referenceCpp = fields.referenceSolution.find((entry) => entry.language === 'C++')?.code;
  if (!referenceCpp || (!fields.randomInputGenerator && !fields.inputValidator)) return;
  const problems = await inputScriptProblems(judge, {
    settings: fields,
    generator: fields.randomInputGenerator,
    validator: fields.inputValidator,
    referenceCpp,
    testInputs: judgeTests(tests).map((test) => test.input),
    seedsPerSize: FORM_SEEDS_PER_SIZE,
    referenceHeadroom: 1,
  });
  if (problems.length === 0) return;
  const path = (problem: string) =>
    problem.startsWith('validator.js') ? 'inputValidator' : 'randomInputGenerator';
  throw new AppError(
    'VALIDATION_FAILED',
    problems.join('\n'),
    problems.map((problem) => ({ path: path(problem), message: problem })),
  );
}
