import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_UPLOAD_MAX_BYTES, type ImageUploadResult } from '@grindstone/contract';
import { AppError } from '../errors';
import { reencodeImage } from './image-reencode';
import { type MediaHost, mediaUrl } from './media-host';
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
 */
export async function uploadImage(
  media: MediaHost,
  ownerId: string,
  source: Readable,
): Promise<ImageUploadResult> {
  if ((await media.files.imageBytesOf(ownerId)) >= media.quotaBytes) {
    throw quotaReached(media.quotaBytes);
  }
  const received = await media.store
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
  try {
    const kind = sniffImage(received.head);
    if (!kind) throw unsupportedImage();
    const image = await reencodeImage(received.path, kind).catch((error: unknown) => {
      throw asUploadError(error, IMAGE_UPLOAD_MAX_BYTES);
    });
    // Checked again with the real size: two uploads at once must not both squeeze in.
    if ((await media.files.imageBytesOf(ownerId)) + image.length > media.quotaBytes) {
      throw quotaReached(media.quotaBytes);
    }
    const id = `img-${randomBytes(12).toString('hex')}`;
    const fileName = `${id}.${kind === 'jpeg' ? 'jpg' : kind}`;
    await media.store.publish(fileName, image);
    try {
      await media.files.insertImage({
        id,
        fileName,
        contentType: imageContentTypes[kind],
        bytes: image.length,
        ownerId,
      });
    } catch (error) {
      await media.store.remove(fileName);
      throw error;
    }
    return { secure_url: mediaUrl(fileName) };
  } finally {
    await received.discard();
  }
}
