// `npm run bench:contest`: a contest at scale on PostgreSQL — 5 000 participants, 12 problems,
// 100 000 submissions. Measures the scoreboard's latency at a fixed offered load (open loop)
// against GET /api/health at the same load in the same run, and how long an accepted submission
// takes to reach every one of 1 000 open scoreboard streams (docs/benchmarks.md).
//
//   node --import tsx apps/server/bench/contest.bench.ts [--rate=200] [--warmup=5]
//        [--measure=20] [--streams=1000] [--out=file.md]
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server; a fresh database is made).

import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { problemInputSchema, type Scoreboard } from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { problemsRepository } from '../src/problems/repository';
import { saveProblem } from '../src/problems/save-problem';
import { sumProblem, sumSolutions } from '../src/test-support/problem-fixtures';
import { hashPassword } from '../src/users/password';
import { usersRepository } from '../src/users/repository';
import { postgresAdminUrl, postgresBenchDatabase } from './databases';
import { percentile, runPhase } from './open-loop';
import { startBenchServer } from './server';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const rate = Number(arg('rate') ?? 200);
const warmupSeconds = Number(arg('warmup') ?? 5);
const measureSeconds = Number(arg('measure') ?? 20);
const streamCount = Number(arg('streams') ?? 1000);
const size = { participants: 5000, problems: 12, submissions: 100_000 };
const hero = { email: 'contest-hero@example.com', password: 'hero-password-1' };
const CONTEST_ID = '00000000-0000-4000-8000-00000000c0de';

const lines: string[] = [];
const report = (line = '') => {
  console.log(line);
  lines.push(line);
};
const ms = (value: number) => value.toFixed(2);
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The contest, seeded with set-based SQL: its first 11 problems are rows only (never judged
 * here); the 12th is a real, judgeable problem the hero solves during the run. The hero has
 * solved the first 11 at minutes 1 to 11, so solving the 12th puts them first on page 1.
 */
async function seedContest(db: Database): Promise<{ judgeable: string }> {
  const hashed = await hashPassword(hero.password);
  const heroUser = await usersRepository(db).insert({
    firstName: 'Hero',
    email: hero.email,
    passwordHash: hashed,
  });
  if (!heroUser) throw new Error('the hero exists already');
  await db.execute(sql`
    insert into users (id, first_name, last_name, email, password_hash)
    select md5('cuser' || i)::uuid, 'Learner', i::text, 'cl' || i || '@example.com', 'scrypt$x'
    from generate_series(1, ${int(size.participants - 1)}) as i`);
  await db.execute(sql`
    insert into problems (id, title, description, difficulty, tags, time_limit_ms, memory_limit_kb,
      checker, start_code, reference_solution)
    select md5('cproblem' || i)::uuid, 'Contest problem ' || i, 'A problem.',
           (array['easy','medium','hard'])[1 + i % 3], array['array'], 2000, 262144, 'default',
           '[]'::jsonb, '[]'::jsonb
    from generate_series(1, ${int(size.problems - 1)}) as i`);
  const judgeable = await saveProblem(
    { problems: problemsRepository(db), judge: null as never },
    problemInputSchema.parse(sumProblem({ title: 'Contest final sum' })),
    { skipVerification: true },
  );
  await db.execute(sql`
    insert into contests (id, title, visibility, starts_at, ends_at, penalty_minutes)
    values (${CONTEST_ID}, 'Benchmark Cup', 'public', now() - interval '60 minutes',
            now() + interval '60 minutes', 20)`);
  await db.execute(sql`
    insert into contest_problems (contest_id, problem_id, position)
    select ${CONTEST_ID}, md5('cproblem' || i)::uuid, i - 1
    from generate_series(1, ${int(size.problems - 1)}) as i`);
  await db.execute(sql`
    insert into contest_problems (contest_id, problem_id, position)
    values (${CONTEST_ID}, ${judgeable}, ${int(size.problems - 1)})`);
  await db.execute(sql`
    insert into contest_participants (id, contest_id, user_id, starts_at)
    select md5('cpart' || i)::uuid, ${CONTEST_ID}, md5('cuser' || i)::uuid, now() - interval '60 minutes'
    from generate_series(1, ${int(size.participants - 1)}) as i`);
  await db.execute(sql`
    insert into contest_participants (id, contest_id, user_id, starts_at)
    values (md5('cpart-hero')::uuid, ${CONTEST_ID}, ${heroUser.id}, now() - interval '60 minutes')`);
  // 100 000 submissions on the first 11 problems over the first 55 minutes: 30 % accepted,
  // 60 % wrong, 10 % compilation errors.
  await db.execute(sql`
    insert into submissions (id, user_id, problem_id, language, code, status, status_id,
      contest_id, participant_id, created_at)
    select gen_random_uuid(), md5('cuser' || u)::uuid, md5('cproblem' || p)::uuid, 'cpp', 'x',
           case when r < 0.3 then 'Accepted' when r < 0.9 then 'Wrong Answer' else 'Compilation Error' end,
           case when r < 0.3 then 3 when r < 0.9 then 4 else 6 end,
           ${CONTEST_ID}, md5('cpart' || u)::uuid,
           now() - interval '60 minutes' + (g % 3300) * interval '1 second'
    from (select g, 1 + (g * 7919) % ${int(size.participants - 1)} as u,
                 1 + (g * 31) % ${int(size.problems - 1)} as p, random() as r
          from generate_series(1, ${int(size.submissions - size.problems + 1)}) as g) as s`);
  await db.execute(sql`
    insert into submissions (id, user_id, problem_id, language, code, status, status_id,
      contest_id, participant_id, created_at)
    select gen_random_uuid(), ${heroUser.id}, md5('cproblem' || i)::uuid, 'cpp', 'x', 'Accepted', 3,
           ${CONTEST_ID}, md5('cpart-hero')::uuid, now() - interval '60 minutes' + i * interval '1 minute'
    from generate_series(1, ${int(size.problems - 1)}) as i`);
  await db.execute(sql`analyze`);
  return { judgeable };
}

