import { apiBaseUrl } from '../api/client';

/**
 * The server answers its own media and upload addresses as `/api/...` paths; when the API lives
 * elsewhere (VITE_API_BASE_URL) they are resolved against it. Other URLs pass unchanged.
 */
export function resolveMediaUrl(url: string): string {
  return url.startsWith('/api/') ? `${apiBaseUrl}${url.slice('/api'.length)}` : url;
}

/**
 * True for this server's addresses (cookies may go there), false for an external host's
 * (Cloudinary). The server's are `/api/…` paths, or absolute `…/api/media/…` URLs when it is
 * configured with a PUBLIC_URL.
 */
export const isOwnMediaUrl = (url: string) =>
  url.startsWith('/api/') || /^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/api\/media\//i.test(url);
