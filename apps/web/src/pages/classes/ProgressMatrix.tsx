import type { AssignmentProblemStatus, AssignmentProgress } from '@grindstone/contract';
import { describeProgress, formatScore, fullName } from '../../classes/assignmentFormat';
import { Badge } from '../../components/ui/Badge';
import { cx } from '../../components/ui/cx';
import { formatContestTime } from '../../contests/countdown';
import { problemLabel } from '../admin/contests/ProblemPicker';

const toneClasses: Record<AssignmentProblemStatus, string> = {
  solved: 'bg-success/15 text-success',
  attempted: 'bg-orange/15 text-orange',
  none: 'text-muted',
};

const marks: Record<AssignmentProblemStatus, string> = { solved: '✓', attempted: '✗', none: '–' };

/**
 * Students × problems: green solved, orange attempted, empty not started; a late solve carries
 * `late`, and each cell's title (and screen-reader text) gives the attempts and the solve's time.
 */
export function ProgressMatrix({ progress }: { progress: AssignmentProgress }) {
  const { assignment, students, maxScore } = progress;
  const assignmentDue = Date.parse(assignment.dueAt);
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[24rem] text-sm">
        <caption className="sr-only">Progress of {assignment.title}</caption>
        <thead className="bg-raised text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Student
            </th>
            {assignment.problems.map((problem, index) => (
              <th
                key={problem._id}
                scope="col"
                title={problem.title}
                className="w-16 px-2 py-2 text-center font-mono"
              >
                <span aria-hidden="true">{problemLabel(index)}</span>
                <span className="sr-only">{problem.title}</span>
              </th>
            ))}
            <th scope="col" className="w-28 px-3 py-2 text-right font-semibold">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const extended = Date.parse(student.dueAt) !== assignmentDue;
            return (
              <tr key={student.user._id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-left font-medium text-fg">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className="break-words">{fullName(student.user)}</span>
                    {extended ? (
                      <span title={`Due ${formatContestTime(student.dueAt)}`}>
                        <Badge tone="purple">Extended</Badge>
                      </span>
                    ) : null}
                  </span>
                </th>
                {assignment.problems.map((problem) => {
                  const cell = student.problems.find((entry) => entry.problemId === problem._id);
                  const status = cell?.status ?? 'none';
                  const words = describeProgress(cell, formatContestTime);
                  return (
                    <td
                      key={problem._id}
                      data-status={status}
                      title={`${problem.title}: ${words}`}
                      className={cx('relative px-2 py-1.5 text-center', toneClasses[status])}
                    >
                      <span className="sr-only">{words}</span>
                      <span aria-hidden="true" className="flex flex-col items-center leading-tight">
                        <span className="font-mono text-sm font-semibold">{marks[status]}</span>
                        {cell && cell.attempts > 0 ? (
                          <span className="text-[0.7rem] opacity-90">
                            {cell.attempts}×{cell.late ? ' · late' : ''}
                          </span>
                        ) : null}
                      </span>
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-fg tabular-nums">
                  {formatScore(student.score)} / {formatScore(maxScore)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
