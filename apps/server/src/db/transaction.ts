import type { Database } from './client';

/**
 * Runs `work` in one database transaction with repositories bound to it, so what it writes
 * through them is kept together or not at all. The composition root builds it; a use case that
 * needs one receives it and builds no repository itself.
 */
export type Transaction<Repositories> = <T>(
  work: (scoped: Repositories) => Promise<T>,
) => Promise<T>;

export function transaction<Repositories>(
  db: Database,
  bind: (scoped: Database) => Repositories,
): Transaction<Repositories> {
  return (work) => db.transaction(async (tx) => work(bind(tx as unknown as Database)));
}