/** One SSE connection of its own; resolves each `data:` event's board to `onBoard`. */
function openStream(baseUrl: string, onBoard: (board: Scoreboard, at: number) => void) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/contests/${CONTEST_ID}/scoreboard/stream`,
      { agent: false },
      (response) => {
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = event.split('\n').find((line) => line.startsWith('data: '));
            if (data) onBoard(JSON.parse(data.slice(6)) as Scoreboard, performance.now());
            end = buffered.indexOf('\n\n');
          }
        });
        resolve(response);
      },
    );
    request.on('error', reject);
  });
}

async function main() {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    console.log(
      'bench:contest needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL): skipped',
    );
    return;
  }
  report(`# Contest benchmark — ${new Date().toISOString()}`);
  report();
  report(
    `host: ${availableParallelism()} cores, Node ${process.version}, load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  report(
    `data (PostgreSQL): ${size.participants} participants, ${size.problems} problems, ${size.submissions.toLocaleString('en')} submissions`,
  );
  const database = await postgresBenchDatabase(adminUrl);
  const handle = await database.open();
  let stopServer: (() => Promise<void>) | null = null;
  try {
    await handle.migrate();
    const seedStart = performance.now();
    const { judgeable } = await seedContest(handle.db);
    report(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    await handle.close();

    const server = await startBenchServer({
      ...database.serverEnv,
      MAX_CONNECTIONS_PER_ADDRESS: String(streamCount + 200),
      JUDGE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    stopServer = server.stop;
    const boardUrl = (page: number) => `/api/contests/${CONTEST_ID}/scoreboard?page=${page}`;
    const firstLoad = performance.now();
    const first = (await (await fetch(`${server.baseUrl}${boardUrl(1)}`)).json()) as Scoreboard;
    report(
      `first scoreboard request (loads the board into memory): ${ms(performance.now() - firstLoad)} ms; ${first.totalPages} pages`,
    );
    const heroCookie = await server.login(hero.email, hero.password);

    // Scoreboard pages at random, one request in ten as the hero (own row added).
    let counter = 0;
    const boardPhase = await runPhase({
      baseUrl: server.baseUrl,
      rate,
      warmupSeconds,
      measureSeconds,
      next: () => {
        counter += 1;
        const page = 1 + ((counter * 17) % first.totalPages);
        return counter % 10 === 0
          ? { kind: 'scoreboard (hero)', path: boardUrl(page), headers: { cookie: heroCookie } }
          : { kind: 'scoreboard', path: boardUrl(page) };
      },
    });
    await server.settle();
    const healthPhase = await runPhase({
      baseUrl: server.baseUrl,
      rate,
      warmupSeconds,
      measureSeconds,
      next: () => ({ kind: 'health', path: '/api/health' }),
    });
    const p = (values: number[], q: number) => percentile(values, q);
    report();
    report(`## Scoreboard at ${rate} requests/s (open loop, ${measureSeconds} s measured)`);
    report();
    report('| requests | p50 ms | p99 ms | errors | achieved/s |');
    report('|---|---|---|---|---|');
    report(
      `| GET /api/health (baseline) | ${ms(p(healthPhase.all, 50))} | ${ms(p(healthPhase.all, 99))} | ${healthPhase.errors} | ${healthPhase.achievedRps.toFixed(0)} |`,
    );
    report(
      `| GET scoreboard (all) | ${ms(p(boardPhase.all, 50))} | ${ms(p(boardPhase.all, 99))} | ${boardPhase.errors} | ${boardPhase.achievedRps.toFixed(0)} |`,
    );
    for (const [kind, values] of boardPhase.latencies) {
      report(`| ${kind} | ${ms(p(values, 50))} | ${ms(p(values, 99))} | | |`);
    }
    report();
    const boardP99 = p(boardPhase.all, 99);
    report(
      `scoreboard p99 ${ms(boardP99)} ms (target ≤ 20 ms: ${boardP99 <= 20 ? 'met' : 'NOT met'}); ${(boardP99 / p(healthPhase.all, 99)).toFixed(2)}× the health p99${boardPhase.firstError ? `; first error: ${boardPhase.firstError}` : ''}`,
    );

    // Streams: open them all, wait for each one's first board, then the hero solves the last
    // problem and every stream must show the hero first with all problems solved.
    await server.settle();
    const arrived = new Map<number, number>();
    let judgedAt = Number.POSITIVE_INFINITY;
    let connected = 0;
    const responses: http.IncomingMessage[] = [];
    const opened = performance.now();
    for (let index = 0; index < streamCount; index++) {
      responses.push(
        await openStream(server.baseUrl, (board, at) => {
          // The board can reach a stream before the submit's own answer reaches this client.
          const top = board.rows[0];
          if (
            top?.user.firstName === 'Hero' &&
            top.solved === size.problems &&
            !arrived.has(index)
          ) {
            arrived.set(index, at);
          }
        }),
      );
      connected += 1;
    }
    report();
    report(`## ${connected} open scoreboard streams`);
    report();
    report(`opened in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const submitStart = performance.now();
    const submitted = await fetch(`${server.baseUrl}/api/submission/submit/${judgeable}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: heroCookie },
      body: JSON.stringify({
        code: sumSolutions.javascript,
        language: 'javascript',
        contestId: CONTEST_ID,
      }),
    });
    judgedAt = performance.now();
    const verdict = (await submitted.json()) as { accepted?: boolean; message?: string };
    if (!verdict.accepted) throw new Error(`the hero's submission: ${JSON.stringify(verdict)}`);
    const deadline = judgedAt + 10_000;
    while (arrived.size < connected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const delays = [...arrived.values()].map((at) => at - judgedAt).sort((a, b) => a - b);
    report(
      `the hero's accepted submission: submit answered (judged) after ${ms(judgedAt - submitStart)} ms; the new board reached ${delays.length} of ${connected} streams`,
    );
    report(
      `time from the submit's answer to each stream's new board (negative: the board came first): first ${ms(delays[0] ?? Number.NaN)} ms, p50 ${ms(p(delays, 50))} ms, p99 ${ms(p(delays, 99))} ms, last ${ms(delays.at(-1) ?? Number.NaN)} ms (target: every stream within 2 000 ms: ${delays.length === connected && (delays.at(-1) ?? Number.POSITIVE_INFINITY) <= 2000 ? 'met' : 'NOT met'})`,
    );
    for (const response of responses) response.destroy();
  } finally {
    await stopServer?.();
    await database.destroy();
  }
  const out = arg('out');
  if (out) writeFileSync(out, `${lines.join('\n')}\n`);
}

await main();
