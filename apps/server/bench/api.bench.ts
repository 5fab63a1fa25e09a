// `npm run bench:api`: latency and throughput of GET /api/problem/getAllProblem (10 000
// problems, 1 000 000 submissions) and of the forum's list and stats (100 000 posts, 1 000 000
// comments), and of a 75-problem sheet and the review queue of a learner with 2 000 solved
// problems, at a fixed offered load (open loop), on PGlite and on PostgreSQL, against
// GET /api/health measured in the same run (docs/benchmarks.md).
//
//   node --import tsx apps/server/bench/api.bench.ts [--quick] [--only=pglite|postgres]
//        [--rate=200[,50]] [--warmup=15] [--measure=20] [--explain] [--variant=<name>[,<name>]]
//        [--no-forum] [--no-list] [--no-practice] [--out=file.md]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BenchDatabase,
  pgliteBenchDatabase,
  postgresAdminUrl,
  postgresBenchDatabase,
} from './databases';
import { explainListQueries } from './explain';
import { forumMixDescription, forumRequestMix } from './forum-request-mix';
import { defaultForumSeedSize, seedForum } from './forum-seed';
import { type PhaseResult, percentile, runPhase } from './open-loop';
import { practiceMixDescription, practiceRequestMix, seedPractice } from './practice-seed';
import { listRequestMix, mixDescription } from './request-mix';
import { benchUser, defaultSeedSize, seed } from './seed';
import { startBenchServer } from './server';
import { applyVariant, variantNames } from './variants';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
/** Offered loads, each its own pair of phases on the same seeded database: `--rate=200,50`. */
const rates = (arg('rate') ?? '200').split(',').map(Number);
const warmupSeconds = Number(arg('warmup') ?? (quick ? 3 : 15));
const measureSeconds = Number(arg('measure') ?? (quick ? 5 : 20));
const only = arg('only');
/** Proposed indexes applied after seeding: `--variant=covering-created`. */
const variants = arg('variant')?.split(',') ?? [];
const size = quick
  ? { problems: 10_000, submissions: 100_000, users: 1_000, benchUserSolved: 2_000 }
  : defaultSeedSize;
/** The forum's phase (and its seeding) is skipped with --no-forum, the problem list's with --no-list. */
const withForum = !process.argv.includes('--no-forum');
const withList = !process.argv.includes('--no-list');
/** Sheets and the review queue of a learner with many solved problems, unless --no-practice. */
const withPractice = !process.argv.includes('--no-practice');
const forumSize = quick
  ? { posts: 10_000, comments: 100_000, likes: 20_000 }
  : defaultForumSeedSize;
for (const variant of variants) {
  if (!variantNames.includes(variant)) {
    throw new Error(`unknown --variant=${variant}; known: ${variantNames.join(', ')}`);
  }
}

