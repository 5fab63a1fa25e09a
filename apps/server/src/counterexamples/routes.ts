import { counterexampleSchema, submissionIdParamsSchema } from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JudgeHandle } from '../judging/judge-port';
import type { ProblemsRepository } from '../problems/repository';
import type { PerLearnerLimit } from '../rate-limit/per-learner';
import { type Auth, signedInUser } from '../sessions/auth';
import type { SubmissionsRepository } from '../submissions/repository';
import { requestCounterexample } from './request-counterexample';

export interface CounterexampleRouteDeps {
  auth: Auth;
  problems: ProblemsRepository;
  submissions: SubmissionsRepository;
  judge: JudgeHandle;
  /** The learner's Run allowance: one finder request counts as one judge request. */
  judgeRunLimit: PerLearnerLimit;
}

/** `POST /api/submission/{submissionId}/counterexample` (docs/counterexamples.md). */
export function counterexampleRoutes({
  auth,
  problems,
  submissions,
  judge,
  judgeRunLimit,
}: CounterexampleRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:submissionId/counterexample',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['submissions'],
          params: submissionIdParamsSchema,
          response: { 200: counterexampleSchema },
        },
      },
      async (request) =>
        requestCounterexample(
          { problems, submissions, judge },
          signedInUser(request).id,
          request.params.submissionId,
          () => judgeRunLimit.take(request),
        ),
    );
  };
}
