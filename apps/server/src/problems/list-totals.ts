import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';

/**
 * Remembered totals of the problem list's most common queries: no filter, or only difficulty
 * and tag (no search, no solved filter) — a handful of keys. Counting 10 000 problems costs
 * 5–13 ms on the embedded database, which runs every query on the server's own thread, so
 * without this the count, not the page, caps how many list requests one box can serve.
 *
 * Only for the embedded database: one process opens it, so every write to problems passes
 * through a repository in this process and clears the totals. With PostgreSQL other servers
 * write too, and totals are always counted (there they cost ~2 ms on another process).
 * Shared by every repository on the same database handle, so no instance can miss a write.
 */
export interface ListTotals {
  /** The remembered total for `key`, else `count()`'s, remembered unless a write raced it. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** After any write to problems. */
  clear(): void;
}

const sharedTotals = new WeakMap<Database, ListTotals>();

export function listTotalsFor(db: Database): ListTotals {
  let totals = sharedTotals.get(db);
  if (!totals) {
    totals = isEmbedded(db) ? rememberedTotals() : alwaysCounted;
    sharedTotals.set(db, totals);
  }
  return totals;
}

const alwaysCounted: ListTotals = { get: (_key, count) => count(), clear() {} };

function rememberedTotals(): ListTotals {
  const totals = new Map<string, number>();
  // Bumped by every write: a count that started before a write must not be remembered after it.
  let generation = 0;
  return {
    async get(key, count) {
      const remembered = totals.get(key);
      if (remembered !== undefined) return remembered;
      const startedIn = generation;
      const total = await count();
      if (generation === startedIn) totals.set(key, total);
      return total;
    },
    clear() {
      generation += 1;
      totals.clear();
    },
  };
}

function isEmbedded(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}
