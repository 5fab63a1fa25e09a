import type {
  ImageUploadResult,
  MediaSettings,
  SaveVideoRequest,
  VideoSolution,
  VideoUploadResult,
  VideoUploadSignature,
} from '@grindstone/contract';
import { apiRequest } from '../api/client';
import { isOwnMediaUrl, resolveMediaUrl } from './mediaUrls';
import { uploadWithProgress } from './uploadWithProgress';

/** Calls of the "Videos and images" section of docs/api.md. */
export const fetchMediaSettings = () => apiRequest<MediaSettings>('/media/settings');

/** A profile image (or a poster) to the image host the server names: its own, or Cloudinary. */
export async function uploadImage(
  file: Blob,
  onProgress?: (percent: number) => void,
): Promise<ImageUploadResult> {
  const settings = await fetchMediaSettings();
  const form = new FormData();
  if (settings.uploadPreset) form.append('upload_preset', settings.uploadPreset);
  form.append('file', file);
  return uploadWithProgress<ImageUploadResult>(resolveMediaUrl(settings.imageUploadUrl), form, {
    onProgress,
    withCredentials: isOwnMediaUrl(settings.imageUploadUrl),
  });
}

export const fetchVideoSignature = (problemId: string) =>
  apiRequest<VideoUploadSignature>(`/video/create/${encodeURIComponent(problemId)}`);

/** The video to the signed upload URL; the signed fields go first so a bad one stops it early. */
export function uploadVideo(
  file: File,
  signed: VideoUploadSignature,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<VideoUploadResult> {
  const form = new FormData();
  form.append('signature', signed.signature);
  form.append('timestamp', String(signed.timestamp));
  form.append('public_id', signed.public_id);
  form.append('api_key', signed.api_key);
  form.append('file', file);
  return uploadWithProgress<VideoUploadResult>(resolveMediaUrl(signed.upload_url), form, {
    onProgress,
    withCredentials: isOwnMediaUrl(signed.upload_url),
    signal,
  });
}

export const saveVideo = (body: SaveVideoRequest) =>
  apiRequest<{ message: string; videoSolution: VideoSolution }>('/video/save', {
    method: 'POST',
    body,
  });

export const deleteVideo = (problemId: string) =>
  apiRequest<{ message: string }>(`/video/delete/${encodeURIComponent(problemId)}`, {
    method: 'DELETE',
  });

/** Every problem's editorial video (admins). */
export const fetchVideoList = () => apiRequest<VideoSolution[]>('/video/list');
