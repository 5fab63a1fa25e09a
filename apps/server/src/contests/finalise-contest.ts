import { contestMessages } from '@grindstone/contract';
import { AppError } from '../errors';
import { loadContest, type ManageContestDeps } from './manage-contests';
import { ratingChanges } from './ratings';

/**
 * Finalising closes a contest for good: the board is revealed and, when the contest is rated,
 * every official participant who submitted at least once gets a new rating from the final
 * standings (once: a second call is refused).
 */
export async function finaliseContest(deps: ManageContestDeps, contestId: string): Promise<void> {
  const row = await loadContest(deps.contests, contestId);
  if (deps.now() < row.endsAt.getTime())
    throw new AppError('CONFLICT', contestMessages.notEndedFinalise);
  if (row.finalisedAt !== null) throw new AppError('CONFLICT', contestMessages.alreadyFinalised);
  let changes: ReturnType<typeof ratingChanges> = [];
  if (row.rated) {
    const board = await deps.boards.board(contestId);
    const submitted = new Set(
      (await deps.contests.submissionsOf(contestId)).map((submission) => submission.participantId),
    );
    const rows = (board?.rankedRows({ hideAfterFreeze: false }) ?? []).filter(
      (boardRow) => !boardRow.virtual && submitted.has(boardRow.participantId),
    );
    const ratings = await deps.contests.ratingsOf(rows.map((boardRow) => boardRow.user._id));
    changes = ratingChanges(
      rows.map((boardRow) => ({
        userId: boardRow.user._id,
        rank: boardRow.rank,
        rating: ratings.get(boardRow.user._id) ?? null,
      })),
    );
  }
  const done = await deps.contests.finalise(contestId, new Date(deps.now()), changes);
  if (!done) throw new AppError('CONFLICT', contestMessages.alreadyFinalised);
  await deps.boards.changed({ contestId, kind: 'contest' });
}
