// Bulk seeding for the problem-list benchmark: set-based SQL (`insert … select … from
// generate_series`) so that a million submissions load in seconds, on PGlite too.
import { languageIds } from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { hashPassword } from '../src/users/password';
import { usersRepository } from '../src/users/repository';

export interface SeedSize {
  problems: number;
  submissions: number;
  /** Other learners, who own the submissions and their own solved marks. */
  users: number;
  /** How many problems the benchmark user has solved (every n-th problem). */
  benchUserSolved: number;
}

export const defaultSeedSize: SeedSize = {
  problems: 10_000,
  submissions: 1_000_000,
  users: 1_000,
  benchUserSolved: 2_000,
};

export const benchUser = { email: 'bench@example.com', password: 'bench-password-1' };

/** Words in the generated titles; a title search for one matches about 1/words.length of them. */
export const titleWords = [
  'array',
  'tree',
  'graph',
  'path',
  'sum',
  'string',
  'window',
  'matrix',
  'stack',
  'queue',
  'heap',
  'interval',
  'prefix',
  'bridge',
  'palindrome',
  'subsequence',
  'knapsack',
  'cycle',
  'partition',
  'rotation',
  'island',
  'ladder',
  'coin',
  'jump',
  'merge',
  'median',
  'bits',
  'lattice',
  'orchard',
  'tunnel',
  'beacon',
  'harbor',
] as const;

export interface SeedTimings {
  [step: string]: number;
}

async function timed(timings: SeedTimings, step: string, run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  timings[step] = (performance.now() - start) / 1000;
}

/** A trusted integer inlined into the SQL (generate_series needs typed arguments). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

const wordsArray = sql.raw(`array[${titleWords.map((word) => `'${word}'`).join(',')}]`);

/** Seeds users, problems, tests, submissions and solved marks; returns seconds per step. */
export async function seed(db: Database, size: SeedSize): Promise<SeedTimings> {
  const timings: SeedTimings = {};
  let benchUserId = '';
  await timed(timings, 'bench user (scrypt hash)', async () => {
    const user = await usersRepository(db).insert({
      firstName: 'Bench',
      email: benchUser.email,
      passwordHash: await hashPassword(benchUser.password),
    });
    if (!user) throw new Error('the benchmark user already exists');
    benchUserId = user.id;
  });

  await timed(timings, `${size.users} users`, () =>
    db.execute(sql`
      insert into users (id, first_name, last_name, email, password_hash, created_at)
      select md5('user' || i)::uuid, 'Learner', i::text, 'learner' || i || '@example.com',
             'scrypt$32768$8$1$c2FsdA==$aGFzaA==', now() - interval '1 day'
      from generate_series(1, ${int(size.users)}) as i`),
  );

  await timed(timings, `${size.problems} problems`, () =>
    db.execute(sql`
      insert into problems (id, slug, title, description, difficulty, tags, companies,
        time_limit_ms, memory_limit_kb, checker, start_code, reference_solution, created_at, updated_at)
      select md5('problem' || i)::uuid,
             case when i % 2 = 0 then 'bench-problem-' || i end,
             initcap((${wordsArray})[1 + i % ${int(titleWords.length)}]) || ' ' ||
               initcap((${wordsArray})[1 + (i / ${int(titleWords.length)}) % ${int(titleWords.length)}]) || ' ' || i,
             repeat('Given an array of n integers, find the answer described here. ', 12),
             (array['easy','medium','hard'])[1 + i % 3],
             case i % 5 when 0 then array['array'] when 1 then array['array','dp']
                        when 2 then array['graph'] when 3 then array['linkedList']
                        else array['dp','graph'] end,
             case i % 4 when 0 then '{}'::text[] when 1 then array['Google']
                        when 2 then array['Amazon','Meta','Google'] else array['Microsoft','Uber'] end,
             2000, 262144, 'default',
             '[{"language":"C++","code":"class Solution {\\n public:\\n};"}]'::jsonb,
             '[{"language":"C++","code":"int main() { return 0; }"}]'::jsonb,
             now() - (${int(size.problems)} - i) * interval '1 minute',
             now() - (${int(size.problems)} - i) * interval '1 minute'
      from generate_series(1, ${int(size.problems)}) as i`),
  );

  await timed(timings, `${size.problems * 4} test cases`, () =>
    db.execute(sql`
      insert into test_cases (problem_id, position, visible, input, output)
      select md5('problem' || p)::uuid, t % 2, t < 2, repeat(t::text || ' ', 40), t::text
      from generate_series(1, ${int(size.problems)}) as p, generate_series(0, 3) as t`),
  );

  // In chunks, so PGlite's WAL and memory stay bounded and progress is visible.
  const chunk = 100_000;
  const languageArray = sql.raw(languageIds.map((id) => `'${id}'`).join(','));
  const submissionsStart = performance.now();
  for (let from = 1; from <= size.submissions; from += chunk) {
    const to = Math.min(size.submissions, from + chunk - 1);
    await db.execute(sql`
      insert into submissions (id, user_id, problem_id, language, code, status, status_id,
        passed, total, runtime_seconds, memory_kb, created_at)
      select md5('submission' || i)::uuid,
             case when i % 100 = 0 then ${benchUserId}::uuid
                  else md5('user' || (1 + i % ${int(size.users)}))::uuid end,
             md5('problem' || (1 + (i::bigint * 7919) % ${int(size.problems)}))::uuid,
             (array[${languageArray}])[1 + i % ${int(languageIds.length)}],
             'int main() { /* submission ' || i || ' */ return 0; }',
             (array['Accepted','Wrong Answer','Accepted','Time Limit Exceeded','Runtime Error'])[1 + i % 5],
             (array[3, 4, 3, 5, 11])[1 + i % 5],
             i % 10, 10, (i % 1000) / 1000.0, 1024 + i % 50000,
             now() - (${int(size.submissions)} - i) * interval '1 second'
      from generate_series(${int(from)}, ${int(to)}) as i`);
    process.stdout.write(`\r  submissions: ${to.toLocaleString('en')}   `);
  }
  process.stdout.write('\n');
  timings[`${size.submissions} submissions`] = (performance.now() - submissionsStart) / 1000;

  await timed(timings, 'solved marks', async () => {
    await db.execute(sql`
      insert into solved_problems (user_id, problem_id, solved_at)
      select user_id, problem_id, min(created_at) from submissions
      where status = 'Accepted' and user_id <> ${benchUserId}::uuid
      group by user_id, problem_id`);
    const every = Math.max(1, Math.floor(size.problems / size.benchUserSolved));
    await db.execute(sql`
      insert into solved_problems (user_id, problem_id, solved_at)
      select ${benchUserId}::uuid, md5('problem' || i)::uuid, now() - (${int(size.problems)} - i) * interval '30 seconds'
      from generate_series(1, ${int(size.problems)}) as i where i % ${int(every)} = 0
      on conflict do nothing`);
  });

  // A production PostgreSQL has autovacuum to do this; PGlite has no autovacuum daemon.
  await timed(timings, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return timings;
}
