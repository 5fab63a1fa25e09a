import type { FastifyBaseLogger } from 'fastify';
import type { StoredSimilarityPair } from '../../db/schema';
import { AppError } from '../../errors';
import type { AssignmentRow, ClassesRepository } from '../repository';
import type { ProblemToCompare } from './compare';

export interface SimilarityView {
  status: 'ready' | 'computing';
  computedAt: Date | null;
  pairs: StoredSimilarityPair[];
}

type Compare = (problems: ProblemToCompare[]) => Promise<StoredSimilarityPair[]>;

/**
 * Similarity reports, computed in the background and stored. Asking for a report whose inputs
 * changed (a new accepted program, a member gone) starts one job for that assignment — never two
 * at once — and waits a little for it; if it is not done by then, the last report is answered
 * with `status: 'computing'` and the next ask finds the new one.
 */
export function similarityReports(
  classes: ClassesRepository,
  compare: Compare,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  // Resolves true when the report was stored, false when the job failed (logged).
  const running = new Map<string, Promise<boolean>>();

  async function recompute(classId: string, assignment: AssignmentRow): Promise<void> {
    const inputsDigest = await classes.acceptedDigest(classId, assignment.problemIds);
    const [programs, startCodes] = await Promise.all([
      classes.acceptedPrograms(classId, assignment.problemIds),
      classes.startCodes(assignment.problemIds),
    ]);
    const problems: ProblemToCompare[] = assignment.problemIds.map((problemId) => ({
      problemId,
      startCode: startCodes.get(problemId) ?? {},
      programs: programs.filter((program) => program.problemId === problemId),
    }));
    const pairs = await compare(problems);
    await classes.saveSimilarityReport({
      assignmentId: assignment.id,
      pairs,
      inputsDigest,
      computedAt: new Date(),
    });
  }

  function start(classId: string, assignment: AssignmentRow): Promise<boolean> {
    const existing = running.get(assignment.id);
    if (existing) return existing;
    const job = recompute(classId, assignment)
      .then(() => true)
      .catch((error: unknown) => {
        log.error({ err: error, assignmentId: assignment.id }, 'similarity job failed');
        return false;
      })
      .finally(() => running.delete(assignment.id));
    running.set(assignment.id, job);
    return job;
  }

  return {
    async view(
      classId: string,
      assignment: AssignmentRow,
      waitMs: number,
    ): Promise<SimilarityView> {
      const [stored, digest] = await Promise.all([
        classes.similarityReport(assignment.id),
        classes.acceptedDigest(classId, assignment.problemIds),
      ]);
      if (stored?.inputsDigest === digest)
        return { status: 'ready', computedAt: stored.computedAt, pairs: stored.pairs };

      const outcome = await Promise.race([
        start(classId, assignment),
        new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), waitMs).unref()),
      ]);
      if (outcome === false) {
        throw new AppError('UNAVAILABLE', 'The similarity check failed; ask again to retry it');
      }
      const done = outcome === true;
      const latest = done ? await classes.similarityReport(assignment.id) : stored;
      return {
        status: done && latest ? 'ready' : 'computing',
        computedAt: latest?.computedAt ?? null,
        pairs: latest?.pairs ?? [],
      };
    },
  };
}
export type SimilarityReports = ReturnType<typeof similarityReports>;
