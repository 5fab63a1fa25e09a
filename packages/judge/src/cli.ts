// Judge from the command line (authors checking reference solutions, operators checking a host):
//   tsx packages/judge/src/cli.ts run --lang cpp --code sol.cpp --tests DIR [--time-ms 2000]
//   tsx packages/judge/src/cli.ts run --lang java --code Main.java --input 1.in --expected 1.out
//   tsx packages/judge/src/cli.ts health
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  defaultJudgeLimits,
  isAccepted,
  type JudgeChecker,
  type JudgeResult,
  type JudgeTest,
  judgeLanguageSchema,
  languageIds,
  wallLimitMs,
} from '@grindstone/contract';
import { z } from 'zod';
import { createJudge } from './create-judge';
import { JudgeError, parseJudgeJob } from './errors';
import { judgeConfigShape, judgeOptionsFrom } from './judge-config';
import { readTestDir } from './read-test-dir';

const usage = `Usage:
  judge run --lang ${languageIds.join('|')} --code FILE (--tests DIR | --input FILE --expected FILE)
            [--time-ms 2000] [--memory-mb 256] [--checker default|tokens|float] [--tolerance 1e-6] [--json]
  judge health`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string' },
    code: { type: 'string' },
    tests: { type: 'string' },
    input: { type: 'string' },
    expected: { type: 'string' },
    'time-ms': { type: 'string' },
    'memory-mb': { type: 'string' },
    checker: { type: 'string', default: 'default' },
    tolerance: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

const command = positionals[0] ?? (values.code ? 'run' : 'help');
if (values.help || command === 'help') exit(0, usage);
const variables = z.object(judgeConfigShape).safeParse(process.env);
if (!variables.success) {
  exit(
    2,
    variables.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
}
const judge = createJudge(judgeOptionsFrom(variables.data));

if (command === 'health') {
  console.log(judge.sandbox.summary);
  for (const problem of judge.sandbox.problems) console.log(`  - ${problem}`);
  for (const language of judge.availableLanguages()) {
    const detail = language.available
      ? language.version
      : `UNAVAILABLE: ${language.reason} (${language.install})`;
    console.log(`${language.id.padEnd(11)} ${detail}`);
  }
  process.exit(judge.sandbox.mode === 'unavailable' ? 1 : 0);
}
if (command !== 'run') exit(2, usage);

const language = judgeLanguageSchema.safeParse(values.lang);
if (!language.success || !values.code) exit(2, usage);
const named: { name: string; test: JudgeTest }[] = values.tests
  ? readTestDir(values.tests)
  : [
      {
        name: values.input ?? 'stdin',
        test: {
          input: values.input ? readFileSync(values.input, 'utf8') : '',
          expected: values.expected ? readFileSync(values.expected, 'utf8') : '',
        },
      },
    ];
if (named.length === 0) exit(2, `No NN.in files in ${values.tests}`);

const cpuMs = Number(values['time-ms'] ?? defaultJudgeLimits.cpuMs);
const memoryMb = Number(values['memory-mb'] ?? defaultJudgeLimits.memoryKb / 1024);
const tolerance = values.tolerance === undefined ? undefined : Number(values.tolerance);
const checker = (
  values.checker === 'float'
    ? { type: 'float', absTolerance: tolerance, relTolerance: tolerance }
    : { type: values.checker }
) as JudgeChecker;

try {
  const result = await judge.judge(
    parseJudgeJob({
      language: language.data,
      code: readFileSync(values.code as string, 'utf8'),
      tests: named.map((entry) => entry.test),
      limits: {
        ...defaultJudgeLimits,
        cpuMs,
        wallMs: wallLimitMs(cpuMs),
        memoryKb: memoryMb * 1024,
      },
      checker,
    }),
  );
  if (values.json) console.log(JSON.stringify(result, null, 2));
  else printTable(result, named);
  process.exit(isAccepted(result.status_id) ? 0 : 1);
} catch (error) {
  // Exit codes: 0 accepted, 1 judged but not accepted, 2 a bad invocation or job, 3 refused (the
  // sandbox or the language is unavailable here), 4 the judge itself failed: no verdict exists,
  // and the detail says why.
  if (error instanceof JudgeError && error.code === 'judge-failed') {
    exit(4, `The judge failed (no verdict): ${error.message}`);
  }
  exit(error instanceof JudgeError && error.code === 'invalid-job' ? 2 : 3, String(error));
}

function printTable(result: JudgeResult, tests: { name: string }[]) {
  if (!result.compile.ok) {
    console.log(`Compilation failed:\n${result.compile.output}`);
    return;
  }
  if (result.compile.output) console.log(result.compile.output);
  const width = Math.max(4, ...tests.map((test) => test.name.length));
  console.log(
    `${'test'.padEnd(width)}  ${'verdict'.padEnd(25)} ${'cpu s'.padStart(7)} ${'wall s'.padStart(7)} ${'mem KB'.padStart(8)}`,
  );
  result.tests.forEach((test, index) => {
    const name = (tests[index]?.name ?? String(index + 1)).padEnd(width);
    console.log(
      `${name}  ${test.status.description.padEnd(25)} ${test.time.toFixed(3).padStart(7)} ${test.wallTime.toFixed(3).padStart(7)} ${String(test.memory).padStart(8)}`,
    );
  });
  const passed = result.tests.filter((test) => isAccepted(test.status_id)).length;
  console.log(`${passed}/${result.tests.length} passed — ${result.status.description}`);
}

function exit(code: number, message: string): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}
