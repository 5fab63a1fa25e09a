import type { TestGroup } from '@grindstone/contract';
import { formatPoints } from '../../problems/submissionFormat';

/**
 * What each subtask is worth, under the statement: the learner knows before submitting that a
 * solution for the easier subtasks earns their points.
 */
export function SubtasksSection({ groups }: { groups: TestGroup[] }) {
  // Points may be fractional: rounding the sum keeps 0.1 + 0.2 from reading 0.30000000000000004.
  const total = Math.round(groups.reduce((sum, group) => sum + group.points, 0) * 1e6) / 1e6;
  return (
    <section aria-labelledby="subtasks-heading" className="flex flex-col gap-2">
      <h2 id="subtasks-heading" className="text-lg font-semibold text-fg">
        Subtasks
      </h2>
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {groups.map((group) => (
          <li key={group.name}>
            <span className="font-semibold">{group.name}</span>: {formatPoints(group.points)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{formatPoints(total)} in all</p>
    </section>
  );
}
