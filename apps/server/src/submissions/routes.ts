import {
  problemIdRouteSchema,
  runRequestSchema,
  runResultSchema,
  submitRequestSchema,
  submitResultSchema,
} from '@grindstone/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import type { JudgeHandle } from '../judging/judge-port';
import type { ProblemsRepository } from '../problems/repository';
import { wantsEventStream } from '../server-sent-event';
import { type Auth, signedInUser } from '../sessions/auth';
import { intakeGate } from './intake-gate';
import type { JudgeRateLimits } from './judge-rate-limit';
import type { SubmissionsRepository } from './repository';
import { runCode } from './run-code';
import { type SubmissionContest, submitCode } from './submit-code';
import { streamSubmission } from './submit-progress';

const tags = ['submissions'];

export interface SubmissionRouteDeps {
  auth: Auth;
  problems: ProblemsRepository;
  submissions: SubmissionsRepository;
  judge: JudgeHandle;
  /** Run's and Submit's allowances, taken before the body is read. */
  judgeLimits: JudgeRateLimits;
  /** Submissions with a `contestId`: where they count, and the board to tell. */
  contestGate: ContestGate;
}

/** The contests feature, as Submit needs it. */
export interface ContestGate {
  /** The participation a submission counts for; throws the contest's refusal (403/409/400). */
  entry(userId: string, contestId: string, problemId: string): Promise<SubmissionContest>;
  submissionChanged(contestId: string, submissionId: string): Promise<void>;
}

export function submissionRoutes({
  auth,
  problems,
  submissions,
  judge,
  judgeLimits,
  contestGate,
}: SubmissionRouteDeps): FastifyPluginAsyncZod {
  const intake = intakeGate();
  // The gate is entered once the body has arrived (a client sending it slowly must not hold a
  // place) and left when the job is queued, the answer is sent or the client goes away.
  const judgeRouteHooks = {
    onRequest: auth.requireUser,
    preHandler: intake.enter,
    onResponse: async (request: FastifyRequest) => intake.leave(request),
    onRequestAbort: async (request: FastifyRequest) => intake.leave(request),
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
        ...judgeRouteHooks,
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
          { problems, judge: intake.judgeFor(request, judge) },
          await loadProblem(request.params.problemId),
          request.body,
          signedInUser(request).id,
        ),
    );

    app.post(
      '/submit/:problemId',
      {
        ...judgeRouteHooks,
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
        const { contestId, ...code } = request.body;
        const userId = signedInUser(request).id;
        const contest = contestId
          ? await contestGate.entry(userId, contestId, problem.id)
          : undefined;
        const deps = {
          problems,
          submissions,
          judge: intake.judgeFor(request, judge),
          contestSubmissionChanged: contestGate.submissionChanged,
        };
        const submit = async (onPosition?: (position: number) => void) => {
          try {
            return await submitCode(deps, userId, problem, { ...code, contest }, onPosition);
          } finally {
            // A streamed answer takes the reply over, and Fastify then runs no onResponse hook.
            intake.leave(request);
          }
        };
        // The web app asks to hear its place in line; the original client waits for the JSON.
        if (!wantsEventStream(request.headers.accept)) return submit();
        return streamSubmission(request, reply as FastifyReply, submit);
      },
    );
  };
}
