import type { FastifyBaseLogger } from 'fastify';
import type { SessionService } from './session-service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Expired sessions are already refused (findLive checks the expiry), but their rows would pile
 * up forever: one per login. They are deleted at start-up and then every hour. The timer is
 * unref'd so it never keeps the process alive; with several servers on one PostgreSQL each
 * sweeps, which is harmless (a delete of nothing).
 */
export async function startExpiredSessionSweeps(
  sessions: Pick<SessionService, 'removeExpired'>,
  log: FastifyBaseLogger,
  intervalMs = HOUR_MS,
): Promise<() => void> {
  const sweep = async () => {
    const removed = await sessions.removeExpired();
    if (removed > 0) log.info({ removed }, 'deleted expired sessions');
  };
  await sweep();
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.error({ err: error }, 'expired-session sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
