import type { Profile } from '@grindstone/contract';
import { Card } from '../../components/ui/Card';

/** Problems solved, posts created and comments written: all from the profile's real counts. */
export function ActivityStats({ profile }: { profile: Profile }) {
  const rows = [
    ['Problems solved', profile.problemSolvedCount],
    ['Posts created', profile.stats.postsCount],
    ['Comments', profile.stats.commentsCount],
  ] as const;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-fg">Activity Stats</h2>
      <dl className="mt-4 flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
