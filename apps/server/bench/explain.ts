// EXPLAIN ANALYZE and in-process timings of the queries behind the problem list, one case per
// shape of the request mix, to find out where the time goes. The plans are of the repository's
// own queries (`listQueries`), so they cannot drift from what the server runs.
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { type ProblemFilter, problemsRepository } from '../src/problems/repository';
import { percentile } from './open-loop';
import { benchUser } from './seed';

interface Case {
  name: string;
  filter: ProblemFilter;
  offset: number;
}

async function explain(db: Database, query: SQLWrapper): Promise<string[]> {
  const result = (await db.execute(
    sql`explain (analyze, costs off) ${query.getSQL()}`,
  )) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((row) => Object.values(row)[0] ?? '');
}

export async function explainListQueries(db: Database, runs = 40): Promise<string[]> {
  const found = (await db.execute(
    sql`select id from users where email = ${benchUser.email}`,
  )) as unknown as { rows: Array<{ id: string }> };
  const userId = found.rows[0]?.id;
  if (!userId) throw new Error('benchmark user missing');
  const cases: Case[] = [
    { name: 'browse page 1', filter: {}, offset: 0 },
    { name: 'browse page 1000', filter: {}, offset: 4995 },
    { name: 'browse page 2000 (last)', filter: {}, offset: 9995 },
    { name: 'difficulty=medium page 3', filter: { difficulty: 'medium' }, offset: 10 },
    { name: 'tag=dp page 3', filter: { tag: 'dp' }, offset: 10 },
    {
      name: 'difficulty=hard tag=graph page 3',
      filter: { difficulty: 'hard', tag: 'graph' },
      offset: 10,
    },
    { name: 'search "bridge"', filter: { search: 'bridge' }, offset: 0 },
    { name: 'search miss', filter: { search: 'nothing-42' }, offset: 0 },
    { name: 'status=solved page 3', filter: { solvedBy: userId }, offset: 10 },
    {
      name: 'status=solved difficulty=easy page 3',
      filter: { solvedBy: userId, difficulty: 'easy' },
      offset: 10,
    },
  ];
  const repository = problemsRepository(db);
  const lines = ['', '### Queries (in-process, no HTTP)', ''];
  lines.push(`| case | list() p50 ms | list() p99 ms | rows query ms | count query ms |`);
  lines.push('|---|---:|---:|---:|---:|');
  const plans: string[] = [];
  for (const item of cases) {
    const page = { offset: item.offset, limit: 5 };
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await repository.list(item.filter, page);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const queries = repository.listQueries(item.filter, page);
    const rowsPlan = await explain(db, queries.rows);
    const countPlan = await explain(db, queries.total);
    const execution = (plan: string[]) =>
      plan.find((line) => line.startsWith('Execution Time'))?.replace(/[^0-9.]/g, '') ?? '?';
    lines.push(
      `| ${item.name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${execution(rowsPlan)} | ${execution(countPlan)} |`,
    );
    plans.push('', `${item.name} — rows:`, ...rowsPlan.map((l) => `    ${l}`));
    plans.push(`${item.name} — count:`, ...countPlan.map((l) => `    ${l}`));
  }
  return [
    ...lines,
    '',
    '<details><summary>plans</summary>',
    '',
    '```',
    ...plans,
    '```',
    '</details>',
  ];
}
