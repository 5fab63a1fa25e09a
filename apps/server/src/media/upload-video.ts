import type { Readable } from 'node:stream';
import { VIDEO_UPLOAD_MAX_BYTES, type VideoUploadResult } from '@grindstone/contract';
import { AppError, forbidden, notFound } from '../errors';
import { type MediaHost, mediaUrl, publicMediaUrl } from './media-host';
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
async function claim(deps: VideoUploadDeps, fields: SignedFields): Promise<string> {
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
  const url = (name: string) => publicMediaUrl(media, mediaUrl(name));
  const result: VideoUploadResult = { public_id: publicId, secure_url: url(fileName) };
  if (duration !== undefined) result.duration = duration;
  const published = media.ffmpeg ? await media.store.localPath(fileName) : undefined;
  const poster = published ? await capturePoster(published, duration) : undefined;
  if (poster) {
    await media.store.publish(posterName(publicId), poster);
    result.thumbnail_url = url(posterName(publicId));
  }
  return result;
}

/** The fields a signature covers, as the form or the upload URL's query carries them. */
export type SignedFields = Partial<Record<'signature' | 'timestamp' | 'public_id', string>>;

const SIGNED_FIELD_NAMES = ['signature', 'timestamp', 'public_id'] as const;

const fileBeforeSignature = () =>
  new AppError(
    'VALIDATION_FAILED',
    'The signature fields must come before the file; or post to the upload_url as given, which carries them',
  );
const signedFieldsDiffer = () =>
  new AppError('VALIDATION_FAILED', 'The form’s signed fields differ from the upload URL’s');

/**
 * The built-in host's signed video upload, Cloudinary's form: `file`, `signature`, `timestamp`,
 * `public_id`, `api_key`. The signature is checked and its public_id claimed before a byte of
 * the file is written: from the upload URL's query (`signedUrl`, the `upload_url` we hand out
 * carries it, so the original client's file-first form works), or else from fields sent before
 * the file; a file that arrives before any signature is refused (400), so a guest cannot make
 * the server store 100 MB it would then refuse. Any failure leaves no file behind and gives the
 * public_id back; only a successful upload uses the signature up.
 */
export async function uploadVideo(
  deps: VideoUploadDeps,
  parts: AsyncIterable<FormPart>,
  signedUrl?: SignedFields,
): Promise<VideoUploadResult> {
  const fields: Record<string, string> = {};
  let publicId: string | undefined;
  let received: ReceivedFile | undefined;
  let published = false;
  try {
    if (signedUrl) publicId = await claim(deps, signedUrl);
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        const name = part.fieldname as (typeof SIGNED_FIELD_NAMES)[number];
        if (signedUrl && SIGNED_FIELD_NAMES.includes(name) && value !== signedUrl[name]) {
          throw signedFieldsDiffer();
        }
        fields[part.fieldname] = value;
      } else if (part.fieldname === 'file' && !received) {
        const signedFieldsSent = SIGNED_FIELD_NAMES.some((name) => name in fields);
        publicId ??= signedFieldsSent ? await claim(deps, fields) : undefined;
        if (!publicId) throw fileBeforeSignature();
        received = await receive(deps.media, part.file);
      } else {
        part.file.resume();
      }
    }
    if (!received || !publicId)
      throw new AppError('VALIDATION_FAILED', 'Please select a video file');
    const result = await publish(deps.media, publicId, received);
    published = true;
    return result;
  } finally {
    if (publicId && !published) await deps.media.files.releaseClaim(publicId);
    await received?.discard();
  }
}
