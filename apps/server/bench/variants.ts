// Scratch schema changes the benchmark can apply after seeding (`--variant=<name>`), to measure
// a proposed index before it goes into a migration. Nothing here touches src/.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

const variants: Record<string, (db: Database) => Promise<void>> = {
  /** Covering index: deep OFFSETs skip index entries without visiting the wide problem rows. */
  'covering-created': async (db) => {
    await db.execute(
      sql`create index problems_created_covering_idx on problems (created_at, id) include (title, difficulty, tags, companies)`,
    );
  },
};

export const variantNames = Object.keys(variants);

/** Applies a variant and returns how long it took, in seconds. */
export async function applyVariant(db: Database, name: string): Promise<number> {
  const apply = variants[name];
  if (!apply) throw new Error(`unknown variant ${name}`);
  const start = performance.now();
  await apply(db);
  await db.execute(sql`analyze`);
  return (performance.now() - start) / 1000;
}
