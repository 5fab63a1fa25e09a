import { type ActivityDay, JudgeStatus } from '@grindstone/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';

/**
 * Submissions and accepted ones per local day, grouped by the database in the learner's time zone
 * (`at time zone`), so a submission at 23:30 in Los Angeles counts for that Los Angeles day and
 * not for the next UTC one. Pending submissions are not counted: they have no verdict yet.
 * One query over the user's rows since `since`, through the (user_id, …) index.
 */
export function activityRepository(db: Database) {
  return {
    async countsPerDay(userId: string, timeZone: string, since: Date): Promise<ActivityDay[]> {
      const localDay = sql`to_char(${submissions.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          date: sql<string>`${localDay}`,
          submissions: sql<number>`count(*)::int`,
          accepted: sql<number>`(count(*) filter (where ${submissions.statusId} = ${JudgeStatus.accepted}))::int`,
        })
        .from(submissions)
        .where(
          sql`${submissions.userId} = ${userId} and ${submissions.createdAt} >= ${since.toISOString()}::timestamptz and ${submissions.statusId} is not null`,
        )
        // By position: the zone is a bound parameter, and `group by <the same expression>` would
        // bind it again as another parameter, which PostgreSQL does not see as the same expression.
        .groupBy(sql`1`);
      return rows.map((row) => ({
        date: row.date,
        submissions: Number(row.submissions),
        accepted: Number(row.accepted),
      }));
    },
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
