import { AppError } from '../errors';
import { NotAnImage } from './image-reencode';
import { TooLarge } from './media-store';

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, WebP and GIF images can be uploaded');
export const unsupportedVideo = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only MP4, WebM and QuickTime videos can be uploaded');

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/**
 * What the multipart parser (busboy) throws for a body that is not a whole form: one that ends
 * before its closing boundary, or a content type without a usable boundary. Plain Errors,
 * recognised by their messages.
 */
const MALFORMED_MULTIPART =
  /unexpected end of multipart data|boundary not found|boundary required|the needle/i;

/**
 * Upload failures as the client should see them: too large (our limit or the multipart
 * parser's) → 413, an undecodable image → 415, a malformed multipart body → 400 (the client's
 * fault, not an error of ours to log); anything else goes on unchanged.
 */
export function asUploadError(error: unknown, limitBytes: number): unknown {
  if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `File size must be less than ${megabytes(limitBytes)}`,
    );
  }
  if (error instanceof NotAnImage) return unsupportedImage();
  if (isPlainError(error) && MALFORMED_MULTIPART.test(error.message)) {
    return new AppError('VALIDATION_FAILED', 'The upload is not a complete multipart form');
  }
  return error;
}

/** An Error the parser made itself (ours and @fastify/multipart's carry a code or are AppErrors). */
const isPlainError = (error: unknown): error is Error =>
  error instanceof Error && !(error instanceof AppError) && !('code' in error);
