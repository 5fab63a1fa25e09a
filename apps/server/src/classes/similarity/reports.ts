import type { FastifyBaseLogger } from 'fastify';
import type { StoredSimilarityPair } from '../../db/schema';
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
  const running = new Map<string, Promise<void>>();

  async function recompute(classId: string, assignment: AssignmentRow): Promise<void> {
    const signature = await classes.acceptedSignature(classId, assignment.problemIds);
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
      submissionCount: signature.count,
      newestSubmissionAt: signature.newest,
      computedAt: new Date(),
    });
  }

  function start(classId: string, assignment: AssignmentRow): Promise<void> {
    const existing = running.get(assignment.id);
    if (existing) return existing;
    const job = recompute(classId, assignment)
      .catch((error: unknown) => {
        log.error({ err: error, assignmentId: assignment.id }, 'similarity job failed');
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
      const [stored, signature] = await Promise.all([
        classes.similarityReport(assignment.id),
        classes.acceptedSignature(classId, assignment.problemIds),
      ]);
      const fresh =
        stored !== undefined &&
        stored.submissionCount === signature.count &&
        stored.newestSubmissionAt?.getTime() === signature.newest?.getTime();
      if (fresh) return { status: 'ready', computedAt: stored.computedAt, pairs: stored.pairs };

      const job = start(classId, assignment);
      let done = false;
      await Promise.race([
        job.then(() => {
          done = true;
        }),
        new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
      ]);
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
