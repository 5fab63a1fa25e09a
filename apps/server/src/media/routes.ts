import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  imageUploadResultSchema,
  mediaSettingsSchema,
  VIDEO_UPLOAD_MAX_BYTES,
  videoUploadResultSchema,
} from '@grindstone/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { signedInUser } from '../sessions/auth';
import { cloudinaryUploadUrl } from './cloudinary-signature';
import { serveMedia } from './serve-media';
import { uploadImage } from './upload-image';
import { type FormPart, uploadVideo } from './upload-video';

const tags = ['media'];

/**
 * After a refused upload the rest of the request body is not read: the connection closes once
 * the error is sent, so a client cannot make the server swallow 100 MB it already refused.
 */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** The built-in media host under /api/media: uploads and the files themselves. */
export function mediaRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, media, problems } = context;

  return async (app) => {
    await app.register(fastifyMultipart, {
      // One file per request, a few short fields; the file sizes are checked per route.
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });

    app.get('/settings', { schema: { tags, response: { 200: mediaSettingsSchema } } }, async () => {
      const { cloudinary, uploadPreset } = media;
      return cloudinary && uploadPreset
        ? {
            imageUploadUrl: cloudinaryUploadUrl(cloudinary.cloudName, 'image'),
            uploadPreset,
            serverMakesPosters: true,
          }
        : {
            imageUploadUrl: '/api/media/image/upload',
            serverMakesPosters: Boolean(cloudinary) || media.ffmpeg,
          };
    });

    app.post(
      '/image/upload',
      {
        onRequest: auth.requireUser,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          description: 'Multipart form with one image `file` (PNG, JPEG, WebP or GIF, ≤ 5 MB).',
          response: { 200: imageUploadResultSchema },
        },
      },
      async (request, reply) => {
        try {
          const file = await request.file({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES + 1 } });
          if (!file) throw new AppError('VALIDATION_FAILED', 'Please choose an image file');
          return await uploadImage(media, signedInUser(request).id, file.file);
        } catch (error) {
          closeAfterReply(reply);
          throw error;
        }
      },
    );

    app.post(
      '/video/upload',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          description:
            'Multipart form `signature`, `timestamp`, `public_id`, `api_key`, then `file` (MP4, WebM or QuickTime, ≤ 100 MB), as signed by GET /api/video/create/{problemId}.',
          response: { 200: videoUploadResultSchema },
        },
      },
      async (request, reply) => {
        try {
          const parts = request.parts({ limits: { fileSize: VIDEO_UPLOAD_MAX_BYTES + 1 } });
          return await uploadVideo(
            {
              media,
              problemExists: async (id) => Boolean(await problems.findById(id)),
              nowSeconds: () => Math.floor(Date.now() / 1000),
            },
            parts as AsyncIterable<FormPart>,
          );
        } catch (error) {
          closeAfterReply(reply);
          throw error;
        }
      },
    );

    const fileRoute = {
      schema: { tags, params: z.object({ name: z.string() }) },
    };
    app.get('/:name', fileRoute, (request, reply) =>
      serveMedia(media, request.params.name, request, reply),
    );
  };
}
