import type { TestGroup } from '@grindstone/contract';
import { formatPoints, pointsInAll } from '../../problems/submissionFormat';

/**
 * What each subtask is worth, under the statement: the learner knows before submitting that a
 * solution for the easier subtasks earns their points.
 */
export function SubtasksSection({ groups }: { groups: TestGroup[] }) {
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
      <p className="text-sm text-muted">{pointsInAll(groups.map((group) => group.points))}</p>
    </section>
  );
}
