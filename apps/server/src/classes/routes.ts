import {
  CLASSES_PER_INSTRUCTOR_MAX,
  type ClassSummary,
  classCreateSchema,
  classEnvelopeSchema,
  classJoinSchema,
  classListSchema,
  classMessages,
  classRosterSchema,
  classUpdateSchema,
  idParamsSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import { type ClassAccess, classAccess } from './access';
import { type ClassesRepository, newJoinCode } from './repository';

const tags = ['classes'];
const memberParams = z.object({
  id: z.string().uuid(classMessages.classNotFound),
  userId: z.string().uuid(classMessages.notAMember),
});

export interface ClassRouteDeps {
  auth: Auth;
  classes: ClassesRepository;
}

/** Classes and their rosters (docs/classes.md); assignments are in assignment-routes.ts. */
export function classRoutes({ auth, classes }: ClassRouteDeps): FastifyPluginAsyncZod {
  const access = classAccess(classes);
  const summary = async ({ row, role }: ClassAccess): Promise<ClassSummary> => ({
    _id: row.id,
    name: row.name,
    ...(role === 'instructor' ? { joinCode: row.joinCode } : {}),
    role,
    memberCount: await classes.memberCount(row.id),
    createdAt: row.createdAt.toISOString(),
  });

  return async (app) => {
    app.get(
      '/',
      { onRequest: auth.requireUser, schema: { tags, response: { 200: classListSchema } } },
      async (request) => {
        const rows = await classes.classesOf(signedInUser(request).id);
        return {
          classes: rows.map(({ row, role, memberCount }) => ({
            _id: row.id,
            name: row.name,
            ...(role === 'instructor' ? { joinCode: row.joinCode } : {}),
            role,
            memberCount,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/',
      {
        onRequest: auth.requireInstructor,
        schema: { tags, body: classCreateSchema, response: { 201: classEnvelopeSchema } },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        if ((await classes.countInstructed(user.id)) >= CLASSES_PER_INSTRUCTOR_MAX) {
          throw new AppError('VALIDATION_FAILED', classMessages.tooManyClasses);
        }
        const row = await classes.create(request.body.name, user.id);
        reply.code(201);
        return { class: await summary({ row, role: 'instructor' }) };
      },
    );

    app.post(
      '/join',
      {
        onRequest: auth.requireUser,
        schema: { tags, body: classJoinSchema, response: { 200: classEnvelopeSchema } },
      },
      async (request) => {
        const user = signedInUser(request);
        // Codes are shown in capitals; people type them however they like.
        const row = await classes.findByJoinCode(request.body.joinCode.toUpperCase());
        if (!row) throw notFound(classMessages.joinCodeUnknown);
        await classes.addStudent(row.id, user.id);
        return { class: await summary(await access.asMember(request, row.id)) };
      },
    );

    app.get(
      '/:id',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: idParamsSchema, response: { 200: classEnvelopeSchema } },
      },
      async (request) => ({
        class: await summary(await access.asMember(request, request.params.id)),
      }),
    );

    app.patch(
      '/:id',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: idParamsSchema,
          body: classUpdateSchema,
          response: { 200: classEnvelopeSchema },
        },
      },
      async (request) => {
        const found = await access.asInstructor(request, request.params.id);
        await classes.rename(found.row.id, request.body.name);
        return {
          class: await summary({ ...found, row: { ...found.row, name: request.body.name } }),
        };
      },
    );

    app.delete(
      '/:id',
      { onRequest: auth.requireUser, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        await classes.remove(row.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/:id/join-code',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: idParamsSchema, response: { 200: classEnvelopeSchema } },
      },
      async (request) => {
        const found = await access.asInstructor(request, request.params.id);
        const joinCode = newJoinCode();
        await classes.setJoinCode(found.row.id, joinCode);
        return { class: await summary({ ...found, row: { ...found.row, joinCode } }) };
      },
    );

    app.get(
      '/:id/members',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: idParamsSchema, response: { 200: classRosterSchema } },
      },
      async (request) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const members = await classes.members(row.id);
        return {
          members: members.map((member) => ({
            user: { _id: member.userId, firstName: member.firstName, lastName: member.lastName },
            role: member.role,
            joinedAt: member.joinedAt.toISOString(),
          })),
        };
      },
    );

    // An instructor removes a student; a student may remove themself (leave the class).
    app.delete(
      '/:id/members/:userId',
      { onRequest: auth.requireUser, schema: { tags, params: memberParams } },
      async (request, reply) => {
        const { id, userId } = request.params;
        const self = signedInUser(request).id === userId;
        const { row } = self
          ? await access.asMember(request, id)
          : await access.asInstructor(request, id);
        const role = await classes.roleOf(row.id, userId);
        if (!role) throw notFound(classMessages.notAMember);
        if (role === 'instructor') {
          throw new AppError('CONFLICT', classMessages.cannotRemoveInstructor);
        }
        await classes.removeMember(row.id, userId);
        return reply.code(204).send();
      },
    );
  };
}
