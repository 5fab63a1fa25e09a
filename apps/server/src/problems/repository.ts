import { randomUUID } from 'node:crypto';
import { and, arrayContains, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  type ProblemRow,
  problems,
  reviews,
  solvedProblems,
  type TestCaseRow,
  testCases,
} from '../db/schema';
import { firstReview } from '../review/schedule';
import { listTotalsFor } from './list-totals';
import { createTestsCache } from './tests-cache';

export type ProblemFields = Omit<ProblemRow, 'id' | 'createdAt' | 'updatedAt'>;
export type TestCaseFields = Pick<TestCaseRow, 'input' | 'output' | 'explanation'>;

export interface ProblemTests {
  visible: TestCaseFields[];
  hidden: TestCaseFields[];
}

export interface ProblemFilter {
  difficulty?: ProblemRow['difficulty'];
  tag?: string;
  topic?: string;
  search?: string;
  /** Only problems this user has solved. */
  solvedBy?: string;
}

const summaryColumns = {
  id: problems.id,
  title: problems.title,
  difficulty: problems.difficulty,
  tags: problems.tags,
  topics: problems.topics,
  companies: problems.companies,
};
export type ProblemSummaryRow = { [K in keyof typeof summaryColumns]: ProblemRow[K] };

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" means the text "50%". */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Only this module queries problems, their test cases and solved marks. */
export function problemsRepository(db: Database) {
  const totals = listTotalsFor(db);
  const judgingTests = createTestsCache((problemId) => findTests(problemId, true));

  /** Visible tests always; hidden ones only when the caller asks (admins, judging). */
  async function findTests(problemId: string, includeHidden: boolean): Promise<ProblemTests> {
    const rows = await db
      .select()
      .from(testCases)
      .where(
        includeHidden
          ? eq(testCases.problemId, problemId)
          : and(eq(testCases.problemId, problemId), eq(testCases.visible, true)),
      )
      .orderBy(asc(testCases.position));
    const pick = ({ input, output, explanation }: TestCaseRow) => ({
      input,
      output,
      explanation,
    });
    return {
      visible: rows.filter((row) => row.visible).map(pick),
      hidden: rows.filter((row) => !row.visible).map(pick),
    };
  }

  function filterConditions(filter: ProblemFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.difficulty) conditions.push(eq(problems.difficulty, filter.difficulty));
    if (filter.tag) conditions.push(arrayContains(problems.tags, [filter.tag]));
    if (filter.topic) conditions.push(arrayContains(problems.topics, [filter.topic]));
    if (filter.search) conditions.push(ilike(problems.title, `%${escapeLike(filter.search)}%`));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  /** `select <columns> from problems [join the user's solved marks] where <filter>`. */
  function selectMatching<Columns extends SelectedFields>(columns: Columns, filter: ProblemFilter) {
    // A dynamic builder: each call below adds to this same query.
    const query = db.select(columns).from(problems).$dynamic();
    if (filter.solvedBy) {
      // A join, not `exists`: the planner can then start from the user's few solved marks
      // instead of probing them for every problem.
      query.innerJoin(
        solvedProblems,
        and(eq(solvedProblems.problemId, problems.id), eq(solvedProblems.userId, filter.solvedBy)),
      );
    }
    return query.where(filterConditions(filter));
  }

  /**
   * The two queries behind one page of the list: the page's rows and the total that matches.
   * Kept apart from `list` so that the benchmark can EXPLAIN exactly what the server runs.
   */
  function listQueries(filter: ProblemFilter, page: { offset: number; limit: number }) {
    // Deferred join: the OFFSET walks the narrow (created_at, id) index, and only the page's
    // few rows are read from the wide table (descriptions and code make rows ~1 KB).
    const pageIds = selectMatching({ id: problems.id }, filter)
      .orderBy(asc(problems.createdAt), asc(problems.id))
      .limit(page.limit)
      .offset(page.offset)
      .as('page_ids');
    const rows = db
      .select(summaryColumns)
      .from(pageIds)
      .innerJoin(problems, eq(problems.id, pageIds.id))
      .orderBy(asc(problems.createdAt), asc(problems.id));
    const { solvedBy, ...problemFilter } = filter;
    const onlySolved = solvedBy && Object.values(problemFilter).every((value) => !value);
    // Every solved mark points at an existing problem (foreign key), so "solved, no other
    // filter" is the number of the user's marks: no need to touch the problems at all.
    const total = onlySolved
      ? db
          .select({ total: count() })
          .from(solvedProblems)
          .where(eq(solvedProblems.userId, solvedBy))
      : selectMatching({ total: count() }, filter);
    return { rows, total };
  }

  async function insertTests(tx: Database, problemId: string, tests: Partial<ProblemTests>) {
    const rows = [
      ...(tests.visible ?? []).map((test, position) => ({
        ...test,
        problemId,
        position,
        visible: true,
      })),
      ...(tests.hidden ?? []).map((test, position) => ({
        ...test,
        problemId,
        position,
        visible: false,
      })),
    ];
    // Large test sets are inserted in chunks to stay under the bind-parameter limit.
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(testCases).values(rows.slice(start, start + 500));
    }
  }

  return {
    async create(fields: ProblemFields, tests: ProblemTests): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(problems).values({ ...fields, id });
        await insertTests(tx as unknown as Database, id, tests);
      });
      totals.clear();
      return id;
    },

    /**
     * Sets the given fields and replaces the given test sets (visible, hidden or both); what is
     * not given stays as stored. False when the problem does not exist.
     */
    async update(
      id: string,
      fields: Partial<ProblemFields>,
      tests: Partial<ProblemTests>,
    ): Promise<boolean> {
      const found = await db.transaction(async (tx) => {
        const updated = await tx
          .update(problems)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(problems.id, id))
          .returning({ id: problems.id });
        if (updated.length === 0) return false;
        // `visible` of the test sets to replace.
        const replaced: boolean[] = [];
        if (tests.visible) replaced.push(true);
        if (tests.hidden) replaced.push(false);
        if (replaced.length > 0) {
          await tx
            .delete(testCases)
            .where(and(eq(testCases.problemId, id), inArray(testCases.visible, replaced)));
          await insertTests(tx as unknown as Database, id, tests);
        }
        return true;
      });
      totals.clear(); // difficulty and tags may have changed
      judgingTests.forget(id);
      return found;
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db
        .delete(problems)
        .where(eq(problems.id, id))
        .returning({ id: problems.id });
      totals.clear();
      judgingTests.forget(id);
      return deleted.length > 0;
    },

    async findById(id: string): Promise<ProblemRow | undefined> {
      const [row] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
      return row;
    },

    async findIdBySlug(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: problems.id })
        .from(problems)
        .where(eq(problems.slug, slug))
        .limit(1);
      return row?.id;
    },

    findTests,

    /**
     * Every test of the problem as of the given row's `updatedAt`, for judging: cached in memory
     * between submissions (see tests-cache.ts). Callers must not modify the result.
     */
    testsForJudging(problem: Pick<ProblemRow, 'id' | 'updatedAt'>): Promise<ProblemTests> {
      return judgingTests.get(problem);
    },

    listQueries,

    async list(
      filter: ProblemFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: ProblemSummaryRow[]; total: number }> {
      const queries = listQueries(filter, page);
      const countTotal = async () => (await queries.total)[0]?.total ?? 0;
      // Totals that depend on neither a search nor a user are the same for everyone.
      const shared = !filter.search && !filter.solvedBy;
      const [rows, total] = await Promise.all([
        queries.rows,
        shared
          ? totals.get(
              `${filter.difficulty ?? ''}|${filter.tag ?? ''}|${filter.topic ?? ''}`,
              countTotal,
            )
          : countTotal(),
      ]);
      return { rows, total };
    },

    /** Every problem that matches, in the list's order: the unpaged list (admin screens). */
    async listAll(filter: ProblemFilter): Promise<ProblemSummaryRow[]> {
      return selectMatching(summaryColumns, filter).orderBy(
        asc(problems.createdAt),
        asc(problems.id),
      );
    },

    async listSolvedBy(userId: string): Promise<ProblemSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(solvedProblems)
        .innerJoin(problems, eq(problems.id, solvedProblems.problemId))
        .where(eq(solvedProblems.userId, userId))
        .orderBy(asc(solvedProblems.solvedAt));
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: problems.id }).from(problems).limit(1);
      return rows.length === 0;
    },

    /** Whether the user has an accepted submission for the problem (the AI tutor asks). */
    async isSolvedBy(userId: string, problemId: string): Promise<boolean> {
      const rows = await db
        .select({ problemId: solvedProblems.problemId })
        .from(solvedProblems)
        .where(and(eq(solvedProblems.userId, userId), eq(solvedProblems.problemId, problemId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Which of these ids are stored problems (for lists of ids in a contest, sheet, list). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: problems.id })
        .from(problems)
        .where(inArray(problems.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Marks the problem solved and, the first time, schedules its first review a day later
     * (review/schedule.ts): solving is what puts a problem in the learner's review queue.
     */
    async markSolved(userId: string, problemId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(solvedProblems)
          .values({ userId, problemId })
          .onConflictDoNothing()
          .returning({ solvedAt: solvedProblems.solvedAt });
        const first = added[0];
        if (!first) return;
        await tx
          .insert(reviews)
          .values({ userId, problemId, ...firstReview(first.solvedAt) })
          .onConflictDoNothing();
      });
    },
  };
}

export type ProblemsRepository = ReturnType<typeof problemsRepository>;
