import { notFound } from '../errors';
import type { ProblemVideos } from './problem-videos';
import type { ProblemsRepository } from './repository';

interface Deps {
  problems: ProblemsRepository;
  videos: Pick<ProblemVideos, 'removeVideoOf'>;
}

/**
 * Deletes a problem with everything stored for it: its tests, submissions and solved marks go
 * with its row (the schema cascades), its editorial video's files are removed by media/.
 * The video goes first: should the problem's deletion then fail, the problem is left without a
 * video (an admin can upload it again), never a file that no row points to any more.
 */
export async function deleteProblem(deps: Deps, problemId: string): Promise<void> {
  if (!(await deps.problems.findById(problemId))) throw notFound('Problem not found');
  await deps.videos.removeVideoOf(problemId);
  if (!(await deps.problems.delete(problemId))) throw notFound('Problem not found');
}
