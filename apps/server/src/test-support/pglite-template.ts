import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from '../db/client';
import { migrationsFolder } from '../paths';

/**
 * Creating a PGlite database runs initdb inside WebAssembly (5–20 s on a busy 2-core box);
 * loading a dump of an already-migrated one takes ~1 s. Tests therefore build one migrated
 * template per migrations version, cached in the temp dir, and load a copy per test.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `grindstone-pglite-template-${await migrationsHash()}.tar`);
  try {
    await fs.access(file);
    return file;
  } catch {
    // Not built yet for this migrations version.
  }
  const client = await createPglite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return file;
}

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const name of files) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(await fs.readFile(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export async function openPgliteFromTemplate(file: string): Promise<PGlite> {
  return createPglite({ loadDataDir: new Blob([await fs.readFile(file)]) });
}
