import type { ProblemVideoRow } from '../db/schema';
import { notFound } from '../errors';
import { cloudinarySignature } from './cloudinary-signature';
import { MEDIA_URL_PREFIX, type MediaHost } from './media-host';
import { posterName } from './upload-video';
import type { VideosRepository } from './videos-repository';

/** Asks Cloudinary to destroy the video (signed Admin call); a failure only leaves a file there. */
async function destroyOnCloudinary(media: MediaHost, publicId: string): Promise<void> {
  const account = media.cloudinary;
  if (!account) return;
  const timestamp = Math.floor(Date.now() / 1000);
  const body = new URLSearchParams({
    public_id: publicId,
    timestamp: String(timestamp),
    api_key: account.apiKey,
    signature: cloudinarySignature({ public_id: publicId, timestamp }, account.apiSecret),
  });
  await fetch(`https://api.cloudinary.com/v1_1/${account.cloudName}/video/destroy`, {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
}

/**
 * The files behind a video row: the video, the server's poster, and a poster captured in the
 * browser (an image this host stored for it). Their URLs answer 404 afterwards.
 */
export async function removeVideoFiles(media: MediaHost, video: ProblemVideoRow): Promise<void> {
  if (media.cloudinary) {
    await destroyOnCloudinary(media, video.cloudinaryPublicId);
    return;
  }
  const upload = await media.files.delete(video.cloudinaryPublicId);
  if (upload?.fileName) await media.store.remove(upload.fileName);
  await media.store.remove(posterName(video.cloudinaryPublicId));
  if (video.thumbnailUrl?.startsWith(MEDIA_URL_PREFIX)) {
    const poster = await media.files.findByFileName(
      video.thumbnailUrl.slice(MEDIA_URL_PREFIX.length),
    );
    if (poster?.kind === 'image') {
      await media.files.delete(poster.id);
      if (poster.fileName) await media.store.remove(poster.fileName);
    }
  }
}

type Deps = { media: MediaHost; videos: VideosRepository };

/** Removes the problem's video row and its files; false when the problem had no video. */
export async function removeVideo(deps: Deps, problemId: string): Promise<boolean> {
  const removed = await deps.videos.delete(problemId);
  if (!removed) return false;
  await removeVideoFiles(deps.media, removed);
  return true;
}

/** The admin's delete: as `removeVideo`, and a 404 when there was no video. */
export async function deleteVideo(deps: Deps, problemId: string): Promise<void> {
  if (!(await removeVideo(deps, problemId))) throw notFound('This problem has no video');
}
