import {
  problemIdRouteSchema,
  runRequestSchema,
  runResultSchema,
  submitRequestSchema,
  submitResultSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/app-error';
import { SESSION_COOKIE, signedInUser } from '../http/auth';
import type { AppContext } from '../http/context';
import { runCode } from './run-code';
import { submitCode } from './submit-code';

const tags = ['submissions'];

export function submissionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, problems, config } = context;
  // Per learner (their session), so one person cannot monopolise the judge.
  const judgeRateLimit = {
    rateLimit: {
      max: config.JUDGE_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: { cookies: Record<string, string | undefined>; ip: string }) =>
        request.cookies[SESSION_COOKIE] ?? request.ip,
    },
  };

  const loadProblem = async (id: string) => {
    const problem = await problems.findById(id);
    if (!problem) throw notFound('Problem not found');
    return problem;
  };

  return async (app) => {
    app.post(
      '/run/:problemId',
      {
        onRequest: auth.requireUser,
        config: judgeRateLimit,
        schema: {
          tags,
          params: problemIdRouteSchema,
          body: runRequestSchema,
          response: { 200: runResultSchema },
        },
      },
      async (request) =>
        runCode(context, await loadProblem(request.params.problemId), request.body),
    );

    app.post(
      '/submit/:problemId',
      {
        onRequest: auth.requireUser,
        config: judgeRateLimit,
        schema: {
          tags,
          params: problemIdRouteSchema,
          body: submitRequestSchema,
          response: { 200: submitResultSchema },
        },
      },
      async (request) =>
        submitCode(
          context,
          signedInUser(request).id,
          await loadProblem(request.params.problemId),
          request.body,
        ),
    );
  };
}
