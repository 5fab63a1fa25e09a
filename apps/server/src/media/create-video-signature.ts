import type { VideoUploadSignature } from '@grindstone/contract';
import { cloudinarySignature, cloudinaryUploadUrl } from './cloudinary-signature';
import type { MediaHost } from './media-host';
import { BUILT_IN_API_KEY, newVideoPublicId, signVideoUpload } from './upload-signature';

export const BUILT_IN_VIDEO_UPLOAD_URL = '/api/media/video/upload';

/**
 * The parameters an admin's browser posts with the video file. Cloudinary's own signed upload
 * when configured (the browser then talks to Cloudinary directly, as the original client did),
 * otherwise the built-in host's. The public_id is new each time and names the problem.
 */
export function createVideoSignature(
  media: MediaHost,
  problemId: string,
  nowSeconds: number,
): VideoUploadSignature {
  const publicId = newVideoPublicId(problemId);
  const { cloudinary } = media;
  if (cloudinary) {
    return {
      signature: cloudinarySignature(
        { public_id: publicId, timestamp: nowSeconds },
        cloudinary.apiSecret,
      ),
      timestamp: nowSeconds,
      public_id: publicId,
      api_key: cloudinary.apiKey,
      cloud_name: cloudinary.cloudName,
      upload_url: cloudinaryUploadUrl(cloudinary.cloudName, 'video'),
    };
  }
  return {
    signature: signVideoUpload(media.signingSecret, publicId, nowSeconds),
    timestamp: nowSeconds,
    public_id: publicId,
    api_key: BUILT_IN_API_KEY,
    cloud_name: 'local',
    upload_url: BUILT_IN_VIDEO_UPLOAD_URL,
  };
}
