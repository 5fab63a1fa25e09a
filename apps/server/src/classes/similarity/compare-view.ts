import { classMessages } from '@grindstone/contract';
import { notFound } from '../../errors';
import type { AssignmentRow, ClassesRepository } from '../repository';
import { fingerprintProgram, jaccard, matchingRegions, startCodeHashes } from './compare';

/**
 * The side-by-side view of two accepted programs of the class's students for one problem of the
 * assignment: both programs, their score and the line ranges they share.
 */
export async function compareSubmissions(
  classes: ClassesRepository,
  classId: string,
  assignment: AssignmentRow,
  aId: string,
  bId: string,
) {
  const [a, b] = await Promise.all([
    classes.submissionForComparison(aId),
    classes.submissionForComparison(bId),
  ]);
  const belongs = async (row: typeof a) =>
    row !== undefined &&
    assignment.problemIds.includes(row.problemId) &&
    (await classes.roleOf(classId, row.userId)) === 'student';
  if (!a || !b || !(await belongs(a)) || !(await belongs(b)) || a.problemId !== b.problemId) {
    throw notFound(classMessages.submissionNotFound);
  }
  const given = (await classes.startCodes([a.problemId])).get(a.problemId) ?? {};
  const printsOf = (row: NonNullable<typeof a>) =>
    fingerprintProgram(
      { submissionId: row.id, userId: row.userId, language: row.language, code: row.code },
      startCodeHashes(given[row.language], row.language),
    );
  const printsA = printsOf(a);
  const printsB = printsOf(b);
  const side = (row: NonNullable<typeof a>) => ({
    user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
    submissionId: row.id,
    language: row.language,
    code: row.code,
  });
  return {
    problemId: a.problemId,
    score:
      Math.round(
        jaccard(new Set(printsA.map((p) => p.hash)), new Set(printsB.map((p) => p.hash))) * 1000,
      ) / 1000,
    a: side(a),
    b: side(b),
    regions: a.language === b.language ? matchingRegions(printsA, printsB) : [],
  };
}
