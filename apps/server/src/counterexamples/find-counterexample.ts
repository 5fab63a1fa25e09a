import {
  type Counterexample,
  type JudgeResult,
  JudgeStatus,
  type JudgeTestResult,
  type LanguageId,
  ranToCompletion,
} from '@grindstone/contract';
import { check } from '@grindstone/judge';
import { checkerFor, type JudgeSettings, judgeJob, outputsJob } from '../judging/judge-job';
import { type JudgeHandle, runJudgeJob } from '../judging/judge-port';
import { capField } from '../judging/summarise';
import {
  generateInputs,
  type InputRequest,
  inputRequests,
  MAX_INPUT_SIZE,
  range,
  validateInputs,
} from './input-scripts';
import { shrinkCandidates, simplerThan } from './shrink';

/** What the finder needs of a problem. Hidden tests only to be sure never to answer one. */
export interface FinderProblem {
  settings: JudgeSettings;
  generator: string;
  /** Without one the finder cannot shrink an input beyond what the generator makes. */
  validator: string | null;
  /** The fastest reference: it runs on every input the finder tries. */
  referenceCpp: string;
  hiddenInputs: string[];
}

/**
 * The answer, and whether it is final: a found input, or a search that tried every round. A
 * search cut short by the budget (a busy judge, a first compile) may find one when asked again.
 */
export interface FinderOutcome {
  answer: Counterexample;
  complete: boolean;
}

export interface FinderProgram {
  language: LanguageId;
  code: string;
}

/** At most this much wall time and this many program runs (both programs) per request. */
export interface FinderBudget {
  wallMs: number;
  maxRuns: number;
}
export const FINDER_BUDGET: FinderBudget = { wallMs: 5000, maxRuns: 400 };

/**
 * The search: inputs of growing size, a few seeds each, so the first failure found is already
 * small. Later rounds add seeds at every size while the budget lasts.
 */
export function searchRounds(): InputRequest[][] {
  const all = range(1, MAX_INPUT_SIZE);
  return [
    inputRequests([1, 2], range(1, 8)),
    inputRequests([3, 4], range(1, 8)),
    inputRequests([5, 6, 7], range(1, 6)),
    inputRequests([8, 9, 10], range(1, 6)),
    inputRequests(all, range(9, 12)),
    inputRequests(all, range(13, 16)),
  ];
}

type Failure = {
  input: string;
  expectedOutput: string;
  output: string;
  stderr: string;
  verdict: string;
};

/** Tokens with whitespace ignored: how an input is compared with the hidden tests. */
const tokensOf = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

/**
 * Looks for a small input on which `program` and the reference disagree (by the problem's
 * checker), then shrinks it: first other seeds at smaller sizes, then edits the validator
 * accepts (fewer elements, smaller numbers). Every run is a background judge job, so learners'
 * submissions go first. Stops at the budget with the smallest failing input found so far.
 */
