import {
  isAccepted,
  type JudgeJobInput,
  type JudgeResult,
  type JudgeTest,
} from '@grindstone/contract';
import { inputScriptProblems } from '../counterexamples/check-input-scripts';
import {
  FINDER_BUDGET,
  type FinderProblem,
  findCounterexample,
} from '../counterexamples/find-counterexample';
import { type JudgeSettings, judgeJob } from '../judging/judge-job';
import type { JudgeHandle } from '../judging/judge-port';
import { summarise } from '../judging/summarise';
import type { ProblemPackage } from './read-package';

/** Random inputs `verify` makes per size: every size from 1 to MAX_INPUT_SIZE. */
export const RANDOM_SEEDS_PER_SIZE = 20;
/** The most characters a wrong solution's shrunk counterexample may have. */
export const MAX_COUNTEREXAMPLE_CHARS = 400;

/** What the finder did for one wrong solution of the package. */
export interface WrongSolutionReport {
  file: string;
  found: boolean;
  chars?: number;
  tries: number;
  ms: number;
}

type Judged = (phase: 'random' | 'wrong', job: JudgeJobInput) => Promise<JudgeResult>;

/**
 * The package's random inputs and wrong solutions, checked in the sandbox:
 * - the validator accepts every test and 20 generated inputs of every size, and the C++
 *   reference answers each generated input within half its limit;
 * - each wrong solution passes the visible examples, fails some hidden test, and the finder
 *   finds a counterexample for it of at most MAX_COUNTEREXAMPLE_CHARS characters within its
 *   budget of runs (verification runs many packages at once, so its wall time is not the one
 *   a learner's request has: `npm run bench:counterexample` measures that on a quiet judge).
 * Returns the problems found, and the finder's result per wrong solution.
 */
export async function verifyRandomInputs(
  judge: JudgeHandle,
  pkg: ProblemPackage,
  settings: JudgeSettings,
  tests: JudgeTest[],
  judged: Judged,
  referenceHeadroom: number,
): Promise<{ problems: string[]; wrong: WrongSolutionReport[] }> {
  const problems: string[] = [];
  const generator = pkg.input.randomInputGenerator;
  const validator = pkg.input.inputValidator;
  if (!generator || !validator) return { problems, wrong: [] };
  const referenceCpp = pkg.input.referenceSolution.find((entry) => entry.language === 'C++')
    ?.completeCode as string;
  problems.push(
    ...(await inputScriptProblems(judge, {
      settings,
      generator,
      validator,
      referenceCpp,
      testInputs: tests.map((test) => test.input),
      seedsPerSize: RANDOM_SEEDS_PER_SIZE,
      referenceHeadroom,
      judged: (job) => judged('random', job),
    })),
  );
  // With a broken generator or validator the finder's answer would prove nothing.
  if (problems.length > 0) return { problems, wrong: [] };

  const finderProblem: FinderProblem = {
    settings,
    generator,
    validator,
    referenceCpp,
    hiddenInputs: pkg.input.hiddenTestCases.map((test) => test.input),
  };
  const visibleCount = pkg.input.visibleTestCases.length;
  const wrong = await Promise.all(
    pkg.wrongSolutions.map(async (solution): Promise<WrongSolutionReport> => {
      const result = await judged(
        'wrong',
        judgeJob(settings, solution.language, solution.code, tests),
      );
      const failsExample = result.tests
        .slice(0, visibleCount)
        .some((run) => !isAccepted(run.status_id));
      if (!result.compile.ok || failsExample) {
        problems.push(`wrong/${solution.file} must pass the visible examples`);
      } else if (summarise(result).accepted) {
        problems.push(`wrong/${solution.file} passes every hidden test`);
      }
      const started = Date.now();
      const { answer } = await findCounterexample(judge, finderProblem, solution, {
        ...FINDER_BUDGET,
        // Only the runs are budgeted here: other packages' checks share the judge meanwhile.
        wallMs: 120_000,
      });
      const ms = Date.now() - started;
      if (!answer.found) {
        problems.push(`the finder found no counterexample for wrong/${solution.file}`);
        return { file: solution.file, found: false, tries: answer.tries, ms };
      }
      if (answer.input.length > MAX_COUNTEREXAMPLE_CHARS) {
        problems.push(
          `the counterexample for wrong/${solution.file} has ${answer.input.length} characters (at most ${MAX_COUNTEREXAMPLE_CHARS})`,
        );
      }
      return {
        file: solution.file,
        found: true,
        chars: answer.input.length,
        tries: answer.tries,
        ms,
      };
    }),
  );
  return { problems, wrong };
}
