// What the benchmark asks GET /api/problem/getAllProblem for: a deterministic mix (fixed seed)
// so that every run and every database sees the same sequence of requests.
import { difficulties, PROBLEM_PAGE_SIZE, problemTags } from '@grindstone/contract';
import type { BenchRequest } from './open-loop';
import { titleWords } from './seed';

/** mulberry32: a tiny seeded PRNG. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mixDescription = [
  '60 % browse: default limit, half on pages 1–10, half uniform over all pages (deep OFFSETs)',
  '15 % filter: difficulty and/or tag, pages 1–5',
  '10 % title search: one word of the generated titles (≈3 % of problems match) or a miss, page 1',
  '15 % status=solved with the logged-in cookie, pages 1–5, a third also by difficulty',
];

export function listRequestMix(problemCount: number, sessionCookie: string) {
  const next = random(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pages = Math.ceil(problemCount / PROBLEM_PAGE_SIZE);
  const path = (query: Record<string, string | number>) =>
    `/api/problem/getAllProblem?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    )}`;

  return (): BenchRequest => {
    const roll = next();
    if (roll < 0.6) {
      const page = next() < 0.5 ? int(1, 10) : int(1, pages);
      return { kind: 'browse', path: path({ page }) };
    }
    if (roll < 0.75) {
      const query: Record<string, string | number> = { page: int(1, 5) };
      const which = next();
      if (which < 0.67) query.difficulty = pick(difficulties);
      if (which >= 0.33) query.tag = pick(problemTags);
      return { kind: 'filter', path: path(query) };
    }
    if (roll < 0.85) {
      const search = next() < 0.8 ? pick(titleWords) : `nothing-${int(1, 999)}`;
      // With a page: without page and limit the list is unpaged (every match at once).
      return { kind: 'search', path: path({ search, page: 1 }) };
    }
    const query: Record<string, string | number> = { status: 'solved', page: int(1, 5) };
    if (next() < 0.33) query.difficulty = pick(difficulties);
    return { kind: 'solved', path: path(query), headers: { cookie: sessionCookie } };
  };
}
