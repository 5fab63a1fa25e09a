import { JudgeStatus } from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface LeaderboardEntry {
  userId: string;
  firstName: string;
  lastName: string;
  rating: number | null;
  solved: number;
  score: number;
}

/** Difficulty weights of the leaderboard's score (docs/contests.md). */
export const DIFFICULTY_WEIGHT = { easy: 1, medium: 2, hard: 3 } as const;

/** The weights as SQL literals (as parameters their type would be unknown inside sum()). */
const weight = {
  easy: sql.raw(String(DIFFICULTY_WEIGHT.easy)),
  medium: sql.raw(String(DIFFICULTY_WEIGHT.medium)),
  hard: sql.raw(String(DIFFICULTY_WEIGHT.hard)),
};

/** Only this module queries for the leaderboard. */
export function leaderboardRepository(db: Database) {
  return {
    /**
     * Learners who solved something, by score (solved problems weighted by difficulty), ties by
     * who reached it first (the time of their latest first solve).
     */
    async page(
      offset: number,
      limit: number,
    ): Promise<{ entries: LeaderboardEntry[]; total: number }> {
      const result = await db.execute(sql`
        with scored as (
          select sp.user_id,
                 count(*)::int as solved,
                 sum(case p.difficulty when 'easy' then ${weight.easy}
                                       when 'medium' then ${weight.medium}
                                       else ${weight.hard} end)::int as score,
                 max(sp.solved_at) as reached
          from solved_problems sp join problems p on p.id = sp.problem_id
          group by sp.user_id)
        select s.user_id, s.solved, s.score, u.first_name, u.last_name, u.rating,
               count(*) over ()::int as total
        from scored s join users u on u.id = s.user_id
        order by s.score desc, s.reached asc, s.user_id
        limit ${limit} offset ${offset}`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return {
        total: rows.length > 0 ? Number(rows[0]?.total) : await this.count(),
        entries: rows.map((row) => ({
          userId: String(row.user_id),
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          rating: row.rating === null ? null : Number(row.rating),
          solved: Number(row.solved),
          score: Number(row.score),
        })),
      };
    },

    async count(): Promise<number> {
      const result = await db.execute(
        sql`select count(distinct user_id)::int as n from solved_problems`,
      );
      return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    },

    /** The UTC days (YYYY-MM-DD) on which each user had an accepted submission, newest first. */
    async acceptedDays(userIds: string[], since: Date): Promise<Map<string, string[]>> {
      const days = new Map<string, string[]>();
      if (userIds.length === 0) return days;
      const result = await db.execute(sql`
        select distinct user_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from submissions
        where user_id in (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and status_id = ${JudgeStatus.accepted} and created_at >= ${since.toISOString()}
        order by day desc`);
      for (const row of (result as unknown as { rows: Array<{ user_id: string; day: string }> })
        .rows) {
        const list = days.get(row.user_id) ?? [];
        list.push(row.day);
        days.set(row.user_id, list);
      }
      return days;
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof leaderboardRepository>;
