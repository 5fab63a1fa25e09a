// Types for build.mjs, so TypeScript scripts (benchmarks) can reuse it.
export const root: string;
/** Returns false when a build failed (its output has already been printed). */
export function buildIfNeeded(options?: {
  force?: boolean;
  only?: Array<'web' | 'server'>;
}): boolean;
