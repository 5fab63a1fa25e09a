import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { type PerLearnerLimit, perLearnerLimit } from '../rate-limit/per-learner';

/** One allowance of judge work per learner and minute. */
export type JudgeRateLimit = PerLearnerLimit;

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
  const allowance = () =>
    perLearnerLimit(app, { max: config.JUDGE_RATE_LIMIT_PER_MINUTE, window: '1 minute' });
  return { run: allowance(), submit: allowance() };
}

export type JudgeRateLimits = ReturnType<typeof judgeRateLimits>;
