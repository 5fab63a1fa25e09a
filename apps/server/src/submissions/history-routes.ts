import { problemIdRouteSchema, submissionSchema } from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { signedInUser } from '../sessions/auth';
import { toSubmission } from './submission-mapping';

const tags = ['submissions'];

/** A learner's submissions to one problem, under /api/problem (the original URL). */
export function submissionHistoryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, submissions } = context;

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
  };
}
