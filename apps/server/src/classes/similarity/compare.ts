import type { LanguageId } from '@grindstone/contract';
import type { StoredSimilarityPair } from '../../db/schema';
import { type Fingerprint, fingerprints, kgramHashes } from './fingerprint';
import { tokenize } from './tokens';

/** Pairs below this share of common fingerprints are not reported: short programs for the same
 * task share some structure by necessity. */
export const MIN_REPORTED_SCORE = 0.2;
/** The most pairs one report keeps, most similar first. */
export const MAX_REPORTED_PAIRS = 500;

export interface ProgramToCompare {
  submissionId: string;
  userId: string;
  language: LanguageId;
  code: string;
}

export interface ProblemToCompare {
  problemId: string;
  /** The start code learners were given, per language: excluded from the fingerprints. */
  startCode: Partial<Record<LanguageId, string>>;
  programs: ProgramToCompare[];
}

/** Every K-gram of the start code, so that no fingerprint of the given code counts. */
export function startCodeHashes(code: string | undefined, language: LanguageId): Set<number> {
  return new Set(code ? kgramHashes(tokenize(code, language)) : []);
}

export function fingerprintProgram(program: ProgramToCompare, exclude: ReadonlySet<number>) {
  return fingerprints(tokenize(program.code, program.language), exclude);
}

/** Jaccard: the fingerprints both have over the fingerprints either has. */
export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const hash of a) if (b.has(hash)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * The similar pairs among one problem's programs in the same language. An inverted index from
 * fingerprint to programs means only pairs that share something are ever scored.
 */
export function similarPairs(problem: ProblemToCompare): StoredSimilarityPair[] {
  const excludes = new Map<LanguageId, Set<number>>();
  const sets = problem.programs.map((program) => {
    let exclude = excludes.get(program.language);
    if (!exclude) {
      exclude = startCodeHashes(problem.startCode[program.language], program.language);
      excludes.set(program.language, exclude);
    }
    return new Set(fingerprintProgram(program, exclude).map((print) => print.hash));
  });

  const holders = new Map<string, number[]>();
  sets.forEach((set, index) => {
    const language = problem.programs[index]?.language;
    for (const hash of set) {
      const key = `${language}:${hash}`;
      const list = holders.get(key);
      if (list) list.push(index);
      else holders.set(key, [index]);
    }
  });
  const shared = new Map<number, number>();
  const count = problem.programs.length;
  for (const list of holders.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const key = (list[i] ?? 0) * count + (list[j] ?? 0);
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }

  const pairs: StoredSimilarityPair[] = [];
  for (const [key, common] of shared) {
    const i = Math.floor(key / count);
    const j = key % count;
    const a = problem.programs[i];
    const b = problem.programs[j];
    const sizeA = sets[i]?.size ?? 0;
    const sizeB = sets[j]?.size ?? 0;
    if (!a || !b || a.userId === b.userId) continue;
    const score = common / (sizeA + sizeB - common);
    if (score < MIN_REPORTED_SCORE) continue;
    pairs.push({
      problemId: problem.problemId,
      a: { userId: a.userId, submissionId: a.submissionId },
      b: { userId: b.userId, submissionId: b.submissionId },
      score: Math.round(score * 1000) / 1000,
    });
  }
  return pairs;
}

export function similarityReport(problems: readonly ProblemToCompare[]): StoredSimilarityPair[] {
  return problems
    .flatMap(similarPairs)
    .sort((x, y) => y.score - x.score)
    .slice(0, MAX_REPORTED_PAIRS);
}

export interface LineRange {
  startLine: number;
  endLine: number;
}

/**
 * The line ranges two programs share, for the side-by-side view: each common fingerprint pairs
 * a range in `a` with one in `b`; neighbours that continue each other on both sides merge.
 */
export function matchingRegions(
  a: readonly Fingerprint[],
  b: readonly Fingerprint[],
): Array<{ a: LineRange; b: LineRange }> {
  const firstInB = new Map<number, Fingerprint>();
  for (const print of b) if (!firstInB.has(print.hash)) firstInB.set(print.hash, print);
  const regions: Array<{ a: LineRange; b: LineRange }> = [];
  for (const print of a) {
    const other = firstInB.get(print.hash);
    if (!other) continue;
    const last = regions.at(-1);
    if (
      last &&
      print.startLine <= last.a.endLine + 1 &&
      other.startLine <= last.b.endLine + 1 &&
      other.endLine >= last.b.startLine
    ) {
      last.a.endLine = Math.max(last.a.endLine, print.endLine);
      last.b.startLine = Math.min(last.b.startLine, other.startLine);
      last.b.endLine = Math.max(last.b.endLine, other.endLine);
    } else {
      regions.push({
        a: { startLine: print.startLine, endLine: print.endLine },
        b: { startLine: other.startLine, endLine: other.endLine },
      });
    }
  }
  return regions;
}
