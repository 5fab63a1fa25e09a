import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { problemKeys } from '../problems/queries';
import { deleteVideo, uploadImage } from './mediaApi';
import { videoKeys } from './queries';
import { uploadVideoSolution } from './uploadVideoSolution';

// The media writes. Uploads report their progress as state next to the mutation, updated from
// the upload's own progress events. They run whatever the browser says about being online: a
// request made offline fails, and the screen shows why, instead of waiting unseen.

/** Where a video upload is: sending bytes (with the percentage sent), or saving the video. */
export type VideoUploadProgress = { stage: 'uploading'; percent: number } | { stage: 'saving' };

/**
 * An editorial video for `problemId`: `progress` tells the stage while the mutation is pending.
 * A new upload stops one still under way, whose outcome is then never shown.
 */
export function useVideoUpload(problemId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<VideoUploadProgress>({ stage: 'uploading', percent: 0 });
  const running = useRef<AbortController | null>(null);
  const upload = useMutation({
    networkMode: 'always',
    mutationFn: (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress({ stage: 'uploading', percent: 0 });
      return uploadVideoSolution(problemId, file, {
        onProgress: (percent) => setProgress({ stage: 'uploading', percent }),
        onSaving: () => setProgress({ stage: 'saving' }),
        signal: controller.signal,
      });
    },
    // The problem's editorial shows the new video; the upload succeeds once it has reloaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
  return { upload, progress };
}

/**
 * A picture to the image host the server names. `percent` is the upload's progress, null when
 * none is under way: it is cleared as the upload ends, so the progress bar goes in the same
 * render as what the caller does with the outcome (shows the stored picture, or why it failed).
 */
export function useImageUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useMutation({
    networkMode: 'always',
    mutationFn: async (file: Blob) => {
      setPercent(0);
      try {
        return await uploadImage(file, setPercent);
      } finally {
        setPercent(null);
      }
    },
  });
  return { upload, percent };
}

/** Deleting a video changes the video list and the problem's editorial. */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list }),
        queryClient.invalidateQueries({ queryKey: problemKeys.all }),
      ]),
  });
}
