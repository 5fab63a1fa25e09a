// Part of `npm run bench:judge`: one 10-test submission end to end, the way a learner makes it —
// `POST /api/submission/submit/<id>` to the real server (embedded database, the default judge
// process) — against the raw toolchain on the same host: the plain compile plus the 10 runs
// started directly, spread over the cores. Rounds interleave the two, so background load hits
// both alike. Each round submits a new program (so it is compiled) and then the same program
// again (its compile is cached).
//
//   node --import tsx apps/server/bench/submit.bench.ts [--rounds=5] [--quick] [--language=cpp,...]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type JudgeLimits, type LanguageId, languageIds } from '@grindstone/contract';
import { languages } from '@grindstone/judge';
import { median, rawCompile, rawToolchain, runRaw, spread } from '@grindstone/judge/bench-support';
import { sumProblem, sumSolutions } from '../src/test-support/problem-fixtures';
import { startBenchServer } from './server';

const quick = process.argv.includes('--quick');
const rounds = Number(
  process.argv.find((value) => value.startsWith('--rounds='))?.split('=')[1] ?? (quick ? 1 : 5),
);
const onlyLanguages = process.argv
  .find((value) => value.startsWith('--language='))
  ?.split('=')[1]
  ?.split(',');
const benchedLanguages = languageIds.filter((id) => !onlyLanguages || onlyLanguages.includes(id));
const cores = availableParallelism();
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/** Ten tests of the two-number sum: two visible, eight hidden. */
const tests = Array.from({ length: 10 }, (_, index) => {
  const a = (index + 1) * 7_919;
  const b = -(index + 3) * 104_729;
  return { input: `${a} ${b}\n`, output: `${a + b}\n` };
});

/** The accepted solution, made a different program each time so the judge must compile it. */
const program = (language: LanguageId, salt: string) =>
  `${sumSolutions[language]}${language === 'python' ? '#' : '//'} ${salt}\n`;

/** Long enough for the judge to finish preparing sandboxes after a job (a few hundred ms). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-submit-'));
const emptyProblemsDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-problems-'));
const server = await startBenchServer({
  DATA_DIR: dataDir,
  PROBLEMS_DIR: emptyProblemsDir,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // Two submissions per language and round, all from one learner.
  JUDGE_RATE_LIMIT_PER_MINUTE: String(rounds * languageIds.length * 2 + 10),
});

async function api(pathname: string, cookie: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

try {
  const adminCookie = await server.login(admin.email, admin.password);
  const created = await api('/problem/create', adminCookie, {
    ...sumProblem(),
    visibleTestCases: tests.slice(0, 2).map((test) => ({ ...test, explanation: 'the sum' })),
    hiddenTestCases: tests.slice(2),
  });
  const problemId = (created.problem as { _id: string })._id;
  const learnerCookie = await server.register('Bench', 'learner@example.com', 'learner-password-1');
  const limits: JudgeLimits = { cpuMs: 2000, wallMs: 6000, memoryKb: 256 * 1024, outputKb: 64 };

  /** Wall time of one submission through the API, and the verdict it got. */
  const submit = async (language: LanguageId, code: string) => {
    const started = performance.now();
    const body = await api(`/submission/submit/${problemId}`, learnerCookie, { language, code });
    return { ms: performance.now() - started, status: String(body.status) };
  };

  /** The raw toolchain: compile, then the 10 runs over the cores. */
  const raw = async (language: LanguageId, code: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-raw-'));
    try {
      writeFileSync(path.join(dir, languages[language].sourceFile), code);
      const toolchain = rawToolchain(language, dir, limits);
      const compileMs = await rawCompile(toolchain.compile);
      const runsMs = await spread(
        tests.map((test) => () => runRaw(toolchain.run, test.input)),
        cores,
      );
      return compileMs + runsMs;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  console.log(`# Submission end to end — ${new Date().toISOString()}\n`);
  console.log(
    `host: ${cores} cores, load average ${load()} at start; two-number sum, 10 tests, ${rounds} rounds`,
  );
  await submit('javascript', program('javascript', 'warm-up')); // the judge process's first job
  const rows: string[] = [];
  for (const language of benchedLanguages) {
    const fresh: number[] = [];
    const again: number[] = [];
    const baseline: number[] = [];
    const statuses = new Set<string>();
    for (let round = 0; round < rounds; round++) {
      const code = program(language, `${Date.now()} ${round}`);
      // Each side starts on an idle judge: after a job the judge prepares the next one's
      // sandboxes for a while, which would otherwise be counted against whatever runs next.
      await settle();
      baseline.push(await raw(language, code));
      await settle();
      const first = await submit(language, code);
      await settle();
      const second = await submit(language, code);
      fresh.push(first.ms);
      again.push(second.ms);
      statuses.add(first.status).add(second.status);
    }
    const rawMs = median(baseline);
    const verdict = (value: number) =>
      `${(value / rawMs).toFixed(2)}× ${value / rawMs <= 1.15 ? '✔' : '✘'}`;
    rows.push(
      `| ${language} | ${ms(rawMs)} | ${ms(median(fresh))} | ${verdict(median(fresh))} | ${ms(median(again))} | ${verdict(median(again))} | ${[...statuses].join(', ')} |`,
    );
  }
  console.log(
    '\n| language | raw compile + 10 runs over the cores | submit | ÷ raw (≤ 1.15) | resubmit (compile cached) | ÷ raw | verdicts |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
  console.log(`\nload average ${load()} at the end`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyProblemsDir, { recursive: true, force: true });
}
