import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_UPLOAD_MAX_BYTES, type ImageUploadResult } from '@grindstone/contract';
import { AppError } from '../errors';
import { reencodeImage } from './image-reencode';
import { type MediaHost, mediaUrl, publicMediaUrl } from './media-host';
import type { ReceivedFile } from './media-store';
import { imageContentTypes, sniffImage } from './sniff';
import { asUploadError, unsupportedImage } from './upload-errors';

const quotaReached = (quotaBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Your uploaded images would take more than ${Math.round(quotaBytes / (1024 * 1024))}MB`,
  );

/**
 * A signed-in user's image (an avatar, a video poster): streamed to a scratch file (≤ 5 MB),
 * accepted only when its bytes are PNG, JPEG, WebP or GIF, re-encoded without metadata and at
 * most 1600 px a side, then published under a random name and counted against the user's quota.
 *
 * The quota is reserved before a byte is written (`reserveBytes`, what the request may hold at
 * most, or the room left if less) and set to the re-encoded size after, each under a lock on the
 * user: uploads running at once cannot together pass the quota. A failure gives it back.
 */
export async function uploadImage(
  media: MediaHost,
  ownerId: string,
  source: Readable,
  reserveBytes = IMAGE_UPLOAD_MAX_BYTES,
): Promise<ImageUploadResult> {
  const id = `img-${randomBytes(12).toString('hex')}`;
  const reservation = { id, ownerId, bytes: Math.min(reserveBytes, IMAGE_UPLOAD_MAX_BYTES) };
  if (!(await media.files.reserveImage(reservation, media.quotaBytes))) {
    throw quotaReached(media.quotaBytes);
  }
  let received: ReceivedFile | undefined;
  let published: string | undefined;
  let stored = false;
  try {
    received = await media.store
      .receive(source, {
        maxBytes: IMAGE_UPLOAD_MAX_BYTES,
        headBytes: 16,
        inspectHead: (head) => {
          if (!sniffImage(head)) throw unsupportedImage();
        },
      })
      .catch((error: unknown) => {
        throw asUploadError(error, IMAGE_UPLOAD_MAX_BYTES);
      });
    const kind = sniffImage(received.head);
    if (!kind) throw unsupportedImage();
    const image = await reencodeImage(received.path, kind).catch((error: unknown) => {
      throw asUploadError(error, IMAGE_UPLOAD_MAX_BYTES);
    });
    if (
      !(await media.files.resizeReservation(
        { ...reservation, bytes: image.length },
        media.quotaBytes,
      ))
    ) {
      throw quotaReached(media.quotaBytes);
    }
    const fileName = `${id}.${kind === 'jpeg' ? 'jpg' : kind}`;
    await media.store.publish(fileName, image);
    published = fileName;
    await media.files.markImageStored(id, { fileName, contentType: imageContentTypes[kind] });
    stored = true;
    return { secure_url: publicMediaUrl(media, mediaUrl(fileName)) };
  } finally {
    await received?.discard();
    if (!stored) {
      await media.files.releaseClaim(id);
      if (published) await media.store.remove(published);
    }
  }
}
