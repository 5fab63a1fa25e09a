// `npm run bench:web`: Lighthouse (default mobile simulation) on the landing, problems and
// problem pages of the built app, against the web budgets of docs/product.md (docs/benchmarks.md).
//
//   node --import tsx apps/web/bench/web.bench.ts [--runs=3] [--compress] [--out=file.md]
//        [--only=landing,problems,problem] [--save=DIR]  (full reports as DIR/<page>-<run>.json)
//        [--cpu-slowdown=8]  (Lighthouse's CPU throttling instead of its default 4×)
//
// Builds first when the sources are newer than the build, starts the built server on a free
// port with a fresh data directory, registers a learner for the signed-in pages, and runs each
// page `--runs` times in a fresh Chromium; the table shows each metric's median. `--compress`
// puts a gzip proxy in front of the server, as a reverse proxy with compression on would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../../../scripts/lib/build.mjs';
import { startCompressingProxy } from './compressing-proxy';
import { auditPage } from './lighthouse';
import { allBudgetsMet, budgetTable, type PageResult } from './report';
import { firstProblemId, registerLearner, startBuiltServer } from './server';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 3);
const out = arg('out');
const compress = process.argv.includes('--compress');
const saveDir = arg('save');
const only = arg('only')?.split(',');
const cpuSlowdownArg = arg('cpu-slowdown');
const cpuSlowdown = cpuSlowdownArg === undefined ? undefined : Number(cpuSlowdownArg);
if (saveDir) mkdirSync(saveDir, { recursive: true });

const lines: string[] = [];
const report = (line = '') => {
  console.log(line);
  lines.push(line);
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy host: try again. */
async function auditWithRetries(url: string, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(url, headers, cpuSlowdown);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`retrying ${url}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

if (!buildIfNeeded()) process.exit(1);

const server = await startBuiltServer();
const proxy = compress ? await startCompressingProxy(server.baseUrl) : undefined;
const baseUrl = proxy?.baseUrl ?? server.baseUrl;
try {
  const cookie = await registerLearner(baseUrl);
  const problemId = await firstProblemId(baseUrl, cookie);
  const pages: PageResult[] = (
    [
      { name: 'landing', path: '/', runs: [] },
      { name: 'problems', path: '/problems', runs: [] },
      { name: 'problem', path: `/problem/${problemId}`, runs: [] },
    ] as PageResult[]
  ).filter((page) => !only || only.includes(page.name));

  report(`# Web benchmark — ${new Date().toISOString()}`);
  report();
  report(
    `host: ${availableParallelism()} cores, Node ${process.version}, load average ${load()} (1/5/15 min) at start`,
  );
  report(
    `Lighthouse 12, ${cpuSlowdown ? `mobile simulation with ${cpuSlowdown}× CPU slowdown` : 'default mobile simulation'}, ${runs} cold runs per page in a fresh Chromium; /problems and /problem with a signed-in learner's cookie`,
  );
  report(
    compress
      ? 'served through a gzip proxy (--compress): responses compressed as a reverse proxy would'
      : 'served by the built server as it is (no proxy in front)',
  );
  report();
  report(
    '| page | run | load (1 min) | benchmarkIndex | perf | a11y | best pr. | TBT ms | LCP ms | CLS |',
  );
  report('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  // Pages interleaved (landing, problems, problem, landing, ...) so a burst of load on this
  // shared machine spreads over all pages instead of spoiling one.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const loadAtStart = loadavg()[0]?.toFixed(1);
      const headers: Record<string, string> = page.name === 'landing' ? {} : { cookie };
      const { run: result, lhr } = await auditWithRetries(`${baseUrl}${page.path}`, headers);
      page.runs.push(result);
      if (saveDir)
        writeFileSync(path.join(saveDir, `${page.name}-${run}.json`), JSON.stringify(lhr));
      report(
        `| ${page.name} | ${run} | ${loadAtStart} | ${Math.round(result.benchmarkIndex)} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${Math.round(result.tbtMs)} | ${Math.round(result.lcpMs)} | ${result.cls.toFixed(3)} |`,
      );
    }
  }

  report();
  for (const line of budgetTable(pages)) report(line);
  report();
  const landing = pages.find((page) => page.name === 'landing');
  if (landing) {
    const scripts = landing.runs[0]?.jsBeforePaintFiles ?? [];
    report(`landing scripts before first paint: ${scripts.join(', ') || '(none)'}`);
  }
  for (const page of pages) {
    const failed = [...new Set(page.runs.flatMap((run) => run.failedAudits))];
    if (failed.length > 0) report(`${page.name}: audits not passed: ${failed.join('; ')}`);
  }
  report(`load average ${load()} at the end`);
  report(allBudgetsMet(pages) ? 'All web budgets met.' : 'Some web budgets are NOT met.');
  if (out) writeFileSync(out, `${lines.join('\n')}\n`);
} finally {
  await proxy?.stop();
  await server.stop();
}
