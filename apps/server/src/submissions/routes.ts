import {
  problemIdRouteSchema,
  runRequestSchema,
  runResultSchema,
  submitRequestSchema,
  submitResultSchema,
} from '@grindstone/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { wantsEventStream } from '../server-sent-event';
import { signedInUser } from '../sessions/auth';
import type { JudgeRateLimits } from './judge-rate-limit';
import { runCode } from './run-code';
import { submitCode } from './submit-code';
import { streamSubmission } from './submit-progress';

const tags = ['submissions'];

export function submissionRoutes(
  context: AppContext,
  judgeLimits: JudgeRateLimits,
): FastifyPluginAsyncZod {
  const { auth, problems } = context;

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
        preParsing: async (request) => judgeLimits.run.take(request),
        schema: {
          tags,
          params: problemIdRouteSchema,
          body: runRequestSchema,
          response: { 200: runResultSchema },
        },
      },
      async (request) =>
        runCode(
          context,
          await loadProblem(request.params.problemId),
          request.body,
          signedInUser(request).id,
        ),
    );

    app.post(
      '/submit/:problemId',
      {
        onRequest: auth.requireUser,
        preParsing: async (request) => judgeLimits.submit.take(request),
        schema: {
          tags,
          params: problemIdRouteSchema,
          body: submitRequestSchema,
          response: { 200: submitResultSchema },
        },
      },
      async (request, reply) => {
        const problem = await loadProblem(request.params.problemId);
        const submit = (onPosition?: (position: number) => void) =>
          submitCode(context, signedInUser(request).id, problem, request.body, onPosition);
        // The web app asks to hear its place in line; the original client waits for the JSON.
        if (!wantsEventStream(request.headers.accept)) return submit();
        return streamSubmission(request, reply as FastifyReply, submit);
      },
    );
  };
}
