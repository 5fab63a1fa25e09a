/**
 * A poster for a video the admin chose, drawn in the browser: the frame a second in (or half
 * way through a shorter clip) as a JPEG. Used when the server cannot make one itself (no
 * ffmpeg). Undefined when the browser cannot decode the file: the video then has no poster.
 */
export function captureVideoFrame(file: File, timeoutMs = 10_000): Promise<Blob | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (blob: Blob | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(blob);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    video.muted = true;
    video.preload = 'auto';
    video.addEventListener('error', () => finish(undefined));
    video.addEventListener('loadeddata', () => {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      video.currentTime = Math.min(1, duration / 2);
    });
    video.addEventListener('seeked', () => {
      const canvas = document.createElement('canvas');
      const scale = Math.min(1, 1280 / (video.videoWidth || 1));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) {
        finish(undefined);
        return;
      }
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => finish(blob ?? undefined), 'image/jpeg', 0.85);
    });
    video.src = url;
  });
}