const lines: string[] = [];
const report = (line = '') => {
  console.log(line);
  lines.push(line);
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const ms = (value: number) => value.toFixed(2);

report(`# API benchmark (problem list, forum) — ${new Date().toISOString()}`);
report();
report(
  `host: ${availableParallelism()} cores, Node ${process.version}, load average ${load()} (1/5/15 min) at start`,
);
report(
  `offered load ${rates.join(' and ')} requests/s, open loop; ${warmupSeconds} s warm-up (excluded) + ${measureSeconds} s measured per phase`,
);
report(
  `data: ${size.problems.toLocaleString('en')} problems, ${size.submissions.toLocaleString('en')} submissions, ${size.users.toLocaleString('en')} other users; the benchmark user has solved ${size.benchUserSolved.toLocaleString('en')}`,
);
if (withForum) {
  report(
    `forum: ${forumSize.posts.toLocaleString('en')} posts, ${forumSize.comments.toLocaleString('en')} comments, ${forumSize.likes.toLocaleString('en')} likes`,
  );
}
if (variants.length > 0)
  report(`variants: ${variants.join(', ')} (scratch indexes applied after seeding)`);
report('request mix:');
if (withList) for (const line of mixDescription) report(`- ${line}`);
if (withForum) for (const line of forumMixDescription) report(`- ${line}`);
if (withPractice) for (const line of practiceMixDescription) report(`- ${line}`);

interface BackendResult {
  kind: string;
  rate: number;
  health: PhaseResult;
  list?: PhaseResult;
  forum?: PhaseResult;
  practice?: PhaseResult;
  loadDuring: string;
}

async function benchmark(database: BenchDatabase): Promise<BackendResult[]> {
  report();
  report(`## ${database.kind}`);
  const seedStart = performance.now();
  const handle = await database.open();
  await handle.migrate();
  const timings = await seed(handle.db, size);
  for (const variant of variants) {
    timings[`variant ${variant}`] = await applyVariant(handle.db, variant);
  }
  if (withForum) Object.assign(timings, await seedForum(handle.db, forumSize, size.users));
  if (withPractice) {
    const started = performance.now();
    await seedPractice(handle.db, size.problems);
    timings['sheet and reviews'] = (performance.now() - started) / 1000;
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  report(
    `seed: ${seedSeconds.toFixed(1)} s in total (${Object.entries(timings)
      .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
      .join(', ')})`,
  );
  if (process.argv.includes('--explain')) {
    for (const line of await explainListQueries(handle.db)) report(line);
  }
  await handle.close();

  const emptyProblemsDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-problems-'));
  const server = await startBenchServer({ ...database.serverEnv, PROBLEMS_DIR: emptyProblemsDir });
  try {
    const cookie = await server.login(benchUser.email, benchUser.password);
    const mix = listRequestMix(size.problems, cookie);
    await server.expectSolvedTotal(cookie, size.benchUserSolved);
    const results: BackendResult[] = [];
    /** Seconds spent waiting for the server to be idle before each phase. */
    const settled: number[] = [];
    for (const rate of rates) {
      const options = { baseUrl: server.baseUrl, rate, warmupSeconds, measureSeconds };
      console.log(`  ${rate} req/s: health phase (${warmupSeconds + measureSeconds} s)…`);
      settled.push(await server.settle());
      const health = await runPhase({
        ...options,
        next: () => ({ kind: 'health', path: '/api/health' }),
      });
      const result: BackendResult = { kind: database.kind, rate, health, loadDuring: '' };
      if (withList) {
        console.log(`  ${rate} req/s: list phase (${warmupSeconds + measureSeconds} s)…`);
        settled.push(await server.settle());
        result.list = await runPhase({ ...options, next: mix });
      }
      if (withForum) {
        console.log(`  ${rate} req/s: forum phase (${warmupSeconds + measureSeconds} s)…`);
        settled.push(await server.settle());
        result.forum = await runPhase({
          ...options,
          next: forumRequestMix(forumSize.posts, cookie),
        });
      }
      if (withPractice) {
        console.log(
          `  ${rate} req/s: sheet and review phase (${warmupSeconds + measureSeconds} s)…`,
        );
        settled.push(await server.settle());
        result.practice = await runPhase({ ...options, next: practiceRequestMix(cookie) });
      }
      result.loadDuring = load();
      results.push(result);
      const errors = [health, result.list, result.forum, result.practice].reduce(
        (n, p) => n + (p?.errors ?? 0),
        0,
      );
      if (errors > 0) console.log(`server output:\n${server.output().slice(-2000)}`);
    }
    report(`settling before each phase: ${settled.map((s) => `${s.toFixed(1)} s`).join(', ')}`);
    return results;
  } finally {
    await server.stop();
    rmSync(emptyProblemsDir, { recursive: true, force: true });
  }
}

function table(result: BackendResult) {
  const { health, list, forum, practice } = result;
  const h50 = percentile(health.all, 50);
  const h99 = percentile(health.all, 99);
  const phases: Array<[string, PhaseResult | undefined]> = [
    ['getAllProblem', list],
    ['forum', forum],
    ['sheets and review', practice],
  ];
  const measured = phases.filter((entry): entry is [string, PhaseResult] => entry[1] !== undefined);
  report();
  report(
    `### ${result.kind} at ${result.rate} req/s offered\n\nload average ${result.loadDuring} after the phases; generator send lag p99 ${[health, ...measured.map(([, phase]) => phase)].map((phase) => ms(phase.sendLagP99)).join(' / ')} ms (health${measured.map(([name]) => ` / ${name}`).join('')})`,
  );
  report();
  report(
    '| requests | n | p50 ms | p99 ms | achieved req/s | p50 ÷ health | p99 ÷ health | errors |',
  );
  report('|---|---:|---:|---:|---:|---:|---:|---:|');
  const row = (name: string, sorted: number[], rps: string, errors: string) => {
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    report(
      `| ${name} | ${sorted.length} | ${ms(p50)} | ${ms(p99)} | ${rps} | ${(p50 / h50).toFixed(2)}× | ${(p99 / h99).toFixed(2)}× | ${errors} |`,
    );
  };
  row(
    'GET /api/health (baseline)',
    health.all,
    health.achievedRps.toFixed(1),
    String(health.errors),
  );
  for (const [name, phase] of measured) {
    row(`${name}, whole mix`, phase.all, phase.achievedRps.toFixed(1), String(phase.errors));
    for (const [kind, sorted] of [...phase.latencies].sort()) row(`  ${kind}`, sorted, '', '');
    if (phase.firstError) report(`first ${name} error: ${phase.firstError}`);
  }
  if (health.firstError) report(`first health error: ${health.firstError}`);
  report();
  for (const [name, phase] of measured) {
    const p99 = percentile(phase.all, 99);
    report(
      `${result.kind} at ${result.rate} req/s: ${name} p99 ${ms(p99)} ms — ${p99 <= 20 ? 'meets' : 'misses'} the 20 ms budget (the budget is for PostgreSQL on 2 idle cores)`,
    );
  }
}

const results: BackendResult[] = [];
const adminUrl = postgresAdminUrl();
const backends: Array<() => Promise<BenchDatabase>> = [];
if (only !== 'postgres') backends.push(async () => pgliteBenchDatabase());
if (only !== 'pglite') {
  if (adminUrl) backends.push(() => postgresBenchDatabase(adminUrl));
  else report('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
}
for (const create of backends) {
  const database = await create();
  try {
    results.push(...(await benchmark(database)));
  } finally {
    await database.destroy();
  }
}
report();
report('## Results');
for (const result of results) table(result);
const out = arg('out');
if (out) writeFileSync(out, `${lines.join('\n')}\n`);
