import { z } from 'zod';
import { text } from './text';

/** The largest profile image the built-in host accepts (bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** docs/product.md's maximum video size, 100 MB (bytes). */
export const VIDEO_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** How long a video upload signature stays valid (seconds). */
export const VIDEO_SIGNATURE_TTL_SECONDS = 10 * 60;

/** The admin upload screen's messages, checked before anything is sent (docs/product.md). */
export const videoUploadMessages = {
  missing: 'Please select a video file',
  notVideo: 'Please select a valid video file',
  tooLarge: 'File size must be less than 100MB',
  failed: 'Upload failed. Please try again.',
} as const;

/** The first rule a chosen file breaks, or null when it may be uploaded. */
export function videoFileProblem(file: { type: string; size: number } | undefined): string | null {
  if (!file) return videoUploadMessages.missing;
  if (!file.type.startsWith('video/')) return videoUploadMessages.notVideo;
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) return videoUploadMessages.tooLarge;
  return null;
}

/** `GET /video/create/{problemId}`: what the browser posts with the file to `upload_url`. */
export const videoUploadSignatureSchema = z.object({
  signature: z.string(),
  timestamp: z.number().int(),
  public_id: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  upload_url: z.string(),
});
export type VideoUploadSignature = z.infer<typeof videoUploadSignatureSchema>;

/** The media host's answer to a video upload (the built-in host's and Cloudinary's share these). */
export const videoUploadResultSchema = z.object({
  public_id: z.string(),
  secure_url: z.string(),
  duration: z.number().optional(),
  /** Built-in host only: a poster it made itself (ffmpeg present). */
  thumbnail_url: z.string().optional(),
});
export type VideoUploadResult = z.infer<typeof videoUploadResultSchema>;

export const saveVideoRequestSchema = z.object({
  problemId: z.uuid('Invalid problem id'),
  cloudinaryPublicId: text().min(1, 'cloudinaryPublicId is required').max(300),
  secureUrl: text().min(1, 'secureUrl is required').max(2048),
  duration: z.number().nonnegative().optional(),
  /** A poster captured in the admin's browser and uploaded through the image host. */
  thumbnailUrl: text().max(2048).optional(),
});
export type SaveVideoRequest = z.infer<typeof saveVideoRequestSchema>;

export const videoSolutionSchema = z.object({
  problemId: z.string(),
  cloudinaryPublicId: z.string(),
  secureUrl: z.string(),
  thumbnailUrl: z.string().optional(),
  duration: z.number().optional(),
  uploadedAt: z.string(),
});
export type VideoSolution = z.infer<typeof videoSolutionSchema>;

export const saveVideoResponseSchema = z.object({
  message: z.string(),
  videoSolution: videoSolutionSchema,
});

export const imageUploadResultSchema = z.object({ secure_url: z.string() });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/**
 * `GET /api/media/settings`: where the web app sends profile images. The built-in host's
 * `/api/media/image/upload` by default; Cloudinary's upload URL and unsigned preset when the
 * operator configured one. Never a secret.
 */
export const mediaSettingsSchema = z.object({
  imageUploadUrl: z.string(),
  uploadPreset: z.string().optional(),
  /** True when the server makes video posters itself (ffmpeg or Cloudinary). */
  serverMakesPosters: z.boolean(),
});
export type MediaSettings = z.infer<typeof mediaSettingsSchema>;
