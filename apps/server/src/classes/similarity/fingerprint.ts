import type { Token } from './tokens';

/**
 * Winnowing (Schleimer, Wilkerson and Aiken, 2003; what Moss and Dolos use): hash every run of
 * K tokens, then keep the smallest hash of each window of W consecutive runs. Two programs that
 * share a stretch of at least K + W - 1 tokens are guaranteed to share a fingerprint, while a
 * program keeps only about 2 / (W + 1) of its hashes.
 */
export const K = 12;
export const W = 8;

export interface Fingerprint {
  hash: number;
  /** The source lines the K tokens span. */
  startLine: number;
  endLine: number;
}

/** FNV-1a over the token texts, 32 bits: stable across processes and runs. */
function tokenHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The hash of every run of K tokens, in order. */
export function kgramHashes(tokens: readonly Token[]): number[] {
  const ids = tokens.map((token) => tokenHash(token.text));
  const hashes: number[] = [];
  for (let start = 0; start + K <= ids.length; start++) {
    let hash = 0x811c9dc5;
    for (let i = start; i < start + K; i++) {
      hash ^= ids[i] ?? 0;
      hash = Math.imul(hash, 0x01000193);
    }
    hashes.push(hash >>> 0);
  }
  return hashes;
}

/**
 * The winnowed fingerprints, leaving out every K-gram that also occurs in `exclude` (the
 * problem's start code: what every learner was given is no sign of copying).
 */
export function fingerprints(
  tokens: readonly Token[],
  exclude: ReadonlySet<number>,
): Fingerprint[] {
  const hashes = kgramHashes(tokens);
  const kept: Fingerprint[] = [];
  let lastChosen = -1;
  const windows = Math.max(1, hashes.length - W + 1);
  for (let start = 0; start < windows && start < hashes.length; start++) {
    // The rightmost minimum: a window that slides over the same minimum keeps choosing it.
    let chosen = start;
    const end = Math.min(start + W, hashes.length);
    for (let i = start; i < end; i++) {
      if ((hashes[i] ?? 0) <= (hashes[chosen] ?? 0)) chosen = i;
    }
    if (chosen === lastChosen) continue;
    lastChosen = chosen;
    const hash = hashes[chosen] ?? 0;
    if (exclude.has(hash)) continue;
    kept.push({
      hash,
      startLine: tokens[chosen]?.line ?? 1,
      endLine: tokens[chosen + K - 1]?.line ?? 1,
    });
  }
  return kept;
}
