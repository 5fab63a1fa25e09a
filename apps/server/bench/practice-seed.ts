// The benchmark user's practice data, for the sheet and review phase of bench:api: a review row
// for each of the problems they solved (due dates spread over the last 30 and next 60 days) and
// one 75-problem sheet in 15 sections, as the bundled interview path is.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { benchUser } from './seed';

export const PRACTICE_SHEET_ID = '00000000-0000-4000-8000-0000005ee7a1';

export async function seedPractice(db: Database, problemCount: number): Promise<void> {
  await db.execute(sql`
    insert into reviews (user_id, problem_id, due_at, interval_days, step)
    select sp.user_id, sp.problem_id,
           now() + ((hashtext(sp.problem_id::text) % 90) - 30) * interval '1 day', 7, 2
    from solved_problems sp join users u on u.id = sp.user_id
    where u.email = ${benchUser.email}
    on conflict do nothing`);
  await db.execute(sql`
    insert into sheets (id, title, description)
    values (${PRACTICE_SHEET_ID}, 'Benchmark path', 'Seventy-five problems in fifteen sections.')`);
  await db.execute(sql`
    insert into sheet_sections (id, sheet_id, position, title)
    select md5('section' || s)::uuid, ${PRACTICE_SHEET_ID}, s, 'Section ' || s
    from generate_series(0, 14) as s`);
  const step = Math.max(1, Math.floor(problemCount / 75));
  await db.execute(sql`
    insert into sheet_problems (section_id, problem_id, position)
    select md5('section' || (k / 5))::uuid, md5('problem' || (1 + k * ${sql.raw(String(step))}))::uuid, k % 5
    from generate_series(0, 74) as k`);
}

export const practiceMixDescription = [
  '50 % GET /api/sheets/<75-problem sheet> and 50 % GET /api/review, all as the benchmark user (who has solved 2 000 problems, each with a review)',
];

export function practiceRequestMix(sessionCookie: string) {
  let counter = 0;
  return () => {
    counter += 1;
    return counter % 2 === 0
      ? {
          kind: 'sheet',
          path: `/api/sheets/${PRACTICE_SHEET_ID}`,
          headers: { cookie: sessionCookie },
        }
      : { kind: 'review queue', path: '/api/review', headers: { cookie: sessionCookie } };
  };
}
