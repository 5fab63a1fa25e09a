import { AppError } from '../errors';
import { NotAnImage } from './image-reencode';
import { TooLarge } from './media-store';

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, WebP and GIF images can be uploaded');
export const unsupportedVideo = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only MP4, WebM and QuickTime videos can be uploaded');

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/**
 * Upload failures as the client should see them: too large (our limit or the multipart
 * parser's) → 413, an undecodable image → 415; anything else goes on unchanged.
 */
export function asUploadError(error: unknown, limitBytes: number): unknown {
  if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `File size must be less than ${megabytes(limitBytes)}`,
    );
  }
  if (error instanceof NotAnImage) return unsupportedImage();
  return error;
}
