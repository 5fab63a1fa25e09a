import { bestScoresSchema, problemIdRouteSchema, submissionSchema } from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, signedInUser } from '../sessions/auth';
import type { SubmissionsRepository } from './repository';
import { toSubmission } from './submission-mapping';

const tags = ['submissions'];

export interface SubmissionHistoryRouteDeps {
  auth: Auth;
  submissions: Pick<SubmissionsRepository, 'listFor' | 'bestScores'>;
}

/**
 * A learner's submissions to one problem, under /api/problem (the original URL), and their best
 * score on each problem scored by subtasks.
 */
export function submissionHistoryRoutes({
  auth,
  submissions,
}: SubmissionHistoryRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/submittedProblem/:problemId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: problemIdRouteSchema,
          response: { 200: z.array(submissionSchema) },
        },
      },
      async (request) => {
        const rows = await submissions.listFor(signedInUser(request).id, request.params.problemId);
        return rows.map(toSubmission);
      },
    );

    app.get(
      '/bestScores',
      {
        onRequest: auth.requireUser,
        schema: { tags, response: { 200: bestScoresSchema } },
      },
      async (request) => ({ scores: await submissions.bestScores(signedInUser(request).id) }),
    );
  };
}
