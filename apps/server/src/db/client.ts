import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { restrictTreeToOwner } from '../data-dir/owner-only';
import { migrationsFolder } from '../paths';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A PostgreSQL URL, a PGlite data directory, or an already opened PGlite (tests). */
export type DatabaseLocation = { url: string } | { pgliteDir: string } | { pglite: PGlite };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) return openPostgres(location.url);
  if ('pglite' in location) return wrapPglite(location.pglite);
  return openEmbedded(location.pgliteDir);
}

/** The PGlite directory, held under an exclusive lock until closed (one process at a time). */
async function openEmbedded(dir: string): Promise<DatabaseHandle> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const release = lockEmbeddedDatabase(dir);
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const handle = wrapPglite(await createPglite({ dataDir: dir }));
    // A new database's files come out of PGlite as mode 0666 whatever the umask.
    restrictTreeToOwner(dir);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Every PGlite the server or a test opens: the migrations create extensions (pg_trgm for the
 * title search index), and PGlite can only create the ones it was given here.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => pingWith(() => client.query('select 1')),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    ping: () => pingWith(() => pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
