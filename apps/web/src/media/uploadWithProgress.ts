import { videoUploadMessages } from '@grindstone/contract';

export class UploadError extends Error {}

/** What a failed upload shows: the server's message (ours or Cloudinary's), else `fallback`. */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's message: ours sends `message` (and `error`), Cloudinary `{error: {message}}`. */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested) return nested;
  }
  return undefined;
}

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload progress events (unlike fetch's)
 * report the bytes actually sent. `onProgress` gets whole percentages 0–100. Cookies go only
 * to our own API (`withCredentials`), never to an external media host.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  {
    onProgress,
    withCredentials,
    signal,
  }: { onProgress?: (percent: number) => void; withCredentials: boolean; signal?: AbortSignal },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = withCredentials;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else reject(new UploadError(messageOf(request.response) ?? videoUploadMessages.failed));
    });
    request.addEventListener('error', () => reject(new UploadError(videoUploadMessages.failed)));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
