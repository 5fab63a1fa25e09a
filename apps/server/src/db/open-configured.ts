import path from 'node:path';
import type { Config } from '../config/config';
import { type DatabaseHandle, openDatabase } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  return database;
}
