import type { VideoSolution } from '@grindstone/contract';
import { videoUploadMessages } from '@grindstone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { problemKeys } from '../problems/queries';
import { captureVideoFrame } from './captureVideoFrame';
import { fetchVideoSignature, saveVideo, uploadImage, uploadVideo } from './mediaApi';
import { isOwnMediaUrl } from './mediaUrls';

export type VideoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'saving' }
  | { phase: 'success'; video: VideoSolution }
  | { phase: 'error'; message: string };

/**
 * Sign → upload with progress → poster (the server's, or a frame captured here when the
 * built-in host has no ffmpeg) → save. The spec's states: idle, uploading with a percentage,
 * success or error.
 */
export function useVideoUpload(problemId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<VideoUploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', percent: 0 });
      try {
        const signed = await fetchVideoSignature(problemId);
        const uploaded = await uploadVideo(
          file,
          signed,
          (percent) => setState({ phase: 'uploading', percent }),
          controller.signal,
        );
        setState({ phase: 'saving' });
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
        await queryClient.invalidateQueries({ queryKey: problemKeys.all });
        setState({ phase: 'success', video: saved.videoSolution });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // The server's message (ours or Cloudinary's), else the spec's generic one.
        const message = error instanceof Error && error.message ? error.message : undefined;
        setState({ phase: 'error', message: message ?? videoUploadMessages.failed });
      }
    },
    [problemId, queryClient],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, reset };
}
