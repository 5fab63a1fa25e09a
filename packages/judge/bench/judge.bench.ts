// `npm run bench:judge`: the judge's speed against baselines measured in the same run
// (docs/benchmarks.md). Needs root, bubblewrap and writable cgroups, like the judge itself.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type JudgeLimits, type LanguageId, languageIds } from '@grindstone/contract';
import { createCompileCache } from '../src/compile-cache';
import { createJudge } from '../src/create-judge';
import { boxDir, languages } from '../src/languages';
import { jsonLinesLogger } from '../src/logger';
import { createInProcessQueue } from '../src/queue';
import { createSandbox } from '../src/sandbox';
import { runLimits } from '../src/sandbox-limits';
import { startCpuMeter } from './cpu-meter';
import { hello, lcg } from './programs';
import { median, rawCompile, rawToolchain, runRaw, timed } from './raw';

const quick = process.argv.includes('--quick');
const cores = availableParallelism();
const limits: JudgeLimits = { cpuMs: 5000, wallMs: 15_000, memoryKb: 256 * 1024, outputKb: 64 };
const allLanguages: LanguageId[] = languageIds;
const cpuMeter = startCpuMeter();
const judge = createJudge();
const sandbox = createSandbox({ slots: cores });
const compiler = createCompileCache(sandbox);
const pchDir = (await languages.cpp.prepare?.(sandbox.cacheDir, jsonLinesLogger('bench')))
  ?.mounts[0]?.host;
if (judge.sandbox.mode !== 'full') console.warn(`WARNING: ${judge.sandbox.summary}`);

const lines: string[] = [];
const report = (line: string) => {
  console.log(line);
  lines.push(line);
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, target: string) => `${value.toFixed(2)}× (target ${target})`;

report(`# Judge benchmark — ${new Date().toISOString()}`);
report(
  `host: ${cores} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${judge.sandbox.summary}`,
);

/** A host dir holding one compiled program, plus the raw command that runs it. */
function rawArtefact(language: LanguageId, code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, languages[language].sourceFile), code);
  const { compile, run } = rawToolchain(language, dir, limits);
  if (compile) spawnSync(compile[0] as string, compile.slice(1), { stdio: 'inherit' });
  return { dir, run };
}

// 1. Sandbox overhead per run: the same program, raw vs sandboxed, interleaved.
report('\n## Sandbox overhead per run (median of interleaved runs)');
for (const language of allLanguages) {
  const { dir, run } = rawArtefact(language, hello[language]);
  const command = languages[language].run(limits);
  const rounds = language === 'cpp' ? (quick ? 20 : 60) : quick ? 5 : 15;
  const runBoxed = () =>
    sandbox.run({
      argv: command.argv,
      mounts: [{ host: dir, sandbox: boxDir }, ...(command.mounts ?? [])],
      cwd: '/tmp',
      env: command.env ?? {},
      proc: command.proc,
      stdin: '',
      limits: runLimits(limits, command, 0),
    });
  // Wall time, interleaved so background load hits both sides alike.
  const raw: number[] = [];
  const boxed: number[] = [];
  for (let i = 0; i < rounds; i++) {
    raw.push((await runRaw(run)).ms);
    boxed.push((await timed(runBoxed))[0]);
  }
  // CPU time per run (this process and all its descendants, teardown included): unlike wall
  // time it does not grow with other load on the host.
  const cpuPerRun = async (work: () => Promise<unknown>) => {
    await delay(300);
    const before = cpuMeter.usedMs();
    for (let i = 0; i < rounds; i++) await work();
    await delay(300);
    return (cpuMeter.usedMs() - before) / rounds;
  };
  const rawCpu = await cpuPerRun(() => runRaw(run));
  const boxedCpu = await cpuPerRun(runBoxed);
  const overhead = median(boxed) - median(raw);
  const target = language === 'cpp' ? ' (target ≤ 10 ms)' : '';
  report(
    `- ${language}: wall raw ${ms(median(raw))}, sandboxed ${ms(median(boxed))}, overhead ${ms(overhead)}${target}; CPU per run raw ${ms(rawCpu)}, sandboxed ${ms(boxedCpu)}, overhead ${ms(boxedCpu - rawCpu)}`,
  );
}

// 2. C++ compile: the judge's sandboxed compile with the PCH vs plain g++ -O2.
report('\n## C++ compile with the precompiled header vs plain g++ -O2 (bits/stdc++.h)');
{
  const plain: number[] = [];
  const rawPch: number[] = [];
  const judged: number[] = [];
  for (let i = 0; i < (quick ? 2 : 5); i++) {
    const code = lcg('cpp', `compile ${Date.now()} ${i}`);
    const dir = mkdtempSync(join(tmpdir(), 'judge-bench-'));
    writeFileSync(join(dir, 'main.cpp'), code);
    plain.push(await rawCompile(rawToolchain('cpp', dir, limits).compile));
    rawPch.push(await rawCompile(rawToolchain('cpp', dir, limits, pchDir).compile));
    judged.push((await timed(() => compiler.compile(languages.cpp, code)))[0]);
  }
  report(
    `- plain g++ -O2: ${ms(median(plain))}; raw g++ with the PCH: ${ms(median(rawPch))}; judge (sandboxed, PCH): ${ms(median(judged))}`,
  );
  report(`- ratio judge / plain: ${ratio(median(judged) / median(plain), '≤ 0.35')}`);
}

// 3. One submission of 10 tests end to end is measured through the server, as a learner submits
// (HTTP, database, queue, judge process): apps/server/bench/submit.bench.ts, which
// `npm run bench:judge` runs after this file.

// 4. A burst of 50 mixed submissions through the in-process queue.
report('\n## Burst: 50 mixed submissions (4 tests each) through the in-process queue');
{
  const queue = createInProcessQueue({ judge, concurrency: cores, maxDepth: 100 });
  const count = quick ? 15 : 50;
  const cpuBefore = cpuMeter.usedMs();
  const systemBefore = systemCpu();
  const started = performance.now();
  // A judge failure is thrown (JudgeError 'judge-failed'), not a result: counted as one.
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => {
      const language = allLanguages[i % 3] as LanguageId;
      const tests = Array.from({ length: 4 }, () => ({ input: '2000000', expected: '' }));
      return queue.submit({
        language,
        code: lcg(language, `burst ${Date.now()} ${i}`),
        tests,
        limits,
      });
    }),
  );
  const wall = performance.now() - started;
  const used = cpuMeter.usedMs() - cpuBefore;
  const system = systemCpu();
  const systemBusy = 1 - (system.idle - systemBefore.idle) / (system.total - systemBefore.total);
  const judged = results.filter((result) => result.status === 'fulfilled').length;
  report(
    `- ${count} submissions (${judged} judged, no internal errors: ${judged === count}) in ${(wall / 1000).toFixed(1)} s = ${((count * 1000) / wall).toFixed(2)} submissions/s`,
  );
  report(
    `- CPU used by the judge: ${((used / (wall * cores)) * 100).toFixed(0)} % of ${cores} cores (target ≥ 90 %); whole host busy ${(systemBusy * 100).toFixed(0)} % (idle ${((1 - systemBusy) * 100).toFixed(0)} %; other processes on the host take the rest)`,
  );
}

await Promise.all([judge.close(), sandbox.close()]);
await delay(1000); // empty run cgroups are removed in the background
cpuMeter.stop();
if (process.env.BENCH_OUTPUT) writeFileSync(process.env.BENCH_OUTPUT, `${lines.join('\n')}\n`);

function delay(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function systemCpu() {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total };
}
