import type { Readable } from 'node:stream';
import { VIDEO_UPLOAD_MAX_BYTES, type VideoUploadResult } from '@grindstone/contract';
import { AppError, forbidden, notFound } from '../errors';
import { type MediaHost, mediaUrl } from './media-host';
import type { ReceivedFile } from './media-store';
import { capturePoster } from './poster';
import { sniffVideo, videoContentTypes, videoExtension } from './sniff';
import { asUploadError, unsupportedVideo } from './upload-errors';
import { problemOfPublicId, verifyVideoUpload } from './upload-signature';
import { readVideoDuration } from './video-duration';

/** One part of a multipart form, as @fastify/multipart yields them. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; file: Readable };

export interface VideoUploadDeps {
  media: MediaHost;
  problemExists(problemId: string): Promise<boolean>;
  nowSeconds(): number;
}

export const posterName = (publicId: string) => `${publicId}-poster.jpg`;

/** Checks the signature and reserves its public_id for this upload (403 when it can't be). */
async function claim(deps: VideoUploadDeps, fields: Record<string, string>): Promise<string> {
  const verdict = verifyVideoUpload(deps.media.signingSecret, fields, deps.nowSeconds());
  if (verdict === 'expired') throw forbidden('The upload signature has expired');
  if (verdict === 'bad') throw forbidden('Invalid upload signature');
  const publicId = fields.public_id as string;
  const problemId = problemOfPublicId(publicId) as string;
  if (!(await deps.problemExists(problemId))) throw notFound('Problem not found');
  if (!(await deps.media.files.claimVideo(publicId, problemId))) {
    throw forbidden('This upload signature has already been used');
  }
  return publicId;
}

function receive(media: MediaHost, file: Readable): Promise<ReceivedFile> {
  return media.store
    .receive(file, {
      maxBytes: VIDEO_UPLOAD_MAX_BYTES,
      headBytes: 64,
      inspectHead: (head) => {
        if (!sniffVideo(head)) throw unsupportedVideo();
      },
    })
    .catch((error: unknown) => {
      throw asUploadError(error, VIDEO_UPLOAD_MAX_BYTES);
    });
}

async function publish(
  media: MediaHost,
  publicId: string,
  received: ReceivedFile,
): Promise<VideoUploadResult> {
  const kind = sniffVideo(received.head);
  if (!kind) throw unsupportedVideo();
  const duration = await readVideoDuration(received.path, kind);
  const fileName = `${publicId}.${videoExtension(kind)}`;
  await media.store.publish(fileName, received);
  await media.files.markVideoStored(publicId, {
    fileName,
    contentType: videoContentTypes[kind],
    bytes: received.bytes,
    durationSeconds: duration,
  });
  const result: VideoUploadResult = { public_id: publicId, secure_url: mediaUrl(fileName) };
  if (duration !== undefined) result.duration = duration;
  const published = media.ffmpeg ? await media.store.localPath(fileName) : undefined;
  const poster = published ? await capturePoster(published, duration) : undefined;
  if (poster) {
    await media.store.publish(posterName(publicId), poster);
    result.thumbnail_url = mediaUrl(posterName(publicId));
  }
  return result;
}

/**
 * The built-in host's signed video upload, Cloudinary's form: `file`, `signature`, `timestamp`,
 * `public_id`, `api_key`. When the signature fields come first (our web app sends them first)
 * a bad one is refused before a byte of the file is written; otherwise the file is received
 * and the signature checked after. Any failure leaves no file behind and gives the public_id
 * back; only a successful upload uses the signature up.
 */
export async function uploadVideo(
  deps: VideoUploadDeps,
  parts: AsyncIterable<FormPart>,
): Promise<VideoUploadResult> {
  const fields: Record<string, string> = {};
  let publicId: string | undefined;
  let received: ReceivedFile | undefined;
  let published = false;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file' && !received) {
        if (fields.signature && fields.public_id) publicId = await claim(deps, fields);
        received = await receive(deps.media, part.file);
      } else {
        part.file.resume();
      }
    }
    if (!received) throw new AppError('VALIDATION_FAILED', 'Please select a video file');
    publicId ??= await claim(deps, fields);
    const result = await publish(deps.media, publicId, received);
    published = true;
    return result;
  } finally {
    if (publicId && !published) await deps.media.files.releaseClaim(publicId);
    await received?.discard();
  }
}
