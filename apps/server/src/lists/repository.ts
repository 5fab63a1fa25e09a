import { randomBytes, randomUUID } from 'node:crypto';
import type { ListSummary, PracticeProblem } from '@grindstone/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problemListItems, problemLists, problems, solvedProblems, users } from '../db/schema';

export interface ListRow {
  id: string;
  userId: string;
  title: string;
  shareToken: string | null;
}

/** Only this module queries the learners' lists. */
export function listsRepository(db: Database) {
  const problemIdsOf = async (listId: string) =>
    (
      await db
        .select({ problemId: problemListItems.problemId })
        .from(problemListItems)
        .where(eq(problemListItems.listId, listId))
        .orderBy(asc(problemListItems.position))
    ).map((row) => row.problemId);

  const summary = async (row: ListRow): Promise<ListSummary> => {
    const problemIds = await problemIdsOf(row.id);
    return {
      _id: row.id,
      title: row.title,
      problemCount: problemIds.length,
      problemIds,
      shareToken: row.shareToken,
    };
  };

  const columns = {
    id: problemLists.id,
    userId: problemLists.userId,
    title: problemLists.title,
    shareToken: problemLists.shareToken,
  };

  return {
    summary,

    /** The owner's lists, oldest first, with their problems in order (one query). */
    async listsOf(userId: string): Promise<ListSummary[]> {
      const result = await db.execute(sql`
        select l.id, l.title, l.share_token,
               coalesce(array_agg(i.problem_id order by i.position)
                        filter (where i.problem_id is not null), '{}') as problem_ids
        from problem_lists l
        left join problem_list_items i on i.list_id = l.id
        where l.user_id = ${userId}
        group by l.id
        order by l.created_at, l.id`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return rows.map((row) => {
        const ids = row.problem_ids as string[] | string;
        // node-postgres parses uuid[] into an array; PGlite may hand back '{a,b}'.
        const problemIds = Array.isArray(ids)
          ? ids
          : ids
              .replace(/^\{|\}$/g, '')
              .split(',')
              .filter(Boolean);
        return {
          _id: String(row.id),
          title: String(row.title),
          problemCount: problemIds.length,
          problemIds,
          shareToken: (row.share_token as string | null) ?? null,
        };
      });
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(problemLists)
        .where(eq(problemLists.userId, userId));
      return Number(row?.n ?? 0);
    },

    async find(id: string): Promise<ListRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(problemLists)
        .where(eq(problemLists.id, id))
        .limit(1);
      return row;
    },

    async create(userId: string, title: string): Promise<ListRow> {
      const row = { id: randomUUID(), userId, title, shareToken: null };
      await db.insert(problemLists).values(row);
      return row;
    },

    async rename(id: string, title: string): Promise<void> {
      await db.update(problemLists).set({ title }).where(eq(problemLists.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(problemLists).where(eq(problemLists.id, id));
    },

    problemIdsOf,

    /** Adds at the end; a problem already in the list stays where it is. */
    async add(listId: string, problemId: string): Promise<void> {
      await db.execute(sql`
        insert into problem_list_items (list_id, problem_id, position)
        select ${listId}, ${problemId}, coalesce(max(position) + 1, 0)
        from problem_list_items where list_id = ${listId}
        on conflict do nothing`);
    },

    async removeProblem(listId: string, problemId: string): Promise<void> {
      await db
        .delete(problemListItems)
        .where(and(eq(problemListItems.listId, listId), eq(problemListItems.problemId, problemId)));
    },

    async reorder(listId: string, problemIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, problemId] of problemIds.entries()) {
          await tx
            .update(problemListItems)
            .set({ position })
            .where(
              and(eq(problemListItems.listId, listId), eq(problemListItems.problemId, problemId)),
            );
        }
      });
    },

    async share(id: string): Promise<string> {
      const token = randomBytes(18).toString('base64url');
      await db.update(problemLists).set({ shareToken: token }).where(eq(problemLists.id, id));
      return token;
    },

    async unshare(id: string): Promise<void> {
      await db.update(problemLists).set({ shareToken: null }).where(eq(problemLists.id, id));
    },

    /** A shared list as anyone with its link sees it; solved marks are the viewer's own. */
    async shared(token: string, viewerId: string | undefined) {
      const [list] = await db
        .select({
          id: problemLists.id,
          title: problemLists.title,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(problemLists)
        .innerJoin(users, eq(users.id, problemLists.userId))
        .where(eq(problemLists.shareToken, token))
        .limit(1);
      if (!list) return null;
      const items: PracticeProblem[] = await db
        .select({
          _id: problems.id,
          title: problems.title,
          difficulty: problems.difficulty,
          solved: sql<boolean>`exists (select 1 from ${solvedProblems} sp where sp.problem_id = ${problems.id} and sp.user_id = ${viewerId ?? '00000000-0000-0000-0000-000000000000'})`,
        })
        .from(problemListItems)
        .innerJoin(problems, eq(problems.id, problemListItems.problemId))
        .where(eq(problemListItems.listId, list.id))
        .orderBy(asc(problemListItems.position));
      return {
        title: list.title,
        owner: { firstName: list.firstName, lastName: list.lastName },
        problems: items,
      };
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;
