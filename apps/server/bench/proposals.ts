// Before/after timings of the proposed query and index changes, on the seeded database and in
// process (no HTTP): each pair runs the same logical query the current way and the proposed way.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { percentile } from './open-loop';

async function p50(db: Database, query: SQL, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await db.execute(query);
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/** The database's own message (drizzle wraps it), on one line for the table. */
const reason = (error: unknown) =>
  String((error as { cause?: Error }).cause?.message ?? (error as Error).message).split('\n')[0];

const columns = sql`id, title, difficulty, tags, companies`;

export async function measureProposals(db: Database, userId: string, runs = 30): Promise<string[]> {
  const lines = ['', '### Proposals, before → after (in-process query p50, ms)', ''];
  lines.push('| change | query | before | after |', '|---|---|---:|---:|');
  const row = async (change: string, query: string, before: SQL, after: SQL) => {
    const was = await p50(db, before, runs);
    const now = await p50(db, after, runs);
    lines.push(`| ${change} | ${query} | ${was.toFixed(2)} | ${now.toFixed(2)} |`);
  };
  const solved = sql`exists (select 1 from solved_problems s where s.problem_id = problems.id and s.user_id = ${userId})`;

  await row(
    'count the solved marks, not the problems',
    'status=solved total',
    sql`select count(*) from problems where ${solved}`,
    sql`select count(*) from solved_problems where user_id = ${userId}`,
  );
  await row(
    'count the solved marks, not the problems',
    'status=solved + difficulty total',
    sql`select count(*) from problems where difficulty = 'easy' and ${solved}`,
    sql`select count(*) from solved_problems s join problems p on p.id = s.problem_id where s.user_id = ${userId} and p.difficulty = 'easy'`,
  );
  for (const offset of [4995, 9995]) {
    await row(
      'deferred join: OFFSET over the (created_at, id) index only',
      `browse offset ${offset}`,
      sql`select ${columns} from problems order by created_at, id limit 5 offset ${offset}`,
      sql`select p.id, p.title, p.difficulty, p.tags, p.companies from (select id, created_at from problems order by created_at, id limit 5 offset ${offset}) k join problems p on p.id = k.id order by k.created_at, k.id`,
    );
  }
  await row(
    'cache the unfiltered total (invalidate on create/update/delete)',
    'browse total',
    sql`select count(*) from problems`,
    sql`select 1`,
  );
  const search = sql`select count(*) from problems where title ilike '%bridge%'`;
  const searchMiss = sql`select ${columns} from problems where title ilike '%nothing-42%' order by created_at, id limit 5`;
  const searchBefore = [await p50(db, search, runs), await p50(db, searchMiss, runs)];
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(
      sql`create index bench_title_trgm_idx on problems using gin (title gin_trgm_ops)`,
    );
    await db.execute(sql`analyze problems`);
    const searchAfter = [await p50(db, search, runs), await p50(db, searchMiss, runs)];
    lines.push(
      `| pg_trgm GIN index on title | search total ("bridge") | ${searchBefore[0]?.toFixed(2)} | ${searchAfter[0]?.toFixed(2)} |`,
      `| pg_trgm GIN index on title | search rows, no match | ${searchBefore[1]?.toFixed(2)} | ${searchAfter[1]?.toFixed(2)} |`,
    );
    await db.execute(sql`drop index bench_title_trgm_idx`);
  } catch (error) {
    lines.push(
      `| pg_trgm GIN index on title | search total ("bridge") | ${searchBefore[0]?.toFixed(2)} | not available: ${reason(error)} |`,
    );
  }
  return lines;
}
