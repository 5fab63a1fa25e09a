import {
  idParamsSchema,
  LIST_PROBLEMS_MAX,
  LISTS_PER_LEARNER_MAX,
  listAddProblemSchema,
  listCreateSchema,
  listEnvelopeSchema,
  listProblemParamsSchema,
  listSummarySchema,
  listUpdateSchema,
  practiceMessages,
  sharedListSchema,
  shareTokenParamsSchema,
} from '@grindstone/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../errors';
import type { ProblemsRepository } from '../problems/repository';
import { type Auth, signedInUser } from '../sessions/auth';
import type { ListsRepository } from './repository';

const tags = ['lists'];
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

export interface ListRouteDeps {
  auth: Auth;
  lists: ListsRepository;
  problems: Pick<ProblemsRepository, 'existingIds'>;
  /** The allowance of list and note writes, taken per learner before the body is read. */
  writeLimit: { take(request: FastifyRequest): Promise<void> };
}

/**
 * A learner's own lists ("Add to Sheets"). Lists are private: another learner gets 404, as if
 * the list did not exist. A shared list is read through its token only, never by its id.
 */
export function listRoutes({
  auth,
  lists,
  problems,
  writeLimit,
}: ListRouteDeps): FastifyPluginAsyncZod {
  const own = async (request: FastifyRequest, id: string) => {
    const list = await lists.find(id);
    if (!list || list.userId !== signedInUser(request).id)
      throw notFound(practiceMessages.listNotFound);
    return list;
  };
  const writes = {
    onRequest: auth.requireUser,
    preParsing: async (request: FastifyRequest) => writeLimit.take(request),
  };

  return async (app) => {
    app.get(
      '/',
      {
        onRequest: auth.requireUser,
        schema: { tags, response: { 200: z.array(listSummarySchema) } },
      },
      async (request) => lists.listsOf(signedInUser(request).id),
    );

    app.post(
      '/',
      {
        ...writes,
        schema: { tags, body: listCreateSchema, response: { 201: listEnvelopeSchema } },
      },
      async (request, reply) => {
        const userId = signedInUser(request).id;
        if ((await lists.count(userId)) >= LISTS_PER_LEARNER_MAX) {
          throw invalid('title', practiceMessages.tooManyLists);
        }
        const list = await lists.create(userId, request.body.title);
        reply.code(201);
        return { list: await lists.summary(list) };
      },
    );

    app.put(
      '/:id',
      {
        ...writes,
        schema: {
          tags,
          params: idParamsSchema,
          body: listUpdateSchema,
          response: { 200: listEnvelopeSchema },
        },
      },
      async (request) => {
        const list = await own(request, request.params.id);
        const { title, problemIds } = request.body;
        if (problemIds) {
          const current = await lists.problemIdsOf(list.id);
          const same =
            problemIds.length === current.length &&
            new Set(problemIds).size === problemIds.length &&
            problemIds.every((id) => current.includes(id));
          if (!same) throw invalid('problemIds', practiceMessages.reorderMismatch);
          await lists.reorder(list.id, problemIds);
        }
        if (title !== undefined) await lists.rename(list.id, title);
        return { list: await lists.summary({ ...list, title: title ?? list.title }) };
      },
    );

    app.delete(
      '/:id',
      { ...writes, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        const list = await own(request, request.params.id);
        await lists.remove(list.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/:id/problems',
      {
        ...writes,
        schema: {
          tags,
          params: idParamsSchema,
          body: listAddProblemSchema,
          response: { 200: listEnvelopeSchema },
        },
      },
      async (request) => {
        const list = await own(request, request.params.id);
        const { problemId } = request.body;
        if ((await problems.existingIds([problemId])).size === 0) {
          throw notFound(practiceMessages.problemNotFound);
        }
        const current = await lists.problemIdsOf(list.id);
        if (!current.includes(problemId) && current.length >= LIST_PROBLEMS_MAX) {
          throw invalid('problemId', practiceMessages.listFull);
        }
        await lists.add(list.id, problemId);
        return { list: await lists.summary(list) };
      },
    );

    app.delete(
      '/:id/problems/:problemId',
      {
        ...writes,
        schema: { tags, params: listProblemParamsSchema, response: { 200: listEnvelopeSchema } },
      },
      async (request) => {
        const list = await own(request, request.params.id);
        await lists.removeProblem(list.id, request.params.problemId);
        return { list: await lists.summary(list) };
      },
    );

    app.post(
      '/:id/share',
      {
        ...writes,
        schema: { tags, params: idParamsSchema, response: { 200: listEnvelopeSchema } },
      },
      async (request) => {
        const list = await own(request, request.params.id);
        const shareToken = list.shareToken ?? (await lists.share(list.id));
        return { list: await lists.summary({ ...list, shareToken }) };
      },
    );

    app.delete(
      '/:id/share',
      {
        ...writes,
        schema: { tags, params: idParamsSchema, response: { 200: listEnvelopeSchema } },
      },
      async (request) => {
        const list = await own(request, request.params.id);
        await lists.unshare(list.id);
        return { list: await lists.summary({ ...list, shareToken: null }) };
      },
    );

    app.get(
      '/shared/:token',
      {
        onRequest: auth.optionalUser,
        schema: { tags, params: shareTokenParamsSchema, response: { 200: sharedListSchema } },
      },
      async (request) => {
        const shared = await lists.shared(request.params.token, request.currentUser?.id);
        if (!shared) throw notFound(practiceMessages.listNotFound);
        return shared;
      },
    );
  };
}
