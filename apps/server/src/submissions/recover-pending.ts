import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { SubmissionsRepository } from './repository';

/** Longer than any judge job can take (the queue's own deadline is 2 minutes). */
const STALE_AFTER_MS = 10 * 60 * 1000;

/**
 * No submission may stay pending forever. The embedded database belongs to this one process, so
 * at start every pending submission is an orphan of the previous run. With PostgreSQL other
 * servers may be judging right now, so only submissions older than any job can take are failed,
 * at start and then every few minutes.
 */
export async function recoverPendingSubmissions(
  log: FastifyBaseLogger,
  {
    submissions,
    database,
  }: {
    submissions: Pick<SubmissionsRepository, 'failStalePending'>;
    /** Which database this is: the embedded one belongs to this process alone. */
    database: Pick<DatabaseHandle, 'kind'>;
  },
): Promise<void> {
  const sweep = async (olderThan: Date | null) => {
    const marked = await submissions.failStalePending(
      olderThan,
      'The server stopped before this submission was judged. Please submit again.',
    );
    if (marked > 0) log.warn({ marked }, 'marked orphaned pending submissions as Internal Error');
  };
  // Every pending one, not "older than now": a row written in the same millisecond as the clock
  // is read (the database keeps microseconds) would otherwise be missed.
  await sweep(database.kind === 'pglite' ? null : new Date(Date.now() - STALE_AFTER_MS));
  if (database.kind === 'postgres') {
    setInterval(() => {
      sweep(new Date(Date.now() - STALE_AFTER_MS)).catch((error: unknown) =>
        log.error({ err: error }, 'pending-submission sweep failed'),
      );
    }, STALE_AFTER_MS / 2).unref();
  }
}
