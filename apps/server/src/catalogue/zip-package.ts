import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import type { ProblemRow } from '../db/schema';
import type { ProblemTests } from '../problems/repository';
import { exportProblemPackage } from './export-package';

/** A stored problem as a zip holding one package folder named after its slug. */
export async function zipProblemPackage(
  row: ProblemRow,
  tests: ProblemTests,
): Promise<{ slug: string; zip: Uint8Array }> {
  const slug = row.slug ?? slugify(row.title);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-export-'));
  try {
    const dir = path.join(work, slug);
    await exportProblemPackage(row, tests, dir, slug);
    const files: Record<string, Uint8Array> = {};
    for (const name of await fs.readdir(dir, { recursive: true })) {
      const full = path.join(dir, name);
      if ((await fs.stat(full)).isFile())
        files[`${slug}/${name.split(path.sep).join('/')}`] = await fs.readFile(full);
    }
    return { slug, zip: zipSync(files, { level: 6 }) };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'problem';
}