export async function findCounterexample(
  judge: JudgeHandle,
  problem: FinderProblem,
  program: FinderProgram,
  budget: FinderBudget = FINDER_BUDGET,
): Promise<FinderOutcome> {
  const started = Date.now();
  const hidden = new Set(problem.hiddenInputs.map(tokensOf));
  const tried = new Set<string>();
  let runs = 0;
  let tries = 0;
  let slowestStepMs = 0;
  const background = { background: true } as const;
  const timeLeft = () => budget.wallMs - (Date.now() - started);
  // A step is started only when the slowest one so far would still end within the budget.
  const mayStep = (runsNeeded: number) =>
    timeLeft() > slowestStepMs && runs + runsNeeded <= budget.maxRuns;
  let compiled = false;
  const step = async <T>(work: () => Promise<T>, compiles = false): Promise<T> => {
    const began = Date.now();
    try {
      return await work();
    } finally {
      // The first runs may include compiling both programs (each cached afterwards): they say
      // nothing about how long the next step takes.
      if (!compiles || compiled) slowestStepMs = Math.max(slowestStepMs, Date.now() - began);
      if (compiles) compiled = true;
    }
  };

  /** Fresh inputs only: none tried before, none equal to a hidden test. */
  const fresh = (inputs: string[]) =>
    inputs.filter((input) => {
      const key = tokensOf(input);
      if (key === '' || hidden.has(key) || tried.has(key)) return false;
      tried.add(key);
      return true;
    });

  /** Runs both programs on the inputs; the failures, smallest first. */
  const failuresOn = async (inputs: string[]): Promise<Failure[]> => {
    if (inputs.length === 0) return [];
    return step(async () => {
      runs += inputs.length * 2;
      tries += inputs.length;
      // The reference's outputs are only collected. The built-in checkers compare here (compare),
      // so both programs run at once; a custom checker is a program of the problem's own, run
      // by the judge on the learner's outputs against the reference's, so the learner runs after.
      const referenceRun = runJudgeJob(judge, {
        ...outputsJob(problem.settings, 'cpp', problem.referenceCpp, inputs),
        ...background,
      });
      const learnerRun =
        problem.settings.checker === 'custom'
          ? referenceRun.then((answers) =>
              runJudgeJob(judge, {
                ...judgeJob(
                  problem.settings,
                  program.language,
                  program.code,
                  inputs.map((input, index) => ({
                    input,
                    expected: answers.tests[index]?.stdout ?? '',
                  })),
                ),
                ...background,
              }),
            )
          : runJudgeJob(judge, {
              ...outputsJob(problem.settings, program.language, program.code, inputs),
              ...background,
            });
      const [reference, learner] = await Promise.all([referenceRun, learnerRun]);
      if (!reference.compile.ok) throw new Error('the reference solution does not compile');
      if (!learner.compile.ok) throw new DoesNotCompile();
      return compare(problem, inputs, reference, learner).sort((a, b) =>
        simplerThan(a.input, b.input) ? -1 : 1,
      );
    }, true);
  };

  const generate = (requests: InputRequest[]) =>
    step(async () => {
      const made = await generateInputs(judge, problem.generator, requests, background);
      return made.map((outcome) => ('input' in outcome ? outcome.input : undefined));
    });

  try {
    // One generator run makes every round's inputs (one Node start, not one per round).
    const rounds = searchRounds();
    const requests = rounds.flat();
    const made = await generate(requests);
    const sizeOf = new Map<string, number>();
    made.forEach((input, index) => {
      if (input !== undefined) sizeOf.set(input, (requests[index] as InputRequest).size);
    });
    let best: Failure | undefined;
    let offset = 0;
    let searched = 0;
    for (const round of rounds) {
      const inputs = fresh(defined(made.slice(offset, offset + round.length)));
      offset += round.length;
      if (!mayStep(inputs.length * 2)) break;
      best = (await failuresOn(inputs))[0];
      searched++;
      if (best) break;
    }
    if (!best) return notFound(tries, searched === rounds.length);
    let smallest: Failure = best;

    let shrinkSteps = 0;
    // Other seeds at the sizes up to the one that failed: the generator's own smaller inputs.
    const foundAtSize = sizeOf.get(smallest.input) ?? MAX_INPUT_SIZE;
    const smaller = inputRequests(range(1, foundAtSize), range(17, 24));
    if (mayStep(smaller.length * 2)) {
      const inputs = fresh(defined(await generate(smaller)));
      const better = (await failuresOn(inputs))[0];
      if (better && simplerThan(better.input, smallest.input)) {
        smallest = better;
        shrinkSteps++;
      }
    }
    // Then edits of the best input that the validator accepts, while one makes it simpler.
    const validator = problem.validator;
    while (validator) {
      const candidates = shrinkCandidates(smallest.input).slice(0, 80);
      if (candidates.length === 0 || !mayStep(0)) break;
      const verdicts = await step(() => validateInputs(judge, validator, candidates, background));
      const valid = fresh(candidates.filter((_, index) => verdicts[index] === null)).slice(0, 24);
      if (valid.length === 0 || !mayStep(valid.length * 2)) break;
      const better = (await failuresOn(valid))[0];
      if (!better || !simplerThan(better.input, smallest.input)) break;
      smallest = better;
      shrinkSteps++;
    }
    return { answer: { found: true, ...smallest, tries, shrinkSteps }, complete: true };
  } catch (error) {
    if (error instanceof DoesNotCompile) {
      const message = 'This program does not compile, so it cannot be run on new inputs.';
      return { answer: { found: false, tries, message }, complete: true };
    }
    throw error;
  }
}

class DoesNotCompile extends Error {}

const defined = (inputs: (string | undefined)[]) =>
  inputs.filter((input): input is string => input !== undefined);

function notFound(tries: number, complete: boolean): FinderOutcome {
  const message = complete
    ? `No small failing input found in ${tries} tries: your program agrees with the reference on every random input tried. It may fail only on large inputs (time, memory or overflow), which this search does not make.`
    : `No small failing input found in ${tries} tries before the search ran out of time. The judge may be busy: try again in a moment.`;
  return { answer: { found: false, tries, message }, complete };
}

/** Where the learner's program and the reference disagree, in input order. */
function compare(
  problem: FinderProblem,
  inputs: string[],
  reference: JudgeResult,
  learner: JudgeResult,
): Failure[] {
  const checker = checkerFor(problem.settings);
  // A custom checker already judged the learner's outputs (failuresOn): its verdict stands.
  const right = (actual: JudgeTestResult, expected: JudgeTestResult) =>
    checker.type === 'custom'
      ? actual.status_id === JudgeStatus.accepted
      : check(checker, actual.stdout, expected.stdout);
  const failures: Failure[] = [];
  inputs.forEach((input, index) => {
    const expected = reference.tests[index];
    const actual = learner.tests[index];
    // An input the reference cannot answer is no evidence against anyone.
    if (!expected || !actual || !ranToCompletion(expected.status_id)) return;
    if (ranToCompletion(actual.status_id)) {
      if (right(actual, expected)) return;
      failures.push(failure(input, expected.stdout, actual.stdout, actual.stderr, 'Wrong Answer'));
      return;
    }
    failures.push(
      failure(input, expected.stdout, actual.stdout, actual.stderr, actual.status.description),
    );
  });
  return failures;
}

const failure = (
  input: string,
  expectedOutput: string,
  output: string,
  stderr: string,
  verdict: string,
): Failure => ({
  input,
  expectedOutput: capField(expectedOutput),
  output: capField(output),
  stderr: capField(stderr),
  verdict,
});
