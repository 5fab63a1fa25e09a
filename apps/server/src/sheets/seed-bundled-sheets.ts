import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sheetInputSchema } from '@grindstone/contract';
import { z } from 'zod';
import type { ProblemsRepository } from '../problems/repository';
import type { SheetsRepository } from './repository';

/** A bundled sheet file (`sheets/<slug>.json`): problems by their package slugs. */
export const bundledSheetSchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  sections: z.array(z.object({ title: z.string(), problems: z.array(z.string()) })),
});

export async function readBundledSheets(dir: string) {
  const files = (await readdir(dir).catch(() => []))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      slug: file.replace(/\.json$/, ''),
      sheet: bundledSheetSchema.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8'))),
    })),
  );
}

/**
 * On a first start (no sheet yet), the bundled sheets are stored like the catalogue, their
 * problems found by slug; a slug the catalogue lacks is left out and logged.
 */
export async function seedBundledSheets(
  deps: {
    sheets: SheetsRepository;
    problems: Pick<ProblemsRepository, 'findIdBySlug'>;
    log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  },
  dir: string,
): Promise<number> {
  if (!(await deps.sheets.isEmpty())) return 0;
  const bundled = await readBundledSheets(dir);
  for (const { slug, sheet } of bundled) {
    const missing: string[] = [];
    const sections = [];
    for (const section of sheet.sections) {
      const problemIds: string[] = [];
      for (const problemSlug of section.problems) {
        const id = await deps.problems.findIdBySlug(problemSlug);
        if (id) problemIds.push(id);
        else missing.push(problemSlug);
      }
      sections.push({ title: section.title, problemIds });
    }
    if (missing.length > 0)
      deps.log.warn({ sheet: slug, missing }, 'sheet problems not in the catalogue');
    await deps.sheets.save(sheetInputSchema.parse({ ...sheet, sections }), { slug });
  }
  if (bundled.length > 0) deps.log.info({ sheets: bundled.length }, 'stored the bundled sheets');
  return bundled.length;
}
