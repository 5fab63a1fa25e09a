import {
  type Assignment,
  assignmentEnvelopeSchema,
  assignmentInputSchema,
  assignmentListSchema,
  assignmentUpdateSchema,
  classMessages,
  extensionInputSchema,
  progressSchema,
  similarityCompareQuerySchema,
  similarityCompareSchema,
  similarityReportSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../errors';
import { type Auth, signedInUser } from '../sessions/auth';
import { classAccess } from './access';
import { latePolicyOf, penaltyOf } from './progress';
import { progressCsv } from './progress-csv';
import { assignmentProgress, memberAssignments } from './progress-report';
import type { AssignmentRow, ClassesRepository } from './repository';
import { compareSubmissions } from './similarity/compare-view';
import type { SimilarityReports } from './similarity/reports';

const tags = ['classes'];
const idParams = z.object({ id: z.string().uuid(classMessages.classNotFound) });
const assignmentParams = idParams.extend({
  assignmentId: z.string().uuid(classMessages.assignmentNotFound),
});
const extensionParams = assignmentParams.extend({
  userId: z.string().uuid(classMessages.notAMember),
});
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

export interface AssignmentRouteDeps {
  auth: Auth;
  classes: ClassesRepository;
  similarity: SimilarityReports;
  now: () => number;
  /** How long a similarity request waits for a job it started before answering `computing`. */
  similarityWaitMs?: number;
}

/** Assignments, their progress (JSON and CSV) and similarity signals (docs/classes.md). */
export function assignmentRoutes({
  auth,
  classes,
  similarity,
  now,
  similarityWaitMs = 5000,
}: AssignmentRouteDeps): FastifyPluginAsyncZod {
  const access = classAccess(classes);

  const describe = async (row: AssignmentRow): Promise<Assignment> => {
    const found = await classes.problemSummaries(row.problemIds);
    return {
      _id: row.id,
      classId: row.classId,
      title: row.title,
      problems: row.problemIds.flatMap((id) => {
        const problem = found.find((candidate) => candidate.id === id);
        return problem ? [{ _id: id, title: problem.title, difficulty: problem.difficulty }] : [];
      }),
      opensAt: row.opensAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      latePolicy: latePolicyOf(row.latePenaltyPercent),
      createdAt: row.createdAt.toISOString(),
    };
  };

  const checkProblemsExist = async (ids: string[]) => {
    const known = new Set((await classes.problemSummaries(ids)).map((problem) => problem.id));
    if (ids.some((id) => !known.has(id))) {
      throw invalid('problemIds', classMessages.unknownProblems);
    }
  };

  const assignmentOf = async (classId: string, assignmentId: string) => {
    const row = await classes.findAssignment(classId, assignmentId);
    if (!row) throw notFound(classMessages.assignmentNotFound);
    return row;
  };

  return async (app) => {
    app.get(
      '/:id/assignments',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: idParams, response: { 200: assignmentListSchema } },
      },
      async (request) => {
        const { row, role } = await access.asMember(request, request.params.id);
        const rows = await classes.assignmentsOf(row.id);
        const viewer = { userId: signedInUser(request).id, role };
        return { assignments: await memberAssignments(classes, rows, viewer, now(), describe) };
      },
    );

    app.post(
      '/:id/assignments',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: idParams,
          body: assignmentInputSchema,
          response: { 201: assignmentEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const { title, problemIds, opensAt, dueAt, latePolicy } = request.body;
        await checkProblemsExist(problemIds);
        const created = await classes.createAssignment(row.id, {
          title,
          problemIds,
          opensAt: new Date(opensAt),
          dueAt: new Date(dueAt),
          latePenaltyPercent: penaltyOf(latePolicy),
        });
        reply.code(201);
        return { assignment: await describe(created) };
      },
    );

    app.get(
      '/:id/assignments/:assignmentId',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: assignmentParams, response: { 200: assignmentEnvelopeSchema } },
      },
      async (request) => {
        const { row, role } = await access.asMember(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        const described = await describe(assignment);
        // Students see an assignment's problems from its opening on.
        const hidden = role === 'student' && assignment.opensAt.getTime() > now();
        return { assignment: hidden ? { ...described, problems: [] } : described };
      },
    );

    app.patch(
      '/:id/assignments/:assignmentId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: assignmentParams,
          body: assignmentUpdateSchema,
          response: { 200: assignmentEnvelopeSchema },
        },
      },
      async (request) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        const { title, problemIds, opensAt, dueAt, latePolicy } = request.body;
        const changes = {
          ...(title !== undefined ? { title } : {}),
          ...(problemIds !== undefined ? { problemIds } : {}),
          ...(opensAt !== undefined ? { opensAt: new Date(opensAt) } : {}),
          ...(dueAt !== undefined ? { dueAt: new Date(dueAt) } : {}),
          ...(latePolicy !== undefined ? { latePenaltyPercent: penaltyOf(latePolicy) } : {}),
        };
        const result = { ...assignment, ...changes };
        if (result.dueAt.getTime() <= result.opensAt.getTime()) {
          throw invalid('dueAt', classMessages.dueBeforeOpen);
        }
        if (problemIds) await checkProblemsExist(problemIds);
        await classes.updateAssignment(assignment.id, changes);
        return { assignment: await describe(result) };
      },
    );

    app.delete(
      '/:id/assignments/:assignmentId',
      { onRequest: auth.requireUser, schema: { tags, params: assignmentParams } },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        await classes.removeAssignment(assignment.id);
        return reply.code(204).send();
      },
    );

    app.put(
      '/:id/assignments/:assignmentId/extensions/:userId',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: extensionParams, body: extensionInputSchema },
      },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        if ((await classes.roleOf(row.id, request.params.userId)) !== 'student') {
          throw notFound(classMessages.notAMember);
        }
        await classes.setExtension(
          assignment.id,
          request.params.userId,
          new Date(request.body.dueAt),
        );
        return reply.code(204).send();
      },
    );

    app.delete(
      '/:id/assignments/:assignmentId/extensions/:userId',
      { onRequest: auth.requireUser, schema: { tags, params: extensionParams } },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        await classes.removeExtension(assignment.id, request.params.userId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/:id/assignments/:assignmentId/progress',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: assignmentParams, response: { 200: progressSchema } },
      },
      async (request) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        return assignmentProgress(classes, assignment, await describe(assignment));
      },
    );

    app.get(
      '/:id/assignments/:assignmentId/progress.csv',
      { onRequest: auth.requireUser, schema: { tags, params: assignmentParams } },
      async (request, reply) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        const progress = await assignmentProgress(classes, assignment, await describe(assignment));
        const name = assignment.title.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60) || 'progress';
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-progress.csv"`)
          .send(progressCsv(progress));
      },
    );

    app.get(
      '/:id/assignments/:assignmentId/similarity',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: assignmentParams, response: { 200: similarityReportSchema } },
      },
      async (request) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        const view = await similarity.view(row.id, assignment, similarityWaitMs);
        const people = new Map(
          (
            await classes.people([
              ...new Set(view.pairs.flatMap((pair) => [pair.a.userId, pair.b.userId])),
            ])
          ).map((person) => [person.id, person]),
        );
        const side = (entry: { userId: string; submissionId: string }) => {
          const person = people.get(entry.userId);
          return {
            user: {
              _id: entry.userId,
              firstName: person?.firstName ?? '',
              lastName: person?.lastName ?? '',
            },
            submissionId: entry.submissionId,
          };
        };
        return {
          status: view.status,
          computedAt: view.computedAt?.toISOString() ?? null,
          pairs: view.pairs.map((pair) => ({
            problemId: pair.problemId,
            a: side(pair.a),
            b: side(pair.b),
            score: pair.score,
          })),
        };
      },
    );

    app.get(
      '/:id/assignments/:assignmentId/similarity/compare',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          params: assignmentParams,
          querystring: similarityCompareQuerySchema,
          response: { 200: similarityCompareSchema },
        },
      },
      async (request) => {
        const { row } = await access.asInstructor(request, request.params.id);
        const assignment = await assignmentOf(row.id, request.params.assignmentId);
        return compareSubmissions(classes, row.id, assignment, request.query.a, request.query.b);
      },
    );
  };
}
