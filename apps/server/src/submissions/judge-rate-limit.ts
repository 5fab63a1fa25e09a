import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { tooManyRequests } from '../errors';

/**
 * One allowance of judge work per learner and minute. Keyed by the user, not the session
 * cookie: logging in again must not buy another allowance.
 */
export interface JudgeRateLimit {
  /** Counts one judge run for the request's learner; past the limit, throws a 429 with Retry-After. */
  take(request: FastifyRequest): Promise<void>;
}

/**
 * The judge's rate limits, made once per app (app.ts) because more than one route spends them:
 * Run and Submit each have `JUDGE_RATE_LIMIT_PER_MINUTE`, and every judge run the AI tutor makes
 * for a learner is taken from their Run allowance (it judges the visible examples, as Run does),
 * so chatting is no way around the limit. Routes take them in a preParsing hook: after the auth
 * hook (onRequest) has found the user, before the body is read.
 */
export function judgeRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'JUDGE_RATE_LIMIT_PER_MINUTE'>,
) {
  const allowance = (): JudgeRateLimit => {
    // The rate-limit plugin's own store and window, shared by whoever holds this allowance.
    const count = app.createRateLimit({
      max: config.JUDGE_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`,
    });
    return {
      async take(request) {
        const counted = await count(request);
        if (counted.isAllowed || !counted.isExceeded) return;
        const error = tooManyRequests(secondsWording(counted.ttlInSeconds));
        error.retryAfterSeconds = counted.ttlInSeconds;
        throw error;
      },
    };
  };
  return { run: allowance(), submit: allowance() };
}

export type JudgeRateLimits = ReturnType<typeof judgeRateLimits>;

/** "1 second", "42 seconds", "1 minute": the window is a minute, so no longer wait is possible. */
function secondsWording(seconds: number): string {
  if (seconds >= 60) return '1 minute';
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
