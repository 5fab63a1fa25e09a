import type { ProblemVideoRow } from '../db/schema';
import { type MediaHost, publicMediaUrl } from './media-host';

/** A problem's video row with the addresses a client should use (absolute under PUBLIC_URL). */
export function publicVideo(media: MediaHost, video: ProblemVideoRow): ProblemVideoRow;
export function publicVideo(media: MediaHost, video: undefined): undefined;
export function publicVideo(
  media: MediaHost,
  video: ProblemVideoRow | undefined,
): ProblemVideoRow | undefined;
export function publicVideo(media: MediaHost, video: ProblemVideoRow | undefined) {
  if (!video) return undefined;
  return {
    ...video,
    secureUrl: publicMediaUrl(media, video.secureUrl),
    thumbnailUrl: video.thumbnailUrl && publicMediaUrl(media, video.thumbnailUrl),
  };
}
