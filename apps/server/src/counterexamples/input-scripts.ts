import type { JudgeLimits } from '@grindstone/contract';
import type { JudgeHandle } from '../judging/judge-port';
import { runJudgeJob } from '../judging/judge-port';

/**
 * A problem's random-input generator (`random.js`) and input validator (`validator.js`) are
 * small JavaScript programs an author runs as `node random.js <seed> <size>` and
 * `node validator.js < input`. The judge runs them in the sandbox like a learner's JavaScript,
 * but many calls in one run: a host script (below) evaluates the author's script once per call
 * with that call's argv and stdin, so 200 inputs cost one Node start, not 200.
 *
 * The host offers a script what the package format promises and nothing more: `process.argv`,
 * `process.stdout` / `process.stderr` writes, `process.exit`, `console.log` / `console.error`,
 * and `require('fs').readFileSync(0)` for stdin.
 */
export type ScriptCall = { argv: string[]; stdin: string };
export type ScriptOutcome = { exitCode: number; stdout: string; stderr: string };

const hostProgram = (name: string, source: string) => `'use strict';
const vm = require('vm');
const fs = require('fs');
const calls = JSON.parse(fs.readFileSync(0, 'utf8'));
const script = vm.runInThisContext(
  '(function (require, process, console) {' + ${JSON.stringify(source)} + '\\n})',
  { filename: ${JSON.stringify(name)} },
);
class Exit { constructor(code) { this.code = code; } }
const outcomes = calls.map(({ argv, stdin }) => {
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  const format = (parts) => parts.map(String).join(' ') + '\\n';
  const fakeProcess = {
    argv: ['node', ${JSON.stringify(name)}, ...argv],
    env: {},
    get exitCode() { return exitCode; },
    set exitCode(code) { exitCode = code; },
    exit(code) { throw new Exit(code === undefined ? exitCode : code); },
    stdout: { write(chunk) { stdout += String(chunk); return true; } },
    stderr: { write(chunk) { stderr += String(chunk); return true; } },
  };
  const fakeConsole = {
    log: (...parts) => { stdout += format(parts); },
    error: (...parts) => { stderr += format(parts); },
  };
  const fakeRequire = (module) => {
    if (module !== 'fs' && module !== 'node:fs') {
      throw new Error('require("' + module + '") is not available here: only fs, to read stdin');
    }
    return {
      readFileSync(file, encoding) {
        if (file !== 0 && file !== '/dev/stdin') throw new Error('only stdin (0) can be read');
        return encoding ? stdin : Buffer.from(stdin);
      },
    };
  };
  try {
    script(fakeRequire, fakeProcess, fakeConsole);
  } catch (error) {
    if (error instanceof Exit) exitCode = error.code;
    else {
      exitCode = 1;
      stderr += error && error.message ? error.message : String(error);
    }
  }
  return { exitCode: Number(exitCode) || 0, stdout, stderr };
});
process.stdout.write(JSON.stringify(outcomes));
`;

/** Generous for a batch of small calls, and never the problem's limits: scripts are not judged. */
const scriptLimits: JudgeLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 512 * 1024,
  outputKb: 16 * 1024,
};

export class InputScriptError extends Error {}

/**
 * Runs `calls` through the script in one sandboxed run. Throws InputScriptError when the batch
 * itself failed (the script looped, ran out of memory, printed too much): its reason is the
 * author's to read. A judge failure propagates as the API error runJudgeJob throws.
 */
export async function runInputScript(
  judge: JudgeHandle,
  script: { name: string; source: string },
  calls: ScriptCall[],
  options: { background?: boolean } = {},
): Promise<ScriptOutcome[]> {
  if (calls.length === 0) return [];
  const result = await runJudgeJob(judge, {
    language: 'javascript',
    code: hostProgram(script.name, script.source),
    tests: [{ input: JSON.stringify(calls), expected: '' }],
    limits: scriptLimits,
    ...(options.background ? { background: true } : {}),
  });
  const run = result.tests[0];
  if (!result.compile.ok) {
    throw new InputScriptError(
      `${script.name} does not parse: ${firstLine(result.compile.output)}`,
    );
  }
  if (run?.exitCode !== 0) {
    const why = run ? `${run.status.description}: ${firstLine(run.stderr)}` : 'no run';
    throw new InputScriptError(`${script.name} failed (${why})`);
  }
  return JSON.parse(run.stdout) as ScriptOutcome[];
}

const firstLine = (text: string) => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/** Seeds and sizes of the inputs to make: sizes 1..MAX_INPUT_SIZE, seeds from 1. */
export type InputRequest = { seed: number; size: number };
export const MAX_INPUT_SIZE = 10;

/** `from`, `from + 1`, …, `to`. */
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every seed at every size, size by size: the order inputs are made and tried in. */
export const inputRequests = (sizes: number[], seeds: number[]): InputRequest[] =>
  sizes.flatMap((size) => seeds.map((seed) => ({ seed, size })));

/** One input per request, or why the generator could not make it. */
export async function generateInputs(
  judge: JudgeHandle,
  generator: string,
  requests: InputRequest[],
  options: { background?: boolean } = {},
): Promise<({ input: string } | { refused: string })[]> {
  const outcomes = await runInputScript(
    judge,
    { name: 'random.js', source: generator },
    requests.map(({ seed, size }) => ({ argv: [String(seed), String(size)], stdin: '' })),
    options,
  );
  return outcomes.map((outcome, index) => {
    const request = requests[index] as InputRequest;
    if (outcome.exitCode !== 0 || outcome.stdout === '') {
      const why = firstLine(outcome.stderr) || `exit code ${outcome.exitCode}, no output`;
      return { refused: `random.js ${request.seed} ${request.size}: ${why}` };
    }
    return { input: outcome.stdout };
  });
}

/** For each input, null when the validator accepts it, or its reason for refusing it. */
export async function validateInputs(
  judge: JudgeHandle,
  validator: string,
  inputs: string[],
  options: { background?: boolean } = {},
): Promise<(string | null)[]> {
  const outcomes = await runInputScript(
    judge,
    { name: 'validator.js', source: validator },
    inputs.map((input) => ({ argv: [], stdin: input })),
    options,
  );
  return outcomes.map((outcome) =>
    outcome.exitCode === 0 ? null : firstLine(outcome.stderr) || `exit code ${outcome.exitCode}`,
  );
}
