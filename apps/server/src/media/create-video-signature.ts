import type { VideoUploadSignature } from '@grindstone/contract';
import { cloudinarySignature, cloudinaryUploadUrl } from './cloudinary-signature';
import { type MediaHost, publicMediaUrl } from './media-host';
import { BUILT_IN_API_KEY, newVideoPublicId, signVideoUpload } from './upload-signature';

export const BUILT_IN_VIDEO_UPLOAD_URL = '/api/media/video/upload';

/**
 * The built-in host's upload address carries the signed fields in its query, so the signature
 * is checked before the body is read, whatever order the form's fields come in.
 */
function signedUploadUrl(media: MediaHost, signed: Record<string, string>): string {
  return publicMediaUrl(media, `${BUILT_IN_VIDEO_UPLOAD_URL}?${new URLSearchParams(signed)}`);
}

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
  const signature = signVideoUpload(media.signingSecret, publicId, nowSeconds);
  return {
    signature,
    timestamp: nowSeconds,
    public_id: publicId,
    api_key: BUILT_IN_API_KEY,
    cloud_name: 'local',
    upload_url: signedUploadUrl(media, {
      signature,
      timestamp: String(nowSeconds),
      public_id: publicId,
      api_key: BUILT_IN_API_KEY,
    }),
  };
}
