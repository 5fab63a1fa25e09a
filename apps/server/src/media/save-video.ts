import type { SaveVideoRequest, VideoSolution } from '@grindstone/contract';
import type { ProblemVideoRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { ProblemsRepository } from '../problems/repository';
import { cloudinaryDeliveryPrefix } from './cloudinary-signature';
import { removeVideoFiles } from './delete-video';
import { MEDIA_URL_PREFIX, type MediaHost, mediaUrl, storedMediaUrl } from './media-host';
import { publicVideo } from './public-video';
import { problemOfPublicId } from './upload-signature';
import { posterName } from './upload-video';
import type { VideosRepository } from './videos-repository';

export interface SaveVideoDeps {
  media: MediaHost;
  problems: ProblemsRepository;
  videos: VideosRepository;
}

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** A saved video as a client sees it: its addresses absolute under PUBLIC_URL. */
export function toVideoSolution(media: MediaHost, stored: ProblemVideoRow): VideoSolution {
  const row = publicVideo(media, stored);
  return {
    problemId: row.problemId,
    cloudinaryPublicId: row.cloudinaryPublicId,
    secureUrl: row.secureUrl,
    ...(row.thumbnailUrl ? { thumbnailUrl: row.thumbnailUrl } : {}),
    ...(row.durationSeconds !== null ? { duration: row.durationSeconds } : {}),
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** A poster captured in the admin's browser: only an image this host stored. */
async function checkedPoster(media: MediaHost, sent: string | undefined) {
  if (!sent) return undefined;
  const url = storedMediaUrl(media, sent);
  const fileName = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : '';
  const row = fileName ? await media.files.findByFileName(fileName) : undefined;
  if (row?.kind !== 'image') throw invalid('thumbnailUrl must be an image uploaded here');
  return url;
}

/** Built-in host: the upload must exist, be finished, and belong to this problem. */
async function builtInVideo(media: MediaHost, request: SaveVideoRequest) {
  const row = await media.files.find(request.cloudinaryPublicId);
  if (row?.kind !== 'video' || row.status !== 'stored' || !row.fileName) {
    throw notFound('No uploaded video has this public id');
  }
  if (row.problemId !== request.problemId) {
    throw invalid('This video was uploaded for another problem');
  }
  if (storedMediaUrl(media, request.secureUrl) !== mediaUrl(row.fileName)) {
    throw invalid('secureUrl is not the uploaded video’s address');
  }
  const poster = await media.store.open(posterName(row.id));
  return {
    // Stored in the relative form; PUBLIC_URL is added when it is handed out.
    secureUrl: mediaUrl(row.fileName),
    durationSeconds: row.durationSeconds,
    // Prefer the server's own poster (ffmpeg); never keep a URL to a file that is not there.
    thumbnailUrl: poster
      ? mediaUrl(posterName(row.id))
      : ((await checkedPoster(media, request.thumbnailUrl)) ?? null),
  };
}

/**
 * Cloudinary: the id must be one this server signed for this problem, and the URL Cloudinary's
 * delivery address of it in our cloud. Its poster is Cloudinary's frame of the same id (.jpg).
 */
function cloudinaryVideo(cloudName: string, request: SaveVideoRequest) {
  const prefix = `${cloudinaryDeliveryPrefix(cloudName)}video/upload/`;
  const { secureUrl, cloudinaryPublicId: publicId } = request;
  if (problemOfPublicId(publicId) !== request.problemId) {
    throw invalid('This video was not uploaded for this problem');
  }
  if (!secureUrl.startsWith(prefix) || !new URL(secureUrl).pathname.includes(`/${publicId}.`)) {
    throw invalid('secureUrl is not this video’s Cloudinary address');
  }
  return {
    secureUrl,
    durationSeconds: request.duration ?? null,
    thumbnailUrl: secureUrl.replace(/\.[a-z0-9]+$/i, '.jpg'),
  };
}

/** Stores the problem's editorial video, replacing (and deleting) any older one. */
export async function saveVideo(deps: SaveVideoDeps, request: SaveVideoRequest) {
  if (!(await deps.problems.findById(request.problemId))) throw notFound('Problem not found');
  const { cloudinary } = deps.media;
  const video = cloudinary
    ? cloudinaryVideo(cloudinary.cloudName, request)
    : await builtInVideo(deps.media, request);
  const previous = await deps.videos.find(request.problemId);
  const row = await deps.videos.set(request.problemId, {
    cloudinaryPublicId: request.cloudinaryPublicId,
    ...video,
  });
  if (previous && previous.cloudinaryPublicId !== row.cloudinaryPublicId) {
    await removeVideoFiles(deps.media, previous);
  }
  return toVideoSolution(deps.media, row);
}
