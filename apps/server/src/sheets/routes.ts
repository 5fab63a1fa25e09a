import {
  idParamsSchema,
  practiceMessages,
  type SheetInput,
  sheetInputSchema,
  sheetSchema,
  sheetSummarySchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../errors';
import type { ProblemsRepository } from '../problems/repository';
import type { Auth } from '../sessions/auth';
import type { SheetsRepository } from './repository';

const tags = ['sheets'];

export interface SheetRouteDeps {
  auth: Auth;
  sheets: SheetsRepository;
  problems: Pick<ProblemsRepository, 'existingIds'>;
}

export function sheetRoutes({ auth, sheets, problems }: SheetRouteDeps): FastifyPluginAsyncZod {
  const requireProblems = async (input: SheetInput) => {
    const ids = input.sections.flatMap((section) => section.problemIds);
    const found = await problems.existingIds(ids);
    if (found.size !== new Set(ids).size) {
      throw new AppError('VALIDATION_FAILED', practiceMessages.unknownProblems, [
        { path: 'sections', message: practiceMessages.unknownProblems },
      ]);
    }
  };
  const read = async (id: string, viewerId: string | undefined) => {
    const sheet = await sheets.find(id, viewerId);
    if (!sheet) throw notFound(practiceMessages.sheetNotFound);
    return sheet;
  };

  return async (app) => {
    app.get(
      '/',
      {
        onRequest: auth.optionalUser,
        schema: { tags, response: { 200: z.array(sheetSummarySchema) } },
      },
      async (request) => sheets.list(request.currentUser?.id),
    );

    app.get(
      '/:id',
      {
        onRequest: auth.optionalUser,
        schema: { tags, params: idParamsSchema, response: { 200: sheetSchema } },
      },
      async (request) => read(request.params.id, request.currentUser?.id),
    );

    app.post(
      '/',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          body: sheetInputSchema,
          response: { 201: z.object({ sheet: sheetSchema }) },
        },
      },
      async (request, reply) => {
        await requireProblems(request.body);
        const id = await sheets.save(request.body);
        reply.code(201);
        return { sheet: await read(id, request.currentUser?.id) };
      },
    );

    app.put(
      '/:id',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          params: idParamsSchema,
          body: sheetInputSchema,
          response: { 200: z.object({ sheet: sheetSchema }) },
        },
      },
      async (request) => {
        if (!(await sheets.exists(request.params.id)))
          throw notFound(practiceMessages.sheetNotFound);
        await requireProblems(request.body);
        await sheets.save(request.body, { id: request.params.id });
        return { sheet: await read(request.params.id, request.currentUser?.id) };
      },
    );

    app.delete(
      '/:id',
      { onRequest: auth.requireAdmin, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        if (!(await sheets.exists(request.params.id)))
          throw notFound(practiceMessages.sheetNotFound);
        await sheets.remove(request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
