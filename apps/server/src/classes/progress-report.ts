import type { Assignment, AssignmentProgress, ClassMemberRole } from '@grindstone/contract';
import { learnerProgress, POINTS_PER_PROBLEM, scoreOf } from './progress';
import type { AssignmentRow, ClassesRepository } from './repository';

type Describe = (row: AssignmentRow) => Promise<Assignment>;

/** The instructor's matrix: every student of the class on every problem of the assignment. */
export async function assignmentProgress(
  classes: ClassesRepository,
  assignment: AssignmentRow,
  described: Assignment,
): Promise<AssignmentProgress> {
  const students = await classes.members(assignment.classId, 'student');
  const ids = students.map((student) => student.userId);
  const [facts, extensions] = await Promise.all([
    classes.submissionFacts(ids, assignment.problemIds, assignment.opensAt),
    classes.extensionsOf([assignment.id]),
  ]);
  return {
    assignment: described,
    maxScore: POINTS_PER_PROBLEM * assignment.problemIds.length,
    students: students.map((student) => {
      const dueAt = extensions.get(`${assignment.id}:${student.userId}`) ?? assignment.dueAt;
      const problems = learnerProgress(
        assignment.problemIds,
        facts.filter((fact) => fact.userId === student.userId),
        dueAt,
      );
      return {
        user: { _id: student.userId, firstName: student.firstName, lastName: student.lastName },
        dueAt: dueAt.toISOString(),
        problems,
        score: scoreOf(problems, assignment.latePenaltyPercent),
      };
    }),
  };
}

/**
 * The class's assignments as one member sees them, each with their own due date and standing.
 * Before an assignment opens, a student sees its dates but not its problems; instructors see
 * everything.
 */
export async function memberAssignments(
  classes: ClassesRepository,
  rows: AssignmentRow[],
  viewer: { userId: string; role: ClassMemberRole },
  now: number,
  describe: Describe,
) {
  const { userId } = viewer;
  const extensions = await classes.extensionsOf(rows.map((row) => row.id));
  return Promise.all(
    rows.map(async (row) => {
      const described = await describe(row);
      const open = row.opensAt.getTime() <= now;
      const dueAt = extensions.get(`${row.id}:${userId}`) ?? row.dueAt;
      const facts = open
        ? await classes.submissionFacts([userId], row.problemIds, row.opensAt)
        : [];
      const mine = open ? learnerProgress(row.problemIds, facts, dueAt) : [];
      return {
        ...described,
        problems: open || viewer.role === 'instructor' ? described.problems : [],
        myDueAt: dueAt.toISOString(),
        myProgress: mine,
        myScore: scoreOf(mine, row.latePenaltyPercent),
        maxScore: POINTS_PER_PROBLEM * row.problemIds.length,
      };
    }),
  );
}
