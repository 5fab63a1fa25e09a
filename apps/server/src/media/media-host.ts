import path from 'node:path';
import type { CloudinaryAccount } from '../config/cloudinary-url';
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import { localDiskStore } from './local-disk-store';
import type { MediaStore } from './media-store';
import { type MediaRepository, mediaRepository } from './repository';
import { loadSigningSecret } from './signing-secret';

/** Everything the media use cases share: the store, its records, keys and options. */
export interface MediaHost {
  store: MediaStore;
  files: MediaRepository;
  /** Signs the built-in host's video uploads; never logged nor sent. */
  signingSecret: Buffer;
  cloudinary?: CloudinaryAccount;
  uploadPreset?: string;
  quotaBytes: number;
  /** Set at start when ffmpeg is on PATH (`poster.ts`). */
  ffmpeg: boolean;
  /** PUBLIC_URL without a trailing slash: media URLs handed out are absolute when set. */
  publicUrl?: string;
}

/** Served at `/api/media/<name>`; the only URLs of the built-in host. */
export const MEDIA_URL_PREFIX = '/api/media/';
export const mediaUrl = (fileName: string) => `${MEDIA_URL_PREFIX}${fileName}`;

/**
 * This host's address as a client should use it: absolute under PUBLIC_URL when that is set (a
 * client served from another origin would otherwise resolve `/api/media/…` against itself).
 * The database keeps the relative form, so changing PUBLIC_URL moves every address with it.
 */
export function publicMediaUrl(media: Pick<MediaHost, 'publicUrl'>, url: string): string {
  return media.publicUrl && url.startsWith(MEDIA_URL_PREFIX) ? `${media.publicUrl}${url}` : url;
}

/** The relative form of one of this host's addresses, whichever form the client sent back. */
export function storedMediaUrl(media: Pick<MediaHost, 'publicUrl'>, url: string): string {
  const absolutePrefix = media.publicUrl && `${media.publicUrl}${MEDIA_URL_PREFIX}`;
  return absolutePrefix && url.startsWith(absolutePrefix)
    ? url.slice(media.publicUrl?.length)
    : url;
}

export function createMediaHost(config: Config, db: Database, ffmpeg = false): MediaHost {
  return {
    store: localDiskStore(path.join(config.dataDir, 'media')),
    files: mediaRepository(db),
    signingSecret: loadSigningSecret(config.dataDir, config.MEDIA_SIGNING_SECRET),
    cloudinary: config.CLOUDINARY_URL,
    uploadPreset: config.CLOUDINARY_UPLOAD_PRESET,
    quotaBytes: config.MEDIA_USER_QUOTA_MB * 1024 * 1024,
    ffmpeg,
    publicUrl: config.PUBLIC_URL,
  };
}
