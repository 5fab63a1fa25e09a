import {
  contestCreateSchema,
  contestDeleteQuerySchema,
  contestEnvelopeSchema,
  contestIdParamsSchema,
  contestListSchema,
  contestMessages,
  contestRegisterSchema,
  contestSubmissionsSchema,
  contestUpdateSchema,
  contestViewQuerySchema,
  ratingHistorySchema,
  scoreboardQuerySchema,
  scoreboardSchema,
} from '@grindstone/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import type { ContestBoards } from './boards';
import { type ContestViewer, maySee } from './contest-view';
import { finaliseContest } from './finalise-contest';
import { registerForContest, startVirtualRun } from './join-contest';
import {
  createContest,
  deleteContest,
  type ManageContestDeps,
  revealContest,
  updateContest,
} from './manage-contests';
import type { ContestsRepository } from './repository';
import { scoreboardJson } from './scoreboard';
import { endScoreboardStreams, streamScoreboard } from './scoreboard-stream';
import { listContests, ownContestSubmissions, readContest } from './view-contests';

const tags = ['contests'];

export interface ContestRouteDeps {
  auth: Auth;
  contests: ContestsRepository;
  boards: ContestBoards;
  problems: ManageContestDeps['problems'];
  now?: () => number;
}

const viewerOf = (request: FastifyRequest): ContestViewer => ({
  userId: request.currentUser?.id,
  isAdmin: request.currentUser?.role === 'admin',
});

export function contestRoutes({
  auth,
  contests,
  boards,
  problems,
  now = Date.now,
}: ContestRouteDeps): FastifyPluginAsyncZod {
  const deps = { contests, boards, problems, now };
  const envelope = async (request: FastifyRequest, id: string, joinCode?: string) => ({
    contest: (await readContest(contests, viewerOf(request), id, now(), joinCode)).contest,
  });

  return async (app) => {
    // A stream never ends by itself: a closing server ends them, or it would wait for them.
    app.addHook('preClose', async () => endScoreboardStreams());

    app.get(
      '/',
      { onRequest: auth.optionalUser, schema: { tags, response: { 200: contestListSchema } } },
      async (request) => ({ contests: await listContests(contests, viewerOf(request), now()) }),
    );

    app.post(
      '/',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, body: contestCreateSchema, response: { 201: contestEnvelopeSchema } },
      },
      async (request, reply) => {
        const id = await createContest(deps, request.body);
        reply.code(201);
        return envelope(request, id);
      },
    );

    app.get(
      '/:id',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          querystring: contestViewQuerySchema,
          response: { 200: contestEnvelopeSchema },
        },
      },
      async (request) => envelope(request, request.params.id, request.query.joinCode),
    );

    app.put(
      '/:id',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          params: contestIdParamsSchema,
          body: contestUpdateSchema,
          response: { 200: contestEnvelopeSchema },
        },
      },
      async (request) => {
        await updateContest(deps, request.params.id, request.body);
        return envelope(request, request.params.id);
      },
    );

    app.delete(
      '/:id',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, params: contestIdParamsSchema, querystring: contestDeleteQuerySchema },
      },
      async (request, reply) => {
        await deleteContest(deps, request.params.id, request.query.force === 'true');
        return reply.code(204).send();
      },
    );

    app.post(
      '/:id/register',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          body: contestRegisterSchema,
          response: { 200: contestEnvelopeSchema, 201: contestEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const joinCode = request.body?.joinCode;
        const added = await registerForContest(deps, user, request.params.id, joinCode);
        reply.code(added ? 201 : 200);
        return envelope(request, request.params.id, joinCode);
      },
    );

    app.post(
      '/:id/virtual',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          body: contestRegisterSchema,
          response: { 201: contestEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const joinCode = request.body?.joinCode;
        await startVirtualRun(deps, signedInUser(request), request.params.id, joinCode);
        reply.code(201);
        return envelope(request, request.params.id, joinCode);
      },
    );

    app.post(
      '/:id/unfreeze',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, params: contestIdParamsSchema, response: { 200: contestEnvelopeSchema } },
      },
      async (request) => {
        await revealContest(deps, request.params.id);
        return envelope(request, request.params.id);
      },
    );

    app.post(
      '/:id/finalise',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, params: contestIdParamsSchema, response: { 200: contestEnvelopeSchema } },
      },
      async (request) => {
        await finaliseContest(deps, request.params.id);
        return envelope(request, request.params.id);
      },
    );

    app.get(
      '/:id/submissions',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          response: { 200: contestSubmissionsSchema },
        },
      },
      async (request) => {
        await envelope(request, request.params.id);
        const user = signedInUser(request);
        return { submissions: await ownContestSubmissions(contests, request.params.id, user.id) };
      },
    );

    /**
     * The board, to a viewer who may see the contest (404 otherwise), decided from the board in
     * memory: the scoreboard's hot path asks the database nothing but the session.
     */
    const boardFor = async (request: FastifyRequest, id: string, joinCode?: string) => {
      const board = await boards.board(id);
      const viewer = viewerOf(request);
      const own = board && viewer.userId ? board.participationsOf(viewer.userId) : [];
      if (!board || !maySee(board.contest, viewer, own, joinCode)) {
        throw notFound(contestMessages.notFound);
      }
      return board;
    };

    app.get(
      '/:id/scoreboard',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          querystring: scoreboardQuerySchema.extend(contestViewQuerySchema.shape),
          response: { 200: scoreboardSchema },
        },
      },
      async (request, reply) => {
        const board = await boardFor(request, request.params.id, request.query.joinCode);
        // Already JSON (scoreboardJson): Fastify sends a string with a JSON type as it is, never
        // serialised again; the type provider only knows the object the schema describes.
        const json = scoreboardJson(board, viewerOf(request), now(), {
          page: request.query.page,
          includeVirtual: request.query.virtual === 'true',
        });
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );

    app.get(
      '/:id/scoreboard/stream',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          params: contestIdParamsSchema,
          querystring: scoreboardQuerySchema.extend(contestViewQuerySchema.shape),
        },
      },
      async (request, reply) => {
        await boardFor(request, request.params.id, request.query.joinCode);
        return streamScoreboard(
          reply as FastifyReply,
          boards,
          request.params.id,
          viewerOf(request),
          request.query.virtual === 'true',
        );
      },
    );

    app.get(
      '/ratings/:userId',
      {
        schema: {
          tags,
          params: z.object({ userId: z.string().uuid('Invalid user id') }),
          response: { 200: ratingHistorySchema },
        },
      },
      async (request) => {
        const history = await contests.ratingHistory(request.params.userId);
        const ratings = await contests.ratingsOf([request.params.userId]);
        return {
          rating: ratings.get(request.params.userId) ?? null,
          contests: history.map((entry) => ({ ...entry, endsAt: entry.endsAt.toISOString() })),
        };
      },
    );
  };
}
