import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';

/**
 * An allowance per learner: at most `max` uses in each window. Keyed by the user, not the
 * session cookie, so logging in again buys no new allowance (a request without a user, which
 * the routes' auth hook refuses first, would count against its address).
 */
export interface PerLearnerLimit {
  /** Counts one use for the request's learner; past the limit, throws a 429 with Retry-After. */
  take(request: FastifyRequest): Promise<void>;
}

export interface PerLearnerLimitOptions {
  max: number;
  window: '1 minute' | '1 hour';
}

/**
 * Every per-learner limit of the API (judge runs, tutor messages, forum posts and comments) is
 * made here, on the rate-limit plugin's store, so they count, key and answer alike. Each call
 * makes an allowance of its own; whoever holds it may spend it from more than one route (Run's
 * allowance also pays for the tutor's judge runs) or more than once per request. Call `take`
 * from a route hook: preParsing to refuse before the body is read, preHandler to count only
 * requests that passed validation.
 */
export function perLearnerLimit(
  app: FastifyInstance,
  { max, window }: PerLearnerLimitOptions,
): PerLearnerLimit {
  const count = app.createRateLimit({
    max,
    timeWindow: window,
    keyGenerator: (request: FastifyRequest) =>
      request.currentUser ? `user:${request.currentUser.id}` : `ip:${request.ip}`,
  });
  return {
    async take(request) {
      const counted = await count(request);
      if (counted.isAllowed || !counted.isExceeded) return;
      const error = tooManyRequests(waitWording(counted.ttlInSeconds));
      error.retryAfterSeconds = counted.ttlInSeconds;
      throw error;
    },
  };
}

/**
 * "1 second", "42 seconds", "5 minutes", "1 hour": the wait in its largest whole unit, rounded,
 * as the rate-limit plugin words the limits configured on a route (the login's).
 */
export function waitWording(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
