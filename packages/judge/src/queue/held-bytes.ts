import type { JudgeJobInput } from '@grindstone/contract';

type Tests = JudgeJobInput['tests'];

const testsSize = (tests: Tests) =>
  tests.reduce((sum, test) => sum + test.input.length + test.expected.length, 0);

/**
 * What the jobs in a queue hold in memory: each job's code, and each distinct test set once.
 * The server hands every job of one problem version the same tests array (its tests cache), so
 * two hundred submissions to a problem with megabytes of tests hold those megabytes once, and
 * the count here says so; a caller that builds a fresh array per job is counted per job, which
 * errs on the safe side. Sizes are in characters (a byte each for the ASCII most tests are).
 */
export function heldBytes() {
  const testSets = new Map<Tests, { bytes: number; jobs: number }>();
  let total = 0;

  return {
    get total(): number {
      return total;
    },

    /** What holding `job` would add to the total. */
    cost(job: JudgeJobInput): number {
      return job.code.length + (testSets.has(job.tests) ? 0 : testsSize(job.tests));
    },

    /** Counts `job` as held; the returned function releases it (once). */
    hold(job: JudgeJobInput): () => void {
      const { code, tests } = job;
      const set = testSets.get(tests) ?? { bytes: testsSize(tests), jobs: 0 };
      if (set.jobs === 0) {
        testSets.set(tests, set);
        total += set.bytes;
      }
      set.jobs++;
      total += code.length;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= code.length;
        if (--set.jobs === 0) {
          testSets.delete(tests);
          total -= set.bytes;
        }
      };
    },
  };
}
