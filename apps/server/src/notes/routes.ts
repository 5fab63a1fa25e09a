import {
  noteInputSchema,
  noteSchema,
  practiceMessages,
  problemIdRouteSchema,
} from '@grindstone/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import type { ProblemsRepository } from '../problems/repository';
import { type Auth, signedInUser } from '../sessions/auth';
import type { NotesRepository } from './repository';

export interface NoteRouteDeps {
  auth: Auth;
  notes: NotesRepository;
  problems: Pick<ProblemsRepository, 'existingIds'>;
  writeLimit: { take(request: FastifyRequest): Promise<void> };
}

/** `GET|PUT /api/problems/{problemId}/note`: the signed-in learner's own note, never another's. */
export function noteRoutes({
  auth,
  notes,
  problems,
  writeLimit,
}: NoteRouteDeps): FastifyPluginAsyncZod {
  const requireProblem = async (problemId: string) => {
    if ((await problems.existingIds([problemId])).size === 0) {
      throw notFound(practiceMessages.problemNotFound);
    }
  };
  return async (app) => {
    app.get(
      '/:problemId/note',
      {
        onRequest: auth.requireUser,
        schema: { tags: ['notes'], params: problemIdRouteSchema, response: { 200: noteSchema } },
      },
      async (request) => {
        await requireProblem(request.params.problemId);
        const note = await notes.find(signedInUser(request).id, request.params.problemId);
        return { text: note?.text ?? '', updatedAt: note?.updatedAt.toISOString() ?? null };
      },
    );

    app.put(
      '/:problemId/note',
      {
        onRequest: auth.requireUser,
        preParsing: async (request) => writeLimit.take(request),
        schema: {
          tags: ['notes'],
          params: problemIdRouteSchema,
          body: noteInputSchema,
          response: { 200: noteSchema },
        },
      },
      async (request) => {
        await requireProblem(request.params.problemId);
        const { text } = request.body;
        const updatedAt = await notes.save(
          signedInUser(request).id,
          request.params.problemId,
          text,
        );
        return { text: updatedAt ? text : '', updatedAt: updatedAt?.toISOString() ?? null };
      },
    );
  };
}
