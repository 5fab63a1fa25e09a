import type { ProblemRow } from '../db/schema';
import type { ProblemTests } from './repository';

/** What the cache holds at most; the least recently judged problems are dropped first. */
const DEFAULT_TESTS_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** The problem's `updatedAt` when its tests were read: any other value means they changed. */
  version: number;
  tests: Promise<ProblemTests>;
  bytes: number;
}

const sizeOf = (tests: ProblemTests) =>
  [...tests.visible, ...tests.hidden].reduce(
    (sum, test) => sum + test.input.length + test.output.length + test.explanation.length,
    0,
  );

/**
 * Every Submit judges a problem's visible and hidden tests, which reach megabytes for the large
 * ones; reading and decoding them from the database for each submission (with the embedded
 * database, on the API's own thread) stalled every other request during a burst. The tests
 * only change with the problem, and every change sets its `updatedAt` in the same transaction,
 * so the caller's fresh problem row says whether the cached copy is still current: no stale
 * tests, in this process or after another process's update. Concurrent misses share one read.
 */
export function createTestsCache(
  load: (problemId: string) => Promise<ProblemTests>,
  maxBytes = DEFAULT_TESTS_CACHE_BYTES,
) {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the coldest.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function remove(problemId: string) {
    const entry = entries.get(problemId);
    if (!entry) return;
    entries.delete(problemId);
    totalBytes -= entry.bytes;
  }

  function evictBeyondBudget() {
    for (const [problemId] of entries) {
      if (totalBytes <= maxBytes) return;
      remove(problemId);
    }
  }

  return {
    /** The problem's tests as of `problem.updatedAt`, read once per version. */
    get(problem: Pick<ProblemRow, 'id' | 'updatedAt'>): Promise<ProblemTests> {
      const version = problem.updatedAt.getTime();
      const cached = entries.get(problem.id);
      if (cached?.version === version) {
        entries.delete(problem.id);
        entries.set(problem.id, cached);
        return cached.tests;
      }
      remove(problem.id);
      const entry: Entry = { version, tests: load(problem.id), bytes: 0 };
      entries.set(problem.id, entry);
      entry.tests.then(
        (tests) => {
          if (entries.get(problem.id) !== entry) return;
          entry.bytes = sizeOf(tests);
          totalBytes += entry.bytes;
          evictBeyondBudget();
        },
        // A failed read is not remembered: the next caller tries again.
        () => {
          if (entries.get(problem.id) === entry) entries.delete(problem.id);
        },
      );
      return entry.tests;
    },

    /** Forgets a problem's tests (after this process changed or deleted it). */
    forget: remove,

    /** Bytes of test data held now. */
    get bytes() {
      return totalBytes;
    },
  };
}
