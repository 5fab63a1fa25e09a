// `npm run bench:counterexample`: the counterexample finder on every bundled wrong solution
// (problems/*/wrong/), through the judge the server uses (the judge process behind the
// in-process queue), one request at a time as a learner makes it. It reports the found rate,
// the median and p95 time to the answer, the median size of the shrunk input, and how much
// slower another learner's submission is judged while one finder runs, against the same
// submission on an otherwise idle judge measured in the same run (blocks alternate).
//
// Each package's programs are compiled once before timing: a learner asks about a submission
// the judge has just compiled, and the reference is compiled by the first request per problem.
//
//   node --import tsx apps/server/bench/counterexample.bench.ts [--only=slug,...] [--samples=20]
import { loadavg } from 'node:os';
import { type JudgeJobInput, problemInputSchema } from '@grindstone/contract';
import {
  listPackageDirs,
  type ProblemPackage,
  readProblemPackage,
} from '../src/catalogue/read-package';
import { loadConfig } from '../src/config/config';
import {
  FINDER_BUDGET,
  type FinderProblem,
  findCounterexample,
} from '../src/counterexamples/find-counterexample';
import { createJudgeHandle } from '../src/judging/create-judge-handle';
import { judgeJob } from '../src/judging/judge-job';
import { runJudgeJob } from '../src/judging/judge-port';
import { bundledProblemsDir } from '../src/paths';
import { judgeTests, toProblemFields, toProblemTests } from '../src/problems/problem-mapping';
import { sumProblem, sumSolutions } from '../src/test-support/problem-fixtures';

const only = process.argv
  .find((value) => value.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const samples = Number(
  process.argv.find((value) => value.startsWith('--samples='))?.split('=')[1] ?? 20,
);

const config = loadConfig({ ...process.env, REDIS_URL: '' });
const judge = await createJudgeHandle(config, process.env);

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => percentile(values, 0.5);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg()[0]?.toFixed(1);

function finderProblem(pkg: ProblemPackage): FinderProblem {
  return {
    settings: toProblemFields(pkg.input),
    generator: pkg.input.randomInputGenerator ?? '',
    validator: pkg.input.inputValidator ?? null,
    referenceCpp: pkg.input.referenceSolution.find((entry) => entry.language === 'C++')
      ?.completeCode as string,
    hiddenInputs: pkg.input.hiddenTestCases.map((test) => test.input),
  };
}

/** Compiles a program (the judge caches it) by judging it on one test. */
async function compile(pkg: ProblemPackage, language: JudgeJobInput['language'], code: string) {
  const tests = judgeTests(toProblemTests(pkg.input)).slice(0, 1);
  await runJudgeJob(judge, judgeJob(toProblemFields(pkg.input), language, code, tests));
}

try {
  const dirs = (await listPackageDirs(bundledProblemsDir)).filter(
    (dir) => !only || only.some((slug) => dir.endsWith(`/${slug}`)),
  );
  const packages = (await Promise.all(dirs.map(readProblemPackage))).filter(
    (pkg) => pkg.wrongSolutions.length > 0 && pkg.input.randomInputGenerator,
  );
  console.log(
    `Finder on ${packages.length} packages' wrong solutions (budget ${FINDER_BUDGET.wallMs} ms, ${FINDER_BUDGET.maxRuns} runs; ${judge.sandbox?.summary})`,
  );

  const times: number[] = [];
  const sizes: number[] = [];
  const missed: string[] = [];
  for (const pkg of packages) {
    const problem = finderProblem(pkg);
    for (const wrong of pkg.wrongSolutions) {
      await compile(pkg, 'cpp', problem.referenceCpp);
      await compile(pkg, wrong.language, wrong.code);
      const started = performance.now();
      const { answer } = await findCounterexample(judge, problem, wrong);
      const elapsed = performance.now() - started;
      times.push(elapsed);
      const name = `${pkg.extras.slug}/${wrong.file}`;
      if (answer.found) sizes.push(answer.input.length);
      else missed.push(name);
      console.log(
        `${answer.found ? 'found' : 'MISS '} ${name}: ${seconds(elapsed)}, ${answer.tries} tries${answer.found ? `, ${answer.input.length} chars, ${answer.shrinkSteps} shrink steps` : ''} (load ${load()})`,
      );
    }
  }
  const found = times.length - missed.length;
  console.log(
    `found ${found}/${times.length} (${((100 * found) / Math.max(1, times.length)).toFixed(1)} %, goal >= 95 %)`,
  );
  console.log(
    `time to answer: median ${seconds(median(times))} (goal <= 2 s), p95 ${seconds(percentile(times, 0.95))}`,
  );
  console.log(`shrunk input: median ${median(sizes)} chars`);
  if (missed.length > 0) console.log(`missed: ${missed.join(', ')}`);

  // Another learner's submission (ten tests, compiled once) on an idle judge and while one
  // finder runs, in alternating blocks so that background load hits both alike.
  const sum = sumProblem();
  const otherTests = Array.from({ length: 10 }, (_, index) => ({
    input: `${index + 1} ${index * 3}\n`,
    expected: `${index + 1 + index * 3}\n`,
  }));
  const submission = judgeJob(
    toProblemFields(problemInputSchema.parse(sum)),
    'cpp',
    sumSolutions.cpp,
    otherTests,
  );
  await runJudgeJob(judge, submission);
  const judgeOnce = async () => {
    const started = performance.now();
    await runJudgeJob(judge, submission);
    return performance.now() - started;
  };
  const idle: number[] = [];
  const busy: number[] = [];
  const blocks = 4;
  for (let block = 0; block < blocks; block++) {
    for (let index = 0; index < samples / blocks; index++) idle.push(await judgeOnce());
    let finding = true;
    const finder = (async () => {
      for (let next = 0; finding; next++) {
        const pkg = packages[next % packages.length] as ProblemPackage;
        const wrong = pkg.wrongSolutions[0];
        if (wrong) await findCounterexample(judge, finderProblem(pkg), wrong);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let index = 0; index < samples / blocks; index++) busy.push(await judgeOnce());
    finding = false;
    await finder;
  }
  console.log(
    `another submission (10 tests): idle median ${seconds(median(idle))}, p95 ${seconds(percentile(idle, 0.95))}; with a finder running median ${seconds(median(busy))}, p95 ${seconds(percentile(busy, 0.95))}: ${(median(busy) / median(idle)).toFixed(2)}x (goal <= 1.2x)`,
  );
} finally {
  await judge.close();
}
