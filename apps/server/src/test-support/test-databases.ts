import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/client';
import { ensurePgliteTemplate, openPgliteFromTemplate } from './pglite-template';

/**
 * The databases data-layer tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL
 * is set. Each PostgreSQL test database is created fresh and dropped afterwards.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (!warned) {
    warned = true;
    console.warn(
      '[tests] TEST_DATABASE_URL is not set: PostgreSQL variants are skipped, PGlite runs.',
    );
  }
  return ['pglite'];
}
let warned = false;

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL, for PostgreSQL test databases (to hand to a child process). */
  url?: string;
  /** Closes the connection and removes everything the test created. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await ensurePgliteTemplate();
    const handle = await openDatabase({ pglite: await openPgliteFromTemplate(template) });
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const name = `grindstone_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
