import type { VideoSolution } from '@grindstone/contract';
import { captureVideoFrame } from './captureVideoFrame';
import { fetchVideoSignature, saveVideo, uploadImage, uploadVideo } from './mediaApi';
import { isOwnMediaUrl } from './mediaUrls';

/**
 * Sign → upload with progress → poster (the server's, or a frame captured here when the
 * built-in host has no ffmpeg) → save. `onProgress` gets the upload's whole percentages,
 * `onSaving` is called once every byte is sent.
 */
export async function uploadVideoSolution(
  problemId: string,
  file: File,
  {
    onProgress,
    onSaving,
    signal,
  }: { onProgress: (percent: number) => void; onSaving: () => void; signal: AbortSignal },
): Promise<VideoSolution> {
  const signed = await fetchVideoSignature(problemId);
  const uploaded = await uploadVideo(file, signed, onProgress, signal);
  onSaving();
  let thumbnailUrl = uploaded.thumbnail_url;
  if (!thumbnailUrl && isOwnMediaUrl(signed.upload_url)) {
    const frame = await captureVideoFrame(file);
    if (frame) thumbnailUrl = (await uploadImage(frame)).secure_url;
  }
  const saved = await saveVideo({
    problemId,
    cloudinaryPublicId: uploaded.public_id,
    secureUrl: uploaded.secure_url,
    ...(uploaded.duration !== undefined ? { duration: uploaded.duration } : {}),
    ...(thumbnailUrl && isOwnMediaUrl(signed.upload_url) ? { thumbnailUrl } : {}),
  });
  return saved.videoSolution;
}
