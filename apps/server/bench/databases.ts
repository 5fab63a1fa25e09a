// The two databases the benchmark runs on: a PGlite data directory seeded before the server
// starts on it, and a fresh PostgreSQL database `grindstone_bench_<random>` dropped afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../src/db/client';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** Environment for the server process (DATA_DIR and, for PostgreSQL, DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** Opens a handle for seeding or EXPLAIN; PGlite allows only one process at a time. */
  open(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

export function pgliteBenchDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-'));
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ pgliteDir: path.join(dataDir, 'db') }),
    async destroy() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function postgresAdminUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export async function postgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `grindstone_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-'));
  return {
    kind: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString() }),
    async destroy() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
