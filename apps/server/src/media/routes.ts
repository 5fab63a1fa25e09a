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
import { AppError } from '../errors';
import { lingerThenClose } from '../lingering-close';
import type { ProblemsRepository } from '../problems/repository';
import { type Auth, signedInUser } from '../sessions/auth';
import { cloudinaryUploadUrl } from './cloudinary-signature';
import { type MediaHost, publicMediaUrl } from './media-host';
import { serveMedia } from './serve-media';
import { asUploadError } from './upload-errors';
import { uploadImage } from './upload-image';
import { type FormPart, type SignedFields, uploadVideo } from './upload-video';

const tags = ['media'];

/**
 * After a refused upload the rest of the request body is not stored: the connection closes once
 * the error is sent, so a client cannot make the server swallow 100 MB it already refused. It
 * lingers a moment first (lingerThenClose), so the client still sending reads the error rather
 * than a reset connection. (Node would otherwise close it as soon as the answer is written.)
 */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
  const socket = reply.request.raw.socket;
  socket.destroySoon = () => lingerThenClose(socket);
}

/** The signature fields the `upload_url` we hand out carries in its query (all optional). */
const signedQuerySchema = z.object({
  signature: z.string().max(200).optional(),
  timestamp: z.string().max(20).optional(),
  public_id: z.string().max(200).optional(),
  api_key: z.string().max(100).optional(),
});

const signedFieldsOf = (query: z.infer<typeof signedQuerySchema>): SignedFields | undefined =>
  query.signature !== undefined || query.public_id !== undefined || query.timestamp !== undefined
    ? query
    : undefined;

/**
 * What the image upload may hold at most, reserved against the quota before it is read: the
 * request's declared length (a bound on the file inside it), or the size limit.
 */
const declaredBytes = (contentLength: string | undefined) =>
  Number(contentLength) > 0 ? Number(contentLength) : IMAGE_UPLOAD_MAX_BYTES;

/** The built-in media host under /api/media: uploads and the files themselves. */
export interface MediaRouteDeps {
  auth: Auth;
  media: MediaHost;
  /** A video is uploaded for a problem that exists. */
  problems: Pick<ProblemsRepository, 'findById'>;
}

export function mediaRoutes({ auth, media, problems }: MediaRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      // One file per request, a few short fields; the file sizes are checked per route.
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });

    // Claims and quota reservations of uploads a killed server never finished are released
    // before the first request, so the admin can retry and the quota is free again.
    app.addHook('onReady', async () => {
      const released = await media.files.releaseAbandoned();
      if (released > 0) app.log.warn({ released }, 'released uploads a stopped server left');
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
            imageUploadUrl: publicMediaUrl(media, '/api/media/image/upload'),
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
          return await uploadImage(
            media,
            signedInUser(request).id,
            file.file,
            declaredBytes(request.headers['content-length']),
          );
        } catch (error) {
          closeAfterReply(reply);
          throw asUploadError(error, IMAGE_UPLOAD_MAX_BYTES);
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
            'Multipart form with `file` (MP4, WebM or QuickTime, ≤ 100 MB), posted to the `upload_url` from GET /api/video/create/{problemId}, whose query carries the signature; posted without that query, the fields `signature`, `timestamp`, `public_id`, `api_key` must come before the file.',
          querystring: signedQuerySchema,
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
            signedFieldsOf(request.query),
          );
        } catch (error) {
          closeAfterReply(reply);
          throw asUploadError(error, VIDEO_UPLOAD_MAX_BYTES);
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
