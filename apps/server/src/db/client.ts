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
  /**
   * PostgreSQL's NOTIFY: every process on the database that listens on the channel hears the
   * payload (several API servers share contest boards this way). PGlite has one process.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** LISTEN on a channel; `onReconnect` runs when a lost listening connection comes back. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<void>;
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
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    ping: () => pingWith(() => pool.query('select 1')),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    close: async () => {
      await listener.close();
      await pool.end();
    },
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

/**
 * One connection per process for LISTEN, opened on first use. A lost connection is opened again
 * after a second, listening on the same channels, and each `onReconnect` runs: notifications
 * sent meanwhile were missed, so whoever keeps state from them reloads it.
 */
function postgresListener(url: string) {
  const channels = new Map<
    string,
    { onPayload: (payload: string) => void; onReconnect?: () => void }
  >();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      channels.get(message.channel)?.onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (client === next) client = null;
      next.end().catch(() => {});
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen "${channel}"`);
    client = next;
    return next;
  };
  const ensure = () => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const reconnect = async () => {
    try {
      await ensure();
      for (const entry of channels.values()) entry.onReconnect?.();
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    }
  };
  return {
    async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
      channels.set(channel, { onPayload, onReconnect });
      const connected = await ensure();
      await connected.query(`listen "${channel}"`);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
