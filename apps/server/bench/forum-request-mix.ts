// What the benchmark asks the forum for: a deterministic mix (fixed seed) of first pages, deep
// cursors, tag filters and the stats, half of them signed in (so `likedByMe` is looked up).

import { forumBenchTags } from './forum-seed';
import type { BenchRequest } from './open-loop';
import { random } from './request-mix';

export const forumMixDescription = [
  '35 % GET /api/discuss: the first page (20 posts with all their comments)',
  '30 % GET /api/discuss?before=<cursor>: a page at a uniformly random depth',
  '10 % GET /api/discuss?tag=<one of 41 tags>: the first page of a topic',
  '25 % GET /api/discuss/stats',
  'half of the requests carry the benchmark user’s session (likes looked up per post)',
];

export function forumRequestMix(postCount: number, sessionCookie: string) {
  const next = random(20_261_124);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return (): BenchRequest => {
    const headers = next() < 0.5 ? { cookie: sessionCookie } : undefined;
    const request = (kind: string, path: string): BenchRequest =>
      headers ? { kind, path, headers } : { kind, path };
    const roll = next();
    if (roll < 0.35) return request('forum first page', '/api/discuss');
    if (roll < 0.65)
      return request('forum deep cursor', `/api/discuss?before=${int(21, postCount)}`);
    if (roll < 0.75) {
      const tag = forumBenchTags[int(0, forumBenchTags.length - 1)] ?? 'general';
      return request('forum tag filter', `/api/discuss?tag=${tag}`);
    }
    return request('forum stats', '/api/discuss/stats');
  };
}
