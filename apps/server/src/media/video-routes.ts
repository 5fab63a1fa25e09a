import {
  messageResponseSchema,
  problemIdRouteSchema,
  saveVideoRequestSchema,
  saveVideoResponseSchema,
  videoSolutionSchema,
  videoUploadSignatureSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import type { Auth } from '../sessions/auth';
import { createVideoSignature } from './create-video-signature';
import { deleteVideo } from './delete-video';
import { type SaveVideoDeps, saveVideo, toVideoSolution } from './save-video';

const tags = ['videos'];

/** Editorial videos under /api/video, for admins: sign an upload, save it, delete it. */
export interface VideoRouteDeps extends SaveVideoDeps {
  auth: Auth;
}

export function videoRoutes(deps: VideoRouteDeps): FastifyPluginAsyncZod {
  const { auth, media, problems, videos } = deps;

  return async (app) => {
    app.get(
      '/list',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, response: { 200: z.array(videoSolutionSchema) } },
      },
      async () => (await videos.listAll()).map((row) => toVideoSolution(media, row)),
    );

    app.get(
      '/create/:problemId',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          params: problemIdRouteSchema,
          response: { 200: videoUploadSignatureSchema },
        },
      },
      async (request) => {
        if (!(await problems.findById(request.params.problemId))) {
          throw notFound('Problem not found');
        }
        return createVideoSignature(media, request.params.problemId, Math.floor(Date.now() / 1000));
      },
    );

    app.post(
      '/save',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, body: saveVideoRequestSchema, response: { 201: saveVideoResponseSchema } },
      },
      async (request, reply) => {
        const videoSolution = await saveVideo(deps, request.body);
        return reply.status(201).send({ message: 'Video saved successfully', videoSolution });
      },
    );

    app.delete(
      '/delete/:problemId',
      {
        onRequest: auth.requireAdmin,
        schema: { tags, params: problemIdRouteSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await deleteVideo(deps, request.params.problemId);
        return { message: 'Video deleted successfully' };
      },
    );
  };
}
