import { PROFILE_IMAGE_MESSAGE } from '@grindstone/contract';
import { AppError } from '../errors';
import { cloudinaryDeliveryPrefix } from './cloudinary-signature';
import { MEDIA_URL_PREFIX, type MediaHost, storedMediaUrl } from './media-host';

const fileNameOf = (url: string) =>
  url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined;

/**
 * A new profile image must come from an image host this server trusts: an image this host
 * stored for the profile's owner (or the admin editing it), or, with Cloudinary configured, an
 * image of our cloud. The empty string clears it; the stored value may always be sent back.
 * This host's addresses may come in the absolute form handed out under PUBLIC_URL; the value
 * to store (always the relative form) is returned.
 */
export async function checkProfileImage(
  media: MediaHost,
  sent: string,
  { current, uploaders }: { current: string; uploaders: string[] },
): Promise<string> {
  const url = storedMediaUrl(media, sent);
  if (url === '' || url === current) return url;
  const fileName = fileNameOf(url);
  if (fileName) {
    const row = await media.files.findByFileName(fileName);
    if (row?.kind === 'image' && row.ownerId && uploaders.includes(row.ownerId)) return url;
  } else if (
    media.cloudinary &&
    url.startsWith(`${cloudinaryDeliveryPrefix(media.cloudinary.cloudName)}image/upload/`)
  ) {
    return url;
  }
  throw new AppError('VALIDATION_FAILED', PROFILE_IMAGE_MESSAGE, [
    { path: 'profileImage', message: PROFILE_IMAGE_MESSAGE },
  ]);
}

/** Deletes the image a profile no longer shows (this host's only), so avatars don't pile up. */
export async function deleteReplacedImage(media: MediaHost, previous: string, next: string) {
  const fileName = previous !== next ? fileNameOf(previous) : undefined;
  const row = fileName ? await media.files.findByFileName(fileName) : undefined;
  if (row?.kind !== 'image' || !row.fileName) return;
  await media.files.delete(row.id);
  await media.store.remove(row.fileName);
}
