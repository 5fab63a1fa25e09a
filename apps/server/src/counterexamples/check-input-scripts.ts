import {
  type JudgeJobInput,
  type JudgeResult,
  ranToCompletion,
  timeLimitFor,
} from '@grindstone/contract';
import { type JudgeSettings, outputsJob } from '../judging/judge-job';
import { type JudgeHandle, runJudgeJob } from '../judging/judge-port';
import {
  generateInputs,
  type InputRequest,
  InputScriptError,
  inputRequests,
  MAX_INPUT_SIZE,
  range,
  validateInputs,
} from './input-scripts';

export interface InputScriptsUnderCheck {
  settings: JudgeSettings;
  generator: string | null;
  validator: string | null;
  referenceCpp: string;
  /** Every test's input, visible first. */
  testInputs: string[];
  /** Generated inputs made per size (1..MAX_INPUT_SIZE). */
  seedsPerSize: number;
  /** The share of the C++ limit the reference may use on a generated input. */
  referenceHeadroom: number;
  /** How the reference's runs are judged (verify counts their cost). */
  judged?: (job: JudgeJobInput) => Promise<JudgeResult>;
}

/**
 * What is wrong with a problem's generator and validator, in the sandbox: the validator must
 * accept every test; the generator must make an input for every seed and size, each accepted
 * by the validator (when there is one) and answered by the C++ reference within its share of
 * the limit. Each problem names the script and the test or `random.js <seed> <size>` call, at
 * most `limit` of them. A judge failure propagates as runJudgeJob's API error.
 */
export async function inputScriptProblems(
  judge: JudgeHandle,
  check: InputScriptsUnderCheck,
  limit = 10,
): Promise<string[]> {
  const problems: string[] = [];
  const { generator, validator } = check;
  try {
    if (validator) {
      const verdicts = await validateInputs(judge, validator, check.testInputs);
      verdicts.forEach((refusal, index) => {
        if (refusal) problems.push(`validator.js refuses test ${index + 1}: ${refusal}`);
      });
    }
    if (!generator) return problems.slice(0, limit);
    const requests = inputRequests(range(1, MAX_INPUT_SIZE), range(1, check.seedsPerSize));
    const made = await generateInputs(judge, generator, requests);
    const inputs: string[] = [];
    const names: string[] = [];
    made.forEach((outcome, index) => {
      const { seed, size } = requests[index] as InputRequest;
      if ('refused' in outcome) problems.push(outcome.refused);
      else {
        inputs.push(outcome.input);
        names.push(`random.js ${seed} ${size}`);
      }
    });
    if (inputs.length === 0) return problems.slice(0, limit);
    if (validator) {
      const verdicts = await validateInputs(judge, validator, inputs);
      verdicts.forEach((refusal, index) => {
        if (refusal) problems.push(`validator.js refuses ${names[index]}: ${refusal}`);
      });
    }
    if (new Set(inputs).size < inputs.length / 2) {
      problems.push('random.js makes the same input for more than half of its seeds and sizes');
    }
    const job = outputsJob(check.settings, 'cpp', check.referenceCpp, inputs);
    const reference = await (check.judged ?? ((j) => runJudgeJob(judge, j)))(job);
    const budget = (timeLimitFor(check.settings, 'cpp') / 1000) * check.referenceHeadroom;
    reference.tests.forEach((run, index) => {
      if (!ranToCompletion(run.status_id)) {
        problems.push(`reference C++: ${run.status.description} on ${names[index]}`);
      } else if (run.time > budget) {
        problems.push(`reference C++ needs ${run.time.toFixed(2)} s on ${names[index]}`);
      }
    });
  } catch (error) {
    if (!(error instanceof InputScriptError)) throw error;
    problems.push(error.message);
  }
  return problems.slice(0, limit);
}
