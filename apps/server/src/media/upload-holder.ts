import { hostname } from 'node:os';
import { processToken, tokenAlive } from '@grindstone/judge';

/**
 * Who is receiving an upload: this host and this process (`<host>~<pid>-<start>-<boot>`). It
 * names the scratch files under `.partial` and marks the `media_files` rows of uploads still
 * running (a video's claimed public_id, an image's quota reservation), so that after a crash
 * the next start can tell what a dead process left behind from what a live one is writing.
 */
const hostTag = hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'host';

export const thisHolder = `${hostTag}~${processToken()}`;

/**
 * True only when the holder is a process of this host that no longer runs. Another host's
 * holder is never judged from here (its pids mean nothing on this machine).
 */
export function holderGone(holder: string): boolean {
  const [host, token] = holder.split('~');
  return host === hostTag && token !== undefined && !tokenAlive(token);
}
