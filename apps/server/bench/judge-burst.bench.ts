// `npm run bench:burst`: does the site stay responsive while the judge works? The real server
// (embedded database, the bundled catalogue, the default judge process) serves an open-loop
// stream of problem-list requests; the same stream runs twice, once alone and once while a
// burst of submissions (C++, Java and JavaScript in turn, each its own program, so each is
// compiled; each from a learner of its own, as a class submits) is judged, sent all at once or
// spread evenly over `--over` seconds. The server runs with its default queue bounds, so a
// refused submission (503) shows in the answers. Prints the list's latency in both phases and
// the burst's throughput.
//
//   node --import tsx apps/server/bench/judge-burst.bench.ts [--rate=150] [--submissions=40]
//        [--over=0] [--warmup=5] [--measure=20]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { raiseApiCpuWeight } from '../src/process-user/api-cpu-weight';
import { type PhaseResult, percentile, runPhase } from './open-loop';
import { listRequestMix } from './request-mix';
import { startBenchServer } from './server';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
const rate = Number(arg('rate') ?? 150);
const submissions = Number(arg('submissions') ?? 40);
const overSeconds = Number(arg('over') ?? 0);
const warmupSeconds = Number(arg('warmup') ?? 5);
const measureSeconds = Number(arg('measure') ?? 20);

const programs = {
  cpp: (n: number) => `#include <cstdio>\nint main() { std::puts("${n}"); }\n`,
  java: (n: number) =>
    `public class Main { public static void main(String[] args) { System.out.println(${n}); } }\n`,
  javascript: (n: number) => `console.log(${n});\n`,
} as const;
const languages = Object.keys(programs) as Array<keyof typeof programs>;

// The generator stands in for clients on other machines: weighed like the API (a CPU group of its
// own), so the judge's runs slow the server it measures, not itself. Root only; else as it is.
const clientGroup = raiseApiCpuWeight(undefined, undefined, 'grindstone-bench-client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-burst-'));
// Every learner registers through the API: the sign-up limit is raised for them.
const server = await startBenchServer({
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_PER_MINUTE: String(submissions + 10),
});
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
try {
  const cookie = await server.register('Burst', 'burst@example.com', 'burst-password-1');
  const learners: string[] = [];
  for (let index = 0; index < submissions; index++) {
    learners.push(
      await server.register('Learner', `learner${index}@example.com`, 'burst-password-1'),
    );
  }
  const list = (await (
    await fetch(`${server.baseUrl}/api/problem/getAllProblem?page=1&limit=1`, {
      headers: { cookie },
    })
  ).json()) as { problems: Array<{ _id: string; title: string }> };
  const problem = list.problems[0];
  if (!problem) throw new Error('the bundled catalogue was not imported');

  const phase = (next: () => { kind: string; path: string }) =>
    runPhase({ baseUrl: server.baseUrl, rate, warmupSeconds, measureSeconds, next });
  const mix = listRequestMix(60, cookie);

  console.log(`# Judge burst benchmark — ${new Date().toISOString()}\n`);
  console.log(
    `list requests at ${rate}/s (open loop, ${warmupSeconds} s warm-up + ${measureSeconds} s measured); a burst of ${submissions} submissions of "${problem.title}" (one learner each, ${overSeconds > 0 ? `spread over ${overSeconds} s` : 'all at once'}) starts as the measured window opens\n`,
  );
  console.log(
    `load generator ${clientGroup ? 'in a CPU group of its own, weighed like the API' : 'in no CPU group of its own'}`,
  );
  console.log(`load average ${load()} before the quiet phase`);
  const quiet = await phase(mix);

  console.log(`load average ${load()} before the burst phase`);
  let burstSeconds = 0;
  const verdicts = new Map<string, number>();
  const burst = (async () => {
    await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: submissions }, async (_, index) => {
        const language = languages[index % languages.length] as keyof typeof programs;
        const delayMs = (overSeconds * 1000 * index) / submissions;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const response = await fetch(`${server.baseUrl}/api/submission/submit/${problem._id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: learners[index] as string },
          body: JSON.stringify({ language, code: programs[language](index) }),
        });
        const body = (await response.json()) as { status?: string; message?: string };
        const key = `${response.status} ${body.status ?? body.message}`;
        verdicts.set(key, (verdicts.get(key) ?? 0) + 1);
      }),
    );
    burstSeconds = (performance.now() - started) / 1000;
  })();
  const busy = await phase(mix);
  await burst;

  const row = (name: string, result: PhaseResult) => {
    const sorted = [...result.all].sort((a, b) => a - b);
    return `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 99).toFixed(2)} | ${percentile(sorted, 100).toFixed(2)} | ${result.achievedRps.toFixed(1)} | ${result.errors} |`;
  };
  console.log('\n| list requests | n | p50 ms | p99 ms | max ms | achieved req/s | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  console.log(row('alone', quiet));
  console.log(row(`during the burst`, busy));
  const p99 = (result: PhaseResult) =>
    percentile(
      [...result.all].sort((a, b) => a - b),
      99,
    );
  console.log(
    `\nburst: ${submissions} submissions judged in ${burstSeconds.toFixed(1)} s (${(submissions / burstSeconds).toFixed(2)} per second${burstSeconds < measureSeconds ? `; shorter than the ${measureSeconds} s window, so the window also holds calm seconds` : ''}); answers: ${[...verdicts].map(([key, n]) => `${n}× ${key}`).join(', ')}`,
  );
  console.log(
    `list p99 during the burst: ${p99(busy).toFixed(1)} ms = ${(p99(busy) / p99(quiet)).toFixed(2)}× alone — ${p99(busy) <= 50 ? 'meets' : 'misses'} the 50 ms budget`,
  );
  console.log(
    `generator send lag p99 (how late this process sent list requests): ${quiet.sendLagP99.toFixed(1)} ms alone, ${busy.sendLagP99.toFixed(1)} ms during the burst`,
  );
  console.log(`load average ${load()} at the end`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
