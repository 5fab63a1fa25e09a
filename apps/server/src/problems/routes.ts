import {
  messageResponseSchema,
  PROBLEM_PAGE_SIZE,
  problemByIdQuerySchema,
  problemDetailSchema,
  problemIdParamsSchema,
  problemInputSchema,
  problemListQuerySchema,
  problemListResponseSchema,
  problemSummarySchema,
  problemUpdateSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthenticated } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import { deleteProblem } from './delete-problem';
import { toProblemDetail, toProblemSummary } from './problem-mapping';
import type { ProblemVideos } from './problem-videos';
import { type ProblemWriteDeps, saveProblem } from './save-problem';
import { updateProblem } from './update-problem';

const tags = ['problems'];
/** Problems carry their tests, which can be large (a maximum-size test is up to ~1 MB). */
const PROBLEM_BODY_LIMIT = 32 * 1024 * 1024;

export interface ProblemRouteDeps extends ProblemWriteDeps {
  auth: Auth;
  /** media/'s answers about a problem's editorial video (decision 017). */
  videos: ProblemVideos;
}

export function problemRoutes(deps: ProblemRouteDeps): FastifyPluginAsyncZod {
  const { auth, problems, videos } = deps;

  return async (app) => {
    app.post(
      '/create',
      {
        onRequest: auth.requireAdmin,
        bodyLimit: PROBLEM_BODY_LIMIT,
        schema: {
          tags,
          body: problemInputSchema,
          response: {
            201: z.object({ message: z.string(), problem: z.object({ _id: z.string() }) }),
          },
        },
      },
      async (request, reply) => {
        const id = await saveProblem(deps, request.body);
        return reply
          .status(201)
          .send({ message: 'Problem created successfully!', problem: { _id: id } });
      },
    );

    const updateRoute = {
      onRequest: auth.requireAdmin,
      bodyLimit: PROBLEM_BODY_LIMIT,
      schema: {
        tags,
        params: problemIdParamsSchema,
        // Only the fields present change; an absent field keeps its stored value.
        body: problemUpdateSchema,
        response: { 200: z.object({ message: z.string(), problem: problemDetailSchema }) },
      },
    };
    const updateHandler = async (request: {
      params: z.infer<typeof problemIdParamsSchema>;
      body: z.infer<typeof problemUpdateSchema>;
    }) => {
      const { id } = request.params;
      await updateProblem(deps, id, request.body);
      const row = await problems.findById(id);
      if (!row) throw notFound('Problem not found');
      const detail = toProblemDetail(
        row,
        await problems.findTests(id, true),
        { admin: true, signedIn: true },
        await videos.publicVideoOf(id),
      );
      return { message: 'Problem updated successfully', problem: detail };
    };
    app.post('/update/:id', updateRoute, updateHandler);
    app.put('/update/:id', updateRoute, updateHandler);

    app.delete(
      '/delete/:id',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, params: problemIdParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await deleteProblem({ problems, videos }, request.params.id);
        return { message: 'Problem deleted successfully' };
      },
    );

    app.get(
      '/getAllProblem',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          querystring: problemListQuerySchema,
          response: { 200: problemListResponseSchema },
        },
      },
      async (request) => {
        const query = request.query;
        if (query.status === 'solved' && !request.currentUser) {
          throw unauthenticated('Log in to filter by solved problems');
        }
        const filter = {
          difficulty: query.difficulty === 'all' ? undefined : query.difficulty,
          tag: query.tag === 'all' ? undefined : query.tag,
          topic: query.topic === 'all' ? undefined : query.topic,
          search: query.search || undefined,
          solvedBy: query.status === 'solved' ? request.currentUser?.id : undefined,
        };
        if (query.page === undefined && query.limit === undefined) {
          // Neither page nor limit: every matching problem, as one page.
          const rows = await problems.listAll(filter);
          return {
            problems: rows.map(toProblemSummary),
            total: rows.length,
            totalPages: rows.length > 0 ? 1 : 0,
            page: 1,
            limit: rows.length,
          };
        }
        const page = query.page ?? 1;
        const limit = query.limit ?? PROBLEM_PAGE_SIZE;
        const { rows, total } = await problems.list(filter, {
          offset: (page - 1) * limit,
          limit,
        });
        return {
          problems: rows.map(toProblemSummary),
          total,
          totalPages: Math.ceil(total / limit),
          page,
          limit,
        };
      },
    );

    app.get(
      '/problemSolvedByUser',
      {
        onRequest: auth.requireUser,
        schema: { tags, response: { 200: z.array(problemSummarySchema) } },
      },
      async (request) =>
        (await problems.listSolvedBy(signedInUser(request).id)).map(toProblemSummary),
    );

    app.get(
      '/problemById/:id',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          params: problemIdParamsSchema,
          querystring: problemByIdQuerySchema,
          response: { 200: problemDetailSchema },
        },
      },
      async (request) => {
        const row = await problems.findById(request.params.id);
        if (!row) throw notFound('Problem not found');
        const user = request.currentUser;
        const audience = { admin: user?.role === 'admin', signedIn: Boolean(user) };
        const [tests, video] = await Promise.all([
          problems.findTests(row.id, audience.admin),
          audience.signedIn ? videos.publicVideoOf(row.id) : undefined,
        ]);
        return toProblemDetail(row, tests, audience, video, {
          allLanguages: request.query.languages === 'all',
        });
      },
    );
  };
}
