import { leaderboardSchema, pageQuerySchema } from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaderboardPage } from './leaderboard';
import type { LeaderboardRepository } from './repository';

export interface LeaderboardRouteDeps {
  leaderboard: LeaderboardRepository;
}

/** `GET /api/leaderboard?page=`: public, learners by what they solved. */
export function leaderboardRoutes({ leaderboard }: LeaderboardRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['leaderboard'],
          querystring: pageQuerySchema,
          response: { 200: leaderboardSchema },
        },
      },
      async (request) => leaderboardPage(leaderboard, request.query.page, Date.now()),
    );
  };
}
