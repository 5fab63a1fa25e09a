import { randomUUID } from 'node:crypto';
import type { PracticeProblem, Sheet, SheetInput, SheetSummary } from '@grindstone/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { problems, sheetProblems, sheetSections, sheets, solvedProblems } from '../db/schema';

/** An id that matches no user: a guest's solved marks are all false. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Only this module queries the sheet tables. */
export function sheetsRepository(db: Database) {
  const solvedBy = (viewerId: string | undefined) =>
    sql<boolean>`exists (select 1 from ${solvedProblems} sp where sp.problem_id = ${problems.id} and sp.user_id = ${viewerId ?? NOBODY})`;

  return {
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ id: sheets.id }).from(sheets).limit(1);
      return row === undefined;
    },

    async list(viewerId: string | undefined): Promise<SheetSummary[]> {
      const result = await db.execute(sql`
        select s.id, s.title, s.description,
               count(sp.problem_id)::int as problem_count,
               count(solved.problem_id)::int as solved_count
        from sheets s
        left join sheet_sections ss on ss.sheet_id = s.id
        left join sheet_problems sp on sp.section_id = ss.id
        left join solved_problems solved
          on solved.problem_id = sp.problem_id and solved.user_id = ${viewerId ?? NOBODY}
        group by s.id
        order by s.created_at, s.id`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return rows.map((row) => ({
        _id: String(row.id),
        title: String(row.title),
        description: String(row.description),
        problemCount: Number(row.problem_count),
        solvedCount: Number(row.solved_count),
      }));
    },

    async find(id: string, viewerId: string | undefined): Promise<Sheet | null> {
      const [sheet] = await db.select().from(sheets).where(eq(sheets.id, id)).limit(1);
      if (!sheet) return null;
      const sections = await db
        .select({ id: sheetSections.id, title: sheetSections.title })
        .from(sheetSections)
        .where(eq(sheetSections.sheetId, id))
        .orderBy(asc(sheetSections.position));
      const items =
        sections.length === 0
          ? []
          : await db
              .select({
                sectionId: sheetProblems.sectionId,
                _id: problems.id,
                title: problems.title,
                difficulty: problems.difficulty,
                solved: solvedBy(viewerId),
              })
              .from(sheetProblems)
              .innerJoin(problems, eq(problems.id, sheetProblems.problemId))
              .where(
                inArray(
                  sheetProblems.sectionId,
                  sections.map((section) => section.id),
                ),
              )
              .orderBy(asc(sheetProblems.position));
      const bySection = new Map<string, PracticeProblem[]>();
      for (const { sectionId, ...problem } of items) {
        const list = bySection.get(sectionId) ?? [];
        list.push(problem);
        bySection.set(sectionId, list);
      }
      const all = items.length;
      return {
        _id: sheet.id,
        title: sheet.title,
        description: sheet.description,
        sections: sections.map((section) => ({
          title: section.title,
          problems: bySection.get(section.id) ?? [],
        })),
        progress: { solved: items.filter((item) => item.solved).length, total: all },
      };
    },

    /** Creates a sheet or replaces one's title, description and sections, in one transaction. */
    async save(input: SheetInput, target: { id?: string; slug?: string } = {}): Promise<string> {
      const id = target.id ?? randomUUID();
      await db.transaction(async (tx) => {
        if (target.id) {
          await tx
            .update(sheets)
            .set({ title: input.title, description: input.description, updatedAt: new Date() })
            .where(eq(sheets.id, id));
          await tx.delete(sheetSections).where(eq(sheetSections.sheetId, id));
        } else {
          await tx.insert(sheets).values({
            id,
            slug: target.slug ?? null,
            title: input.title,
            description: input.description,
          });
        }
        for (const [position, section] of input.sections.entries()) {
          const sectionId = randomUUID();
          await tx
            .insert(sheetSections)
            .values({ id: sectionId, sheetId: id, position, title: section.title });
          if (section.problemIds.length > 0) {
            await tx.insert(sheetProblems).values(
              section.problemIds.map((problemId, index) => ({
                sectionId,
                problemId,
                position: index,
              })),
            );
          }
        }
      });
      return id;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sheets.id })
        .from(sheets)
        .where(eq(sheets.id, id))
        .limit(1);
      return row !== undefined;
    },

    async remove(id: string): Promise<void> {
      await db.delete(sheets).where(eq(sheets.id, id));
    },
  };
}

export type SheetsRepository = ReturnType<typeof sheetsRepository>;
